// Screening the city: every parcel's analysis boiled down to what a screen filters and sorts on,
// kept current by background runs (features/screen/screen-refresh.service.ts).
import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { PathwayScreen, ScreenListRow } from '#common/contracts/screen.ts'
import type { PathwayId } from '#engine'
import { users } from './auth.ts'
import { parcels } from './parcels.ts'

/** Net new homes as a number to compare and sort: "unlimited" above every count. */
export const UNLIMITED_HOMES = 2_147_483_647

/**
 * A result's most net new homes as a screen compares and sorts them, "unlimited" above every
 * count. The default order's index is built on this very expression, its number written out
 * rather than sent as a parameter, so a screen's ORDER BY matches the index in any plan.
 */
export function homesSortKey(result: {
  unlimitedUnits: AnyPgColumn
  maxNetNewUnits: AnyPgColumn
}): SQL<number | null> {
  return sql`(case when ${result.unlimitedUnits} then ${sql.raw(String(UNLIMITED_HOMES))} else ${result.maxNetNewUnits} end)`
}

/**
 * One row per parcel: what the engine (at `engineVersion`) and the pro forma (at `proformaVersion`,
 * its default assumptions) say the lot can become. `stale` marks a row whose engine, pro forma or
 * parcel data has changed since it was computed; it stays readable until the next run replaces it.
 */
export const screenResults = pgTable(
  'screen_results',
  {
    // No foreign key to parcels: its check locks the parcel's row for every result written, which
    // at a million lots wrote a third of a refresh's WAL and dirtied the whole parcels table
    // (decision 715). Results are only written for parcels just read, and parcels are never deleted.
    apn: text().primaryKey(),
    engineVersion: text().notNull(),
    proformaVersion: text().notNull(),
    /** What the row holds (SCREEN_RESULT_VERSION); rows written before 2 lack per-pathway values. */
    resultVersion: integer().notNull().default(1),
    stale: boolean().notNull().default(false),
    /** The date the analysis spoke for (laws in force). */
    analysisDate: text().notNull(),
    /** Each pathway's status and net new homes, by pathway id. */
    pathways: jsonb().$type<Record<string, PathwayScreen>>().notNull(),
    /** Pathways available (with or without routine checks), and those needing confirmation. */
    availablePathways: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmPathways: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The most net new homes any open pathway adds; null when none adds a counted number. */
    maxNetNewUnits: integer(),
    /** An open pathway sets no limit on homes (the count is the building's, not the law's). */
    unlimitedUnits: boolean().notNull().default(false),
    /** The best pathway by each objective of the report; null when no pathway is open. */
    bestByValue: text(),
    bestByHomes: text(),
    bestByConditions: text(),
    /**
     * The highest residual land value at the default assumptions, of the open pathways (the only
     * ones the pro forma prices): the value a screen without per-pathway filters sorts by.
     */
    residualLandValue: doublePrecision(),
    /**
     * The most net new homes of an open pathway with a positive residual land value (one that
     * pencils), UNLIMITED_HOMES for "unlimited"; null when none pencils with a count of homes.
     * The screen's main question, "at least N homes, and it pencils", is read from it and its
     * index instead of from every candidate's pathways (decision 670).
     */
    pencilHomes: integer(),
    /** 'covered' | 'exempt' | 'unknown' under the Rent Stabilization Ordinance. */
    rentStabilization: text().notNull(),
    hpoz: boolean(),
    fireZone: boolean(),
    coastalZone: boolean(),
    zoneFamily: text(),
    computedAt: timestamp({ withTimezone: true }).notNull(),
    /** The parcel's `updatedAt` the result was computed from: a later change makes it stale. */
    parcelUpdatedAt: timestamp({ withTimezone: true }).notNull(),
    /** The run that wrote the row. */
    runId: uuid(),
  },
  (table) => [
    // No index on the most net new homes, on `stale` or on the pathway lists: no screen reads any
    // of them to find its lots (homes go through the order's expression below, staleness beside
    // the parcel join, the per-pathway filters through `screen_fronts`), and each cost every
    // write of a refresh (decisions 735 and 755). The value is indexed for its order alone.
    // The homes order, most homes first and then by APN (decision 490): a page of it is a walk
    // of this index that stops once the page is full, instead of a sort of every match.
    index('screen_results_homes_order').on(sql`${homesSortKey(table)} desc nulls last`, table.apn),
    // The default order, the most valuable first and then by APN (decision 820): the same walk
    // for a screen without per-pathway filters, whose rows speak for the lot's most valuable open
    // pathway, the one this column holds.
    index('screen_results_value_order').on(table.residualLandValue.desc().nullsLast(), table.apn),
    // The same walk for the main question: most homes that pencil first, then by APN. The lot's
    // own filters of a screen (its zone, the exclusions) ride along after the APN, which orders
    // nothing (it is unique): a screen's first request counts its lots, and once the refresh's
    // VACUUM has marked the pages all-visible, the count reads this index alone instead of a
    // heap block per match (2.8 s on 200,000 lots, decision 685).
    index('screen_results_pencil_order').on(
      sql`${table.pencilHomes} desc nulls last`,
      table.apn,
      table.zoneFamily,
      table.rentStabilization,
      table.hpoz,
      table.fireZone,
      table.coastalZone,
    ),
  ],
)

/**
 * The scopes of a lot's `screen_fronts`: all its open pathways, its available ones, or one
 * pathway by its id.
 */
export type ScreenFrontScope = 'open' | 'available' | PathwayId

/**
 * A lot's open pathways as points (net new homes, residual land value) that an index answers a
 * screen's per-pathway filters from, instead of each candidate's `pathways` JSON (decision 755).
 * Each open pathway has a row of its own (scope: its id). Each of the two classes, every open
 * pathway and the available ones (scope `open`, `available`), has a row for each pathway that is
 * the first of the class to meet some minimum of homes and of value: its pathways in order, most
 * homes first and then the most valuable, every one worth more than all before it. `lead`, the
 * highest value before it, is what makes the row the lot's answer to a given minimum value V
 * (value >= V > lead), so a class holds exactly one row per lot that matches it, with the homes
 * the screen sorts by. Rows of a result are replaced with it; results written before result
 * version 4 have none until the next refresh rewrites them.
 */
export const screenFronts = pgTable(
  'screen_fronts',
  {
    apn: text().notNull(),
    scope: text().$type<ScreenFrontScope>().notNull(),
    /** Net new homes, UNLIMITED_HOMES for "unlimited"; null when the pathway counts none. */
    homes: integer(),
    /** Residual land value in whole dollars; -Infinity when not priced, below any minimum. */
    value: doublePrecision().notNull(),
    /** Of a class's row, the highest value of the class's rows before it; null for the first. */
    lead: doublePrecision(),
    /** Of a pathway's own row, whether it is available (not only needing confirmation). */
    available: boolean(),
  },
  (table) => [
    // A lot's rows are replaced by its APN (a class may have several rows of a lot).
    index('screen_fronts_apn').on(table.apn),
    // A screen's page walks one scope in its order, most homes first, and stops once full; the
    // other figures ride along so that walk, and the count, read the index alone.
    index('screen_fronts_order').on(
      table.scope,
      sql`${table.homes} desc nulls last`,
      table.apn,
      table.value,
      table.lead,
      table.available,
    ),
  ],
)

/**
 * A refresh of the screen results: every parcel without a current row is computed, in slices that
 * workers take in parallel. Started automatically when the engine's or the pro forma's version or
 * the data changes (`dataStamp`: the latest import), or by an admin.
 */
export const screenRuns = pgTable('screen_runs', {
  id: uuid().primaryKey().defaultRandom(),
  engineVersion: text().notNull(),
  proformaVersion: text().notNull(),
  resultVersion: integer().notNull().default(1),
  dataStamp: text().notNull(),
  /** Parcels to compute when the run started. */
  total: integer().notNull(),
  startedBy: text().references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
})

/**
 * One slice of a run: the parcels with APNs after `fromApn` up to and including `toApn` (null: no
 * bound). `cursor` is the last APN done, written in the transaction that writes its batch, so a
 * slice killed mid-way resumes after it.
 */
export const screenRunSlices = pgTable(
  'screen_run_slices',
  {
    runId: uuid()
      .notNull()
      .references(() => screenRuns.id, { onDelete: 'cascade' }),
    slice: integer().notNull(),
    fromApn: text(),
    toApn: text(),
    cursor: text(),
    done: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.runId, table.slice] })],
)

/**
 * A list of lots someone uploaded (a CSV of APNs or addresses) to screen: the parcels its rows
 * matched are its `screen_list_parcels`; the rows that matched none are kept here with the reason,
 * so the list can be shown and exported again.
 */
export const screenLists = pgTable(
  'screen_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, or the name the caller gave. */
    name: text().notNull(),
    /** Rows in the file that were not blank (the header aside). */
    rowCount: integer().notNull(),
    /** The rows that matched no parcel, each with its reason. */
    unmatched: jsonb().$type<ScreenListRow[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
)

export const screenListParcels = pgTable(
  'screen_list_parcels',
  {
    listId: uuid()
      .notNull()
      .references(() => screenLists.id, { onDelete: 'cascade' }),
    apn: text()
      .notNull()
      .references(() => parcels.apn, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.listId, table.apn] })],
)

/**
 * A screen a user named and kept (its filters as the address holds them), to run again and to
 * be told when new lots match it after a refresh of the results (decision 415).
 */
export const savedScreens = pgTable(
  'saved_screens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The screen's parameters as `/screen?…` carries them, checked by ScreenQuerySchema. */
    params: jsonb().$type<Record<string, string>>().notNull(),
    /** Whether new lots also go out in the owner's digest email (the app always shows them). */
    emailNewLots: boolean().notNull().default(true),
    /** The refresh the lots below were matched after; null: matched when saved. */
    checkedRunId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
)

/** The lots a saved screen matched when last checked: a lot not among them is new. */
export const savedScreenLots = pgTable(
  'saved_screen_lots',
  {
    savedScreenId: uuid()
      .notNull()
      .references(() => savedScreens.id, { onDelete: 'cascade' }),
    apn: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.savedScreenId, table.apn] })],
)

/**
 * The lots that began to match a saved screen after one refresh of the results. Unique per
 * screen and run, so a check retried or raced records them once.
 */
export const savedScreenNews = pgTable(
  'saved_screen_news',
  {
    id: uuid().primaryKey().defaultRandom(),
    savedScreenId: uuid()
      .notNull()
      .references(() => savedScreens.id, { onDelete: 'cascade' }),
    runId: uuid().notNull(),
    apns: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its owner opened the screen after it was found. */
    seenAt: timestamp({ withTimezone: true }),
    /** When it went out in a digest email. */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique().on(table.savedScreenId, table.runId)],
)
