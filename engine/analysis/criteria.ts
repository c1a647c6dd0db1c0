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
    passed: { code, requirement, outcome: 'passed', findings: NONE, citation },
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
}

/**
 * Each checked criterion's findings by its place while one analysis's reasons are sorted, reset
 * before `criteriaOf` returns: one array for every call instead of a new one each time, as long
 * as the longest list.
 */
const FINDINGS: (FailReason[] | undefined)[] = []

function planOf(checked: readonly CriterionRule[]): Plan {
  const placesOf = new Map<string, number[]>()
  for (let place = 0; place < checked.length; place++)
    for (const code of (checked[place] as CriterionRule).codes) {
      const places = placesOf.get(code)
      if (places === undefined) placesOf.set(code, [place])
      else if (!places.includes(place)) places.push(place)
    }
  while (FINDINGS.length < checked.length) FINDINGS.push(undefined)
  return { checked, allPassed: checked.map((rule) => rule.passed), placesOf }
}

/**
 * The criteria a pathway checked, the deciding ones first: failed, then those to confirm, then
 * those passed, each group in the order they were checked. `fallback` cites a reason no
 * criterion claims (the pathway's own law). With no reason, the list is the one every result
 * that checked the same criteria shares.
 */
export function criteriaOf(
  checkedList: SharedList<CriterionRule>,
  reasons: readonly FailReason[],
  fallback: Citation,
): readonly Criterion[] {
  const plan = checkedList.derive(planOf)
  if (reasons.length === 0) return plan.allPassed
  const checked = plan.checked
  // Reasons no criterion claims; the others go to FINDINGS by the place of each claimant.
  let unclaimed: FailReason[] | null = null
  let claimedAny = false
  const placesOf = plan.placesOf
  for (let index = 0; index < reasons.length; index++) {
    const reason = reasons[index] as FailReason
    const code = reason.code
    const claimants = placesOf.get(code)
    if (claimants === undefined) {
      ;(unclaimed ??= []).push(reason)
      continue
    }
    claimedAny = true
    for (let at = 0; at < claimants.length; at++) {
      const place = claimants[at] as number
      const findings = FINDINGS[place]
      if (findings === undefined) FINDINGS[place] = [reason]
      else findings.push(reason)
    }
  }
  // The deciding criteria are few: gathered apart, then the passed ones appended to them.
  let failed: Criterion[] | null = null
  let toConfirm: Criterion[] | null = null
  if (claimedAny)
    for (let place = 0; place < checked.length; place++) {
      const findings = FINDINGS[place]
      if (findings === undefined) continue
      const rule = checked[place] as CriterionRule
      const fails = anyFails(findings)
      const found: Criterion = {
        code: rule.code,
        requirement: rule.requirement,
        outcome: fails ? 'failed' : 'needs_confirmation',
        findings,
        citation: rule.citation,
      }
      if (fails) (failed ??= []).push(found)
      else (toConfirm ??= []).push(found)
    }
  if (unclaimed !== null)
    for (const reason of unclaimed) {
      const fails = reason.status === 'fail'
      const found: Criterion = {
        code: reason.code,
        requirement: null,
        outcome: fails ? 'failed' : 'needs_confirmation',
        findings: [reason],
        citation: fallback,
      }
      if (fails) (failed ??= []).push(found)
      else (toConfirm ??= []).push(found)
    }
  // Every reason is a criterion found not passed, so `deciding` holds at least one.
  const deciding = (failed ?? toConfirm) as Criterion[]
  if (deciding === failed && toConfirm !== null)
    for (let index = 0; index < toConfirm.length; index++)
      deciding.push(toConfirm[index] as Criterion)
  const passed = plan.allPassed
  for (let place = 0; place < checked.length; place++) {
    if (FINDINGS[place] === undefined) deciding.push(passed[place] as Criterion)
    else FINDINGS[place] = undefined
  }
  return deciding
}

/** A failed finding fails its criterion; any other leaves it to confirm. */
function anyFails(findings: readonly FailReason[]): boolean {
  for (let index = 0; index < findings.length; index++)
    if ((findings[index] as FailReason).status === 'fail') return true
  return false
}
