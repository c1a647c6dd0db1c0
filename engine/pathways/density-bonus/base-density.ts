// "Maximum allowable residential density" (Gov. Code 65915(o), law/rules.md §2.3): the zone's
// density with every fraction rounded up (65915(q)), or under AB 1287 the greatest of the
// zone and the general plan where that reading is chosen.
import { lotAreaUnknown } from '../../analysis/requirements.ts'
import type { Context } from '../../analysis/context.ts'
import { describeHomes, formatNumber } from '../../analysis/format.ts'
import { flagOf, type PathwayBuilder } from '../../analysis/pathway-builder.ts'
import { fixedSource, readingsOf, unverified } from '../../analysis/pathway-builder.ts'
import { roundUp } from '../../analysis/rounding.ts'
import { zoneDensity } from '../../analysis/zone-density.ts'
import { CITE } from '../../rules/citations.ts'
import { generalPlanMaxDuPerAcre } from '../../rules/general-plan.ts'
import type { FailReason } from '../../types.ts'

const BASE_DENSITY_UNKNOWN: FailReason = {
  code: 'base_density_unknown',
  status: 'unknown',
  fact: 'zone',
  message:
    'The base density is not known: give the zone and lot area, or the base number of homes.',
}
const BASE_UNITS_SOURCE = fixedSource('baseUnits', 'Base density as given', [CITE.govCode65915])

const GPLU_UNVERIFIED = unverified(
  'Which general-plan density ranges the City uses for this test was not confirmed.',
)

const DB_BASE_DENSITY_MODE_FLAG = flagOf(
  'CONTESTED',
  'db_base_density_mode',
  'Whether Los Angeles counts the general plan’s density as the base (AB 1287’s "greatest" density) is unsettled.',
  'dbBaseDensityMode',
)
const GPLU_RANGES_FLAG = flagOf(
  'VERIFY',
  'gplu_ranges',
  'The general plan’s density ranges used here were not confirmed against the plan the City applies.',
  'gpluDensitySource',
)

/** Base units, with the source recorded; null after recording why they are unknown. */
export function baseDensity(context: Context, pathway: PathwayBuilder): number | null {
  const given = context.scenario.baseUnits
  if (given !== undefined) {
    pathway.use(BASE_UNITS_SOURCE)
    return given
  }
  const zoning = context.zoning
  if (zoning === undefined) {
    pathway.add(BASE_DENSITY_UNKNOWN)
    return null
  }
  const zone = context.zone
  if (!zoning.split && zone === null) {
    pathway.unknown(
      'zone_unreadable',
      'zone',
      `We could not read the zone "${zoning.parts[0]?.label ?? ''}".`,
    )
    return null
  }
  if (zone && zone.sfPerDu === null) {
    pathway.fail(
      'zone_no_dwellings',
      'zone',
      `The ${zone.zoneClass} zone permits no housing, so there is no base density to add a bonus to.`,
    )
    return null
  }
  const density = zoneDensity(context, pathway, 'ceil')
  if (!density) {
    if (zoning.split && zoning.areasProblem !== null)
      pathway.unknown('zone_split_areas_unknown', 'zoneSplitSf', zoning.areasProblem)
    else pathway.add(lotAreaUnknown('the base density'))
    return null
  }
  const mode = pathway.option('dbBaseDensityMode', context.options.dbBaseDensityMode)
  const landUse = context.facts.generalPlanLandUse
  const acres = context.acres
  const planSource = pathway.option('gpluDensitySource', context.options.gpluDensitySource)
  /** Base density by the general plan, under each source of its densities. */
  const planUnits = (source: typeof planSource) => {
    const duPerAcre =
      landUse === undefined || acres === undefined ? null : generalPlanMaxDuPerAcre(landUse, source)
    return duPerAcre === null || acres === undefined ? null : roundUp(duPerAcre * acres)
  }
  const byPlan = planUnits(planSource)
  const greatestBy = (units: number | null) =>
    units !== null && units > density.units ? units : density.units
  const greatest = greatestBy(byPlan)
  const units = mode === 'greatest_of_zone_and_gplu' ? greatest : density.units
  const readings = readingsOf('dbBaseDensityMode', mode, [density.units, greatest], describeHomes)
  if (mode === 'greatest_of_zone_and_gplu')
    readings.push(
      ...readingsOf(
        'gpluDensitySource',
        planSource,
        [greatestBy(planUnits('framework')), greatestBy(planUnits('community_plan'))],
        describeHomes,
      ),
    )
  const duPerAcre = landUse === undefined ? null : generalPlanMaxDuPerAcre(landUse, planSource)
  if (byPlan !== null) {
    pathway.flag(DB_BASE_DENSITY_MODE_FLAG)
    pathway.flag(GPLU_RANGES_FLAG)
  }
  const rule =
    units === density.units
      ? `Zone density: ${density.rule} (65915(q) rounds every fraction up)`
      : `General plan ${formatNumber(duPerAcre ?? 0)} homes per acre × ${formatNumber(acres ?? 0)} acres, rounded up (AB 1287’s "greatest" density)`
  pathway.source('baseUnits', rule, [CITE.govCode65915Rounding, CITE.zoningSummaryTable1], {
    readings,
    caveats: units === density.units ? [] : [GPLU_UNVERIFIED],
  })
  return units
}
