// Which density-bonus scale applies in Los Angeles (law/rules.md §2.4, v2.1). Gov. Code
// 65915(s) lets a city that already granted more than the pre-2021 law keep its own scale;
// Los Angeles relied on it to stop at 35 %. The City applies the full state scale to projects
// that stack an AB 1287 bonus (DCP memo, 2024-05-16) and, under CHIP's State Density Bonus
// Program (LAMC 12.22 A.37, from 2025-02-11), prints the full table to 50 %.
// docs/decisions/029-la-density-bonus-scale-follows-chip.md records the evidence.
import { isOnOrAfter, type Context } from '../../analysis/context.ts'
import type { PathwayBuilder } from '../../analysis/pathway-builder.ts'
import { stackedBonusPct } from '../../rules/density-bonus.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'

export type BonusScale = 'state' | 'cap35' | 'la_chip_table'

/** The scale for this project: the option's, or by application date when it says so. */
export function bonusScale(context: Context, pathway: PathwayBuilder): BonusScale {
  const chosen = pathway.option('laDbScale', context.options.laDbScale)
  if (chosen !== 'by_application_date') return chosen
  const date = context.applicationDate
  if (isOnOrAfter(date, EFFECTIVE.chip)) return 'state'
  // Only a request that earns an additional bonus stacks one: below 5 % it earns none.
  const { ab1287Category: category, ab1287Pct: pct } = context.scenario
  const stacking = category !== undefined && stackedBonusPct(category, pct ?? 0) > 0
  return stacking && isOnOrAfter(date, EFFECTIVE.ab1287) ? 'state' : 'cap35'
}

/** The scale in words, for notes. */
export const SCALE_NAMES: Readonly<Record<BonusScale, string>> = {
  state: 'the full state scale',
  cap35: 'the state scale capped at 35 %',
  la_chip_table: 'the transcribed CHIP table',
}
