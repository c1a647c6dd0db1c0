// The spec's reports and report_details entities (§3).
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { REPORT_STATUSES, REPORT_TYPES } from '#common/reports.ts'
import { users } from './auth.ts'

export const reportType = pgEnum('report_type', REPORT_TYPES)
export const reportStatus = pgEnum('report_status', REPORT_STATUSES)

export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    reportType: reportType().notNull(),
    status: reportStatus().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt), index().on(table.createdAt)],
)

/** The analysis behind a report, with what it was computed from, so it can be recomputed. */
export const reportDetails = pgTable('report_details', {
  id: uuid().primaryKey().defaultRandom(),
  reportId: uuid()
    .notNull()
    .unique()
    .references(() => reports.id, { onDelete: 'cascade' }),
  /** The engine's output. */
  analysis: jsonb().$type<unknown>(),
  /** The parcel facts and scenario the analysis was computed from. */
  inputs: jsonb().$type<unknown>(),
  engineVersion: text(),
  notes: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
