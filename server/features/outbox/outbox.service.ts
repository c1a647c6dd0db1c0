// The email outbox, for admins: every message with its delivery state (server/mail/mailer.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '#common/errors.ts'
import type { OutboxMessage } from '#common/contracts/outbox.ts'
import { assertCan } from '#common/permissions.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'
import type { Mailer } from '../../mail/mailer.ts'

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

/**
 * An admin sends a failed (or still waiting) message again now, with a fresh set of attempts;
 * answers once this delivery round is over. A held message has no mail server to go to.
 */
export async function retryOutboxMessage(
  { db, mailer }: { db: Db; mailer: Mailer },
  actor: SignedInActor,
  id: string,
) {
  assertCan(actor, 'retry:email')
  if (mailer.holdsMail)
    throw new AppError(
      'CONFLICT',
      'No mail server is set (SMTP_URL), so emails are kept here to read and cannot be sent.',
    )
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['failed', 'queued'])))
    .returning({ id: emailOutbox.id })
  if (!row) {
    const [existing] = await db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
    if (!existing) throw new AppError('NOT_FOUND', 'No such email in the outbox.')
    throw new AppError(
      'CONFLICT',
      `This email is ${existing.status}; only a failed or waiting email can be sent again.`,
    )
  }
  await mailer.deliverDue()
  const [after] = await db
    .select({ status: emailOutbox.status, lastError: emailOutbox.lastError })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
  return { id, status: after?.status ?? 'queued', lastError: after?.lastError ?? null }
}
