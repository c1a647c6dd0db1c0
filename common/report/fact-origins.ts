// Where a report's facts came from, said once: most facts of a parcel come from one record (the
// parcel data as imported on one date), and a line under each of twenty facts repeating it hid
// the few that came from elsewhere: an analyst's correction, the census.
import type { FactOrigin, ReportInputs } from '../contracts/reports.ts'
import type { FactName } from './facts.ts'

type RecordOrigin = Extract<FactOrigin, { kind: 'record' }>

/** The record that the most of `names` come from, when two or more share it; otherwise null. */
export function sharedOrigin(
  inputs: ReportInputs,
  names: readonly FactName[],
): RecordOrigin | null {
  const counts = new Map<string, { origin: RecordOrigin; count: number }>()
  for (const name of names) {
    const origin = inputs.factOrigins[name]
    if (origin?.kind !== 'record') continue
    const key = `${origin.dataset}\n${origin.date}`
    const entry = counts.get(key)
    if (entry) entry.count += 1
    else counts.set(key, { origin, count: 1 })
  }
  let best: { origin: RecordOrigin; count: number } | null = null
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry
  return best && best.count >= 2 ? best.origin : null
}

/** True when a fact comes from the shared record, so its own source line can be left out. */
export function isSharedOrigin(origin: FactOrigin | undefined, shared: RecordOrigin | null) {
  return (
    shared !== null &&
    origin?.kind === 'record' &&
    origin.dataset === shared.dataset &&
    origin.date === shared.date
  )
}
