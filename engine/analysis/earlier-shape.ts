// Results in the shape engines before 2.8.0 gave them (decision 615): every pathway holding the
// whole of what it owes for what stands, the relocation schedule in each, and every criterion
// copying the reasons it rests on. Reports keep the analysis they were made from, so one stored
// in that shape is brought into today's (`fromEarlierShape`) before it is read; and the result
// of today's engine put back into that shape (`toEarlierShape`) is what the engine before 2.8.0
// returned for the same lot, which is how the change of shape was shown to change no answer
// (scripts/bench/engine-equivalence.ts).
import type {
  Analysis,
  Criterion,
  ExistingHomes,
  ExistingHomesOutcome,
  FailReason,
  LotExisting,
  PathwayExisting,
  PathwayId,
  PathwayResult,
} from '../types.ts'
import { existingHomesFor, findingsOf } from './views.ts'

/** A criterion as engines before 2.8.0 gave it: with the reasons it rests on, whole. */
export type EarlierCriterion = Omit<Criterion, 'reasons'> & {
  readonly findings: readonly FailReason[]
}

/** A pathway as engines before 2.8.0 gave it. */
export type EarlierPathwayResult = Omit<PathwayResult, 'existing' | 'criteria'> & {
  readonly criteria: readonly EarlierCriterion[]
  readonly existing: ExistingHomes
}

/** An analysis as engines before 2.8.0 gave it. */
export type EarlierAnalysis = Omit<Analysis, 'existing' | 'pathways'> & {
  readonly pathways: Readonly<Partial<Record<PathwayId, EarlierPathwayResult>>>
}

/** Whether a stored analysis is in the shape engines before 2.8.0 gave. */
export function isEarlierShape(stored: object): boolean {
  return !('existing' in stored)
}

/** Today's result in the shape engines before 2.8.0 gave it, key for key. */
export function toEarlierShape(analysis: Analysis): EarlierAnalysis {
  const pathways: Partial<Record<PathwayId, EarlierPathwayResult>> = {}
  for (const [id, pathway] of Object.entries(analysis.pathways) as [PathwayId, PathwayResult][]) {
    const earlier: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(pathway)) {
      if (key === 'existing') earlier[key] = existingHomesFor(analysis, pathway)
      else if (key === 'criteria')
        earlier[key] = pathway.criteria.map((criterion) => {
          const copy: Record<string, unknown> = {}
          for (const [field, kept] of Object.entries(criterion)) {
            if (field === 'reasons') continue
            if (field === 'citation') copy.findings = findingsOf(pathway, criterion)
            copy[field] = kept
          }
          return copy
        })
      else earlier[key] = value
    }
    pathways[id] = earlier as EarlierPathwayResult
  }
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(analysis)) {
    if (key === 'existing') continue
    result[key] = key === 'pathways' ? pathways : value
  }
  return result as EarlierAnalysis
}

/**
 * An analysis stored in the shape engines before 2.8.0 gave, in today's: what each pathway owes
 * for what stands gathered into the analysis's `existing`, one outcome for each distinct one;
 * each criterion's findings named by their places in the pathway's reasons. Nothing is lost:
 * `toEarlierShape` gives the stored analysis back.
 */
export function fromEarlierShape(earlier: EarlierAnalysis): Analysis {
  const outcomes: ExistingHomesOutcome[] = []
  const keys: string[] = []
  let existingUnits: number | null = null
  let schedule: LotExisting['relocationSchedule'] | undefined
  const pathways: Record<string, PathwayResult> = {}
  for (const [id, pathway] of Object.entries(earlier.pathways) as [
    PathwayId,
    EarlierPathwayResult | undefined,
  ][]) {
    if (pathway === undefined) continue
    const { action, existingUnits: standing, relocation, ...owed } = pathway.existing
    existingUnits = standing
    schedule ??= relocation.schedule
    const relocationOwed: ExistingHomesOutcome['relocation'] = {
      owed: relocation.owed,
      totalLow: relocation.totalLow,
      totalHigh: relocation.totalHigh,
      message: relocation.message,
    }
    const outcome: ExistingHomesOutcome = {
      demolishedUnits: owed.demolishedUnits,
      protectedUnits: owed.protectedUnits,
      minUnitsNoNetLoss: owed.minUnitsNoNetLoss,
      replacement: owed.replacement,
      relocation: relocationOwed,
      occupantRights: owed.occupantRights,
      toConfirm: owed.toConfirm,
      citations: owed.citations ?? [],
    }
    const key = JSON.stringify(outcome)
    let place = keys.indexOf(key)
    if (place === -1) {
      place = outcomes.length
      keys.push(key)
      outcomes.push(outcome)
    }
    const reference: PathwayExisting = { action, outcome: place }
    const reasons = pathway.failReasons
    const converted: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(pathway)) {
      if (key === 'existing') converted[key] = reference
      else if (key === 'criteria')
        converted[key] = (pathway.criteria ?? []).map((criterion) => {
          const copy: Record<string, unknown> = {}
          for (const [field, kept] of Object.entries(criterion)) {
            if (field === 'findings')
              copy.reasons = criterion.findings
                .map((finding) => placeOf(reasons, finding))
                .filter((place) => place !== -1)
            else copy[field] = kept
          }
          return copy
        })
      else converted[key] = value
    }
    pathways[id] = converted as PathwayResult
  }
  const analysis: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(earlier)) {
    if (key === 'pathways')
      analysis.existing = {
        existingUnits,
        relocationSchedule: schedule,
        outcomes,
      } satisfies Partial<LotExisting>
    analysis[key] = key === 'pathways' ? pathways : value
  }
  return analysis as Analysis
}

function placeOf(reasons: readonly FailReason[], finding: FailReason): number {
  const same = reasons.indexOf(finding)
  if (same !== -1) return same
  return reasons.findIndex(
    (reason) =>
      reason.code === finding.code &&
      reason.status === finding.status &&
      reason.fact === finding.fact &&
      reason.message === finding.message,
  )
}
