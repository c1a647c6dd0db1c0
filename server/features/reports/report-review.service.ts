// Publishing as a recorded review (issue 37, item 4): the checklist a report asks of its analyst,
// the publish that refuses an unanswered item, and the review the report, PDF and email state.
import { and, eq } from 'drizzle-orm'
import type { PublishReviewSchema, ReviewChecklist } from '#common/contracts/report-review.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import { reviewChecklistOf } from '#common/report/review.ts'
import { readStoredAnalysis } from '#common/report/stored-analysis.ts'
import type { z } from 'zod'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { reportDetails, reportReviews, reports } from '../../db/schema/index.ts'
import { notifyReport, type NotificationDeps } from '../../domain/report-notifications.ts'
import { getReportWithOwner, REPORT_NOT_FOUND } from '../../domain/reports.ts'
import { loadOwnersDocument, toReview } from './report-document.service.ts'

type Deps = NotificationDeps & { db: Db }
type PublishReview = z.output<typeof PublishReviewSchema>

export const NOT_PENDING = 'Only pending reports can be published'
export const PUBLISHED_MEANWHILE =
  'Another analyst published this report while you were reviewing it. Reload it to read their review.'
export const NOTHING_TO_PUBLISH =
  'This report has no computed analysis to publish yet. Recompute it first.'

/** The checklist of a pending report with a readable analysis, or why it cannot be published. */
async function checklistOf(db: Db, id: string): Promise<ReviewChecklist> {
  const [row] = await db
    .select({
      status: reports.status,
      reportType: reports.reportType,
      analysisStatus: reportDetails.analysisStatus,
      analysis: reportDetails.analysis,
      inputs: reportDetails.inputs,
    })
    .from(reports)
    .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
    .where(eq(reports.id, id))
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  if (row.status !== 'pending') throw new AppError('CONFLICT', NOT_PENDING)
  const stored = row.analysis ? readStoredAnalysis(row.analysis) : null
  if (row.analysisStatus !== 'ready' || !stored?.ok || !row.inputs)
    throw new AppError('CONFLICT', NOTHING_TO_PUBLISH)
  return reviewChecklistOf(row.reportType, stored.analysis, row.inputs)
}

/** GET /api/reports/{id}/review-checklist: what publishing this report will ask. */
export async function getReviewChecklist(
  db: Db,
  actor: SignedInActor,
  id: string,
): Promise<ReviewChecklist> {
  assertCan(actor, 'publish:report')
  return checklistOf(db, id)
}

/**
 * The answers matched to the checklist, in its order: every item answered once, and nothing
 * answered that the checklist does not ask (the report changed since the analyst read it).
 */
function reviewedItems(checklist: ReviewChecklist, review: PublishReview) {
  const asked = new Set([...checklist.facts, ...checklist.readings].map((item) => item.id))
  const stray = [...review.facts, ...review.readings].find((answer) => !asked.has(answer.item))
  if (stray)
    throw new AppError(
      'CONFLICT',
      `“${stray.item}” is not on this report’s checklist any more. Reload the report and review it again.`,
    )
  const unanswered = (item: { id: string; label: string }, ask: string) =>
    new AppError('INVALID_INPUT', `Answer “${item.label}”: ${ask}`, { item: item.id })
  const facts = checklist.facts.map((item) => {
    const answer = review.facts.find((candidate) => candidate.item === item.id)
    if (answer?.outcome === 'confirmed' && answer.source)
      return { ...item, outcome: answer.outcome, source: answer.source }
    if (answer?.outcome === 'left_open' && answer.reason)
      return { ...item, outcome: answer.outcome, reason: answer.reason }
    throw unanswered(
      item,
      answer?.outcome === 'confirmed'
        ? 'say where it was confirmed.'
        : answer?.outcome === 'left_open'
          ? 'say why it is left open.'
          : 'say where it was confirmed, or why it is left open.',
    )
  })
  const readings = checklist.readings.map((item) => {
    const answer = review.readings.find((candidate) => candidate.item === item.id)
    if (answer?.outcome === 'chosen') return { ...item, outcome: answer.outcome }
    if (answer?.outcome === 'left_open' && answer.reason)
      return { ...item, outcome: answer.outcome, reason: answer.reason }
    throw unanswered(
      item,
      answer?.outcome === 'left_open'
        ? 'say why it is left open.'
        : 'keep the reading the report uses, or say why it is left open.',
    )
  })
  return { facts, readings }
}

/**
 * pending → completed, by an admin who has answered the whole checklist. The status change and
 * the review are one transaction, and the update only takes a report still pending, so of two
 * analysts publishing at once one wins and the other is told. The completion email is queued
 * with the review's key: a publish sends it once, even if the call is retried.
 */
export async function publishReport(
  deps: Deps,
  actor: SignedInActor,
  id: string,
  answers: PublishReview,
) {
  assertCan(actor, 'publish:report')
  const report = await getReportWithOwner(deps.db, id)
  const checklist = await checklistOf(deps.db, id)
  const items = reviewedItems(checklist, answers)
  const review = await deps.db.transaction(async (tx) => {
    const [published] = await tx
      .update(reports)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
      .returning({ id: reports.id })
    if (!published) throw new AppError('CONFLICT', PUBLISHED_MEANWHILE)
    const [row] = await tx
      .insert(reportReviews)
      .values({
        reportId: id,
        reviewedBy: actor.id,
        reviewerName: actor.name || actor.email,
        note: answers.note,
        ...items,
      })
      .returning()
    return row!
  })
  // The email states the report as its page now shows it, review included.
  const document = await loadOwnersDocument(deps.db, id)
  const notification = await notifyReport(deps, 'completion', report, {
    onceKey: `completion:${review.id}`,
    document,
  })
  return {
    id,
    status: 'completed' as const,
    notified: notification.success,
    review: toReview(review),
  }
}
