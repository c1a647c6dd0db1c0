// State Density Bonus Law (Gov. Code 65915, law/rules.md §2): base density, bonus by set-aside,
// the AB 1287 stacked bonus, 100 % affordable projects, incentives and 65915(p) parking.
import { CITE } from '../rules/citations.ts'
import {
  FULLY_AFFORDABLE_BONUS_PCT,
  FULLY_AFFORDABLE_HEIGHT_BONUS_FT,
  FULLY_AFFORDABLE_INCENTIVES,
  MAX_BASE_SETASIDE_PCT,
  MIN_SETASIDE_PCT,
  SENIOR_BONUS_PCT,
  bonusPct,
  incentivesFor,
  parkingPerUnitByBedrooms,
  stackedBonusPct,
  stateBonusPct,
  type BonusCategory,
} from '../rules/density-bonus.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { generalPlanMaxDuPerAcre } from '../rules/general-plan.ts'
import { heightLimit } from '../rules/height-districts.ts'
import type {
  AffordableRequirement,
  EngineOptions,
  PathwayResult,
  SetAsideCategory,
} from '../types.ts'
import { ab2097Applies } from './ab2097.ts'
import { isOnOrAfter, type Context } from './context.ts'
import { readUnitMix } from './parking.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { rsoStatus, tenantWithin } from './screens.ts'
import { formatNumber, roundUp } from './rounding.ts'
import { zoneDensity } from './zone-density.ts'

const MIN_DEVELOPMENT_UNITS = 5
/** Replacement duty looks back five years (65915(c)(3)). */
const REPLACEMENT_LOOKBACK_YEARS = 5
/** The set-aside that reaches each scale's largest bonus with the fewest VLI units. */
const SMALLEST_MAX_VLI_PCT: Readonly<Record<EngineOptions['laDbScale'], number>> = {
  state: 15,
  cap35: 11,
  la_chip_table: 24,
}

export function analyzeStateDensityBonus(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'state_density_bonus',
    'State density bonus',
    EFFECTIVE.densityBonusTables,
  )
  pathway.cite(CITE.govCode65915, CITE.govCode65915Rounding)
  const { scenario, options } = context

  const base = baseDensity(context, pathway)
  const setAside = readSetAside(context, base, pathway)
  const details: Record<string, unknown> = { scenarioAssumed: setAside.assumed }

  if (setAside.category === 'MOD' && scenario.tenure !== 'for_sale') {
    if (scenario.tenure === undefined) {
      pathway.unknown(
        'tenure_unknown',
        'tenure',
        'A moderate-income set-aside earns a bonus only in a for-sale common-interest development; the tenure is unknown.',
      )
    } else {
      pathway.fail(
        'moderate_rental',
        'tenure',
        'A moderate-income set-aside earns a bonus only in a for-sale common-interest development, not in rentals.',
      )
    }
  }
  screenReplacement(context, pathway, details)

  if (base === null)
    return pathway.finish({
      parkingMin: parking(context, pathway, details, setAside, null),
      details,
    })

  if (setAside.category === '100PCT') return fullyAffordable(context, pathway, base, details)

  let pct = 0
  let bonus: number
  const affordable: AffordableRequirement[] = []
  if (setAside.category === 'SENIOR') {
    bonus = SENIOR_BONUS_PCT
    pathway.note('Senior housing earns a 20 % bonus without affordable units.')
  } else {
    pct = setAside.pct
    const category = setAside.category
    if (pct + 1e-9 < MIN_SETASIDE_PCT[category]) {
      pathway.fail(
        'set_aside_too_small',
        'setAsidePct',
        `A ${formatNumber(pct)} % ${CATEGORY_NAMES[category]} set-aside is below the ${MIN_SETASIDE_PCT[category]} % that earns a bonus.`,
      )
    }
    bonus = bonusPct(category, pct, pathway.option('laDbScale', options.laDbScale))
    const state = stateBonusPct(category, pct)
    if (state > 35) {
      pathway.flag(
        'CONTESTED',
        'la_db_scale',
        `la_db_scale=${options.laDbScale}: whether Los Angeles grants bonuses above 35 % is unsettled.`,
        'laDbScale',
      )
      details.bonusUnitsByScale = {
        state: roundUp((base * state) / 100),
        cap35: roundUp((base * Math.min(35, state)) / 100),
        la_chip_table: roundUp((base * bonusPct(category, pct, 'la_chip_table')) / 100),
      }
    }
    affordable.push({ category, units: roundUp((pct / 100) * base), pct })
  }

  const bonusUnits = roundUp((base * bonus) / 100)
  let total = base + bonusUnits
  pathway.source(
    'maxUnits',
    `${base} base units + ${formatNumber(bonus)} % bonus (${bonusUnits} units, rounded up)`,
    [CITE.govCode65915Bonus, CITE.govCode65915Rounding],
  )
  details.bonusPct = bonus
  details.bonusUnits = bonusUnits

  const stacked = stackedBonus(context, pathway, base, setAside)
  let incentives = setAside.category === 'SENIOR' ? 0 : incentivesFor(setAside.category, pct)
  if (stacked) {
    total += stacked.units
    affordable.push({
      category: stacked.category,
      units: stacked.affordableUnits,
      pct: stacked.pct,
    })
    details.ab1287 = stacked
    details.bonusPctTotal = Math.min(100, bonus + stacked.bonusPct)
    pathway.source(
      'maxUnits',
      `${base} base + ${bonusUnits} bonus + ${stacked.units} AB 1287 units`,
      [CITE.govCode65915Bonus, CITE.govCode65915Stacked],
    )
    // Incentives count the cumulative share of the category the additional units belong to.
    const cumulative = setAside.category === stacked.category ? pct + stacked.pct : stacked.pct
    incentives = Math.max(incentives, incentivesFor(stacked.category, cumulative))
  }
  pathway.source('incentives', 'Incentives by affordable share of base units', [
    CITE.govCode65915Incentives,
  ])

  if (base < MIN_DEVELOPMENT_UNITS) {
    const basis = pathway.option('dbMinUnitsBasis', options.dbMinUnitsBasis)
    pathway.flag(
      'CONTESTED',
      'db_min_units_basis',
      `db_min_units_basis=${basis}: whether bonus units count toward the 5-unit threshold is unsettled.`,
      'dbMinUnitsBasis',
    )
    if (basis === 'base' || total < MIN_DEVELOPMENT_UNITS) {
      pathway.fail(
        'below_five_units',
        basis === 'base' ? 'lotSf' : null,
        `A density bonus needs a housing development of at least 5 units; the base density here is ${base}.`,
      )
    }
  }

  return pathway.finish({
    maxUnits: total,
    baseUnits: base,
    affordable,
    incentives,
    parkingMin: parking(context, pathway, details, setAside, total),
    details,
  })
}

const CATEGORY_NAMES: Readonly<Record<BonusCategory, string>> = {
  VLI: 'very-low-income',
  LI: 'lower-income',
  MOD: 'moderate-income',
}

/** "Maximum allowable residential density", every component rounded up (§2.3). */
function baseDensity(context: Context, pathway: PathwayBuilder): number | null {
  const given = context.scenario.baseUnits
  if (given !== undefined) {
    pathway.source('baseUnits', 'Base density as given', [CITE.govCode65915])
    return given
  }
  const zone = context.zone
  if (zone === undefined || zone === null) {
    pathway.unknown(
      'base_density_unknown',
      'zone',
      'The base density is unknown: give the zone and lot area, or the base units.',
    )
    return null
  }
  if (zone.sfPerDu === null) {
    pathway.fail(
      'zone_no_dwellings',
      'zone',
      `The ${zone.zoneClass} zone permits no housing, so there is no base density to add a bonus to.`,
    )
    return null
  }
  const density = zoneDensity(context, pathway, 'ceil')
  if (!density) {
    pathway.unknown(
      'lot_area_unknown',
      'lotSf',
      'The lot area is unknown; the base density depends on it.',
    )
    return null
  }
  let base = density.units
  let rule = `Zone density ${density.rule} (65915(q))`
  const mode = pathway.option('dbBaseDensityMode', context.options.dbBaseDensityMode)
  if (context.facts.generalPlanLandUse !== undefined && context.acres !== undefined) {
    pathway.flag(
      'CONTESTED',
      'db_base_density_mode',
      `db_base_density_mode=${mode}: whether Los Angeles applies the general-plan ceiling is unsettled.`,
      'dbBaseDensityMode',
    )
    if (mode === 'greatest_of_zone_and_gplu') {
      const source = pathway.option('gpluDensitySource', context.options.gpluDensitySource)
      const duPerAcre = generalPlanMaxDuPerAcre(context.facts.generalPlanLandUse, source)
      if (duPerAcre !== null) {
        pathway.flag(
          'VERIFY',
          'gplu_ranges',
          `General-plan density ranges from the ${source === 'framework' ? 'Framework Element' : 'community plan legend'} [VERIFY].`,
          'gpluDensitySource',
        )
        const byPlan = roundUp(duPerAcre * context.acres)
        if (byPlan > base) {
          base = byPlan
          rule = `General plan ${duPerAcre} du/acre × ${formatNumber(context.acres)} acres, rounded up (AB 1287 "greatest")`
        }
      }
    }
  }
  pathway.source('baseUnits', rule, [CITE.govCode65915Rounding, CITE.zoningSummaryTable1])
  return base
}

type SetAside = { category: SetAsideCategory; pct: number; assumed: boolean }

function readSetAside(context: Context, base: number | null, pathway: PathwayBuilder): SetAside {
  const { scenario, options } = context
  if (scenario.setAsideCategory !== undefined) {
    let pct = scenario.setAsidePct
    if (pct === undefined && scenario.vliUnits !== undefined && base)
      pct = (scenario.vliUnits / base) * 100
    if (pct === undefined && scenario.vliPct !== undefined) pct = scenario.vliPct
    const needsPct =
      scenario.setAsideCategory !== 'SENIOR' && scenario.setAsideCategory !== '100PCT'
    if (pct === undefined && needsPct) {
      pathway.unknown(
        'set_aside_unknown',
        'setAsidePct',
        'The affordable set-aside is not given; the bonus depends on it.',
      )
    }
    return { category: scenario.setAsideCategory, pct: pct ?? 0, assumed: false }
  }
  const pct = SMALLEST_MAX_VLI_PCT[options.laDbScale]
  pathway.option('laDbScale', options.laDbScale)
  pathway.note(
    `No set-aside was given: this assumes ${pct} % of base units for very-low-income households, the smallest set-aside that earns the largest bonus. Choose a set-aside to see yours.`,
  )
  return { category: 'VLI', pct, assumed: true }
}

function screenReplacement(
  context: Context,
  pathway: PathwayBuilder,
  details: Record<string, unknown>,
) {
  const { facts } = context
  pathway.cite(CITE.govCode65915Replacement)
  const protectedHousing =
    rsoStatus(facts) === true ||
    tenantWithin(facts, REPLACEMENT_LOOKBACK_YEARS) === true ||
    facts.deedRestrictedAffordable === true
  if (protectedHousing && facts.existingUnits !== undefined && facts.existingUnits > 0) {
    details.replacementUnitsRequired = facts.existingUnits
    pathway.note(
      `The ${facts.existingUnits} existing units are protected housing: a density bonus requires replacing them (65915(c)(3)).`,
    )
  }
}

type Stacked = {
  category: 'VLI' | 'MOD'
  pct: number
  bonusPct: number
  units: number
  affordableUnits: number
}

/** AB 1287's additional bonus (65915(v)), when the scenario adds units above the maximum set-aside. */
function stackedBonus(
  context: Context,
  pathway: PathwayBuilder,
  base: number,
  setAside: SetAside,
): Stacked | null {
  const { ab1287Category: category, ab1287Pct: pct } = context.scenario
  if (category === undefined || pct === undefined) return null
  pathway.cite(CITE.govCode65915Stacked)
  if (!isOnOrAfter(context.analysisDate, EFFECTIVE.ab1287)) {
    pathway.note(`The AB 1287 additional bonus applies from ${EFFECTIVE.ab1287}.`)
    return null
  }
  if (setAside.category === '100PCT' || setAside.category === 'SENIOR') return null
  if (setAside.pct + 1e-9 < MAX_BASE_SETASIDE_PCT[setAside.category]) {
    pathway.note(
      `The AB 1287 additional bonus needs the maximum base set-aside first (15 % VLI, 24 % lower income or 44 % moderate for-sale); this project has ${formatNumber(setAside.pct)} % ${setAside.category}.`,
    )
    return null
  }
  const additionalPct = stackedBonusPct(category, pct)
  if (additionalPct === 0) {
    pathway.note('The AB 1287 additional bonus starts at 5 % additional affordable units.')
    return null
  }
  const cap = context.options.ab1287TotalSetasideCapPct
  const totalSetAside = setAside.pct + pct
  pathway.flag(
    'VERIFY',
    'ab1287_setaside_cap',
    `total set-aside ${formatNumber(totalSetAside)} %, reported cap ${cap} % [VERIFY]`,
    'ab1287TotalSetasideCapPct',
  )
  if (totalSetAside > cap + 1e-9) {
    pathway.option('ab1287TotalSetasideCapPct', cap)
    pathway.conditional(
      'ab1287_setaside_over_cap',
      'ab1287Pct',
      `The total affordable set-aside of ${formatNumber(totalSetAside)} % is above the ${cap} % that AB 1287 reportedly allows.`,
    )
  }
  const basePct = stateBonusPct(setAside.category, setAside.pct)
  // The two bonuses together may not exceed 100 % of base density.
  const allowedPct = Math.min(additionalPct, 100 - basePct)
  return {
    category,
    pct,
    bonusPct: allowedPct,
    units: roundUp((base * allowedPct) / 100),
    affordableUnits: roundUp((pct / 100) * base),
  }
}

/** 100 % affordable projects: an 80 % bonus, or no density limit near transit (65915(f)(4)). */
function fullyAffordable(
  context: Context,
  pathway: PathwayBuilder,
  base: number,
  details: Record<string, unknown>,
): PathwayResult {
  const { facts } = context
  const nearTransit = context.nearMts === true || facts.veryLowVmtArea === true
  details.bonusPct = FULLY_AFFORDABLE_BONUS_PCT
  if (context.scenario.ab1287Category !== undefined) {
    const allowed = pathway.option(
      'ab1287AllowsFullyAffordable',
      context.options.ab1287AllowsFullyAffordable,
    )
    pathway.flag(
      'VERIFY',
      'ab1287_fully_affordable',
      `Whether 100 % affordable projects may add the AB 1287 bonus is unconfirmed; taken as ${allowed ? 'allowed' : 'not allowed'}.`,
      'ab1287AllowsFullyAffordable',
    )
  }
  pathway.note(
    'Every unit is affordable to lower-income households (up to 20 % may be moderate income).',
  )
  pathway.source('incentives', 'Five incentives for a 100 % affordable project (AB 1287)', [
    CITE.govCode65915Incentives,
  ])
  let maxUnits: number | 'unlimited'
  let maxHeightFt: number | null = null
  if (nearTransit) {
    maxUnits = 'unlimited'
    pathway.note(
      'No maximum density within ½ mile of a major transit stop or in a very-low-vehicle-travel area: the building envelope, after waivers, limits the units.',
    )
    pathway.source('maxUnits', 'No maximum density for 100 % affordable projects near transit', [
      CITE.govCode65915Bonus,
    ])
    const zoneHeight =
      context.zone && context.heightDistrict
        ? heightLimit(context.zone.heightGroup, context.heightDistrict)
        : null
    if (zoneHeight && zoneHeight !== 'n/a' && zoneHeight.heightFt !== null) {
      maxHeightFt = zoneHeight.heightFt + FULLY_AFFORDABLE_HEIGHT_BONUS_FT
      pathway.source(
        'maxHeightFt',
        `Zone height ${zoneHeight.heightFt} ft + 33 ft (or three stories)`,
        [CITE.govCode65915Bonus, CITE.zoningSummaryTable2],
      )
    }
  } else {
    if (context.nearMts === undefined)
      pathway.note(
        'Within ½ mile of a major transit stop a 100 % affordable project has no density limit; the distance is unknown.',
      )
    maxUnits = base + roundUp((base * FULLY_AFFORDABLE_BONUS_PCT) / 100)
    pathway.source('maxUnits', `${base} base units + 80 % bonus, rounded up`, [
      CITE.govCode65915Bonus,
    ])
  }
  if (
    base < MIN_DEVELOPMENT_UNITS &&
    maxUnits !== 'unlimited' &&
    maxUnits < MIN_DEVELOPMENT_UNITS
  ) {
    pathway.fail(
      'below_five_units',
      'lotSf',
      `A density bonus needs at least 5 units; this lot yields ${maxUnits}.`,
    )
  }
  return pathway.finish({
    maxUnits,
    baseUnits: base,
    maxHeightFt,
    incentives: FULLY_AFFORDABLE_INCENTIVES,
    affordable: [
      { category: 'LI', units: typeof maxUnits === 'number' ? maxUnits : base, pct: 100 },
    ],
    parkingMin: parking(
      context,
      pathway,
      details,
      { category: '100PCT', pct: 100, assumed: false },
      typeof maxUnits === 'number' ? maxUnits : null,
    ),
    details,
  })
}

/**
 * Parking on request under 65915(p), then AB 2097. Every ratio the project could use is listed
 * in `details.parkingScenarios`; `parkingMin` is the one the known facts support.
 */
function parking(
  context: Context,
  pathway: PathwayBuilder,
  details: Record<string, unknown>,
  setAside: SetAside,
  totalUnits: number | null,
): number | null {
  const { scenario } = context
  const units = scenario.proposedUnits ?? totalUnits
  pathway.cite(CITE.govCode65915Parking)
  if (units === null) {
    // With no unit count, only the rules that remove the minimum altogether can be applied.
    const accessNear = context.nearMts === true && context.facts.unobstructedAccessToMts !== false
    if (ab2097Applies(context) || (setAside.category === '100PCT' && accessNear)) {
      pathway.source('parkingMin', 'No parking minimum near transit (65915(p)(4), AB 2097)', [
        CITE.govCode65915Parking,
        CITE.govCode65863_2,
      ])
      return 0
    }
    return null
  }
  const mix = readUnitMix(scenario.unitMix)
  const byBedrooms = mix
    ? roundUp(
        mix.byBedrooms.reduce(
          (sum, [bedrooms, count]) => sum + count * parkingPerUnitByBedrooms(bedrooms),
          0,
        ) *
          (units / mix.units),
      )
    : units
  const vliPct = scenario.vliPct ?? (setAside.category === 'VLI' ? setAside.pct : 0)
  const liPct = setAside.category === 'LI' ? setAside.pct : 0
  const scenarios: Array<{ basis: string; spaces: number }> = [
    {
      basis: mix
        ? '65915(p)(1): by bedrooms'
        : '65915(p)(1): 1 per studio or one-bedroom (unit mix unknown)',
      spaces: byBedrooms,
    },
  ]
  const accessNear = context.nearMts === true && context.facts.unobstructedAccessToMts !== false
  let applicable = byBedrooms
  if (setAside.category === '100PCT') {
    scenarios.push({ basis: '65915(p)(4): 100 % affordable within ½ mile of transit', spaces: 0 })
    if (accessNear) applicable = 0
  } else if (vliPct + 1e-9 >= 11 || liPct + 1e-9 >= 20) {
    const halfPerUnit = roundUp(units * 0.5)
    scenarios.push({
      basis: '65915(p)(2): 0.5 per unit within ½ mile of a major transit stop',
      spaces: halfPerUnit,
    })
    if (accessNear) applicable = halfPerUnit
  } else if (
    setAside.category === 'MOD' &&
    setAside.pct + 1e-9 >= 40 &&
    scenario.tenure === 'for_sale' &&
    mix
  ) {
    const perBedroom = roundUp(0.5 * mix.bedrooms * (units / mix.units))
    scenarios.push({
      basis: '65915(p)(3): 0.5 per bedroom within ½ mile of a major transit stop',
      spaces: perBedroom,
    })
    if (context.nearMts === true) applicable = perBedroom
  }
  scenarios.push({ basis: 'AB 2097: no minimum within ½ mile of a major transit stop', spaces: 0 })
  details.parkingScenarios = scenarios
  if (ab2097Applies(context)) {
    pathway.source('parkingMin', 'No minimum within ½ mile of a major transit stop (AB 2097)', [
      CITE.govCode65863_2,
    ])
    return 0
  }
  pathway.source('parkingMin', 'Parking ratios a density-bonus project may request (65915(p))', [
    CITE.govCode65915Parking,
  ])
  if (context.nearMts === undefined)
    pathway.note(
      'Near transit the parking minimum drops (65915(p), AB 2097); the distance to transit is unknown.',
    )
  return applicable
}
