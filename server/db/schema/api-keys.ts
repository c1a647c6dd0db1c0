// Keys to the public API (/api/v1): each belongs to one user, is shown once when made and kept
// only as a hash, carries the scopes it may use, and stays listed (revoked) after revocation.
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's name for the key ("Deal pipeline"). */
    name: text().notNull(),
    /** The key's first characters, shown in lists so the owner can tell keys apart. */
    prefix: text().notNull(),
    /** SHA-256 of the whole key, hex: the key itself is never stored. */
    secretHash: text().notNull().unique(),
    scopes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId, table.createdAt)],
)
