import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderView } from '#common/contracts/orders.ts'
import { ledgerEntries, orders, profiles, reports } from '#server/db/schema/index.ts'
import { createStripePayments } from '#server/domain/payments.ts'
import { as, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { insertParcel, waitForAnalysis } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

const WEBHOOK_SECRET = 'whsec_test_lotwise_webhook_secret'
// The SDK's own signing helper; no request leaves this machine.
const stripe = new Stripe('sk_test_lotwise_offline')
const stripePayments = createStripePayments({
  secretKey: 'sk_test_lotwise_offline',
  webhookSecret: WEBHOOK_SECRET,
})

let t: TestApp
let sessions = 0
beforeAll(async () => {
  t = await createTestApp({
    payments: {
      ...stripePayments,
      // Opening a Checkout Session is Stripe's network call; the test answers it as Stripe would.
      startCheckout: (request) => {
        sessions += 1
        const id = `cs_test_${sessions}_${request.orderId.slice(0, 8)}`
        return Promise.resolve({ reference: id, url: `https://checkout.stripe.com/c/pay/${id}` })
      },
    },
  })
})
afterAll(() => t.close())

let keys = 0
async function placeCardOrder(buyer: TestAccount, productId = 'single_family') {
  keys += 1
  const parcel = await insertParcel(t.database.db)
  const response = await as(t, buyer, '/api/orders', {
    method: 'POST',
    body: JSON.stringify({
      productId,
      apn: productId === 'single_family' ? parcel.apn : undefined,
      idempotencyKey: `stripe-order-${keys}-${Date.now()}`,
      expectedPayment: 'card',
    }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as OrderView
}

function sessionCompleted(order: OrderView, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_for_${order.id}`,
        object: 'checkout.session',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_status: 'paid',
        amount_total: order.amountCents,
        currency: order.currency,
        ...overrides,
      },
    },
  }
}

function deliver(
  event: object,
  options: { timestamp?: number; secret?: string; body?: string } = {},
) {
  const payload = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  })
  return t.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: options.body ?? payload,
  })
}

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}

describe('Stripe Checkout', () => {
  it('opens a Checkout Session for a card order and waits for the webhook', async () => {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentProvider: 'stripe',
      testPayment: false,
      paymentUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
      reportId: null,
    })
    expect(
      await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, buyer.id)),
    ).toEqual([])
  })

  it('completes the order once, however often the webhook is delivered, before or after the redirect', async () => {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    // The buyer's redirect arrives first: the order is still waiting.
    const early = await as(t, buyer, `/api/orders/${order.id}`)
    expect(await early.json()).toMatchObject({ status: 'awaiting_payment' })

    const event = sessionCompleted(order)
    const responses = [await deliver(event), await deliver(event), await deliver(event)]
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])

    const late = (await (await as(t, buyer, `/api/orders/${order.id}`)).json()) as OrderView
    expect(late).toMatchObject({ status: 'completed', paymentUrl: null })
    const owned = await t.database.db.select().from(reports).where(eq(reports.userId, buyer.id))
    expect(owned).toHaveLength(1)
    expect(owned[0]?.id).toBe(late.reportId)
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.id))
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'card_payment', amountCents: 14900, orderId: order.id }),
    ])
    expect(await waitForAnalysis(t.database.db, late.reportId!)).toMatchObject({
      analysisStatus: 'ready',
    })
  })

  it('refuses a tampered body, a stale timestamp, a wrong secret and a missing signature, and changes nothing', async () => {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    const event = sessionCompleted(order)
    const tampered = await deliver(event, {
      body: JSON.stringify(sessionCompleted(order, { amount_total: 1 })),
    })
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' })
    const unsigned = await t.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    for (const response of [tampered, stale, wrongSecret, unsigned]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: { message: 'The webhook signature does not verify.' },
      })
    }
    expect((await orderRow(order.id)).status).toBe('awaiting_payment')
    expect(
      t.logs.filter((line) => line.msg === 'stripe webhook refused').length,
    ).toBeGreaterThanOrEqual(4)
  })

  it('refuses an event it does not handle, and a session whose amount is not the order’s', async () => {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    const unknown = await deliver({ ...sessionCompleted(order), type: 'customer.created' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      error: { message: 'Events of type customer.created are not handled here.' },
    })
    const short = await deliver(sessionCompleted(order, { amount_total: 100 }))
    expect(short.status).toBe(409)
    expect((await orderRow(order.id)).status).toBe('awaiting_payment')
  })

  it('starts a subscriber’s next month when a renewal invoice is paid, once', async () => {
    const buyer = await signUp(t)
    await t.database.db
      .update(profiles)
      .set({ subscriptionTier: 'pro', subscriptionStatus: 'active', monthlyReportsUsed: 0 })
      .where(eq(profiles.id, buyer.id))
    // Spend the month's allowance through real orders, so the ledger holds it.
    for (let i = 0; i < 2; i++) {
      const parcel = await insertParcel(t.database.db)
      const response = await as(t, buyer, '/api/orders', {
        method: 'POST',
        body: JSON.stringify({
          productId: 'single_family',
          apn: parcel.apn,
          idempotencyKey: `renewal-${i}-${Date.now()}`,
          expectedPayment: 'allowance',
        }),
      })
      expect(response.status).toBe(201)
    }
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400
    const renewal = {
      id: 'evt_renewal',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: `in_${buyer.id.slice(0, 8)}`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          parent: {
            type: 'subscription_details',
            subscription_details: { metadata: { userId: buyer.id } },
          },
          lines: {
            object: 'list',
            data: [{ period: { start: periodEnd - 30 * 86_400, end: periodEnd } }],
          },
        },
      },
    }
    expect((await deliver(renewal)).status).toBe(200)
    expect((await deliver(renewal)).status).toBe(200)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({ monthlyReportsUsed: 0, subscriptionStatus: 'active' })
    expect(profile?.currentPeriodEnd?.getTime()).toBe(periodEnd * 1000)
    const resets = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.id))
    expect(resets.filter((entry) => entry.kind === 'allowance_reset')).toHaveLength(1)
  })

  it('ends the plan when Stripe says the subscription was cancelled', async () => {
    const buyer = await signUp(t)
    await t.database.db
      .update(profiles)
      .set({ subscriptionTier: 'pro', subscriptionStatus: 'active', currentPeriodEnd: new Date() })
      .where(eq(profiles.id, buyer.id))
    const response = await deliver({
      id: 'evt_cancel',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription', metadata: { userId: buyer.id } } },
    })
    expect(response.status).toBe(200)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({ subscriptionStatus: 'canceled', currentPeriodEnd: null })
    const products = (await (await as(t, buyer, '/api/products')).json()) as {
      payment: { allowance: number }
    }
    expect(products.payment.allowance).toBe(0)
  })

  it('is not there in test payment mode', async () => {
    const plain = await createTestApp()
    const response = await plain.request('/api/payments/stripe/webhook', {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(404)
    await plain.close()
  })
})
