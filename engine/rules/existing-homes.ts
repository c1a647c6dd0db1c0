// The law on homes a project demolishes (rules-chip-replacement.md §C5): which homes are
// protected, what replaces them, and the relocation owed to the tenants who must move. The
// relocation amounts are dated data: the Housing Department updates them every July 1.
import type { Citation, RelocationSchedule } from '../types.ts'

/** A home rented by a lower-income household this many years ago or less is protected. */
export const LOWER_INCOME_LOOKBACK_YEARS = 5
/** Homes withdrawn under the Ellis Act this many years ago or less are protected. */
export const ELLIS_LOOKBACK_YEARS = 10

export const EXISTING_HOMES_CITATIONS = {
  housingCrisisAct: {
    law: 'Cal. Gov. Code',
    section: '66300.6 (replacement of protected units)',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66300.6',
  },
  densityBonusReplacement: {
    law: 'Cal. Gov. Code',
    section: '65915(c)(3) (replacement as a condition of the density bonus)',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65915',
  },
  residentProtections: {
    law: 'LAMC',
    section: '16.60 (Resident Protections Ordinance, Ord. 188,481)',
    url: 'https://codelibrary.amlegal.com/codes/los_angeles/latest/lapz/0-0-0-58339',
  },
  relocation: {
    law: 'LAMC',
    section: '151.09 (relocation assistance, Los Angeles Housing Department Chart A)',
    url: 'https://codelibrary.amlegal.com/codes/los_angeles/latest/lamc/0-0-0-195761',
  },
  relocationSchedule: {
    law: 'LAMC',
    section: 'Just cause ordinance, relocation assistance amounts',
    url: 'https://codelibrary.amlegal.com/codes/los_angeles/latest/lamc/0-0-0-361750',
  },
} as const satisfies Record<string, Citation>

/**
 * The relocation amounts per home as the Municipal Code prints them (the printed text does not
 * say for which year). The Housing Department publishes new amounts each July 1; the 2025-26
 * and 2026-27 bulletins were not read, so an analysis dated after the next update says the
 * amounts may be out of date.
 */
const LA_RELOCATION_AMOUNTS = {
  asOf: '2026-11-01',
  nextUpdate: '2027-07-01',
  under3Years: { eligible: 9_200, qualified: 19_400 },
  longTenancyOrLowerIncome: { eligible: 12_050, qualified: 22_950 },
  citations: [EXISTING_HOMES_CITATIONS.relocation, EXISTING_HOMES_CITATIONS.relocationSchedule],
} as const

const CURRENT_SCHEDULE: RelocationSchedule = {
  asOf: LA_RELOCATION_AMOUNTS.asOf,
  stale: false,
  under3Years: LA_RELOCATION_AMOUNTS.under3Years,
  longTenancyOrLowerIncome: LA_RELOCATION_AMOUNTS.longTenancyOrLowerIncome,
  citations: LA_RELOCATION_AMOUNTS.citations,
}
const STALE_SCHEDULE: RelocationSchedule = { ...CURRENT_SCHEDULE, stale: true }

/** The relocation schedule that speaks for the analysis date. */
export function relocationSchedule(analysisDate: string): RelocationSchedule {
  return analysisDate >= LA_RELOCATION_AMOUNTS.nextUpdate ? STALE_SCHEDULE : CURRENT_SCHEDULE
}
