// What can be bought (products), what was bought (orders) and every movement of money or credit
// (the ledger). Profiles' bonus_credits and monthly_reports_used are kept equal to the ledger's sums.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  LEDGER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PRODUCT_KINDS,
} from '#common/orders.ts'
import { users } from './auth.ts'
import { reportType, reports } from './reports.ts'
import { subscriptionTier } from './profiles.ts'

export const productKind = pgEnum('product_kind', PRODUCT_KINDS)
export const orderStatus = pgEnum('order_status', ORDER_STATUSES)
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS)
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS)
export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS)

/** Reports, plans and credit packs, with their prices; seeded by a migration, priced by admins. */
export const products = pgTable('products', {
  /** Readable and stable: it is the {productId} of /checkout/{productId}. */
  id: text().primaryKey(),
  kind: productKind().notNull(),
  name: text().notNull(),
  description: text().notNull(),
  /** What the buyer gets, as short lines. */
  contents: jsonb().$type<string[]>().notNull(),
  priceCents: integer().notNull(),
  currency: text().notNull().default('usd'),
  reportType: reportType(),
  planTier: subscriptionTier(),
  interval: text().$type<'month'>(),
  /** Credit packs: the bonus credits it adds. Usage: the bonus credits one charge spends. */
  credits: integer(),
  /** Usage: rows of an export, or API calls in a month, that cost nothing. */
  freeUnits: integer(),
  /** Usage: API calls one charge pays for beyond the free ones. */
  unitSize: integer(),
  active: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.id),
    apn: text(),
    address: text(),
    /** The buyer's key for this order: the same key always answers with the same order. */
    idempotencyKey: text().notNull(),
    status: orderStatus().notNull(),
    paymentMethod: paymentMethod().notNull(),
    /** Who took the card payment; null when an allowance or a credit paid. */
    paymentProvider: paymentProvider(),
    /** The price charged by card (0 when an allowance or a credit paid). */
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    /** The Stripe Checkout Session, or the test mode's own reference. */
    providerReference: text(),
    paymentUrl: text(),
    reportId: uuid().references(() => reports.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    refundReason: text(),
  },
  (table) => [
    uniqueIndex().on(table.userId, table.idempotencyKey),
    uniqueIndex().on(table.providerReference),
    index().on(table.userId, table.createdAt),
  ],
)

/**
 * Append-only: one row per movement. `allowanceDelta` changes monthly_reports_used,
 * `creditsDelta` changes bonus_credits and `amountCents` is money taken (negative: returned).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: ledgerKind().notNull(),
    allowanceDelta: integer().notNull().default(0),
    creditsDelta: integer().notNull().default(0),
    amountCents: integer().notNull().default(0),
    currency: text().notNull().default('usd'),
    reason: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** The same movement is never recorded twice: a replay hits this key. */
    idempotencyKey: text().notNull().unique(),
    /** The admin who made the movement; null when the buyer's own order did. */
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
)

/**
 * API calls a user's keys made in a month (Los Angeles), and how many that month's free calls
 * and charges allow (decision 416): a call past `allowed` spends credits for the next block.
 */
export const apiUsage = pgTable(
  'api_usage',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "2026-12". */
    month: text().notNull(),
    calls: integer().notNull().default(0),
    allowed: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
)
