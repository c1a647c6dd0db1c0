// Accessory dwelling units (Gov. Code 66310–66342, SB 1211; law/rules.md §6). maxUnits is the
// number of ADUs (and a JADU) that may be added to what the lot holds.
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import type { PathwayResult } from '../types.ts'
import { requireZone, type Context } from './context.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { roundDown } from './rounding.ts'

const MAX_DETACHED_ON_EXISTING_MULTIFAMILY = 8
const MAX_DETACHED_ON_PROPOSED_MULTIFAMILY = 2
const LA_DETACHED_ADU_MAX_SF = 1_200
const JADU_MAX_SF = 500

type LotKind = 'single_family' | 'existing_multifamily' | 'proposed_multifamily'

export function analyzeAdu(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'adu',
    'Accessory dwelling units (ADU and JADU)',
    EFFECTIVE.aduLaw,
  )
  pathway.cite(CITE.govCode66323, CITE.govCode66321, CITE.lamcAdu)
  const zone = requireZone(context, pathway)
  if (zone?.sfPerDu === null) {
    pathway.fail(
      'zone_no_dwellings',
      'zone',
      `ADUs need a lot zoned for housing; the ${zone.zoneClass} zone is not.`,
    )
  }
  const kind = zone && zone.sfPerDu !== null ? lotKind(context, pathway) : null
  if (!kind) return pathway.finish({})

  const { facts, options } = context
  const details: Record<string, unknown> = { lotKind: kind }
  let maxUnits: number
  if (kind === 'single_family') {
    const mode = pathway.option('aduSfMode', options.aduSfMode)
    pathway.flag(
      'CONTESTED',
      'adu_sf_combination',
      'converted ADU + detached ADU + JADU combination [CONTESTED]',
      'aduSfMode',
    )
    maxUnits = mode === 'hcd' ? 3 : 2
    details.unitsAddedHcdReading = 3
    details.unitsAddedConservative = 2
    pathway.source(
      'maxUnits',
      mode === 'hcd'
        ? 'One converted ADU, one detached ADU (up to 800 sq ft guaranteed) and one JADU, as HCD reads 66323(a)'
        : 'One ADU and one JADU (the older, conservative reading)',
      [CITE.govCode66323],
      'CONTESTED',
    )
    pathway.note(
      'The owner must live in the house or the JADU; ADUs carry no owner-occupancy rule.',
    )
  } else if (kind === 'existing_multifamily') {
    const existing = facts.existingUnits ?? 0
    const conversion = Math.max(1, roundDown(0.25 * existing))
    const detached = Math.min(MAX_DETACHED_ON_EXISTING_MULTIFAMILY, existing)
    maxUnits = conversion + detached
    details.conversionAdusMax = conversion
    details.detachedAdusMax = detached
    pathway.source(
      'maxUnits',
      `Conversions: at least 1 and up to 25 % of ${existing} units (${conversion}); detached: up to ${detached} (at most 8, not more than the existing units)`,
      [CITE.govCode66323],
    )
    if (facts.rso === true)
      pathway.note('ADUs may be added to buildings under the Rent Stabilization Ordinance.')
  } else {
    maxUnits = MAX_DETACHED_ON_PROPOSED_MULTIFAMILY
    details.detachedAdusMax = MAX_DETACHED_ON_PROPOSED_MULTIFAMILY
    pathway.source('maxUnits', 'Up to two detached ADUs with a proposed multifamily building', [
      CITE.govCode66323,
    ])
  }
  pathway.note('On a lot split under SB 9, ADUs count toward the two units each lot may hold.')
  pathway.note(
    `Los Angeles caps a detached ADU at ${LA_DETACHED_ADU_MAX_SF} sq ft; a JADU is at most ${JADU_MAX_SF} sq ft inside the house. Any local rule must still allow an 800 sq ft ADU.`,
  )
  pathway.note('ADUs may not be rented for less than 30 days.')

  details.detachedAduHeightFt = detachedHeight(context, pathway, kind)
  pathway.source('setbacksFt', 'New ADUs: 4 ft side and rear setbacks; none for conversions', [
    CITE.govCode66323,
  ])
  return pathway.finish({
    maxUnits,
    maxHeightFt: details.detachedAduHeightFt as number,
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: aduParking(context, pathway, kind, maxUnits),
    details,
  })
}

/** What the ADU law sees on the lot: a single-family home, or existing or proposed multifamily. */
function lotKind(context: Context, pathway: PathwayBuilder): LotKind | null {
  const { facts } = context
  const zone = context.zone
  const type = facts.existingUnitType
  // Two or more attached dwellings are multifamily; detached single houses are not (HCD).
  if (type === 'multifamily' || type === 'duplex') return 'existing_multifamily'
  if (type === 'SFD') return 'single_family'
  if (zone?.family === 'single_family' || zone?.family === 'agricultural') return 'single_family'
  if (facts.existingUnits !== undefined) {
    if (facts.existingUnits >= 2) return 'existing_multifamily'
    if (facts.existingUnits === 1) return 'single_family'
    return 'proposed_multifamily'
  }
  if (facts.vacant === true) return 'proposed_multifamily'
  pathway.unknown(
    'existing_housing_unknown',
    'existingUnitType',
    'What stands on the lot is unknown: the ADU count depends on whether it is a house or a multifamily building.',
  )
  return null
}

/** Detached ADU height (66321(b)(4)): 16 ft, 18 ft near transit or beside a multistory building. */
function detachedHeight(context: Context, pathway: PathwayBuilder, kind: LotKind): number {
  if (context.walkNearMts === true) {
    pathway.source(
      'maxHeightFt',
      '18 ft within ½ mile walking of a major transit stop (20 ft to match the roof pitch of the house)',
      [CITE.govCode66321],
    )
    return 18
  }
  if (kind !== 'single_family' && context.facts.existingStructureMultistory === true) {
    pathway.source('maxHeightFt', '18 ft beside a multistory multifamily building', [
      CITE.govCode66321,
    ])
    return 18
  }
  if (context.walkNearMts === undefined)
    pathway.note(
      'A detached ADU may be 18 ft tall within ½ mile walking of a major transit stop; the walking distance is unknown.',
    )
  pathway.source('maxHeightFt', '16 ft for a detached ADU', [CITE.govCode66321])
  return 16
}

/** At most one space per ADU; none near transit, for conversions, or in historic districts. */
function aduParking(
  context: Context,
  pathway: PathwayBuilder,
  kind: LotKind,
  units: number,
): number {
  if (context.walkNearMts === true || context.facts.hpoz === true) {
    pathway.source(
      'parkingMin',
      'No parking for ADUs within ½ mile walking of transit or in a historic district',
      [CITE.govCode66323],
    )
    return 0
  }
  // Conversions never need parking; count only the new detached units.
  const newBuilt =
    kind === 'single_family'
      ? 1
      : kind === 'proposed_multifamily'
        ? units
        : Math.min(MAX_DETACHED_ON_EXISTING_MULTIFAMILY, context.facts.existingUnits ?? 0)
  pathway.source(
    'parkingMin',
    'At most 1 space per new detached ADU; none for conversions or JADUs',
    [CITE.govCode66323],
  )
  pathway.note('A garage or carport removed for an ADU need not be replaced.')
  return newBuilt
}
