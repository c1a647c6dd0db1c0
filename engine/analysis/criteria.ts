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

const ORDER: Readonly<Record<CriterionOutcome, number>> = {
  failed: 0,
  needs_confirmation: 1,
  passed: 2,
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
  const claimed = new Set<FailReason>()
  const criteria: Criterion[] = []
  for (const rule of checked) {
    let findings: FailReason[] | null = null
    for (const reason of reasons) {
      if (!rule.codes.includes(reason.code)) continue
      ;(findings ??= []).push(reason)
      claimed.add(reason)
    }
    criteria.push(
      findings === null
        ? rule.passed
        : {
            code: rule.code,
            requirement: rule.requirement,
            outcome: outcomeOf(findings),
            findings,
            citation: rule.citation,
          },
    )
  }
  for (const reason of reasons) {
    if (claimed.has(reason)) continue
    criteria.push({
      code: reason.code,
      requirement: null,
      outcome: outcomeOf([reason]),
      findings: [reason],
      citation: fallback,
    })
  }
  // A stable sort: each group keeps the order its criteria were checked in.
  return criteria.sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome])
}
