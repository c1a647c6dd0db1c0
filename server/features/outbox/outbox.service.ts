// The email outbox, for admins: every message with its delivery state (server/mail/mailer.ts).
import { desc, eq, ne } from 'drizzle-orm'
import type { OutboxMessage } from '#common/contracts/outbox.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/index.ts'
import type { Mailer } from '../../mail/mailer.ts'

const OUTBOX_PAGE_SIZE = 200

export const HIDDEN_SECRET = '[hidden]'

/**
 * The message with the secrets in its links hidden: a password-reset link is as good as the
 * password to whoever reads it, and admins read the outbox to check delivery, not to sign in.
 */
export function withoutSecrets(text: string): string {
  return text.replace(/([?&](?:token|code|otp)=)[^\s&"'<>]+/gi, `$1${HIDDEN_SECRET}`)
}

/**
 * Every failed message first, then the newest of the others. A message fails a day after it was
 * written, so on a busy day it would be past the newest page, out of reach of its "Send again".
 */
export async function findOutboxMessages(db: Db, actor: SignedInActor): Promise<OutboxMessage[]> {
  assertCan(actor, 'read:outbox')
  const page = (failed: boolean, size: number) =>
    db
      .select()
      .from(emailOutbox)
      .where(failed ? eq(emailOutbox.status, 'failed') : ne(emailOutbox.status, 'failed'))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(size)
  const failed = await page(true, OUTBOX_PAGE_SIZE)
  const rows = [...failed, ...(await page(false, OUTBOX_PAGE_SIZE - failed.length))]
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: withoutSecrets(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
}

export const NOT_RESENDABLE = 'Only a message that failed to send can be sent again.'

/** Queues a failed message again (the mail server is back); the others need nothing. */
export async function resendOutboxMessage(mailer: Mailer, actor: SignedInActor, id: string) {
  assertCan(actor, 'resend:outbox')
  if (!(await mailer.resend(id))) throw new AppError('CONFLICT', NOT_RESENDABLE)
  return { id, status: 'queued' as const }
}
