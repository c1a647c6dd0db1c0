// Re-running watched lots, worked by hand (no worker takes the queued slices): a law's status
// date passing under a moved clock, a new engine that moves a rule, an import that corrects a
// fact and a lot that leaves the data each give the right differences, once per watch, however
// the run is killed and retried.
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeParcel } from '#engine'
import { analyzeToday, type Analyze } from '#server/domain/watch-snapshot.ts'
import { LOT_GONE } from '#common/watch-differences.ts'
import { queryRows, type Database } from '#server/db/client.ts'
import {
  dataImports,
  parcels,
  users,
  watchChanges,
  watches,
  watchRuns,
} from '#server/db/schema/index.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { watchLot } from '#server/domain/watches.ts'
import {
  refreshWatchesIfChanged,
  runWatchSlice,
  WATCH_BATCH_SIZE,
  WATCH_SLICES,
} from '#server/features/watch/watch-refresh.service.ts'
import { createJobQueue, type JobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'
import { insertParcel } from '#tests/setup/reports.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

/** Enough that a slice holds more than one batch. */
const PARCELS = WATCH_SLICES * (WATCH_BATCH_SIZE + 50)
const SB79_LINE =
  'SB 79 transit-oriented housing: Adopted, not yet in force → Delayed or exempt locally; Not yet in force → Needs confirmation; no count of homes → 18 homes'

class WorkerKilled extends Error {}

/** The engine after a rule moved: base zoning allows one home more wherever it counts homes. */
const movedEngine: Analyze = (input) => {
  const analysis = analyzeParcel(input)
  return {
    ...analysis,
    engineVersion: '9.9.9-test',
    summary: {
      ...analysis.summary,
      ranking: analysis.summary.ranking.map((ranked) =>
        ranked.id === 'la_base_zoning' && typeof ranked.netNewUnits === 'number'
          ? { ...ranked, netNewUnits: ranked.netNewUnits + 1 }
          : ranked,
      ),
    },
  }
}

describe('re-running watched lots', () => {
  let database: Database
  let queue: JobQueue
  let apn: string
  const people = ['watch-a', 'watch-b']

  /** Runs every slice of `runId` to the end, as the workers would. */
  async function finish(runId: string, analyze: Analyze = analyzeToday) {
    for (let slice = 0; slice < WATCH_SLICES; slice++)
      await runWatchSlice(database.db, runId, slice, analyze)
  }

  /** The differences recorded on the lot's two watches, oldest change first per watch. */
  async function changesOnLot() {
    return database.db
      .select({ userId: watches.userId, differences: watchChanges.differences })
      .from(watchChanges)
      .innerJoin(watches, eq(watches.id, watchChanges.watchId))
      .where(eq(watches.apn, apn))
      .orderBy(watches.userId, watchChanges.createdAt)
  }

  async function duplicates() {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`
      select count(*)::int as n from (
        select watch_id, to_snapshot_id from ${watchChanges}
        group by watch_id, to_snapshot_id having count(*) > 1) twice`,
    )
    return row?.n ?? 0
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    const logger = createLogger('silent')
    await loadDemoCityIfEmpty({ database, logger, count: PARCELS })
    queue = createJobQueue(database, logger)
    await queue.start()
    for (const id of people)
      await database.db.insert(users).values({ id, name: id, email: `${id}@example.com` })
    // A lot by a rail stop: SB 79 comes into force on 2026-07-01.
    const parcel = await insertParcel(database.db, {
      lotSf: 7000,
      lotWidthFt: 50,
      lotDepthFt: 140,
      useCode: '0100',
      generalPlanLandUse: 'Medium Residential',
      tocTier: 3,
      distMtsMi: 0.2,
      sb79StopTier: 1,
      sb79DistBand: 'quarter',
      rso: false,
      hpoz: false,
      vhfhsz: false,
      coastalZone: false,
    })
    apn = parcel.apn
    // Watcher B saved it on 2026-06-01; watcher A watches every lot, from a screen, with no
    // snapshot yet (the first run gives each one).
    await database.db.transaction((tx) =>
      watchLot(tx, { userId: 'watch-b', apn, source: 'card' }, '2026-06-01'),
    )
    await database.db.execute(sql`
      insert into ${watches} (user_id, apn, source)
      select 'watch-a', apn, 'screen' from ${parcels}`)
  })
  afterAll(async () => {
    await queue.stop()
    await database.close()
  })

  it('the first run gives every watch its snapshot and finds no change', async () => {
    const run = await refreshWatchesIfChanged({ db: database.db, queue }, { today: '2026-06-01' })
    expect(run).toMatchObject({ status: 'running', total: PARCELS + 1, analysisDate: '2026-06-01' })
    await finish(run!.id)
    const [unset] = await database.db
      .select({ n: count() })
      .from(watches)
      .where(isNull(watches.snapshotId))
    expect(unset?.n).toBe(0)
    expect(await changesOnLot()).toEqual([])
    const [finished] = await database.db.select().from(watchRuns).where(eq(watchRuns.id, run!.id))
    expect(finished?.finishedAt).not.toBeNull()
    // Nothing moved since: a later day with no law changing status starts nothing.
    expect(
      await refreshWatchesIfChanged({ db: database.db, queue }, { today: '2026-06-15' }),
    ).toBeNull()
  })

  it('a law’s status date passing re-runs the lots: one change per watch, though the run was killed', async () => {
    const run = await refreshWatchesIfChanged({ db: database.db, queue }, { today: '2026-07-02' })
    expect(run).toMatchObject({ analysisDate: '2026-07-02' })
    // The first slice's worker dies after its first batch is written; the retry resumes.
    await expect(
      runWatchSlice(database.db, run!.id, 0, analyzeToday, () => {
        throw new WorkerKilled()
      }),
    ).rejects.toBeInstanceOf(WorkerKilled)
    expect(
      await refreshWatchesIfChanged({ db: database.db, queue }, { today: '2026-07-03' }),
    ).toBeNull()
    await finish(run!.id)
    // Run again: a finished run's slices write nothing more.
    await finish(run!.id)

    const changes = await changesOnLot()
    expect(changes).toEqual([
      { userId: 'watch-a', differences: expect.arrayContaining([SB79_LINE]) },
      { userId: 'watch-b', differences: expect.arrayContaining([SB79_LINE]) },
    ])
    expect(await duplicates()).toBe(0)
    // The later cases need only this lot: the demo city's watches go, to keep them quick.
    await database.db
      .delete(watches)
      .where(and(eq(watches.userId, 'watch-a'), ne(watches.apn, apn)))
  })

  it('a new engine that moves a rule: the homes it moved, once per watch', async () => {
    const before = await changesOnLot()
    const run = await refreshWatchesIfChanged(
      { db: database.db, queue },
      { today: '2026-07-02', engineVersion: '9.9.9-test' },
    )
    expect(run).toMatchObject({ engineVersion: '9.9.9-test' })
    await finish(run!.id, movedEngine)
    const all = await changesOnLot()
    expect(all).toHaveLength(before.length + people.length)
    const latest = (userId: string) => all.filter((row) => row.userId === userId).at(-1)
    for (const userId of people)
      expect(latest(userId)?.differences).toEqual(['Los Angeles base zoning: 7 → 8 homes'])
    expect(await duplicates()).toBe(0)
  })

  it('an import that corrects a fact names the import, then the figures it moved', async () => {
    const now = new Date()
    await database.db.insert(dataImports).values({
      id: 'county-2026-12-01',
      kind: 'assessor',
      file: 'parcels.csv',
      dataset: 'LA County Assessor parcels',
      datasetDate: '2026-12-01',
      read: 1,
      inserted: 0,
      updated: 1,
      rejected: 0,
      startedAt: now,
      finishedAt: now,
    })
    await database.db
      .update(parcels)
      .set({ lotSf: 6000, sources: { lotSf: 'county-2026-12-01' }, updatedAt: now })
      .where(eq(parcels.apn, apn))
    const run = await refreshWatchesIfChanged(
      { db: database.db, queue },
      { today: '2026-07-02', engineVersion: '9.9.9-test' },
    )
    expect(run).not.toBeNull()
    await finish(run!.id, movedEngine)
    const all = await changesOnLot()
    expect(all).toHaveLength(6)
    for (const userId of people)
      expect(all.filter((row) => row.userId === userId).at(-1)?.differences[0]).toBe(
        'Lot area corrected by the LA County Assessor parcels import of 2026-12-01: 7,000 → 6,000 sq ft',
      )
  })

  it('a lot that leaves the data is said to be gone, not to allow 0 homes', async () => {
    await database.db.delete(parcels).where(eq(parcels.apn, apn))
    const now = new Date()
    await database.db.insert(dataImports).values({
      id: 'county-2026-12-08',
      kind: 'assessor',
      file: 'parcels.csv',
      dataset: 'LA County Assessor parcels',
      datasetDate: '2026-12-08',
      read: 0,
      inserted: 0,
      updated: 0,
      rejected: 0,
      startedAt: now,
      finishedAt: now,
    })
    const run = await refreshWatchesIfChanged(
      { db: database.db, queue },
      { today: '2026-07-02', engineVersion: '9.9.9-test' },
    )
    await finish(run!.id, movedEngine)
    const all = await changesOnLot()
    expect(all).toHaveLength(8)
    for (const userId of people)
      expect(all.filter((row) => row.userId === userId).at(-1)?.differences).toEqual([LOT_GONE])
    const [kept] = await database.db
      .select({ n: count() })
      .from(watches)
      .where(and(eq(watches.apn, apn)))
    expect(kept?.n).toBe(2)
  })
})
