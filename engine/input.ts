// Sane bounds for every number the engine reads. A value outside them is a typing slip or a
// unit mix-up (square metres for square feet, a parcel number for an area), never a real lot:
// the engine refuses it with a message in plain words instead of computing nonsense. The wire
// format (common/contracts/analysis.ts) applies the same bounds.
import { FACT_LABELS } from './facts.ts'
import { formatNumber } from './analysis/format.ts'
import { readUnitMixKey, UNIT_MIX_KEY_FORMS } from './analysis/parking.ts'
import type { AnalysisInput, FactName } from './types.ts'

export type NumberLimit = {
  readonly min: number
  readonly max: number
  /** The minimum itself is not allowed (a lot of 0 sq ft). */
  readonly minExclusive: boolean
  readonly integer: boolean
  /** Unit for messages: "sq ft", "miles", "" for counts. */
  readonly unit: string
}

/** 10,000 acres: larger than any parcel in Los Angeles (Griffith Park is about 4,300 acres). */
export const MAX_LOT_SF = 435_600_000
const MAX_UNITS = 100_000

const area = { min: 0, max: MAX_LOT_SF, minExclusive: true, integer: false, unit: 'sq ft' }
const feet = (max: number, minExclusive = true) => ({
  min: 0,
  max,
  minExclusive,
  integer: false,
  unit: 'ft',
})
const count = (max: number) => ({ min: 0, max, minExclusive: false, integer: true, unit: '' })
const years = { min: 0, max: 200, minExclusive: false, integer: false, unit: 'years' }
const miles = { min: 0, max: 500, minExclusive: false, integer: false, unit: 'miles' }
const percent = { min: 0, max: 100, minExclusive: false, integer: false, unit: '%' }

/** Bounds of every numeric fact and scenario field. */
export const INPUT_LIMITS = {
  lotSf: area,
  lotWidthFt: feet(50_000),
  lotDepthFt: feet(50_000),
  alleyWidthFt: feet(200, false),
  zoneSplitSf: area,
  existingUnits: count(MAX_UNITS),
  existingBuildingSf: { ...area, minExclusive: false },
  conversionSpaceAdus: count(MAX_UNITS),
  yearBuilt: { min: 1781, max: 2100, minExclusive: false, integer: true, unit: '' },
  tenantOccupiedWithinYears: years,
  ellisWithdrawalWithinYears: years,
  lowerIncomeOccupiedWithinYears: years,
  distMtsMi: miles,
  walkDistMtsMi: miles,
  tocTier: count(4),
  cityPopulation: count(100_000_000),
  corridorRowWidthFt: feet(1_000),
  corridorFrontageFt: feet(50_000, false),
  easementSf: { ...area, minExclusive: false },
  housingElementSiteUnits: count(MAX_UNITS),
  baseUnits: count(MAX_UNITS),
  setAsidePct: percent,
  setAsideUnits: count(MAX_UNITS),
  ab1287Pct: percent,
  proposedUnits: count(MAX_UNITS),
  proposedSplitSf: area,
  unitMix: count(MAX_UNITS),
  storiesProposed: count(200),
} as const satisfies Partial<Record<FactName, NumberLimit>>

/** What a number must be, in words: "between 1 and 100,000", "more than 0 and at most …". */
export function describeLimit(limit: NumberLimit): string {
  const unit = limit.unit === '' ? '' : limit.unit === '%' ? ' %' : ` ${limit.unit}`
  const kind = limit.integer ? 'a whole number ' : 'a number '
  const lower = limit.minExclusive
    ? `more than ${formatNumber(limit.min)}`
    : `at least ${formatNumber(limit.min)}`
  return `${kind}${lower} and at most ${formatNumber(limit.max)}${unit}`
}

/** A value the engine cannot analyze, named by the fact it was given for. */
export class EngineInputError extends Error {
  readonly fact: FactName | 'analysisDate'
  constructor(fact: FactName | 'analysisDate', message: string) {
    super(message)
    this.name = 'EngineInputError'
    this.fact = fact
  }
}

/** True when `value` is a number within `limit`. */
export function isWithinLimit(value: unknown, limit: NumberLimit): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (limit.minExclusive ? value > limit.min : value >= limit.min) &&
    value <= limit.max &&
    (!limit.integer || Number.isInteger(value))
  )
}

/** Throws EngineInputError when a number is out of bounds or a date is not YYYY-MM-DD. */
export function assertValidInput({ parcel: p, scenario: s }: AnalysisInput): void {
  // One line per numeric field: plain property reads keep this cheap on every analysis.
  const L = INPUT_LIMITS
  check('lotSf', p.lotSf, L.lotSf)
  check('lotWidthFt', p.lotWidthFt, L.lotWidthFt)
  check('lotDepthFt', p.lotDepthFt, L.lotDepthFt)
  check('alleyWidthFt', p.alleyWidthFt, L.alleyWidthFt)
  if (p.zoneSplitSf !== undefined)
    for (const area of p.zoneSplitSf) check('zoneSplitSf', area, L.zoneSplitSf)
  check('existingUnits', p.existingUnits, L.existingUnits)
  check('existingBuildingSf', p.existingBuildingSf, L.existingBuildingSf)
  check('conversionSpaceAdus', p.conversionSpaceAdus, L.conversionSpaceAdus)
  check('yearBuilt', p.yearBuilt, L.yearBuilt)
  if (p.tenantOccupiedWithinYears !== 'never')
    check('tenantOccupiedWithinYears', p.tenantOccupiedWithinYears, L.tenantOccupiedWithinYears)
  if (p.ellisWithdrawalWithinYears !== 'never')
    check('ellisWithdrawalWithinYears', p.ellisWithdrawalWithinYears, L.ellisWithdrawalWithinYears)
  if (p.lowerIncomeOccupiedWithinYears !== 'never')
    check(
      'lowerIncomeOccupiedWithinYears',
      p.lowerIncomeOccupiedWithinYears,
      L.lowerIncomeOccupiedWithinYears,
    )
  check('distMtsMi', p.distMtsMi, L.distMtsMi)
  check('walkDistMtsMi', p.walkDistMtsMi, L.walkDistMtsMi)
  check('tocTier', p.tocTier, L.tocTier)
  check('cityPopulation', p.cityPopulation, L.cityPopulation)
  check('corridorRowWidthFt', p.corridorRowWidthFt, L.corridorRowWidthFt)
  check('corridorFrontageFt', p.corridorFrontageFt, L.corridorFrontageFt)
  check('easementSf', p.easementSf, L.easementSf)
  if (p.housingElementSiteUnits !== null)
    check('housingElementSiteUnits', p.housingElementSiteUnits, L.housingElementSiteUnits)
  check('baseUnits', s.baseUnits, L.baseUnits)
  check('setAsidePct', s.setAsidePct, L.setAsidePct)
  check('setAsideUnits', s.setAsideUnits, L.setAsideUnits)
  check('ab1287Pct', s.ab1287Pct, L.ab1287Pct)
  check('proposedUnits', s.proposedUnits, L.proposedUnits)
  if (s.proposedSplitSf !== undefined)
    for (const area of s.proposedSplitSf) check('proposedSplitSf', area, L.proposedSplitSf)
  if (s.unitMix !== undefined)
    for (const [key, count] of Object.entries(s.unitMix)) {
      if (readUnitMixKey(key) === null)
        throw new EngineInputError(
          'unitMix',
          `The unit mix must name its homes by ${UNIT_MIX_KEY_FORMS}; got "${key}".`,
        )
      check('unitMix', count, L.unitMix)
    }
  check('storiesProposed', s.storiesProposed, L.storiesProposed)
  checkDate('analysisDate', s.analysisDate)
  if (s.applicationDate !== undefined) checkDate('applicationDate', s.applicationDate)
}

/**
 * The limit comes as an argument, read by name at each call: V8 inlines only some of the ~25
 * calls, and a call it does not inline would otherwise look the limit up by a varying key.
 */
function check(fact: keyof typeof INPUT_LIMITS, value: unknown, limit: NumberLimit) {
  if (value !== undefined && !isWithinLimit(value, limit)) refuse(fact, value, limit)
}

function refuse(fact: FactName, value: unknown, limit: NumberLimit): never {
  throw new EngineInputError(
    fact,
    `${capitalize(FACT_LABELS[fact])} must be ${describeLimit(limit)}; got ${typeof value === 'number' ? formatNumber(value) : JSON.stringify(value)}.`,
  )
}

function checkDate(fact: 'analysisDate' | 'applicationDate', date: unknown) {
  if (!isIsoDate(date)) refuseDate(fact, date)
}

function refuseDate(fact: 'analysisDate' | 'applicationDate', date: unknown): never {
  throw new EngineInputError(
    fact,
    `The ${fact === 'analysisDate' ? 'analysis' : 'application'} date must be written YYYY-MM-DD; got ${JSON.stringify(date)}.`,
  )
}

/**
 * YYYY-MM-DD with a month of 01–12 and a day of 01–31, read character by character: a regular
 * expression here took longer than every number check together.
 */
function isIsoDate(date: unknown): boolean {
  if (typeof date !== 'string' || date.length !== 10) return false
  if (date.charCodeAt(4) !== DASH || date.charCodeAt(7) !== DASH) return false
  for (const at of DIGIT_POSITIONS) if (!isDigit(date.charCodeAt(at))) return false
  const month = (date.charCodeAt(5) - ZERO) * 10 + date.charCodeAt(6) - ZERO
  const day = (date.charCodeAt(8) - ZERO) * 10 + date.charCodeAt(9) - ZERO
  return month >= 1 && month <= 12 && day >= 1 && day <= 31
}

const DASH = 45
const ZERO = 48
const DIGIT_POSITIONS = [0, 1, 2, 3, 5, 6, 8, 9]

function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
