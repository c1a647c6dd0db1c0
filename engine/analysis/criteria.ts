// Every criterion a pathway checked, each with its outcome and where it is written. A pathway
// declares each criterion once, at load (`criterion`), and says when it checks it
// (`PathwayBuilder.check`); the reasons it records while checking name the criterion by their
// codes. A checked criterion with no reason passed; reasons no criterion claims are listed as
// criteria of their own, so nothing a pathway found is ever dropped from the list.
import type { Citation, Criterion, CriterionOutcome, FailReason } from '../types.ts'

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

/** A reason's outcome: a failed criterion fails; any other reason leaves it to confirm. */
function outcomeOf(reasons: readonly FailReason[]): CriterionOutcome {
  for (const reason of reasons) if (reason.status === 'fail') return 'failed'
  return 'needs_confirmation'
}

/**
 * The criteria a pathway checked, the deciding ones first: failed, then those to confirm, then
 * those passed, each group in the order they were checked. `fallback` cites a reason no
 * criterion claims (the pathway's own law).
 */
export function criteriaOf(
  checked: readonly CriterionRule[],
  reasons: readonly FailReason[],
  fallback: Citation,
): readonly Criterion[] {
  if (reasons.length === 0) {
    // The common case on an eligible lot: every criterion shares its prepared `passed`.
    const passed: Criterion[] = []
    for (const rule of checked) passed.push(rule.passed)
    return passed
  }
  // Three lists joined at the end rather than one sorted: the order is the groups' order.
  const failed: Criterion[] = []
  const toConfirm: Criterion[] = []
  const passed: Criterion[] = []
  const claimed: boolean[] = new Array<boolean>(reasons.length).fill(false)
  for (const rule of checked) {
    let findings: FailReason[] | null = null
    for (let index = 0; index < reasons.length; index++) {
      const reason = reasons[index] as FailReason
      if (!rule.codes.includes(reason.code)) continue
      ;(findings ??= []).push(reason)
      claimed[index] = true
    }
    if (findings === null) {
      passed.push(rule.passed)
      continue
    }
    const outcome = outcomeOf(findings)
    ;(outcome === 'failed' ? failed : toConfirm).push({
      code: rule.code,
      requirement: rule.requirement,
      outcome,
      findings,
      citation: rule.citation,
    })
  }
  for (let index = 0; index < reasons.length; index++) {
    if (claimed[index]) continue
    const reason = reasons[index] as FailReason
    const outcome = reason.status === 'fail' ? 'failed' : 'needs_confirmation'
    ;(outcome === 'failed' ? failed : toConfirm).push({
      code: reason.code,
      requirement: null,
      outcome,
      findings: [reason],
      citation: fallback,
    })
  }
  return failed.concat(toConfirm, passed)
}
