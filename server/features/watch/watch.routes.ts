// The watchlist's routes: a signed-in user's own watched lots, and the changes found on them.
import { Hono } from 'hono'
import { z } from 'zod'
import { WatchRequestSchema } from '#common/contracts/watch.ts'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import {
  addWatch,
  countUnseenChanges,
  listWatches,
  markChangesSeen,
  removeWatch,
  WATCH_NOT_FOUND,
} from './watch.service.ts'
import {
  findLatestWatchRun,
  startSimulatedLawChange,
  startWatchRefresh,
} from './watch-refresh.service.ts'

const WatchIdSchema = z.object({ id: z.uuid({ error: WATCH_NOT_FOUND }) })

/**
 * Admins: the latest re-run of the watched lots, starting one now, and starting one under the
 * demo's simulated law change (decision 410).
 */
export const adminWatchRoutes = new Hono<AppEnv>()
  .get('/refresh', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json({ run: await findLatestWatchRun(c.var.db, actor) }, 200)
  })
  .post('/refresh', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      { run: await startWatchRefresh({ db: c.var.db, queue: c.var.queue }, actor) },
      202,
    )
  })
  .post('/simulate-law-change', async (c) => {
    const actor = requireActor(c.var.actor)
    return c.json(
      { run: await startSimulatedLawChange({ db: c.var.db, queue: c.var.queue }, actor) },
      202,
    )
  })

export const watchRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const actor = requireActor(c.var.actor)
    const [watches, unseen] = await Promise.all([
      listWatches(c.var.db, actor),
      countUnseenChanges(c.var.db, actor),
    ])
    return c.json({ watches, unseen }, 200)
  })
  .post('/', validate('json', WatchRequestSchema), async (c) => {
    const actor = requireActor(c.var.actor)
    const { watch, created } = await addWatch(c.var.db, actor, c.req.valid('json'))
    return c.json({ watch }, created ? 201 : 200)
  })
  /** The caller has read the changes on the watch page. */
  .post('/seen', async (c) => {
    await markChangesSeen(c.var.db, requireActor(c.var.actor))
    return c.body(null, 204)
  })
  .delete('/:id', validate('param', WatchIdSchema), async (c) => {
    await removeWatch(c.var.db, requireActor(c.var.actor), c.req.valid('param').id)
    return c.body(null, 204)
  })
