// State Density Bonus Law (Gov. Code 65915, law/rules.md §2): base density, the bonus a
// set-aside earns on the Los Angeles scale, the AB 1287 stacked bonus, 100 % affordable
// projects, incentives and 65915(p) parking. Each part is a file of its own here.
import { isOnOrAfter, type Context } from '../../analysis/context.ts'
import { criterion } from '../../analysis/criteria.ts'
import { ZONE_CODES } from '../../analysis/requirements.ts'
import { describeHomes, formatNumber, homes } from '../../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  flagOf,
  preparePathway,
  readingsOf,
} from '../../analysis/pathway-builder.ts'
import { atLeast, roundUp } from '../../analysis/rounding.ts'
import { tenantWithin } from '../../analysis/screens.ts'
import { CITE } from '../../rules/citations.ts'
import {
  minSetAsidePct,
  perCategory,
  SENIOR_BONUS_PCT,
  bonusPct,
  incentivesFor,
  stateBonusPct,
  type BonusCategory,
} from '../../rules/density-bonus.ts'
import { EFFECTIVE } from '../../rules/effective-dates.ts'
import type { AffordableRequirement, FailReason, Flag, PathwayResult } from '../../types.ts'
import { baseDensity } from './base-density.ts'
import { bonusParking } from './bonus-parking.ts'
import { bonusScale, SCALE_NAMES, type BonusScale } from './bonus-scale.ts'
import { MIN_DEVELOPMENT_UNITS, REPLACEMENT_LOOKBACK_YEARS } from './density-bonus-rules.ts'
import { fullyAffordableFigures } from './fully-affordable.ts'
import { readSetAside, shareOfBase, type SetAside } from './set-aside.ts'
import { stackedBonus } from './stacked-bonus.ts'

const TENURE_UNKNOWN: FailReason = {
  code: 'tenure_unknown',
  status: 'unknown',
  fact: 'tenure',
  message:
    'A moderate-income set-aside earns a bonus only in a for-sale common-interest development; whether the homes will be sold is not given.',
}
const MODERATE_RENTAL: FailReason = {
  code: 'moderate_rental',
  status: 'fail',
  fact: 'tenure',
  message:
    'A moderate-income set-aside earns a bonus only in a for-sale common-interest development, not in rentals.',
}

const BONUS_UNITS_SOURCE = fixedSource(
  'details.bonusUnits',
  'Base homes × the bonus percentage, rounded up',
  [CITE.govCode65915Bonus, CITE.govCode65915Rounding],
)
const INCENTIVES_SOURCE = fixedSource(
  'incentives',
  'Incentives by affordable share of base homes',
  [CITE.govCode65915Incentives],
)

const categoryName = perCategory({
  VLI: 'very-low-income',
  LI: 'lower-income',
  MOD: 'moderate-income',
})

const SCALES: readonly BonusScale[] = ['state', 'cap35', 'la_chip_table']

const SCALE_FLAGS = Object.fromEntries(
  SCALES.map((scale) => [
    scale,
    flagOf(
      'CONTESTED',
      'la_db_scale',
      `Whether Los Angeles grants bonuses above 35 % is unsettled: the City applies the full state scale to applications from February 11, 2025 (CHIP) and to projects stacking an AB 1287 bonus, and held earlier applications to 35 %. This result uses ${SCALE_NAMES[scale]}.`,
      'laDbScale',
    ),
  ]),
) as Record<BonusScale, Flag>

/**
 * Where CHIP's State Density Bonus Program (LAMC 12.22 A.37, applications from 2025-02-11)
 * may give more than the state law as computed here (rules-chip-replacement.md §C4; decision 421).
 */
const CHIP_BASE_DENSITY_FLAG = flagOf(
  'VERIFY',
  'chip_db_base_density',
  'Under CHIP’s State Density Bonus Program (LAMC 12.22 A.37) the base density is the greatest of the zone, the general plan’s corresponding zone and any specific plan, on the lot with half of an abutting alley; the base here counts less than that unless the base density and half-alley readings say otherwise, so the City’s base may be higher.',
)
const CHIP_TRANSIT_BONUS_FLAG = flagOf(
  'VERIFY',
  'chip_db_transit_bonus',
  'Los Angeles’s former extra 10 % bonus for projects near transit corridors and employment centres (capped at 35 % in all, printed in the City’s density bonus guidelines) is not applied: whether CHIP’s State Density Bonus Program (LAMC 12.22 A.37) keeps it was not confirmed.',
)

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'state_density_bonus',
  name: 'State density bonus',
  law: 'The density bonus',
  lawId: 'state_density_bonus',
  effectiveDate: EFFECTIVE.densityBonusTables,
  citations: [CITE.govCode65915, CITE.govCode65915Rounding],
  replacementIsCondition: true,
})

const SET_ASIDE_EARNS_A_BONUS = criterion(
  'set_aside_too_small',
  'The affordable set-aside is given and large enough to earn a bonus, and no larger than the base homes',
  CITE.govCode65915,
  ['set_aside_unknown', 'set_aside_too_small', 'set_aside_over_base'],
)
const BASE_DENSITY_KNOWN = criterion(
  'base_density_unknown',
  'The lot has a base density: a zone that permits homes, and the lot area',
  CITE.govCode65915,
  [
    ...ZONE_CODES,
    'base_density_unknown',
    'zone_no_dwellings',
    'zone_split_areas_unknown',
    'lot_area_unknown',
  ],
)
const MODERATE_FOR_SALE = criterion(
  'moderate_rental',
  'A moderate-income set-aside is in a for-sale common-interest development',
  CITE.govCode65915,
  ['moderate_rental', 'tenure_unknown'],
)
const FIVE_HOMES = criterion(
  'below_five_units',
  'The project is a housing development of at least 5 homes',
  CITE.govCode65915,
)

export function analyzeStateDensityBonus(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  const scale = bonusScale(context, pathway)
  pathway.check(SET_ASIDE_EARNS_A_BONUS)
  const given = readSetAside(context, scale, pathway)
  pathway.check(BASE_DENSITY_KNOWN)
  const base = baseDensity(context, pathway)
  if (base !== null && isOnOrAfter(context.applicationDate, EFFECTIVE.chip))
    chipProgramFlags(context, pathway)
  const setAside = base === null ? given : shareOfBase(given, base, pathway)
  const details: Record<string, unknown> = { scenarioAssumed: setAside.assumed, scale }
  screenTenure(context, pathway, setAside)
  screenReplacement(context, pathway, details)

  if (base === null)
    return pathway.finish({
      ...NO_FIGURES,
      parkingMin: bonusParking(context, pathway, details, setAside, null),
      details,
    })
  if (setAside.category === '100PCT') {
    const figures = fullyAffordableFigures(context, pathway, base)
    details.bonusPct = 80
    const total = typeof figures.maxUnits === 'number' ? figures.maxUnits : null
    // The same 5-home test as any density-bonus project, near transit too (no density limit).
    screenMinimumSize(context, pathway, base, total ?? Number.POSITIVE_INFINITY)
    return pathway.finish({
      ...figures,
      parkingMin: bonusParking(context, pathway, details, setAside, total),
      details,
    })
  }
  const bonus = bonusFor(pathway, base, setAside, scale)
  if (bonus === null)
    return pathway.finish({
      ...NO_FIGURES,
      baseUnits: base,
      parkingMin: bonusParking(context, pathway, details, setAside, null),
      details,
    })

  let total = base + bonus.units
  details.bonusPct = bonus.pct
  details.bonusUnits = bonus.units
  const stacked = stackedBonus(context, pathway, base, setAside)
  const affordable: AffordableRequirement[] = bonus.affordable ? [bonus.affordable] : []
  let incentives = bonus.incentives
  if (stacked) {
    total += stacked.units
    affordable.push({
      category: stacked.category,
      units: stacked.affordableUnits,
      pct: stacked.pct,
    })
    details.ab1287 = stacked
    details.bonusPctTotal = Math.min(100, bonus.pct + stacked.bonusPct)
    pathway.source(
      'details.bonusPctTotal',
      `The base bonus of ${formatNumber(bonus.pct)} % and the AB 1287 bonus of ${formatNumber(stacked.bonusPct)} %, at most 100 % together`,
      [CITE.govCode65915Stacked],
    )
    // Incentives count the cumulative share of the category the additional homes belong to.
    const cumulative =
      setAside.category === stacked.category ? (setAside.pct ?? 0) + stacked.pct : stacked.pct
    incentives = Math.max(incentives, incentivesFor(stacked.category, cumulative))
  }
  const readings = scaleReadings(base, setAside, scale, stacked?.units ?? 0)
  pathway.source(
    'maxUnits',
    stacked
      ? `${homes(base, 'base ')} + ${homes(bonus.units, 'bonus ')} + ${homes(stacked.units, 'AB 1287 ')}`
      : `${homes(base, 'base ')} + ${formatNumber(bonus.pct)} % bonus (${homes(bonus.units)}, rounded up)`,
    stacked
      ? [CITE.govCode65915Bonus, CITE.govCode65915Stacked]
      : [CITE.govCode65915Bonus, CITE.govCode65915Rounding],
    { readings },
  )
  if (affordable.length > 0)
    pathway.source(
      'affordable',
      `The affordable set-aside as a share of the ${homes(base, 'base ')}, rounded up`,
      [CITE.govCode65915Bonus, CITE.govCode65915Rounding],
    )
  pathway.use(INCENTIVES_SOURCE)
  screenMinimumSize(context, pathway, base, total)

  return pathway.finish({
    ...NO_FIGURES,
    maxUnits: total,
    baseUnits: base,
    affordable,
    incentives,
    parkingMin: bonusParking(context, pathway, details, setAside, total),
    details,
  })
}

/** What CHIP's State Density Bonus Program may add that the state law computed here does not. */
function chipProgramFlags(context: Context, pathway: PathwayBuilder): void {
  const { options } = context
  const baseComputed = context.scenario.baseUnits === undefined
  if (baseComputed && (options.dbBaseDensityMode === 'zone_only' || !options.includeHalfAlleySf))
    pathway.flag(CHIP_BASE_DENSITY_FLAG)
  if (context.scenario.setAsideCategory !== '100PCT') pathway.flag(CHIP_TRANSIT_BONUS_FLAG)
}

type Bonus = {
  readonly pct: number
  readonly units: number
  readonly affordable: AffordableRequirement | null
  readonly incentives: number
}

/** The bonus a set-aside earns on the scale in force, with its sources. */
function bonusFor(
  pathway: PathwayBuilder,
  base: number,
  setAside: SetAside,
  scale: BonusScale,
): Bonus | null {
  if (setAside.category === 'SENIOR') {
    pathway.note('Senior housing earns a 20 % bonus without affordable homes.')
    const units = roundUp((base * SENIOR_BONUS_PCT) / 100)
    sourceBonus(pathway, 'A 20 % bonus for senior housing')
    return { pct: SENIOR_BONUS_PCT, units, affordable: null, incentives: 0 }
  }
  const pct = setAside.pct
  if (pct === null) return null
  const category = setAside.category as BonusCategory
  if (!atLeast(pct, minSetAsidePct(category))) {
    pathway.fail(
      'set_aside_too_small',
      setAside.units === null ? 'setAsidePct' : 'setAsideUnits',
      `A ${formatNumber(pct)} % ${categoryName(category)} set-aside is below the ${minSetAsidePct(category)} % that earns a bonus.`,
    )
  }
  const state = stateBonusPct(category, pct)
  const chosenPct = bonusPct(category, pct, scale)
  if (state > 35) {
    pathway.cite(CITE.govCode65915LaExemption)
    pathway.flag(SCALE_FLAGS[scale])
  }
  const units = roundUp((base * chosenPct) / 100)
  sourceBonus(
    pathway,
    `${formatNumber(pct)} % ${categoryName(category)} homes earn ${formatNumber(chosenPct)} % on ${SCALE_NAMES[scale]}`,
  )
  const affordableUnits = setAside.units ?? roundUp((pct / 100) * base)
  return {
    pct: chosenPct,
    units,
    affordable: { category, units: affordableUnits, pct },
    incentives: incentivesFor(category, pct),
  }
}

function sourceBonus(pathway: PathwayBuilder, rule: string) {
  pathway.source('details.bonusPct', rule, [CITE.govCode65915Bonus])
  pathway.use(BONUS_UNITS_SOURCE)
}

/** Total homes on each Los Angeles scale, when the scales disagree. */
function scaleReadings(base: number, setAside: SetAside, scale: BonusScale, stackedUnits: number) {
  if (setAside.category === 'SENIOR' || setAside.pct === null) return []
  const category = setAside.category as BonusCategory
  const pct = setAside.pct
  // The scales part only above 35 % or where the transcribed CHIP table differs.
  const state = stateBonusPct(category, pct)
  if (state <= 35 && bonusPct(category, pct, 'la_chip_table') === state) return []
  return readingsOf(
    'laDbScale',
    scale,
    SCALES.map(
      (each) => base + roundUp((base * bonusPct(category, pct, each)) / 100) + stackedUnits,
    ),
    describeHomes,
    SCALES,
  )
}

/** A moderate-income set-aside earns a base bonus only in a for-sale project (§2.2). */
function screenTenure(context: Context, pathway: PathwayBuilder, setAside: SetAside) {
  if (setAside.category !== 'MOD') return
  pathway.check(MODERATE_FOR_SALE)
  if (context.scenario.tenure === 'for_sale') return
  if (context.scenario.tenure === undefined) {
    pathway.add(TENURE_UNKNOWN)
  } else {
    pathway.add(MODERATE_RENTAL)
  }
}

/** Protected homes on the site must be replaced (65915(c)(3)). */
function screenReplacement(
  context: Context,
  pathway: PathwayBuilder,
  details: Record<string, unknown>,
) {
  const { facts } = context
  pathway.cite(CITE.govCode65915Replacement)
  const protectedHousing =
    context.rentStabilization.status === 'covered' ||
    tenantWithin(facts, REPLACEMENT_LOOKBACK_YEARS) === true ||
    facts.deedRestrictedAffordable === true
  const existing = facts.existingUnits
  if (protectedHousing && existing !== undefined && existing > 0) {
    details.replacementUnitsRequired = existing
    pathway.source(
      'details.replacementUnitsRequired',
      `The ${homes(existing, 'existing protected ')} must be replaced`,
      [CITE.govCode65915Replacement],
    )
    pathway.note(
      `A density bonus must replace the protected housing on the lot: ${homes(existing, 'existing ')} (65915(c)(3)).`,
    )
  }
}

const DB_MIN_UNITS_BASIS_FLAG = flagOf(
  'CONTESTED',
  'db_min_units_basis',
  'Whether bonus homes count toward the 5-home minimum of a density-bonus project is unsettled.',
  'dbMinUnitsBasis',
)

/** A housing development has at least 5 homes: base homes, or all homes under one reading. */
function screenMinimumSize(context: Context, pathway: PathwayBuilder, base: number, total: number) {
  pathway.check(FIVE_HOMES)
  if (base >= MIN_DEVELOPMENT_UNITS) return
  const basis = pathway.option('dbMinUnitsBasis', context.options.dbMinUnitsBasis)
  pathway.flag(DB_MIN_UNITS_BASIS_FLAG)
  const readings = readingsOf(
    'dbMinUnitsBasis',
    basis,
    [null, total >= MIN_DEVELOPMENT_UNITS ? total : null],
    describeHomes,
  )
  if (readings.length > 0)
    pathway.source(
      'details.minimumSizeReadings',
      'A density bonus needs a housing development of at least 5 homes (65915(i))',
      [CITE.govCode65915],
      { readings },
    )
  if (basis === 'base' || total < MIN_DEVELOPMENT_UNITS) {
    pathway.fail(
      'below_five_units',
      basis === 'base' ? 'lotSf' : null,
      `A density bonus needs a project of at least 5 homes; the base density here is ${base}.`,
    )
  }
}
