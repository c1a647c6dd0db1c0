// The money rules: how an order is paid (monthly allowance first, then bonus credits, then card),
// the ledger every movement goes through, and completing an order, which creates what was bought
// (a pending report with its analysis and request notification queued, a plan, or credits) in the
// same transaction as the payment's effect. Shared by the orders feature and the payment webhooks.
import { and, eq, sql } from 'drizzle-orm'
import type { LedgerKind, OrderView, PaymentMethod, PaymentPlan, Product } from '#common/orders.ts'
import {
  activePlan,
  creditsRemaining,
  monthlyAllowance,
  type CreditsProfile,
} from '#common/credits.ts'
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { ledgerEntries, orders, products, profiles } from '../db/schema/index.ts'
import { computeAnalysisJob, reportRequestNotificationJob } from '../jobs/definitions.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { createReport } from './reports.ts'

export type OrderRow = typeof orders.$inferSelect
export type ProductRow = typeof products.$inferSelect

/**
 * Monthly reports the profile can still spend. A specialist spends the one report their plan
 * sells, although the spec's Credits Remaining counts it as 0 (decision 210).
 */
export function allowanceLeft(profile: CreditsProfile): number {
  return Math.max(0, monthlyAllowance(profile) - profile.monthlyReportsUsed)
}

/** How the next report order of `profile` would be paid, with the figures behind it. */
export function paymentPlanFor(profile: CreditsProfile): PaymentPlan {
  const method: PaymentMethod =
    allowanceLeft(profile) > 0 ? 'allowance' : profile.bonusCredits > 0 ? 'bonus_credit' : 'card'
  return {
    method,
    allowance: monthlyAllowance(profile),
    monthlyReportsUsed: profile.monthlyReportsUsed,
    bonusCredits: profile.bonusCredits,
    creditsRemaining: creditsRemaining(profile),
    activePlan: activePlan(profile),
  }
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    contents: row.contents,
    priceCents: row.priceCents,
    currency: row.currency,
    reportType: row.reportType,
    planTier: row.planTier === 'basic' ? null : row.planTier,
    interval: row.interval,
    credits: row.credits,
    freeUnits: row.freeUnits,
    unitSize: row.unitSize,
    active: row.active,
  }
}

export function toOrderView(order: OrderRow, product: { name: string }): OrderView {
  return {
    id: order.id,
    productId: order.productId,
    productName: product.name,
    apn: order.apn,
    address: order.address,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentProvider: order.paymentProvider,
    testPayment: order.paymentProvider === 'test',
    amountCents: order.amountCents,
    currency: order.currency,
    reportId: order.reportId,
    paymentUrl: order.status === 'awaiting_payment' ? order.paymentUrl : null,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
  }
}

/** The profile, locked until the transaction ends: one money movement per user at a time. */
export async function lockProfile(tx: Db, userId: string) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update')
  if (!profile) throw new AppError('NOT_FOUND', 'No account found for this order.')
  return profile
}

export type Movement = {
  userId: string
  kind: LedgerKind
  reason: string
  idempotencyKey: string
  allowanceDelta?: number
  creditsDelta?: number
  amountCents?: number
  currency?: string
  orderId?: string | null
  createdBy?: string | null
}

/**
 * Records one movement in the ledger and applies it to the profile. A movement whose key is
 * already recorded changes nothing and answers false, so a replay never moves money twice.
 */
export async function recordMovement(tx: Db, movement: Movement): Promise<boolean> {
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: movement.userId,
      kind: movement.kind,
      reason: movement.reason,
      idempotencyKey: movement.idempotencyKey,
      allowanceDelta: movement.allowanceDelta ?? 0,
      creditsDelta: movement.creditsDelta ?? 0,
      amountCents: movement.amountCents ?? 0,
      currency: movement.currency ?? 'usd',
      orderId: movement.orderId ?? null,
      createdBy: movement.createdBy ?? null,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id })
  if (!entry) return false
  const allowanceDelta = movement.allowanceDelta ?? 0
  const creditsDelta = movement.creditsDelta ?? 0
  if (allowanceDelta !== 0 || creditsDelta !== 0) {
    await tx
      .update(profiles)
      .set({
        monthlyReportsUsed: sql`${profiles.monthlyReportsUsed} + ${allowanceDelta}`,
        bonusCredits: sql`${profiles.bonusCredits} + ${creditsDelta}`,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, movement.userId))
  }
  return true
}

/** One month after `from`, the way a monthly subscription renews. */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}

/**
 * Completes `orderId` once: takes the card payment into the ledger when a card paid, and
 * creates what was bought. Completing a completed order changes nothing, so a webhook delivered
 * three times, a redirect racing it, or a replayed request all end in one report.
 */
export async function completeOrder(
  tx: Db,
  queue: JobQueue,
  orderId: string,
  payment: { reference?: string } = {},
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw new AppError('NOT_FOUND', 'No such order.')
  if (order.status !== 'awaiting_payment') return order
  const [product] = await tx.select().from(products).where(eq(products.id, order.productId))
  if (!product) throw new AppError('INTERNAL', `The product ${order.productId} is missing.`)

  if (order.paymentMethod === 'card') {
    await recordMovement(tx, {
      userId: order.userId,
      kind: 'card_payment',
      reason: `${product.name}${order.paymentProvider === 'test' ? ' (test payment: no money moved)' : ''}`,
      idempotencyKey: `order:${order.id}:card`,
      amountCents: order.amountCents,
      currency: order.currency,
      orderId: order.id,
    })
  }

  let reportId: string | null = null
  if (product.kind === 'report') {
    if (!product.reportType || !order.apn)
      throw new AppError('INTERNAL', `Order ${order.id} has no report type or parcel.`)
    const report = await createReport(tx, {
      userId: order.userId,
      apn: order.apn,
      address: order.address ?? `Parcel ${order.apn}`,
      reportType: product.reportType,
    })
    reportId = report.id
    await queue.enqueue(computeAnalysisJob, { reportId }, { tx, onceKey: reportId })
    await queue.enqueue(reportRequestNotificationJob, { reportId }, { tx, onceKey: reportId })
  } else if (product.kind === 'credit_pack') {
    await recordMovement(tx, {
      userId: order.userId,
      kind: 'bonus_credits_bought',
      reason: product.name,
      idempotencyKey: `order:${order.id}:credits`,
      creditsDelta: product.credits ?? 0,
      orderId: order.id,
    })
  } else if (product.planTier) {
    const profile = await lockProfile(tx, order.userId)
    // A new plan starts a fresh month: the reports used so far are given back to zero.
    if (profile.monthlyReportsUsed !== 0) {
      await recordMovement(tx, {
        userId: order.userId,
        kind: 'allowance_reset',
        reason: `${product.name} plan started`,
        idempotencyKey: `order:${order.id}:reset`,
        allowanceDelta: -profile.monthlyReportsUsed,
        orderId: order.id,
      })
    }
    await tx
      .update(profiles)
      .set({
        subscriptionTier: product.planTier,
        subscriptionStatus: 'active',
        currentPeriodEnd: oneMonthAfter(new Date()),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, order.userId))
  }

  const [completed] = await tx
    .update(orders)
    .set({
      status: 'completed',
      completedAt: new Date(),
      reportId,
      ...(payment.reference ? { providerReference: payment.reference } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
    .returning()
  return completed ?? order
}
