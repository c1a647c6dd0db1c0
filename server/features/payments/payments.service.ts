// What a verified Stripe event does: a completed Checkout Session completes its order (once,
// however often it is delivered), and a paid renewal invoice starts the subscriber's next month.
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { AppError } from '#common/errors.ts'
import type { Db } from '../../db/client.ts'
import { orders, profiles } from '../../db/schema/index.ts'
import { completeOrder, lockProfile, recordMovement } from '../../domain/orders.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { Logger } from '../../lib/logger.ts'

export type WebhookOutcome = { handled: string }

export async function handleStripeEvent(
  deps: { db: Db; queue: JobQueue; logger: Logger },
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (event.type === 'checkout.session.completed') {
    return completeCheckout(deps, event.data.object)
  }
  if (event.type === 'invoice.paid') {
    return renewSubscription(deps, event.data.object)
  }
  if (event.type === 'customer.subscription.deleted') {
    return endSubscription(deps, event.data.object)
  }
  throw new AppError('INVALID_INPUT', `Events of type ${event.type} are not handled here.`)
}

async function completeCheckout(
  deps: { db: Db; queue: JobQueue; logger: Logger },
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id
  if (!orderId) throw new AppError('INVALID_INPUT', 'The session names no order.')
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new AppError('NOT_FOUND', `No order ${orderId}.`)
  if (order.paymentProvider !== 'stripe')
    throw new AppError('CONFLICT', `Order ${orderId} is not paid through Stripe.`)
  if (session.payment_status === 'unpaid')
    return { handled: 'the session is not paid yet; the order waits' }
  if (session.amount_total !== order.amountCents || session.currency !== order.currency)
    throw new AppError(
      'CONFLICT',
      `The session's amount (${session.amount_total} ${session.currency}) is not the order's (${order.amountCents} ${order.currency}).`,
    )
  await deps.db.transaction((tx) =>
    completeOrder(tx, deps.queue, order.id, { reference: session.id }),
  )
  return { handled: 'order completed' }
}

async function renewSubscription(
  deps: { db: Db; logger: Logger },
  invoice: Stripe.Invoice,
): Promise<WebhookOutcome> {
  // The first invoice is the Checkout itself; only the following ones start a new month.
  if (invoice.billing_reason !== 'subscription_cycle')
    return { handled: 'not a renewal; nothing to do' }
  const userId = invoice.parent?.subscription_details?.metadata?.userId
  const periodEnd = invoice.lines.data[0]?.period.end
  if (!userId || !periodEnd)
    throw new AppError('INVALID_INPUT', 'The renewal names no account or period.')
  await deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId)
    if (profile.monthlyReportsUsed !== 0) {
      await recordMovement(tx, {
        userId,
        kind: 'allowance_reset',
        reason: 'Subscription renewed: a new month begins',
        idempotencyKey: `stripe:${invoice.id}:reset`,
        allowanceDelta: -profile.monthlyReportsUsed,
      })
    }
    await tx
      .update(profiles)
      .set({
        subscriptionStatus: 'active',
        currentPeriodEnd: new Date(periodEnd * 1000),
        // Stripe renews only a plan that was not cancelled (or whose cancellation was taken back).
        cancelAtPeriodEnd: false,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
  })
  return { handled: 'subscription renewed' }
}

/** A cancelled subscription ends the plan: no further months, the allowance stops at once. */
async function endSubscription(
  deps: { db: Db },
  subscription: Stripe.Subscription,
): Promise<WebhookOutcome> {
  const userId = subscription.metadata.userId
  if (!userId) throw new AppError('INVALID_INPUT', 'The subscription names no account.')
  await deps.db
    .update(profiles)
    .set({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId))
  return { handled: 'subscription ended' }
}
