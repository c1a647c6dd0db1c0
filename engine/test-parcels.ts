// What the engine's own tests share: one analysis date, the facts that clear every screen, and
// an analysis on that date. Test support only; nothing in the engine imports it.
import { analyzeParcel, type EngineOptions, type ParcelFacts, type Scenario } from './index.ts'

export const TODAY = '2026-11-23'

/** Every fact that clears the screens, so a test isolates the one criterion it is about. */
export const CLEAN: ParcelFacts = {
  rso: false,
  tenantOccupiedWithinYears: 'never',
  ellisWithdrawalWithinYears: 'never',
  deedRestrictedAffordable: false,
  hpoz: false,
  historicDesignation: false,
  vhfhsz: false,
  coastalZone: false,
  floodZoneSfha: false,
  floodway: false,
  earthquakeFaultZone: false,
  wetland: false,
  habitatProtected: false,
  conservationEasement: false,
  hazardousWasteSite: false,
  adjoinsIndustrialUse: false,
}

/** The analysis of `parcel` on TODAY, with the scenario and options given. */
export function analyze(
  parcel: ParcelFacts,
  scenario: Partial<Scenario> = {},
  options: Partial<EngineOptions> = {},
) {
  return analyzeParcel({ parcel, scenario: { analysisDate: TODAY, ...scenario } }, options)
}
