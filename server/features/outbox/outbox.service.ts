// The email outbox, for admins: every message with its delivery state (server/mail/mailer.ts).
import { desc } from 'drizzle-orm'
import type { OutboxMessage } from '#common/contracts/outbox.ts'
import { assertCan } from '#common/permissions.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'

const OUTBOX_PAGE_SIZE = 200

/** The newest messages first. */
export async function findOutboxMessages(db: Db, actor: SignedInActor): Promise<OutboxMessage[]> {
  assertCan(actor, 'read:outbox')
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(OUTBOX_PAGE_SIZE)
  return rows.map((row) => ({
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
}
