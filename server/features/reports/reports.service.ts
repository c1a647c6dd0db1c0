// Reports as the profile needs them: listing, publishing, deleting and notes (spec §4, §6).
import { count, desc, eq } from 'drizzle-orm'
import { AppError } from '#common/errors.ts'
import { can, canOnAny } from '#common/permissions.ts'
import {
  REPORT_DELETE_FORBIDDEN,
  REPORT_EDIT_FORBIDDEN,
  REPORT_PUBLISH_FORBIDDEN,
  type ReportSummary,
} from '#common/contracts/accounts.ts'
import type { SignedInActor } from '../../auth/current-user.ts'
import type { Db } from '../../db/client.ts'
import { profiles, reportDetails, reports } from '../../db/schema/index.ts'
import {
  notifyReport,
  type NotificationDeps,
  type ReportForMail,
} from '../notifications/notifications.service.ts'

const REPORT_NOT_FOUND = 'Report not found'

/** An admin sees every report with its reporter; anyone else only their own. Newest first. */
export async function listReports(db: Db, actor: SignedInActor): Promise<ReportSummary[]> {
  if (canOnAny(actor, 'read:report')) {
    const rows = await db
      .select({ report: reports, userEmail: profiles.email, userName: profiles.fullName })
      .from(reports)
      .leftJoin(profiles, eq(profiles.id, reports.userId))
      .orderBy(desc(reports.createdAt))
    return rows.map(({ report, userEmail, userName }) => ({
      ...toSummary(report),
      user_email: userEmail,
      user_name: userName,
    }))
  }
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.userId, actor.id))
    .orderBy(desc(reports.createdAt))
  return rows.map(toSummary)
}

export async function countReports(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.userId, userId))
  return row?.n ?? 0
}

function toSummary(report: typeof reports.$inferSelect): ReportSummary {
  return {
    id: report.id,
    userId: report.userId,
    address: report.address,
    reportType: report.reportType,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
  }
}

/** The report with its owner's email and name, or NOT_FOUND. */
export async function findReportForMail(
  db: Db,
  id: string,
): Promise<ReportForMail & { userId: string; status: string }> {
  const [row] = await db
    .select({
      id: reports.id,
      userId: reports.userId,
      status: reports.status,
      address: reports.address,
      reportType: reports.reportType,
      ownerEmail: profiles.email,
      ownerName: profiles.fullName,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.userId))
    .where(eq(reports.id, id))
  if (!row) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  return row
}

/**
 * pending → completed, by an admin. The completion email goes out when the report has a user
 * email and name; the status change stands even if queuing the email fails.
 */
export async function publishReport(deps: NotificationDeps, actor: SignedInActor, id: string) {
  if (!can(actor, 'publish:report')) throw new AppError('FORBIDDEN', REPORT_PUBLISH_FORBIDDEN)
  const report = await findReportForMail(deps.db, id)
  if (report.status !== 'pending')
    throw new AppError('CONFLICT', 'Only pending reports can be published')
  const [updated] = await deps.db
    .update(reports)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(eq(reports.id, id))
    .returning({ id: reports.id })
  if (!updated) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  const notification = await notifyReport(deps, 'completion', report)
  return { id, status: 'completed' as const, notified: notification.success }
}

/** Deletes the report's details, then the report, in one transaction. Admins only. */
export async function deleteReport(db: Db, actor: SignedInActor, id: string) {
  if (!can(actor, 'delete:report')) throw new AppError('FORBIDDEN', REPORT_DELETE_FORBIDDEN)
  await db.transaction(async (tx) => {
    await tx.delete(reportDetails).where(eq(reportDetails.reportId, id))
    const deleted = await tx.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id })
    if (deleted.length === 0) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  })
}

/** Sets the analyst's or owner's notes on a report. */
export async function updateReportNotes(db: Db, actor: SignedInActor, id: string, notes: string) {
  const [report] = await db
    .select({ userId: reports.userId })
    .from(reports)
    .where(eq(reports.id, id))
  if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  if (!can(actor, 'update:report', report)) throw new AppError('FORBIDDEN', REPORT_EDIT_FORBIDDEN)
  await db.transaction(async (tx) => {
    await tx
      .insert(reportDetails)
      .values({ reportId: id, notes })
      .onConflictDoUpdate({ target: reportDetails.reportId, set: { notes, updatedAt: new Date() } })
    await tx.update(reports).set({ updatedAt: new Date() }).where(eq(reports.id, id))
  })
  return { id, notes }
}
