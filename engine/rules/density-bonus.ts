// State Density Bonus Law tables (Gov. Code 65915 as amended through 2025; law/rules.md §2).
// Percentages between rows use the row for the whole percent at or below the actual share.
import type { EngineOptions } from '../types.ts'

export type BonusCategory = 'VLI' | 'LI' | 'MOD'

/**
 * A value for each category, read by comparing the category rather than by a property name that
 * varies from call to call, which V8 reads slowly (a megamorphic access).
 */
export function perCategory<T>(values: Readonly<Record<BonusCategory, T>>) {
  const { VLI, LI, MOD } = values
  return (category: BonusCategory): T => (category === 'VLI' ? VLI : category === 'LI' ? LI : MOD)
}

/** Whole-percent row of a share, with a tolerance so 11.0000001 % is row 11, not 10. */
export function tableRow(pct: number): number {
  return Math.floor(pct + 1e-9)
}

/** The steps above 35 % that the tables share: 38.75, 42.5, 46.25, then 50. */
function upperSteps(stepsAbove: number): number {
  return Math.min(50, 35 + 3.75 * stepsAbove)
}

/** Bonus percent of 65915(f) for a set-aside of `pct` % of base units, on the state scale. */
export function stateBonusPct(category: BonusCategory, pct: number): number {
  const p = tableRow(pct)
  switch (category) {
    case 'VLI':
      if (p < 5) return 0
      if (p <= 10) return 20 + 2.5 * (p - 5)
      return upperSteps(p - 11) // 11 → 35, 12 → 38.75 … 15+ → 50
    case 'LI':
      if (p < 10) return 0
      if (p <= 20) return 20 + 1.5 * (p - 10)
      return upperSteps(p - 20)
    case 'MOD':
      if (p < 10) return 0
      if (p <= 40) return 5 + (p - 10)
      return upperSteps(p - 40)
  }
}

/**
 * Bonus percent under the scale the `laDbScale` option selects for Los Angeles (rules.md §2.4):
 * the state scale, the state scale capped at 35 %, or the LA CHIP table as transcribed by third
 * parties (VLI one point per percent from 12 % to 23 %, 50 % from 24 %; LI 50 % from 44 %;
 * moderate 50 % from 40 %).
 */
export function bonusPct(
  category: BonusCategory,
  pct: number,
  scale: EngineOptions['laDbScale'],
): number {
  const state = stateBonusPct(category, pct)
  if (scale === 'state') return state
  const capped = Math.min(state, 35)
  if (scale === 'cap35') return capped
  const p = tableRow(pct)
  if (category === 'VLI' && p >= 12) return p >= 24 ? 50 : 35 + (p - 11)
  if (category === 'LI' && p >= 44) return 50
  if (category === 'MOD' && p >= 40) return 50
  return capped
}

/** The largest base-bonus set-aside (the AB 1287 precondition): 15 % VLI, 24 % LI, 44 % moderate. */
export const maxBaseSetAsidePct = perCategory({ VLI: 15, LI: 24, MOD: 44 })

/** Minimum set-aside for any bonus. */
export const minSetAsidePct = perCategory({ VLI: 5, LI: 10, MOD: 10 })

/** Senior housing: 20 % bonus, no affordable units needed (65915(f)(3)). */
export const SENIOR_BONUS_PCT = 20
/** 100 % affordable projects: 80 % bonus; no density limit near transit (65915(f)(4)). */
export const FULLY_AFFORDABLE_BONUS_PCT = 80
/** 100 % affordable near transit: up to three more stories or 33 ft. */
export const FULLY_AFFORDABLE_HEIGHT_BONUS_FT = 33

/** AB 1287's additional bonus (65915(v)) for further VLI or moderate units; 0 below 5 %. */
export function stackedBonusPct(category: 'VLI' | 'MOD', pct: number): number {
  const p = tableRow(pct)
  if (p < 5) return 0
  if (category === 'VLI') return Math.min(38.75, 20 + 3.75 * (p - 5))
  if (p <= 11) return 20 + 2.5 * (p - 5)
  return upperSteps(p - 11)
}

/** Incentives and concessions by affordable share of base units (65915(d)(2), with AB 1287). */
export function incentivesFor(category: BonusCategory, pct: number): number {
  let count = 0
  for (const threshold of incentiveThresholds(category)) if (pct + 1e-9 >= threshold) count += 1
  return count
}

const incentiveThresholds = perCategory<readonly number[]>({
  LI: [10, 17, 24],
  VLI: [5, 10, 15, 16],
  MOD: [10, 20, 30, 45],
})

/** Incentives for a 100 % affordable project (AB 1287). */
export const FULLY_AFFORDABLE_INCENTIVES = 5

/** Parking spaces per unit by bedrooms on request (65915(p)(1)); totals round up. */
export function parkingPerUnitByBedrooms(bedrooms: number): number {
  if (bedrooms <= 1) return 1
  if (bedrooms <= 3) return 1.5
  return 2.5
}
