import { Hono } from 'hono'
import { requireActor } from '../../auth/actor.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { findOutboxMessages } from './outbox.service.ts'

export const outboxRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json({ messages: await findOutboxMessages(c.var.db, requireActor(c.var.actor)) }, 200),
)
