// SB 684 small-lot subdivisions of up to 10 homes on lots zoned for multifamily housing
// (Gov. Code 66499.41, 65852.28, 65913.11; law/rules.md §5).
import { type Context } from '../analysis/context.ts'
import { requireLotSf, requireZone, ZONE_CODES } from '../analysis/requirements.ts'
import { criterion } from '../analysis/criteria.ts'
import { describeHomes, formatNumber, homes } from '../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
} from '../analysis/pathway-builder.ts'
import { ACRE_SF, roundBy, roundDown } from '../analysis/rounding.ts'
import {
  MAX_AVERAGE_UNIT_SF,
  SB684_CRITERIA,
  SB684_MIN_PARCEL_SF,
  MULLIN_DU_PER_ACRE,
  SMALL_LOT_MAX_UNITS,
  minimumUnits,
  screenSmallLotSite,
  screenSplittable,
  smallLotParking,
  sourceSmallLotStandards,
} from '../analysis/small-lot.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import type { ZoneRules } from '../rules/zones.ts'
import type { PathwayResult } from '../types.ts'

const ZONE_UNITS_SOURCE = fixedSource('details.zoneUnits', 'The zone’s density, rounded down', [
  CITE.zoningSummaryTable1,
])
const MULLIN_UNITS_SOURCE = fixedSource(
  'details.mullinUnits',
  '30 homes per acre × the lot’s acres, which the city may not preclude',
  [CITE.govCode65583_2],
)
const MIN_FLOOR_AREA_SOURCE = fixedSource(
  'details.minFloorAreaCityMustAllowSf',
  'The FAR floor the city must allow × the lot area',
  [CITE.govCode65913_11],
)
const PARCEL_CAP_SOURCE = fixedSource('details.parcelCap', 'Parcels of at least 600 sq ft', [
  CITE.govCode66499_41,
])
const MIN_PARCEL_SF_SOURCE = fixedSource(
  'details.minParcelSf',
  'New parcels of at least 600 sq ft on multifamily lots',
  [CITE.govCode66499_41],
)

const MAX_LOT_SF = 5 * ACRE_SF

/**
 * Zones SB 684 treats as zoned for multifamily: multiple-residential and C zones. The P and PB
 * zones permit no dwellings (CP-7150 Table 1), so they are not (rules.md §5.1).
 */
function isMultifamilyZone(zone: ZoneRules): boolean {
  return (
    zone.family === 'two_family' ||
    zone.family === 'multifamily' ||
    zone.family === 'commercial' ||
    zone.family === 'commercial_manufacturing'
  )
}

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'sb684',
  name: 'SB 684 small-lot subdivision (multifamily lots)',
  law: 'SB 684',
  lawId: 'sb684',
  effectiveDate: EFFECTIVE.sb684,
  inForceBy: 'application',
  citations: [CITE.govCode66499_41, CITE.govCode65852_28, CITE.govCode65913_11, CITE.laSb684Page],
})

const STATE_DENSITY_ROUNDING_FLAG = flagOf(
  'CONTESTED',
  'state_density_rounding',
  'The statute sets 30 homes per acre, not a rounding rule for a fraction of a home.',
  'stateDensityRounding',
)

const SB684_ZONE = criterion(
  'not_multifamily_zone',
  'The lot is zoned for multifamily housing (a multiple-residential or commercial zone)',
  CITE.govCode66499_41,
  [...ZONE_CODES, 'not_multifamily_zone'],
)

export function analyzeSb684(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  pathway.check(SB684_ZONE)
  const zone = requireZone(context, pathway, 'SB 684', isMultifamilyZone)
  if (zone && !isMultifamilyZone(zone)) {
    pathway.fail(
      'not_multifamily_zone',
      'zone',
      `SB 684 applies to lots zoned for multifamily housing; ${zone.zoneClass} is not (a vacant single-family lot may use SB 1123).`,
    )
    return pathway.finish(NO_FIGURES)
  }
  const lotSf = requireLotSf(context, pathway)
  pathway.check(SB684_CRITERIA.lotSize)
  if (lotSf !== undefined && lotSf > MAX_LOT_SF) {
    pathway.fail(
      'lot_too_large',
      'lotSf',
      `The lot is ${formatNumber(lotSf)} sq ft, over the 5 acres (217,800 sq ft) SB 684 allows.`,
    )
  }
  screenSmallLotSite(context, pathway, 'SB 684')
  screenSplittable(pathway, 'SB 684', lotSf, SB684_MIN_PARCEL_SF)
  if (!zone || lotSf === undefined || pathway.hasFailed()) return pathway.finish(NO_FIGURES)

  const acres = lotSf / ACRE_SF
  const zoneUnits = zone.sfPerDu === null ? 0 : zone.onePerLot ? 1 : roundDown(lotSf / zone.sfPerDu)
  const rounding = pathway.option('stateDensityRounding', context.options.stateDensityRounding)
  const mullinExact = MULLIN_DU_PER_ACRE * acres
  const mullinUnits = roundBy(mullinExact, rounding)
  const parcelCap = roundDown(lotSf / SB684_MIN_PARCEL_SF)
  const capFor = (mullin: number) =>
    Math.min(SMALL_LOT_MAX_UNITS, parcelCap, Math.max(zoneUnits, mullin))
  const maxUnits = capFor(mullinUnits)
  pathway.source(
    'maxUnits',
    `The least of 10 homes, ${parcelCap} parcels of 600 sq ft, and the greater of the zone’s ${homes(zoneUnits)} and 30 homes per acre (${mullinUnits})`,
    [CITE.govCode66499_41, CITE.govCode65583_2],
    {
      readings: readingsOf(
        'stateDensityRounding',
        rounding,
        [capFor(roundBy(mullinExact, 'floor')), capFor(roundBy(mullinExact, 'ceil'))],
        describeHomes,
      ),
    },
  )
  if (mullinUnits > zoneUnits) pathway.flag(STATE_DENSITY_ROUNDING_FLAG)
  pathway.use(ZONE_UNITS_SOURCE)
  pathway.use(MULLIN_UNITS_SOURCE)
  pathway.use(PARCEL_CAP_SOURCE)
  pathway.use(MIN_PARCEL_SF_SOURCE)
  const minUnits = minimumUnits(context, pathway, 'SB 684', { zoneUnits, mullinUnits, maxUnits })
  const farFloor = maxUnits >= 8 ? 1.25 : maxUnits >= 3 ? 1 : null
  if (farFloor !== null) {
    const rule = `The city may not set an FAR below ${farFloor} for ${maxUnits >= 8 ? '8 to 10' : '3 to 7'} homes`
    pathway.source('far', rule, [CITE.govCode65913_11])
    pathway.use(MIN_FLOOR_AREA_SOURCE)
  }
  sourceSmallLotStandards(pathway)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    minUnits,
    far: farFloor,
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: smallLotParking(context, pathway, maxUnits),
    details: {
      zoneUnits,
      mullinUnits,
      parcelCap,
      minParcelSf: SB684_MIN_PARCEL_SF,
      maxAverageUnitSf: MAX_AVERAGE_UNIT_SF,
      minFloorAreaCityMustAllowSf: farFloor === null ? null : Math.floor(farFloor * lotSf),
    },
  })
}
