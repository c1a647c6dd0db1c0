// The spec's reports and report_details entities (§3).
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  ANALYSIS_STATUSES,
  REPORT_STATUSES,
  type ReportInputs,
  type ReportSettings,
} from '#common/contracts/reports.ts'
import { REPORT_TYPES } from '#common/report/type-labels.ts'
import type { ProformaChanges } from '#common/report/assumption-values.ts'
import type { ReportDerivation } from '#common/report/document-model.ts'
import type { ConfirmationSource, ReportReview } from '#common/contracts/report-review.ts'
import type { Analysis } from '#engine'
import { users } from './auth.ts'

export const reportType = pgEnum('report_type', REPORT_TYPES)
export const reportStatus = pgEnum('report_status', REPORT_STATUSES)
export const analysisStatus = pgEnum('analysis_status', ANALYSIS_STATUSES)

export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    /**
     * The parcel the report is about. Not a foreign key: a parcel may leave the data (a split,
     * a re-import) while its reports stay readable from what they stored.
     */
    apn: text(),
    reportType: reportType().notNull(),
    status: reportStatus().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.createdAt),
    index().on(table.createdAt),
    // The analysts' queue: pending first, oldest first.
    index().on(table.status, table.createdAt),
  ],
)

/** The analysis behind a report, with what it was computed from, so it can be recomputed. */
export const reportDetails = pgTable('report_details', {
  id: uuid().primaryKey().defaultRandom(),
  reportId: uuid()
    .notNull()
    .unique()
    .references(() => reports.id, { onDelete: 'cascade' }),
  /** What the owner or an analyst chose: the scenario and the readings of contested rules. */
  settings: jsonb().$type<ReportSettings>().notNull().default({ scenario: {}, options: {} }),
  /** The engine's output, once computed. */
  analysis: jsonb().$type<Analysis>(),
  /** Exactly what the analysis was computed from (facts, scenario, options), to recompute it. */
  inputs: jsonb().$type<ReportInputs>(),
  engineVersion: text(),
  /**
   * What the report's outputs show that derives from the analysis (open questions, readings,
   * envelopes, the pro forma at the saved assumptions, the best pathway for each objective),
   * computed whenever the analysis or the assumptions are stored (decision 320).
   */
  derived: jsonb().$type<ReportDerivation>(),
  analysisStatus: analysisStatus().notNull().default('pending'),
  /** Why the last computation failed, in words an analyst can act on. */
  analysisError: text(),
  computedAt: timestamp({ withTimezone: true }),
  notes: text(),
  /** The pro forma's assumptions changed from the defaults by the owner or an admin. */
  proformaAssumptions: jsonb().$type<ProformaChanges>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const factCorrectionAction = pgEnum('fact_correction_action', ['set', 'revert'])

/**
 * The audit trail of parcel-fact corrections: one row per change, never updated or deleted while
 * the report exists. A fact's latest row decides whether a correction is in force.
 */
export const reportFactCorrections = pgTable(
  'report_fact_corrections',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The engine's fact name ("lotSf"). */
    fact: text().notNull(),
    action: factCorrectionAction().notNull(),
    /**
     * The value in force before the change, as `{ value }` (a fact may be a known null, such as
     * "no SB 79 stop nearby"); SQL null when it was not known.
     */
    oldValue: jsonb().$type<{ value: unknown }>(),
    /** The value in force after it, in the same form. */
    newValue: jsonb().$type<{ value: unknown }>(),
    correctedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the row, so the trail still names the analyst if the account goes. */
    correctedByName: text(),
    /** Where the analyst confirmed the value, when they set it in a publish review. */
    confirmedWith: text().$type<ConfirmationSource>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.reportId, table.createdAt)],
)

/**
 * The analyst's review recorded each time a report is published, written in the same transaction
 * as the status change. A report edited back to pending and published again gains another; the
 * latest is the one the report states. Never updated.
 */
export const reportReviews = pgTable(
  'report_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the row, so the report still names its analyst if the account goes. */
    reviewerName: text().notNull(),
    note: text().notNull(),
    facts: jsonb().$type<ReportReview['facts']>().notNull(),
    readings: jsonb().$type<ReportReview['readings']>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.reportId, table.createdAt)],
)

/** One bulk recompute of the reports computed by an older engine, with its progress. */
export const reportRecomputeRuns = pgTable('report_recompute_runs', {
  id: uuid().primaryKey().defaultRandom(),
  /** The engine version the run brings reports to. */
  engineVersion: text().notNull(),
  startedBy: text().references(() => users.id, { onDelete: 'set null' }),
  total: integer().notNull(),
  done: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  /** The last report id handled, so a retried job resumes where it stopped. */
  cursor: uuid(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
})
