// The analyses /api/v1 keeps (decision 495), through the app on a real database. The engine is
// wrapped in a spy that still runs it, so a test sees how many times it actually ran.
import { gunzipSync } from 'node:zlib'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_KEY_REQUESTS_PER_MINUTE, type CreatedApiKey } from '#common/contracts/api-keys.ts'
import type { ScreenRun } from '#common/contracts/screen.ts'
import { analyzeParcel } from '#engine'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import type { Db } from '#server/db/client.ts'
import { apiUsage, parcels } from '#server/db/schema/index.ts'
import { findParcelsFacts, findParcelsForAnalysis } from '#server/domain/parcels.ts'
import {
  createParcelAnalysisReader,
  PARCEL_ANALYSIS_CACHE_BYTES,
} from '#server/features/api-v1/parcel-analysis.service.ts'
import { preparedBytes, preparedText } from '#server/http/compress-json.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { callAs, createPeople, type People } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

vi.mock(import('#engine'), async (importOriginal) => {
  const engine = await importOriginal()
  return { ...engine, analyzeParcel: vi.fn(engine.analyzeParcel) }
})

const PARCELS = 40

let t: TestApp
let people: People
let apns: string[]
let secret: string

beforeAll(async () => {
  const database = await createTestDatabase()
  await loadDemoCityIfEmpty({ database, logger: createLogger('silent'), count: PARCELS })
  t = await createTestApp({ database })
  people = await createPeople(t)
  apns = (await database.db.select({ apn: parcels.apn }).from(parcels).orderBy(parcels.apn)).map(
    (row) => row.apn,
  )
  // The worker's check at start runs the engine on every parcel for the screen: wait for it, so
  // that every run counted below is the API's.
  const deadline = Date.now() + 50_000
  for (;;) {
    const refresh = await callAs(t, people, 'admin', (api) => api.admin.screen.refresh.$get())
    const { run } = refresh.body as { run: ScreenRun | null }
    if (run?.status === 'finished' && run.total === PARCELS) break
    if (Date.now() > deadline) throw new Error('the screen refresh did not finish')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const created = await callAs(t, people, 'owner', (api) =>
    api.profile['api-keys'].$post({ json: { name: 'Pipeline', scopes: ['analysis:run'] } }),
  )
  secret = (created.body as CreatedApiKey).secret
}, 120_000)
afterAll(() => t.close())

/** The engine's runs while `during` runs. */
async function engineRunsDuring(during: () => Promise<unknown>): Promise<number> {
  const before = vi.mocked(analyzeParcel).mock.calls.length
  await during()
  return vi.mocked(analyzeParcel).mock.calls.length - before
}

/** A call as a program makes it, without gzip unless `gzip`; the body as JSON text either way. */
async function analysisOf(apn: string, key = secret, { gzip = false } = {}) {
  const response = await t
    .api({ apiKey: key })
    .v1.parcels[':apn'].analysis.$get(
      { param: { apn } },
      { headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
    )
  const bytes = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    encoding,
    body: (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString(),
  }
}

/** The engine's answer for the parcel's facts as stored now (in `db`), as JSON. */
async function engineAnswerFor(apn: string, db: Db = t.database.db): Promise<unknown> {
  const facts = (await findParcelsForAnalysis(db, [apn])).get(apn)?.facts
  if (!facts) throw new Error(`no parcel ${apn}`)
  const analysis = analyzeParcel({ parcel: facts, scenario: { analysisDate: todayInLosAngeles() } })
  return JSON.parse(JSON.stringify(analysis))
}

async function callsCounted(userId: string): Promise<number> {
  const [usage] = await t.database.db
    .select({ calls: apiUsage.calls })
    .from(apiUsage)
    .where(and(eq(apiUsage.userId, userId), eq(apiUsage.month, todayInLosAngeles().slice(0, 7))))
  return usage?.calls ?? 0
}

describe('the facts a first analysis reads', () => {
  it("are every parcel's facts as its whole row gives them, in the same order (the ETag digests them)", async () => {
    const fromColumns = await findParcelsFacts(t.database.db, apns)
    const fromRows = await findParcelsForAnalysis(t.database.db, apns)
    expect(fromColumns.size).toBe(apns.length)
    for (const apn of apns)
      expect(JSON.stringify(fromColumns.get(apn))).toBe(JSON.stringify(fromRows.get(apn)?.facts))
  })
})

describe('GET /api/v1/parcels/{apn}/analysis, kept', () => {
  it("answers a parcel again with the same body without running the engine again, and in the APN's other spelling", async () => {
    const apn = apns[0]!
    let first!: Awaited<ReturnType<typeof analysisOf>>
    expect(await engineRunsDuring(async () => (first = await analysisOf(apn)))).toBe(1)
    expect(first.status).toBe(200)
    expect(JSON.parse(first.body)).toEqual(await engineAnswerFor(apn))
    let again!: Awaited<ReturnType<typeof analysisOf>>
    let undashed!: Awaited<ReturnType<typeof analysisOf>>
    const runs = await engineRunsDuring(async () => {
      again = await analysisOf(apn)
      undashed = await analysisOf(apn.replaceAll('-', ''))
    })
    expect(runs).toBe(0)
    expect(again).toEqual(first)
    expect(undashed).toEqual(first)
  })

  it('sends the kept gzip to a client that takes it, and the same JSON unzipped to one that does not', async () => {
    const apn = apns[6]!
    let zipped!: Awaited<ReturnType<typeof analysisOf>>
    expect(
      await engineRunsDuring(async () => (zipped = await analysisOf(apn, secret, { gzip: true }))),
    ).toBe(1)
    expect(zipped).toMatchObject({ status: 200, encoding: 'gzip' })
    let plain!: Awaited<ReturnType<typeof analysisOf>>
    expect(await engineRunsDuring(async () => (plain = await analysisOf(apn)))).toBe(0)
    expect(plain).toEqual({ ...zipped, encoding: null })
    expect(JSON.parse(plain.body)).toEqual(await engineAnswerFor(apn))
  })

  it('runs the engine once for calls that arrive together', async () => {
    const apn = apns[1]!
    let answers: Array<Awaited<ReturnType<typeof analysisOf>>> = []
    const runs = await engineRunsDuring(async () => {
      answers = await Promise.all([analysisOf(apn), analysisOf(apn), analysisOf(apn)])
    })
    expect(runs).toBe(1)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
  })

  it('analyses a parcel anew once its facts change, and answers the new facts', async () => {
    const apn = apns[2]!
    const before = await analysisOf(apn)
    await t.database.db
      .update(parcels)
      .set({ lotSf: sql`${parcels.lotSf} + 2500`, zoneClass: 'R3', zoneString: 'R3-1' })
      .where(eq(parcels.apn, apn))
    let after!: Awaited<ReturnType<typeof analysisOf>>
    expect(await engineRunsDuring(async () => (after = await analysisOf(apn)))).toBe(1)
    expect(after.status).toBe(200)
    expect(after.body).not.toBe(before.body)
    expect(after.etag).not.toBe(before.etag)
    expect(JSON.parse(after.body)).toEqual(await engineAnswerFor(apn))
    // The new analysis is the one kept now.
    expect(await engineRunsDuring(() => analysisOf(apn))).toBe(0)
  })

  it('analyses a parcel anew once its row is written again, under the same ETag while its facts stay', async () => {
    const apn = apns[4]!
    const before = await analysisOf(apn)
    expect(await engineRunsDuring(() => analysisOf(apn))).toBe(0)
    await t.database.db
      .update(parcels)
      .set({ zoneClass: sql`${parcels.zoneClass}` })
      .where(eq(parcels.apn, apn))
    let after!: Awaited<ReturnType<typeof analysisOf>>
    expect(await engineRunsDuring(async () => (after = await analysisOf(apn)))).toBe(1)
    expect(after).toEqual(before)
  })

  it('answers 404 for a parcel removed from the records after its analysis was kept', async () => {
    const apn = apns[5]!
    expect((await analysisOf(apn)).status).toBe(200)
    await t.database.db.delete(parcels).where(eq(parcels.apn, apn))
    expect((await analysisOf(apn)).status).toBe(404)
  })

  // Two databases made and filled: longer than one call on a busy machine.
  it("keeps each database's analyses apart: the same parcel's row can have the same version in two", async () => {
    const read = createParcelAnalysisReader(PARCEL_ANALYSIS_CACHE_BYTES)
    const logger = createLogger('silent')
    // On PGlite both start from the same template and do the same writes, so the parcel's row
    // gets the same xmin in each: only the database tells the two analyses apart.
    const databases = [await createTestDatabase(), await createTestDatabase()] as const
    try {
      for (const database of databases) await loadDemoCityIfEmpty({ database, logger, count: 3 })
      const [one, two] = databases.map((database) => database.db) as [Db, Db]
      const [first] = await one.select({ apn: parcels.apn }).from(parcels).orderBy(parcels.apn)
      const apn = first!.apn
      await one
        .update(parcels)
        .set({ zoneClass: 'R1', zoneString: 'R1-1' })
        .where(eq(parcels.apn, apn))
      await two
        .update(parcels)
        .set({ zoneClass: 'R3', zoneString: 'R3-1' })
        .where(eq(parcels.apn, apn))
      const fromOne = JSON.parse((await preparedText(await read(one, apn))).toString())
      const fromTwo = JSON.parse((await preparedText(await read(two, apn))).toString())
      expect(fromOne).toEqual(await engineAnswerFor(apn, one))
      expect(fromTwo).toEqual(await engineAnswerFor(apn, two))
      expect(fromTwo).not.toEqual(fromOne)
    } finally {
      for (const database of databases) await database.close()
    }
  }, 60_000)

  it('still counts and limits every call, kept or not', async () => {
    const apn = apns[3]!
    const created = await callAs(t, people, 'other', (api) =>
      api.profile['api-keys'].$post({ json: { name: 'Busy', scopes: ['analysis:run'] } }),
    )
    const busy = (created.body as CreatedApiKey).secret
    const counted = await callsCounted(people.other.id)
    for (let call = 0; call < API_KEY_REQUESTS_PER_MINUTE; call += 1)
      expect((await analysisOf(apn, busy)).status).toBe(200)
    expect(await callsCounted(people.other.id)).toBe(counted + API_KEY_REQUESTS_PER_MINUTE)
    const limited = await analysisOf(apn, busy)
    expect(limited.status).toBe(429)
    expect(await callsCounted(people.other.id)).toBe(counted + API_KEY_REQUESTS_PER_MINUTE)
  })

  it('keeps no more bytes of analyses than its bound, the least recently used going first', async () => {
    const [a, b, c] = apns.slice(10, 13) as [string, string, string]
    const db = t.database.db
    // What each analysis holds, kept as it will be by the bounded reader below.
    const measure = createParcelAnalysisReader(PARCEL_ANALYSIS_CACHE_BYTES)
    const [sizeA, sizeB, sizeC] = await Promise.all(
      [a, b, c].map(async (apn) => preparedBytes(await measure(db, apn))),
    )
    // Room for any two of the three, not for all three.
    const read = createParcelAnalysisReader(sizeA! + sizeB! + sizeC! - 1)
    expect(await engineRunsDuring(async () => (await read(db, a), await read(db, b)))).toBe(2)
    expect(await engineRunsDuring(() => read(db, a))).toBe(0)
    // c pushes out b, the least recently read; a stays.
    expect(await engineRunsDuring(() => read(db, c))).toBe(1)
    expect(await engineRunsDuring(() => read(db, a))).toBe(0)
    expect(await engineRunsDuring(() => read(db, b))).toBe(1)
    // b pushed out c.
    expect(await engineRunsDuring(() => read(db, c))).toBe(1)
  })
})
