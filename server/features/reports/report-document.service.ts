// The one place a report document is assembled (issue 37, item 1; decision 320): the owner's and
// the analysts' report page, the shared page, the PDF and the completion email all read what this
// returns, so what one shows the others show too.
import { and, desc, eq } from 'drizzle-orm'
import {
  ReportDocumentSchema,
  type ReportAudience,
  type ReportDocument,
} from '#common/contracts/report-document.ts'
import { AppError } from '#common/errors.ts'
import { deriveReport } from '#common/report/derive-report.ts'
import { isCurrentDerivation } from '#common/report/document-model.ts'
import { defaultObjective } from '#common/report/objectives.ts'
import { verificationLine } from '#common/report/review.ts'
import { readStoredAnalysis } from '#common/report/stored-analysis.ts'
import { ENGINE_VERSION } from '#engine'
import type { ReportReview } from '#common/contracts/report-review.ts'
import type { FactCorrection } from '#common/contracts/reports.ts'
import type { Db } from '../../db/client.ts'
import {
  reportDetails,
  reportFactCorrections,
  reportReviews,
  reports,
} from '../../db/schema/index.ts'
import { REPORT_NOT_FOUND } from '../../domain/reports.ts'

type ReportRow = typeof reports.$inferSelect
type DetailsRow = typeof reportDetails.$inferSelect

/** What a document is built from: the rows its loader read. */
export type DocumentRows = {
  readonly report: ReportRow
  readonly details: DetailsRow | null
  readonly corrections: ReadonlyArray<typeof reportFactCorrections.$inferSelect>
  readonly review: ReportReview | null
}

/**
 * The report's document for `audience`, or null while it has no analysis this engine can read
 * (the page then says why and offers the recompute). The derivation stored with the analysis is
 * used as it is; one missing or made by another engine (a report stored before it was kept, or
 * not yet recomputed) is derived from the stored analysis here, and the document says it is stale.
 */
export function buildReportDocument(
  rows: DocumentRows,
  audience: ReportAudience,
  shareExpiresAt: string | null,
): ReportDocument | null {
  const { report, details } = rows
  const stored = details?.analysis ? readStoredAnalysis(details.analysis) : null
  if (!details || !stored?.ok || !details.inputs) return null
  const { analysis } = stored
  const derived = isCurrentDerivation(details.derived, analysis)
    ? details.derived!
    : deriveReport({
        reportType: report.reportType,
        address: report.address,
        analysis,
        inputs: details.inputs,
        proformaAssumptions: details.proformaAssumptions,
      })
  return {
    audience,
    id: report.id,
    address: report.address,
    apn: report.apn,
    reportType: report.reportType,
    status: report.status,
    updatedAt: report.updatedAt.toISOString(),
    analysis,
    inputs: details.inputs,
    derived,
    objective: details.settings.objective ?? defaultObjective(report.reportType),
    notes: details.notes,
    computedAt: details.computedAt?.toISOString() ?? null,
    corrections: rows.corrections.map(toCorrection),
    proformaAssumptions: details.proformaAssumptions,
    review: rows.review,
    verification: rows.review ? verificationLine(rows.review) : null,
    engine: {
      stored: analysis.engineVersion,
      current: ENGINE_VERSION,
      stale: analysis.engineVersion !== ENGINE_VERSION,
    },
    shareExpiresAt,
  }
}

/**
 * Loads report `id` for `audience` after `authorize` has accepted its owner: NOT_FOUND when there
 * is no such report, null while it has no analysis to show.
 */
export async function loadReportDocument(
  db: Db,
  id: string,
  audience: ReportAudience,
  authorize: (report: { userId: string }) => void,
  shareExpiresAt: string | null = null,
): Promise<ReportDocument | null> {
  const [[row], corrections, review] = await Promise.all([
    db
      .select({ report: reports, details: reportDetails })
      .from(reports)
      .leftJoin(reportDetails, eq(reportDetails.reportId, reports.id))
      .where(eq(reports.id, id)),
    db
      .select()
      .from(reportFactCorrections)
      .where(eq(reportFactCorrections.reportId, id))
      .orderBy(desc(reportFactCorrections.createdAt)),
    findReview(db, id),
  ])
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  authorize(row.report)
  return buildReportDocument(
    { report: row.report, details: row.details, corrections, review },
    audience,
    shareExpiresAt,
  )
}

/** The report's document as its owner reads it, for the emails that go to the owner's address. */
export function loadOwnersDocument(db: Db, id: string): Promise<ReportDocument | null> {
  return loadReportDocument(db, id, 'owner', () => {})
}

export function toCorrection(row: typeof reportFactCorrections.$inferSelect): FactCorrection {
  return {
    id: row.id,
    fact: row.fact,
    action: row.action,
    oldValue: row.oldValue?.value,
    newValue: row.newValue?.value,
    correctedBy: row.correctedByName,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Checks a document against the contract: the tests hold every loader to it. */
export function assertReportDocument(document: unknown): ReportDocument {
  return ReportDocumentSchema.parse(document)
}

export function toReview(row: typeof reportReviews.$inferSelect): ReportReview {
  return {
    analystName: row.reviewerName,
    reviewedAt: row.createdAt.toISOString(),
    note: row.note,
    facts: row.facts,
    readings: row.readings,
  }
}

/**
 * The latest review of a published report; null while it is pending (an edit since the review
 * sends it back), or when it was published before reviews were recorded.
 */
export async function findReview(db: Db, reportId: string): Promise<ReportReview | null> {
  const [row] = await db
    .select({ review: reportReviews })
    .from(reportReviews)
    .innerJoin(reports, eq(reports.id, reportReviews.reportId))
    .where(and(eq(reportReviews.reportId, reportId), eq(reports.status, 'completed')))
    .orderBy(desc(reportReviews.createdAt))
    .limit(1)
  return row ? toReview(row.review) : null
}
