// Report request and completion emails (spec §7 send-report-notification), for the features
// that create and publish reports. The user's mail goes to the report owner's address on file,
// never to an address a caller supplies, so no endpoint can be used to mail strangers.
import type { ReportDocument } from '#common/contracts/report-document.ts'
import type { ReportNotificationResult } from '#common/contracts/reports.ts'
import type { Mailer } from '../mail/mailer.ts'
import {
  reportAdminEmail,
  reportCompletionUserEmail,
  reportRequestUserEmail,
  type ReportMailFacts,
} from '../mail/templates.ts'
import type { ReportWithOwner } from './reports.ts'

export type NotificationDeps = { mailer: Mailer; publicUrl: string; adminEmail?: string }

/**
 * Queues the user's and the team's emails for `kind`. A message counts as sent once the outbox
 * holds it: from there it is delivered and retried, or kept for admins to read. With `onceKey`,
 * a second call with the same key (a retried job, a raced publish) queues nothing new. The
 * user's email states the report's `document` (its headline, homes and review) as the report's
 * page and PDF do; the caller loads it with the report's one loader.
 */
export async function notifyReport(
  { mailer, publicUrl, adminEmail }: NotificationDeps,
  kind: 'request' | 'completion',
  report: Omit<ReportWithOwner, 'userId' | 'status'>,
  { onceKey, document }: { onceKey?: string; document: ReportDocument | null },
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
    document,
  }
  const userEmail =
    kind === 'request' ? reportRequestUserEmail(facts) : reportCompletionUserEmail(facts)
  await mailer.send(onceKey ? { ...userEmail, onceKey: `${onceKey}:user` } : userEmail)
  if (adminEmail) {
    const teamEmail = reportAdminEmail(adminEmail, kind, facts)
    await mailer.send(onceKey ? { ...teamEmail, onceKey: `${onceKey}:team` } : teamEmail)
  }
  return { success: true, userEmailSent: true, adminEmailSent: adminEmail !== undefined }
}
