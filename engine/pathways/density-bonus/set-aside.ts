// The affordable set-aside a density-bonus project offers (law/rules.md §2.1): a category
// (very low, lower or moderate income, senior, or 100 % affordable) and a share of base
// units, given as a share or as a number of homes. Without a category, a share is read as
// very-low-income; without any set-aside, the smallest very-low-income share that earns the
// scale's largest bonus is assumed (docs/decisions/030-density-bonus-set-aside.md).
import type { Context } from '../../analysis/context.ts'
import { formatNumber, homes } from '../../analysis/format.ts'
import { assumedScenario, type PathwayBuilder } from '../../analysis/pathway-builder.ts'
import type { Caveat, FailReason, SetAsideCategory } from '../../types.ts'
import type { BonusScale } from './bonus-scale.ts'

const SET_ASIDE_UNKNOWN: FailReason = {
  code: 'set_aside_unknown',
  status: 'unknown',
  fact: 'setAsidePct',
  message: 'The number of affordable homes is not given; the bonus depends on it.',
}

export type SetAside = {
  readonly category: SetAsideCategory
  /** Share of base units in percent; null when it cannot be known yet. */
  readonly pct: number | null
  /** Affordable homes as given; null when the set-aside was given as a share. */
  readonly units: number | null
  /** The owner gave no set-aside: the figures rest on an assumed one. */
  readonly assumed: boolean
}

/** The set-aside that reaches each scale's largest bonus with the fewest very-low-income homes. */
const SMALLEST_MAX_VLI_PCT: Readonly<Record<BonusScale, number>> = {
  state: 15,
  cap35: 11,
  la_chip_table: 24,
}

/** The caveat of an assumed set-aside, one per scale. */
const ASSUMED_SET_ASIDE = Object.fromEntries(
  Object.entries(SMALLEST_MAX_VLI_PCT).map(([scale, pct]) => [
    scale,
    assumedScenario(
      `No affordable set-aside was chosen: this assumes ${pct} % of base homes for very-low-income households, the smallest share that earns the largest bonus. Another set-aside gives other figures.`,
    ),
  ]),
) as Record<BonusScale, Caveat>

const CATEGORY_ASSUMED = assumedScenario(
  'The income category of the affordable homes was not given: they are read as very-low-income. As lower-income homes they would earn a smaller bonus, and none below 10 %.',
)

/**
 * The set-aside as the scenario gives it, read before any figure is worked out so that an
 * assumption reaches every figure. A count of homes becomes a share once the base is known
 * (`shareOfBase`).
 */
export function readSetAside(
  context: Context,
  scale: BonusScale,
  pathway: PathwayBuilder,
): SetAside {
  const { setAsideCategory, setAsidePct, setAsideUnits } = context.scenario
  if (setAsideCategory === 'SENIOR' || setAsideCategory === '100PCT')
    return { category: setAsideCategory, pct: null, units: null, assumed: false }
  if (setAsidePct === undefined && setAsideUnits === undefined) {
    if (setAsideCategory !== undefined) {
      pathway.add(SET_ASIDE_UNKNOWN)
      return { category: setAsideCategory, pct: null, units: null, assumed: false }
    }
    pathway.qualifyAll(ASSUMED_SET_ASIDE[scale])
    return { category: 'VLI', pct: SMALLEST_MAX_VLI_PCT[scale], units: null, assumed: true }
  }
  if (setAsideCategory === undefined) pathway.qualifyAll(CATEGORY_ASSUMED)
  return {
    category: setAsideCategory ?? 'VLI',
    pct: setAsidePct ?? null,
    units: setAsidePct === undefined ? (setAsideUnits ?? null) : null,
    assumed: false,
  }
}

/** The set-aside with its share of `base` homes; more homes than the base is refused. */
export function shareOfBase(setAside: SetAside, base: number, pathway: PathwayBuilder): SetAside {
  if (setAside.units === null) return setAside
  if (setAside.units > base) {
    pathway.fail(
      'set_aside_over_base',
      'setAsideUnits',
      `The ${formatNumber(setAside.units)} affordable homes given are more than the ${homes(base, 'base ')}.`,
    )
  }
  return { ...setAside, pct: base === 0 ? null : (setAside.units / base) * 100 }
}
