// Outgoing email. Every message is first written to the outbox table, so nothing is lost: with
// SMTP configured it is sent from there (retried with growing delays when the server refuses or
// is down); without SMTP it is held there for admins to read at /admin/outbox.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db/client.ts'
import { emailOutbox } from '../db/schema/index.ts'
import type { Logger } from '../lib/logger.ts'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /** A message sent again with the same key is not stored or delivered again. */
  onceKey?: string
}

/** Attempts before a message is marked failed. */
export const MAX_SEND_ATTEMPTS = 5
/** First retry after 30 s, then 1, 2, 4 minutes. */
const RETRY_BASE_MS = 30_000
/** While one worker sends a message, others leave it alone for this long. */
const SEND_LEASE_MS = 2 * 60_000
const BATCH_SIZE = 20
const POLL_INTERVAL_MS = 30_000

export type Mailer = {
  /** Mail is held in the outbox rather than sent (no SMTP server configured). */
  readonly holdsMail: boolean
  /** Keeps `message` in the outbox and starts sending it; resolves once it is stored. */
  send(message: MailMessage): Promise<{ id: string }>
  /**
   * Queues a failed message again with a fresh set of attempts (an admin's "resend", once the
   * mail server is back) and starts sending it. False when there is no failed message `id`.
   */
  resend(id: string): Promise<boolean>
  /** Sends every queued message that is due; resolves when this round is done. */
  deliverDue(): Promise<void>
  /** Resolves when sends already started have finished (tests, shutdown). */
  settled(): Promise<void>
  /** Retries due messages every 30 seconds until `stop`. */
  start(): void
  stop(): Promise<void>
}

export type MailerOptions = { db: Db; smtpUrl?: string; from: string; logger: Logger }

export function createMailer({ db, smtpUrl, from, logger }: MailerOptions): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
  const inFlight = new Set<Promise<void>>()
  let timer: NodeJS.Timeout | null = null

  function track(work: Promise<void>) {
    const tracked = work
      .catch((error: unknown) => logger.error('mail delivery round failed', { error }))
      .finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
  }

  async function deliverDue() {
    if (!transport) return
    // Claim due messages with a lease, so two servers never send the same message twice.
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true })
      if (rows.length === 0) return []
      return tx
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() + ${`${SEND_LEASE_MS} milliseconds`}::interval` })
        .where(
          inArray(
            emailOutbox.id,
            rows.map((row) => row.id),
          ),
        )
        .returning()
    })
    for (const message of due) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        await db
          .update(emailOutbox)
          .set({
            status: 'sent',
            attempts: message.attempts + 1,
            sentAt: sql`now()`,
            lastError: null,
          })
          .where(eq(emailOutbox.id, message.id))
      } catch (error) {
        const attempts = message.attempts + 1
        const lastError = error instanceof Error ? error.message : String(error)
        const retryInMs = RETRY_BASE_MS * 2 ** (attempts - 1)
        logger.warn('email not sent', { id: message.id, attempts, error: lastError })
        await db
          .update(emailOutbox)
          .set({
            attempts,
            lastError,
            status: attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'queued',
            nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
          })
          .where(eq(emailOutbox.id, message.id))
      }
    }
  }

  return {
    holdsMail: transport === null,
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, status: transport ? 'queued' : 'held' })
        .onConflictDoNothing({ target: emailOutbox.onceKey })
        .returning({ id: emailOutbox.id })
      if (!row) {
        const [sent] = message.onceKey
          ? await db
              .select({ id: emailOutbox.id })
              .from(emailOutbox)
              .where(eq(emailOutbox.onceKey, message.onceKey))
          : []
        if (!sent) throw new Error('the outbox did not store the message')
        return sent
      }
      if (transport) track(deliverDue())
      else
        logger.info('email held in the outbox (SMTP_URL is not set)', {
          id: row.id,
          to: message.to,
        })
      return row
    },
    async resend(id) {
      const requeued = await db
        .update(emailOutbox)
        .set({ status: 'queued', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
        .returning({ id: emailOutbox.id })
      if (requeued.length === 0) return false
      track(deliverDue())
      return true
    },
    deliverDue,
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
    start() {
      if (!transport || timer) return
      track(deliverDue())
      timer = setInterval(() => track(deliverDue()), POLL_INTERVAL_MS)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      while (inFlight.size > 0) await Promise.all(inFlight)
      transport?.close()
    },
  }
}
