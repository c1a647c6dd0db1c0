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
 * Every criterion that claims a reason code, across all pathways, filled as criteria are
 * declared at load: an analysis looks each of its reasons up once instead of comparing every
 * reason with every code of every criterion it checked.
 */
const CLAIMANTS = new Map<string, CriterionRule[]>()

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
  const rule: CriterionRule = {
    code,
    requirement,
    citation,
    codes,
    passed: { code, requirement, outcome: 'passed', findings: NONE, citation },
  }
  for (const claimed of codes) {
    const claimants = CLAIMANTS.get(claimed)
    if (claimants === undefined) CLAIMANTS.set(claimed, [rule])
    else if (!claimants.includes(rule)) claimants.push(rule)
  }
  return rule
}

/** Every criterion of a list passed: the prepared `passed` of each, in the order checked. */
function allPassed(checked: readonly CriterionRule[]): readonly Criterion[] {
  return checked.map((rule) => rule.passed)
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
  if (reasons.length === 0) return checkedList.derive(allPassed)
  const checked = checkedList.items
  const passed: Criterion[] = []
  // Each checked criterion's findings, by its place in `checked`; reasons no criterion claims.
  const findingsOf: (FailReason[] | undefined)[] = new Array(checked.length)
  let unclaimed: FailReason[] | null = null
  for (let index = 0; index < reasons.length; index++) {
    const reason = reasons[index] as FailReason
    const claimants = CLAIMANTS.get(reason.code)
    let claimed = false
    if (claimants !== undefined)
      for (let ruleIndex = 0; ruleIndex < checked.length; ruleIndex++) {
        if (!claimants.includes(checked[ruleIndex] as CriterionRule)) continue
        const findings = findingsOf[ruleIndex]
        if (findings === undefined) findingsOf[ruleIndex] = [reason]
        else findings.push(reason)
        claimed = true
      }
    if (!claimed) (unclaimed ??= []).push(reason)
  }
  // The deciding criteria are few: gathered apart, then the passed ones appended to them.
  let failed: Criterion[] | null = null
  let toConfirm: Criterion[] | null = null
  for (let ruleIndex = 0; ruleIndex < checked.length; ruleIndex++) {
    const rule = checked[ruleIndex] as CriterionRule
    const findings = findingsOf[ruleIndex]
    if (findings === undefined) {
      passed.push(rule.passed)
      continue
    }
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
  const deciding = failed ?? toConfirm
  if (deciding === null) return passed
  if (deciding === failed && toConfirm !== null)
    for (let index = 0; index < toConfirm.length; index++)
      deciding.push(toConfirm[index] as Criterion)
  for (let index = 0; index < passed.length; index++) deciding.push(passed[index] as Criterion)
  return deciding
}

/** A failed finding fails its criterion; any other leaves it to confirm. */
function anyFails(findings: readonly FailReason[]): boolean {
  for (let index = 0; index < findings.length; index++)
    if ((findings[index] as FailReason).status === 'fail') return true
  return false
}
