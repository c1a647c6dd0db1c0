// The screen's routes: running a screen, and (admins) the refresh of every parcel's results.
import { Hono } from 'hono'
import { ScreenExportQuerySchema, ScreenQuerySchema } from '#common/contracts/screen.ts'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'
import { buildScreenTable, toCsv } from './screen-export.service.ts'
import { findLatestScreenRun, startScreenRefresh } from './screen-refresh.service.ts'
import { runScreen } from '../../domain/screen.ts'

export const adminScreenRoutes = new Hono<AppEnv>()
  .get('/refresh', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json({ run: await findLatestScreenRun(c.var.db, actor) }, 200)
  })
  .post('/refresh', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      { run: await startScreenRefresh({ db: c.var.db, queue: c.var.queue }, actor) },
      202,
    )
  })

/** A screen of the city: open to visitors (the first lots and the count), whole when signed in. */
export const screenRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ScreenQuerySchema), async (c) =>
    c.json(await runScreen(c.var.db, c.var.actor, c.req.valid('query')), 200),
  )
  /** The matching lots as a spreadsheet, signed in. */
  .get('/export', validate('query', ScreenExportQuerySchema), async (c) => {
    requireActor(c.var.actor)
    const table = await buildScreenTable(c.var.db, c.req.valid('query'))
    return c.body(toCsv(table), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lotwise-screen-${todayInLosAngeles()}.csv"`,
    })
  })
