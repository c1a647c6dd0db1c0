// Ordering: the products on sale, placing an order (paid by allowance, bonus credit or card),
// reading orders, and the admins' tools: granting credits, refunding, changing a price.
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm'
import type { CreateOrder, GrantCredits } from '#common/contracts/orders.ts'
import {
  formatPrice,
  isCurrentPlan,
  priceInWords,
  type EarlierOrder,
  type OrderView,
  type PaymentMethod,
  type PlanRenewal,
  type ProductsResponse,
} from '#common/orders.ts'
import { activePlan } from '#common/credits.ts'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { assertCan, canOnAny } from '#common/permissions.ts'
import { SITE } from '#common/site.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { ledgerEntries, orders, products, profiles } from '../../db/schema/index.ts'
import {
  completeOrder,
  lockProfile,
  paymentPlanFor,
  recordMovement,
  toOrderView,
  toProduct,
  type OrderRow,
} from '../../domain/orders.ts'
import { getParcel } from '../../domain/parcels.ts'
import type { CardPayments } from '../../domain/payments.ts'
import type { JobQueue } from '../../jobs/queue.ts'

export type OrderDeps = { db: Db; queue: JobQueue; payments: CardPayments; publicUrl: string }

const PAYMENT_WORDS: Readonly<Record<PaymentMethod, string>> = {
  allowance: 'one of your monthly reports',
  bonus_credit: 'a bonus credit',
  card: 'a card payment',
}

/** The products on sale, and for a signed-in buyer how their next report would be paid. */
export async function listProducts(
  db: Db,
  actor: SignedInActor | null,
  payments: CardPayments,
): Promise<ProductsResponse> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.sortOrder))
  return {
    products: rows.map(toProduct),
    payment: actor ? paymentPlanFor(actor.profile) : null,
    cardProvider: payments.provider,
  }
}

async function activeProduct(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  // Usage prices are spent from bonus credits as the download or call is made, not ordered.
  if (!row || !row.active || row.kind === 'usage')
    throw new AppError(
      'NOT_FOUND',
      `There is no product "${id}" for sale. See the pricing page for what you can order.`,
    )
  return row
}

/**
 * One product on sale; for a signed-in buyer, how they would pay and, given the parcel's `apn`,
 * their newest earlier order of this report for it (null when there is none).
 */
export async function getProduct(
  db: Db,
  actor: SignedInActor | null,
  payments: CardPayments,
  id: string,
  apn: string | null = null,
) {
  const row = await activeProduct(db, id)
  return {
    product: toProduct(row),
    payment: actor ? paymentPlanFor(actor.profile) : null,
    cardProvider: payments.provider,
    earlierOrder:
      actor && apn && row.kind === 'report' ? await findEarlierOrder(db, actor.id, id, apn) : null,
  }
}

/**
 * The buyer's newest completed order of `productId` for the parcel `apn` whose report still
 * exists: buying it again is usually a slip, so the checkout asks first.
 */
export async function findEarlierOrder(
  db: Db,
  userId: string,
  productId: string,
  apn: string,
): Promise<EarlierOrder | null> {
  const [row] = await db
    .select({
      orderId: orders.id,
      reportId: orders.reportId,
      completedAt: orders.completedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.productId, productId),
        eq(orders.apn, apn),
        eq(orders.status, 'completed'),
        isNotNull(orders.reportId),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  if (!row?.reportId) return null
  return {
    orderId: row.orderId,
    reportId: row.reportId,
    orderedAt: (row.completedAt ?? row.createdAt).toISOString(),
  }
}

/**
 * Places an order once per idempotency key: the same key answers with the first order, however
 * often it is sent. The buyer's profile is locked while the payment is decided, so two orders
 * racing for the last credit are decided one after the other; the loser is told that the way
 * of paying they agreed to is gone.
 */
export async function placeOrder(
  deps: OrderDeps,
  actor: SignedInActor,
  input: CreateOrder,
): Promise<{ order: OrderView; created: boolean }> {
  assertCan(actor, 'create:order')
  const product = await activeProduct(deps.db, input.productId)
  let parcel: { apn: string; address: string } | null = null
  if (product.kind === 'report') {
    if (!input.apn)
      throw new AppError('INVALID_INPUT', 'Choose the parcel this report is about (its APN).', [
        { path: 'apn', message: 'A report needs a parcel.' },
      ])
    const detail = await getParcel({ db: deps.db, apn: input.apn })
    parcel = { apn: detail.apn, address: detail.address.display ?? `Parcel ${detail.apn}` }
  }

  const { order, created } = await deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, actor.id)
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, actor.id), eq(orders.idempotencyKey, input.idempotencyKey)))
    if (existing) {
      if (existing.productId !== product.id || existing.apn !== (parcel?.apn ?? null))
        throw new AppError(
          'CONFLICT',
          'This order key was already used for a different order. Reload the checkout page to start a new one.',
        )
      return { order: existing, created: false }
    }

    const method: PaymentMethod =
      product.kind === 'report' ? paymentPlanFor(profile).method : 'card'
    if (method !== input.expectedPayment) {
      throw new AppError(
        'CONFLICT',
        `This order would now be paid with ${PAYMENT_WORDS[method]}, not ${PAYMENT_WORDS[input.expectedPayment]}: another order used it first. Review the checkout and confirm again.`,
        { payment: method },
      )
    }
    if (method === 'card' && input.expectedPriceCents !== product.priceCents) {
      const seen = formatPrice(input.expectedPriceCents ?? 0, product.currency)
      const now = formatPrice(product.priceCents, product.currency)
      throw new AppError(
        'CONFLICT',
        `The price of ${product.name} is now ${now}, not the ${seen} you saw. Nothing was charged: review the new price and confirm again.`,
        { priceCents: product.priceCents },
      )
    }
    if (isCurrentPlan(product, activePlan(profile)))
      throw new AppError('CONFLICT', `You already have the ${product.name} plan.`)

    const card = method === 'card'
    const [placed] = await tx
      .insert(orders)
      .values({
        userId: actor.id,
        productId: product.id,
        apn: parcel?.apn ?? null,
        address: parcel?.address ?? null,
        idempotencyKey: input.idempotencyKey,
        status: 'awaiting_payment',
        paymentMethod: method,
        paymentProvider: card ? deps.payments.provider : null,
        amountCents: card ? product.priceCents : 0,
        currency: product.currency,
      })
      .returning()
    if (!placed) throw new AppError('INTERNAL', 'The order could not be placed.')

    if (method === 'allowance') {
      await recordMovement(tx, {
        userId: actor.id,
        kind: 'allowance_used',
        reason: `${product.name} for ${parcel?.address ?? 'a parcel'}`,
        idempotencyKey: `order:${placed.id}:allowance`,
        allowanceDelta: 1,
        orderId: placed.id,
      })
    } else if (method === 'bonus_credit') {
      await recordMovement(tx, {
        userId: actor.id,
        kind: 'bonus_credit_spent',
        reason: `${product.name} for ${parcel?.address ?? 'a parcel'}`,
        idempotencyKey: `order:${placed.id}:credit`,
        creditsDelta: -1,
        orderId: placed.id,
      })
    }
    if (!card || deps.payments.provider === 'test') {
      const reference = card ? `test_${placed.id}` : undefined
      return { order: await completeOrder(tx, deps.queue, placed.id, { reference }), created: true }
    }
    return { order: placed, created: true }
  })

  if (order.status === 'awaiting_payment' && !order.paymentUrl)
    return { order: toOrderView(await openCheckout(deps, actor, order), product), created }
  return { order: toOrderView(order, product), created }
}

/** Opens the provider's payment page for a card order and remembers where it is. */
async function openCheckout(deps: OrderDeps, actor: SignedInActor, order: OrderRow) {
  const product = await activeProduct(deps.db, order.productId)
  let session
  try {
    session = await deps.payments.startCheckout({
      orderId: order.id,
      userId: actor.id,
      userEmail: actor.email,
      productName: product.name,
      amountCents: order.amountCents,
      currency: order.currency,
      recurring: product.kind === 'plan' ? product.interval : null,
      successUrl: `${deps.publicUrl}/checkout/${product.id}?order=${order.id}`,
      cancelUrl: `${deps.publicUrl}/checkout/${product.id}${order.apn ? `?apn=${order.apn}` : ''}`,
    })
  } catch (error) {
    throw new AppError(
      'UNAVAILABLE',
      'Card payments are not reachable right now. Nothing was charged; try again in a minute.',
      undefined,
      { cause: error },
    )
  }
  if (!session) return order
  const [updated] = await deps.db
    .update(orders)
    .set({ providerReference: session.reference, paymentUrl: session.url })
    .where(eq(orders.id, order.id))
    .returning()
  return updated ?? order
}

async function loadOrder(db: Db, id: string) {
  const [row] = await db
    .select({ order: orders, productName: products.name })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Order not found')
  return row
}

export async function getOrder(db: Db, actor: SignedInActor, id: string): Promise<OrderView> {
  const { order, productName } = await loadOrder(db, id)
  assertCan(actor, 'read:order', order)
  return toOrderView(order, { name: productName })
}

export async function listOwnOrders(db: Db, actor: SignedInActor): Promise<OrderView[]> {
  const rows = await db
    .select({ order: orders, productName: products.name })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, actor.id))
    .orderBy(desc(orders.createdAt))
    .limit(100)
  return rows.map(({ order, productName }) => toOrderView(order, { name: productName }))
}

/** The newest orders of every buyer, for admins. */
export async function listAllOrders(db: Db, actor: SignedInActor) {
  assertCan(actor, 'read:order')
  if (!canOnAny(actor, 'read:order')) throw new AppError('FORBIDDEN', MESSAGES.adminRequired)
  const rows = await db
    .select({ order: orders, productName: products.name, email: profiles.email })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(profiles, eq(profiles.id, orders.userId))
    .orderBy(desc(orders.createdAt))
    .limit(100)
  return rows.map(({ order, productName, email }) => ({
    ...toOrderView(order, { name: productName }),
    buyerEmail: email,
  }))
}

/** An admin grants bonus credits to an account, with a reason kept in the ledger. */
export async function grantCredits(db: Db, actor: SignedInActor, input: GrantCredits) {
  assertCan(actor, 'grant:credits')
  const [target] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, input.email.toLowerCase()))
  if (!target)
    throw new AppError('NOT_FOUND', `No account uses ${input.email}.`, [
      { path: 'email', message: 'No account uses this email address.' },
    ])
  return db.transaction(async (tx) => {
    await lockProfile(tx, target.id)
    const recorded = await recordMovement(tx, {
      userId: target.id,
      kind: 'bonus_credits_granted',
      reason: input.reason,
      idempotencyKey: `grant:${actor.id}:${input.idempotencyKey}`,
      creditsDelta: input.credits,
      createdBy: actor.id,
    })
    const [after] = await tx
      .select({ bonusCredits: profiles.bonusCredits })
      .from(profiles)
      .where(eq(profiles.id, target.id))
    return { granted: recorded, bonusCredits: after?.bonusCredits ?? 0 }
  })
}

/**
 * An admin refunds a completed order, and the refund undoes the purchase, each movement in the
 * ledger: what paid for it goes back (the card amount, the bonus credit, or the monthly report
 * while its month lasts; once that month is over, as a bonus credit), a credit pack's unspent
 * credits are taken back, and a refunded plan ends at once with its allowance. A report stays
 * readable. A refund is recorded once however often it is asked; `refundSummary` says in words
 * what it did, including any credits that were already spent.
 */
export async function refundOrder(
  deps: { db: Db; payments: CardPayments },
  actor: SignedInActor,
  id: string,
  reason: string,
): Promise<OrderView & { refundSummary: string }> {
  assertCan(actor, 'refund:order')
  const { db } = deps
  const { order: placed, productName } = await loadOrder(db, id)
  const [product] = await db.select().from(products).where(eq(products.id, placed.productId))
  if (!product) throw new AppError('INTERNAL', `The product ${placed.productId} is missing.`)
  const idempotencyKey = `order:${placed.id}:refund`
  // The money goes back first, under the refund's own key: if recording it below fails, asking
  // again repeats nothing at Stripe and records it then. Recording first could leave an order
  // marked refunded whose money was never returned.
  if (placed.status === 'completed' && placed.paymentProvider === 'stripe') {
    if (deps.payments.provider !== 'stripe' || !placed.providerReference)
      throw new AppError(
        'CONFLICT',
        'This order was paid through Stripe, which this server is not connected to. Refund it in the Stripe dashboard.',
      )
    const reference = placed.providerReference
    try {
      await deps.payments.refund({ reference, amountCents: placed.amountCents, idempotencyKey })
      // A refunded plan must not renew: its subscription ends now, not at the month's end.
      if (product.planTier) await deps.payments.endPlan(reference)
    } catch (error) {
      throw new AppError(
        'UNAVAILABLE',
        'Stripe did not accept the refund, so nothing was changed. Try again in a minute, or refund it in the Stripe dashboard.',
        undefined,
        { cause: error },
      )
    }
  }
  const { order, refundSummary } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!current) throw new AppError('NOT_FOUND', 'Order not found')
    if (current.status === 'refunded')
      return { order: current, refundSummary: 'This order was already refunded.' }
    if (current.status !== 'completed')
      throw new AppError('CONFLICT', 'Only a completed order can be refunded.')
    const profile = await lockProfile(tx, current.userId)
    const base = {
      userId: current.userId,
      reason: `Refund: ${reason}`,
      orderId: current.id,
      createdBy: actor.id,
    }
    const said: string[] = []
    if (current.paymentMethod === 'card') {
      await recordMovement(tx, {
        ...base,
        idempotencyKey,
        kind: 'card_refund',
        amountCents: -current.amountCents,
        currency: current.currency,
      })
      said.push(`${formatPrice(current.amountCents, current.currency)} returned`)
    } else if (current.paymentMethod === 'bonus_credit') {
      await recordMovement(tx, {
        ...base,
        idempotencyKey,
        kind: 'bonus_credit_returned',
        creditsDelta: 1,
      })
      said.push('the bonus credit returned')
    } else if (await monthStillRuns(tx, current)) {
      await recordMovement(tx, {
        ...base,
        idempotencyKey,
        kind: 'allowance_returned',
        allowanceDelta: -1,
      })
      said.push('the monthly report returned')
    } else {
      // The month the report was taken from is over, so it comes back as a bonus credit.
      await recordMovement(tx, {
        ...base,
        idempotencyKey,
        kind: 'bonus_credit_returned',
        creditsDelta: 1,
      })
      said.push('its month is over, so a bonus credit was given instead of the monthly report')
    }

    if (product.kind === 'credit_pack') {
      const bought = product.credits ?? 0
      const withdrawn = Math.min(bought, profile.bonusCredits)
      if (withdrawn > 0)
        await recordMovement(tx, {
          ...base,
          idempotencyKey: `${idempotencyKey}:credits`,
          kind: 'bonus_credits_withdrawn',
          creditsDelta: -withdrawn,
        })
      const spent = bought - withdrawn
      said.push(
        `${withdrawn} of the pack’s ${bought} credits taken back` +
          (spent > 0 ? `; ${spent} had already been spent` : ''),
      )
    } else if (product.planTier && (await isCurrentPlanOrder(tx, current))) {
      if (profile.monthlyReportsUsed !== 0)
        await recordMovement(tx, {
          ...base,
          idempotencyKey: `${idempotencyKey}:allowance`,
          kind: 'allowance_reset',
          reason: `Refund: ${reason} (the ${product.name} plan and its monthly reports end)`,
          allowanceDelta: -profile.monthlyReportsUsed,
        })
      await tx
        .update(profiles)
        .set({
          subscriptionStatus: 'canceled',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, current.userId))
      said.push(`the ${product.name} plan ended with its monthly reports`)
    }
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date(), refundReason: reason })
      .where(eq(orders.id, id))
      .returning()
    return { order: refunded ?? current, refundSummary: `Refunded: ${said.join('; ')}.` }
  })
  return { ...toOrderView(order, { name: productName }), refundSummary }
}

/**
 * Whether the month an allowance order was taken from still runs: no reset of the buyer's
 * allowance (a month's end, a renewal, a new plan) has been recorded since the order.
 */
async function monthStillRuns(tx: Db, order: OrderRow): Promise<boolean> {
  const [reset] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, order.userId),
        eq(ledgerEntries.kind, 'allowance_reset'),
        gt(ledgerEntries.createdAt, order.createdAt),
      ),
    )
    .limit(1)
  return !reset
}

/** Whether `order` bought the plan its buyer has now (the latest completed plan order). */
async function isCurrentPlanOrder(tx: Db, order: OrderRow): Promise<boolean> {
  const [latest] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.status, 'completed'),
        isNotNull(products.planTier),
      ),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1)
  return latest?.id === order.id
}

/** An admin changes a product's price; orders already placed keep the price they were placed at. */
/**
 * Sets a product's price: in cents, or for usage (what downloads and API calls spend), in bonus
 * credits (decision 416).
 */
export async function changePrice(
  db: Db,
  actor: SignedInActor,
  id: string,
  change: { priceCents?: number | undefined; credits?: number | undefined },
) {
  assertCan(actor, 'update:product')
  const [row] = await db.select({ kind: products.kind }).from(products).where(eq(products.id, id))
  if (!row) throw new AppError('NOT_FOUND', `There is no product "${id}".`)
  const usage = row.kind === 'usage'
  if (usage ? change.credits === undefined : change.priceCents === undefined)
    throw new AppError(
      'INVALID_INPUT',
      usage
        ? 'This price is spent from bonus credits: give it in credits.'
        : 'This price is paid in money: give it in cents.',
    )
  const [updated] = await db
    .update(products)
    .set(
      usage
        ? { credits: change.credits, updatedAt: new Date() }
        : { priceCents: change.priceCents, updatedAt: new Date() },
    )
    .where(eq(products.id, id))
    .returning()
  if (!updated) throw new AppError('NOT_FOUND', `There is no product "${id}".`)
  return { product: toProduct(updated), price: priceInWords(toProduct(updated)) }
}

/**
 * Whether the buyer's plan renews after its paid month. A cancelled plan keeps its allowance
 * until the month ends, and the monthly reset then ends it; taking the cancellation back before
 * then keeps it going (decision 202). The card processor learns first: if it does not answer,
 * nothing changes here, and asking again repeats nothing there.
 */
export async function setPlanRenewal(
  deps: { db: Db; payments: CardPayments },
  actor: SignedInActor,
  renews: boolean,
): Promise<PlanRenewal> {
  const { db } = deps
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, actor.id))
  const plan = profile ? activePlan(profile) : null
  if (!profile || !plan || !profile.currentPeriodEnd)
    throw new AppError('CONFLICT', 'You have no plan that renews, so there is nothing to change.')
  const periodEnd = profile.currentPeriodEnd.toISOString()
  const renewal = (value: boolean): PlanRenewal => ({ plan, renews: value, periodEnd })
  if (profile.cancelAtPeriodEnd === !renews) return renewal(renews)

  const [planOrder] = await db
    .select({ provider: orders.paymentProvider, reference: orders.providerReference })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.userId, actor.id),
        eq(orders.status, 'completed'),
        isNotNull(products.planTier),
      ),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1)
  if (planOrder?.provider === 'stripe') {
    if (deps.payments.provider !== 'stripe' || !planOrder.reference)
      throw new AppError(
        'UNAVAILABLE',
        `Your plan is billed by card through Stripe, which this site cannot reach just now, so your plan is unchanged. Write to ${SITE.contactEmail} and we will change it for you.`,
      )
    try {
      await deps.payments.setPlanRenewal(planOrder.reference, renews)
    } catch (error) {
      throw new AppError(
        'UNAVAILABLE',
        'Our card processor did not answer, so your plan is unchanged. Try again in a minute.',
        undefined,
        { cause: error },
      )
    }
  }
  await db
    .update(profiles)
    .set({ cancelAtPeriodEnd: !renews, updatedAt: new Date() })
    .where(eq(profiles.id, actor.id))
  return renewal(renews)
}

/** The ledger's sums for one account beside its profile: equal when the books reconcile. */
export async function reconcile(db: Db, userId: string) {
  const [sums] = await db
    .select({
      allowance: sql<number>`coalesce(sum(${ledgerEntries.allowanceDelta}), 0)::int`,
      credits: sql<number>`coalesce(sum(${ledgerEntries.creditsDelta}), 0)::int`,
      money: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
  const [profile] = await db
    .select({ used: profiles.monthlyReportsUsed, credits: profiles.bonusCredits })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return {
    ledger: { monthlyReportsUsed: sums?.allowance ?? 0, bonusCredits: sums?.credits ?? 0 },
    profile: { monthlyReportsUsed: profile?.used ?? 0, bonusCredits: profile?.credits ?? 0 },
    moneyCents: sums?.money ?? 0,
  }
}
