// Re-running every watched lot when what its analysis rests on has moved: a new engine version,
// a new data import, or a law's status date passed since the last run's analysis date. A run is
// cut into slices of the watched APNs that workers take in parallel, as the screen's refresh is
// (decision 270). Each lot's new snapshot is compared with the one its watchers last had; a
// difference is stored as a change beside both snapshots, never over them.
import { randomUUID } from 'node:crypto'
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  sql,
} from 'drizzle-orm'
import type { WatchRun, WatchSnapshot } from '#common/contracts/watch.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import { describeWatchDifferences } from '#common/watch-differences.ts'
import { ENGINE_VERSION, statusChangesAfter } from '#engine'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import {
  reports,
  watchChanges,
  watches,
  watchRuns,
  watchRunSlices,
  watchSnapshots,
} from '../../db/schema/index.ts'
import { apnSlices } from '../../domain/apn-slices.ts'
import { currentDataStamp } from '../../domain/data-stamp.ts'
import { findParcelsForAnalysis } from '../../domain/parcels.ts'
import { analyzeFor, SIMULATED_ENGINE_VERSION } from '../../domain/simulated-law-change.ts'
import { computeWatchSnapshot, type Analyze } from '../../domain/watch-snapshot.ts'
import { sameFigures } from '../../domain/watches.ts'
import { watchRefreshJob } from '../../jobs/definitions.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { giveWayToRequests } from '../../lib/give-way.ts'
import { todayInLosAngeles } from '../../lib/dates.ts'

/** Watched lots re-run per batch: each batch is written, with its cursor, in one transaction. */
export const WATCH_BATCH_SIZE = 500
/** Slices per run: a few per worker, so workers that free up take the rest. */
export const WATCH_SLICES = 8

type Deps = { db: Db; queue: JobQueue }
/** What a run is measured against: the engine and the day (a test moves either). */
type Now = { engineVersion?: string; today?: string }

/**
 * Starts a run when the engine, the data or a law's status on today's date differs from the last
 * run's (and none is running); answers the run, or null. Queued by the worker now and then.
 */
export function refreshWatchesIfChanged(deps: Deps, now: Now = {}): Promise<WatchRun | null> {
  return startRun(deps, null, now)
}

/** Starts a run now (admins only); refused while one is running. */
export async function startWatchRefresh(deps: Deps, actor: SignedInActor): Promise<WatchRun> {
  assertCan(actor, 'refresh:watches')
  const run = await startRun(deps, actor.id, {})
  if (!run)
    throw new AppError('CONFLICT', 'A re-run of the watched lots is already running; wait for it.')
  return run
}

/**
 * Starts a run under the demo's simulated law change (decision 410; admins only); refused while
 * a run is going. The change stands until something real moves: the checks treat the simulated
 * engine as today's, so only a new engine, an import, a law's date or an admin's re-run undoes it.
 */
export async function startSimulatedLawChange(deps: Deps, actor: SignedInActor): Promise<WatchRun> {
  assertCan(actor, 'refresh:watches')
  const run = await startRun(deps, actor.id, { engineVersion: SIMULATED_ENGINE_VERSION })
  if (!run)
    throw new AppError('CONFLICT', 'A re-run of the watched lots is already running; wait for it.')
  return run
}

/** The latest run and its progress, or null before the first (admins only). */
export async function findLatestWatchRun(db: Db, actor: SignedInActor): Promise<WatchRun | null> {
  assertCan(actor, 'refresh:watches')
  const [run] = await db.select().from(watchRuns).orderBy(desc(watchRuns.startedAt)).limit(1)
  return run ? toWatchRun(db, run) : null
}

/** A law's status changed on a day after `since` and on or before `today`. */
export function lawStatusChangedBetween(since: string, today: string): boolean {
  return statusChangesAfter(since).some((change) => change.date <= today)
}

async function startRun(
  { db, queue }: Deps,
  startedBy: string | null,
  { engineVersion = ENGINE_VERSION, today = todayInLosAngeles() }: Now,
): Promise<WatchRun | null> {
  return db.transaction(async (tx) => {
    // Serialises starts: two servers or two admins at once make one run.
    await tx.execute(sql`lock table ${watchRuns} in share row exclusive mode`)
    const [latest] = await tx.select().from(watchRuns).orderBy(desc(watchRuns.startedAt)).limit(1)
    if (latest && !latest.finishedAt) return null
    const dataStamp = await currentDataStamp(tx)
    // A simulated law change is today's engine as far as the checks go: it stands until
    // something real moves.
    const latestEngine =
      latest?.engineVersion === SIMULATED_ENGINE_VERSION ? ENGINE_VERSION : latest?.engineVersion
    if (
      startedBy === null &&
      latest &&
      latestEngine === engineVersion &&
      latest.dataStamp === dataStamp &&
      !lawStatusChangedBetween(latest.analysisDate, today)
    )
      return null
    const [counted] = await tx.select({ n: countDistinct(watches.apn) }).from(watches)
    const total = counted?.n ?? 0
    const [run] = await tx
      .insert(watchRuns)
      .values({
        engineVersion,
        dataStamp,
        analysisDate: today,
        total,
        startedBy,
        ...(total === 0 ? { finishedAt: new Date() } : {}),
      })
      .returning()
    if (!run) throw new AppError('INTERNAL', 'The re-run of the watched lots could not start.')
    if (total === 0) return toWatchRun(tx, run)
    const slices = (
      await apnSlices(tx, sql`select distinct apn from ${watches}`, WATCH_SLICES)
    ).map((slice) => ({ runId: run.id, ...slice }))
    await tx.insert(watchRunSlices).values(slices)
    for (const slice of slices)
      await queue.enqueue(watchRefreshJob, { runId: run.id, slice: slice.slice }, { tx })
    return toWatchRun(tx, run)
  })
}

async function toWatchRun(db: Db, run: typeof watchRuns.$inferSelect): Promise<WatchRun> {
  const [progress] = await db
    .select({
      done: sql<number>`coalesce(sum(${watchRunSlices.done}), 0)::int`,
      changed: sql<number>`coalesce(sum(${watchRunSlices.changed}), 0)::int`,
    })
    .from(watchRunSlices)
    .where(eq(watchRunSlices.runId, run.id))
  return {
    id: run.id,
    status: run.finishedAt ? 'finished' : 'running',
    engineVersion: run.engineVersion,
    analysisDate: run.analysisDate,
    total: run.total,
    done: progress?.done ?? 0,
    changed: progress?.changed ?? 0,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }
}

/**
 * One batch worked out, ready to write: new snapshots, changes, and watches moved on, each row
 * keyed by its column's name.
 */
type BatchWrites = {
  snapshots: Array<{
    id: string
    apn: string
    engine_version: string
    analysis_date: string
    snapshot: WatchSnapshot
    run_id: string
  }>
  changes: Array<{
    watch_id: string
    from_snapshot_id: string
    to_snapshot_id: string
    differences: string[]
  }>
  moves: Array<{ watch_id: string; snapshot_id: string }>
}

/**
 * Re-runs a batch of watched lots at `analysisDate`: each lot's snapshot, stored when its figures
 * differ from the lot's latest, and for each watch not yet on it the differences from the
 * watch's own snapshot. Reads only; the caller writes.
 */
async function workOutBatch(
  db: Db,
  apns: readonly string[],
  runId: string,
  analysisDate: string,
  analyze: Analyze,
): Promise<BatchWrites> {
  const [found, latestRows, watchRows] = await Promise.all([
    findParcelsForAnalysis(db, apns),
    db
      .selectDistinctOn([watchSnapshots.apn], {
        id: watchSnapshots.id,
        apn: watchSnapshots.apn,
        snapshot: watchSnapshots.snapshot,
      })
      .from(watchSnapshots)
      .where(inArray(watchSnapshots.apn, [...apns]))
      .orderBy(watchSnapshots.apn, desc(watchSnapshots.createdAt)),
    db
      .select({ id: watches.id, apn: watches.apn, snapshotId: watches.snapshotId })
      .from(watches)
      .where(inArray(watches.apn, [...apns])),
  ])
  const known = new Map<string, WatchSnapshot>(latestRows.map((row) => [row.id, row.snapshot]))
  const latest = new Map(latestRows.map((row) => [row.apn, row]))
  // Watches still on an older snapshot than their lot's latest: read those too.
  const older = [
    ...new Set(
      watchRows.flatMap((row) =>
        row.snapshotId && !known.has(row.snapshotId) ? [row.snapshotId] : [],
      ),
    ),
  ]
  if (older.length > 0)
    for (const row of await db
      .select({ id: watchSnapshots.id, snapshot: watchSnapshots.snapshot })
      .from(watchSnapshots)
      .where(inArray(watchSnapshots.id, older)))
      known.set(row.id, row.snapshot)

  const byApn = new Map<string, typeof watchRows>()
  for (const row of watchRows) byApn.set(row.apn, [...(byApn.get(row.apn) ?? []), row])
  const writes: BatchWrites = { snapshots: [], changes: [], moves: [] }
  const giveWay = giveWayToRequests()
  for (const apn of apns) {
    await giveWay()
    let next: WatchSnapshot
    try {
      next = computeWatchSnapshot(found.get(apn) ?? null, analysisDate, analyze)
    } catch {
      // The engine refuses only facts it cannot read at all; the lot keeps its last snapshot
      // until its data is corrected.
      continue
    }
    const previous = latest.get(apn)
    let targetId: string
    if (previous && sameFigures(previous.snapshot, next)) targetId = previous.id
    else {
      targetId = randomUUID()
      writes.snapshots.push({
        id: targetId,
        apn,
        engine_version: next.engineVersion,
        analysis_date: analysisDate,
        snapshot: next,
        run_id: runId,
      })
    }
    for (const watch of byApn.get(apn) ?? []) {
      if (watch.snapshotId === targetId) continue
      const before = watch.snapshotId ? known.get(watch.snapshotId) : undefined
      const differences = before ? describeWatchDifferences(before, next) : []
      if (before && watch.snapshotId && differences.length > 0)
        writes.changes.push({
          watch_id: watch.id,
          from_snapshot_id: watch.snapshotId,
          to_snapshot_id: targetId,
          differences,
        })
      writes.moves.push({ watch_id: watch.id, snapshot_id: targetId })
    }
  }
  return writes
}

/**
 * Works through slice `slice` of run `runId` from where it stopped, batch by batch, until it is
 * done; the last slice to finish finishes the run. Each batch is read and computed outside any
 * transaction, then written with the slice's cursor in one short transaction that first checks
 * the cursor has not moved, so a retry racing a slow first try never writes a batch twice; and a
 * change is unique per watch and new snapshot besides. The lots are run under the run's engine
 * (today's, or the simulated law change); `analyze` stands in for it in tests; `afterBatch` is
 * called after each written batch (tests stop a run there).
 */
export async function runWatchSlice(
  db: Db,
  runId: string,
  slice: number,
  analyze?: Analyze,
  afterBatch: () => void = () => {},
): Promise<void> {
  const [run] = await db.select().from(watchRuns).where(eq(watchRuns.id, runId))
  if (!run) return
  const engine = analyze ?? analyzeFor(run.engineVersion)
  for (;;) {
    const [part] = await db
      .select()
      .from(watchRunSlices)
      .where(and(eq(watchRunSlices.runId, runId), eq(watchRunSlices.slice, slice)))
    if (!part || part.finishedAt) return
    const after = part.cursor ?? part.fromApn
    const apns = (
      await db
        .selectDistinct({ apn: watches.apn })
        .from(watches)
        .where(
          and(
            after === null ? undefined : gt(watches.apn, after),
            part.toApn === null ? undefined : lte(watches.apn, part.toApn),
          ),
        )
        .orderBy(asc(watches.apn))
        .limit(WATCH_BATCH_SIZE)
    ).map((row) => row.apn)
    const writes =
      apns.length === 0 ? null : await workOutBatch(db, apns, runId, run.analysisDate, engine)

    const outcome = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(watchRunSlices)
        .where(and(eq(watchRunSlices.runId, runId), eq(watchRunSlices.slice, slice)))
        .for('update')
      if (!locked || locked.finishedAt) return 'finished'
      if (locked.cursor !== part.cursor) return 'moved'
      if (!writes) {
        await finishSlice(tx, runId, slice)
        return 'finished'
      }
      // Each batch's rows go as one JSON parameter PostgreSQL unpacks itself: a row's values as
      // thousands of parameters cost as much to bind as the re-run's engine work (bench:watch).
      if (writes.snapshots.length > 0)
        await tx.execute(sql`
          insert into ${watchSnapshots} (id, apn, engine_version, analysis_date, snapshot, run_id)
          select id, apn, engine_version, analysis_date, snapshot, run_id
          from jsonb_to_recordset(${JSON.stringify(writes.snapshots)}::jsonb) as row(
            id uuid, apn text, engine_version text, analysis_date text, snapshot jsonb, run_id uuid)`)
      if (writes.changes.length > 0) {
        await tx.execute(sql`
          insert into ${watchChanges} (watch_id, from_snapshot_id, to_snapshot_id, differences)
          select watch_id, from_snapshot_id, to_snapshot_id, differences
          from jsonb_to_recordset(${JSON.stringify(writes.changes)}::jsonb) as row(
            watch_id uuid, from_snapshot_id uuid, to_snapshot_id uuid, differences jsonb)
          on conflict do nothing`)
        // A published report whose lot's figures moved goes back to its analysts; its figures
        // stay as published until the analysis is refreshed (decision 402).
        await tx.execute(sql`
          update ${reports} r set status = 'pending', updated_at = now()
          from ${watches} w
          join jsonb_to_recordset(${JSON.stringify(writes.changes)}::jsonb) as changed(watch_id uuid)
            on changed.watch_id = w.id
          where r.user_id = w.user_id and r.apn = w.apn and r.status = 'completed'`)
      }
      if (writes.moves.length > 0)
        await tx.execute(sql`
          update ${watches} w set snapshot_id = moved.snapshot_id
          from jsonb_to_recordset(${JSON.stringify(writes.moves)}::jsonb)
            as moved(watch_id uuid, snapshot_id uuid)
          where w.id = moved.watch_id`)
      await tx
        .update(watchRunSlices)
        .set({
          done: sql`${watchRunSlices.done} + ${apns.length}`,
          changed: sql`${watchRunSlices.changed} + ${writes.changes.length}`,
          cursor: apns[apns.length - 1],
        })
        .where(and(eq(watchRunSlices.runId, runId), eq(watchRunSlices.slice, slice)))
      return 'written'
    })
    if (outcome === 'finished') return
    if (outcome === 'written') afterBatch()
  }
}

/** True once every slice of run `runId` is done. */
export async function isWatchRunFinished(db: Db, runId: string): Promise<boolean> {
  const [run] = await db
    .select({ finishedAt: watchRuns.finishedAt })
    .from(watchRuns)
    .where(eq(watchRuns.id, runId))
  return Boolean(run?.finishedAt)
}

/** Marks a slice finished, and its run when it was the last (the run row serialises the check). */
async function finishSlice(tx: Db, runId: string, slice: number) {
  await tx.select().from(watchRuns).where(eq(watchRuns.id, runId)).for('update')
  await tx
    .update(watchRunSlices)
    .set({ finishedAt: new Date() })
    .where(and(eq(watchRunSlices.runId, runId), eq(watchRunSlices.slice, slice)))
  const [open] = await tx
    .select({ n: count() })
    .from(watchRunSlices)
    .where(and(eq(watchRunSlices.runId, runId), isNull(watchRunSlices.finishedAt)))
  if (!open?.n)
    await tx
      .update(watchRuns)
      .set({ finishedAt: new Date() })
      .where(and(eq(watchRuns.id, runId), isNull(watchRuns.finishedAt)))
}
