// Los Angeles base zoning, by right (law/rules.md §1): units, height and stories, FAR or
// residential floor area, typical yards and code parking. A split lot is computed zone by
// zone, each on its own part.
import { applyAb2097 } from '../analysis/ab2097-overlay.ts'
import { type Context, type ZonePart } from '../analysis/context.ts'
import { lotAreaUnknown, requireZone, ZONE_CODES } from '../analysis/requirements.ts'
import { criterion } from '../analysis/criteria.ts'
import { describeHomes, formatNumber } from '../analysis/format.ts'
import { lamcMultifamilyParking } from '../analysis/parking.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  assumedFact,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
  unverified,
} from '../analysis/pathway-builder.ts'
import { typicalYards } from '../analysis/yards.ts'
import { unitsOf, zoneDensity } from '../analysis/zone-density.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { FAR_BY_DISTRICT, heightLimit, type HeightDistrict } from '../rules/height-districts.ts'
import { isCommercialOrIndustrial, r1VariationHeightFt, type ZoneRules } from '../rules/zones.ts'
import type { Caveat, Citation, PathwayResult, Reading, Setbacks } from '../types.ts'

const SPLIT_UNITS_SOURCE = fixedSource(
  'maxUnits',
  'The homes each part allows under its own zone, added up',
  [CITE.zoningSummaryTable1],
)
const SPLIT_BASE_UNITS_SOURCE = fixedSource(
  'baseUnits',
  'The homes each part allows under its own zone, added up',
  [CITE.zoningSummaryTable1],
)
const SPLIT_FLOOR_AREA_SOURCE = fixedSource(
  'maxFloorAreaSf',
  'The floor area each part allows under its own zone, added up',
  [CITE.zoningSummaryTable2],
)

/** Single-family zones in the non-hillside Coastal Zone: 45 ft and FAR, not RFA (§1.4). */
const COASTAL_SINGLE_FAMILY_HEIGHT_FT = 45

const DENSITY_CITATIONS = [CITE.zoningSummaryTable1]
const FLAT_ROOF_RULE = 'The height limit for roofs under 25 % slope'

const NOT_COASTAL = assumedFact(
  'coastalZone',
  'Assumes the lot is outside the Coastal Zone, where single-family lots have a 45 ft limit and FAR instead of residential floor area.',
)
const NOT_HILLSIDE = assumedFact(
  'hillsideArea',
  'Assumes the lot is outside a Hillside Area, where slope bands and the hillside ordinance set floor area and height instead.',
)

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'la_base_zoning',
  name: 'Los Angeles base zoning',
  law: 'Los Angeles zoning',
  lawId: 'la_zoning',
  effectiveDate: EFFECTIVE.laZoningSummary,
  citations: [CITE.zoningSummaryTable1, CITE.zoningSummaryTable2],
})

const ZONE_PERMITS_HOMES = criterion(
  'zone_no_dwellings',
  'The zone permits new homes',
  CITE.zoningSummaryTable1,
  [...ZONE_CODES, 'zone_no_dwellings', 'zone_split_areas_unknown'],
)
const ROOM_FOR_A_HOME = criterion(
  'lot_under_one_home',
  'The lot holds at least one home at the zone’s density, with room inside its yards to build',
  CITE.zoningSummaryTable1,
  ['lot_under_one_home', 'no_buildable_area', 'lot_area_unknown'],
)

export function analyzeLaBaseZoning(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  pathway.check(ZONE_PERMITS_HOMES)
  noteZoneQualifiers(context, pathway)
  if (context.facts.coastalZone === true)
    pathway.note('In the Coastal Zone a coastal development permit is needed.')
  if (context.zoning?.split) return analyzeSplitLot(context, pathway)

  const zone = requireZone(context, pathway)
  if (!zone) return pathway.finish(NO_FIGURES)
  if (zone.sfPerDu === null) {
    pathway.fail(
      'zone_no_dwellings',
      'zone',
      `The ${zone.zoneClass} zone permits no new homes (only a caretaker’s dwelling in MR zones).`,
    )
    return pathway.finish(NO_FIGURES)
  }
  pathway.check(ROOM_FOR_A_HOME)
  const lotSf = context.lotSf
  if (lotSf === undefined && !zone.onePerLot) pathway.add(lotAreaUnknown())

  const maxUnits = byRightUnits(context, pathway)
  const district = districtOf(context, pathway)
  // R1 variation zones set their own height, whatever the height district (or none given).
  const height =
    zone.heightGroup === 'r1_variation'
      ? r1VariationHeight(zone)
      : district === undefined
        ? null
        : heightFor(context, zone, district)
  if (height) {
    for (const note of height.notes) pathway.note(note)
    if (height.heightFt !== null || height.unlimited)
      pathway.source('maxHeightFt', height.rule, height.citations, { caveats: height.caveats })
    if (height.stories !== null) pathway.source('maxStories', height.storiesRule, TABLE2_CITATIONS)
    if (height.flatRoofHeightFt !== null)
      pathway.source('details.maxHeightFtFlatRoof', FLAT_ROOF_RULE, height.citations, {
        caveats: height.caveats,
      })
  }
  const floorArea = district === undefined ? null : floorAreaFor(context, zone, district, lotSf)
  if (floorArea) {
    for (const note of floorArea.notes) pathway.note(note)
    if (floorArea.far !== null)
      pathway.source('far', floorArea.farRule, floorArea.citations, { caveats: floorArea.caveats })
    if (floorArea.maxFloorAreaSf !== null)
      pathway.source('maxFloorAreaSf', floorArea.areaRule, floorArea.citations, {
        caveats: floorArea.caveats,
      })
    if (floorArea.rfaRatio !== null)
      pathway.source('details.rfaRatio', floorArea.farRule, floorArea.citations, {
        caveats: floorArea.caveats,
      })
    // Units follow the lot area, but a lot its yards cover cannot hold them as of right.
    if (floorArea.maxFloorAreaSf === 0)
      pathway.conditional(
        'no_buildable_area',
        null,
        `The typical yards of the ${zone.zoneClass} zone cover the whole of a lot ${context.facts.lotWidthFt} ft wide and ${context.facts.lotDepthFt} ft deep: building on it needs smaller yards, by an adjustment or a variance.`,
      )
    if (floorArea.unverifiedRatio)
      pathway.flagFigures(
        flagOf(
          'VERIFY',
          'rfa_ratio',
          `The residential floor-area ratio of ${floorArea.rfaRatio} was not read in the code itself.`,
        ),
      )
  }
  const setbacks = yardsFor(context, zone, height?.heightFt ?? null, pathway)
  const parking = maxUnits === null ? null : codeParking(context, zone, maxUnits, pathway)

  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    baseUnits: maxUnits,
    maxHeightFt: height?.heightFt ?? null,
    maxStories: height?.stories ?? null,
    far: floorArea?.far ?? null,
    maxFloorAreaSf: floorArea?.maxFloorAreaSf ?? null,
    setbacksFt: setbacks,
    parkingMin: parking,
    details: {
      zoneClass: zone.zoneClass,
      heightDistrict: district ?? null,
      maxHeightFtFlatRoof: height?.flatRoofHeightFt ?? null,
      rfaRatio: floorArea?.rfaRatio ?? null,
    },
  })
}

const BYRIGHT_ROUNDING_FLAG = flagOf(
  'CONTESTED',
  'byright_rounding',
  'No code provision on a fractional by-right unit was found; the figure drops the fraction and the result also shows it counted.',
  'byrightRounding',
)

/** By-right units with the rounding option's readings; null when the lot area is unknown. */
function byRightUnits(context: Context, pathway: PathwayBuilder): number | null {
  const rounding = context.options.byrightRounding
  const density = zoneDensity(context, pathway, rounding)
  if (!density) return null
  const r2Cap = context.options.r2PerLotCap
  const floor = unitsOf(density.parts, 'floor', r2Cap)
  const ceil = unitsOf(density.parts, 'ceil', r2Cap)
  let readings: Reading[] = []
  if (floor !== ceil) {
    readings = readingsOf('byrightRounding', rounding, [floor, ceil], describeHomes)
    pathway.option('byrightRounding', rounding)
    pathway.flag(BYRIGHT_ROUNDING_FLAG)
  }
  if (context.zone?.zoneClass === 'R2') {
    const capped = unitsOf(density.parts, rounding, 2)
    const uncapped = unitsOf(density.parts, rounding, 'none')
    if (capped !== uncapped)
      readings = readings.concat(
        readingsOf('r2PerLotCap', r2Cap, [capped, uncapped], describeHomes),
      )
  }
  const { lotSf, densityLotSf } = context
  if (context.facts.alleyWidthFt !== undefined && context.facts.lotWidthFt !== undefined && lotSf) {
    /** The units of the lot's zones counted on another area. */
    const onArea = (areaSf: number) =>
      unitsOf(
        density.parts.map((part) => ({ ...part, areaSf })),
        rounding,
        r2Cap,
      )
    const withAlley = context.options.includeHalfAlleySf
      ? density.units
      : onArea(lotSf + (context.facts.alleyWidthFt / 2) * context.facts.lotWidthFt)
    const withoutAlley = densityLotSf === lotSf ? density.units : onArea(lotSf)
    readings = readings.concat(
      readingsOf(
        'includeHalfAlleySf',
        context.options.includeHalfAlleySf,
        [withoutAlley, withAlley],
        describeHomes,
      ),
    )
  }
  const zone = context.zone
  if (zone?.sfPerDu && density.exact !== null && density.exact < 1 && density.units > 0)
    pathway.conditional(
      'lot_under_one_home',
      'lotSf',
      `The lot is ${formatNumber(densityLotSf ?? 0)} sq ft, less than the ${formatNumber(zone.sfPerDu)} sq ft the ${zone.zoneClass} zone asks for each home: one home is counted, the least a lot in the zone holds, but whether one fits on so small a lot needs a survey and the City to confirm.`,
    )
  const source = pathway.source('maxUnits', density.rule, DENSITY_CITATIONS, { readings })
  pathway.alsoFor('baseUnits', source)
  return density.units
}

/** The height district, or undefined after noting why height and floor area are missing. */
function districtOf(context: Context, pathway: PathwayBuilder): HeightDistrict | undefined {
  if (context.heightDistrict !== undefined) return context.heightDistrict
  const part = context.zoning?.parts[0]
  if (part?.rules?.heightGroup === 'r1_variation') return undefined
  pathway.note(
    part?.unreadHeightDistrict === undefined
      ? 'The height district is not known: height and floor area depend on it.'
      : `We could not read the height district "${part.unreadHeightDistrict}": height and floor area depend on it.`,
  )
  return undefined
}

type Height = {
  readonly heightFt: number | null
  readonly unlimited: boolean
  readonly flatRoofHeightFt: number | null
  readonly stories: number | null
  readonly rule: string
  readonly storiesRule: string
  readonly citations: readonly Citation[]
  readonly caveats: readonly Caveat[]
  readonly notes: readonly string[]
}

function isSingleFamilyEnvelope(zone: ZoneRules): boolean {
  return zone.heightGroup === 'sf_small' || zone.heightGroup === 'sf_large'
}

const TABLE2_CITATIONS = [CITE.zoningSummaryTable2]
const COASTAL_CITATIONS = [CITE.zoningSummaryCoastal]

/** Height and stories of a zone in a height district, with the rule behind them. */
/** Height of an R1 variation zone: its own table, outside the height districts. */
function r1VariationHeight(zone: ZoneRules): Height | null {
  const notes = [
    `${zone.zoneClass} is an R1 variation zone: it has its own height and floor-area tables outside the height districts.`,
  ]
  const heightFt = r1VariationHeightFt(zone.zoneClass)
  if (heightFt === null) return null
  return {
    heightFt,
    unlimited: false,
    flatRoofHeightFt: null,
    stories: null,
    rule: `${zone.zoneClass} height limit`,
    storiesRule: '',
    citations: TABLE2_CITATIONS,
    caveats: [],
    notes,
  }
}

function heightFor(context: Context, zone: ZoneRules, district: HeightDistrict): Height | null {
  const notes: string[] = []
  const limit = heightLimit(zone.heightGroup, district)
  if (limit === 'n/a') {
    notes.push(
      `Height district ${district} does not apply to the ${zone.zoneClass} zone; check the zone string.`,
    )
    return null
  }
  if (limit === null) {
    notes.push(
      `The zoning summary gives no height limit for the ${zone.zoneClass} zone; check the code.`,
    )
    return null
  }
  const { facts } = context
  if (facts.hillsideArea === true)
    notes.push(
      'The lot is in a Hillside Area: the Baseline Hillside Ordinance envelope limits height and floor area (not computed here).',
    )
  const caveats: Caveat[] = []
  if (isSingleFamilyEnvelope(zone) && district !== '1SS') {
    if (facts.coastalZone === true && facts.hillsideArea !== true) {
      return {
        heightFt: COASTAL_SINGLE_FAMILY_HEIGHT_FT,
        unlimited: false,
        flatRoofHeightFt: null,
        stories: null,
        rule: `${zone.zoneClass} in the non-hillside Coastal Zone: 45 ft`,
        storiesRule: '',
        citations: COASTAL_CITATIONS,
        caveats: facts.hillsideArea === undefined ? [NOT_HILLSIDE] : [],
        notes,
      }
    }
    if (facts.coastalZone === undefined) caveats.push(NOT_COASTAL)
  }
  let stories: number | null = null
  let storiesRule = ''
  if (limit.stories !== null) {
    const allResidential = context.scenario.buildingAllResidential ?? true
    if (limit.storiesBindResidential || !allResidential) {
      stories = limit.stories
      storiesRule = `${limit.stories} stories in height district ${district}${limit.storiesBindResidential ? '' : ' for buildings not used entirely for housing'}`
    } else {
      notes.push(
        `The ${limit.stories}-story limit of district ${district} does not apply to buildings used entirely for housing; ${limit.heightFt ?? 'the height'} ft governs.`,
      )
    }
  }
  return {
    heightFt: limit.heightFt,
    unlimited: limit.heightFt === null,
    flatRoofHeightFt: limit.flatRoofHeightFt ?? null,
    stories,
    rule:
      limit.heightFt === null
        ? `${zone.zoneClass} in height district ${district}: no height limit`
        : `${zone.zoneClass} in height district ${district}: ${limit.heightFt} ft${limit.flatRoofHeightFt !== undefined ? ` (${limit.flatRoofHeightFt} ft for roofs under 25 % slope)` : ''}`,
    storiesRule,
    citations: TABLE2_CITATIONS,
    caveats,
    notes,
  }
}

type FloorArea = {
  readonly far: number | null
  readonly maxFloorAreaSf: number | null
  readonly rfaRatio: number | null
  readonly unverifiedRatio: boolean
  readonly farRule: string
  readonly areaRule: string
  readonly citations: readonly Citation[]
  readonly caveats: readonly Caveat[]
  readonly notes: readonly string[]
}

/** FAR or residential floor area, and the floor area it gives on this lot. */
function floorAreaFor(
  context: Context,
  zone: ZoneRules,
  district: HeightDistrict,
  lotSf: number | undefined,
): FloorArea | null {
  if (zone.heightGroup === 'r1_variation' || zone.heightGroup === 'none') return null
  const { facts } = context
  const coastal = facts.coastalZone === true && facts.hillsideArea !== true
  const family = isCommercialOrIndustrial(zone)
    ? 'commercial_industrial'
    : zone.family === 'single_family' && !coastal
      ? 'single_family'
      : 'residential'
  const value = FAR_BY_DISTRICT[family][district]
  if (value === 'n/a') return null
  const notes: string[] = []
  const caveats: Caveat[] = []
  if (value === 'rfa') {
    if (facts.hillsideArea === true) {
      notes.push(
        'Hillside lots use slope-band floor-area tables (LAMC 12.21 C.10), not computed here.',
      )
      return null
    }
    if (facts.hillsideArea === undefined) caveats.push(NOT_HILLSIDE)
    if (facts.coastalZone === undefined) caveats.push(NOT_COASTAL)
    if (zone.rfaRatio === null) return null
    if (zone.rfaUnverified)
      caveats.push(
        unverified(
          `The ratio ${zone.rfaRatio} for ${zone.zoneClass} is recalled from the 2008 and 2017 mansionization ordinances; the code text was not read.`,
        ),
      )
    return {
      far: null,
      rfaRatio: zone.rfaRatio,
      unverifiedRatio: zone.rfaUnverified,
      maxFloorAreaSf: lotSf === undefined ? null : Math.floor(zone.rfaRatio * lotSf),
      farRule: `Residential floor area ratio ${zone.rfaRatio} in the ${zone.zoneClass} zone`,
      areaRule:
        lotSf === undefined
          ? ''
          : `Residential floor area ${zone.rfaRatio} × ${formatNumber(lotSf)} sq ft`,
      citations: [CITE.lamcRfa],
      caveats,
      notes,
    }
  }
  const citations = coastal
    ? [CITE.zoningSummaryCoastal, CITE.zoningSummaryTable2]
    : [CITE.zoningSummaryTable2]
  const farRule = `FAR ${value}:1 for ${family === 'commercial_industrial' ? 'C and M zones' : coastal && zone.family === 'single_family' ? 'single-family lots in the non-hillside Coastal Zone' : 'multifamily zones'} in height district ${district}`
  const result = {
    far: value,
    rfaRatio: null,
    unverifiedRatio: false,
    maxFloorAreaSf: null as number | null,
    farRule,
    areaRule: '',
    citations,
    caveats,
    notes,
  }
  if (lotSf === undefined) return result
  if (family === 'commercial_industrial') {
    result.maxFloorAreaSf = Math.floor(value * lotSf)
    result.areaRule = `FAR ${value} × ${formatNumber(lotSf)} sq ft (buildable area taken as the lot area in C and M zones)`
    return result
  }
  // In R zones FAR applies to the buildable area: the lot minus its required yards.
  const yards = typicalYards(zone, {
    lotWidthFt: facts.lotWidthFt,
    lotDepthFt: facts.lotDepthFt,
    stories: context.scenario.storiesProposed,
    heightFt: undefined,
  })
  const { lotWidthFt: width, lotDepthFt: depth } = facts
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
    result.areaRule = `FAR ${value} × buildable area ${formatNumber(buildable)} sq ft (the lot less its typical yards; an approximation)`
  } else {
    notes.push(
      'Floor area here is FAR times the buildable area (the lot less its yards); give the lot width and depth to compute it.',
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
  units: number,
  pathway: PathwayBuilder,
): number {
  const citations = [CITE.lamcParking]
  if (zone.family === 'single_family' || zone.family === 'agricultural')
    return applyAb2097(context, pathway, 2 * units, 'Two covered spaces per house', citations)
  if (zone.zoneClass === 'R2')
    return applyAb2097(
      context,
      pathway,
      2 * units,
      'Two spaces per home in R2, one covered',
      citations,
    )
  const parking = lamcMultifamilyParking(units, context.scenario.unitMix)
  if (!parking.fromMix)
    pathway.note(
      'Parking: 1 space per studio, 1.5 per one-bedroom, 2 for larger homes (by habitable rooms, the kitchen included); give the unit mix for an exact figure.',
    )
  return applyAb2097(
    context,
    pathway,
    parking.spaces,
    parking.fromMix
      ? 'Code ratios for the proposed bedroom mix'
      : '1 space per home: the least the code requires (studios, under three habitable rooms)',
    citations,
  )
}

/** Qualifiers in the zone string can raise or lower what the tables say: noted, not computed. */
function noteZoneQualifiers(context: Context, pathway: PathwayBuilder) {
  for (const part of context.zoning?.parts ?? []) {
    for (const qualifier of part.qualifiers)
      pathway.note(
        `The zone carries ${qualifier}: its ordinance may change density, height or floor area. Read it on ZIMAS.`,
      )
    if (part.dLimitation)
      pathway.note(
        'The height district carries a "D" development limitation: its ordinance may lower height or floor area.',
      )
  }
  if (context.facts.specificPlan)
    pathway.note(
      `The lot is in the ${context.facts.specificPlan} specific plan, which prevails over these base rules where it differs.`,
    )
}

type SplitPart = {
  readonly zone: string
  readonly areaSf: number | null
  readonly units: number | null
  readonly maxHeightFt: number | null
  readonly maxFloorAreaSf: number | null
}

/**
 * A lot split between zones: each zone governs its own part (§1.2). Without the parts' areas
 * the pathway needs confirmation and no zone stands in for the whole lot.
 */
function analyzeSplitLot(context: Context, pathway: PathwayBuilder): PathwayResult {
  const zoning = context.zoning
  if (!zoning) return pathway.finish(NO_FIGURES)
  if (zoning.parts.some((part) => part.rules === null)) {
    requireZone(context, pathway)
    return pathway.finish(NO_FIGURES)
  }
  if (zoning.areasProblem !== null)
    pathway.unknown('zone_split_areas_unknown', 'zoneSplitSf', zoning.areasProblem)
  const rounding = context.options.byrightRounding
  const known = zoning.areasProblem === null
  // The whole lot's count, with the options it rests on (the R2 cap on the R2 part).
  const density = known ? zoneDensity(context, pathway, rounding) : null
  const parts: SplitPart[] = zoning.parts.map((part) => splitPart(context, part, rounding))
  const units = density?.units ?? null
  const floorArea = known ? sumOrNull(parts.map((part) => part.maxFloorAreaSf)) : null
  pathway.source(
    'details.parts',
    `Each zone governs its own part of the lot: ${parts.map((part) => `${part.zone}${part.areaSf === null ? '' : ` on ${formatNumber(part.areaSf)} sq ft`}`).join(', ')}`,
    [CITE.zoningSummaryTable1, CITE.zoningSummaryTable2],
  )
  if (units !== null) {
    pathway.use(SPLIT_UNITS_SOURCE)
    pathway.use(SPLIT_BASE_UNITS_SOURCE)
  }
  if (floorArea !== null) pathway.use(SPLIT_FLOOR_AREA_SOURCE)
  pathway.note('Each part keeps its own height limit: see the parts.')
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits: units,
    baseUnits: units,
    maxFloorAreaSf: floorArea,
    details: { parts },
  })
}

function splitPart(context: Context, part: ZonePart, rounding: 'floor' | 'ceil'): SplitPart {
  const zone = part.rules as ZoneRules
  const area = part.areaSf
  const counted = area !== undefined || zone.sfPerDu === null || zone.onePerLot
  const units = counted
    ? unitsOf([{ zone, areaSf: area }], rounding, context.options.r2PerLotCap)
    : null
  const district = part.heightDistrict
  const height = district === undefined ? null : heightFor(context, zone, district)
  const floor = district === undefined ? null : floorAreaFor(context, zone, district, area)
  return {
    zone: part.label,
    areaSf: area ?? null,
    units,
    maxHeightFt: height?.heightFt ?? null,
    maxFloorAreaSf: floor?.maxFloorAreaSf ?? null,
  }
}

function sumOrNull(values: readonly (number | null)[]): number | null {
  let total = 0
  for (const value of values) {
    if (value === null) return null
    total += value
  }
  return total
}
