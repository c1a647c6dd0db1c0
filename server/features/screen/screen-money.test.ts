// What Find Lots and the API cost, through the real app on a screened demo city (decision 416):
// screens are free; a download past the free rows spends bonus credits once for the same lots;
// API calls past the month's free calls spend credits per block; without the credits, a 402 in
// words that says how to get them, and nothing spent or counted. Prices are the `products` rows,
// lowered here so a small city reaches them.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreatedApiKey } from '#common/contracts/api-keys.ts'
import type { ScreenAnswer } from '#common/contracts/screen.ts'
import {
  apiUsage,
  ledgerEntries,
  products,
  profiles,
  screenResults,
} from '#server/db/schema/index.ts'
import { callAs, errorOf, type People } from '#tests/setup/people.ts'
import { createScreenedDemoCity } from '#tests/setup/screened-demo-city.ts'
import { TEST_PUBLIC_URL, type TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 300
/** The free rows of a download, for this test's city. */
const FREE_ROWS = 20

let t: TestApp
let people: People

async function spent(who: 'owner' | 'other') {
  return t.database.db
    .select({
      reason: ledgerEntries.reason,
      creditsDelta: ledgerEntries.creditsDelta,
      kind: ledgerEntries.kind,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, people[who].id), eq(ledgerEntries.kind, 'bonus_credit_spent')),
    )
}

async function bonusCredits(who: 'owner' | 'other') {
  const [row] = await t.database.db
    .select({ credits: profiles.bonusCredits })
    .from(profiles)
    .where(eq(profiles.id, people[who].id))
  return row?.credits
}

let grants = 0
async function grant(who: 'owner' | 'other', credits: number) {
  const granted = await callAs(t, people, 'admin', (api) =>
    api.admin.credits.$post({
      json: {
        email: people[who].email,
        credits,
        reason: 'Test credits',
        idempotencyKey: `money-grant-${(grants += 1)}`,
      },
    }),
  )
  expect(granted.status).toBe(200)
}

/** A download of `query` as `who`, its status and, refused, its error. */
async function download(who: 'owner' | 'other', query: Record<string, string>) {
  const response = await t.api(people[who]).screen.export.$get({ query })
  return {
    status: response.status,
    error: response.ok ? null : await errorOf(response),
    text: response.ok ? await response.text() : '',
  }
}

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS)
  t = city.t
  people = city.people
  await t.database.db
    .update(products)
    .set({ freeUnits: FREE_ROWS })
    .where(eq(products.id, 'screen_export'))
}, 120_000)
afterAll(() => t.close())

describe('Find Lots downloads', () => {
  it('running a screen is free, and so is a download of up to the free rows', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await callAs(t, people, 'other', (api) =>
        api.screen.$get({ query: { minHomes: '1' } }),
      )
      expect((answer.body as ScreenAnswer).total).toBeGreaterThan(FREE_ROWS)
    }
    // A list of five lots: a screen smaller than the free rows.
    const apns = (
      await t.database.db.select({ apn: screenResults.apn }).from(screenResults).limit(5)
    ).map((row) => row.apn)
    // The list's CSV is the body, in place of the JSON the client writes (decision 390).
    const uploaded = await t
      .api(people.other)
      .screen.lists.$post(
        { query: { name: 'Five' } },
        { headers: { 'content-type': 'text/csv' }, init: { body: apns.join('\n') } },
      )
    expect(uploaded.status).toBe(201)
    const { list } = (await uploaded.json()) as { list: { id: string } }
    const small = await download('other', { list: list.id, status: 'open' })
    expect(small.status).toBe(200)
    expect(await spent('other')).toEqual([])
  })

  it('a download past the free rows is refused in words to a user without credits, naming how to get them', async () => {
    const refused = await download('other', { minHomes: '1' })
    expect(refused.status).toBe(402)
    expect(refused.error?.message).toBe(
      `Downloading more than ${FREE_ROWS} lots costs 1 bonus credit, and you have none. Buy bonus credits on the pricing page, or narrow the screen to ${FREE_ROWS} lots or fewer.`,
    )
    expect(await spent('other')).toEqual([])
  })

  it('with credits, it spends one, recorded in the ledger; the same download retried, or in the other format, spends nothing more', async () => {
    await grant('owner', 2)
    const first = await download('owner', { minHomes: '1', format: 'csv' })
    expect(first.status).toBe(200)
    const rows = first.text.trim().split('\r\n').length - 1
    expect(rows).toBeGreaterThan(FREE_ROWS)
    expect(await spent('owner')).toEqual([
      {
        kind: 'bonus_credit_spent',
        creditsDelta: -1,
        reason: `Find Lots download of ${rows} lots`,
      },
    ])
    expect(await bonusCredits('owner')).toBe(1)
    for (const format of ['csv', 'xlsx', 'csv'])
      expect((await download('owner', { minHomes: '1', format })).status).toBe(200)
    expect(await spent('owner')).toHaveLength(1)
    expect(await bonusCredits('owner')).toBe(1)
    // Another screen is another download.
    expect((await download('owner', { minHomes: '2' })).status).toBe(200)
    expect(await bonusCredits('owner')).toBe(0)
  })

  it('with its credits spent, a paid screen still says its download is paid; an unpaid one does not', async () => {
    expect(await bonusCredits('owner')).toBe(0)
    const downloadPaid = async (who: 'owner' | 'other', minHomes: string) => {
      const answer = await callAs(t, people, who, (api) => api.screen.$get({ query: { minHomes } }))
      expect(answer.status).toBe(200)
      return (answer.body as { downloadPaid: boolean }).downloadPaid
    }
    expect(await downloadPaid('owner', '1')).toBe(true)
    expect(await downloadPaid('owner', '2')).toBe(true)
    expect(await downloadPaid('owner', '3')).toBe(false)
    // Paid by one user is not paid for another.
    expect(await downloadPaid('other', '1')).toBe(false)
    // And it does download again, free.
    expect((await download('owner', { minHomes: '1', format: 'xlsx' })).status).toBe(200)
    expect(await bonusCredits('owner')).toBe(0)
  })

  it("the price is the products row's: an admin changes it without a deploy", async () => {
    const changed = await callAs(t, people, 'admin', (api) =>
      api.admin.products[':id'].$patch({ param: { id: 'screen_export' }, json: { credits: 3 } }),
    )
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ price: '3 bonus credits' })
    const inCents = await callAs(t, people, 'admin', (api) =>
      api.admin.products[':id'].$patch({
        param: { id: 'screen_export' },
        json: { priceCents: 100 },
      }),
    )
    expect(inCents.status).toBe(400)
    await grant('owner', 2)
    const refused = await download('owner', { minHomes: '3' })
    expect(refused.status).toBe(402)
    expect(refused.error?.message).toContain('costs 3 bonus credits, and you have 2 bonus credits')
    // Not for sale on its own: it is spent, never ordered.
    const ordered = await callAs(t, people, 'owner', (api) =>
      api.products[':id'].$get({ param: { id: 'screen_export' }, query: {} }),
    )
    expect(ordered.status).toBe(404)
  })
})

describe('API calls', () => {
  let key: string

  async function callApi() {
    const response = await t.api({ apiKey: key }).v1.screen.$get({ query: { minHomes: '4' } })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  beforeAll(async () => {
    // Two free calls a month, then one credit for each two more.
    await t.database.db
      .update(products)
      .set({ freeUnits: 2, unitSize: 2, credits: 1 })
      .where(eq(products.id, 'api_calls'))
    const made = await callAs(t, people, 'other', (api) =>
      api.profile['api-keys'].$post({ json: { name: 'Money', scopes: ['screen:read'] } }),
    )
    expect(made.status).toBe(201)
    key = (made.body as CreatedApiKey).secret
  })

  it('the free calls cost nothing; the next block spends a credit; without one, a 402 that says how to get credits, the call not counted', async () => {
    expect((await callApi()).status).toBe(200)
    expect((await callApi()).status).toBe(200)
    expect(await spent('other')).toEqual([])

    const refused = await callApi()
    expect(refused.status).toBe(402)
    expect(refused.body).toEqual({
      error: {
        code: 'PAYMENT_REQUIRED',
        message: `This month's 2 free API calls are used, and the next 2 calls cost 1 bonus credit; you have none. Buy bonus credits at ${TEST_PUBLIC_URL}/pricing, then call again.`,
        details: { credits: 1, bonusCredits: 0 },
      },
    })
    const [usage] = await t.database.db
      .select({ calls: apiUsage.calls, allowed: apiUsage.allowed })
      .from(apiUsage)
      .where(eq(apiUsage.userId, people.other.id))
    expect(usage).toEqual({ calls: 2, allowed: 2 })

    await grant('other', 1)
    expect((await callApi()).status).toBe(200)
    expect((await callApi()).status).toBe(200)
    const month = (await t.database.db.select().from(apiUsage))[0]?.month ?? ''
    expect(await spent('other')).toEqual([
      { kind: 'bonus_credit_spent', creditsDelta: -1, reason: `API calls 3–4 in ${month}` },
    ])
    expect((await callApi()).status).toBe(402)
  })

  it('two calls racing for the next block spend one credit between them', async () => {
    await grant('other', 5)
    const before = (await spent('other')).length
    const answers = await Promise.all([callApi(), callApi()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await spent('other')).toHaveLength(before + 1)
    expect(await bonusCredits('other')).toBe(4)
  })
})
