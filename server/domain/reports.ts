// Reports as more than one feature needs them: one report with its owner, and counts.
import { count, eq, sql } from 'drizzle-orm'
import type { ReportStatus } from '#common/contracts/reports.ts'
import type { ReportType } from '#common/report/type-labels.ts'
import { AppError } from '#common/errors.ts'
import { can, type Actor } from '#common/permissions.ts'
import type { Db } from '../db/client.ts'
import { preparedQuery } from '../db/prepared.ts'
import { profiles, reportDetails, reports } from '../db/schema/index.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import { watchLot } from './watches.ts'

export const REPORT_NOT_FOUND = 'Report not found'

/**
 * A report the actor may not see answers exactly as one that does not exist (404), so its id
 * tells a stranger nothing. Checked before whatever the actor asked to do with it.
 */
export function assertCanSee(actor: Actor, report: { readonly userId: string }): void {
  if (!can(actor, 'read:report', report)) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
}

export type ReportWithOwner = {
  id: string
  userId: string
  status: ReportStatus
  address: string
  reportType: ReportType
  ownerEmail: string | null
  ownerName: string | null
}

/** The report with its owner's email and name, or NOT_FOUND. */
export async function getReportWithOwner(db: Db, id: string): Promise<ReportWithOwner> {
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

export async function countReportsOf(db: Db, userId: string): Promise<number> {
  const [row] = await preparedQuery(db, 'count_reports_of', (on) =>
    on
      .select({ n: count() })
      .from(reports)
      .where(eq(reports.userId, sql.placeholder('userId'))),
  ).execute({ userId })
  return row?.n ?? 0
}

/**
 * Creates a pending report on a parcel with its (empty) details row: the one way a report comes
 * to exist, whether an analyst starts it or an order pays for it. Run inside the caller's
 * transaction; the caller decides when the analysis is computed.
 */
export async function createReport(
  tx: Db,
  input: { userId: string; apn: string; address: string; reportType: ReportType },
): Promise<{ id: string }> {
  const [report] = await tx.insert(reports).values(input).returning({ id: reports.id })
  if (!report) throw new AppError('INTERNAL', 'The report could not be created.')
  await tx.insert(reportDetails).values({ reportId: report.id })
  // A report's owner is told when its lot changes, until they remove the watch.
  await watchLot(
    tx,
    { userId: input.userId, apn: input.apn, source: 'report' },
    todayInLosAngeles(),
  )
  return report
}
