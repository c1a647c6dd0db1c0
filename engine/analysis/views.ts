// Readers' views of a result. A result holds each fact once: what a pathway owes for what stands
// on the lot is held at the analysis level (`Analysis.existing`), and a criterion names the
// reasons it rests on by their places in the pathway's `failReasons` (decision 615). These put
// the pieces together for a reader that wants one pathway's whole picture.
import type {
  Analysis,
  Criterion,
  ExistingHomes,
  ExistingHomesOutcome,
  FailReason,
  PathwayId,
  PathwayResult,
} from '../types.ts'

/** What the pathway does with what stands on the lot and what that owes, whole. */
export function existingHomesFor(
  analysis: Pick<Analysis, 'existing' | 'pathways'>,
  pathway: PathwayId | Pick<PathwayResult, 'existing'>,
): ExistingHomes {
  const reference = (typeof pathway === 'string' ? analysis.pathways[pathway] : pathway).existing
  const lot = analysis.existing
  const outcome = lot.outcomes[reference.outcome] as ExistingHomesOutcome
  const relocation = outcome.relocation
  return {
    action: reference.action,
    existingUnits: lot.existingUnits,
    demolishedUnits: outcome.demolishedUnits,
    protectedUnits: outcome.protectedUnits,
    minUnitsNoNetLoss: outcome.minUnitsNoNetLoss,
    replacement: outcome.replacement,
    relocation: {
      owed: relocation.owed,
      totalLow: relocation.totalLow,
      totalHigh: relocation.totalHigh,
      schedule: lot.relocationSchedule,
      message: relocation.message,
    },
    occupantRights: outcome.occupantRights,
    toConfirm: outcome.toConfirm,
    citations: outcome.citations,
  }
}

/** The reasons a criterion rests on, in full: empty when it passed. */
export function findingsOf(
  pathway: Pick<PathwayResult, 'failReasons'>,
  criterion: Pick<Criterion, 'reasons'>,
): FailReason[] {
  return criterion.reasons.map((place) => pathway.failReasons[place] as FailReason)
}
