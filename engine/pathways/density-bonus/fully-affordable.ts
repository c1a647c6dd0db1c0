// 100 % affordable projects (Gov. Code 65915(f)(4), law/rules.md §2.4): an 80 % bonus, or no
// density limit and up to 33 ft more height within ½ mile of a major transit stop or in a
// very-low-vehicle-travel area; five incentives.
import type { Context } from '../../analysis/context.ts'
import { describeHomes, homes } from '../../analysis/format.ts'
import {
  NO_FIGURES,
  fixedSource,
  flagOf,
  readingsOf,
  type PathwayBuilder,
  type PathwayFigures,
} from '../../analysis/pathway-builder.ts'
import { roundUp } from '../../analysis/rounding.ts'
import { CITE } from '../../rules/citations.ts'
import {
  FULLY_AFFORDABLE_BONUS_PCT,
  FULLY_AFFORDABLE_HEIGHT_BONUS_FT,
  FULLY_AFFORDABLE_INCENTIVES,
  stackedBonusPct,
} from '../../rules/density-bonus.ts'
import { heightLimit } from '../../rules/height-districts.ts'
import type { Reading } from '../../types.ts'

const INCENTIVES_SOURCE = fixedSource(
  'incentives',
  'Five incentives for a 100 % affordable project (AB 1287)',
  [CITE.govCode65915Incentives],
)
const BONUS_PCT_SOURCE = fixedSource(
  'details.bonusPct',
  'An 80 % bonus for a 100 % affordable project',
  [CITE.govCode65915Bonus],
)
const NO_DENSITY_LIMIT_SOURCE = fixedSource(
  'maxUnits',
  'No maximum density for 100 % affordable projects near transit',
  [CITE.govCode65915Bonus],
)
const AFFORDABLE_SOURCE = fixedSource(
  'affordable',
  'Every home affordable to lower-income households',
  [CITE.govCode65915Bonus],
)

const AB1287_FULLY_AFFORDABLE_FLAG = flagOf(
  'VERIFY',
  'ab1287_fully_affordable',
  'Whether a 100 % affordable project may add the AB 1287 bonus was not confirmed.',
  'ab1287AllowsFullyAffordable',
)

/** The figures of a 100 % affordable project on `base` base units. */
export function fullyAffordableFigures(
  context: Context,
  pathway: PathwayBuilder,
  base: number,
): PathwayFigures {
  const nearTransit = context.nearMts === true || context.facts.veryLowVmtArea === true
  const { ab1287Category, ab1287Pct } = context.scenario
  pathway.note(
    'Every home is affordable to lower-income households (up to 20 % may be moderate income).',
  )
  pathway.use(INCENTIVES_SOURCE)
  pathway.use(BONUS_PCT_SOURCE)
  let maxUnits: number | 'unlimited'
  let maxHeightFt: number | null = null
  if (nearTransit) {
    maxUnits = 'unlimited'
    pathway.note(
      'No maximum density within ½ mile of a major transit stop or in a very-low-vehicle-travel area: the building envelope, after waivers, limits the homes.',
    )
    pathway.use(NO_DENSITY_LIMIT_SOURCE)
    const zoneHeight =
      context.zone && context.heightDistrict
        ? heightLimit(context.zone.heightGroup, context.heightDistrict)
        : null
    if (zoneHeight && zoneHeight !== 'n/a' && zoneHeight.heightFt !== null) {
      maxHeightFt = zoneHeight.heightFt + FULLY_AFFORDABLE_HEIGHT_BONUS_FT
      pathway.source(
        'maxHeightFt',
        `Zone height ${zoneHeight.heightFt} ft + 33 ft (or three stories)`,
        [CITE.govCode65915Bonus, CITE.zoningSummaryTable2],
      )
    }
  } else {
    if (context.nearMts === undefined)
      pathway.note(
        'Within ½ mile of a major transit stop a 100 % affordable project has no density limit; the distance is not known.',
      )
    const withoutStacked = base + roundUp((base * FULLY_AFFORDABLE_BONUS_PCT) / 100)
    maxUnits = withoutStacked
    let readings: Reading[] = []
    if (ab1287Category !== undefined && ab1287Pct !== undefined) {
      // The two bonuses together may not exceed 100 % of base density (65915(v)).
      const extraPct = Math.min(
        stackedBonusPct(ab1287Category, ab1287Pct),
        100 - FULLY_AFFORDABLE_BONUS_PCT,
      )
      const withStacked = withoutStacked + roundUp((base * extraPct) / 100)
      const allowed = pathway.option(
        'ab1287AllowsFullyAffordable',
        context.options.ab1287AllowsFullyAffordable,
      )
      pathway.flag(AB1287_FULLY_AFFORDABLE_FLAG)
      if (allowed) maxUnits = withStacked
      readings = readingsOf(
        'ab1287AllowsFullyAffordable',
        allowed,
        [withoutStacked, withStacked],
        describeHomes,
      )
    }
    pathway.source(
      'maxUnits',
      maxUnits === withoutStacked
        ? `${homes(base, 'base ')} + 80 % bonus, rounded up`
        : `${homes(base, 'base ')} + 80 % bonus + the AB 1287 bonus, at most 100 % together, rounded up`,
      [CITE.govCode65915Bonus],
      { readings },
    )
  }
  const affordableUnits = typeof maxUnits === 'number' ? maxUnits : base
  pathway.use(AFFORDABLE_SOURCE)
  return {
    ...NO_FIGURES,
    maxUnits,
    baseUnits: base,
    maxHeightFt,
    incentives: FULLY_AFFORDABLE_INCENTIVES,
    affordable: [{ category: 'LI', units: affordableUnits, pct: 100 }],
  }
}
