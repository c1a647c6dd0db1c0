// Every criterion a pathway checked, each with its outcome and where it is written. A pathway
// declares each criterion once, at load (`criterion`), and says when it checks it
// (`PathwayBuilder.check`); the reasons it records while checking name the criterion by their
// codes. A checked criterion with no reason passed; reasons no criterion claims are listed as
// criteria of their own, so nothing a pathway found is ever dropped from the list.
import type { Citation, Criterion, FailReason } from '../types.ts'
import type { SharedList } from './shared-list.ts'

/** One criterion of a pathway, prepared once: its words, its citation and its reasons' codes. */
export type CriterionRule = {
  readonly code: string
  readonly requirement: string
  readonly citation: Citation
  /** The codes of the reasons that record this criterion as not passed. */
  readonly codes: readonly string[]
  /** The criterion passed: one object shared by every analysis. */
  readonly passed: Criterion
}

const NONE: readonly never[] = []

/**
 * A criterion in plain words (`requirement` says what the law asks, as met: "The lot is in a
 * single-family zone"), the reason codes that record it as not met, and its citation.
 */
export function criterion(
  code: string,
  requirement: string,
  citation: Citation,
  codes: readonly string[] = [code],
): CriterionRule {
  return {
    code,
    requirement,
    citation,
    codes,
    passed: { code, requirement, outcome: 'passed', reasons: NONE, citation },
  }
}

/**
 * What one list of checked criteria needs to sort an analysis's reasons, made once per list
 * and shared by every result that checked the same criteria: the list with every criterion
 * passed, and for each reason code the places of the criteria that claim it, in order. Reason
 * codes are internalized strings (see `internalized`), so each is found by its pointer.
 */
type Plan = {
  readonly checked: readonly CriterionRule[]
  readonly allPassed: readonly Criterion[]
  readonly placesOf: ReadonlyMap<string, readonly number[]>
  /** The lists sorted so far, by the reasons they were sorted from (see `Sorted`). */
  readonly sorted: Sorted
}

/**
 * The lists sorted so far for one list of checked criteria, by the codes of the reasons they
 * were sorted from and whether each fails, in order: a list of criteria depends on nothing else
 * (the reasons' words and facts are not in it, only their places). Lots alike in what a pathway
 * screens (the zone, the overlays, which facts are missing) record the same codes in the same
 * order, so a screen of many lots sorts each sequence once and its results share the list. Found
 * by a number made from the sequence (`SEQUENCE`), then checked code by code.
 */
type Sorted = Map<number, SortedList[]>
type SortedList = { readonly sequence: readonly number[]; readonly list: readonly Criterion[] }

/**
 * Lists the plans may keep together: the bench's 100,000 parcels meet about 3,500 sequences, but
 * a bound keeps memory flat whatever the input; past it lists are made and not kept.
 */
const MAX_SORTED = 20_000
let sortedKept = 0

/**
 * A number for each reason code met, in the order met: the sequences are written with them.
 * Codes are the engine's own vocabulary (written in its source or made at load), a few hundred.
 */
const CODE_NUMBERS = new Map<string, number>()

function codeNumber(code: string): number {
  let number = CODE_NUMBERS.get(code)
  if (number === undefined) CODE_NUMBERS.set(code, (number = CODE_NUMBERS.size))
  return number
}

/** The sequence of the reasons being sorted (code number, doubled, plus 1 when it fails). */
const SEQUENCE: number[] = []

/** Fills SEQUENCE from `reasons` and returns a number made from it (equal sequences, equal numbers). */
function readSequence(reasons: readonly FailReason[]): number {
  let hash = 0
  for (let index = 0; index < reasons.length; index++) {
    const reason = reasons[index] as FailReason
    const step = codeNumber(reason.code) * 2 + (reason.status === 'fail' ? 1 : 0)
    SEQUENCE[index] = step
    hash = (hash * 31 + step) % 1_000_000_007
  }
  return hash
}

function sameSequence(sequence: readonly number[], length: number): boolean {
  if (sequence.length !== length) return false
  for (let index = 0; index < length; index++) if (sequence[index] !== SEQUENCE[index]) return false
  return true
}

/**
 * Scratch space while one analysis's reasons are sorted, emptied before `criteriaOf` returns:
 * each checked criterion's reasons (their places in the pathway's reasons) by its place (as long
 * as the longest list), whether they fail it, and the places of the reasons no criterion
 * claims. One set for every call instead of new arrays each time.
 */
const FINDINGS: (number[] | undefined)[] = []
const FAILS: boolean[] = []
const UNCLAIMED: number[] = []

function planOf(checked: readonly CriterionRule[]): Plan {
  const placesOf = new Map<string, number[]>()
  for (let place = 0; place < checked.length; place++)
    for (const code of (checked[place] as CriterionRule).codes) {
      const places = placesOf.get(code)
      if (places === undefined) placesOf.set(code, [place])
      else if (!places.includes(place)) places.push(place)
    }
  while (FINDINGS.length < checked.length) {
    FINDINGS.push(undefined)
    FAILS.push(false)
  }
  return { checked, allPassed: checked.map((rule) => rule.passed), placesOf, sorted: new Map() }
}

/**
 * The criteria a pathway checked, the deciding ones first: failed, then those to confirm, then
 * those passed, each group in the order they were checked, a reason no criterion claims after
 * the claimed ones of its group. `fallback` cites a reason no criterion claims (the pathway's
 * own law). With no reason, the list is the one every result that checked the same criteria
 * shares; with reasons, the one every result whose reasons have the same codes and outcomes
 * shares (`Sorted`), made the first time they are met.
 */
export function criteriaOf(
  checkedList: SharedList<CriterionRule>,
  reasons: readonly FailReason[],
  fallback: Citation,
): readonly Criterion[] {
  const plan = checkedList.derive(planOf)
  if (reasons.length === 0) return plan.allPassed
  const hash = readSequence(reasons)
  const candidates = plan.sorted.get(hash)
  if (candidates !== undefined)
    for (let index = 0; index < candidates.length; index++) {
      const candidate = candidates[index] as SortedList
      if (sameSequence(candidate.sequence, reasons.length)) return candidate.list
    }
  const list = sortCriteria(plan, reasons, fallback)
  if (sortedKept < MAX_SORTED) {
    sortedKept++
    const kept = { sequence: SEQUENCE.slice(0, reasons.length), list }
    if (candidates === undefined) plan.sorted.set(hash, [kept])
    else candidates.push(kept)
  }
  return list
}

/**
 * The criteria in their groups, each not passed with the places of its reasons. The list is made
 * at its full length and filled in place, since the counts of each group are known before it is
 * made.
 */
function sortCriteria(
  plan: Plan,
  reasons: readonly FailReason[],
  fallback: Citation,
): readonly Criterion[] {
  const checked = plan.checked
  const placesOf = plan.placesOf
  for (let index = 0; index < reasons.length; index++) {
    const reason = reasons[index] as FailReason
    const claimants = placesOf.get(reason.code)
    if (claimants === undefined) {
      UNCLAIMED.push(index)
      continue
    }
    for (let at = 0; at < claimants.length; at++) {
      const place = claimants[at] as number
      const findings = FINDINGS[place]
      if (findings === undefined) FINDINGS[place] = [index]
      else findings.push(index)
    }
  }
  let failedClaimed = 0
  let toConfirmClaimed = 0
  for (let place = 0; place < checked.length; place++) {
    const findings = FINDINGS[place]
    if (findings === undefined) continue
    const fails = anyFails(reasons, findings)
    FAILS[place] = fails
    if (fails) failedClaimed++
    else toConfirmClaimed++
  }
  let failedUnclaimed = 0
  for (let index = 0; index < UNCLAIMED.length; index++)
    if ((reasons[UNCLAIMED[index] as number] as FailReason).status === 'fail') failedUnclaimed++
  const failedCount = failedClaimed + failedUnclaimed
  const decidingCount = failedCount + toConfirmClaimed + UNCLAIMED.length - failedUnclaimed
  const list = new Array<Criterion>(checked.length + UNCLAIMED.length)
  // Where the next criterion of each group goes.
  let failedAt = 0
  let toConfirmAt = failedCount
  let passedAt = decidingCount
  const passed = plan.allPassed
  for (let place = 0; place < checked.length; place++) {
    const findings = FINDINGS[place]
    if (findings === undefined) {
      list[passedAt++] = passed[place] as Criterion
      continue
    }
    const rule = checked[place] as CriterionRule
    const fails = FAILS[place] as boolean
    const found: Criterion = {
      code: rule.code,
      requirement: rule.requirement,
      outcome: fails ? 'failed' : 'needs_confirmation',
      reasons: findings,
      citation: rule.citation,
    }
    if (fails) list[failedAt++] = found
    else list[toConfirmAt++] = found
    FINDINGS[place] = undefined
  }
  for (let index = 0; index < UNCLAIMED.length; index++) {
    const place = UNCLAIMED[index] as number
    const reason = reasons[place] as FailReason
    const fails = reason.status === 'fail'
    const found: Criterion = {
      code: reason.code,
      requirement: null,
      outcome: fails ? 'failed' : 'needs_confirmation',
      reasons: [place],
      citation: fallback,
    }
    if (fails) list[failedAt++] = found
    else list[toConfirmAt++] = found
  }
  // Setting an array's length calls into the runtime, slowly: most calls have nothing to clear.
  if (UNCLAIMED.length !== 0) UNCLAIMED.length = 0
  return list
}

/** A failed finding fails its criterion; any other leaves it to confirm. */
function anyFails(reasons: readonly FailReason[], places: readonly number[]): boolean {
  for (let index = 0; index < places.length; index++)
    if ((reasons[places[index] as number] as FailReason).status === 'fail') return true
  return false
}
