// What Find Lots downloads and API calls cost (decision 416). Running a screen is free; a
// download of more lots than the free rows, and API calls past the month's free calls, spend
// bonus credits at the prices in the `products` rows `screen_export` and `api_calls`, each
// charge a ledger movement keyed so that a retried request never pays twice.
import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { apiUsage, ledgerEntries, products } from '../db/schema/index.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import { lockProfile, recordMovement } from './orders.ts'

export const EXPORT_PRODUCT = 'screen_export'
export const API_CALLS_PRODUCT = 'api_calls'

export type UsagePrice = {
  /** Bonus credits one charge spends. */
  credits: number
  /** Rows of a download, or calls a month, that cost nothing. */
  freeUnits: number
  /** Calls one charge pays for. */
  unitSize: number
}

/** The price of `productId` as its row says now; no row (or a retired one): free. */
export async function findUsagePrice(db: Db, productId: string): Promise<UsagePrice | null> {
  const [row] = await db
    .select({
      credits: products.credits,
      freeUnits: products.freeUnits,
      unitSize: products.unitSize,
      active: products.active,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.kind, 'usage')))
  if (!row?.active || !row.credits) return null
  return {
    credits: row.credits,
    freeUnits: row.freeUnits ?? 0,
    unitSize: Math.max(1, row.unitSize ?? 1),
  }
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

const creditsWord = (n: number) => count(n, 'bonus credit', 'bonus credits')

const exportKey = (userId: string, what: string) =>
  `export:${userId}:${createHash('sha256').update(what).digest('hex')}`

/** True when `userId` has already paid for the download `what`, so it is free again. */
export async function isExportPaid(
  db: Db,
  { userId, what }: { userId: string; what: string },
): Promise<boolean> {
  const [paid] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, exportKey(userId, what)))
  return paid !== undefined
}

/**
 * Spends the price of a download of `rows` lots for `userId`, once per `what` (the download's
 * identity: the same lots again are not charged again). Free up to the free rows; refused with
 * PAYMENT_REQUIRED, nothing spent, when the user has too few credits.
 */
export async function chargeExport(
  db: Db,
  { userId, rows, what }: { userId: string; rows: number; what: string },
): Promise<void> {
  const price = await findUsagePrice(db, EXPORT_PRODUCT)
  if (!price || rows <= price.freeUnits) return
  const idempotencyKey = exportKey(userId, what)
  await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId)
    if (await isExportPaid(tx, { userId, what })) return
    if (profile.bonusCredits < price.credits)
      throw new AppError(
        'PAYMENT_REQUIRED',
        `Downloading more than ${count(price.freeUnits, 'lot', 'lots')} costs ${creditsWord(price.credits)}, and you have ${profile.bonusCredits === 0 ? 'none' : creditsWord(profile.bonusCredits)}. Buy bonus credits on the pricing page, or narrow the screen to ${count(price.freeUnits, 'lot', 'lots')} or fewer.`,
        { credits: price.credits, bonusCredits: profile.bonusCredits },
      )
    await recordMovement(tx, {
      userId,
      kind: 'bonus_credit_spent',
      reason: `Find Lots download of ${count(rows, 'lot', 'lots')}`,
      idempotencyKey,
      creditsDelta: -price.credits,
    })
  })
}

/**
 * Counts one API call of `userId`'s keys in this month (Los Angeles). The month's free calls
 * cost nothing; the first call past them, and past each block paid for since, spends the price
 * for the next block. Refused with PAYMENT_REQUIRED, the call not counted, when the user has too
 * few credits. Most calls are one UPDATE; only the call that opens a block takes the lock.
 */
export async function countApiCall(
  db: Db,
  userId: string,
  pricingUrl: string,
  today: string = todayInLosAngeles(),
): Promise<void> {
  const month = today.slice(0, 7)
  const mine = and(eq(apiUsage.userId, userId), eq(apiUsage.month, month))
  const counted = await db
    .update(apiUsage)
    .set({ calls: sql`${apiUsage.calls} + 1` })
    .where(and(mine, lt(apiUsage.calls, apiUsage.allowed)))
    .returning({ calls: apiUsage.calls })
  if (counted.length > 0) return

  const price = await findUsagePrice(db, API_CALLS_PRODUCT)
  await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId)
    await tx
      .insert(apiUsage)
      .values({ userId, month, calls: 0, allowed: price ? price.freeUnits : 0 })
      .onConflictDoNothing()
    const [usage] = await tx.select().from(apiUsage).where(mine).for('update')
    if (!usage) throw new AppError('INTERNAL', 'The API call could not be counted.')
    let allowed = usage.allowed
    // Without a price, calls are free: the count goes on for the record.
    if (!price) allowed = Math.max(allowed, usage.calls + 1)
    else if (usage.calls >= allowed) {
      if (profile.bonusCredits < price.credits)
        throw new AppError(
          'PAYMENT_REQUIRED',
          `This month's ${count(price.freeUnits, 'free API call', 'free API calls')} are used, and the next ${count(price.unitSize, 'call costs', 'calls cost')} ${creditsWord(price.credits)}; you have ${profile.bonusCredits === 0 ? 'none' : creditsWord(profile.bonusCredits)}. Buy bonus credits at ${pricingUrl}, then call again.`,
          { credits: price.credits, bonusCredits: profile.bonusCredits },
        )
      // Keyed by the block it opens: two servers opening it at once charge once.
      await recordMovement(tx, {
        userId,
        kind: 'bonus_credit_spent',
        reason: `API calls ${(allowed + 1).toLocaleString('en-US')}–${(allowed + price.unitSize).toLocaleString('en-US')} in ${month}`,
        idempotencyKey: `api-calls:${userId}:${month}:${allowed}`,
        creditsDelta: -price.credits,
      })
      allowed += price.unitSize
    }
    await tx
      .update(apiUsage)
      .set({ calls: sql`${apiUsage.calls} + 1`, allowed })
      .where(mine)
  })
}
