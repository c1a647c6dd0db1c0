// Sends the report request emails for a report an order created. The emails go to the outbox,
// which delivers and retries them (and keeps them for admins when no SMTP server is set).
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { notifyReport, type NotificationDeps } from '../domain/report-notifications.ts'
import { getReportWithOwner } from '../domain/reports.ts'
import { loadOwnersDocument } from '../features/reports/report-document.service.ts'
import type { Logger } from '../lib/logger.ts'

export function reportRequestNotificationHandler(
  deps: NotificationDeps & { db: Db; logger: Logger },
) {
  return async ({ reportId }: { reportId: string }) => {
    let report
    try {
      report = await getReportWithOwner(deps.db, reportId)
    } catch (error) {
      // The report was deleted before its announcement went out: nothing is left to announce.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return
      throw error
    }
    // Keyed by the report, so a retry after the emails were queued sends nothing twice.
    const result = await notifyReport(deps, 'request', report, {
      onceKey: `report-request:${reportId}`,
      document: await loadOwnersDocument(deps.db, reportId),
    })
    if (!result.success)
      deps.logger.warn('report request not announced', { reportId, reason: result.error })
  }
}
