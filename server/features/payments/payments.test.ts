import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderView } from '#common/orders.ts'
import { ledgerEntries, orders, profiles, reports } from '#server/db/schema/index.ts'
import { createStripePayments, type CardPayments } from '#server/domain/payments.ts'
import { signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { insertParcel, waitForAnalysis } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

const WEBHOOK_SECRET = 'whsec_test_lotwise_webhook_secret'
// The SDK's own signing helper; no request leaves this machine.
const stripe = new Stripe('sk_test_lotwise_offline')

/**
 * Stripe's API as far as a refund uses it, answered on this machine: the SDK's real requests
 * (the Checkout Session read, the refund with its idempotency key) arrive here and are kept.
 */
type StripeCall = {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  idempotencyKey?: string
}
const stripeCalls: StripeCall[] = []
/** Checkout Sessions as Stripe would return them, by id; any other id paid by `pi_for_{id}`. */
const stripeSessions = new Map<string, object>()
let refuseRefunds = false
let refuseSubscriptionChanges = false
const stripeApi = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://stripe.local')
    const idempotencyKey = request.headers['idempotency-key']
    stripeCalls.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
      ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    })
    const answer = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(json))
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && session) {
      const id = session[1]!
      return answer(
        200,
        stripeSessions.get(id) ?? {
          id,
          object: 'checkout.session',
          payment_intent: `pi_for_${id}`,
          invoice: null,
        },
      )
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && subscription)
      return answer(200, { id: subscription[1], object: 'subscription', status: 'active' })
    if (request.method === 'DELETE' && subscription)
      return answer(200, { id: subscription[1], object: 'subscription', status: 'canceled' })
    if (request.method === 'POST' && subscription) {
      if (refuseSubscriptionChanges)
        return answer(500, { error: { type: 'api_error', message: 'Something went wrong.' } })
      return answer(200, {
        id: subscription[1],
        object: 'subscription',
        cancel_at_period_end: new URLSearchParams(body).get('cancel_at_period_end') === 'true',
      })
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (refuseRefunds)
        return answer(400, {
          error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' },
        })
      return answer(200, { id: 're_test_1', object: 'refund', status: 'succeeded' })
    }
    answer(404, { error: { type: 'invalid_request_error', message: 'Unknown request' } })
  })
})

let stripePayments: CardPayments
let t: TestApp
let sessions = 0
beforeAll(async () => {
  stripeApi.listen(0, '127.0.0.1')
  await once(stripeApi, 'listening')
  stripePayments = createStripePayments(
    { secretKey: 'sk_test_lotwise_offline', webhookSecret: WEBHOOK_SECRET },
    { host: '127.0.0.1', port: (stripeApi.address() as AddressInfo).port, protocol: 'http' },
  )
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
afterAll(async () => {
  await t.close()
  stripeApi.close()
})

let keys = 0
async function placeCardOrder(buyer: TestAccount, productId = 'single_family') {
  keys += 1
  const parcel = await insertParcel(t.database.db)
  const response = await t.api(buyer).orders.$post({
    json: {
      productId,
      apn: productId === 'single_family' ? parcel.apn : undefined,
      idempotencyKey: `stripe-order-${keys}-${Date.now()}`,
      expectedPayment: 'card',
      expectedPriceCents: productId === 'single_family' ? 14900 : 29900,
    },
  })
  expect(response.status).toBe(201)
  return (await response.json()) as OrderView
}

/** Stripe's clock: whole seconds. */
const now = () => Math.floor(Date.now() / 1000)

function sessionCompleted(order: OrderView, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    created: now(),
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

// The Stripe webhook, whose body must be the exact signed bytes (decision 390).
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
  // The exact signed bytes, which the typed client would write itself (decision 390).
  return t.request(t.api().payments.stripe.webhook.$url().href, {
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
    const early = await t.api(buyer).orders[':id'].$get({ param: { id: order.id } })
    expect(await early.json()).toMatchObject({ status: 'awaiting_payment' })

    const event = sessionCompleted(order)
    const responses = [await deliver(event), await deliver(event), await deliver(event)]
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])

    const late = (await (
      await t.api(buyer).orders[':id'].$get({ param: { id: order.id } })
    ).json()) as OrderView
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
    const unsigned = await t.api().payments.stripe.webhook.$post({ json: event })
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

  it('acknowledges an event it does not handle, and a session whose amount is not the order’s, changing nothing', async () => {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    const unknown = await deliver({ ...sessionCompleted(order), type: 'customer.created' })
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toMatchObject({
      handled: 'events of type customer.created are not handled here',
      ignored: true,
    })
    const short = await deliver(sessionCompleted(order, { amount_total: 100 }))
    expect(short.status).toBe(200)
    expect(await short.json()).toMatchObject({ ignored: true })
    expect((await orderRow(order.id)).status).toBe('awaiting_payment')
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'stripe session amount differs from its order' }),
    )
  })

  it('acknowledges signed events of unexpected shapes with a 2xx and logs them, never a 5xx', async () => {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    const odd: unknown[] = [
      {},
      [],
      null,
      'text',
      { id: 'evt_odd', type: 'invoice.paid' },
      { id: 'evt_odd', object: 'event', type: 'invoice.paid', created: now(), data: {} },
      { ...sessionCompleted(order), data: { object: { id: 5, metadata: 'x' } } },
      {
        ...sessionCompleted(order),
        data: {
          object: { ...sessionCompleted(order).data.object, metadata: { orderId: 'not-a-uuid' } },
        },
      },
      { ...sessionCompleted(order), created: 'yesterday' },
      {
        id: 'evt_odd',
        type: 'invoice.paid',
        created: now(),
        data: {
          object: { id: 'in_x', billing_reason: 'subscription_cycle', lines: { data: [{}] } },
        },
      },
      {
        id: 'evt_odd',
        type: 'invoice.paid',
        created: now(),
        data: {
          object: {
            id: 'in_x',
            billing_reason: 'subscription_cycle',
            parent: { subscription_details: { metadata: { userId: 'nobody' } } },
            lines: { data: [{ period: { end: now() } }] },
          },
        },
      },
      {
        id: 'evt_odd',
        type: 'customer.subscription.deleted',
        created: now(),
        data: { object: { id: 'sub_x', metadata: {} } },
      },
      {
        id: 'evt_odd',
        type: 'customer.subscription.deleted',
        created: now(),
        data: { object: { id: 'sub_x', metadata: { userId: 'nobody' } } },
      },
    ]
    const before = t.logs.length
    for (const event of odd) {
      const payload = JSON.stringify(event)
      const response = await deliver(event as object, { body: payload })
      expect(response.status, payload).toBe(200)
      expect(await response.json(), payload).toMatchObject({ received: true, ignored: true })
    }
    const ignoredLogs = t.logs.slice(before).filter((line) => line.msg === 'stripe webhook ignored')
    expect(ignoredLogs).toHaveLength(odd.length)
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
      const response = await t.api(buyer).orders.$post({
        json: {
          productId: 'single_family',
          apn: parcel.apn,
          idempotencyKey: `renewal-${i}-${Date.now()}`,
          expectedPayment: 'allowance',
        },
      })
      expect(response.status).toBe(201)
    }
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400
    const renewal = {
      id: 'evt_renewal',
      object: 'event',
      created: now(),
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
      created: now(),
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription', metadata: { userId: buyer.id } } },
    })
    expect(response.status).toBe(200)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({ subscriptionStatus: 'canceled', currentPeriodEnd: null })
    const products = (await (await t.api(buyer).products.$get()).json()) as {
      payment: { allowance: number }
    }
    expect(products.payment.allowance).toBe(0)
  })

  describe('events out of order', () => {
    async function stripePlan() {
      const buyer = await signUp(t)
      const order = await placeCardOrder(buyer, 'pro_monthly')
      const subscription = `sub_${order.id.slice(0, 8)}`
      const bought = sessionCompleted(order, { subscription })
      expect((await deliver({ ...bought, created: now() - 100 })).status).toBe(200)
      return { buyer, subscription }
    }
    const renewal = (
      buyer: TestAccount,
      subscription: string,
      created: number,
      periodEnd: number,
    ) => ({
      id: `evt_renewal_${created}`,
      object: 'event',
      type: 'invoice.paid',
      created,
      data: {
        object: {
          id: `in_${subscription}_${created}`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription, metadata: { userId: buyer.id } },
          },
          lines: { object: 'list', data: [{ period: { end: periodEnd } }] },
        },
      },
    })
    const deleted = (buyer: TestAccount, subscription: string, created: number) => ({
      id: `evt_deleted_${subscription}_${created}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created,
      data: {
        object: { id: subscription, object: 'subscription', metadata: { userId: buyer.id } },
      },
    })
    const profileOf = async (buyer: TestAccount) =>
      (await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id)))[0]!

    it('never lets a late, older renewal move the period back or reset the month’s reports', async () => {
      const { buyer, subscription } = await stripePlan()
      const newer = now() + 60 * 86_400
      expect((await deliver(renewal(buyer, subscription, now(), newer))).status).toBe(200)
      // A report from the new month, spent from the allowance.
      const parcel = await insertParcel(t.database.db)
      const spent = await t.api(buyer).orders.$post({
        json: {
          productId: 'single_family',
          apn: parcel.apn,
          idempotencyKey: `late-renewal-${Date.now()}`,
          expectedPayment: 'allowance',
        },
      })
      expect(spent.status).toBe(201)
      const late = await deliver(renewal(buyer, subscription, now() - 50, now() + 30 * 86_400))
      expect(late.status).toBe(200)
      expect(await late.json()).toMatchObject({ ignored: true })
      const profile = await profileOf(buyer)
      expect(profile.currentPeriodEnd?.getTime()).toBe(newer * 1000)
      expect(profile.monthlyReportsUsed).toBe(1)
    })

    it('ends the plan only for its own subscription, not for an earlier one', async () => {
      const { buyer, subscription } = await stripePlan()
      const old = await deliver(deleted(buyer, 'sub_an_earlier_one', now()))
      expect(old.status).toBe(200)
      expect(await old.json()).toMatchObject({ ignored: true })
      expect(await profileOf(buyer)).toMatchObject({ subscriptionStatus: 'active' })
      const stale = await deliver(deleted(buyer, subscription, now() - 500))
      expect(await stale.json()).toMatchObject({ ignored: true })
      expect(await profileOf(buyer)).toMatchObject({ subscriptionStatus: 'active' })
      expect((await deliver(deleted(buyer, subscription, now()))).status).toBe(200)
      expect(await profileOf(buyer)).toMatchObject({
        subscriptionStatus: 'canceled',
        currentPeriodEnd: null,
      })
    })
  })

  it('is not there in test payment mode', async () => {
    const plain = await createTestApp()
    const response = await plain.api().payments.stripe.webhook.$post({ json: {} })
    expect(response.status).toBe(404)
    await plain.close()
  })
})

describe('refunding a Stripe order', () => {
  async function completedCardOrder() {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer)
    expect((await deliver(sessionCompleted(order))).status).toBe(200)
    return { buyer, order: (await orderRow(order.id))! }
  }
  const refund = (admin: TestAccount, id: string) =>
    t.api(admin).admin.orders[':id'].refund.$post({
      param: { id },
      json: { reason: 'Ordered the wrong parcel' },
    })

  it('returns the card payment through Stripe once, under the refund’s key, and records it', async () => {
    const admin = await signUp(t, { admin: true })
    const { buyer, order } = await completedCardOrder()
    expect(order.status).toBe('completed')
    stripeCalls.length = 0

    const first = await refund(admin, order.id)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ status: 'refunded' })
    expect(stripeCalls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/checkout/sessions/${order.providerReference}`,
      'POST /v1/refunds',
    ])
    const sent = stripeCalls[1]!
    expect(sent.form.get('payment_intent')).toBe(`pi_for_${order.providerReference}`)
    expect(sent.form.get('amount')).toBe(String(order.amountCents))
    expect(sent.idempotencyKey).toBe(`order:${order.id}:refund`)

    // Asked again: already refunded, so Stripe is not asked again.
    expect((await refund(admin, order.id)).status).toBe(200)
    expect(stripeCalls).toHaveLength(2)
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.id))
    expect(ledger.map((entry) => [entry.kind, entry.amountCents])).toEqual(
      expect.arrayContaining([
        ['card_payment', order.amountCents],
        ['card_refund', -order.amountCents],
      ]),
    )
    expect(ledger).toHaveLength(2)
  })

  it('changes nothing when Stripe refuses, and says so', async () => {
    const admin = await signUp(t, { admin: true })
    const { buyer, order } = await completedCardOrder()
    refuseRefunds = true
    try {
      const refused = await refund(admin, order.id)
      expect(refused.status).toBe(503)
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'UNAVAILABLE',
          message:
            'Stripe did not accept the refund, so nothing was changed. Try again in a minute, or refund it in the Stripe dashboard.',
        },
      })
    } finally {
      refuseRefunds = false
    }
    expect((await orderRow(order.id)).status).toBe('completed')
    const kinds = (
      await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, buyer.id))
    ).map((entry) => entry.kind)
    expect(kinds).toEqual(['card_payment'])
  })

  it('ends a refunded plan’s subscription at once, so it never renews', async () => {
    const admin = await signUp(t, { admin: true })
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer, 'pro_monthly')
    stripeSessions.set(`cs_test_for_${order.id}`, {
      id: `cs_test_for_${order.id}`,
      object: 'checkout.session',
      payment_intent: `pi_plan_${order.id}`,
      subscription: 'sub_refunded_plan',
      invoice: null,
    })
    expect((await deliver(sessionCompleted(order))).status).toBe(200)
    stripeCalls.length = 0

    expect((await refund(admin, order.id)).status).toBe(200)
    expect(stripeCalls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/checkout/sessions/cs_test_for_${order.id}`,
      'POST /v1/refunds',
      `GET /v1/checkout/sessions/cs_test_for_${order.id}`,
      'GET /v1/subscriptions/sub_refunded_plan',
      'DELETE /v1/subscriptions/sub_refunded_plan',
    ])
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({ subscriptionStatus: 'canceled', currentPeriodEnd: null })
  })

  it('refunds a plan’s first month through the payment of the subscription’s first invoice', async () => {
    stripeSessions.set('cs_test_plan', {
      id: 'cs_test_plan',
      object: 'checkout.session',
      payment_intent: null,
      invoice: {
        id: 'in_test_first',
        object: 'invoice',
        payments: {
          object: 'list',
          data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_first_month' } }],
        },
      },
    })
    stripeCalls.length = 0
    await stripePayments.refund({
      reference: 'cs_test_plan',
      amountCents: 29900,
      idempotencyKey: 'order:plan:refund',
    })
    expect(stripeCalls[0]?.path).toBe('/v1/checkout/sessions/cs_test_plan')
    expect(stripeCalls[0]?.query.get('expand[0]')).toBe('invoice.payments')
    expect(stripeCalls[1]?.form.get('payment_intent')).toBe('pi_first_month')
  })
})

describe('cancelling a plan billed through Stripe', () => {
  async function stripeSubscriber() {
    const buyer = await signUp(t)
    const order = await placeCardOrder(buyer, 'pro_monthly')
    expect((await deliver(sessionCompleted(order))).status).toBe(200)
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
    const reference = placed!.providerReference!
    stripeSessions.set(reference, {
      id: reference,
      object: 'checkout.session',
      subscription: `sub_for_${order.id.slice(0, 8)}`,
    })
    return { buyer, subscription: `sub_for_${order.id.slice(0, 8)}` }
  }
  const renewal = (buyer: TestAccount, renews: boolean) =>
    t.api(buyer).plan.renewal.$put({ json: { renews } })

  it('tells Stripe to end the subscription at the period end, and takes it back the same way', async () => {
    const { buyer, subscription } = await stripeSubscriber()
    stripeCalls.length = 0
    expect((await renewal(buyer, false)).status).toBe(200)
    const update = stripeCalls.find((call) => call.path === `/v1/subscriptions/${subscription}`)
    expect(update?.method).toBe('POST')
    expect(update?.form.get('cancel_at_period_end')).toBe('true')
    const [cancelled] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active' })

    stripeCalls.length = 0
    expect((await renewal(buyer, true)).status).toBe(200)
    expect(
      stripeCalls.find((call) => call.path === `/v1/subscriptions/${subscription}`)?.form,
    ).toEqual(new URLSearchParams({ cancel_at_period_end: 'false' }))
  })

  it('changes nothing when Stripe does not answer, and says so', async () => {
    const { buyer } = await stripeSubscriber()
    refuseSubscriptionChanges = true
    try {
      const response = await renewal(buyer, false)
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        error: {
          message:
            'Our card processor did not answer, so your plan is unchanged. Try again in a minute.',
        },
      })
    } finally {
      refuseSubscriptionChanges = false
    }
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile?.cancelAtPeriodEnd).toBe(false)
  })
})
