// Read-only links to one report, for people without an account (issue 11, decision 170).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { reports } from './reports.ts'

export const reportShareLinks = pgTable(
  'report_share_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /**
     * The secret in the link: 32 random bytes, base64url. Kept as it is (not hashed) so the
     * owner can copy the link again from the list; it grants no more than reading this report.
     */
    token: text().notNull().unique(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    lastViewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.reportId, table.createdAt)],
)
