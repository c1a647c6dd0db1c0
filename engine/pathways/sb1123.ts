// SB 1123 small-lot subdivisions of up to 10 homes on vacant single-family lots (Gov. Code
// 66499.41 as amended, in force for applications from 2025-07-01; law/rules.md §5).
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
  unverified,
} from '../analysis/pathway-builder.ts'
import { ACRE_SF, roundBy, roundDown } from '../analysis/rounding.ts'
import {
  MAX_AVERAGE_UNIT_SF,
  SB1123_CRITERIA,
  SB1123_MIN_PARCEL_SF,
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
import { heightLimit } from '../rules/height-districts.ts'
import type { ZoneRules } from '../rules/zones.ts'
import type { FailReason, PathwayResult } from '../types.ts'

const NOT_VACANT: FailReason = {
  code: 'not_vacant',
  status: 'fail',
  fact: 'vacant',
  message: 'SB 1123 needs a vacant lot, and this lot is not vacant.',
}
const VACANCY_UNKNOWN: FailReason = {
  code: 'vacancy_unknown',
  status: 'unknown',
  fact: 'vacant',
  message:
    'SB 1123 needs a vacant lot (no permanent structure, or one abandoned and uninhabitable); we could not confirm it.',
}

const PARCEL_CAP_SOURCE = fixedSource('details.parcelCap', 'Parcels of at least 1,200 sq ft', [
  CITE.govCode66499_41,
])
const MIN_PARCEL_SF_SOURCE = fixedSource(
  'details.minParcelSf',
  'New parcels of at least 1,200 sq ft on single-family lots',
  [CITE.govCode66499_41],
)

const MAX_LOT_SF = 1.5 * ACRE_SF
/** Within this many sq ft of the limit, the message says the lot is "just over" it. */
const JUST_OVER_SF = 100

const HEIGHT_UNVERIFIED = unverified(
  'SB 1123 lets the city set a height limit on vacant single-family lots; the figure was not read, so the zone’s limit is used.',
)
const SB1123_HEIGHT_FLAG = flagOf('VERIFY', 'sb1123_height', HEIGHT_UNVERIFIED.message)

const isSingleFamilyZone = (zone: ZoneRules) => zone.family === 'single_family'

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'sb1123',
  name: 'SB 1123 small-lot subdivision (vacant single-family lots)',
  law: 'SB 1123',
  lawId: 'sb1123',
  effectiveDate: EFFECTIVE.sb1123,
  inForceBy: 'application',
  citations: [CITE.govCode66499_41, CITE.govCode65852_28, CITE.laSb684Page],
})

const SF_DENSITY_MODE_FLAG = flagOf(
  'CONTESTED',
  'sf_density_mode',
  'No separate density limit for single-family lots under SB 1123 was found.',
  'sfDensityMode',
)

const SB1123_ZONE = criterion(
  'not_single_family_zone',
  'The lot is in a single-family zone',
  CITE.govCode66499_41,
  [...ZONE_CODES, 'not_single_family_zone'],
)
const SB1123_VACANT = criterion(
  'not_vacant',
  'The lot is vacant (no permanent structure, or one abandoned and uninhabitable)',
  CITE.govCode66499_41,
  ['not_vacant', 'vacancy_unknown'],
)

export function analyzeSb1123(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  pathway.check(SB1123_ZONE)
  const zone = requireZone(context, pathway, 'SB 1123', isSingleFamilyZone)
  const { options } = context
  if (zone && !isSingleFamilyZone(zone)) {
    pathway.fail(
      'not_single_family_zone',
      'zone',
      `SB 1123’s path for vacant lots applies in single-family zones; ${zone.zoneClass} lots use SB 684.`,
    )
    return pathway.finish(NO_FIGURES)
  }
  const lotSf = requireLotSf(context, pathway)
  screenVacancy(context, pathway)
  pathway.check(SB1123_CRITERIA.lotSize)
  if (lotSf !== undefined && lotSf > MAX_LOT_SF) {
    pathway.fail(
      'lot_too_large',
      'lotSf',
      `The lot is ${formatNumber(lotSf)} sq ft, ${lotSf - MAX_LOT_SF <= JUST_OVER_SF ? 'just ' : ''}over the 1.5 acres (65,340 sq ft) SB 1123 allows.`,
    )
  }
  screenSmallLotSite(context, pathway, 'SB 1123')
  screenSplittable(pathway, 'SB 1123', lotSf, SB1123_MIN_PARCEL_SF)
  if (!zone || lotSf === undefined || pathway.hasFailed()) return pathway.finish(NO_FIGURES)

  const parcelCap = roundDown(lotSf / SB1123_MIN_PARCEL_SF)
  const mode = pathway.option('sfDensityMode', options.sfDensityMode)
  const rounding = pathway.option('stateDensityRounding', options.stateDensityRounding)
  const mullinUnits = roundBy(MULLIN_DU_PER_ACRE * (lotSf / ACRE_SF), rounding)
  const byParcels = Math.min(SMALL_LOT_MAX_UNITS, parcelCap)
  const byMullin = Math.min(byParcels, mullinUnits)
  const maxUnits = mode === 'mullin_cap' ? byMullin : byParcels
  pathway.flag(SF_DENSITY_MODE_FLAG)
  pathway.source(
    'maxUnits',
    mode === 'mullin_cap'
      ? `The least of 10 homes, ${parcelCap} parcels of 1,200 sq ft and 30 homes per acre (${mullinUnits})`
      : `The lesser of 10 homes and ${parcelCap} parcels of 1,200 sq ft`,
    [CITE.govCode66499_41],
    {
      readings: readingsOf('sfDensityMode', mode, [byParcels, byMullin], describeHomes),
    },
  )
  pathway.use(PARCEL_CAP_SOURCE)
  pathway.use(MIN_PARCEL_SF_SOURCE)
  // Single-family zones allow one home per lot, whatever its size.
  const zoneUnits = 1
  const minUnits = minimumUnits(context, pathway, 'SB 1123', { zoneUnits, mullinUnits, maxUnits })

  let maxHeightFt: number | null = null
  if (context.heightDistrict !== undefined) {
    const limit = heightLimit(zone.heightGroup, context.heightDistrict)
    if (limit && limit !== 'n/a') maxHeightFt = limit.heightFt
  }
  if (maxHeightFt !== null)
    pathway.source(
      'maxHeightFt',
      `The zone’s height limit in district ${context.heightDistrict}`,
      [CITE.zoningSummaryTable2],
      {
        caveats: [HEIGHT_UNVERIFIED],
      },
    )
  pathway.flag(SB1123_HEIGHT_FLAG)
  sourceSmallLotStandards(pathway)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    minUnits,
    maxHeightFt,
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: smallLotParking(context, pathway, maxUnits),
    details: {
      parcelCap,
      minParcelSf: SB1123_MIN_PARCEL_SF,
      maxAverageUnitSf: MAX_AVERAGE_UNIT_SF,
    },
  })
}

/**
 * SB 1123 needs a vacant lot: no permanent structure, or one abandoned and uninhabitable. A
 * lot with homes on it is not vacant unless the owner says they are abandoned.
 */
function screenVacancy(context: Context, pathway: PathwayBuilder) {
  pathway.check(SB1123_VACANT)
  const { vacant, existingUnits } = context.facts
  if (vacant === true) return
  if (vacant === false) {
    pathway.add(NOT_VACANT)
  } else if (existingUnits !== undefined && existingUnits > 0) {
    pathway.fail(
      'not_vacant',
      'existingUnits',
      `The lot holds ${homes(existingUnits)}, so it is not vacant; SB 1123 needs a vacant lot (or a building that is abandoned and uninhabitable).`,
    )
  } else {
    pathway.add(VACANCY_UNKNOWN)
  }
}
