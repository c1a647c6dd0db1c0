// Outgoing email. Every message is first written to the outbox table, where admins read it at
// /admin/outbox. With SMTP configured, the same transaction queues a job for it on the job queue
// (server/jobs), keyed by the message so it is queued once; the job sends it, and pg-boss retries
// it while the mail server is down (sendEmailJob in server/jobs/definitions.ts). Without SMTP the
// message is held in the outbox.
import { and, eq, lte, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db/client.ts'
import { emailOutbox } from '../db/schema/index.ts'
import { sendEmailJob } from '../jobs/definitions.ts'
import type { JobAttempt, JobQueue } from '../jobs/queue.ts'
import type { Logger } from '../lib/logger.ts'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /** A message sent again with the same key is not stored or delivered again. */
  onceKey?: string
  /** For a message to a list: the address that unsubscribes its reader with one POST. */
  unsubscribeUrl?: string
}

/**
 * How long an attempt may take: its SMTP connection, greeting and every reply are bounded, so an
 * attempt ends well before the job's own limit and the lease below.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 }
/**
 * While one attempt sends a message, no other starts on it for this long (the job's time limit):
 * a second worker handed the same job, after the first one's heartbeat went quiet, leaves the
 * message alone instead of sending it twice.
 */
const SEND_LEASE_MS = sendEmailJob.expireSeconds * 1000

export type Mailer = {
  /** Mail is held in the outbox rather than sent (no SMTP server configured). */
  readonly holdsMail: boolean
  /**
   * Keeps `message` in the outbox and queues its delivery; resolves once both are stored. With
   * `tx`, both are written in that transaction: the message exists exactly when the caller's
   * write does (a digest and the changes it marks as emailed).
   */
  send(message: MailMessage, options?: { tx?: Db }): Promise<{ id: string }>
  /**
   * Queues a failed message again with a fresh set of attempts (an admin's "resend", once the
   * mail server is back). False when there is no failed message `id`, so a second click does
   * nothing.
   */
  resend(id: string): Promise<boolean>
  /** Sends outbox message `id` (the send job's work); throws when this attempt did not send it. */
  deliver(id: string, attempt: JobAttempt): Promise<void>
  /** Closes the mail server connections. */
  close(): void
}

/** A message the queue gave up on after its last retry, as the team is told of it. */
export type GivenUpMessage = { id: string; to: string; subject: string; lastError: string }

export type MailerOptions = {
  db: Db
  queue: JobQueue
  smtpUrl?: string
  from: string
  logger: Logger
  /**
   * The message that tells the team (ADMIN_EMAIL) of a message given up, with where to send it
   * again. Unset: the error log and the outbox's "Failed" are all that say so.
   */
  givenUpNotice?: (failed: GivenUpMessage) => MailMessage
}

export function createMailer({
  db,
  queue,
  smtpUrl,
  from,
  logger,
  givenUpNotice,
}: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : null
  // A Message-ID of the outbox row's own, so a receiving server can tell a repeat of a message
  // (a worker that died after the server took it but before it was marked sent) from a new one.
  const messageIdDomain = /@([^>\s]+)/.exec(from)?.[1] ?? 'lotwise.local'

  /** Writes `message` to the outbox and, with SMTP, queues its delivery, both in `tx`. */
  async function storeAndQueue(tx: Db, message: MailMessage) {
    const [row] = await tx
      .insert(emailOutbox)
      .values({ ...message, status: transport ? 'queued' : 'held' })
      .onConflictDoNothing({ target: emailOutbox.onceKey })
      .returning({ id: emailOutbox.id })
    if (row && transport)
      await queue.enqueue(sendEmailJob, { messageId: row.id }, { tx, onceKey: row.id })
    return row
  }

  return {
    holdsMail: transport === null,
    async send(message, options = {}) {
      const store = (tx: Db) => storeAndQueue(tx, message)
      const stored = await (options.tx ? store(options.tx) : db.transaction(store))
      if (!stored) {
        const [sent] = message.onceKey
          ? await (options.tx ?? db)
              .select({ id: emailOutbox.id })
              .from(emailOutbox)
              .where(eq(emailOutbox.onceKey, message.onceKey))
          : []
        if (!sent) throw new Error('the outbox did not store the message')
        return sent
      }
      if (!transport)
        logger.info('email held in the outbox (SMTP_URL is not set)', {
          id: stored.id,
          to: message.to,
        })
      return stored
    },
    async resend(id) {
      return db.transaction(async (tx) => {
        const requeued = await tx
          .update(emailOutbox)
          .set({ status: 'queued', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
          .returning({ id: emailOutbox.id })
        if (requeued.length === 0) return false
        await queue.enqueueAfresh(sendEmailJob, { messageId: id }, { tx, onceKey: id })
        return true
      })
    },
    async deliver(id, attempt) {
      if (!transport) {
        // Queued by a server with SMTP, picked up by a worker without: keep it for admins.
        await db
          .update(emailOutbox)
          .set({ status: 'held' })
          .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')))
        return
      }
      const [message] = await db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() + ${`${SEND_LEASE_MS} milliseconds`}::interval` })
        .where(
          and(
            eq(emailOutbox.id, id),
            eq(emailOutbox.status, 'queued'),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
          ),
        )
        .returning()
      if (!message) {
        const [current] = await db
          .select({ status: emailOutbox.status })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, id))
        // Sent already, or held, or deleted with its account: nothing is left to send.
        if (current?.status !== 'queued') return
        throw new Error('another attempt is sending this message; retrying after it')
      }
      const attempts = message.attempts + 1
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${message.id}@${messageIdDomain}>`,
          ...(message.unsubscribeUrl && {
            list: { unsubscribe: message.unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }),
        })
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error)
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(emailOutbox)
            .set({
              attempts,
              lastError,
              status: attempt.isLast ? 'failed' : 'queued',
              nextAttemptAt: sql`now()`,
            })
            .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')))
            .returning({ status: emailOutbox.status })
          // The team hears of each failure once: only this move from queued to failed tells
          // them (an admin's resend moves it back). Mail to the team's own address that failed
          // is not reported to that address again.
          const notice =
            updated?.status === 'failed'
              ? givenUpNotice?.({ id, to: message.to, subject: message.subject, lastError })
              : undefined
          if (notice && notice.to !== message.to) await storeAndQueue(tx, notice)
        })
        if (attempt.isLast)
          logger.error('email failed after a day of retries: an admin can send it again', {
            id,
            to: message.to,
            attempts,
            error: lastError,
            outbox: '/admin/outbox',
          })
        else logger.warn('email not sent; it will be retried', { id, attempts, error: lastError })
        throw error
      }
      await db
        .update(emailOutbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, id))
    },
    close() {
      transport?.close()
    },
  }
}
