// SB 9 (Gov. Code 65852.21 two-unit development, 66411.7 urban lot split; law/rules.md §4).
// The pathway is available when two units are; the lot split has criteria of its own, reported
// in details.lotSplit.
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { isSb9Zone } from '../rules/zones.ts'
import type { FailReason, PathwayResult } from '../types.ts'
import { isOnOrAfter, requireZone, type Context } from './context.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { formatNumber, roundUp } from './rounding.ts'
import {
  screenHazards,
  screenProtectedHousing,
  screenSb35Exclusions,
  type HazardRule,
} from './screens.ts'

const MIN_NEW_LOT_SF = 1_200
const MIN_NEW_LOT_SHARE = 0.4
const UNITS_PER_LOT = 2
const MIN_UNIT_SIZE_GUARANTEE_SF = 800

const SB9_HAZARDS: readonly HazardRule[] = [
  {
    fact: 'hpoz',
    effect: 'ineligible',
    unknownMatters: true,
    message: 'SB 9 does not apply in a Historic Preservation Overlay Zone.',
  },
  {
    fact: 'historicDesignation',
    effect: 'ineligible',
    unknownMatters: false,
    message: 'SB 9 does not apply to a designated historic property or landmark.',
  },
  {
    fact: 'vhfhsz',
    effect: 'conditional',
    unknownMatters: true,
    message:
      'In a Very High Fire Hazard Severity Zone, SB 9 needs the fire-hazard mitigation standards: in Los Angeles at least 20 ft of paved street frontage and full sprinklers.',
  },
  {
    fact: 'earthquakeFaultZone',
    effect: 'conditional',
    unknownMatters: false,
    message: 'In an earthquake fault zone, the project must meet the seismic standards of 65913.4.',
  },
  {
    fact: 'floodZoneSfha',
    effect: 'conditional',
    unknownMatters: false,
    message:
      'In a 100-year flood zone, SB 9 needs FEMA floodplain compliance (Los Angeles’s memo lists floodplains as prohibited).',
  },
  {
    fact: 'floodway',
    effect: 'conditional',
    unknownMatters: false,
    message: 'In a regulatory floodway, SB 9 needs a no-rise certification.',
  },
  {
    fact: 'coastalZone',
    effect: 'allowed',
    unknownMatters: false,
    message:
      'In the Coastal Zone, the Coastal Act still applies (a coastal development permit may be needed).',
  },
]

export function analyzeSb9(context: Context): PathwayResult {
  const pathway = new PathwayBuilder('sb9', 'SB 9 two homes and lot split', EFFECTIVE.sb9)
  pathway.cite(CITE.govCode65852_21, CITE.govCode66411_7, CITE.laSb9Memo)
  const { facts, options } = context
  if (!isOnOrAfter(context.analysisDate, EFFECTIVE.sb9)) {
    pathway.fail('not_yet_effective', null, `SB 9 applies from ${EFFECTIVE.sb9}.`)
    pathway.setStatus('not_yet_effective')
  }

  const zone = requireZone(context, pathway)
  if (zone && !isSb9Zone(zone)) {
    pathway.fail(
      'not_single_family_zone',
      'zone',
      `zone ${zone.zoneClass} is not a single-family zone (LA eligible zones: RA, RE, RS, R1, RU, RZ, RW)`,
    )
    // The zone settles it: the site screens would only bury the answer.
    return pathway.finish({})
  }
  screenHazards(pathway, context, SB9_HAZARDS)
  if (facts.floodZoneSfha === true || facts.floodway === true) {
    pathway.flag(
      'VERIFY',
      'sb9_flood',
      'Flood zones: the statute allows FEMA compliance; Los Angeles’s SB 9 memo treats floodplains as prohibited.',
    )
  }
  screenSb35Exclusions(pathway, context, 'SB 9')
  screenProtectedHousing(pathway, context, {
    law: 'SB 9',
    tenantLookbackYears: 3,
    ellisLookbackYears: 15,
  })
  if (
    facts.tenantOccupiedWithinYears !== undefined &&
    facts.tenantOccupiedWithinYears !== 'never'
  ) {
    pathway.note(
      'On a site a tenant lived on, a two-unit project may demolish at most 25 % of the exterior walls.',
    )
  }

  const lotSplit = analyzeLotSplit(context)
  const unsplitMode = pathway.option('sb9UnsplitAduMode', options.sb9UnsplitAduMode)
  const splitPossible = lotSplit.allowed !== false
  let maxUnits: number
  if (splitPossible) {
    maxUnits = UNITS_PER_LOT * 2
    pathway.source('maxUnits', 'Two units on each of the two new lots, ADUs included', [
      CITE.govCode66411_7,
    ])
  } else if (unsplitMode === 'adu_law') {
    maxUnits = 4
    pathway.flag(
      'CONTESTED',
      'sb9_unsplit_adus',
      'sb9_unsplit_adu_mode=adu_law: on an unsplit lot, ADU law still applies, so 4 homes is a practical total, not a statutory cap.',
      'sb9UnsplitAduMode',
    )
    pathway.source(
      'maxUnits',
      'Two primary units plus ADUs under ADU law (practical total)',
      [CITE.govCode65852_21, CITE.govCode66323],
      'CONTESTED',
    )
  } else {
    maxUnits = UNITS_PER_LOT
    pathway.source('maxUnits', 'Two primary units on the lot', [CITE.govCode65852_21])
  }

  const parking = sb9Parking(context, pathway, maxUnits)
  pathway.note('Units may not be rented for less than 30 days.')
  pathway.source(
    'setbacksFt',
    'Side and rear setbacks of at most 4 ft; front yard as the zone requires',
    [CITE.govCode65852_21],
  )
  return pathway.finish({
    maxUnits,
    setbacksFt: { front: null, side: 4, rear: 4 },
    parkingMin: parking,
    details: { lotSplit, minUnitSizeGuaranteeSf: MIN_UNIT_SIZE_GUARANTEE_SF },
  })
}

type LotSplit = {
  allowed: boolean | 'conditional'
  resultingLotsSf: readonly number[] | null
  failReasons: FailReason[]
  passingAlternative: { splitSf: readonly [number, number]; units: number } | null
}

/** The urban lot split's own tests: two lots of at least 1,200 sq ft and 40 % each, and more. */
function analyzeLotSplit(context: Context): LotSplit {
  const { facts, scenario } = context
  const reasons: FailReason[] = []
  const lotSf = facts.lotSf
  if (lotSf === undefined) {
    reasons.push({
      code: 'lot_area_unknown',
      status: 'unknown',
      fact: 'lotSf',
      message: 'The lot area is unknown.',
    })
    return {
      allowed: 'conditional',
      resultingLotsSf: null,
      failReasons: reasons,
      passingAlternative: null,
    }
  }
  const split = scenario.proposedSplitSf ?? [lotSf / 2, lotSf / 2]
  const minShare = MIN_NEW_LOT_SHARE * lotSf
  const smaller = Math.min(...split)
  if (smaller + 1e-9 < MIN_NEW_LOT_SF) {
    reasons.push({
      code: 'lot_split_min_area',
      status: 'fail',
      fact: 'proposedSplitSf',
      message: `lot_split: smaller parcel ${formatNumber(smaller)} < the 1,200 sq ft minimum`,
    })
  }
  if (smaller + 1e-9 < minShare) {
    reasons.push({
      code: 'lot_split_min_share',
      status: 'fail',
      fact: 'proposedSplitSf',
      message: `lot_split: smaller parcel ${formatNumber(smaller)} < 40% x ${formatNumber(lotSf)} = ${formatNumber(minShare)}`,
    })
  }
  if (Math.abs(split[0] + split[1] - lotSf) > 1) {
    reasons.push({
      code: 'lot_split_area_mismatch',
      status: 'fail',
      fact: 'proposedSplitSf',
      message: `The two new lots add up to ${formatNumber(split[0] + split[1])} sq ft, not the lot's ${formatNumber(lotSf)}.`,
    })
  }
  if (facts.priorSb9Split === true) {
    reasons.push({
      code: 'prior_sb9_split',
      status: 'fail',
      fact: 'priorSb9Split',
      message: 'The lot was itself created by an SB 9 split.',
    })
  }
  if (facts.adjacentSb9SplitByOwner === true) {
    reasons.push({
      code: 'adjacent_sb9_split',
      status: 'fail',
      fact: 'adjacentSb9SplitByOwner',
      message: 'The owner has already split an adjacent lot under SB 9.',
    })
  }
  if (scenario.ownerAffidavit === false) {
    reasons.push({
      code: 'owner_affidavit',
      status: 'fail',
      fact: 'ownerAffidavit',
      message: 'A lot split needs the owner’s affidavit to live in one unit for 3 years.',
    })
  } else if (scenario.ownerAffidavit === undefined) {
    reasons.push({
      code: 'owner_affidavit_unknown',
      status: 'unknown',
      fact: 'ownerAffidavit',
      message:
        'A lot split needs the owner’s affidavit to live in one of the units for 3 years (not required of community land trusts).',
    })
  }
  const failed = reasons.some((reason) => reason.status === 'fail')
  const alternativeSmaller = roundUp(Math.max(MIN_NEW_LOT_SF, minShare))
  const passingAlternative =
    failed && lotSf >= 2 * MIN_NEW_LOT_SF && lotSf - alternativeSmaller >= alternativeSmaller
      ? {
          splitSf: [alternativeSmaller, lotSf - alternativeSmaller] as const,
          units: UNITS_PER_LOT * 2,
        }
      : null
  return {
    allowed: failed ? false : reasons.length > 0 ? 'conditional' : true,
    resultingLotsSf: failed ? null : split,
    failReasons: reasons,
    passingAlternative,
  }
}

/** At most 1 space per unit; none within ½ mile walking of high-quality transit. */
function sb9Parking(context: Context, pathway: PathwayBuilder, units: number): number {
  if (context.walkNearMts === true) {
    pathway.source('parkingMin', 'No parking within ½ mile walking of a major transit stop', [
      CITE.govCode65852_21,
    ])
    return 0
  }
  if (context.walkNearMts === undefined)
    pathway.note(
      'No parking is required within ½ mile walking of a major transit stop or one block of car-share; the walking distance is unknown.',
    )
  pathway.source('parkingMin', 'At most 1 space per unit', [CITE.govCode65852_21])
  return units
}
