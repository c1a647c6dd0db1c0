// Every email the product sends, kept: sent through SMTP when it is configured, otherwise held
// here for admins to read at /admin/outbox. Nothing is dropped silently.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'held'] as const

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** queued → sent; failed after its retries; held when no SMTP server is configured. */
    status: text({ enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** A queued message is sent (or retried) once this time has passed. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Set by a sender that may run twice (a retried job): the second send stores nothing. */
    onceKey: text().unique(),
    /**
     * A message to a mailing list (the digest): the address that unsubscribes with one POST,
     * sent as its List-Unsubscribe header (RFC 2369, RFC 8058) so a mail program offers it.
     */
    unsubscribeUrl: text(),
  },
  (table) => [index().on(table.createdAt), index().on(table.status, table.nextAttemptAt)],
)
