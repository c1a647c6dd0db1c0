// The spec's site_settings entity (§3): readable by anyone, writable only by admins.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const siteSettings = pgTable('site_settings', {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
