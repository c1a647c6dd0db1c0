// Watched lots (issue 40): the lots a user saved, the snapshots each lot's analysis was boiled
// down to, the changes found between them, and the sliced runs that re-run every watched lot.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { DigestFrequency, WatchSnapshot, WatchSource } from '#common/contracts/watch.ts'
import { users } from './auth.ts'

/**
 * A snapshot of one lot's analysis on a date. Never updated: a re-run whose figures differ stores
 * a new one beside the old, so every change can show both sides. Not keyed to `parcels`: a lot
 * that leaves the data keeps its snapshots (and gets one saying it is gone).
 */
export const watchSnapshots = pgTable(
  'watch_snapshots',
  {
    id: uuid().primaryKey().defaultRandom(),
    apn: text().notNull(),
    engineVersion: text().notNull(),
    analysisDate: text().notNull(),
    snapshot: jsonb().$type<WatchSnapshot>().notNull(),
    /** The run that stored it; null when stored as a watch was made. */
    runId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.apn, table.createdAt)],
)

/**
 * A lot a user watches, once per user and lot. `snapshotId` is the snapshot its latest change
 * (or its making) brought it to: the next re-run compares with it.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apn: text().notNull(),
    source: text().$type<WatchSource>().notNull(),
    snapshotId: uuid().references(() => watchSnapshots.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.apn), index().on(table.apn)],
)

/**
 * A change found on a watched lot: the differences in words between two snapshots. Unique per
 * watch and new snapshot, so a run killed and retried, or two workers, record it once.
 */
export const watchChanges = pgTable(
  'watch_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    watchId: uuid()
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    fromSnapshotId: uuid()
      .notNull()
      .references(() => watchSnapshots.id),
    toSnapshotId: uuid()
      .notNull()
      .references(() => watchSnapshots.id),
    differences: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its owner opened the watch page after it was found. */
    seenAt: timestamp({ withTimezone: true }),
    /** When it went out in an email (null: not yet, or the owner asked for none). */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique().on(table.watchId, table.toSnapshotId),
    index().on(table.watchId, table.createdAt),
  ],
)

/**
 * A re-run of every watched lot, started when the engine version, the data (the latest import)
 * or a law's status on today's date differs from the last run's.
 */
export const watchRuns = pgTable('watch_runs', {
  id: uuid().primaryKey().defaultRandom(),
  engineVersion: text().notNull(),
  dataStamp: text().notNull(),
  /** The date the run analyzed at (laws' status on that day). */
  analysisDate: text().notNull(),
  /** Watched lots when the run started. */
  total: integer().notNull(),
  startedBy: text().references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
})

/** One slice of a run: watched APNs after `fromApn` up to `toApn`; `cursor` the last done. */
export const watchRunSlices = pgTable(
  'watch_run_slices',
  {
    runId: uuid()
      .notNull()
      .references(() => watchRuns.id, { onDelete: 'cascade' }),
    slice: integer().notNull(),
    fromApn: text(),
    toApn: text(),
    cursor: text(),
    done: integer().notNull().default(0),
    changed: integer().notNull().default(0),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.runId, table.slice] })],
)

/**
 * How often a user is emailed their changes (decision 400); no row: the default. `lastPeriod`
 * is the period the latest digest went out for (a day, a Monday, or the moment for "immediately"),
 * so two workers send one digest per period.
 */
export const digestSettings = pgTable('digest_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text().$type<DigestFrequency>().notNull(),
  lastPeriod: text(),
  lastSentAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
