// The email outbox, for admins: every message with its delivery state (server/mail/mailer.ts).
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import type { OutboxMessage } from '#common/contracts/accounts.ts'
import { AppError } from '#common/errors.ts'
import { can } from '#common/permissions.ts'
import { requireActor } from '../../auth/current-user.ts'
import { emailOutbox } from '../../db/schema/index.ts'
import type { AppEnv } from '../../lib/app-env.ts'

const OUTBOX_PAGE_SIZE = 200

export const outboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const actor = requireActor(c.var.actor)
  if (!can(actor, 'read:outbox')) throw new AppError('FORBIDDEN', 'Admin authentication required')
  const rows = await c.var.db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(OUTBOX_PAGE_SIZE)
  const messages: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
  return c.json({ messages }, 200)
})
