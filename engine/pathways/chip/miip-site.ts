// What the three Mixed Income Incentive Program pathways share (LAMC 12.22 A.38,
// law/rules-chip-replacement.md §C2): the sites the program excludes, the Maximum Allowable
// Residential Density (MARD), the affordable set-asides and the (j)(12) floor. The exclusions
// changed on 2026-06-30 (Ord. 188967); the application date decides which list applies.
import type { Context } from '../../analysis/context.ts'
import { criterion } from '../../analysis/criteria.ts'
import { homes } from '../../analysis/format.ts'
import {
  fixedSource,
  flagOf,
  readingsOf,
  type PathwayBuilder,
} from '../../analysis/pathway-builder.ts'
import { requireZone, ZONE_CODES } from '../../analysis/requirements.ts'
import { roundUp } from '../../analysis/rounding.ts'
import { zoneDensity } from '../../analysis/zone-density.ts'
import {
  J12_FLOOR_PCT,
  J12_FORMS_FLOOR_PCT,
  J12_MIN_MARD_EXCLUSIVE,
  MARKET_TIER_OF_AREA,
  MIIP_SET_ASIDE_PCT,
  type MarketTier,
  type MiipTier,
} from '../../rules/chip.ts'
import { CITE } from '../../rules/citations.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'
import type { ZoneRules } from '../../rules/zones.ts'
import type { AffordableRequirement, Citation, FigureSource, MarketArea } from '../../types.ts'

/** Which site exclusions apply: the referral forms' before 2026-06-30, the ordinance's after. */
export type MiipRegime = 'forms' | 'ordinance'

export function miipRegime(context: Context): MiipRegime {
  return context.applicationDate >= EFFECTIVE.chipLowRise ? 'ordinance' : 'forms'
}

const NOT_ALTERNATIVE_NOTE =
  'The Mixed Income Incentive Program, the Affordable Housing Incentive Program and the state density bonus are alternatives: a project uses one of them, never two together. Each is shown on its own.'

const PRE_AMENDMENT_FLAG = flagOf(
  'VERIFY',
  'miip_pre_amendment_exclusions',
  'For applications before June 30, 2026 the site exclusions follow City Planning’s referral forms; the ordinance text of that time was not read.',
)
const MARD_FLAG = flagOf(
  'VERIFY',
  'miip_mard_zone_only',
  'The maximum allowable density is the greatest of the zone, the general plan’s corresponding zone and any specific plan; only the zone is counted here, so the general plan or a specific plan may allow more.',
)
const PLAN_AREA_NOTE =
  'Not available in the Boyle Heights, Harbor Gateway or Wilmington–Harbor City community plan areas, or in the Cornfield Arroyo Seco Specific Plan (LAMC 12.22 A.38(c)(9)).'

/** Zones in which the program can be used at all (before the single-family test). */
const housesHomes = (zone: ZoneRules) =>
  zone.family !== 'industrial' && zone.family !== 'parking' && zone.family !== 'public'

/**
 * Screens the site against the program's exclusions and returns its zone, or null when the
 * zone is missing or excludes the program. `lowRise`: a Low-Rise project, which may use a
 * single-family lot in an Opportunity Station Area.
 */
/** The site criteria of one regime ((c) of the ordinance, or the referral forms before it). */
function siteCriteria(citation: Citation, fireName: string) {
  return {
    zone: criterion(
      'miip_zone',
      'The zone permits housing and is neither industrial nor single-family (a Low-Rise project may use a single-family lot in an Opportunity Station Area)',
      citation,
      [
        ...ZONE_CODES,
        'zone_no_dwellings',
        'miip_industrial_zone',
        'miip_cm_qualifier',
        'miip_single_family_zone',
        'opportunity_station_area_unknown',
        'lowrise_zone',
      ],
    ),
    planArea: criterion(
      'miip_excluded_plan_area',
      'The lot is outside the Cornfield Arroyo Seco Specific Plan area',
      citation,
    ),
    fireAndCoast: criterion(
      'miip_hazard_area',
      `The lot is outside ${fireName} and the Coastal Zone, or every neighbouring property lies outside them`,
      citation,
      ['miip_hazard_area', 'miip_fire_unknown', 'miip_neighbours_unknown'],
    ),
    seaLevelRise: criterion(
      'miip_sea_level_rise',
      'The lot is outside a Sea Level Rise Area',
      citation,
    ),
    historic: criterion(
      'miip_historic_resource',
      'The site is not a designated historic resource',
      citation,
    ),
  }
}

const ORDINANCE_CRITERIA = siteCriteria(
  CITE.miipEligibility,
  'a Fire Restriction Area (a Very High Fire Hazard Severity Zone that is also a Hillside Area)',
)
const FORMS_CRITERIA = siteCriteria(
  CITE.miipFormsEligibility,
  'a Very High Fire Hazard Severity Zone',
)

export function screenMiipSite(
  context: Context,
  pathway: PathwayBuilder,
  lowRise: boolean,
): ZoneRules | null {
  const { facts } = context
  const regime = miipRegime(context)
  const exclusions: Citation =
    regime === 'ordinance' ? CITE.miipEligibility : CITE.miipFormsEligibility
  pathway.cite(exclusions)
  if (regime === 'forms') pathway.flag(PRE_AMENDMENT_FLAG)
  pathway.note(NOT_ALTERNATIVE_NOTE)
  pathway.note(PLAN_AREA_NOTE)
  const criteria = regime === 'ordinance' ? ORDINANCE_CRITERIA : FORMS_CRITERIA
  pathway.check(criteria.zone)
  pathway.check(criteria.planArea)
  pathway.check(criteria.fireAndCoast)
  if (facts.seaLevelRise1ft !== undefined) pathway.check(criteria.seaLevelRise)
  if (facts.historicDesignation !== undefined) pathway.check(criteria.historic)

  const zone = requireZone(context, pathway, 'the Mixed Income Incentive Program', housesHomes)
  if (zone) {
    if (zone.family === 'industrial') {
      pathway.fail(
        'miip_industrial_zone',
        'zone',
        `The Mixed Income Incentive Program excludes lots in the ${zone.zoneClass} zone (LAMC 12.22 A.38(c)(4)).`,
      )
    } else if (!housesHomes(zone)) {
      pathway.fail('zone_no_dwellings', 'zone', `The ${zone.zoneClass} zone permits no housing.`)
    } else if (zone.family === 'commercial_manufacturing' && barsHousingByQualifier(context)) {
      pathway.conditional(
        'miip_cm_qualifier',
        'zoneString',
        'In the CM zone the program is open only where no [Q] condition, D limitation or overlay bars housing by right; the zone carries one, so check it.',
      )
    } else if (zone.family === 'single_family' || zone.family === 'agricultural') {
      screenSingleFamily(context, pathway, zone, lowRise)
    }
  }
  if (facts.specificPlan !== undefined && /cornfield/i.test(facts.specificPlan)) {
    pathway.fail(
      'miip_excluded_plan_area',
      'specificPlan',
      'The Cornfield Arroyo Seco Specific Plan area is excluded from the Mixed Income Incentive Program.',
    )
  }
  screenHazards(context, pathway, regime)
  if (facts.historicDesignation === true) {
    pathway.conditional(
      'miip_historic_resource',
      'historicDesignation',
      'A designated historic resource may not be demolished, and a project on its site must meet the Secretary of the Interior’s Standards; such sites also get no FAR increase.',
    )
  }
  return zone && pathway.hasFailed() ? null : zone
}

function barsHousingByQualifier(context: Context): boolean {
  const part = context.zoning?.parts[0]
  return context.dLimitation || (part?.qualifiers.length ?? 0) > 0
}

function screenSingleFamily(
  context: Context,
  pathway: PathwayBuilder,
  zone: ZoneRules,
  lowRise: boolean,
) {
  const station = context.facts.opportunityStationArea
  if (lowRise && station === true) return
  if (lowRise && station === undefined) {
    pathway.unknown(
      'opportunity_station_area_unknown',
      'opportunityStationArea',
      `A Low-Rise project may use a ${zone.zoneClass} lot only in an Opportunity Station Area; whether the lot is in one is not known.`,
    )
    return
  }
  pathway.fail(
    'miip_single_family_zone',
    'zone',
    lowRise
      ? `A Low-Rise project may use a ${zone.zoneClass} lot only in an Opportunity Station Area (LAMC 12.22 A.38(c)(5)).`
      : `The Mixed Income Incentive Program excludes lots in the ${zone.zoneClass} zone and other single-family zones (LAMC 12.22 A.38(c)(5)).`,
  )
}

/**
 * Fire, coast and sea-level rise ((c)(6)). From 2026-06-30 the fire exclusion covers only the Fire
 * Restriction Area (a Very High Fire Hazard Severity Zone that is also a Hillside Area); before,
 * the forms excluded the whole fire zone. Fire and coastal sites pass when every neighbour lies
 * outside both; sea-level rise has no such exception.
 */
function screenHazards(context: Context, pathway: PathwayBuilder, regime: MiipRegime) {
  const { vhfhsz, hillsideArea, coastalZone, seaLevelRise1ft } = context.facts
  const fire = regime === 'ordinance' ? fireRestrictionArea(vhfhsz, hillsideArea) : vhfhsz
  const fireName =
    regime === 'ordinance'
      ? 'a Fire Restriction Area (a Very High Fire Hazard Severity Zone that is also a Hillside Area)'
      : 'a Very High Fire Hazard Severity Zone'
  if (fire === undefined) {
    pathway.unknown(
      'miip_fire_unknown',
      vhfhsz === undefined ? 'vhfhsz' : 'hillsideArea',
      `Whether the lot is in ${fireName} is not known; the program excludes such lots.`,
    )
  }
  if (fire === true || coastalZone === true) {
    const where = fire === true ? fireName : 'the Coastal Zone'
    const neighbours = context.facts.neighborsOutsideFraOrCz
    if (neighbours === false) {
      pathway.fail(
        'miip_hazard_area',
        fire === true ? 'vhfhsz' : 'coastalZone',
        `The lot is in ${where}, and not every neighbouring property lies outside it (LAMC 12.22 A.38(c)(6)).`,
      )
    } else if (neighbours === undefined) {
      pathway.unknown(
        'miip_neighbours_unknown',
        'neighborsOutsideFraOrCz',
        `The lot is in ${where}: the program is open only if every abutting, facing and corner property lies outside it.`,
      )
    } else {
      pathway.note(
        `The lot is in ${where}, but every neighbouring property lies outside it, which keeps it eligible.`,
      )
    }
  }
  if (seaLevelRise1ft === true) {
    pathway.fail(
      'miip_sea_level_rise',
      'seaLevelRise1ft',
      'The program excludes lots in a Sea Level Rise Area (LAMC 12.22 A.38(c)(6)).',
    )
  }
}

function fireRestrictionArea(
  vhfhsz: boolean | undefined,
  hillside: boolean | undefined,
): boolean | undefined {
  if (vhfhsz === false || hillside === false) return false
  if (vhfhsz === true && hillside === true) return true
  return undefined
}

/** The site's MARD from the zone, rounded up ((j)(5)); null after recording why it is unknown. */
export function miipMard(
  context: Context,
  pathway: PathwayBuilder,
): { readonly units: number; readonly rule: string } | null {
  const density = zoneDensity(context, pathway, 'ceil')
  if (!density) return null
  pathway.flag(MARD_FLAG)
  pathway.source(
    'baseUnits',
    `Maximum allowable residential density: ${density.rule}, every fraction rounded up`,
    [CITE.miipRounding, CITE.zoningSummaryTable1],
  )
  return density
}

const MARKET_TIER_FLAG = flagOf(
  'VERIFY',
  'miip_market_tier',
  'Which map defines the market tier of the set-aside table was not confirmed (presumed the City’s residential market areas in ZIMAS).',
)

/** The City's name of each residential market area, as ZIMAS shows it. */
const MARKET_AREA_NAMES: Readonly<Record<MarketArea, string>> = {
  low: 'Low',
  medium: 'Medium',
  medium_high: 'Medium-High',
  high: 'High',
}

/** Each row of the set-aside table, as a sentence names the areas it covers. */
const MARKET_TIER_WORDS: Readonly<Record<MarketTier, { row: string; area: string }>> = {
  low_medium: { row: 'Low and Medium', area: 'a Low or Medium market area' },
  high_medium_high: { row: 'High and Medium-High', area: 'a High or Medium-High market area' },
}

/**
 * The set-aside options (ELI, VLI or lower income, % of all homes, rounded up). The market tier
 * is the one given for the lot; else presumed from its residential market area (decision 590);
 * else not known, and the higher row is used. Short of a given tier, a note gives the other
 * row's set-aside.
 */
export function miipSetAsides(
  context: Context,
  pathway: PathwayBuilder,
  tier: MiipTier,
  total: number,
  source: Citation,
): AffordableRequirement[] {
  const given = context.facts.miipMarketTier
  const area = context.facts.residentialMarketArea
  const market: MarketTier =
    given ?? (area === undefined ? 'high_medium_high' : MARKET_TIER_OF_AREA[area])
  pathway.flag(MARKET_TIER_FLAG)
  const options = setAsidesFor(market, tier, total)
  if (given === undefined) {
    if (area === undefined) {
      pathway.unknown(
        'miip_market_tier_unknown',
        'miipMarketTier',
        'The market tier is not known; the set-aside uses the High and Medium-High row.',
      )
    } else {
      pathway.note(
        `The market tier is presumed from the lot’s residential market area, ${MARKET_AREA_NAMES[area]}: the set-aside uses the ${MARKET_TIER_WORDS[market].row} row.`,
      )
    }
    const other: MarketTier = market === 'low_medium' ? 'high_medium_high' : 'low_medium'
    const otherOptions = setAsidesFor(other, tier, total)
    pathway.note(
      `In ${MARKET_TIER_WORDS[other].area} the set-aside would be ${otherOptions.map((option) => `${option.units} ${option.category}`).join(', or ')} homes.`,
    )
  }
  pathway.use(setAsideSource(source, market, tier))
  return options
}

/**
 * The set-aside rules made so far, by program citation, then market tier and subarea tier: read
 * through objects rather than a key string, which took longer to build and hash than the rule.
 */
const SET_ASIDE_SOURCES = new Map<Citation, Record<MarketTier, (FigureSource | undefined)[]>>()

/** The set-aside's rule for a program, market tier and subarea tier, prepared once. */
function setAsideSource(citation: Citation, market: MarketTier, tier: MiipTier): FigureSource {
  let byMarket = SET_ASIDE_SOURCES.get(citation)
  if (byMarket === undefined) {
    byMarket = { low_medium: [], high_medium_high: [] }
    SET_ASIDE_SOURCES.set(citation, byMarket)
  }
  const byTier = market === 'low_medium' ? byMarket.low_medium : byMarket.high_medium_high
  let source = byTier[tier]
  if (source === undefined) {
    const pct = MIIP_SET_ASIDE_PCT[market][tier]
    source = fixedSource(
      'affordable',
      `One of ${pct.ELI} % extremely low, ${pct.VLI} % very low or ${pct.LI} % lower income of all homes, bonus included, rounded up (${market === 'low_medium' ? 'Low and Medium' : 'High and Medium-High'} market tier)`,
      [citation, CITE.miipRounding],
    )
    byTier[tier] = source
  }
  return source
}

function setAsidesFor(market: MarketTier, tier: MiipTier, total: number): AffordableRequirement[] {
  const pct = MIIP_SET_ASIDE_PCT[market][tier]
  return [
    { category: 'ELI', pct: pct.ELI, units: roundUp((pct.ELI / 100) * total) },
    { category: 'VLI', pct: pct.VLI, units: roundUp((pct.VLI / 100) * total) },
    { category: 'LI', pct: pct.LI, units: roundUp((pct.LI / 100) * total) },
  ]
}

const J12_REGIME_FLAG = flagOf(
  'CONTESTED',
  'miip_j12_regime',
  'For applications from February 11, 2025 to June 29, 2026, whether the (j)(12) minimum applies to every project or only to one taking a 4th incentive is contested.',
  'miipJ12Regime',
)
const ELI_COUNTS_FLAG = flagOf(
  'CONTESTED',
  'miip_eli_counts_as_vli',
  'Whether extremely low income homes count toward the 16 % very low income minimum is contested (extremely low income is a subset of very low income).',
  'miipEliCountsAsVli',
)

/**
 * The (j)(12) minimum on sites whose MARD exceeds 5: 16 % very low or 25 % low income of the
 * MARD (rental). Raises an option that falls short; returns the options and the check's figures.
 * For applications before 2026-06-30 it applies to every project or, as the forms have it, only
 * to one taking a 4th incentive: an option chooses, and both figures are shown.
 */
export function applyJ12(
  context: Context,
  pathway: PathwayBuilder,
  mard: number,
  options: readonly AffordableRequirement[],
): { readonly affordable: AffordableRequirement[]; readonly j12: Record<string, unknown> } {
  if (mard <= J12_MIN_MARD_EXCLUSIVE) {
    return { affordable: [...options], j12: { applies: false, vliFloor: 0, liFloor: 0 } }
  }
  const settled = miipRegime(context) === 'ordinance'
  const chosen = settled
    ? 'ord_188967'
    : pathway.option('miipJ12Regime', context.options.miipJ12Regime)
  const everyProject = chosen === 'ord_188967'
  const vliFloor = roundUp((J12_FLOOR_PCT.VLI / 100) * mard)
  const liFloor = roundUp((J12_FLOOR_PCT.LI / 100) * mard)
  const rule = `On a site whose maximum allowable density (${mard}) exceeds 5, at least ${J12_FLOOR_PCT.VLI} % very low income (${homes(vliFloor)}) or ${J12_FLOOR_PCT.LI} % low income (${homes(liFloor)}) of that density, rounded up`
  if (!settled) {
    pathway.flag(J12_REGIME_FLAG)
    const formsVli = roundUp((J12_FORMS_FLOOR_PCT.VLI / 100) * mard)
    const formsLi = roundUp((J12_FORMS_FLOOR_PCT.LI / 100) * mard)
    const readings = readingsOf('miipJ12Regime', chosen, [0, 0, vliFloor], (result) =>
      result === 0
        ? `No minimum unless the project takes a 4th incentive (then ${homes(formsVli, 'very low income ')} or ${homes(formsLi, 'low income ')}).`
        : `At least ${homes(Number(result), 'very low income ')} or ${homes(liFloor, 'low income ')}.`,
    )
    pathway.source('details.j12', rule, [CITE.miipJ12], { readings })
    if (!everyProject) {
      pathway.note(
        `A 4th incentive needs at least ${homes(formsVli, 'very low income ')} or ${homes(formsLi, 'low income ')} (16 % or 24 % of the maximum allowable density of ${mard}).`,
      )
      return { affordable: [...options], j12: { applies: false, vliFloor, liFloor } }
    }
  } else {
    pathway.source('details.j12', rule, [CITE.miipJ12])
  }
  const eliCounts = pathway.option('miipEliCountsAsVli', context.options.miipEliCountsAsVli)
  pathway.flag(ELI_COUNTS_FLAG)
  const affordable = options.map((option): AffordableRequirement => {
    if (option.category === 'VLI') return { ...option, units: Math.max(option.units, vliFloor) }
    if (option.category === 'LI') return { ...option, units: Math.max(option.units, liFloor) }
    // Extremely low income homes count toward the very low income minimum, or come on top of it.
    if (option.category === 'ELI' && eliCounts)
      return { ...option, units: Math.max(option.units, vliFloor) }
    return option
  })
  const eli = options.find((option) => option.category === 'ELI')
  if (eli) {
    const counted = Math.max(eli.units, vliFloor)
    const onTop = eli.units + vliFloor
    pathway.source(
      'details.eliOptionRestrictedUnits',
      `Restricted homes with the extremely low income option: ${homes(eli.units, 'extremely low income ')}, and the ${J12_FLOOR_PCT.VLI} % very low income minimum`,
      [CITE.miipJ12],
      {
        readings: readingsOf(
          'miipEliCountsAsVli',
          eliCounts,
          [counted, onTop],
          (result) =>
            `${homes(Number(result), 'restricted ')} with the extremely low income option.`,
        ),
      },
    )
    if (!eliCounts)
      pathway.note(
        `With the extremely low income option, ${homes(vliFloor, 'very low income ')} are owed on top to meet the 16 % minimum.`,
      )
  }
  return { affordable, j12: { applies: true, vliFloor, liFloor } }
}
