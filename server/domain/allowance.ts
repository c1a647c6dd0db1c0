// The monthly reset of the allowance (PRODUCT.md, Money): when a subscriber's period ends, the
// reports used go back to zero through the ledger and the next period begins.
import { and, eq, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { profiles } from '../db/schema/index.ts'
import { lockProfile, oneMonthAfter, recordMovement } from './orders.ts'

/**
 * Resets every profile whose period ended by `now`; answers how many were reset. Each profile
 * resets in its own transaction, keyed by the period that ended, so a rerun never resets twice.
 */
export async function resetEndedPeriods(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(isNotNull(profiles.currentPeriodEnd), lte(profiles.currentPeriodEnd, now)))
  let reset = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const profile = await lockProfile(tx, id)
      const ended = profile.currentPeriodEnd
      if (!ended || ended > now) return false
      if (profile.monthlyReportsUsed !== 0) {
        await recordMovement(tx, {
          userId: id,
          kind: 'allowance_reset',
          reason: `Monthly allowance reset: the period ending ${ended.toISOString().slice(0, 10)} is over`,
          idempotencyKey: `reset:${id}:${ended.toISOString()}`,
          allowanceDelta: -profile.monthlyReportsUsed,
        })
      }
      // Only a subscription still in good standing (or a legacy plan) goes on to a next period;
      // one its owner cancelled ends here, at the end of the month they paid for.
      const cancelled = profile.cancelAtPeriodEnd && profile.subscriptionStatus === 'active'
      const continues =
        (profile.subscriptionStatus === 'active' && !cancelled) ||
        profile.legacyTier === 'pro' ||
        profile.legacyTier === 'pro_legacy'
      let next: Date | null = null
      if (continues) {
        next = oneMonthAfter(ended)
        while (next <= now) next = oneMonthAfter(next)
      }
      await tx
        .update(profiles)
        .set({
          currentPeriodEnd: next,
          cancelAtPeriodEnd: false,
          ...(cancelled ? { subscriptionStatus: 'canceled' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, id))
      return true
    })
    if (done) reset += 1
  }
  return reset
}
