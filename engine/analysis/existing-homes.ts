// What a pathway does with the homes that stand on the lot, one mechanism for every pathway:
// a pathway either keeps them and builds beside them, or demolishes them to build its count.
// Demolishing protected homes (rent-stabilized, under an affordability covenant, rented by a
// lower-income household in the last five years, withdrawn under the Ellis Act in the last ten)
// owes replacement homes (Gov. Code 66300.6; 65915(c)(3) for the density bonus; the City's
// Resident Protections Ordinance, LAMC 16.60), and displacing tenants owes relocation. Facts
// about the lot apply to each of its homes. What is not known is asked, with what each answer
// changes; it is never read as "no".
import {
  ELLIS_LOOKBACK_YEARS,
  EXISTING_HOMES_CITATIONS as CITE,
  LOWER_INCOME_LOOKBACK_YEARS,
  relocationSchedule,
} from '../rules/existing-homes.ts'
import type {
  Citation,
  ExistingHomesAction,
  ExistingHomesOutcome,
  ExistingHomesQuestion,
  LotExisting,
  ParcelFacts,
  PathwayExisting,
  RelocationOwed,
  RelocationSchedule,
  ReplacementRequirement,
} from '../types.ts'
import type { Context } from './context.ts'
import { formatDate, formatNumber, homes } from './format.ts'

/**
 * How a pathway's count relates to what stands: `demolishes` (its count replaces what stands),
 * `keeps_in_count` (it keeps what stands, which its count includes: SB 9) or `adds` (its count
 * is added to what stands: ADUs).
 */
export type ExistingHomesUse = 'demolishes' | 'keeps_in_count' | 'adds'

/** The lot's existing homes read once per analysis, for every pathway. */
const NONE: readonly never[] = []

const REPLACEMENT_CITATIONS: readonly Citation[] = [CITE.housingCrisisAct, CITE.residentProtections]
const DENSITY_BONUS_CITATIONS: readonly Citation[] = [
  CITE.housingCrisisAct,
  CITE.densityBonusReplacement,
  CITE.residentProtections,
]

const EACH = 'each home demolished'

const QUESTIONS = {
  existingUnits: {
    fact: 'existingUnits',
    question: 'How many homes stand on the lot?',
    ifYes:
      'If homes stand, each one demolished is subtracted from the homes this pathway adds, protected ones must be replaced, and tenants who must move are owed relocation.',
    ifNo: 'If none stand, nothing is owed for existing homes and every home built is a new one.',
  },
  covenant: {
    fact: 'deedRestrictedAffordable',
    question: 'Is any home on the lot under a recorded affordability covenant?',
    ifYes: `If so, ${EACH} must be replaced by a home restricted at the covenant’s income level.`,
    ifNo: 'If not, a covenant does not make the homes protected; the other facts decide.',
  },
  rso: {
    fact: 'rso',
    question: 'Are the homes under the Rent Stabilization Ordinance?',
    ifYes: `If so, ${EACH} must be replaced by an affordable home (a Low-income home where the tenant earned more), and tenants who must move are owed relocation.`,
    ifNo: 'If not, rent stabilization does not make the homes protected; the other facts decide.',
  },
  lowerIncome: {
    fact: 'lowerIncomeOccupiedWithinYears',
    question:
      'Has a lower-income household (at or below 80 % of the area median income) rented a home there in the last five years?',
    ifYes: `If so, ${EACH} must be replaced by a home affordable at the same or a lower income level.`,
    ifNo: 'If not, the tenants’ incomes do not make the homes protected; the other facts decide.',
  },
  lowerIncomeOfProtected: {
    fact: 'lowerIncomeOccupiedWithinYears',
    question:
      'Has a lower-income household (at or below 80 % of the area median income) rented a home there in the last five years?',
    ifYes: `If so, ${EACH} must be replaced by a home affordable at the same or a lower income level.`,
    ifNo: 'If not, the protected homes are replaced by Low-income homes.',
  },
  ellis: {
    fact: 'ellisWithdrawalWithinYears',
    question:
      'Were homes on the lot withdrawn from rent under the Ellis Act in the last ten years?',
    ifYes: `If so, ${EACH} is protected and must be replaced by an affordable home.`,
    ifNo: 'If not, an Ellis Act withdrawal does not make the homes protected.',
  },
} as const satisfies Record<string, ExistingHomesQuestion>

/**
 * What the pathway does with what stands, and the homes it adds net of what it removes. What
 * that owes is worked out once per analysis for each way of treating what stands (kept,
 * demolished, demolished for a density bonus) and held once, in the analysis's `existing`
 * (`lotExisting`); the pathway names it by its place there.
 */
export function existingHomesOf(
  context: Context,
  use: ExistingHomesUse,
  maxUnits: number | 'unlimited' | null,
  densityBonus: boolean,
): { existing: PathwayExisting; netNewUnits: number | 'unlimited' | null } {
  const standing = homesStanding(context.facts)
  const memo = context.existingMemo
  // A pathway that allows no more homes than stand builds nothing new: it keeps them (and no
  // net loss forbids demolishing them for fewer).
  const demolishes =
    use === 'demolishes' &&
    (standing === null || maxUnits === null || maxUnits === 'unlimited' || maxUnits > standing)
  let existing: PathwayExisting
  // With nothing standing, demolishing owes nothing whatever the pathway: one outcome.
  if (demolishes && densityBonus && standing !== 0)
    existing = memo.demolishedForDensityBonus ??= referTo(
      memo,
      demolishedAction(standing),
      demolished(context, standing, true),
    )
  else if (demolishes)
    existing = memo.demolished ??= referTo(
      memo,
      demolishedAction(standing),
      demolished(context, standing, false),
    )
  else
    existing = memo.kept ??= referTo(
      memo,
      standing === 0 ? 'nothing_stands' : 'keeps',
      kept(standing),
    )
  return { existing, netNewUnits: netNew(use, maxUnits, standing) }
}

/** What stands on the lot and what each way of treating it owes, once the pathways have run. */
export function lotExisting(context: Context): LotExisting {
  return {
    existingUnits: homesStanding(context.facts),
    relocationSchedule: relocationSchedule(context.analysisDate),
    outcomes: context.existingMemo.outcomes,
  }
}

function demolishedAction(standing: number | null): ExistingHomesAction {
  return standing === 0 ? 'nothing_stands' : standing === null ? 'unknown' : 'demolishes'
}

/**
 * A pathway's reference to an outcome: one object for each action and place, shared by every
 * analysis (a few dozen at most).
 */
const REFERENCES = new Map<ExistingHomesAction, PathwayExisting[]>()

function referTo(
  memo: Context['existingMemo'],
  action: ExistingHomesAction,
  outcome: ExistingHomesOutcome,
): PathwayExisting {
  const place = memo.outcomes.length
  memo.outcomes.push(outcome)
  let byPlace = REFERENCES.get(action)
  if (byPlace === undefined) REFERENCES.set(action, (byPlace = []))
  return (byPlace[place] ??= { action, outcome: place })
}

function netNew(
  use: ExistingHomesUse,
  maxUnits: number | 'unlimited' | null,
  standing: number | null,
): number | 'unlimited' | null {
  if (maxUnits === null || maxUnits === 'unlimited') return maxUnits
  if (use === 'adds') return maxUnits
  if (standing === null) return null
  return Math.max(0, maxUnits - standing)
}

/** Homes standing on the lot; null when not known. */
function homesStanding(facts: ParcelFacts): number | null {
  if (facts.existingUnits !== undefined) return facts.existingUnits
  if (facts.existingUnitType === 'none' || facts.vacant === true) return 0
  if (facts.existingUnitType === 'SFD') return 1
  return null
}

/** true: within the look-back; false: not (or never); undefined: not known. */
function within(years: number | 'never' | undefined, lookback: number): boolean | undefined {
  if (years === undefined) return undefined
  return years !== 'never' && years <= lookback
}

/** Relocation owed, without the schedule (the analysis holds it once). */
type Owed = Omit<RelocationOwed, 'schedule'>

const notOwed = (message: string): Owed => ({
  owed: false,
  totalLow: null,
  totalHigh: null,
  message,
})

const NOTHING_STANDS = notOwed('No homes stand on the lot, so no tenant must move.')
const STAYS = notOwed('The homes that stand stay, so no tenant must move for this pathway.')

function kept(standing: number | null): ExistingHomesOutcome {
  return {
    demolishedUnits: 0,
    protectedUnits: 0,
    minUnitsNoNetLoss: null,
    replacement: NONE,
    relocation: standing === 0 ? NOTHING_STANDS : STAYS,
    occupantRights: NONE,
    toConfirm: NONE,
    citations: NONE,
  }
}

function demolished(
  context: Context,
  standing: number | null,
  densityBonus: boolean,
): ExistingHomesOutcome {
  const facts = context.facts
  if (standing === 0) {
    return {
      ...kept(0),
      minUnitsNoNetLoss: 0,
    }
  }
  const citations = densityBonus ? DENSITY_BONUS_CITATIONS : REPLACEMENT_CITATIONS
  const rso = context.rentStabilization.status
  const classes = {
    covenant: facts.deedRestrictedAffordable,
    rentStabilized: rso === 'covered' ? true : rso === 'exempt' ? false : undefined,
    lowerIncome:
      facts.tenantOccupiedWithinYears === 'never' ||
      (typeof facts.tenantOccupiedWithinYears === 'number' &&
        facts.tenantOccupiedWithinYears > LOWER_INCOME_LOOKBACK_YEARS)
        ? false
        : within(facts.lowerIncomeOccupiedWithinYears, LOWER_INCOME_LOOKBACK_YEARS),
    ellis: within(facts.ellisWithdrawalWithinYears, ELLIS_LOOKBACK_YEARS),
  }
  const isProtected =
    classes.covenant === true ||
    classes.rentStabilized === true ||
    classes.lowerIncome === true ||
    classes.ellis === true
  const isUnprotected =
    classes.covenant === false &&
    classes.rentStabilized === false &&
    classes.lowerIncome === false &&
    classes.ellis === false
  const protectedUnits =
    standing === null ? null : isProtected ? standing : isUnprotected ? 0 : null

  // The questions are prepared once (QUESTIONS): an analysis only picks the ones it needs.
  const toConfirm: ExistingHomesQuestion[] = []
  if (standing === null) toConfirm.push(QUESTIONS.existingUnits)
  if (classes.covenant === undefined) toConfirm.push(QUESTIONS.covenant)
  if (!isProtected && classes.rentStabilized === undefined) toConfirm.push(QUESTIONS.rso)
  if (classes.lowerIncome === undefined)
    toConfirm.push(isProtected ? QUESTIONS.lowerIncomeOfProtected : QUESTIONS.lowerIncome)
  if (!isProtected && classes.ellis === undefined) toConfirm.push(QUESTIONS.ellis)

  const { relocation, question } = relocationOwed(context, standing)
  if (question) toConfirm.push(question)
  return {
    demolishedUnits: standing,
    protectedUnits,
    minUnitsNoNetLoss: standing,
    replacement:
      protectedUnits !== null && protectedUnits > 0
        ? replacementsOf(protectedUnits, classes, citations)
        : NONE,
    relocation,
    occupantRights:
      relocation.owed === false
        ? NONE
        : [
            'Tenants may stay until six months before construction starts.',
            'Lower-income households have a right of first refusal to a comparable new home at an affordable rent.',
          ],
    toConfirm,
    citations,
  }
}

type ProtectedClasses = {
  readonly covenant: boolean | undefined
  readonly rentStabilized: boolean | undefined
  readonly lowerIncome: boolean | undefined
  readonly ellis: boolean | undefined
}

/** Replacement lists made so far, by homes, class and citations: the same for every analysis alike. */
const replacements = new Map<string, readonly ReplacementRequirement[]>()

function replacementsOf(
  units: number,
  classes: ProtectedClasses,
  citations: readonly Citation[],
): readonly ReplacementRequirement[] {
  const key = `${units}|${classes.covenant}|${classes.lowerIncome}|${citations === DENSITY_BONUS_CITATIONS}`
  let found = replacements.get(key)
  if (found === undefined) {
    found = [replacementOf(units, classes, citations)]
    if (replacements.size < 10_000) replacements.set(key, found)
  }
  return found
}

/** The affordability replacement homes carry, from the strongest class the homes are in. */
function replacementOf(
  units: number,
  classes: ProtectedClasses,
  citations: readonly Citation[],
): ReplacementRequirement {
  const owed = homes(units, 'replacement ')
  if (classes.covenant === true)
    return {
      units,
      affordability: 'same_as_covenant',
      reason: `The homes are under an affordability covenant: ${owed}, restricted at the covenant’s income level.`,
      citations,
    }
  if (classes.lowerIncome === true)
    return {
      units,
      affordability: 'lower_income',
      reason: `A lower-income household rented here in the last five years: ${owed}, affordable at the same or a lower income level.`,
      citations,
    }
  if (classes.lowerIncome === false)
    return {
      units,
      affordability: 'low_income',
      reason: `The homes are protected and their tenants earned more than the lower-income limit: ${owed}, each a Low-income home (in a Lower Opportunity Area the City may accept rent-stabilized homes instead).`,
      citations,
    }
  return {
    units,
    affordability: 'lower_income',
    reason: `The tenants’ incomes are not known, so they are presumed lower-income in the City-wide shares of renter households: ${owed}, affordable to lower-income households until income certifications show otherwise.`,
    citations,
  }
}

type Relocation = {
  readonly relocation: Owed
  /** Whether tenants live there now, asked when it decides what is owed. */
  readonly question: ExistingHomesQuestion | null
}

/**
 * Relocation for each combination of homes, tenancy and schedule met so far: the figures and
 * words are the same for every analysis with the same combination, so they are made once.
 * One table per combination of tenancy and schedule (`combination`), each by homes standing
 * (-1 when not known), so that finding one builds no key.
 */
const relocations: Map<number, Relocation>[] = Array.from({ length: 12 }, () => new Map())

/** Which of the twelve tables: tenants now (yes, no, not known), lower-income now, stale. */
function combination(occupied: boolean | undefined, lowerIncomeNow: boolean, stale: boolean) {
  const tenancy = occupied === undefined ? 0 : occupied ? 1 : 2
  return tenancy * 4 + (lowerIncomeNow ? 2 : 0) + (stale ? 1 : 0)
}

function relocationOwed(context: Context, standing: number | null): Relocation {
  const schedule = relocationSchedule(context.analysisDate)
  const facts = context.facts
  const occupied =
    facts.tenantOccupiedWithinYears === undefined
      ? undefined
      : facts.tenantOccupiedWithinYears === 0
  const lowerIncomeNow = facts.lowerIncomeOccupiedWithinYears === 0
  const table = relocations[combination(occupied, lowerIncomeNow, schedule.stale)] as Map<
    number,
    Relocation
  >
  const key = standing ?? -1
  let found = table.get(key)
  if (found === undefined) {
    found = relocationFor(schedule, standing, occupied, lowerIncomeNow)
    if (table.size < 1_000) table.set(key, found)
  }
  return found
}

const NO_TENANT = notOwed('No tenant lives there now, so no relocation is owed.')

function relocationFor(
  schedule: RelocationSchedule,
  standing: number | null,
  occupied: boolean | undefined,
  lowerIncomeNow: boolean,
): Relocation {
  if (occupied === false || standing === 0)
    return {
      relocation: NO_TENANT,
      question: null,
    }
  const high = schedule.longTenancyOrLowerIncome.qualified
  const low = lowerIncomeNow
    ? schedule.longTenancyOrLowerIncome.eligible
    : schedule.under3Years.eligible
  const range =
    standing === null
      ? `$${formatNumber(low)} to $${formatNumber(high)} for each home`
      : `$${formatNumber(low * standing)} to $${formatNumber(high * standing)} for ${homes(standing)}`
  const dated = `at the amounts the Municipal Code prints, read ${formatDate(schedule.asOf)}${schedule.stale ? ' (the Housing Department updates them every July 1, so they may be out of date)' : ''}`
  const extra =
    'Lower-income households are also owed relocation benefits under Gov. Code 7260, which are not included.'
  return {
    relocation: {
      owed: occupied === true ? true : 'unknown',
      totalLow: standing === null ? null : occupied === true ? low * standing : 0,
      totalHigh: standing === null ? null : high * standing,
      message:
        occupied === true
          ? `Tenants who must move are owed relocation of ${range}, ${dated}. ${extra}`
          : `If tenants live there, relocation of ${range} is owed, ${dated}. ${extra}`,
    },
    question:
      occupied === undefined
        ? {
            fact: 'tenantOccupiedWithinYears',
            question: 'Do tenants live in the homes now?',
            ifYes: `If so, relocation of ${range} is owed, ${dated}, the most to tenants of three years or more, 62 or older, disabled or with children.`,
            ifNo: 'If not, no relocation is owed.',
          }
        : null,
  }
}
