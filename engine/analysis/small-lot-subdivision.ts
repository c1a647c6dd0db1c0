// Small-lot subdivisions of up to 10 homes (law/rules.md §5): SB 684 on lots zoned for
// multifamily (Gov. Code 66499.41, 65852.28, 65913.11) and SB 1123 on vacant single-family lots.
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { heightLimit } from '../rules/height-districts.ts'
import type { ZoneRules } from '../rules/zones.ts'
import type { PathwayResult } from '../types.ts'
import { applyAb2097, transitParkingNote } from './ab2097.ts'
import { isOnOrAfter, requireLotSf, requireZone, type Context } from './context.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { ACRE_SF, formatNumber, roundBy, roundDown, roundUp } from './rounding.ts'
import {
  FLOOD_CONDITIONS,
  screenHazards,
  screenProtectedHousing,
  screenSb35Exclusions,
  type HazardRule,
} from './screens.ts'

const MAX_UNITS = 10
const MAX_MULTIFAMILY_LOT_SF = 5 * ACRE_SF
const MAX_SINGLE_FAMILY_LOT_SF = 1.5 * ACRE_SF
const MIN_PARCEL_MULTIFAMILY_SF = 600
const MIN_PARCEL_SINGLE_FAMILY_SF = 1_200
const MAX_AVERAGE_UNIT_SF = 1_750
/** Los Angeles is a "metropolitan" jurisdiction: 30 units per acre (65583.2(c)(3)(B)). */
const MULLIN_DU_PER_ACRE = 30
/** Minimum density from 2025-07-01 (SB 1123); SB 684 originally required all of it. */
const MIN_DENSITY_SHARE = 0.66

/** Zones SB 684 treats as zoned for multifamily: multiple-residential, C and P zones. */
function isMultifamilyZone(zone: ZoneRules): boolean {
  return [
    'two_family',
    'multifamily',
    'commercial',
    'commercial_manufacturing',
    'parking',
  ].includes(zone.family)
}

export function analyzeSb684(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'sb684',
    'SB 684 small-lot subdivision (multifamily lots)',
    EFFECTIVE.sb684,
  )
  pathway.cite(CITE.govCode66499_41, CITE.govCode65852_28, CITE.govCode65913_11, CITE.laSb684Page)
  screenEffective(context, pathway, EFFECTIVE.sb684, 'SB 684')
  const zone = requireZone(context, pathway)
  if (zone && !isMultifamilyZone(zone)) {
    pathway.fail(
      'not_multifamily_zone',
      'zone',
      `SB 684 applies to lots zoned for multifamily housing; ${zone.zoneClass} is not (a vacant single-family lot may use SB 1123).`,
    )
    return pathway.finish({})
  }
  const lotSf = requireLotSf(context, pathway)
  if (lotSf !== undefined && lotSf > MAX_MULTIFAMILY_LOT_SF) {
    pathway.fail('lot_too_large', 'lotSf', `lot_sf ${formatNumber(lotSf)} > 5 acres (217,800 sf)`)
  }
  screenSite(context, pathway, 'SB 684')
  if (!zone || lotSf === undefined || pathway.hasFailed()) return pathway.finish({})

  const acres = lotSf / ACRE_SF
  const zoneUnits = zone.sfPerDu === null ? 0 : zone.onePerLot ? 1 : roundDown(lotSf / zone.sfPerDu)
  const rounding = pathway.option('stateDensityRounding', context.options.stateDensityRounding)
  const mullinUnits = roundBy(MULLIN_DU_PER_ACRE * acres, rounding)
  const parcelCap = roundDown(lotSf / MIN_PARCEL_MULTIFAMILY_SF)
  const densityCap = Math.max(zoneUnits, mullinUnits)
  const maxUnits = Math.min(MAX_UNITS, parcelCap, densityCap)
  pathway.source(
    'maxUnits',
    `min(10, ${parcelCap} parcels of 600 sq ft, greater of zone ${zoneUnits} and 30 du/acre ${mullinUnits})`,
    [CITE.govCode66499_41, CITE.govCode65583_2],
  )
  if (mullinUnits > zoneUnits) {
    pathway.flag(
      'CONTESTED',
      'state_density_rounding',
      `state_density_rounding=${rounding}: the statute gives a density, not a rounding rule.`,
      'stateDensityRounding',
    )
  }
  const minUnits = minimumUnits(context, pathway, zoneUnits, mullinUnits, maxUnits)
  const farFloor = maxUnits >= 8 ? 1.25 : maxUnits >= 3 ? 1 : null
  if (farFloor !== null) {
    pathway.source(
      'far',
      `The city may not set an FAR below ${farFloor} for ${maxUnits >= 8 ? '8–10' : '3–7'} units`,
      [CITE.govCode65913_11],
    )
  }
  return pathway.finish({
    maxUnits,
    minUnits,
    far: farFloor,
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: subdivisionParking(context, pathway, maxUnits),
    details: {
      zoneUnits,
      mullinUnits,
      parcelCap,
      minParcelSf: MIN_PARCEL_MULTIFAMILY_SF,
      maxAverageUnitSf: MAX_AVERAGE_UNIT_SF,
      minFarFloorCityMustAllow: farFloor,
      minFloorAreaCityMustAllowSf: farFloor === null ? null : Math.floor(farFloor * lotSf),
    },
  })
}

export function analyzeSb1123(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'sb1123',
    'SB 1123 small-lot subdivision (vacant single-family lots)',
    EFFECTIVE.sb1123,
  )
  pathway.cite(CITE.govCode66499_41, CITE.govCode65852_28, CITE.laSb684Page)
  screenEffective(context, pathway, EFFECTIVE.sb1123, 'SB 1123')
  const zone = requireZone(context, pathway)
  const { facts, options } = context
  if (zone && zone.family !== 'single_family') {
    pathway.fail(
      'not_single_family_zone',
      'zone',
      `SB 1123's single-family path applies to single-family zones; ${zone.zoneClass} lots use SB 684.`,
    )
    return pathway.finish({})
  }
  const lotSf = requireLotSf(context, pathway)
  if (facts.vacant === false) {
    pathway.fail('not_vacant', 'vacant', 'sb1123: single-family-zoned lot must be vacant')
  } else if (facts.vacant === undefined) {
    pathway.unknown(
      'vacancy_unknown',
      'vacant',
      'SB 1123 needs a vacant lot (no permanent structure, or one abandoned and uninhabitable); we could not confirm it.',
    )
  }
  if (lotSf !== undefined && lotSf > MAX_SINGLE_FAMILY_LOT_SF) {
    pathway.fail('lot_too_large', 'lotSf', `lot_sf ${formatNumber(lotSf)} > 1.5 acres (65,340 sf)`)
  }
  screenSite(context, pathway, 'SB 1123')
  if (!zone || lotSf === undefined || pathway.hasFailed()) return pathway.finish({})

  const parcelCap = roundDown(lotSf / MIN_PARCEL_SINGLE_FAMILY_SF)
  let maxUnits = Math.min(MAX_UNITS, parcelCap)
  let rule = `min(10, ${parcelCap} parcels of 1,200 sq ft)`
  const mode = pathway.option('sfDensityMode', options.sfDensityMode)
  pathway.flag(
    'CONTESTED',
    'sf_density_mode',
    `sf_density_mode=${mode}: no separate density limit for single-family lots was found.`,
    'sfDensityMode',
  )
  if (mode === 'mullin_cap') {
    const mullin = roundBy(
      MULLIN_DU_PER_ACRE * (lotSf / ACRE_SF),
      pathway.option('stateDensityRounding', options.stateDensityRounding),
    )
    maxUnits = Math.min(maxUnits, mullin)
    rule += `, and 30 du/acre (${mullin})`
  }
  pathway.source('maxUnits', rule, [CITE.govCode66499_41], 'CONTESTED')

  let maxHeightFt: number | null = null
  if (context.heightDistrict !== undefined) {
    const limit = heightLimit(zone.heightGroup, context.heightDistrict)
    if (limit && limit !== 'n/a') maxHeightFt = limit.heightFt
  }
  pathway.flag(
    'VERIFY',
    'sb1123_height',
    'SB 1123 lets the city set a height limit on vacant single-family lots; the figure was not read, so the zone’s limit is used.',
  )
  return pathway.finish({
    maxUnits,
    maxHeightFt,
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: subdivisionParking(context, pathway, maxUnits),
    details: {
      parcelCap,
      minParcelSf: MIN_PARCEL_SINGLE_FAMILY_SF,
      maxAverageUnitSf: MAX_AVERAGE_UNIT_SF,
    },
  })
}

type SmallLotLaw = 'SB 684' | 'SB 1123'

function smallLotHazards(law: SmallLotLaw): readonly HazardRule[] {
  return [
    {
      fact: 'vhfhsz',
      effect: 'ineligible',
      unknownMatters: true,
      message: `Los Angeles does not allow ${law} in a Very High Fire Hazard Severity Zone.`,
    },
    {
      fact: 'hpoz',
      effect: 'ineligible',
      unknownMatters: true,
      message: `Los Angeles does not allow ${law} on historic sites (HPOZ).`,
    },
    {
      fact: 'historicDesignation',
      effect: 'ineligible',
      unknownMatters: false,
      message: `Los Angeles does not allow ${law} on a listed historic resource.`,
    },
    {
      fact: 'coastalZone',
      effect: 'conditional',
      unknownMatters: false,
      message:
        'In the Coastal Zone a coastal development permit is needed; whether the law excludes coastal parcels is unconfirmed.',
    },
    ...FLOOD_CONDITIONS,
    {
      fact: 'earthquakeFaultZone',
      effect: 'conditional',
      unknownMatters: false,
      message: 'In an earthquake fault zone LADBS must verify the seismic standards.',
    },
  ]
}

const SMALL_LOT_HAZARDS: Readonly<Record<SmallLotLaw, readonly HazardRule[]>> = {
  'SB 684': smallLotHazards('SB 684'),
  'SB 1123': smallLotHazards('SB 1123'),
}

function screenEffective(
  context: Context,
  pathway: PathwayBuilder,
  effective: string,
  law: string,
) {
  const date = context.scenario.applicationDate ?? context.analysisDate
  if (!isOnOrAfter(date, effective)) {
    pathway.fail('not_yet_effective', null, `${law} applies to applications from ${effective}.`)
    pathway.setStatus('not_yet_effective')
  }
}

/** Hazards, overlays, site exclusions and protected housing (§5.1 items 4–6). */
function screenSite(context: Context, pathway: PathwayBuilder, law: SmallLotLaw) {
  screenHazards(pathway, context, SMALL_LOT_HAZARDS[law])
  if (context.facts.hpoz === true || context.facts.historicDesignation === true) {
    pathway.flag(
      'VERIFY',
      'small_lot_historic',
      'The historic exclusion is Los Angeles’s rule; its statutory basis was not read.',
    )
  }
  if (context.facts.coastalZone === true)
    pathway.flag(
      'VERIFY',
      'small_lot_coastal',
      'Whether 66499.41 excludes coastal-zone parcels was not determined.',
    )
  screenSb35Exclusions(pathway, context, law)
  screenProtectedHousing(pathway, context, {
    law,
    tenantLookbackYears: 5,
    includesVacatedHousing: true,
  })
}

/** The fewest homes the project must build: the inventory figure, or 66 % of the density basis. */
function minimumUnits(
  context: Context,
  pathway: PathwayBuilder,
  zoneUnits: number,
  mullinUnits: number,
  maxUnits: number,
): number {
  const inventory = context.facts.housingElementSiteUnits
  if (typeof inventory === 'number') {
    pathway.source('minUnits', 'Units the housing element inventory projects for the site', [
      CITE.govCode66499_41,
    ])
    return Math.min(inventory, maxUnits)
  }
  const basisMode = pathway.option('sb1123MinDensityBasis', context.options.sb1123MinDensityBasis)
  const basis =
    basisMode === 'zone'
      ? zoneUnits
      : basisMode === 'mullin'
        ? mullinUnits
        : Math.max(zoneUnits, mullinUnits)
  const share = isOnOrAfter(context.analysisDate, EFFECTIVE.sb1123) ? MIN_DENSITY_SHARE : 1
  pathway.flag(
    'VERIFY',
    'sb1123_min_density_basis',
    `sb1123_min_density_basis=${basisMode}: what the 66 % minimum density is measured against was not read.`,
    'sb1123MinDensityBasis',
  )
  pathway.source(
    'minUnits',
    `${share * 100} % of ${basis} units (${basisMode} density), rounded up`,
    [CITE.govCode66499_41],
    'VERIFY',
  )
  return Math.min(roundUp(share * basis), maxUnits)
}

/** At most one space per unit; none within ½ mile of a major transit stop (AB 2097). */
function subdivisionParking(context: Context, pathway: PathwayBuilder, units: number): number {
  const spaces = applyAb2097(context, units)
  pathway.source(
    'parkingMin',
    spaces === 0
      ? 'No minimum within ½ mile of a major transit stop (AB 2097)'
      : 'The city may require at most 1 space per unit',
    [CITE.govCode66499_41, CITE.govCode65863_2],
  )
  transitParkingNote(context, pathway)
  return spaces
}
