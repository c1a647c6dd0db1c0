// Report request and completion emails (spec §7 send-report-notification). The user's mail goes
// to the report owner's address on file, never to an address the caller supplies, so the
// endpoint cannot be used to send mail to strangers.
import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  reportAdminEmail,
  reportCompletionUserEmail,
  reportRequestUserEmail,
  type ReportMailFacts,
} from '../../mail/templates.ts'
import type { ReportNotificationResult } from '#common/contracts/accounts.ts'
import type { ReportType } from '#common/reports.ts'

export type NotificationDeps = { db: Db; mailer: Mailer; publicUrl: string; adminEmail?: string }

export type ReportForMail = {
  id: string
  address: string
  reportType: ReportType
  ownerEmail: string | null
  ownerName: string | null
}

/**
 * Queues the user's and the team's emails for `kind`. A message counts as sent once the outbox
 * holds it: from there it is delivered and retried, or kept for admins to read.
 */
export async function notifyReport(
  { mailer, publicUrl, adminEmail }: NotificationDeps,
  kind: 'request' | 'completion',
  report: ReportForMail,
): Promise<ReportNotificationResult> {
  if (!report.ownerEmail || !report.ownerName) {
    return {
      success: false,
      error: 'The report has no user email and name to notify',
      userEmailSent: false,
      adminEmailSent: false,
    }
  }
  const facts: ReportMailFacts = {
    reportId: report.id,
    address: report.address,
    reportType: report.reportType,
    userEmail: report.ownerEmail,
    userName: report.ownerName,
    publicUrl,
  }
  await mailer.send(
    kind === 'request' ? reportRequestUserEmail(facts) : reportCompletionUserEmail(facts),
  )
  if (adminEmail) await mailer.send(reportAdminEmail(adminEmail, kind, facts))
  return { success: true, userEmailSent: true, adminEmailSent: adminEmail !== undefined }
}
