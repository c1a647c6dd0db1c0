import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { CreateOrderSchema } from '#common/contracts/orders.ts'
import {
  earlierOrderNotice,
  type EarlierOrder,
  type OrderView,
  type ProductsResponse,
} from '#common/orders.ts'
import type { ProfileView } from '#common/contracts/accounts.ts'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { SITE } from '#common/site.ts'
import {
  emailOutbox,
  ledgerEntries,
  orders,
  profiles,
  reportDetails,
  reports,
} from '#server/db/schema/index.ts'
import { resetEndedPeriods } from '#server/domain/allowance.ts'
import { monthlyResetJob } from '#server/jobs/definitions.ts'
import { as, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { errorOf } from '#tests/setup/people.ts'
import { insertParcel, waitForAnalysis } from '#tests/setup/reports.ts'
import { createTestApp, type TestApi, type TestApp } from '#tests/setup/test-app.ts'
import { reconcile } from './orders.service.ts'

let t: TestApp
let admin: TestAccount
let keyCounter = 0
const ADMIN_EMAIL = 'team@lotwise.test'

beforeAll(async () => {
  t = await createTestApp({ adminEmail: ADMIN_EMAIL })
  admin = await signUp(t, { admin: true })
})
afterAll(() => t.close())

function newKey() {
  keyCounter += 1
  return `test-order-${keyCounter}-${Date.now()}`
}

type OrderInput = z.input<typeof CreateOrderSchema>
type ProductId = Parameters<TestApi['products'][':id']['$get']>[0]['param']['id']

/** Places an order; a card order states the price the product page shows now, as a buyer would. */
async function order(account: TestAccount, body: OrderInput) {
  return t.api(account).orders.$post({ json: { ...body, ...(await seenPrice(body)) } })
}

/** An order body no typed client would send (bad input), with the price a page would state. */
async function orderAsSent(account: TestAccount, body: Record<string, unknown>) {
  return as(t, account, t.api().orders.$url().href, {
    method: 'POST',
    body: JSON.stringify({ ...body, ...(await seenPrice(body)) }),
  })
}

/** The price a card order's page states, unless the order states one (none for no product). */
async function seenPrice(body: Record<string, unknown>) {
  if (body.expectedPayment !== 'card' || body.expectedPriceCents !== undefined) return {}
  const price = await currentPrice(String(body.productId))
  return price === undefined ? {} : { expectedPriceCents: price }
}

/** The price the product page shows now; none for a product that does not exist. */
async function currentPrice(productId: string): Promise<number | undefined> {
  const response = await t.api().products[':id'].$get({ param: { id: productId }, query: {} })
  if (response.status !== 200) return undefined
  return (await response.json()).product.priceCents
}

async function setProfile(account: TestAccount, values: Partial<typeof profiles.$inferInsert>) {
  await t.database.db.update(profiles).set(values).where(eq(profiles.id, account.id))
}

async function grant(account: TestAccount, credits: number) {
  const response = await t.api(admin).admin.credits.$post({
    json: {
      email: account.email,
      credits,
      reason: 'Test grant',
      idempotencyKey: newKey(),
    },
  })
  expect(response.status).toBe(200)
}

async function expectReconciled(account: TestAccount) {
  const books = await reconcile(t.database.db, account.id)
  expect(books.ledger).toEqual(books.profile)
  return books
}

describe('products', () => {
  it('lists the seeded reports, plans and credit packs with their launch prices', async () => {
    const response = await t.api().products.$get()
    expect(response.status).toBe(200)
    const body = (await response.json()) as ProductsResponse
    const prices = Object.fromEntries(body.products.map((p) => [p.id, p.priceCents]))
    expect(prices).toMatchObject({
      single_family: 14900,
      multifamily_zoning: 19900,
      multifamily_development: 39900,
      pro_monthly: 29900,
    })
    expect(body.products.find((p) => p.id === 'multifamily_development')?.reportType).toBe(
      'multifamily_development_v2',
    )
    expect(body.products.filter((p) => p.kind === 'credit_pack').length).toBeGreaterThan(0)
    expect(body.payment).toBeNull()
  })

  it('names each report as the buyer bought it: the report, its emails and its list say the product name', async () => {
    const body = (await (await t.api().products.$get()).json()) as ProductsResponse
    const reportProducts = body.products.filter((p) => p.reportType !== null)
    expect(reportProducts).toHaveLength(3)
    for (const product of reportProducts)
      expect(REPORT_TYPE_LABELS[product.reportType!]).toBe(product.name)
  })

  it('tells a signed-in buyer how their next report would be paid', async () => {
    const buyer = await signUp(t)
    await setProfile(buyer, { subscriptionTier: 'pro', subscriptionStatus: 'active' })
    const body = (await (await t.api(buyer).products.$get()).json()) as ProductsResponse
    expect(body.payment).toEqual({
      method: 'allowance',
      allowance: 2,
      monthlyReportsUsed: 0,
      bonusCredits: 0,
      creditsRemaining: 2,
      activePlan: 'pro',
    })
  })

  it('answers an unknown product with a 404 in words', async () => {
    const response = await t.api().products[':id'].$get({ param: { id: 'gold_bars' }, query: {} })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('There is no product "gold_bars" for sale') },
    })
  })

  it('lets an admin change a price without a deploy; others are refused', async () => {
    const user = await signUp(t)
    const refused = await t
      .api(user)
      .admin.products[':id'].$patch({ param: { id: 'credits_10' }, json: { priceCents: 1 } })
    expect(refused.status).toBe(403)
    const changed = await t
      .api(admin)
      .admin.products[':id'].$patch({ param: { id: 'credits_10' }, json: { priceCents: 109900 } })
    expect(changed.status).toBe(200)
    const product = (await (
      await t.api().products[':id'].$get({ param: { id: 'credits_10' }, query: {} })
    ).json()) as {
      product: { priceCents: number }
    }
    expect(product.product.priceCents).toBe(109900)
  })
})

describe('placing an order', () => {
  it('with the test payment: one completed order, a pending report, its analysis, the request emails and one ledger entry', async () => {
    const buyer = await signUp(t)
    const parcel = await insertParcel(t.database.db)
    const response = await order(buyer, {
      productId: 'multifamily_zoning',
      apn: parcel.apn,
      idempotencyKey: newKey(),
      expectedPayment: 'card',
    })
    expect(response.status).toBe(201)
    const placed = (await response.json()) as OrderView
    expect(placed).toMatchObject({
      status: 'completed',
      paymentMethod: 'card',
      paymentProvider: 'test',
      testPayment: true,
      amountCents: 19900,
      apn: parcel.apn,
      // The receipt names the parcel's address as ordered.
      address: parcel.addressDisplay,
    })
    const [report] = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, placed.reportId!))
    expect(report).toMatchObject({
      userId: buyer.id,
      status: 'pending',
      reportType: 'multifamily_zoning',
      apn: parcel.apn,
    })
    expect(await waitForAnalysis(t.database.db, report!.id)).toMatchObject({
      analysisStatus: 'ready',
    })
    // The report is readable through the API by its owner, with its analysis.
    const view = await t.api(buyer).reports[':id'].$get({ param: { id: report!.id } })
    expect(view.status).toBe(200)

    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.id))
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'card_payment',
        amountCents: 19900,
        orderId: placed.id,
        reason: expect.stringContaining('test payment'),
      }),
    ])
    await expectReconciled(buyer)

    const deadline = Date.now() + 10_000
    let mail: Array<{ to: string; text: string }> = []
    while (Date.now() < deadline && mail.length < 2) {
      mail = (await t.database.db.select().from(emailOutbox)).filter(
        (m) => m.to === buyer.email || (m.to === ADMIN_EMAIL && m.text.includes(report!.id)),
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(mail.map((m) => m.to).sort()).toEqual([buyer.email, ADMIN_EMAIL].sort())
    // The buyer is told when to expect the reviewed report (decisions 330, 627).
    expect(mail.find((m) => m.to === buyer.email)?.text).toContain(SITE.reviewPromise)
  })

  it('spends the monthly allowance first, then bonus credits, then asks for a card', async () => {
    const buyer = await signUp(t)
    await setProfile(buyer, { subscriptionTier: 'pro', subscriptionStatus: 'active' })
    await grant(buyer, 1)
    const parcel = await insertParcel(t.database.db)
    const methods: string[] = []
    for (const expected of ['allowance', 'allowance', 'bonus_credit', 'card'] as const) {
      const response = await order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: expected,
      })
      expect(response.status).toBe(201)
      const placed = (await response.json()) as OrderView
      methods.push(placed.paymentMethod)
      expect(placed.amountCents).toBe(expected === 'card' ? 14900 : 0)
    }
    expect(methods).toEqual(['allowance', 'allowance', 'bonus_credit', 'card'])
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({ monthlyReportsUsed: 2, bonusCredits: 0 })
    const books = await expectReconciled(buyer)
    expect(books.moneyCents).toBe(14900)
    const count = await t.database.db.select().from(reports).where(eq(reports.userId, buyer.id))
    expect(count).toHaveLength(4)
  })

  it('spends a specialist’s monthly report from the plan, while the profile shows the spec’s figures', async () => {
    const buyer = await signUp(t)
    await setProfile(buyer, { subscriptionTier: 'specialist', subscriptionStatus: 'active' })
    const offer = (await (await t.api(buyer).products.$get()).json()) as ProductsResponse
    expect(offer.payment).toMatchObject({ method: 'allowance', allowance: 1, creditsRemaining: 0 })
    const parcel = await insertParcel(t.database.db)
    const place = (expectedPayment: OrderInput['expectedPayment']) =>
      order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment,
      })
    const first = await place('allowance')
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ paymentMethod: 'allowance', amountCents: 0 })
    // The month's one report is spent; the next is paid by card.
    const second = await place('allowance')
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ error: { details: { payment: 'card' } } })
    const profile = (await (await t.api(buyer).profile.$get()).json()) as ProfileView
    expect(profile.stats).toMatchObject({
      monthlyAllowance: 1,
      monthlyReportsUsed: 1,
      creditsRemaining: 0,
    })
    await expectReconciled(buyer)
  })

  it('charges the price the buyer saw: a price changed since is shown and asked again', async () => {
    const buyer = await signUp(t)
    const parcel = await insertParcel(t.database.db)
    const seen = (await currentPrice('multifamily_development'))!
    const changed = await t.api(admin).admin.products[':id'].$patch({
      param: { id: 'multifamily_development' },
      json: { priceCents: 9999999 },
    })
    expect(changed.status).toBe(200)
    try {
      const place = (expectedPriceCents: number | undefined) =>
        order(buyer, {
          productId: 'multifamily_development',
          apn: parcel.apn,
          idempotencyKey: newKey(),
          expectedPayment: 'card',
          expectedPriceCents,
        })
      const refused = await place(seen)
      expect(refused.status).toBe(409)
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'CONFLICT',
          message:
            'The price of Multifamily Development Report is now $99,999.99, not the $399 you saw. Nothing was charged: review the new price and confirm again.',
          details: { priceCents: 9999999 },
        },
      })
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual(
        [],
      )
      // Asked again at the new price, the buyer gets the order at that price.
      const accepted = await place(9999999)
      expect(accepted.status).toBe(201)
      expect(await accepted.json()).toMatchObject({ amountCents: 9999999, status: 'completed' })
      await expectReconciled(buyer)
    } finally {
      await t.api(admin).admin.products[':id'].$patch({
        param: { id: 'multifamily_development' },
        json: { priceCents: seen },
      })
    }
  })

  it('answers a replayed request (same key) with the same order, never a second one', async () => {
    const buyer = await signUp(t)
    await grant(buyer, 2)
    const parcel = await insertParcel(t.database.db)
    const body: OrderInput = {
      productId: 'single_family',
      apn: parcel.apn,
      idempotencyKey: newKey(),
      expectedPayment: 'bonus_credit',
    }
    const responses = await Promise.all([
      order(buyer, body),
      order(buyer, body),
      order(buyer, body),
    ])
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 201])
    const ids = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as OrderView).id)),
    )
    expect(ids.size).toBe(1)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile?.bonusCredits).toBe(1)
    expect(
      await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id)),
    ).toHaveLength(1)
    await expectReconciled(buyer)

    const reused = await order(buyer, { ...body, productId: 'multifamily_zoning' })
    expect(reused.status).toBe(409)
  })

  it('names the buyer’s earlier order of the same report for the same parcel, and still takes a fresh one', async () => {
    const buyer = await signUp(t)
    const stranger = await signUp(t)
    const parcel = await insertParcel(t.database.db)
    const offer = async (account: TestAccount | null, id: ProductId, apn: string) => {
      const response = await t.api(account).products[':id'].$get({ param: { id }, query: { apn } })
      expect(response.status).toBe(200)
      return ((await response.json()) as { earlierOrder: EarlierOrder | null }).earlierOrder
    }
    expect(await offer(buyer, 'multifamily_zoning', parcel.apn)).toBeNull()

    const first = (await (
      await order(buyer, {
        productId: 'multifamily_zoning',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'card',
      })
    ).json()) as OrderView
    const earlier = await offer(buyer, 'multifamily_zoning', parcel.apn.replaceAll('-', ''))
    expect(earlier).toEqual({
      orderId: first.id,
      reportId: first.reportId,
      orderedAt: first.completedAt,
    })
    // The notice's words are the issue's, with the order's day.
    expect(earlierOrderNotice('December 5, 2026')).toBe(
      'You ordered this report on December 5, 2026: open it, or order a fresh analysis',
    )
    // Another report for the parcel, another buyer, or a visitor: nothing to name.
    expect(await offer(buyer, 'multifamily_development', parcel.apn)).toBeNull()
    expect(await offer(stranger, 'multifamily_zoning', parcel.apn)).toBeNull()
    expect(await offer(null, 'multifamily_zoning', parcel.apn)).toBeNull()

    // A fresh analysis goes ahead as any order does, and the newest one is named after it.
    const fresh = await order(buyer, {
      productId: 'multifamily_zoning',
      apn: parcel.apn,
      idempotencyKey: newKey(),
      expectedPayment: 'card',
    })
    expect(fresh.status).toBe(201)
    const second = (await fresh.json()) as OrderView
    expect(second.reportId).not.toBe(first.reportId)
    expect((await offer(buyer, 'multifamily_zoning', parcel.apn))?.reportId).toBe(second.reportId)

    // A report deleted since is not offered to be opened.
    await t.database.db.delete(reports).where(eq(reports.id, second.reportId!))
    expect((await offer(buyer, 'multifamily_zoning', parcel.apn))?.reportId).toBe(first.reportId)

    const bad = await t
      .api()
      .products[':id'].$get({ param: { id: 'multifamily_zoning' }, query: { apn: '12' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('An APN has 10 digits')
  })

  it('lets exactly one of two orders racing for the last credit win, and tells the other why', async () => {
    const buyer = await signUp(t)
    await grant(buyer, 1)
    const parcel = await insertParcel(t.database.db)
    const attempt = () =>
      order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'bonus_credit',
      })
    const responses = await Promise.all([attempt(), attempt(), attempt()])
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409])
    const loser = responses.find((r) => !r.ok)!
    expect(await loser.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message:
          'This order would now be paid with a card payment, not a bonus credit: another order used it first. Review the checkout and confirm again.',
      },
    })
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile?.bonusCredits).toBe(0)
    await expectReconciled(buyer)
  })

  it('refuses bad input in a buyer’s words', async () => {
    const buyer = await signUp(t)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        {
          productId: 'nope',
          apn: '4306-026-007',
          idempotencyKey: newKey(),
          expectedPayment: 'card',
          expectedPriceCents: 14900,
        },
        404,
        'There is no product "nope" for sale',
      ],
      [
        {
          productId: 'single_family',
          apn: '12',
          idempotencyKey: newKey(),
          expectedPayment: 'card',
        },
        400,
        'An APN has 10 digits',
      ],
      [
        { productId: 'single_family', idempotencyKey: newKey(), expectedPayment: 'card' },
        400,
        'Choose the parcel this report is about',
      ],
      [
        {
          productId: 'single_family',
          apn: '9999-999-999',
          idempotencyKey: newKey(),
          expectedPayment: 'card',
        },
        404,
        'No parcel with APN 9999-999-999',
      ],
      [
        { productId: 'single_family', apn: '4306-026-007', expectedPayment: 'card' },
        400,
        'Every order needs an idempotency key',
      ],
      [
        { productId: 'single_family', apn: '4306-026-007', idempotencyKey: newKey() },
        400,
        'Say how you expect to pay',
      ],
      [
        {
          productId: 'single_family',
          apn: '4306-026-007',
          idempotencyKey: newKey(),
          expectedPayment: 'card',
          expectedPriceCents: 'cheap',
        },
        400,
        'The price you saw must be a whole number of cents.',
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await orderAsSent(buyer, body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect((await errorOf(response)).message).toContain(message)
    }
    const visitor = await t.api().orders.$post({
      json: {
        productId: 'single_family',
        apn: '4306-026-007',
        idempotencyKey: newKey(),
        expectedPayment: 'card',
        expectedPriceCents: 14900,
      },
    })
    expect(visitor.status).toBe(401)
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([])
  })

  it('buys a credit pack and a plan with the test payment', async () => {
    const buyer = await signUp(t)
    const pack = await order(buyer, {
      productId: 'credits_3',
      idempotencyKey: newKey(),
      expectedPayment: 'card',
    })
    expect(pack.status).toBe(201)
    const plan = await order(buyer, {
      productId: 'pro_monthly',
      idempotencyKey: newKey(),
      expectedPayment: 'card',
    })
    expect(plan.status).toBe(201)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({
      bonusCredits: 3,
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    })
    expect(profile?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000)
    const again = await order(buyer, {
      productId: 'pro_monthly',
      idempotencyKey: newKey(),
      expectedPayment: 'card',
    })
    expect(again.status).toBe(409)
    const books = await expectReconciled(buyer)
    expect(books.moneyCents).toBe(39900 + 29900)
  })

  it('shows an order only to its owner and admins', async () => {
    const buyer = await signUp(t)
    const other = await signUp(t)
    const parcel = await insertParcel(t.database.db)
    const placed = (await (
      await order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'card',
      })
    ).json()) as OrderView
    expect((await t.api(buyer).orders[':id'].$get({ param: { id: placed.id } })).status).toBe(200)
    expect((await t.api(admin).orders[':id'].$get({ param: { id: placed.id } })).status).toBe(200)
    expect((await t.api(other).orders[':id'].$get({ param: { id: placed.id } })).status).toBe(403)
    const list = (await (await t.api(buyer).orders.$get()).json()) as { orders: OrderView[] }
    expect(list.orders.map((o) => o.id)).toEqual([placed.id])
    expect((await t.api(buyer).admin.orders.$get()).status).toBe(403)
    const all = (await (await t.api(admin).admin.orders.$get()).json()) as {
      orders: Array<OrderView & { buyerEmail: string }>
    }
    expect(all.orders.find((o) => o.id === placed.id)?.buyerEmail).toBe(buyer.email)
  })
})

describe('admin tools', () => {
  it('grants bonus credits with a reason, once per key, and only for admins', async () => {
    const user = await signUp(t)
    const body = { email: user.email, credits: 3, reason: 'Goodwill', idempotencyKey: newKey() }
    const refused = await t.api(user).admin.credits.$post({ json: body })
    expect(refused.status).toBe(403)
    for (let i = 0; i < 2; i++) {
      const response = await t.api(admin).admin.credits.$post({ json: body })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ bonusCredits: 3, granted: i === 0 })
    }
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id))
    expect(entry).toMatchObject({
      kind: 'bonus_credits_granted',
      creditsDelta: 3,
      reason: 'Goodwill',
      createdBy: admin.id,
    })
    const unknown = await t.api(admin).admin.credits.$post({
      json: { ...body, email: 'nobody@example.com', idempotencyKey: newKey() },
    })
    expect(unknown.status).toBe(404)
    await expectReconciled(user)
  })

  it('refunds an order once: the credit comes back, the card amount is returned in the ledger', async () => {
    const buyer = await signUp(t)
    await grant(buyer, 1)
    const parcel = await insertParcel(t.database.db)
    const byCredit = (await (
      await order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'bonus_credit',
      })
    ).json()) as OrderView
    const byCard = (await (
      await order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'card',
      })
    ).json()) as OrderView
    const refund = (id: string, who = admin) =>
      t.api(who).admin.orders[':id'].refund.$post({
        param: { id },
        json: { reason: 'Ordered the wrong parcel' },
      })
    expect((await refund(byCredit.id, buyer)).status).toBe(403)
    for (const id of [byCredit.id, byCard.id, byCredit.id, byCard.id]) {
      const response = await refund(id)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'refunded' })
    }
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile?.bonusCredits).toBe(1)
    const books = await expectReconciled(buyer)
    expect(books.moneyCents).toBe(0)
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.id))
    expect(ledger.map((entry) => entry.kind).sort()).toEqual(
      [
        'bonus_credits_granted',
        'bonus_credit_spent',
        'card_payment',
        'bonus_credit_returned',
        'card_refund',
      ].sort(),
    )
    const reconciled = await t
      .api(admin)
      .admin.accounts[':id'].ledger.$get({ param: { id: buyer.id } })
    expect(await reconciled.json()).toMatchObject({ moneyCents: 0 })
  })

  const refundAs = (id: string) =>
    t
      .api(admin)
      .admin.orders[':id'].refund.$post({ param: { id }, json: { reason: 'Bought by mistake' } })
  const ledgerOf = (account: TestAccount) =>
    t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, account.id))

  it('takes back a refunded credit pack’s unspent credits, and says how many were spent', async () => {
    const buyer = await signUp(t)
    const pack = (await (
      await order(buyer, {
        productId: 'credits_3',
        idempotencyKey: newKey(),
        expectedPayment: 'card',
      })
    ).json()) as OrderView
    const parcel = await insertParcel(t.database.db)
    const spent = await order(buyer, {
      productId: 'single_family',
      apn: parcel.apn,
      idempotencyKey: newKey(),
      expectedPayment: 'bonus_credit',
    })
    expect(spent.status).toBe(201)

    for (let i = 0; i < 2; i++) {
      const response = await refundAs(pack.id)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        status: 'refunded',
        refundSummary:
          i === 0
            ? 'Refunded: $399 returned; 2 of the pack’s 3 credits taken back; 1 had already been spent.'
            : 'This order was already refunded.',
      })
    }
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile?.bonusCredits).toBe(0)
    const books = await expectReconciled(buyer)
    expect(books.moneyCents).toBe(0)
    expect(
      (await ledgerOf(buyer)).filter((entry) => entry.kind === 'bonus_credits_withdrawn'),
    ).toMatchObject([{ creditsDelta: -2, orderId: pack.id, createdBy: admin.id }])
  })

  it('ends a refunded plan at once with its monthly reports', async () => {
    const buyer = await signUp(t)
    const plan = (await (
      await order(buyer, {
        productId: 'pro_monthly',
        idempotencyKey: newKey(),
        expectedPayment: 'card',
      })
    ).json()) as OrderView
    const parcel = await insertParcel(t.database.db)
    const used = await order(buyer, {
      productId: 'single_family',
      apn: parcel.apn,
      idempotencyKey: newKey(),
      expectedPayment: 'allowance',
    })
    expect(used.status).toBe(201)

    const response = await refundAs(plan.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      refundSummary: 'Refunded: $299 returned; the Pro plan ended with its monthly reports.',
    })
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    expect(profile).toMatchObject({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: null,
      monthlyReportsUsed: 0,
    })
    const offer = (await (await t.api(buyer).products.$get()).json()) as ProductsResponse
    expect(offer.payment).toMatchObject({ allowance: 0, creditsRemaining: 0, method: 'card' })
    await expectReconciled(buyer)
    expect((await ledgerOf(buyer)).map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['card_payment', 'allowance_used', 'card_refund', 'allowance_reset']),
    )
  })

  it('gives a bonus credit for a monthly report refunded after its month ended', async () => {
    const buyer = await signUp(t)
    await setProfile(buyer, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    const parcel = await insertParcel(t.database.db)
    const place = async () =>
      (await (
        await order(buyer, {
          productId: 'single_family',
          apn: parcel.apn,
          idempotencyKey: newKey(),
          expectedPayment: 'allowance',
        })
      ).json()) as OrderView
    const lastMonths = await place()
    await setProfile(buyer, { currentPeriodEnd: new Date(Date.now() - 1000) })
    expect(await resetEndedPeriods(t.database.db, new Date())).toBeGreaterThanOrEqual(1)
    await place()

    const response = await refundAs(lastMonths.id)
    expect(response.status).toBe(200)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id))
    // This month's report stays used; last month's comes back as a bonus credit.
    expect(profile).toMatchObject({ monthlyReportsUsed: 1, bonusCredits: 1 })
    await expectReconciled(buyer)
  })

  it('keeps the ledger append-only: a movement cannot be rewritten', async () => {
    const buyer = await signUp(t)
    await grant(buyer, 1)
    await expect(
      t.database.db
        .update(ledgerEntries)
        .set({ creditsDelta: 100 })
        .where(eq(ledgerEntries.userId, buyer.id)),
    ).rejects.toThrow()
  })
})

describe('the monthly reset', () => {
  it('gives a subscriber whose period ended a fresh month, once, through the ledger', async () => {
    const buyer = await signUp(t)
    const ended = new Date(Date.now() - 60_000)
    await setProfile(buyer, {
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    const parcel = await insertParcel(t.database.db)
    for (let i = 0; i < 2; i++) {
      const response = await order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'allowance',
      })
      expect(response.status).toBe(201)
    }
    await setProfile(buyer, { currentPeriodEnd: ended })
    // The scheduled job does it, through the queue, as the worker runs it every few minutes.
    await t.queue.enqueue(monthlyResetJob, { slot: `test-${Date.now()}` })
    const deadline = Date.now() + 10_000
    let profile = (await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id)))[0]
    while (profile?.monthlyReportsUsed !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      profile = (await t.database.db.select().from(profiles).where(eq(profiles.id, buyer.id)))[0]
    }
    expect(profile?.monthlyReportsUsed).toBe(0)
    expect(await resetEndedPeriods(t.database.db, new Date())).toBe(0)
    expect(profile?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now())
    await expectReconciled(buyer)
    const next = await order(buyer, {
      productId: 'single_family',
      apn: parcel.apn,
      idempotencyKey: newKey(),
      expectedPayment: 'allowance',
    })
    expect(next.status).toBe(201)
  })
})

describe('a restart between payment and the report', () => {
  it('still computes the analysis: the job was stored with the order', async () => {
    const buyer = await signUp(t)
    const parcel = await insertParcel(t.database.db)
    await t.queue.stop()
    const placed = (await (
      await order(buyer, {
        productId: 'single_family',
        apn: parcel.apn,
        idempotencyKey: newKey(),
        expectedPayment: 'card',
      })
    ).json()) as OrderView
    const [pending] = await t.database.db
      .select()
      .from(reportDetails)
      .where(eq(reportDetails.reportId, placed.reportId!))
    expect(pending?.analysisStatus).toBe('pending')
    await t.queue.start()
    const { startJobWorker } = await import('#server/jobs/worker.ts')
    const stop = await startJobWorker({
      db: t.database.db,
      logger: t.logger,
      queue: t.queue,
      mailer: t.mailer,
      publicUrl: 'http://localhost:3000',
      unsubscribeLinks: t.unsubscribeLinks,
    })
    expect(await waitForAnalysis(t.database.db, placed.reportId!)).toMatchObject({
      analysisStatus: 'ready',
    })
    stop()
  })
})

describe('cancelling a plan', () => {
  const renewal = (account: TestAccount | null, renews: boolean) =>
    t.api(account).plan.renewal.$put({ json: { renews } })
  const profileOf = async (account: TestAccount) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.id, account.id)))[0]!

  async function subscriber() {
    const buyer = await signUp(t)
    const plan = await order(buyer, {
      productId: 'pro_monthly',
      idempotencyKey: newKey(),
      expectedPayment: 'card',
    })
    expect(plan.status).toBe(201)
    return buyer
  }

  it('keeps the plan and its reports until the paid month ends, then ends it', async () => {
    const buyer = await subscriber()
    const { currentPeriodEnd } = await profileOf(buyer)
    const cancelled = await renewal(buyer, false)
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toEqual({
      plan: 'pro',
      renews: false,
      periodEnd: currentPeriodEnd!.toISOString(),
    })
    // Asked twice, the answer is the same and nothing else changes.
    expect((await renewal(buyer, false)).status).toBe(200)
    const view = (await (await t.api(buyer).profile.$get()).json()) as ProfileView
    expect(view).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active' })
    expect(view.stats.monthlyAllowance).toBe(2)

    // The month ends: the plan ends with it, and the allowance goes.
    await resetEndedPeriods(t.database.db, new Date(currentPeriodEnd!.getTime() + 1_000))
    expect(await profileOf(buyer)).toMatchObject({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    })
    const after = (await (await t.api(buyer).profile.$get()).json()) as ProfileView
    expect(after.stats.monthlyAllowance).toBe(0)
    expect((await renewal(buyer, true)).status).toBe(409)
    await expectReconciled(buyer)
  })

  it('takes a cancellation back before the month ends: the plan renews as before', async () => {
    const buyer = await subscriber()
    const { currentPeriodEnd } = await profileOf(buyer)
    expect((await renewal(buyer, false)).status).toBe(200)
    const kept = await renewal(buyer, true)
    expect(await kept.json()).toMatchObject({ renews: true })
    await resetEndedPeriods(t.database.db, new Date(currentPeriodEnd!.getTime() + 1_000))
    const profile = await profileOf(buyer)
    expect(profile).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false })
    expect(profile.currentPeriodEnd!.getTime()).toBeGreaterThan(currentPeriodEnd!.getTime())
  })

  it('leaves a plan billed through Stripe unchanged on a server without Stripe, and says whom to write to', async () => {
    const buyer = await subscriber()
    // The plan was paid through Stripe on a server that has since lost its Stripe keys.
    await t.database.db
      .update(orders)
      .set({ paymentProvider: 'stripe', providerReference: 'cs_test_lost' })
      .where(eq(orders.userId, buyer.id))
    const refused = await renewal(buyer, false)
    expect(refused.status).toBe(503)
    expect(await refused.json()).toMatchObject({
      error: {
        message:
          'Your plan is billed by card through Stripe, which this site cannot reach just now, so your plan is unchanged. Write to hello@lotwise.app and we will change it for you.',
      },
    })
    expect((await profileOf(buyer)).cancelAtPeriodEnd).toBe(false)
  })

  it('refuses a visitor, an account without a plan, and a value that is not yes or no', async () => {
    expect((await renewal(null, false)).status).toBe(401)
    const basic = await signUp(t)
    const refused = await renewal(basic, false)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      error: { message: 'You have no plan that renews, so there is nothing to change.' },
    })
    const buyer = await subscriber()
    // Deliberately malformed (decision 390): a renewal that is not true or false.
    const maybe = await as(t, buyer, t.api().plan.renewal.$url().href, {
      method: 'PUT',
      body: JSON.stringify({ renews: 'maybe' }),
    })
    expect(maybe.status).toBe(400)
    expect((await profileOf(buyer)).cancelAtPeriodEnd).toBe(false)
  })
})
