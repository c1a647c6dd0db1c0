import { Hono } from 'hono'
import { ReportIdSchema, ReportNotesSchema } from '#common/contracts/accounts.ts'
import { requireActor } from '../../auth/current-user.ts'
import type { AppEnv } from '../../lib/app-env.ts'
import { validate } from '../../lib/validate.ts'
import { deleteReport, listReports, publishReport, updateReportNotes } from './reports.service.ts'

export function reportsRoutes(adminEmail: string | undefined) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const actor = requireActor(c.var.actor)
      return c.json({ reports: await listReports(c.var.db, actor) }, 200)
    })
    .post('/:id/publish', validate('param', ReportIdSchema), async (c) => {
      const actor = requireActor(c.var.actor)
      const deps = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.publicUrl, adminEmail }
      return c.json(await publishReport(deps, actor, c.req.valid('param').id), 200)
    })
    .patch(
      '/:id',
      validate('param', ReportIdSchema),
      validate('json', ReportNotesSchema),
      async (c) => {
        const actor = requireActor(c.var.actor)
        const { id } = c.req.valid('param')
        return c.json(await updateReportNotes(c.var.db, actor, id, c.req.valid('json').notes), 200)
      },
    )
    .delete('/:id', validate('param', ReportIdSchema), async (c) => {
      const actor = requireActor(c.var.actor)
      await deleteReport(c.var.db, actor, c.req.valid('param').id)
      return c.body(null, 204)
    })
}
