// The differences between two snapshots of a watched lot, figure by figure, in words a buyer
// reads: "SB 79: Draft → In force; 0 → 42 homes", "Lot area corrected by the LA County Assessor
// parcels import of 2026-12-01: 7,200 → 6,900 sq ft". Pure: the same two snapshots give the
// same lines, so a re-run and a test read the same words.
import type { FieldSource } from './contracts/parcels.ts'
import { sourceName } from './parcel-provenance.ts'
import {
  WATCHED_FACTS,
  type WatchedFact,
  type WatchedFactName,
  type WatchedPathway,
  type WatchSnapshot,
} from './contracts/watch.ts'

const FACT_LABELS: Readonly<Record<WatchedFactName, string>> = {
  lotSf: 'Lot area',
  zone: 'Zoning',
  heightDistrict: 'Height district',
  existingUnits: 'Existing homes',
  yearBuilt: 'Year built',
  rentStabilization: 'Rent stabilization',
  hpoz: 'Historic preservation overlay (HPOZ)',
  fireZone: 'Very high fire hazard zone',
  coastalZone: 'Coastal zone',
  tocTier: 'Transit Oriented Communities tier',
  sb79StopTier: 'SB 79 transit stop tier',
}

const RENT_STABILIZATION: Readonly<Record<string, string>> = {
  covered: 'covered',
  exempt: 'exempt',
  unknown: 'not known',
}

const count = (n: number) => n.toLocaleString('en-US')

function factText(name: WatchedFactName, value: WatchedFact['value']): string {
  if (value === null) return 'not known'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (name === 'lotSf' && typeof value === 'number') return `${count(Math.round(value))} sq ft`
  if (name === 'existingUnits' && typeof value === 'number')
    return value === 1 ? '1 home' : `${count(value)} homes`
  if (name === 'rentStabilization') return RENT_STABILIZATION[String(value)] ?? String(value)
  return typeof value === 'number' ? String(value) : value
}

const sameSource = (a: FieldSource | null, b: FieldSource | null) =>
  a?.dataset === b?.dataset && a?.date === b?.date

/** "Lot area corrected by the … import of …: 7,200 → 6,900 sq ft", or "Zoning: R1 → R2". */
function factLine(name: WatchedFactName, before: WatchedFact, after: WatchedFact): string {
  const label = FACT_LABELS[name]
  const from = factText(name, before.value)
  const to = factText(name, after.value)
  // Units said once, at the end, when both sides carry them: "7,200 → 6,900 sq ft".
  const unit = name === 'lotSf' && before.value !== null && after.value !== null ? ' sq ft' : ''
  const values = unit ? `${from.slice(0, -unit.length)} → ${to}` : `${from} → ${to}`
  if (after.source && !sameSource(before.source, after.source))
    return `${label} corrected by the ${sourceName(after.source.dataset)} import of ${after.source.date}: ${values}`
  return `${label}: ${values}`
}

function homesText(units: WatchedPathway['netNewUnits']): string {
  if (units === null) return 'no count of homes'
  if (units === 'unlimited') return 'no limit on homes'
  return units === 1 ? '1 home' : `${count(units)} homes`
}

/** "0 → 42 homes" when both are counts, else each side in words. */
function homesChange(before: WatchedPathway['netNewUnits'], after: WatchedPathway['netNewUnits']) {
  if (typeof before === 'number' && typeof after === 'number')
    return `${count(before)} → ${homesText(after)}`
  return `${homesText(before)} → ${homesText(after)}`
}

/** "SB 79: Draft → In force; Not available → Available; 0 → 42 homes", or null when unchanged. */
function pathwayLine(before: WatchedPathway, after: WatchedPathway): string | null {
  const parts: string[] = []
  if (before.legalStatus !== after.legalStatus)
    parts.push(`${before.legalStatus} → ${after.legalStatus}`)
  if (before.status !== after.status) parts.push(`${before.status} → ${after.status}`)
  if (before.netNewUnits !== after.netNewUnits)
    parts.push(homesChange(before.netNewUnits, after.netNewUnits))
  return parts.length === 0 ? null : `${after.name}: ${parts.join('; ')}`
}

export const LOT_GONE =
  'This lot is no longer in the parcel data (it may have been split, merged or renumbered); its last figures are kept as they were.'
export const LOT_BACK = 'This lot is back in the parcel data.'

/**
 * What changed from `before` to `after`, one line per fact and per pathway, facts first. Empty
 * when nothing a buyer reads changed (a new engine version that moves no figure is no change).
 */
export function describeWatchDifferences(before: WatchSnapshot, after: WatchSnapshot): string[] {
  if (before.facts && !after.facts) return [LOT_GONE]
  if (!before.facts || !after.facts) return after.facts ? [LOT_BACK] : []
  const lines: string[] = []
  for (const name of WATCHED_FACTS) {
    const old = before.facts[name]
    const now = after.facts[name]
    if (old.value !== now.value) lines.push(factLine(name, old, now))
  }
  const pathwaysBefore = before.pathways ?? {}
  const pathwaysAfter = after.pathways ?? {}
  for (const [id, now] of Object.entries(pathwaysAfter)) {
    const old = pathwaysBefore[id]
    const line = old
      ? pathwayLine(old, now)
      : `${now.name}: new; ${now.status}; ${homesText(now.netNewUnits)}`
    if (line) lines.push(line)
  }
  for (const [id, old] of Object.entries(pathwaysBefore))
    if (!(id in pathwaysAfter)) lines.push(`${old.name}: no longer analyzed`)
  return lines
}
