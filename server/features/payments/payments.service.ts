// What a verified Stripe event does: a completed Checkout Session completes its order (once,
// however often it is delivered), a paid renewal invoice starts the subscriber's next month, and
// a deleted subscription ends the plan. Stripe delivers events in any order and retries any 5xx,
// so an event is applied only if it is newer than the last one applied to the plan's own
// subscription, and an event of a shape we do not expect is acknowledged and logged, not refused.
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { orders, products, profiles } from '../../db/schema/index.ts'
import { completeOrder, recordMovement } from '../../domain/orders.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { Logger } from '../../lib/logger.ts'

/** `ignored`: the event was acknowledged without changing anything, for the reason given. */
export type WebhookOutcome = { handled: string; ignored?: true }

type Deps = { db: Db; queue: JobQueue; logger: Logger }

/** An id Stripe sends either as a string or, expanded, as the object that carries it. */
const StripeId = z.union([z.string(), z.object({ id: z.string() }).transform((ref) => ref.id)])
const Metadata = z.record(z.string(), z.string()).nullish()

const EventShape = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
})

const CheckoutSessionShape = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: Metadata,
  payment_status: z.string(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  subscription: StripeId.nullish(),
})

const InvoiceShape = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: StripeId.nullish(), metadata: Metadata })
        .nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number().int() }) })) }),
})

const SubscriptionShape = z.object({ id: z.string(), metadata: Metadata })

/** The event's id and type for the log, as far as a signed body of any shape has them. */
export function eventLabel(raw: unknown): { eventId?: string; type?: string } {
  const label = z
    .object({ id: z.string().catch(''), type: z.string().catch('') })
    .catch({ id: '', type: '' })
    .parse(raw)
  return { eventId: label.id || undefined, type: label.type || undefined }
}

const ignored = (reason: string): WebhookOutcome => ({ handled: reason, ignored: true })

export async function handleStripeEvent(deps: Deps, raw: unknown): Promise<WebhookOutcome> {
  const event = EventShape.safeParse(raw)
  if (!event.success) return ignored('the event has no id, type, time or object')
  const { type, created, data } = event.data
  const at = new Date(created * 1000)
  const parse = <T>(shape: z.ZodType<T>) => shape.safeParse(data.object)
  if (type === 'checkout.session.completed') {
    const session = parse(CheckoutSessionShape)
    if (!session.success) return ignored('malformed Checkout Session')
    return completeCheckout(deps, session.data, at)
  }
  if (type === 'invoice.paid') {
    const invoice = parse(InvoiceShape)
    if (!invoice.success) return ignored('malformed invoice')
    return renewSubscription(deps, invoice.data, at)
  }
  if (type === 'customer.subscription.deleted') {
    const subscription = parse(SubscriptionShape)
    if (!subscription.success) return ignored('malformed subscription')
    return endSubscription(deps, subscription.data, at)
  }
  return ignored(`events of type ${type} are not handled here`)
}

/**
 * Whether an event about `subscriptionId` created at `at` is older news than what the profile
 * already applied: it names another subscription than the plan's own, or an earlier time.
 */
function staleFor(
  profile: { stripeSubscriptionId: string | null; stripeEventAt: Date | null },
  subscriptionId: string | null | undefined,
  at: Date,
): string | null {
  if (profile.stripeSubscriptionId && subscriptionId !== profile.stripeSubscriptionId)
    return 'the event names an earlier subscription than the plan’s own'
  if (profile.stripeEventAt && at < profile.stripeEventAt)
    return 'a newer event was already applied to this subscription'
  return null
}

async function completeCheckout(
  deps: Deps,
  session: z.infer<typeof CheckoutSessionShape>,
  at: Date,
): Promise<WebhookOutcome> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id
  if (!orderId || !z.uuid().safeParse(orderId).success)
    return ignored('the session names no order of ours')
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return ignored(`no order ${orderId}`)
  if (order.paymentProvider !== 'stripe')
    return ignored(`order ${orderId} is not paid through Stripe`)
  if (session.payment_status === 'unpaid')
    return { handled: 'the session is not paid yet; the order waits' }
  if (session.amount_total !== order.amountCents || session.currency !== order.currency) {
    // Money that does not match the order is for a person to look into, not for a retry.
    deps.logger.error('stripe session amount differs from its order', {
      orderId,
      session: session.id,
      sessionAmount: `${session.amount_total} ${session.currency}`,
      orderAmount: `${order.amountCents} ${order.currency}`,
    })
    return ignored('the session’s amount is not the order’s; the order waits')
  }
  await deps.db.transaction(async (tx) => {
    const completed = await completeOrder(tx, deps.queue, order.id, { reference: session.id })
    const [product] = await tx.select().from(products).where(eq(products.id, completed.productId))
    // A plan bought now is billed through this subscription from here on.
    if (product?.planTier && session.subscription)
      await tx
        .update(profiles)
        .set({ stripeSubscriptionId: session.subscription, stripeEventAt: at })
        .where(eq(profiles.id, order.userId))
  })
  return { handled: 'order completed' }
}

async function renewSubscription(
  deps: Deps,
  invoice: z.infer<typeof InvoiceShape>,
  at: Date,
): Promise<WebhookOutcome> {
  // The first invoice is the Checkout itself; only the following ones start a new month.
  if (invoice.billing_reason !== 'subscription_cycle')
    return { handled: 'not a renewal; nothing to do' }
  const details = invoice.parent?.subscription_details
  const userId = details?.metadata?.userId
  const periodEnd = invoice.lines.data[0]?.period.end
  if (!userId || !periodEnd) return ignored('the renewal names no account or period')
  return deps.db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update')
    if (!profile) return ignored(`no account ${userId}`)
    const stale = staleFor(profile, details.subscription, at)
    if (stale) return ignored(stale)
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
        stripeEventAt: at,
        ...(details.subscription ? { stripeSubscriptionId: details.subscription } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
    return { handled: 'subscription renewed' }
  })
}

/** A cancelled subscription ends the plan: no further months, the allowance stops at once. */
async function endSubscription(
  deps: Deps,
  subscription: z.infer<typeof SubscriptionShape>,
  at: Date,
): Promise<WebhookOutcome> {
  const userId = subscription.metadata?.userId
  if (!userId) return ignored('the subscription names no account')
  return deps.db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update')
    if (!profile) return ignored(`no account ${userId}`)
    const stale = staleFor(profile, subscription.id, at)
    if (stale) return ignored(stale)
    await tx
      .update(profiles)
      .set({
        subscriptionStatus: 'canceled',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        stripeEventAt: at,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
    return { handled: 'subscription ended' }
  })
}
