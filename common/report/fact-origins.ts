// Where a report's facts came from, said once: most facts of a parcel come from one record (the
// parcel data as imported on one date), and a line under each of twenty facts repeating it hid
// the few that came from elsewhere: an analyst's correction, the census. The report, its PDF
// and the analysts' corrections form all name the shared record this way.
import type { FieldSource } from '../contracts/parcels.ts'
import type { FactOrigin, ReportInputs } from '../contracts/reports.ts'
import type { FactName } from './facts.ts'

type RecordOrigin = Extract<FactOrigin, { kind: 'record' }>

/** The source that the most of `sources` share, when two or more do; otherwise null. */
export function sharedSource<T extends FieldSource>(sources: Iterable<T | undefined>): T | null {
  const counts = new Map<string, { source: T; count: number }>()
  for (const source of sources) {
    if (source === undefined) continue
    const key = `${source.dataset}\n${source.date}`
    const entry = counts.get(key)
    if (entry) entry.count += 1
    else counts.set(key, { source, count: 1 })
  }
  let best: { source: T; count: number } | null = null
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry
  return best && best.count >= 2 ? best.source : null
}

/** True when `source` is the shared one, so its own source line can be left out. */
export function isSharedSource(source: FieldSource | undefined, shared: FieldSource | null) {
  return (
    shared !== null &&
    source !== undefined &&
    source.dataset === shared.dataset &&
    source.date === shared.date
  )
}

/** The record that the most of a report's facts `names` come from (see `sharedSource`). */
export function sharedOrigin(
  inputs: ReportInputs,
  names: readonly FactName[],
): RecordOrigin | null {
  return sharedSource(names.map((name) => recordOrigin(inputs.factOrigins[name])))
}

/** True when a fact comes from the shared record (a correction never does). */
export function isSharedOrigin(origin: FactOrigin | undefined, shared: RecordOrigin | null) {
  return isSharedSource(recordOrigin(origin), shared)
}

function recordOrigin(origin: FactOrigin | undefined): RecordOrigin | undefined {
  return origin?.kind === 'record' ? origin : undefined
}

/**
 * How recent the records a report's facts come from are: the newest of their dates (a
 * date as each source gives it, "2026-10-01"); null when no fact came from a record.
 */
export function newestRecordDate(inputs: ReportInputs): string | null {
  let newest: string | null = null
  for (const origin of Object.values(inputs.factOrigins))
    if (origin.kind === 'record' && (newest === null || origin.date > newest)) newest = origin.date
  return newest
}
