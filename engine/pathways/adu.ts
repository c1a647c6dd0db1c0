// Accessory dwelling units (Gov. Code 66310–66342, SB 1211; law/rules.md §6). maxUnits is the
// number of ADUs (and a junior ADU) that may be added to what the lot holds.
import { type Context } from '../analysis/context.ts'
import { requireZone, ZONE_CODES } from '../analysis/requirements.ts'
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
import { ADU_SEPTIC } from '../analysis/owner-site.ts'
import { roundDown } from '../analysis/rounding.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import type { ZoneRules } from '../rules/zones.ts'
import type { FailReason, PathwayResult } from '../types.ts'

const EXISTING_HOUSING_UNKNOWN: FailReason = {
  code: 'existing_housing_unknown',
  status: 'unknown',
  fact: 'existingUnits',
  message:
    'What stands on the lot is not known: the number of ADUs depends on whether it is a house or a multifamily building.',
}

const EXISTING_DETACHED_SOURCE = fixedSource(
  'details.detachedAdusMax',
  'Up to 8 detached ADUs, and no more than the existing homes',
  [CITE.govCode66323],
)
const PROPOSED_MULTIFAMILY_SOURCE = fixedSource(
  'maxUnits',
  'Up to two detached ADUs with a proposed multifamily building',
  [CITE.govCode66323],
)
const PROPOSED_DETACHED_SOURCE = fixedSource(
  'details.detachedAdusMax',
  'Up to two detached ADUs with a proposed multifamily building',
  [CITE.govCode66323],
)
const PROPOSED_CONVERSION_SOURCE = fixedSource(
  'details.conversionAdusMax',
  'No conversions: they are made in an existing multifamily building, and none stands yet',
  [CITE.govCode66323],
)
const MULTIFAMILY_JUNIOR_SOURCE = fixedSource(
  'details.juniorAdusMax',
  'No junior ADUs: they are made only inside a single-family house',
  [CITE.govCode66323],
)
const SETBACKS_SOURCE = fixedSource(
  'setbacksFt',
  'New ADUs: 4 ft side and rear setbacks; none for conversions',
  [CITE.govCode66323],
)
const HEIGHT_NEAR_TRANSIT_SOURCE = fixedSource(
  'maxHeightFt',
  '18 ft within ½ mile walking of a major transit stop (20 ft to match the roof pitch of the house)',
  [CITE.govCode66321],
)
const HEIGHT_BESIDE_MULTISTORY_SOURCE = fixedSource(
  'maxHeightFt',
  '18 ft beside a multistory multifamily building',
  [CITE.govCode66321],
)
const HEIGHT_SOURCE = fixedSource('maxHeightFt', '16 ft for a detached ADU', [CITE.govCode66321])
const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No parking for ADUs within ½ mile walking of transit or in a historic district',
  [CITE.govCode66323],
)
const PARKING_SOURCE = fixedSource(
  'parkingMin',
  'At most 1 space per new detached ADU; none for conversions or junior ADUs',
  [CITE.govCode66323],
)

const MAX_DETACHED_ON_EXISTING_MULTIFAMILY = 8
const MAX_DETACHED_ON_PROPOSED_MULTIFAMILY = 2
/** LAMC 12.22 A.33: the largest detached ADU Los Angeles allows. */
export const LA_DETACHED_ADU_MAX_SF = 1_200
const JADU_MAX_SF = 500
const SIZE_NOTE = `Los Angeles caps a detached ADU at ${formatNumber(LA_DETACHED_ADU_MAX_SF)} sq ft; a junior ADU is at most ${JADU_MAX_SF} sq ft inside the house. Any local rule must still allow an 800 sq ft ADU.`

/** The ADUs a lot may add, by kind: detached, converted from space in a building, junior. */
type AduKinds = { readonly detached: number; readonly converted: number; readonly junior: number }

const totalOf = (adus: AduKinds) => adus.detached + adus.converted + adus.junior

/**
 * A house's ADUs under each reading of 66323(a). The conservative reading's one ADU is counted
 * as detached: it may instead be converted, but a detached one needs no space in the house.
 */
const HOUSE_ADUS: Readonly<Record<'hcd' | 'conservative', AduKinds>> = {
  hcd: { converted: 1, detached: 1, junior: 1 },
  conservative: { converted: 0, detached: 1, junior: 1 },
}
const READINGS = [HOUSE_ADUS.hcd, HOUSE_ADUS.conservative]

/** "One converted ADU.", "No converted ADU.": one kind's count under a reading. */
const describeKind = (name: string) => (result: number | 'unlimited' | null) =>
  result === 0 ? `No ${name}.` : result === 1 ? `One ${name}.` : `${String(result)} ${name}s.`

/** Each kind's count on a house, with the other reading's where they differ. */
function houseKindSources(pathway: PathwayBuilder, mode: 'hcd' | 'conservative'): void {
  const kinds = [
    [
      'details.conversionAdusMax',
      'converted',
      'converted ADU',
      mode === 'hcd'
        ? 'One ADU converted from space in the house or an accessory building, such as a garage (up to 150 sq ft more for its entrance)'
        : 'No converted ADU counted: the one ADU is counted as detached, though it may instead be converted',
    ],
    [
      'details.detachedAdusMax',
      'detached',
      'detached ADU',
      'One new detached ADU (up to 800 sq ft guaranteed, 4 ft side and rear setbacks)',
    ],
    [
      'details.juniorAdusMax',
      'junior',
      'junior ADU',
      `One junior ADU of at most ${JADU_MAX_SF} sq ft inside the house`,
    ],
  ] as const
  for (const [figure, kind, name, rule] of kinds)
    pathway.source(figure, rule, [CITE.govCode66323], {
      readings: readingsOf(
        'aduSfMode',
        mode,
        READINGS.map((adus) => adus[kind]),
        describeKind(name),
      ),
    })
}

type LotKind = 'single_family' | 'existing_multifamily' | 'proposed_multifamily'

const permitsHomes = (zone: ZoneRules) => zone.sfPerDu !== null

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'adu',
  name: 'Accessory dwelling units (ADU and JADU)',
  law: 'ADU law',
  lawId: 'adu',
  effectiveDate: EFFECTIVE.aduLaw,
  citations: [CITE.govCode66323, CITE.govCode66321, CITE.lamcAdu],
  existingHomes: 'adds',
  ownerSite: { septic: ADU_SEPTIC, adus: true },
})

const ADU_SF_COMBINATION_FLAG = flagOf(
  'CONTESTED',
  'adu_sf_combination',
  'Whether a house may add a converted ADU, a detached ADU and a junior ADU together, or only one ADU and one junior ADU, is read two ways.',
  'aduSfMode',
)

const ADU_ZONE = criterion('zone_no_dwellings', 'The lot is zoned for housing', CITE.govCode66314, [
  ...ZONE_CODES,
  'zone_no_dwellings',
])
const ADU_WHAT_STANDS = criterion(
  'existing_housing_unknown',
  'What stands on the lot (a house or a multifamily building) is known, since it sets the ADUs allowed',
  CITE.govCode66323,
)

export function analyzeAdu(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  pathway.check(ADU_ZONE)
  const zone = requireZone(context, pathway, 'ADU law', permitsHomes)
  if (zone && !permitsHomes(zone)) {
    pathway.fail(
      'zone_no_dwellings',
      'zone',
      `ADUs need a lot zoned for housing; the ${zone.zoneClass} zone is not.`,
    )
  }
  if (zone && permitsHomes(zone)) pathway.check(ADU_WHAT_STANDS)
  const kind = zone && permitsHomes(zone) ? lotKind(context, pathway) : null
  if (!kind) return pathway.finish(NO_FIGURES)

  const { facts, options } = context
  const details: Record<string, unknown> = { lotKind: kind }
  let adus: AduKinds
  if (kind === 'single_family') {
    const mode = pathway.option('aduSfMode', options.aduSfMode)
    pathway.flag(ADU_SF_COMBINATION_FLAG)
    adus = HOUSE_ADUS[mode]
    pathway.source(
      'maxUnits',
      mode === 'hcd'
        ? 'One converted ADU, one detached ADU (up to 800 sq ft guaranteed) and one junior ADU, as HCD reads 66323(a)'
        : 'One ADU and one junior ADU (the older, conservative reading)',
      [CITE.govCode66323],
      {
        readings: readingsOf('aduSfMode', mode, READINGS.map(totalOf), describeHomes),
      },
    )
    houseKindSources(pathway, mode)
    pathway.note(
      'The owner must live in the house or the junior ADU; ADUs carry no owner-occupancy rule.',
    )
  } else if (kind === 'existing_multifamily') {
    const existing = facts.existingUnits ?? 0
    adus = {
      converted: Math.max(1, roundDown(0.25 * existing)),
      detached: Math.min(MAX_DETACHED_ON_EXISTING_MULTIFAMILY, existing),
      junior: 0,
    }
    pathway.source(
      'maxUnits',
      `Conversions: at least 1 and up to 25 % of the ${homes(existing)} (${adus.converted}); detached: up to ${adus.detached} (at most 8, and no more than the existing homes)`,
      [CITE.govCode66323],
    )
    pathway.source(
      'details.conversionAdusMax',
      `At least 1 and up to 25 % of the ${homes(existing, 'existing ')}, rounded down, in space of the building not used as living space (storage rooms, boiler rooms, attics, garages), which public records do not show`,
      [CITE.govCode66323],
    )
    statedConversions(context, pathway, adus.converted, details)
    pathway.use(EXISTING_DETACHED_SOURCE)
    pathway.use(MULTIFAMILY_JUNIOR_SOURCE)
    if (context.rentStabilization.status === 'covered')
      pathway.note('ADUs may be added to buildings under the Rent Stabilization Ordinance.')
  } else {
    adus = { converted: 0, detached: MAX_DETACHED_ON_PROPOSED_MULTIFAMILY, junior: 0 }
    pathway.use(PROPOSED_MULTIFAMILY_SOURCE)
    pathway.use(PROPOSED_DETACHED_SOURCE)
    pathway.use(PROPOSED_CONVERSION_SOURCE)
    pathway.use(MULTIFAMILY_JUNIOR_SOURCE)
  }
  const maxUnits = totalOf(adus)
  details.detachedAdusMax = adus.detached
  details.conversionAdusMax = adus.converted
  details.juniorAdusMax = adus.junior
  pathway.note('On a lot split under SB 9, ADUs count toward the two homes each lot may hold.')
  pathway.note(SIZE_NOTE)
  pathway.note('ADUs may not be rented for less than 30 days.')

  pathway.use(SETBACKS_SOURCE)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits,
    maxHeightFt: detachedHeight(context, pathway, kind),
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: aduParking(context, pathway, adus.detached),
    details,
  })
}

/**
 * The conversions in space the building is stated to have (SB 1211: space not used as living
 * space; its owner states it, or an analyst confirms it), as `details.statedConversionAdus`: the
 * stated count, never above the law's. Left out when nothing is stated, so the conversions stay
 * in space nobody has seen (decision 842).
 */
function statedConversions(
  context: Context,
  pathway: PathwayBuilder,
  allowed: number,
  details: Record<string, unknown>,
): void {
  const stated = context.facts.conversionSpaceAdus
  if (stated === undefined) return
  const counted = Math.min(stated, allowed)
  details.statedConversionAdus = counted
  pathway.source(
    'details.statedConversionAdus',
    stated > allowed
      ? `The building’s space not used as living space is stated to hold ${adusOf(stated)}; the law allows ${adusOf(allowed)} converted there`
      : `The building’s space not used as living space is stated to hold ${adusOf(stated)}`,
    [CITE.govCode66323],
  )
}

const adusOf = (count: number) => (count === 1 ? '1 ADU' : `${formatNumber(count)} ADUs`)

/** What the ADU law sees on the lot: a single-family home, or existing or proposed multifamily. */
function lotKind(context: Context, pathway: PathwayBuilder): LotKind | null {
  const { facts } = context
  const type = facts.existingUnitType
  // Two or more attached dwellings are multifamily; detached single houses are not (HCD).
  if (type === 'multifamily' || type === 'duplex') return 'existing_multifamily'
  if (type === 'SFD') return 'single_family'
  if (context.zone?.family === 'single_family' || context.zone?.family === 'agricultural')
    return 'single_family'
  if (facts.existingUnits !== undefined) {
    if (facts.existingUnits >= 2) return 'existing_multifamily'
    if (facts.existingUnits === 1) return 'single_family'
    return 'proposed_multifamily'
  }
  if (facts.vacant === true) return 'proposed_multifamily'
  pathway.add(EXISTING_HOUSING_UNKNOWN)
  return null
}

/** Detached ADU height (66321(b)(4)): 16 ft, 18 ft near transit or beside a multistory building. */
function detachedHeight(context: Context, pathway: PathwayBuilder, kind: LotKind): number {
  if (context.walkNearMts === true) {
    pathway.use(HEIGHT_NEAR_TRANSIT_SOURCE)
    return 18
  }
  if (kind !== 'single_family' && context.facts.existingStructureMultistory === true) {
    pathway.use(HEIGHT_BESIDE_MULTISTORY_SOURCE)
    return 18
  }
  if (context.walkNearMts === undefined)
    pathway.note(
      'A detached ADU may be 18 ft tall within ½ mile walking of a major transit stop; the walking distance is not known.',
    )
  pathway.use(HEIGHT_SOURCE)
  return 16
}

/** At most one space per new detached ADU; none near transit or in historic districts. */
function aduParking(context: Context, pathway: PathwayBuilder, detached: number): number {
  if (context.walkNearMts === true || context.facts.hpoz === true) {
    pathway.use(NO_PARKING_SOURCE)
    return 0
  }
  // Conversions and junior ADUs never need parking.
  pathway.use(PARKING_SOURCE)
  pathway.note('A garage or carport removed for an ADU need not be replaced.')
  return detached
}
