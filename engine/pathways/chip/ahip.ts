// The Affordable Housing Incentive Program of CHIP (LAMC 12.22 A.39, Ord. 188477;
// law/rules-chip-replacement.md §C3): projects whose homes are 80 to 100 % affordable. Its own
// base incentives (A.39(e)) were not read, so the figures are the state floor for a 100 %
// affordable project (Gov. Code 65915), which the program may exceed, and the result says so.
import type { Context } from '../../analysis/context.ts'
import { criterion } from '../../analysis/criteria.ts'
import { homes } from '../../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  unverified,
} from '../../analysis/pathway-builder.ts'
import { requireLotSf, requireZone, ZONE_CODES } from '../../analysis/requirements.ts'
import { roundUp } from '../../analysis/rounding.ts'
import { CITE } from '../../rules/citations.ts'
import {
  FULLY_AFFORDABLE_BONUS_PCT,
  FULLY_AFFORDABLE_HEIGHT_BONUS_FT,
  FULLY_AFFORDABLE_INCENTIVES,
} from '../../rules/density-bonus.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'
import { heightLimit } from '../../rules/height-districts.ts'
import type { AffordableRequirement, PathwayResult } from '../../types.ts'
import { bonusParking } from '../density-bonus/bonus-parking.ts'
import type { SetAside } from '../density-bonus/set-aside.ts'
import { miipMard } from './miip-site.ts'

/** The least affordable share of an AHIP project, in percent of all its homes. */
export const AHIP_MIN_AFFORDABLE_PCT = 80

const PATHWAY = preparePathway({
  id: 'ahip',
  name: 'Affordable Housing Incentive Program (CHIP)',
  law: 'The Affordable Housing Incentive Program',
  lawId: 'chip',
  effectiveDate: EFFECTIVE.chip,
  inForceBy: 'application',
  citations: [CITE.ahip, CITE.chipEffective],
})

const AFFORDABLE_PROJECT = criterion(
  'ahip_not_affordable',
  'The project’s homes are 80 to 100 % affordable',
  CITE.ahip,
  ['ahip_not_affordable', 'ahip_affordable_share'],
)
const ZONE_PERMITS_HOMES = criterion('zone_no_dwellings', 'The zone permits housing', CITE.ahip, [
  ...ZONE_CODES,
  'zone_no_dwellings',
  'lot_area_unknown',
])

/** The state floor's housing development: at least 5 homes before any bonus (65915(i)). */
const MIN_BASE_HOMES = 5
const FIVE_BASE_HOMES = criterion(
  'below_five_units',
  'The lot allows at least 5 base homes, as the state floor for a 100 % affordable project needs',
  CITE.govCode65915,
)

const LOCAL_TABLES = unverified(
  'The program’s own base incentives (LAMC 12.22 A.39(e)) were not read: this is the state floor for a 100 % affordable project, and the program may allow more.',
)
const LOCAL_TABLES_FLAG = flagOf('VERIFY', 'ahip_local_tables', LOCAL_TABLES.message)
const NOT_COMBINED_NOTE =
  'The Affordable Housing Incentive Program is an alternative to the Mixed Income Incentive Program and the state density bonus: a project uses one of them, never two together.'
const REVIEW_NOTE =
  'Up to 5 incentives. Public benefit options, incentives off the menu and one waiver go through Expanded Administrative Review; up to 3 waivers are decided by the Director, more by the City Planning Commission.'
const ELIGIBLE_LAND_NOTE =
  'The program also serves projects on land owned by a faith-based organization, a community land trust or a public agency; those cases are not computed here.'

const INCENTIVES_SOURCE = fixedSource(
  'incentives',
  'Up to five incentives for an Affordable Housing Incentive Program project',
  [CITE.ahip],
)
const NO_DENSITY_LIMIT_SOURCE = fixedSource(
  'maxUnits',
  'No maximum density for a 100 % affordable project within ½ mile of a major transit stop or in a very-low-vehicle-travel area (the state floor)',
  [CITE.govCode65915Bonus, CITE.ahip],
  [LOCAL_TABLES],
)

/** A 100 % affordable set-aside, as the parking rules read it. */
const FULLY_AFFORDABLE: SetAside = { category: '100PCT', pct: 100, units: null, assumed: false }

const NOT_AFFORDABLE_MESSAGE =
  'The program is for projects whose homes are 80 to 100 % affordable, and the scenario is not one, so it gives no figures here.'

export function analyzeAhip(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  pathway.note(NOT_COMBINED_NOTE)
  pathway.check(AFFORDABLE_PROJECT)
  const share = affordableShare(context, pathway)
  if (share === null) return pathway.finish(NO_FIGURES)

  pathway.check(ZONE_PERMITS_HOMES)
  const zone = requireZone(context, pathway)
  if (zone?.sfPerDu === null) {
    pathway.fail('zone_no_dwellings', 'zone', `The ${zone.zoneClass} zone permits no housing.`)
    return pathway.finish(NO_FIGURES)
  }
  const lotSf = requireLotSf(context, pathway)
  if (!zone || lotSf === undefined) return pathway.finish(NO_FIGURES)
  const mard = miipMard(context, pathway)
  if (!mard) return pathway.finish(NO_FIGURES)
  pathway.check(FIVE_BASE_HOMES)
  if (mard.units < MIN_BASE_HOMES) {
    pathway.fail(
      'below_five_units',
      'lotSf',
      `These figures are the state floor for a 100 % affordable project, which needs at least 5 base homes; this lot’s maximum allowable density is ${homes(mard.units)}. Whether the program’s own tables allow a smaller project was not read.`,
    )
    return pathway.finish({ ...NO_FIGURES, baseUnits: mard.units })
  }

  pathway.flag(LOCAL_TABLES_FLAG)
  pathway.note(REVIEW_NOTE)
  pathway.note(ELIGIBLE_LAND_NOTE)
  pathway.use(INCENTIVES_SOURCE)

  const details: Record<string, unknown> = {}
  const nearTransit = context.nearMts === true || context.facts.veryLowVmtArea === true
  let maxUnits: number | 'unlimited'
  let maxHeightFt: number | null = null
  if (nearTransit) {
    maxUnits = 'unlimited'
    pathway.use(NO_DENSITY_LIMIT_SOURCE)
    pathway.note(
      'No maximum density near transit: the building envelope, after incentives and waivers, limits the homes.',
    )
    const zoneHeight = context.heightDistrict
      ? heightLimit(zone.heightGroup, context.heightDistrict)
      : null
    if (zoneHeight && zoneHeight !== 'n/a' && zoneHeight.heightFt !== null) {
      maxHeightFt = zoneHeight.heightFt + FULLY_AFFORDABLE_HEIGHT_BONUS_FT
      pathway.source(
        'maxHeightFt',
        `Zone height ${zoneHeight.heightFt} ft + 33 ft (or three stories), the state floor`,
        [CITE.govCode65915Bonus, CITE.zoningSummaryTable2, CITE.ahip],
        { caveats: [LOCAL_TABLES] },
      )
    }
  } else {
    if (context.nearMts === undefined)
      pathway.note(
        'Within ½ mile of a major transit stop the program’s state floor has no density limit; the distance is not known.',
      )
    const bonus = roundUp((mard.units * FULLY_AFFORDABLE_BONUS_PCT) / 100)
    maxUnits = mard.units + bonus
    details.bonusPct = FULLY_AFFORDABLE_BONUS_PCT
    pathway.source('details.bonusPct', 'An 80 % bonus away from transit (the state floor)', [
      CITE.govCode65915Bonus,
    ])
    pathway.source(
      'maxUnits',
      `${homes(mard.units, 'base ')} + 80 % (${homes(bonus)}, rounded up), the state floor`,
      [CITE.govCode65915Bonus, CITE.miipRounding, CITE.ahip],
      { caveats: [LOCAL_TABLES] },
    )
  }
  const affordable = affordableHomes(share, maxUnits, mard.units)
  pathway.source(
    'affordable',
    share === 100
      ? 'Every home affordable to lower-income households (up to 20 % may be moderate income)'
      : 'At least 80 % of all homes affordable, rounded up',
    [CITE.ahip],
  )
  const total = typeof maxUnits === 'number' ? maxUnits : null
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    baseUnits: mard.units,
    maxHeightFt,
    incentives: FULLY_AFFORDABLE_INCENTIVES,
    affordable,
    parkingMin: bonusParking(context, pathway, details, FULLY_AFFORDABLE, total),
    details,
  })
}

/**
 * The project's affordable share as the scenario gives it: 100 for a 100 % affordable project;
 * the share given when it is 80 % or more of the base homes (to confirm: the program counts all
 * homes, bonus homes included); null, after recording why, when the project is not one.
 */
function affordableShare(context: Context, pathway: PathwayBuilder): number | null {
  const { setAsideCategory, setAsidePct } = context.scenario
  if (setAsideCategory === '100PCT') return 100
  if (setAsidePct !== undefined && setAsidePct >= AHIP_MIN_AFFORDABLE_PCT) {
    pathway.conditional(
      'ahip_affordable_share',
      'setAsidePct',
      `${setAsidePct} % of the base homes are affordable; the program counts the share of all homes, bonus homes included, which must reach 80 %.`,
    )
    return AHIP_MIN_AFFORDABLE_PCT
  }
  pathway.fail('ahip_not_affordable', 'setAsideCategory', NOT_AFFORDABLE_MESSAGE)
  return null
}

function affordableHomes(
  sharePct: number,
  maxUnits: number | 'unlimited',
  base: number,
): AffordableRequirement[] {
  const units = typeof maxUnits === 'number' ? maxUnits : base
  return [{ category: 'LI', units: roundUp((units * sharePct) / 100), pct: sharePct }]
}
