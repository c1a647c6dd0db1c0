import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ScreenQuerySchema, type ScreenRun } from '#common/contracts/screen.ts'
import { analyzeParcel, ENGINE_VERSION, PATHWAY_IDS } from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import { queryRows, type Database } from '#server/db/client.ts'
import { dataImports, parcels, screenResults, screenRuns } from '#server/db/schema/index.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import { findExportLots } from '#server/domain/screen.ts'
import { computeScreenResult, SCREEN_RESULT_VERSION } from '#server/domain/screen-results.ts'
import {
  refreshScreenIfChanged,
  runScreenSlice,
  SCREEN_SLICES,
} from '#server/features/screen/screen-refresh.service.ts'
import { createJobQueue, type JobQueue } from '#server/jobs/queue.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { callAs, createPeople, errorBody, type People, type Who } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

/** Batches of this many, so that a small city cuts each slice into more than one. */
const BATCH = 200
const PARCELS = SCREEN_SLICES * (2 * BATCH + 50)
const today = todayInLosAngeles()

class WorkerKilled extends Error {}

describe('bulk screen results, worked by hand (no worker takes the queued slices)', () => {
  let database: Database
  let queue: JobQueue
  beforeAll(async () => {
    database = await createTestDatabase()
    const logger = createLogger('silent')
    await loadDemoCityIfEmpty({ database, logger, count: PARCELS })
    queue = createJobQueue(database, logger)
    await queue.start()
  })
  afterAll(async () => {
    await queue.stop()
    await database.close()
  })

  /** Works every slice of run `runId` to its end, as the job workers would. */
  async function workEverySlice(runId: string, batchSize?: number) {
    for (let slice = 0; slice < SCREEN_SLICES; slice++)
      await runScreenSlice(database.db, runId, slice, today, { batchSize })
  }

  it('a run killed mid-way resumes: every parcel computed once, none skipped', async () => {
    const run = await refreshScreenIfChanged({ db: database.db, queue })
    expect(run).toMatchObject({ status: 'running', total: PARCELS, done: 0 })
    const runId = run?.id ?? ''

    // The first slice's worker dies after its first batch is written.
    await expect(
      runScreenSlice(database.db, runId, 0, today, {
        batchSize: BATCH,
        afterBatch: () => {
          throw new WorkerKilled()
        },
      }),
    ).rejects.toBeInstanceOf(WorkerKilled)
    const written = await database.db
      .select({ apn: screenResults.apn, computedAt: screenResults.computedAt })
      .from(screenResults)
    expect(written).toHaveLength(BATCH)

    // Another refresh does not start beside it; the retried slice and the others finish it.
    expect(await refreshScreenIfChanged({ db: database.db, queue })).toBeNull()
    await workEverySlice(runId, BATCH)

    const rows = await database.db.select().from(screenResults)
    expect(rows).toHaveLength(PARCELS)
    expect(rows.every((row) => row.runId === runId && !row.stale)).toBe(true)
    // Computed once: the rows written before the kill were not written again.
    const computedAt = new Map(rows.map((row) => [row.apn, row.computedAt.getTime()]))
    for (const row of written) expect(computedAt.get(row.apn)).toBe(row.computedAt.getTime())
    const [finished] = await database.db.select().from(screenRuns).where(eq(screenRuns.id, runId))
    expect(finished?.finishedAt).not.toBeNull()
    // The worker that finished the run vacuumed and analysed the results (decision 685): every
    // page marked all-visible, so a screen's count can read an index alone, and the plans know
    // the rows.
    const [table] = await queryRows<{ pages: number; visible: number; rows: number }>(
      database.db,
      sql`select relpages as pages, relallvisible as visible, reltuples::int as rows
        from pg_class where relname = 'screen_results'`,
    )
    expect(table?.pages).toBeGreaterThan(0)
    expect(table?.visible).toBe(table?.pages)
    expect(table?.rows).toBe(PARCELS)
    // Nothing changed since: no new run.
    expect(await refreshScreenIfChanged({ db: database.db, queue })).toBeNull()
  })

  it('equals the engine run on each parcel one by one (a sample)', async () => {
    const sample = await database.db
      .select()
      .from(screenResults)
      .orderBy(sql`md5(${screenResults.apn})`)
      .limit(60)
    const facts = await findParcelsForAnalysis(
      database.db,
      sample.map((row) => row.apn),
    )
    const zips = new Map(
      (await database.db.select({ apn: parcels.apn, zip: parcels.zip }).from(parcels)).map(
        (row) => [row.apn, row.zip],
      ),
    )
    let open = 0
    for (const row of sample) {
      const parcel = facts.get(row.apn)
      if (!parcel) throw new Error(`parcel ${row.apn} missing`)
      const analysis = analyzeParcel({ parcel: parcel.facts, scenario: { analysisDate: today } })
      for (const id of PATHWAY_IDS)
        expect(row.pathways[id]?.status).toBe(analysis.pathways[id].status)
      expect(row.engineVersion).toBe(ENGINE_VERSION)
      const expected = computeScreenResult(parcel.facts, today, zips.get(row.apn) ?? null)
      const stored = Object.fromEntries(
        Object.keys(expected).map((key) => [key, row[key as keyof typeof row]]),
      )
      expect(stored).toEqual(expected)
      // A figure a pathway lacks is left out, not written as null (decision 735).
      expect(JSON.stringify(row.pathways)).not.toContain('null')
      if (row.availablePathways.length > 0) open++
    }
    // The sample is not all of one kind.
    expect(open).toBeGreaterThan(0)
    expect(sample.some((row) => (row.maxNetNewUnits ?? 0) >= 4)).toBe(true)
    expect(sample.some((row) => row.residualLandValue !== null)).toBe(true)
  })

  it('a changed parcel, an older engine and a new import mark results stale until recomputed', async () => {
    const [changed, older] = await database.db
      .select({ apn: screenResults.apn, computedAt: screenResults.computedAt })
      .from(screenResults)
      .orderBy(screenResults.apn)
      .limit(2)
    if (!changed || !older) throw new Error('no results')
    await database.db
      .update(parcels)
      .set({ hpoz: true, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(parcels.apn, changed.apn))
    await database.db
      .update(screenResults)
      .set({ engineVersion: '0.0.1' })
      .where(eq(screenResults.apn, older.apn))
    // An import (which stamps the parcels it changes) is what makes the check look again.
    await database.db.insert(dataImports).values({
      id: 'test-import-after-results',
      kind: 'overlay',
      file: 'test',
      dataset: 'test overlay',
      datasetDate: today,
      read: 1,
      inserted: 0,
      updated: 1,
      rejected: 0,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    const run = await refreshScreenIfChanged({ db: database.db, queue })
    expect(run).toMatchObject({ total: 2 })
    const [stale] = await database.db
      .select({ n: count() })
      .from(screenResults)
      .where(eq(screenResults.stale, true))
    expect(stale?.n).toBe(2)
    await workEverySlice(run?.id ?? '')
    const after = await database.db
      .select()
      .from(screenResults)
      .where(eq(screenResults.runId, run?.id ?? ''))
    expect(after.map((row) => row.apn).sort()).toEqual([changed.apn, older.apn].sort())
    expect(after.find((row) => row.apn === changed.apn)?.hpoz).toBe(true)
    expect(after.every((row) => row.engineVersion === ENGINE_VERSION && !row.stale)).toBe(true)
    const [unchanged] = await database.db
      .select({ n: count() })
      .from(screenResults)
      .where(and(eq(screenResults.stale, false), sql`${screenResults.runId} <> ${run?.id ?? ''}`))
    expect(unchanged?.n).toBe(PARCELS - 2)
  })

  it('a result of version 2, its missing figures written as null, reads alike and is rewritten without them', async () => {
    const [row] = await database.db
      .select()
      .from(screenResults)
      .where(sql`cardinality(${screenResults.availablePathways}) > 0`)
      .orderBy(screenResults.apn)
      .limit(1)
    if (!row) throw new Error('no open lot')
    const query = ScreenQuerySchema.parse({ sort: 'apn' })
    const [read] = await findExportLots(database.db, query, [row.apn])
    const asVersion2 = Object.fromEntries(
      Object.entries(row.pathways).map(([id, pathway]) => [
        id,
        { netNewUnits: null, residualLandValue: null, ...pathway },
      ]),
    )
    await database.db
      .update(screenResults)
      .set({ pathways: asVersion2, resultVersion: 2 })
      .where(eq(screenResults.apn, row.apn))
    await database.db.update(screenRuns).set({ resultVersion: 2 })
    // Until the refresh gets to it, a screen reads the lot as it read it before.
    const [readAsVersion2] = await findExportLots(database.db, query, [row.apn])
    expect(readAsVersion2?.pathways).toEqual(asVersion2)
    expect(read?.by).not.toBeNull()
    expect(readAsVersion2).toMatchObject({
      by: read?.by,
      netNewUnits: read?.netNewUnits,
      residualLandValue: read?.residualLandValue,
    })

    const run = await refreshScreenIfChanged({ db: database.db, queue })
    expect(run).toMatchObject({ total: 1 })
    await workEverySlice(run?.id ?? '')
    const [rewritten] = await database.db
      .select()
      .from(screenResults)
      .where(eq(screenResults.apn, row.apn))
    expect(rewritten).toMatchObject({ resultVersion: SCREEN_RESULT_VERSION, stale: false })
    expect(rewritten?.pathways).toEqual(row.pathways)
  })

  it('a new pro forma alone starts a run that reprices the results it did not price', async () => {
    const [repriced] = await database.db
      .select({ apn: screenResults.apn })
      .from(screenResults)
      .orderBy(screenResults.apn)
      .limit(1)
    if (!repriced) throw new Error('no results')
    // As the database stands after a deploy whose pro forma is newer than the one that priced a
    // row: no import since, the engine unchanged.
    await database.db
      .update(screenResults)
      .set({ proformaVersion: '0.0.1' })
      .where(eq(screenResults.apn, repriced.apn))
    await database.db.update(screenRuns).set({ proformaVersion: '0.0.1' })
    const run = await refreshScreenIfChanged({ db: database.db, queue })
    expect(run).toMatchObject({ total: 1 })
    await workEverySlice(run?.id ?? '')
    const [row] = await database.db
      .select()
      .from(screenResults)
      .where(eq(screenResults.apn, repriced.apn))
    expect(row).toMatchObject({ proformaVersion: PROFORMA_VERSION, stale: false, runId: run?.id })
    // Nothing else changed, so the next look starts nothing.
    expect(await refreshScreenIfChanged({ db: database.db, queue })).toBeNull()
  })
})

describe('the refresh through the app: admins start it and watch it; the worker does it', () => {
  let t: TestApp
  let people: People
  beforeAll(async () => {
    const database = await createTestDatabase()
    await loadDemoCityIfEmpty({ database, logger: createLogger('silent'), count: 600 })
    t = await createTestApp({ database })
    people = await createPeople(t)
  })
  afterAll(() => t.close())
  const progress = (who: Who) => callAs(t, people, who, (api) => api.admin.screen.refresh.$get())
  const start = (who: Who) => callAs(t, people, who, (api) => api.admin.screen.refresh.$post())

  it('GET and POST /api/admin/screen/refresh: admins only; progress until every parcel is done', async () => {
    for (const send of [progress, start]) {
      expect((await send('visitor')).status).toBe(401)
      expect(await send('owner')).toMatchObject({
        status: 403,
        body: errorBody('FORBIDDEN'),
      })
    }
    // The worker's check at start found the demo city and computes it.
    let run: ScreenRun | null = null
    const deadline = Date.now() + 30_000
    while (run?.status !== 'finished' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      run = ((await progress('admin')).body as { run: ScreenRun }).run
    }
    expect(run).toMatchObject({ status: 'finished', total: 600, done: 600, failed: 0 })
    const [rows] = await t.database.db.select({ n: count() }).from(screenResults)
    expect(rows?.n).toBe(600)

    // An admin's run with nothing to do starts and finishes at once.
    const started = await start('admin')
    expect(started).toMatchObject({
      status: 202,
      body: { run: { status: 'finished', total: 0 } },
    })
  })
})
