// SB 9 (Gov. Code 65852.21 two-unit development, 66411.7 urban lot split; law/rules.md §4).
// The pathway is available when two units are; the lot split has criteria of its own, reported
// in details.lotSplit.
import { type Context } from '../analysis/context.ts'
import { requireZone, ZONE_CODES } from '../analysis/requirements.ts'
import { criterion } from '../analysis/criteria.ts'
import { describeHomes, formatNumber } from '../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
} from '../analysis/pathway-builder.ts'
import { roundUp } from '../analysis/rounding.ts'
import {
  hazard,
  prepareSb35Checks,
  screenHazards,
  protectedHousing,
  screenProtectedHousing,
  screenSb35Exclusions,
  type HazardRule,
} from '../analysis/screens.ts'
import { SB9_SEPTIC } from '../analysis/owner-site.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { isSb9Zone } from '../rules/zones.ts'
import type { FailReason, PathwayResult } from '../types.ts'

const SPLIT_UNITS_SOURCE = fixedSource(
  'maxUnits',
  'Two homes on each of the two new lots, ADUs included',
  [CITE.govCode66411_7],
)
const LOT_SPLIT_SOURCE = fixedSource(
  'details.lotSplit',
  'Two new lots of at least 1,200 sq ft and 40 % of the lot each',
  [CITE.govCode66411_7],
)
const PASSING_SPLIT_SOURCE = fixedSource(
  'details.lotSplit',
  'A split that passes: the smaller lot at 40 % of the lot, and at least 1,200 sq ft',
  [CITE.govCode66411_7],
)
const MIN_UNIT_SIZE_SOURCE = fixedSource(
  'details.minUnitSizeGuaranteeSf',
  'The city must allow two homes of at least 800 sq ft each',
  [CITE.govCode65852_21],
)
const SETBACKS_SOURCE = fixedSource(
  'setbacksFt',
  'Side and rear setbacks of at most 4 ft; front yard as the zone requires',
  [CITE.govCode65852_21],
)
const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No parking within ½ mile walking of a major transit stop',
  [CITE.govCode65852_21],
)
const PARKING_SOURCE = fixedSource('parkingMin', 'At most 1 space per home', [CITE.govCode65852_21])

const MIN_NEW_LOT_SF = 1_200
const MIN_NEW_LOT_SHARE = 0.4
const UNITS_PER_LOT = 2
const MIN_UNIT_SIZE_GUARANTEE_SF = 800

const SB9_HAZARDS: readonly HazardRule[] = [
  hazard(
    'hpoz',
    'ineligible',
    'decisive',
    'SB 9 does not apply in a Historic Preservation Overlay Zone.',
    CITE.govCode65852_21,
  ),
  hazard(
    'historicDesignation',
    'ineligible',
    'check',
    'SB 9 does not apply to a designated historic property or landmark.',
    CITE.govCode65852_21,
  ),
  hazard(
    'vhfhsz',
    'conditional',
    'check',
    'In a Very High Fire Hazard Severity Zone, SB 9 needs the fire-hazard mitigation standards: in Los Angeles at least 20 ft of paved street frontage and full sprinklers.',
    CITE.govCode65852_21,
  ),
  hazard(
    'earthquakeFaultZone',
    'conditional',
    'ignore',
    'In an earthquake fault zone, the project must meet the seismic standards of 65913.4.',
    CITE.govCode65852_21,
  ),
  hazard(
    'floodZoneSfha',
    'conditional',
    'ignore',
    'In a 100-year flood zone, SB 9 needs FEMA floodplain compliance (Los Angeles’s memo lists floodplains as prohibited).',
    CITE.govCode65852_21,
  ),
  hazard(
    'floodway',
    'conditional',
    'ignore',
    'In a regulatory floodway, SB 9 needs a no-rise certification.',
    CITE.govCode65852_21,
  ),
  hazard(
    'coastalZone',
    'allowed',
    'ignore',
    'In the Coastal Zone, the Coastal Act still applies (a coastal development permit may be needed).',
    CITE.govCode65852_21,
  ),
]
const SB35 = prepareSb35Checks('SB 9')
const PROTECTED_HOUSING = protectedHousing({
  law: 'SB 9',
  citation: CITE.govCode65852_21,
  tenantLookbackYears: 3,
  ellisLookbackYears: 15,
})

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'sb9',
  name: 'SB 9 two homes and lot split',
  law: 'SB 9',
  lawId: 'sb9',
  effectiveDate: EFFECTIVE.sb9,
  inForceBy: 'analysis',
  citations: [CITE.govCode65852_21, CITE.govCode66411_7, CITE.laSb9Memo],
  existingHomes: 'keeps_in_count',
  ownerSite: { septic: SB9_SEPTIC },
})

const SB9_FLOOD_FLAG = flagOf(
  'VERIFY',
  'sb9_flood',
  'In flood zones the statute allows FEMA compliance, but Los Angeles’s SB 9 memo treats floodplains as prohibited.',
)
const SB9_UNSPLIT_ADUS_FLAG = flagOf(
  'CONTESTED',
  'sb9_unsplit_adus',
  'On a lot that is not split, ADU law still applies: 4 homes is a practical total, not a cap written in SB 9.',
  'sb9UnsplitAduMode',
)

const SB9_ZONE = criterion(
  'not_single_family_zone',
  'The lot is in a single-family zone (in Los Angeles: RA, RE, RS, R1, RU, RZ or RW1)',
  CITE.govCode65852_21,
  [...ZONE_CODES, 'not_single_family_zone'],
)

export function analyzeSb9(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  const { facts, options } = context
  pathway.check(SB9_ZONE)
  const zone = requireZone(context, pathway, 'SB 9', isSb9Zone)
  if (zone && !isSb9Zone(zone)) {
    pathway.fail(
      'not_single_family_zone',
      'zone',
      `SB 9 applies only in single-family zones (in Los Angeles: RA, RE, RS, R1, RU, RZ and RW1); ${zone.zoneClass} is not one.`,
    )
    // The zone settles it: the site screens would only bury the answer.
    return pathway.finish(NO_FIGURES)
  }
  // On a split lot whose zones are all outside SB 9, the zones settle it too.
  if (zone === null && context.zoning?.split && pathway.hasFailed())
    return pathway.finish(NO_FIGURES)
  screenHazards(pathway, context, SB9_HAZARDS)
  if (facts.floodZoneSfha === true || facts.floodway === true) {
    pathway.flag(SB9_FLOOD_FLAG)
  }
  screenSb35Exclusions(pathway, context, SB35)
  screenProtectedHousing(pathway, context, PROTECTED_HOUSING)
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
    pathway.use(SPLIT_UNITS_SOURCE)
  } else {
    maxUnits = unsplitMode === 'adu_law' ? 4 : UNITS_PER_LOT
    pathway.flag(SB9_UNSPLIT_ADUS_FLAG)
    pathway.source(
      'maxUnits',
      unsplitMode === 'adu_law'
        ? 'Two primary homes plus ADUs under ADU law (a practical total)'
        : 'Two primary homes on the lot',
      [CITE.govCode65852_21, CITE.govCode66323],
      {
        readings: readingsOf('sb9UnsplitAduMode', unsplitMode, [4, UNITS_PER_LOT], describeHomes),
      },
    )
  }
  if (lotSplit.resultingLotsSf) pathway.use(LOT_SPLIT_SOURCE)
  else if (lotSplit.passingAlternative) pathway.use(PASSING_SPLIT_SOURCE)
  pathway.use(MIN_UNIT_SIZE_SOURCE)

  const parking = sb9Parking(context, pathway, maxUnits)
  pathway.note('Homes may not be rented for less than 30 days.')
  pathway.use(SETBACKS_SOURCE)
  return pathway.finish({
    ...NO_FIGURES,
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
  const lotSf = context.lotSf
  if (lotSf === undefined) {
    reasons.push({
      code: 'lot_area_unknown',
      status: 'unknown',
      fact: 'lotSf',
      message: 'The lot area is not known.',
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
      message: `The smaller new lot would be ${formatNumber(smaller)} sq ft; each must be at least 1,200 sq ft.`,
    })
  }
  if (smaller + 1e-9 < minShare) {
    reasons.push({
      code: 'lot_split_min_share',
      status: 'fail',
      fact: 'proposedSplitSf',
      message: `The smaller new lot would be ${formatNumber(smaller)} sq ft, under 40 % of the ${formatNumber(lotSf)} sq ft lot (${formatNumber(minShare)} sq ft).`,
    })
  }
  if (Math.abs(split[0] + split[1] - lotSf) > 1) {
    reasons.push({
      code: 'lot_split_area_mismatch',
      status: 'fail',
      fact: 'proposedSplitSf',
      message: `The two new lots add up to ${formatNumber(split[0] + split[1])} sq ft, not the lot’s ${formatNumber(lotSf)} sq ft.`,
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
      message: 'The owner has already split a neighbouring lot under SB 9.',
    })
  }
  if (scenario.ownerAffidavit === false) {
    reasons.push({
      code: 'owner_affidavit',
      status: 'fail',
      fact: 'ownerAffidavit',
      message: 'A lot split needs the owner’s affidavit to live in one of the homes for 3 years.',
    })
  } else if (scenario.ownerAffidavit === undefined) {
    reasons.push({
      code: 'owner_affidavit_unknown',
      status: 'unknown',
      fact: 'ownerAffidavit',
      message:
        'A lot split needs the owner’s affidavit to live in one of the homes for 3 years (not required of community land trusts).',
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

/** At most 1 space per home; none within ½ mile walking of high-quality transit. */
function sb9Parking(context: Context, pathway: PathwayBuilder, units: number): number {
  if (context.walkNearMts === true) {
    pathway.use(NO_PARKING_SOURCE)
    return 0
  }
  if (context.walkNearMts === undefined)
    pathway.note(
      'No parking is required within ½ mile walking of a major transit stop or one block of car-share; the walking distance is not known.',
    )
  pathway.use(PARKING_SOURCE)
  return units
}
