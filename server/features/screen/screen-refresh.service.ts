// Keeping every parcel's screen result current. When the engine version or the parcel data
// changes (a new import), a run marks the results that no longer hold as stale and computes every
// parcel without a current result. The run is cut into slices of the APN order that workers take
// in parallel; each slice writes a batch of results and its cursor in one transaction, so a
// worker killed mid-run resumes after the last batch it wrote: no parcel computed twice, none
// skipped.
import { and, asc, desc, eq, gt, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm'
import type { ScreenRun } from '#common/contracts/screen.ts'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import { ENGINE_VERSION } from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import type { SignedInActor } from '../../auth/actor.ts'
import { queryRows, type Db } from '../../db/client.ts'
import {
  parcels,
  screenFronts,
  screenResults,
  screenRuns,
  screenRunSlices,
} from '../../db/schema/index.ts'
import { currentDataStamp } from '../../domain/data-stamp.ts'
import { apnSlices } from '../../domain/apn-slices.ts'
import { PARCEL_RECORD_COLUMNS } from '../../domain/parcels.ts'
import {
  computeScreenResult,
  pathwayFronts,
  SCREEN_RESULT_VERSION,
  type ScreenComputeTimings,
  type ScreenResult,
} from '../../domain/screen-results.ts'
import { screenRefreshJob } from '../../jobs/definitions.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { giveWayToRequests } from '../../lib/give-way.ts'

/** Parcels computed per transaction: large enough to amortise round trips, small in memory. */
export const SCREEN_BATCH_SIZE = 2_000
/** Slices per run: a few per worker, so workers that free up take the rest. */
export const SCREEN_SLICES = 8

type Deps = { db: Db; queue: JobQueue }

/**
 * Starts a run when the engine or the data has changed since the last one (and none is running);
 * answers the run started, or null. Queued by the worker at start and now and then.
 */
export async function refreshScreenIfChanged(deps: Deps): Promise<ScreenRun | null> {
  return startRun(deps, null)
}

/** Starts a run now (admins only); refused while one is running. */
export async function startScreenRefresh(deps: Deps, actor: SignedInActor): Promise<ScreenRun> {
  assertCan(actor, 'refresh:screen')
  const run = await startRun(deps, actor.id)
  if (!run)
    throw new AppError('CONFLICT', 'A screen refresh is already running; wait for it to finish.')
  return run
}

/** The latest run and its progress, or null when there has been none (admins only). */
export async function findLatestScreenRun(db: Db, actor: SignedInActor): Promise<ScreenRun | null> {
  assertCan(actor, 'refresh:screen')
  const [run] = await db.select().from(screenRuns).orderBy(desc(screenRuns.startedAt)).limit(1)
  return run ? toScreenRun(db, run) : null
}

/**
 * Starts a run. Automatic (`startedBy` null): only when the engine, the pro forma or the data
 * differ from the latest run's. Either way, never beside a running one (null).
 */
async function startRun({ db, queue }: Deps, startedBy: string | null): Promise<ScreenRun | null> {
  return db.transaction(async (tx) => {
    // Serialises starts: two servers or two admins at once make one run.
    await tx.execute(sql`lock table ${screenRuns} in share row exclusive mode`)
    const [latest] = await tx.select().from(screenRuns).orderBy(desc(screenRuns.startedAt)).limit(1)
    if (latest && !latest.finishedAt) return null
    const dataStamp = await currentDataStamp(tx)
    if (
      startedBy === null &&
      latest?.engineVersion === ENGINE_VERSION &&
      latest.proformaVersion === PROFORMA_VERSION &&
      latest.resultVersion === SCREEN_RESULT_VERSION &&
      latest.dataStamp === dataStamp
    )
      return null

    // Results from another engine, pro forma or result version, or from a parcel since changed (every import
    // stamps the parcels it writes), no longer hold: they stay readable, marked stale, until
    // recomputed.
    await tx.execute(sql`
      update ${screenResults} r set stale = true
      from ${parcels} p
      where p.apn = r.apn and not r.stale and (
        r.engine_version <> ${ENGINE_VERSION} or r.proforma_version <> ${PROFORMA_VERSION}
        or r.result_version <> ${SCREEN_RESULT_VERSION} or p.updated_at <> r.parcel_updated_at
      )`)
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`
        select count(*)::int as n from ${parcels} p
        left join ${screenResults} r on r.apn = p.apn
        where r.apn is null or r.stale`,
    )
    const total = counted?.n ?? 0
    const [run] = await tx
      .insert(screenRuns)
      .values({
        engineVersion: ENGINE_VERSION,
        proformaVersion: PROFORMA_VERSION,
        resultVersion: SCREEN_RESULT_VERSION,
        dataStamp,
        total,
        startedBy,
        ...(total === 0 ? { finishedAt: new Date() } : {}),
      })
      .returning()
    if (!run) throw new AppError('INTERNAL', 'The screen refresh could not be started.')
    if (total === 0) return toScreenRun(tx, run)

    const slices = (await apnSlices(tx, sql`select apn from ${parcels}`, SCREEN_SLICES)).map(
      (slice) => ({ runId: run.id, ...slice }),
    )
    await tx.insert(screenRunSlices).values(slices)
    for (const slice of slices)
      await queue.enqueue(screenRefreshJob, { runId: run.id, slice: slice.slice }, { tx })
    return toScreenRun(tx, run)
  })
}

async function toScreenRun(db: Db, run: typeof screenRuns.$inferSelect): Promise<ScreenRun> {
  const [progress] = await db
    .select({
      done: sql<number>`coalesce(sum(${screenRunSlices.done}), 0)::int`,
      failed: sql<number>`coalesce(sum(${screenRunSlices.failed}), 0)::int`,
    })
    .from(screenRunSlices)
    .where(eq(screenRunSlices.runId, run.id))
  return {
    id: run.id,
    status: run.finishedAt ? 'finished' : 'running',
    engineVersion: run.engineVersion,
    total: run.total,
    done: progress?.done ?? 0,
    failed: progress?.failed ?? 0,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }
}

/** Milliseconds a slice spent in each of its steps, added to as it runs (the bench prints them). */
export type ScreenSliceTimings = ScreenComputeTimings & {
  /** Reading each batch's parcels. */
  read: number
  /** Deriving the engine's facts from each parcel's columns. */
  facts: number
  /** Turning results into the write's column arrays (the pathways' JSON among them). */
  rows: number
  /** The transaction that writes a batch and moves the cursor. */
  write: number
}

export type ScreenSliceOptions = {
  /** Called after each committed batch (the tests stop a run there, as a killed worker would). */
  afterBatch?: () => void
  /** Parcels per batch; tests take fewer to cut a small city into several. */
  batchSize?: number
  /** When given, the time of each step is added to it. */
  timings?: ScreenSliceTimings
}

type Computed = { apn: string; result: ScreenResult; parcelUpdatedAt: string }

/** A text[] value as PostgreSQL reads it; pathway ids are plain lowercase words, so unquoted. */
const textArray = (ids: readonly string[]) => `{${ids.join(',')}}`

/**
 * The columns a batch writes: each is sent as one array of every row's value, of type `type`,
 * and unnested into rows in the database; `cast` turns an element into the column's type where
 * an array cannot carry it (a text[] per row travels as its literal).
 */
const WRITTEN: ReadonlyArray<{
  column: string
  type: string
  cast?: string
  value: (row: Computed) => unknown
}> = [
  { column: 'apn', type: 'text', value: (row) => row.apn },
  { column: 'engine_version', type: 'text', value: (row) => row.result.engineVersion },
  { column: 'proforma_version', type: 'text', value: (row) => row.result.proformaVersion },
  { column: 'result_version', type: 'integer', value: () => SCREEN_RESULT_VERSION },
  { column: 'analysis_date', type: 'text', value: (row) => row.result.analysisDate },
  { column: 'pathways', type: 'jsonb', value: (row) => JSON.stringify(row.result.pathways) },
  {
    column: 'available_pathways',
    type: 'text',
    cast: 'text[]',
    value: (row) => textArray(row.result.availablePathways),
  },
  {
    column: 'confirm_pathways',
    type: 'text',
    cast: 'text[]',
    value: (row) => textArray(row.result.confirmPathways),
  },
  { column: 'max_net_new_units', type: 'integer', value: (row) => row.result.maxNetNewUnits },
  { column: 'unlimited_units', type: 'boolean', value: (row) => row.result.unlimitedUnits },
  { column: 'best_by_value', type: 'text', value: (row) => row.result.bestByValue },
  { column: 'best_by_homes', type: 'text', value: (row) => row.result.bestByHomes },
  { column: 'best_by_conditions', type: 'text', value: (row) => row.result.bestByConditions },
  {
    column: 'residual_land_value',
    type: 'double precision',
    value: (row) => row.result.residualLandValue,
  },
  { column: 'pencil_homes', type: 'integer', value: (row) => row.result.pencilHomes },
  { column: 'rent_stabilization', type: 'text', value: (row) => row.result.rentStabilization },
  { column: 'hpoz', type: 'boolean', value: (row) => row.result.hpoz },
  { column: 'fire_zone', type: 'boolean', value: (row) => row.result.fireZone },
  { column: 'coastal_zone', type: 'boolean', value: (row) => row.result.coastalZone },
  { column: 'zone_family', type: 'text', value: (row) => row.result.zoneFamily },
  { column: 'parcel_updated_at', type: 'timestamptz', value: (row) => row.parcelUpdatedAt },
]

/**
 * The statement that writes a batch's results, one whatever its size: each column's values go as
 * one array parameter and are unnested into rows, so the statement and its parameters stay the
 * same few however many rows it carries (an INSERT … VALUES of 500 rows had 10,000 parameters).
 * A parcel with a result already (a stale one) has it replaced.
 */
function resultsStatement(rows: readonly Computed[], runId: string): SQL {
  const arrays = WRITTEN.map(
    ({ type, value }) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`,
  )
  const names = sql.raw(WRITTEN.map(({ column }) => column).join(', '))
  const selected = sql.raw(
    WRITTEN.map(({ column, cast }) => (cast ? `${column}::${cast}` : column)).join(', '),
  )
  const replaced = sql.raw(
    [
      ...WRITTEN.filter(({ column }) => column !== 'apn').map(({ column }) => column),
      'stale',
      'computed_at',
      'run_id',
    ]
      .map((column) => `${column} = excluded.${column}`)
      .join(', '),
  )
  return sql`
    insert into ${screenResults} (${names}, stale, computed_at, run_id)
    select ${selected}, false, now(), ${runId}::uuid
    from unnest(${sql.join(arrays, sql`, `)}) as batch(${names})
    on conflict (apn) do update set ${replaced}`
}

/**
 * The statements that replace the fronts of a batch's lots (decision 755), sent as one array per
 * column as the results are: the lots' old rows go first, as a recomputed lot may have fewer.
 * The batch's lots are the first without a current result after `after` in APN order: the
 * delete names their stretch of the key as well as the lots. Without it, planned from a table
 * with no statistics yet (a first refresh), a list of 2,000 APNs is taken to match every row and
 * each batch read the whole growing table: 1.9 billion rows read over a million lots.
 */
function frontsStatements(rows: readonly Computed[], after: string | null): SQL[] {
  const fronts = rows.flatMap(({ apn, result }) =>
    pathwayFronts(result.pathways).map((front) => ({ apn, ...front })),
  )
  const column = <T>(value: (front: (typeof fronts)[number]) => T) => sql.param(fronts.map(value))
  const apns = rows.map((row) => row.apn)
  const stretch = and(
    after === null ? undefined : gt(screenFronts.apn, after),
    lte(screenFronts.apn, apns.at(-1)!),
  )
  return [
    sql`delete from ${screenFronts} where ${stretch} and apn = any(${sql.param(apns)}::text[])`,
    sql`
      insert into ${screenFronts} (apn, scope, homes, value, lead, available)
      select * from unnest(
        ${column((front) => front.apn)}::text[], ${column((front) => front.scope)}::text[],
        ${column((front) => front.homes)}::integer[], ${column((front) => front.value)}::float8[],
        ${column((front) => front.lead)}::float8[], ${column((front) => front.available)}::boolean[])`,
  ]
}

/**
 * Works through slice `slice` of run `runId` from where it stopped, batch by batch, until it is
 * done; the last slice to finish finishes the run.
 *
 * Each batch is read and computed outside any transaction, then written with the slice's cursor
 * in one short transaction that first checks the cursor has not moved: the embedded database
 * serves one transaction at a time, so holding one open while the engine runs would stall every
 * request for as long. A second worker on the same slice (a retry racing a slow first try) finds
 * the cursor moved and reads the next batch instead of writing this one twice.
 */
export async function runScreenSlice(
  db: Db,
  runId: string,
  slice: number,
  analysisDate: string,
  { afterBatch = () => {}, batchSize = SCREEN_BATCH_SIZE, timings }: ScreenSliceOptions = {},
): Promise<void> {
  const clock = timings ? () => performance.now() : () => 0
  for (;;) {
    let started = clock()
    const [part] = await db
      .select()
      .from(screenRunSlices)
      .where(and(eq(screenRunSlices.runId, runId), eq(screenRunSlices.slice, slice)))
    if (!part || part.finishedAt) return
    const after = part.cursor ?? part.fromApn
    // Keyset paging by APN: each batch starts from an index seek, however far into the slice.
    const inSlice = (apn: typeof parcels.apn | typeof screenResults.apn) =>
      and(
        after === null ? undefined : gt(apn, after),
        part.toApn === null ? undefined : lte(apn, part.toApn),
      )
    const rows = await db
      .select({
        apn: parcels.apn,
        zip: parcels.zip,
        // As text, so the write gives PostgreSQL back its own microseconds (a Date drops them).
        updatedAt: sql<string>`${parcels.updatedAt}::text`,
        ...PARCEL_RECORD_COLUMNS,
      })
      .from(parcels)
      .where(
        and(
          inSlice(parcels.apn),
          // The parcel has no current result. The slice's bounds, repeated on the results,
          // keep this a walk of the batch's own stretch of both keys whatever the statistics
          // say: a refresh fills the table far faster than they follow it, and, planned from a
          // table thought empty, the anti-join read every result at each batch, 2.4 s a batch
          // half-way through a million lots (decision 740).
          notExists(
            db
              .select({ apn: screenResults.apn })
              .from(screenResults)
              .where(
                and(
                  eq(screenResults.apn, parcels.apn),
                  eq(screenResults.stale, false),
                  inSlice(screenResults.apn),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(parcels.apn))
      .limit(batchSize)
    let now = clock()
    if (timings) timings.read += now - started

    const computed: Computed[] = []
    let failed = 0
    const giveWay = giveWayToRequests()
    for (const parcel of rows) {
      await giveWay()
      now = clock()
      try {
        started = now
        const facts = deriveParcelFacts(parcel).facts
        now = clock()
        if (timings) timings.facts += now - started
        const result = computeScreenResult(facts, analysisDate, parcel.zip, timings)
        computed.push({ apn: parcel.apn, result, parcelUpdatedAt: parcel.updatedAt })
      } catch {
        // The engine refuses only facts it cannot read at all (a number out of bounds); the
        // parcel stays without a result, counted as failed, until its data is corrected.
        failed++
      }
      now = clock()
    }
    const writes =
      computed.length > 0
        ? [resultsStatement(computed, runId), ...frontsStatements(computed, after)]
        : []
    started = now
    now = clock()
    if (timings) timings.rows += now - started

    const outcome = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(screenRunSlices)
        .where(and(eq(screenRunSlices.runId, runId), eq(screenRunSlices.slice, slice)))
        .for('update')
      if (!locked || locked.finishedAt) return 'finished'
      if (locked.cursor !== part.cursor) return 'moved'
      if (rows.length === 0)
        return (await finishSlice(tx, runId, slice)) ? 'finished the run' : 'finished'
      for (const write of writes) await tx.execute(write)
      await tx
        .update(screenRunSlices)
        .set({
          done: sql`${screenRunSlices.done} + ${computed.length}`,
          failed: sql`${screenRunSlices.failed} + ${failed}`,
          cursor: rows[rows.length - 1]?.apn,
        })
        .where(and(eq(screenRunSlices.runId, runId), eq(screenRunSlices.slice, slice)))
      return 'written'
    })
    if (timings) timings.write += clock() - now
    // The run rewrote the tables: until each new row's commit is recorded in it (its hint bits)
    // and its pages marked all-visible, the first screen to read a row looks its commit up and
    // dirties its page, seconds for a count on a million lots (decision 685). VACUUM does that
    // once, and ANALYZE gives the screen's plans the new figures; outside the transaction, which
    // VACUUM refuses to run in.
    if (outcome === 'finished the run')
      await db.execute(sql`vacuum (analyze) ${screenResults}, ${screenFronts}`)
    if (outcome === 'finished' || outcome === 'finished the run') return
    if (outcome === 'written') afterBatch()
  }
}

/** True once every slice of run `runId` is done. */
export async function isScreenRunFinished(db: Db, runId: string): Promise<boolean> {
  const [run] = await db
    .select({ finishedAt: screenRuns.finishedAt })
    .from(screenRuns)
    .where(eq(screenRuns.id, runId))
  return Boolean(run?.finishedAt)
}

/**
 * Marks a slice finished, and its run when it was the last (the run row serialises the check):
 * true when it finished the run.
 */
async function finishSlice(tx: Db, runId: string, slice: number): Promise<boolean> {
  await tx.select().from(screenRuns).where(eq(screenRuns.id, runId)).for('update')
  await tx
    .update(screenRunSlices)
    .set({ finishedAt: new Date() })
    .where(and(eq(screenRunSlices.runId, runId), eq(screenRunSlices.slice, slice)))
  const [open] = await tx
    .select({ slice: screenRunSlices.slice })
    .from(screenRunSlices)
    .where(and(eq(screenRunSlices.runId, runId), isNull(screenRunSlices.finishedAt)))
    .limit(1)
  if (open) return false
  const finished = await tx
    .update(screenRuns)
    .set({ finishedAt: new Date() })
    .where(and(eq(screenRuns.id, runId), isNull(screenRuns.finishedAt)))
    .returning({ id: screenRuns.id })
  return finished.length > 0
}
