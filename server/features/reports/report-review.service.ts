// Publishing as a recorded review (issue 37, item 4): the checklist a report asks of its analyst,
// the publish that refuses an unanswered item, applies the answers it confirms to the report's
// facts, and the review the report, PDF and email state.
import { and, eq } from 'drizzle-orm'
import {
  type ConfirmationSource,
  type PublishReviewSchema,
  type ReviewChecklist,
  type ReviewFactItem,
} from '#common/contracts/report-review.ts'
import { CONFIRMATION_SOURCE_LABELS } from '#common/report/confirmation-labels.ts'
import type { ReportInputs } from '#common/contracts/reports.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import { confirmedAnswer, type Assignment } from '#common/report/confirm.ts'
import { reviewChecklistOf } from '#common/report/review.ts'
import { readStoredAnalysis } from '#common/report/stored-analysis.ts'
import type { z } from 'zod'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import {
  reportDetails,
  reportFactCorrections,
  reportReviews,
  reports,
} from '../../db/schema/index.ts'
import { computeReportAnalysis } from '../../domain/report-analysis.ts'
import { notifyReport, type NotificationDeps } from '../../domain/report-notifications.ts'
import { getReportWithOwner, REPORT_NOT_FOUND } from '../../domain/reports.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { loadOwnersDocument, toReview } from './report-document.service.ts'

type Deps = NotificationDeps & { db: Db }
type PublishReview = z.output<typeof PublishReviewSchema>
/** An answer a review confirms: what it sets, and where the analyst confirmed it. */
type Confirmation = { source: ConfirmationSource; assignment: Assignment }

export const NOT_PENDING = 'Only pending reports can be published'
export const PUBLISHED_MEANWHILE =
  'Another analyst published this report while you were reviewing it. Reload it to read their review.'
export const NOTHING_TO_PUBLISH =
  'This report has no computed analysis to publish yet. Recompute it first.'

/**
 * The checklist of a report with a readable analysis, its status, and what the analysis was
 * computed from; or why it cannot be published.
 */
async function readChecklist(db: Db, id: string) {
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
  const stored = row.analysis ? readStoredAnalysis(row.analysis) : null
  if (row.analysisStatus !== 'ready' || !stored?.ok || !row.inputs)
    throw new AppError('CONFLICT', NOTHING_TO_PUBLISH)
  return {
    status: row.status,
    checklist: reviewChecklistOf(row.reportType, stored.analysis, row.inputs),
    inputs: row.inputs,
  }
}

/** The checklist of a pending report, or why it cannot be published. */
async function checklistOf(db: Db, id: string) {
  const read = await readChecklist(db, id)
  if (read.status !== 'pending') throw new AppError('CONFLICT', NOT_PENDING)
  return read
}

/** GET /api/reports/{id}/review-checklist: what publishing this report will ask. */
export async function getReviewChecklist(
  db: Db,
  actor: SignedInActor,
  id: string,
): Promise<ReviewChecklist> {
  assertCan(actor, 'publish:report')
  return (await checklistOf(db, id)).checklist
}

/** "ZIMAS, a survey or a site visit". */
function listOfSources(item: ReviewFactItem): string {
  const labels = item.sources.map((source) => CONFIRMATION_SOURCE_LABELS[source])
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`
    : (labels[0] ?? '')
}

/**
 * What an item's answer may be, in words, for the refusal of one that is not: one of its answers,
 * the figure, or either (years since a tenancy: "never", or how many).
 */
function answersAsked(item: ReviewFactItem): string {
  const labels = item.answers.map((answer) => answer.label)
  const choose =
    labels.length > 1
      ? `choose ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`
      : labels.length === 1
        ? `choose ${labels[0]!}`
        : null
  const figure = item.figure
    ? `give the figure${item.figure.unit ? ` in ${item.figure.unit}` : ''}`
    : null
  return `${[choose, figure].filter(Boolean).join(', or ')}.`
}

/**
 * The answers matched to the checklist, in its order: every item answered once, and nothing
 * answered that the checklist does not ask (the report changed since the analyst read it). A
 * confirmed fact gives one of its answers and a source that can settle it; what it sets is
 * returned beside the review, to apply to the report.
 */
function reviewedItems(checklist: ReviewChecklist, review: PublishReview) {
  const asked = new Set([...checklist.facts, ...checklist.readings].map((item) => item.id))
  const stray = [...review.facts, ...review.readings].find((answer) => !asked.has(answer.item))
  if (stray)
    throw new AppError(
      'CONFLICT',
      `“${stray.item}” is not on this report’s checklist any more. Reload the report and review it again.`,
    )
  const refused = (item: { id: string; label: string }, message: string) =>
    new AppError('INVALID_INPUT', message, { item: item.id })
  const unanswered = (item: { id: string; label: string }, ask: string) =>
    refused(item, `Answer “${item.label}”: ${ask}`)
  const confirmations: Confirmation[] = []
  const facts = checklist.facts.map((item) => {
    // The review keeps what the owner reads: the fact, and how it was answered.
    const { id, label, confirm } = item
    const recorded = { id, label, confirm }
    const answer = review.facts.find((candidate) => candidate.item === id)
    if (answer?.outcome === 'left_open' && answer.reason)
      return { ...recorded, outcome: answer.outcome, reason: answer.reason }
    if (answer?.outcome === 'confirmed' && item.sources.length === 0)
      throw refused(
        recorded,
        `“${label}” cannot be confirmed in a review, since it comes from ${confirm}: leave it open and say why.`,
      )
    if (answer?.outcome === 'confirmed' && answer.source) {
      if (!item.sources.includes(answer.source))
        throw refused(
          recorded,
          `“${label}” cannot be confirmed with ${CONFIRMATION_SOURCE_LABELS[answer.source]}: confirm it with ${listOfSources(item)}.`,
        )
      const confirmed = answer.answer ? confirmedAnswer(id, answer.answer) : null
      if (!confirmed)
        throw unanswered(
          recorded,
          `${answer.answer ? `“${answer.answer}” is not one of its answers; ` : ''}${answersAsked(item)}`,
        )
      confirmations.push({ source: answer.source, assignment: confirmed.assignment })
      return {
        ...recorded,
        outcome: answer.outcome,
        source: answer.source,
        answer: confirmed.label,
      }
    }
    throw unanswered(
      recorded,
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
  return { items: { facts, readings }, confirmations }
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
  const { checklist, inputs } = await checklistOf(deps.db, id)
  const { items, confirmations } = reviewedItems(checklist, answers)
  const review = await deps.db.transaction(async (tx) => {
    const now = new Date()
    const [published] = await tx
      .update(reports)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(reports.id, id), eq(reports.status, 'pending')))
      .returning({ id: reports.id })
    if (!published) throw new AppError('CONFLICT', PUBLISHED_MEANWHILE)
    let facts = items.facts
    if (confirmations.length > 0) {
      await applyConfirmations(tx, actor, id, inputs, confirmations, now)
      const outcome = await computeReportAnalysis(tx, id, todayInLosAngeles())
      if (outcome.status === 'failed') throw new AppError('CONFLICT', outcome.reason)
      facts = reconciled(facts, (await readChecklist(tx, id)).checklist)
    }
    const [row] = await tx
      .insert(reportReviews)
      .values({
        reportId: id,
        reviewedBy: actor.id,
        reviewerName: actor.name || actor.email,
        note: answers.note,
        facts,
        readings: items.readings,
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

export const OPENED_BY_ANSWERS =
  'Asked only once the answers confirmed in this review were applied; not checked yet.'

/**
 * The review's facts matched to what the report asks once the confirmed answers are applied. An
 * answer can bring a pathway into play that waits on facts nobody was asked about: the review
 * states those left open. It can also rule out the pathways a fact left open was asked for: the
 * report no longer asks it, and neither does the review. So its count is what the page lists.
 */
function reconciled(
  reviewed: ReturnType<typeof reviewedItems>['items']['facts'],
  after: ReviewChecklist,
) {
  const asked = new Set(after.facts.map((fact) => fact.id))
  const answered = new Set(reviewed.map((fact) => fact.id))
  return [
    ...reviewed.filter((fact) => fact.outcome === 'confirmed' || asked.has(fact.id)),
    ...after.facts
      .filter((fact) => !answered.has(fact.id))
      .map(({ id, label, confirm }) => ({
        id,
        label,
        confirm,
        outcome: 'left_open' as const,
        reason: OPENED_BY_ANSWERS,
      })),
  ]
}

/**
 * The answers a review confirms, made facts of the report: each parcel fact a correction
 * recording where the analyst confirmed it (its origin in the analysis), and the owner's
 * affidavit their scenario setting. The caller recomputes the analysis with them.
 */
async function applyConfirmations(
  tx: Db,
  actor: SignedInActor,
  id: string,
  inputs: ReportInputs,
  confirmations: readonly Confirmation[],
  now: Date,
) {
  const rows: Array<typeof reportFactCorrections.$inferInsert> = []
  const scenario: Record<string, unknown> = {}
  for (const { source, assignment } of confirmations) {
    for (const [fact, value] of Object.entries(assignment.parcel ?? {})) {
      const before = inputs.parcel[fact as keyof typeof inputs.parcel]
      rows.push({
        reportId: id,
        fact,
        action: 'set',
        oldValue: before === undefined ? null : { value: before },
        newValue: { value },
        correctedBy: actor.id,
        correctedByName: actor.name || actor.email,
        confirmedWith: source,
        createdAt: now,
      })
    }
    Object.assign(scenario, assignment.scenario)
  }
  if (rows.length > 0) await tx.insert(reportFactCorrections).values(rows)
  if (Object.keys(scenario).length > 0) {
    const [details] = await tx
      .select({ settings: reportDetails.settings })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, id))
    const settings = details!.settings
    await tx
      .update(reportDetails)
      .set({ settings: { ...settings, scenario: { ...settings.scenario, ...scenario } } })
      .where(eq(reportDetails.reportId, id))
  }
}
