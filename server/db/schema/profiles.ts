// The spec's profiles entity (§3): tier, allowance and credits of a signed-in user.
import { boolean, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { SUBSCRIPTION_TIERS, LEGACY_TIERS } from '#common/profiles.ts'
import { users } from './auth.ts'

export const subscriptionTier = pgEnum('subscription_tier', SUBSCRIPTION_TIERS)
export const legacyTier = pgEnum('legacy_tier', LEGACY_TIERS)

export const profiles = pgTable('profiles', {
  /** The user's id (users.id). */
  id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  fullName: text(),
  subscriptionTier: subscriptionTier().notNull().default('basic'),
  /** 'active' while a paid tier is in good standing; null for basic users. */
  subscriptionStatus: text(),
  monthlyReportsUsed: integer().notNull().default(0),
  isAdmin: boolean().notNull().default(false),
  legacyTier: legacyTier(),
  /** When the monthly allowance resets. */
  currentPeriodEnd: timestamp({ withTimezone: true }),
  /** The owner cancelled the plan: it stays active until `currentPeriodEnd`, then ends. */
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** The Stripe subscription the plan is billed through; events naming another one are old. */
  stripeSubscriptionId: text(),
  /** When the newest Stripe event applied to that subscription was created. */
  stripeEventAt: timestamp({ withTimezone: true }),
  bonusCredits: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
