import { Hono } from 'hono'
import { ReportNotificationSchema } from '#common/contracts/accounts.ts'
import { AppError } from '#common/errors.ts'
import { can } from '#common/permissions.ts'
import { requireActor } from '../../auth/current-user.ts'
import type { AppEnv } from '../../lib/app-env.ts'
import { validate } from '../../lib/validate.ts'
import { findReportForMail } from '../reports/reports.service.ts'
import { notifyReport } from './notifications.service.ts'

/** Spec §7 "function invocation": POST /api/functions/send-report-notification. */
export function notificationRoutes(adminEmail: string | undefined) {
  return new Hono<AppEnv>().post(
    '/send-report-notification',
    validate('json', ReportNotificationSchema),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const body = c.req.valid('json')
      const report = await findReportForMail(c.var.db, body.reportId)
      if (!can(actor, 'notify:report', report))
        throw new AppError('FORBIDDEN', 'You can only send notifications about your own reports')
      const deps = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.publicUrl, adminEmail }
      return c.json(await notifyReport(deps, body.type, report), 200)
    },
  )
}
