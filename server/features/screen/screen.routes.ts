// The screen's routes. Admins: the refresh of every parcel's results, and its progress.
import { Hono } from 'hono'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { findLatestScreenRun, startScreenRefresh } from './screen-refresh.service.ts'

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
