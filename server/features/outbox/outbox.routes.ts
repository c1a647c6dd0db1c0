import { Hono } from 'hono'
import { z } from 'zod'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { findOutboxMessages, retryOutboxMessage } from './outbox.service.ts'

export const outboxRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json({ messages: await findOutboxMessages(c.var.db, requireActor(c.var.actor)) }, 200),
  )
  .post(
    '/:id/retry',
    validate('param', z.object({ id: z.uuid('That is not an email in the outbox.') })),
    async (c) => {
      const actor = requireActor(c.var.actor)
      const deps = { db: c.var.db, mailer: c.var.mailer }
      return c.json(await retryOutboxMessage(deps, actor, c.req.valid('param').id), 200)
    },
  )
