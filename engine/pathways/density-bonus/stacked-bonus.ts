// AB 1287's additional bonus (Gov. Code 65915(v), law/rules.md §2.6): a project that already
// provides the largest base set-aside may add very-low-income or moderate homes for a second
// bonus on the same base units, the two together at most 100 % of base density.
import { isOnOrAfter, type Context } from '../../analysis/context.ts'
import { formatNumber, homes } from '../../analysis/format.ts'
import { flagOf, unverified, type PathwayBuilder } from '../../analysis/pathway-builder.ts'
import { atLeast, roundUp } from '../../analysis/rounding.ts'
import { CITE } from '../../rules/citations.ts'
import { maxBaseSetAsidePct, stackedBonusPct, stateBonusPct } from '../../rules/density-bonus.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'
import type { SetAside } from './set-aside.ts'

export type StackedBonus = {
  readonly category: 'VLI' | 'MOD'
  readonly pct: number
  readonly bonusPct: number
  readonly units: number
  readonly affordableUnits: number
}

const SETASIDE_CAP_UNVERIFIED = unverified(
  'A 50 % cap on the total affordable set-aside under AB 1287 is reported by one source only.',
)

/** The additional bonus, or null when the scenario adds none or does not qualify (noted). */
export function stackedBonus(
  context: Context,
  pathway: PathwayBuilder,
  base: number,
  setAside: SetAside,
): StackedBonus | null {
  const { ab1287Category: category, ab1287Pct: pct } = context.scenario
  if (category === undefined || pct === undefined) return null
  pathway.cite(CITE.govCode65915Stacked)
  if (!isOnOrAfter(context.applicationDate, EFFECTIVE.ab1287)) {
    pathway.note('The AB 1287 additional bonus applies from January 1, 2024.')
    return null
  }
  if (setAside.category === 'SENIOR' || setAside.category === '100PCT' || setAside.pct === null)
    return null
  const baseCategory = setAside.category as 'VLI' | 'LI' | 'MOD'
  if (!atLeast(setAside.pct, maxBaseSetAsidePct(baseCategory))) {
    pathway.note(
      `The AB 1287 additional bonus needs the largest base set-aside first (15 % very low, 24 % lower or 44 % moderate income for sale); this project has ${formatNumber(setAside.pct)} %.`,
    )
    return null
  }
  const additionalPct = stackedBonusPct(category, pct)
  if (additionalPct === 0) {
    pathway.note('The AB 1287 additional bonus starts at 5 % more affordable homes.')
    return null
  }
  const cap = pathway.option('ab1287TotalSetasideCapPct', context.options.ab1287TotalSetasideCapPct)
  const totalSetAside = setAside.pct + pct
  pathway.flagFigures(
    flagOf(
      'VERIFY',
      'ab1287_setaside_cap',
      `The total affordable set-aside here is ${formatNumber(totalSetAside)} %; a ${cap} % cap is reported by one source only.`,
      'ab1287TotalSetasideCapPct',
    ),
  )
  if (totalSetAside > cap + 1e-9) {
    pathway.conditional(
      'ab1287_setaside_over_cap',
      'ab1287Pct',
      `The total affordable set-aside of ${formatNumber(totalSetAside)} % is above the ${cap} % that AB 1287 reportedly allows.`,
    )
  }
  // The two bonuses together may not exceed 100 % of base density.
  const allowedPct = Math.min(additionalPct, 100 - stateBonusPct(baseCategory, setAside.pct))
  const affordableUnits = roundUp((pct / 100) * base)
  pathway.source(
    'details.ab1287',
    `${formatNumber(pct)} % more ${category === 'VLI' ? 'very-low' : 'moderate'}-income homes (${affordableUnits}) earn ${formatNumber(allowedPct)} % more of the ${homes(base, 'base ')}, rounded up`,
    [CITE.govCode65915Stacked],
    { caveats: [SETASIDE_CAP_UNVERIFIED] },
  )
  return {
    category,
    pct,
    bonusPct: allowedPct,
    units: roundUp((base * allowedPct) / 100),
    affordableUnits,
  }
}
