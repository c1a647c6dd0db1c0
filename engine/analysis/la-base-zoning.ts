// Los Angeles base zoning, by right (law/rules.md §1): units, height and stories, FAR or
// residential floor area, typical yards and code parking.
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { FAR_BY_DISTRICT, heightLimit } from '../rules/height-districts.ts'
import { isCommercialOrIndustrial, r1VariationHeightFt, type ZoneRules } from '../rules/zones.ts'
import type { PathwayResult, Setbacks } from '../types.ts'
import { requireLotSf, requireZone, type Context } from './context.ts'
import { applyAb2097, transitParkingNote } from './ab2097.ts'
import { lamcMultifamilyParking } from './parking.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { formatNumber } from './rounding.ts'
import { typicalYards } from './yards.ts'
import { zoneDensity } from './zone-density.ts'

export function analyzeLaBaseZoning(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'la_base_zoning',
    'Los Angeles base zoning',
    EFFECTIVE.laZoningSummary,
  )
  pathway.cite(CITE.zoningSummaryTable1, CITE.zoningSummaryTable2)
  const zone = requireZone(context, pathway)
  const lotSf = requireLotSf(context, pathway)
  flagZoneQualifiers(context, pathway)
  if (!zone) return pathway.finish({})

  if (zone.sfPerDu === null) {
    pathway.fail(
      'zone_no_dwellings',
      'zone',
      `The ${zone.zoneClass} zone permits no new homes (only a caretaker's dwelling in MR zones).`,
    )
    return pathway.finish({})
  }

  const rounding = context.options.byrightRounding
  const density = zoneDensity(context, pathway, rounding)
  if (density) {
    pathway.source('maxUnits', density.rule, [CITE.zoningSummaryTable1])
    if (density.exact !== null && !Number.isInteger(density.exact)) {
      pathway.option('byrightRounding', rounding)
      pathway.flag(
        'CONTESTED',
        'byright_rounding',
        `byright_rounding=${rounding}: no code provision on fractional by-right density was found.`,
        'byrightRounding',
      )
    }
  }

  const height = heightAndStories(context, zone, pathway)
  const floorArea = floorAreaLimits(context, zone, lotSf, pathway)
  const setbacks = yardsFor(context, zone, height.heightFt, pathway)
  const parking = codeParking(context, zone, density?.units ?? null, pathway)

  return pathway.finish({
    maxUnits: density?.units ?? null,
    baseUnits: density?.units ?? null,
    maxHeightFt: height.heightFt,
    maxStories: height.stories,
    far: floorArea.far,
    maxFloorAreaSf: floorArea.maxFloorAreaSf,
    setbacksFt: setbacks,
    parkingMin: parking,
    details: {
      zoneClass: zone.zoneClass,
      heightDistrict: context.heightDistrict ?? null,
      maxHeightFtFlatRoof: height.flatRoofHeightFt,
      residentialFloorAreaSf: floorArea.residentialFloorAreaSf,
      rfaRatio: floorArea.rfaRatio,
    },
  })
}

/** Qualifiers in the zone string can raise or lower what the tables say: flag, do not compute. */
function flagZoneQualifiers(context: Context, pathway: PathwayBuilder) {
  for (const qualifier of context.zoneQualifiers) {
    pathway.note(
      `The zone carries ${qualifier}: its ordinance may change density, height or floor area. Read it on ZIMAS.`,
    )
  }
  if (context.dLimitation) {
    pathway.note(
      'The height district carries a "D" development limitation: its ordinance may lower height or floor area.',
    )
  }
  if (context.facts.specificPlan) {
    pathway.note(
      `The lot is in the ${context.facts.specificPlan} specific plan, which prevails over these base rules where it differs.`,
    )
  }
}

function heightAndStories(context: Context, zone: ZoneRules, pathway: PathwayBuilder) {
  const none = { heightFt: null, flatRoofHeightFt: null, stories: null }
  if (zone.heightGroup === 'r1_variation') {
    const heightFt = r1VariationHeightFt(zone.zoneClass)
    pathway.note(
      `${zone.zoneClass} is an R1 variation zone: it is outside the height districts and has its own height and floor-area tables.`,
    )
    if (heightFt !== null)
      pathway.source('maxHeightFt', `${zone.zoneClass} height limit`, [CITE.zoningSummaryTable2])
    return { ...none, heightFt }
  }
  const district = context.heightDistrict
  if (district === undefined) {
    if (context.facts.heightDistrict === undefined) {
      pathway.unknown(
        'height_district_unknown',
        'heightDistrict',
        'The height district is unknown; height and floor area depend on it.',
      )
    } else {
      pathway.unknown(
        'height_district_unreadable',
        'heightDistrict',
        `We could not read the height district "${context.facts.heightDistrict}".`,
      )
    }
    return none
  }
  const limit = heightLimit(zone.heightGroup, district)
  if (limit === 'n/a') {
    pathway.conditional(
      'height_district_mismatch',
      'heightDistrict',
      `Height district ${district} does not apply to the ${zone.zoneClass} zone; check the zone string.`,
    )
    return none
  }
  if (limit === null) {
    pathway.note(
      `The zoning summary gives no height limit for the ${zone.zoneClass} zone; check the code.`,
    )
    return none
  }
  if (context.facts.hillsideArea === true) {
    pathway.note(
      'The lot is in a Hillside Area: the Baseline Hillside Ordinance envelope limits height and floor area (not computed here).',
    )
  }
  pathway.source(
    'maxHeightFt',
    limit.heightFt === null
      ? `${zone.zoneClass} in height district ${district}: no height limit`
      : `${zone.zoneClass} in height district ${district}`,
    [CITE.zoningSummaryTable2],
  )
  let stories: number | null = null
  if (limit.stories !== null) {
    const allResidential = context.scenario.buildingAllResidential ?? true
    if (limit.storiesBindResidential || !allResidential) {
      stories = limit.stories
    } else {
      pathway.note(
        `The ${limit.stories}-story limit of district ${district} does not apply to buildings used entirely for housing; ${limit.heightFt ?? 'the height'} ft governs.`,
      )
    }
  }
  return { heightFt: limit.heightFt, flatRoofHeightFt: limit.flatRoofHeightFt ?? null, stories }
}

function floorAreaLimits(
  context: Context,
  zone: ZoneRules,
  lotSf: number | undefined,
  pathway: PathwayBuilder,
) {
  const result = {
    far: null as number | null,
    maxFloorAreaSf: null as number | null,
    residentialFloorAreaSf: null as number | null,
    rfaRatio: null as number | null,
  }
  const district = context.heightDistrict
  if (district === undefined || zone.heightGroup === 'r1_variation' || zone.heightGroup === 'none')
    return result
  const family = isCommercialOrIndustrial(zone)
    ? 'commercial_industrial'
    : zone.family === 'single_family'
      ? 'single_family'
      : 'residential'
  const value = FAR_BY_DISTRICT[family][district]
  if (value === 'n/a') return result
  if (value === 'rfa') {
    if (context.facts.hillsideArea === true) {
      pathway.note(
        'Hillside lots use slope-band floor-area tables (LAMC 12.21 C.10), not computed here.',
      )
      return result
    }
    if (context.facts.hillsideArea === undefined) {
      pathway.note(
        'Floor area assumes the lot is not in a Hillside Area, where slope bands apply instead.',
      )
    }
    if (zone.rfaRatio === null) return result
    result.rfaRatio = zone.rfaRatio
    if (lotSf !== undefined) {
      result.residentialFloorAreaSf = Math.floor(zone.rfaRatio * lotSf)
      result.maxFloorAreaSf = result.residentialFloorAreaSf
      pathway.source(
        'maxFloorAreaSf',
        `Residential floor area ${zone.rfaRatio} × ${formatNumber(lotSf)} sq ft`,
        [CITE.lamcRfa],
        zone.rfaUnverified ? 'VERIFY' : undefined,
      )
    }
    if (zone.rfaUnverified)
      pathway.flag(
        'VERIFY',
        'rfa_ratio',
        `RFA ratio ${zone.rfaRatio} [VERIFY]: the code section was not read.`,
      )
    return result
  }
  result.far = value
  pathway.source(
    'far',
    `FAR ${value}:1 for ${family === 'commercial_industrial' ? 'C and M zones' : 'multifamily zones'} in height district ${district}`,
    [CITE.zoningSummaryTable2],
  )
  if (lotSf === undefined) return result
  if (family === 'commercial_industrial') {
    result.maxFloorAreaSf = Math.floor(value * lotSf)
    pathway.source(
      'maxFloorAreaSf',
      `FAR ${value} × ${formatNumber(lotSf)} sq ft (buildable area taken as the lot area in C and M zones)`,
      [CITE.zoningSummaryTable2],
    )
    return result
  }
  // In R zones FAR applies to the buildable area: the lot minus its required yards.
  const yards = typicalYards(zone, {
    lotWidthFt: context.facts.lotWidthFt,
    lotDepthFt: context.facts.lotDepthFt,
    stories: context.scenario.storiesProposed,
    heightFt: undefined,
  })
  const { lotWidthFt: width, lotDepthFt: depth } = context.facts
  const s = yards?.setbacks
  if (
    width !== undefined &&
    depth !== undefined &&
    s &&
    s.front !== null &&
    s.side !== null &&
    s.rear !== null
  ) {
    const buildable = Math.max(0, width - 2 * s.side) * Math.max(0, depth - s.front - s.rear)
    result.maxFloorAreaSf = Math.floor(value * buildable)
    pathway.source(
      'maxFloorAreaSf',
      `FAR ${value} × buildable area ${formatNumber(buildable)} sq ft (lot less typical yards; an approximation)`,
      [CITE.zoningSummaryTable2],
    )
  } else {
    pathway.note(
      'Floor area in R zones is FAR times the buildable area (the lot less its yards); give the lot width and depth to compute it.',
    )
  }
  return result
}

function yardsFor(
  context: Context,
  zone: ZoneRules,
  heightFt: number | null,
  pathway: PathwayBuilder,
): Setbacks | null {
  const yards = typicalYards(zone, {
    lotWidthFt: context.facts.lotWidthFt,
    lotDepthFt: context.facts.lotDepthFt,
    stories: context.scenario.storiesProposed,
    heightFt: zone.family === 'single_family' ? (heightFt ?? undefined) : undefined,
  })
  if (!yards) return null
  for (const note of yards.notes) pathway.note(note)
  pathway.source('setbacksFt', `Typical required yards of the ${zone.zoneClass} zone`, [
    CITE.zoningSummaryTable1,
  ])
  return yards.setbacks
}

function codeParking(
  context: Context,
  zone: ZoneRules,
  units: number | null,
  pathway: PathwayBuilder,
): number | null {
  if (units === null) return null
  pathway.cite(CITE.lamcParking)
  let spaces: number
  if (zone.family === 'single_family' || zone.family === 'agricultural') {
    spaces = 2 * units
    pathway.source('parkingMin', 'Two covered spaces per house', [CITE.lamcParking])
  } else if (zone.zoneClass === 'R2') {
    spaces = 2 * units
    pathway.source('parkingMin', 'Two spaces per unit in R2, one covered', [CITE.lamcParking])
  } else {
    const parking = lamcMultifamilyParking(units, context.scenario.unitMix)
    spaces = parking.spaces
    pathway.source(
      'parkingMin',
      parking.fromMix
        ? 'LAMC ratios for the proposed unit mix'
        : '1 space per unit: the least the code requires (units under three habitable rooms)',
      [CITE.lamcParking],
    )
    if (!parking.fromMix)
      pathway.note(
        'Parking: 1 space per studio or one-bedroom, 1.5 per two-bedroom, 2 for larger units; give the unit mix for an exact figure.',
      )
  }
  const overlaid = applyAb2097(context, spaces)
  if (overlaid === 0)
    pathway.source('parkingMin', 'No minimum within ½ mile of a major transit stop (AB 2097)', [
      CITE.govCode65863_2,
    ])
  else transitParkingNote(context, pathway)
  return overlaid
}
