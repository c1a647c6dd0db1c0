import { Hono } from 'hono'
import { z } from 'zod'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { validate } from '../../http/validate.ts'
import { findOutboxMessages, resendOutboxMessage } from './outbox.service.ts'

const MessageIdSchema = z.object({ id: z.uuid('must be a message id') })

export const outboxRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json({ messages: await findOutboxMessages(c.var.db, requireActor(c.var.actor)) }, 200),
  )
  .post('/:id/resend', validate('param', MessageIdSchema), async (c) =>
    c.json(
      await resendOutboxMessage(c.var.mailer, requireActor(c.var.actor), c.req.valid('param').id),
      200,
    ),
  )
