// The Mixed Income Incentive Program in Transit Oriented Incentive Areas and Opportunity
// Corridors (LAMC 12.22 A.38, law/rules-chip-replacement.md §§C2.1–C2.4, C2.7): a density bonus
// on the site's MARD (or density limited by floor area alone), more FAR and height, no parking,
// against a share of affordable homes. The tier comes from ZIMAS, never from distances.
import type { Context } from '../../analysis/context.ts'
import { criterion, type CriterionRule } from '../../analysis/criteria.ts'
import { formatNumber, homes } from '../../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  assumedScenario,
  fixedSource,
  flagOf,
  preparePathway,
} from '../../analysis/pathway-builder.ts'
import { requireLotSf } from '../../analysis/requirements.ts'
import { roundDown, roundUp } from '../../analysis/rounding.ts'
import {
  CAPACITY_AVERAGE_HOME_SF,
  CAPACITY_EFFICIENCY,
  MIIP_INCENTIVES,
  MIIP_MIN_UNITS,
  MIIP_SMALL_SITE_MARD,
  OC_TIERS,
  TOIA_TIERS,
  type MiipTier,
} from '../../rules/chip.ts'
import { CITE } from '../../rules/citations.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'
import { FAR_BY_DISTRICT, heightLimit } from '../../rules/height-districts.ts'
import { isCommercialOrIndustrial, type ZoneRules } from '../../rules/zones.ts'
import type { Citation, FactName, PathwayResult } from '../../types.ts'
import { applyJ12, miipMard, miipSetAsides, screenMiipSite } from './miip-site.ts'

const TOIA = preparePathway({
  id: 'miip_toia',
  name: 'Mixed Income Incentive Program: transit areas (CHIP)',
  law: 'The Mixed Income Incentive Program',
  lawId: 'chip',
  effectiveDate: EFFECTIVE.chip,
  inForceBy: 'application',
  citations: [CITE.miipToia, CITE.chipEffective],
})

const OC = preparePathway({
  id: 'miip_oc',
  name: 'Mixed Income Incentive Program: Opportunity Corridors (CHIP)',
  law: 'The Mixed Income Incentive Program',
  lawId: 'chip',
  effectiveDate: EFFECTIVE.chip,
  inForceBy: 'application',
  citations: [CITE.miipOc, CITE.chipEffective],
})

const NO_PARKING_SOURCE = (citation: Citation) =>
  fixedSource('parkingMin', 'No parking required for a Mixed Income Incentive Program project', [
    citation,
  ])
const TOIA_NO_PARKING = NO_PARKING_SOURCE(CITE.miipToia)
const OC_NO_PARKING = NO_PARKING_SOURCE(CITE.miipOc)
const INCENTIVES = (citation: Citation) =>
  fixedSource('incentives', 'Up to 4 additional incentives from the menu', [citation])
const TOIA_INCENTIVES = INCENTIVES(CITE.miipToia)
const OC_INCENTIVES = INCENTIVES(CITE.miipOc)

const CAPACITY_ASSUMPTION = assumedScenario(
  `Density is limited by floor area alone; the homes are estimated at ${CAPACITY_EFFICIENCY * 100} % of the floor area in homes of ${CAPACITY_AVERAGE_HOME_SF} sq ft on average.`,
)
const TOIA_TIERS_FLAG = flagOf(
  'VERIFY',
  'miip_tier_rules',
  'How City Planning assigns the tiers (transit type and distance) was not read; the tier is taken from ZIMAS.',
)
const RD_BONUS_FLAG = flagOf(
  'VERIFY',
  'miip_rd_bonus',
  'Whether the program keeps TOC’s lower bonus for RD zones was not confirmed; the referral form has no RD row, so none is applied.',
)
const OC_FEET_FLAG = flagOf(
  'VERIFY',
  'miip_oc_total_stories_ft',
  'How many feet the “total stories” height option allows was not confirmed.',
)

/** What both tiered programs read before their own tables: the tier, the site, the lot, MARD. */
const IN_TOIA = criterion(
  'miip_not_in_area',
  'The lot is in a Transit Oriented Incentive Area (its tier shown on ZIMAS)',
  CITE.miipToia,
  ['miip_not_in_area', 'miip_tier_unknown'],
)
const IN_OC = criterion(
  'miip_not_in_area',
  'The lot is in an Opportunity Corridor Incentive Area (its tier shown on ZIMAS)',
  CITE.miipOc,
  ['miip_not_in_area', 'miip_tier_unknown'],
)
const FIVE_HOMES = criterion(
  'below_five_units',
  'The project has at least 5 homes',
  CITE.miipEligibility,
)

type TieredSite = {
  readonly tier: MiipTier
  readonly zone: ZoneRules
  readonly lotSf: number
  readonly mard: { readonly units: number; readonly rule: string }
}

/**
 * Reads the lot's tier in a tiered incentive area and screens the site; null when the pathway
 * cannot be figured (its reasons are recorded on the builder). A lot in no such area is out
 * whatever else holds, so nothing more is screened for it.
 */
function readTieredSite(
  context: Context,
  pathway: PathwayBuilder,
  value: 1 | 2 | 3 | null | undefined,
  fact: FactName,
  area: string,
  inArea: CriterionRule,
): TieredSite | null {
  pathway.check(inArea)
  if (value === undefined)
    pathway.unknown(
      'miip_tier_unknown',
      fact,
      `Whether the lot is in ${area}, and which tier, is not known (ZIMAS shows it).`,
    )
  if (value === null) {
    pathway.fail('miip_not_in_area', fact, `The lot is not in ${area}.`)
    return null
  }
  const zone = screenMiipSite(context, pathway, false)
  const lotSf = requireLotSf(context, pathway)
  if (value === undefined || !zone || lotSf === undefined) return null
  const mard = miipMard(context, pathway)
  return mard ? { tier: value, zone, lotSf, mard } : null
}

/** The site's opportunity area as the tables read it: Higher, or Moderate and Lower. */
function higherOpportunity(context: Context, pathway: PathwayBuilder): boolean {
  const area = context.facts.tcacOpportunityArea
  if (area === undefined) {
    pathway.unknown(
      'opportunity_area_unknown',
      'tcacOpportunityArea',
      'The site’s opportunity area is not known; the figures use the Moderate and Lower row, and a Higher Opportunity Area allows more.',
    )
    return false
  }
  return area === 'higher'
}

export function analyzeMiipToia(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, TOIA)
  const site = readTieredSite(
    context,
    pathway,
    context.facts.miipToiaTier,
    'miipToiaTier',
    'a Transit Oriented Incentive Area',
    IN_TOIA,
  )
  if (!site) return pathway.finish(NO_FIGURES)
  const { tier, zone, lotSf, mard } = site
  pathway.flag(TOIA_TIERS_FLAG)
  if (zone.zoneClass.startsWith('RD')) pathway.flag(RD_BONUS_FLAG)
  const rules = TOIA_TIERS[tier]
  const higher = higherOpportunity(context, pathway)
  const smallSite = mard.units < MIIP_SMALL_SITE_MARD
  const historic = context.facts.historicDesignation === true
  const limitedIncrease = smallSite || historic
  const densityPct = smallSite
    ? rules.smallSiteDensityPct
    : higher
      ? rules.densityPct.higher
      : rules.densityPct.other

  const far = limitedIncrease
    ? baseFar(context, zone)
    : miipFar(context, pathway, zone, {
        residentialPct: higher ? rules.residentialFarPct.higher : rules.residentialFarPct.other,
        commercial: higher ? rules.commercialFar.higher : rules.commercialFar.other,
        citation: CITE.miipToia,
      })
  if (limitedIncrease && far !== null) {
    pathway.source(
      'far',
      `No FAR increase ${smallSite ? 'on a site whose maximum allowable density is under 5' : 'on a designated historic resource’s site'}: the zone’s ${formatNumber(far)}:1`,
      [CITE.miipToia, CITE.zoningSummaryTable2],
    )
  }
  const floorArea = far === null ? null : roundDown(far * lotSf)

  let total: number
  if (densityPct === null) {
    if (floorArea === null) {
      pathway.unknown(
        'height_district_unknown',
        'heightDistrict',
        'In a Higher Opportunity Area density is limited by floor area alone, which needs the height district.',
      )
      return pathway.finish(NO_FIGURES)
    }
    total = capacityEstimate(pathway, floorArea, CITE.miipToia)
  } else {
    const bonus = roundUp((mard.units * densityPct) / 100)
    total = mard.units + bonus
    pathway.source(
      'maxUnits',
      `${homes(mard.units, 'base ')} + ${densityPct} % (${tierName(tier)}${smallSite ? ', a site under 5 homes' : higher ? ', Higher Opportunity Area' : ''}) = ${mard.units} + ${bonus}, rounded up`,
      [CITE.miipToia, CITE.miipRounding],
    )
  }
  pathway.check(FIVE_HOMES)
  if (total < MIIP_MIN_UNITS) {
    pathway.fail(
      'below_five_units',
      'lotSf',
      `The program needs a project of at least 5 homes; this lot yields ${homes(total)}.`,
    )
  }
  const setAsides = miipSetAsides(context, pathway, tier, total, CITE.miipToia)
  const { affordable, j12 } = applyJ12(context, pathway, mard.units, setAsides)
  const added = limitedIncrease
    ? { stories: 1, ft: 11 }
    : { stories: rules.addedStories, ft: rules.addedFt }
  const height = miipHeight(context, pathway, added, CITE.miipToia)
  pathway.use(TOIA_NO_PARKING)
  pathway.use(TOIA_INCENTIVES)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits: total,
    baseUnits: mard.units,
    far,
    maxFloorAreaSf: floorArea,
    maxHeightFt: height.ft,
    maxStories: height.stories,
    parkingMin: 0,
    affordable,
    incentives: MIIP_INCENTIVES,
    details: {
      tier: `T-${tier}`,
      densityIncreasePct: densityPct ?? 'limited by floor area',
      heightIncrease: `+${added.stories} ${added.stories === 1 ? 'story' : 'stories'} / ${added.ft} ft`,
      j12,
    },
  })
}

export function analyzeMiipOc(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, OC)
  const site = readTieredSite(
    context,
    pathway,
    context.facts.miipOcTier,
    'miipOcTier',
    'an Opportunity Corridor Incentive Area',
    IN_OC,
  )
  if (!site) return pathway.finish(NO_FIGURES)
  const { tier, zone, lotSf, mard } = site
  pathway.flag(TOIA_TIERS_FLAG)
  const rules = OC_TIERS[tier]
  const historic = context.facts.historicDesignation === true
  const far = historic
    ? baseFar(context, zone)
    : miipFar(context, pathway, zone, {
        residentialPct: rules.residentialFar.pct,
        residentialFar: rules.residentialFar.far,
        commercial: rules.commercialFar,
        citation: CITE.miipOc,
      })
  if (far === null) {
    pathway.unknown(
      'height_district_unknown',
      'heightDistrict',
      'On an Opportunity Corridor density is limited by floor area alone, which needs the height district.',
    )
    return pathway.finish(NO_FIGURES)
  }
  if (historic)
    pathway.source(
      'far',
      `No FAR increase on a designated historic resource’s site: the zone’s ${formatNumber(far)}:1`,
      [CITE.miipOc, CITE.zoningSummaryTable2],
    )
  const floorArea = roundDown(far * lotSf)
  const total = capacityEstimate(pathway, floorArea, CITE.miipOc)
  pathway.check(FIVE_HOMES)
  if (total < MIIP_MIN_UNITS) {
    pathway.fail(
      'below_five_units',
      'lotSf',
      `The program needs a project of at least 5 homes; this lot’s floor area holds about ${homes(total)}.`,
    )
  }
  const setAsides = miipSetAsides(context, pathway, tier, total, CITE.miipOc)
  const { affordable, j12 } = applyJ12(context, pathway, mard.units, setAsides)
  const added = historic
    ? { stories: 1, ft: 11 }
    : { stories: rules.addedStories, ft: rules.addedFt }
  const height = miipHeight(context, pathway, added, CITE.miipOc)
  let stories = height.stories
  if (!historic) {
    pathway.flag(OC_FEET_FLAG)
    stories = Math.max(stories ?? 0, rules.totalStories)
    pathway.source(
      'maxStories',
      `The greater of the zone’s stories + ${rules.addedStories} and ${rules.totalStories} stories in all`,
      [CITE.miipOc],
    )
  }
  pathway.use(OC_NO_PARKING)
  pathway.use(OC_INCENTIVES)
  return pathway.finish({
    ...NO_FIGURES,
    maxUnits: total,
    baseUnits: mard.units,
    far,
    maxFloorAreaSf: floorArea,
    maxHeightFt: height.ft,
    maxStories: stories,
    parkingMin: 0,
    affordable,
    incentives: MIIP_INCENTIVES,
    details: {
      tier: `OC-${tier}`,
      densityIncreasePct: 'limited by floor area',
      heightIncrease: `+${added.stories} ${added.stories === 1 ? 'story' : 'stories'} / ${added.ft} ft${historic ? '' : `, or ${rules.totalStories} stories in all`}`,
      j12,
    },
  })
}

function tierName(tier: MiipTier) {
  return `Tier ${tier}`
}

/** The zone's FAR in its height district; null when the district is unknown or sets none. */
function baseFar(context: Context, zone: ZoneRules): number | null {
  const district = context.heightDistrict
  if (district === undefined) return null
  const row = isCommercialOrIndustrial(zone) ? 'commercial_industrial' : 'residential'
  const far = FAR_BY_DISTRICT[row][district]
  return typeof far === 'number' ? far : null
}

/**
 * The program's FAR: in R zones the base FAR raised by a share (or an absolute FAR where the
 * tier sets one); in C zones the greater of an absolute FAR and the raised base.
 */
function miipFar(
  context: Context,
  pathway: PathwayBuilder,
  zone: ZoneRules,
  rules: {
    readonly residentialPct: number
    readonly residentialFar?: number | null
    readonly commercial: { readonly far: number; readonly pct: number }
    readonly citation: Citation
  },
): number | null {
  const base = baseFar(context, zone)
  if (base === null) {
    pathway.note('The FAR needs the height district.')
    return null
  }
  const commercial = isCommercialOrIndustrial(zone)
  const pct = commercial ? rules.commercial.pct : rules.residentialPct
  const floor = commercial ? rules.commercial.far : (rules.residentialFar ?? null)
  const raised = Math.round(base * (1 + pct / 100) * 100) / 100
  const far = floor === null ? raised : Math.max(floor, raised)
  pathway.source(
    'far',
    floor === null
      ? `Base FAR ${formatNumber(base)} + ${pct} % = ${formatNumber(far)}`
      : `The greater of ${formatNumber(floor)}:1 and base FAR ${formatNumber(base)} + ${pct} % (${formatNumber(raised)})`,
    [rules.citation, CITE.zoningSummaryTable2],
  )
  return far
}

/** Homes a floor area holds, where density is limited by floor area alone (an estimate). */
function capacityEstimate(pathway: PathwayBuilder, floorArea: number, citation: Citation): number {
  const total = roundDown((floorArea * CAPACITY_EFFICIENCY) / CAPACITY_AVERAGE_HOME_SF)
  pathway.source(
    'maxUnits',
    `Density limited by floor area: ${formatNumber(floorArea)} sq ft × ${CAPACITY_EFFICIENCY} ÷ ${CAPACITY_AVERAGE_HOME_SF} sq ft a home = ${formatNumber((floorArea * CAPACITY_EFFICIENCY) / CAPACITY_AVERAGE_HOME_SF)}, rounded down (an estimate)`,
    [citation],
    { caveats: [CAPACITY_ASSUMPTION] },
  )
  return total
}

/** The zone's height raised by the program's stories and feet; null feet where none is set. */
function miipHeight(
  context: Context,
  pathway: PathwayBuilder,
  added: { readonly stories: number; readonly ft: number },
  citation: Citation,
): { readonly ft: number | null; readonly stories: number | null } {
  const zone = context.zone
  const district = context.heightDistrict
  if (!zone || district === undefined) return { ft: null, stories: null }
  const limit = heightLimit(zone.heightGroup, district)
  if (!limit || limit === 'n/a' || limit.heightFt === null) return { ft: null, stories: null }
  const ft = limit.heightFt + added.ft
  pathway.source(
    'maxHeightFt',
    `Zone height ${limit.heightFt} ft + ${added.ft} ft (${added.stories} ${added.stories === 1 ? 'story' : 'stories'})`,
    [citation, CITE.zoningSummaryTable2],
  )
  const stories = limit.stories === null ? null : limit.stories + added.stories
  return { ft, stories }
}
