// The API meter (decision 511) as two server processes run it: two meters, each with its own kept
// keys and its own waiting calls, on one real database. Whatever each keeps, the key's limit, a
// revocation and the month's paid blocks are decided in the database they share.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_REQUESTS_PER_MINUTE, type CreatedApiKey } from '#common/contracts/api-keys.ts'
import { AppError } from '#common/errors.ts'
import { apiUsage, ledgerEntries, products, profiles } from '#server/db/schema/index.ts'
import { recordMovement } from '#server/domain/orders.ts'
import { createApiMeter, type Admission } from '#server/features/api-v1/api-meter.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { callAs, createPeople, type People } from '#tests/setup/people.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/setup/test-app.ts'

const PRICING_URL = `${TEST_PUBLIC_URL}/pricing`

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
}, 60_000)
afterAll(() => t.close())

async function makeKey(who: 'owner' | 'other' | 'admin') {
  const made = await callAs(t, people, who, (api) =>
    api.profile['api-keys'].$post({ json: { name: 'Meter', scopes: ['parcels:read'] } }),
  )
  expect(made.status).toBe(201)
  return made.body as CreatedApiKey
}

/** Each call's end: served, over the limit, or the error's code. */
async function outcomes(calls: Array<Promise<Admission>>) {
  const settled = await Promise.allSettled(calls)
  return settled.map((result) => {
    if (result.status === 'rejected')
      return result.reason instanceof AppError ? result.reason.code : String(result.reason)
    return 'caller' in result.value ? 'served' : 'limited'
  })
}

const tally = (ends: string[]) =>
  Object.fromEntries(
    [...new Set(ends)].sort().map((end) => [end, ends.filter((e) => e === end).length]),
  )

describe('two servers metering one database', () => {
  it(`serve ${API_KEY_REQUESTS_PER_MINUTE} calls of a key a minute between them, however they arrive, and refuse the rest with the seconds to wait`, async () => {
    const { secret } = await makeKey('owner')
    const [first, second] = [createApiMeter(t.database.db), createApiMeter(t.database.db)]
    const calls = Array.from({ length: API_KEY_REQUESTS_PER_MINUTE + 30 }, (_, index) =>
      (index % 2 ? first : second).admit(secret, PRICING_URL),
    )
    const settled = await Promise.all(calls)
    expect(tally(await outcomes(calls))).toEqual({
      served: API_KEY_REQUESTS_PER_MINUTE,
      limited: 30,
    })
    for (const admission of settled)
      if ('retryAfterSeconds' in admission) {
        expect(admission.retryAfterSeconds).toBeGreaterThanOrEqual(1)
        expect(admission.retryAfterSeconds).toBeLessThanOrEqual(60)
      }
  })

  it('refuse a revoked key on both at once, though each had found it', async () => {
    const { secret, key } = await makeKey('owner')
    const [first, second] = [createApiMeter(t.database.db), createApiMeter(t.database.db)]
    expect(
      await outcomes([first.admit(secret, PRICING_URL), second.admit(secret, PRICING_URL)]),
    ).toEqual(['served', 'served'])
    const revoked = await callAs(t, people, 'owner', (api) =>
      api.profile['api-keys'][':id'].$delete({ param: { id: key.id } }),
    )
    expect(revoked.status).toBe(200)
    expect(
      await outcomes([first.admit(secret, PRICING_URL), second.admit(secret, PRICING_URL)]),
    ).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED'])
  })

  it("begin an owner's month with the calls that arrive together on both, each call counted once and none charged", async () => {
    const { secret } = await makeKey('admin')
    const [first, second] = [createApiMeter(t.database.db), createApiMeter(t.database.db)]
    const calls = Array.from({ length: 6 }, (_, index) =>
      (index % 2 ? first : second).admit(secret, PRICING_URL),
    )
    expect(tally(await outcomes(calls))).toEqual({ served: 6 })
    const [price] = await t.database.db
      .select({ freeUnits: products.freeUnits })
      .from(products)
      .where(eq(products.id, 'api_calls'))
    const [usage] = await t.database.db
      .select({ calls: apiUsage.calls, allowed: apiUsage.allowed })
      .from(apiUsage)
      .where(
        and(
          eq(apiUsage.userId, people.admin.id),
          eq(apiUsage.month, todayInLosAngeles().slice(0, 7)),
        ),
      )
    expect(usage).toEqual({ calls: 6, allowed: price?.freeUnits })
    const spent = await t.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, people.admin.id))
    expect(spent).toEqual([])
  })

  it('spend one credit per block of calls past the free ones, each block once, and refuse the calls past the credits', async () => {
    // Two free calls a month, then three calls for each credit; the owner of the key has two.
    const price = { freeUnits: 2, unitSize: 3, credits: 1 }
    const [before] = await t.database.db.select().from(products).where(eq(products.id, 'api_calls'))
    await t.database.db.update(products).set(price).where(eq(products.id, 'api_calls'))
    try {
      await t.database.db.transaction((tx) =>
        recordMovement(tx, {
          userId: people.other.id,
          kind: 'bonus_credits_granted',
          reason: 'Test credits',
          idempotencyKey: `meter-grant-${people.other.id}`,
          creditsDelta: 2,
        }),
      )
      const keys = [await makeKey('other'), await makeKey('other')]
      const [first, second] = [createApiMeter(t.database.db), createApiMeter(t.database.db)]
      const calls = Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? first : second).admit(keys[index % 3 === 0 ? 0 : 1]!.secret, PRICING_URL),
      )
      const paidFor = price.freeUnits + 2 * price.unitSize
      expect(tally(await outcomes(calls))).toEqual({
        served: paidFor,
        PAYMENT_REQUIRED: 20 - paidFor,
      })
      const spent = await t.database.db
        .select({ creditsDelta: ledgerEntries.creditsDelta, reason: ledgerEntries.reason })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, people.other.id),
            eq(ledgerEntries.kind, 'bonus_credit_spent'),
          ),
        )
      const month = todayInLosAngeles().slice(0, 7)
      expect(spent.sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
        { creditsDelta: -1, reason: `API calls 3–5 in ${month}` },
        { creditsDelta: -1, reason: `API calls 6–8 in ${month}` },
      ])
      const [profile] = await t.database.db
        .select({ bonusCredits: profiles.bonusCredits })
        .from(profiles)
        .where(eq(profiles.id, people.other.id))
      expect(profile?.bonusCredits).toBe(0)
      const [usage] = await t.database.db
        .select({ calls: apiUsage.calls, allowed: apiUsage.allowed })
        .from(apiUsage)
        .where(and(eq(apiUsage.userId, people.other.id), eq(apiUsage.month, month)))
      expect(usage).toEqual({ calls: paidFor, allowed: paidFor })
    } finally {
      await t.database.db.update(products).set(before!).where(eq(products.id, 'api_calls'))
    }
  })
})
