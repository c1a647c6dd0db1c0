// Bulk recompute: when the engine changes, an admin brings every report computed by an older
// version up to date. The work runs as a background job in batches; the run row records how far
// it has got (for the progress bar) and where to resume if the job is retried.
import { count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { RecomputeRun } from '#common/contracts/reports.ts'
import { AppError } from '#common/errors.ts'
import { assertCan } from '#common/permissions.ts'
import { ENGINE_VERSION } from '#engine'
import type { SignedInActor } from '../../auth/actor.ts'
import type { Db } from '../../db/client.ts'
import { reportDetails, reportRecomputeRuns } from '../../db/schema/index.ts'
import { computeReportAnalyses, findStaleReportIds } from '../../domain/report-analysis.ts'
import { bulkRecomputeJob } from '../../jobs/definitions.ts'
import type { JobQueue } from '../../jobs/queue.ts'

/** Reports computed per statement batch: large enough to amortise round trips, small in memory. */
const RECOMPUTE_BATCH_SIZE = 100

function toRun(row: typeof reportRecomputeRuns.$inferSelect): RecomputeRun {
  return {
    id: row.id,
    status: row.finishedAt ? 'finished' : 'running',
    engineVersion: row.engineVersion,
    total: row.total,
    done: row.done,
    failed: row.failed,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/**
 * Starts recomputing every report on an older engine version (admins only). One run at a time:
 * while one is running, starting another is refused.
 */
export async function startBulkRecompute(
  { db, queue }: { db: Db; queue: JobQueue },
  actor: SignedInActor,
): Promise<RecomputeRun> {
  assertCan(actor, 'recompute:report')
  assertCan(actor, 'read:report_queue')
  return db.transaction(async (tx) => {
    // Serialises starts: two admins pressing the button at once make one run.
    await tx.execute(sql`lock table ${reportRecomputeRuns} in share row exclusive mode`)
    const [running] = await tx
      .select({ id: reportRecomputeRuns.id })
      .from(reportRecomputeRuns)
      .where(isNull(reportRecomputeRuns.finishedAt))
    if (running)
      throw new AppError('CONFLICT', 'A bulk recompute is already running; wait for it to finish.')
    const [stale] = await tx
      .select({ n: count() })
      .from(reportDetails)
      .where(sql`${reportDetails.engineVersion} <> ${ENGINE_VERSION}`)
    const total = stale?.n ?? 0
    const [run] = await tx
      .insert(reportRecomputeRuns)
      .values({
        engineVersion: ENGINE_VERSION,
        startedBy: actor.id,
        total,
        ...(total === 0 ? { finishedAt: new Date() } : {}),
      })
      .returning()
    if (!run) throw new AppError('INTERNAL', 'The recompute could not be started.')
    if (total > 0) await queue.enqueue(bulkRecomputeJob, { runId: run.id }, { tx })
    return toRun(run)
  })
}

/** The latest bulk recompute and its progress, or null when there has been none (admins only). */
export async function findLatestRecomputeRun(
  db: Db,
  actor: SignedInActor,
): Promise<RecomputeRun | null> {
  assertCan(actor, 'read:report_queue')
  const [run] = await db
    .select()
    .from(reportRecomputeRuns)
    .orderBy(desc(reportRecomputeRuns.startedAt))
    .limit(1)
  return run ? toRun(run) : null
}

/**
 * Works through run `runId`, batch by batch, from where it stopped. Each batch's results and the
 * run's progress are written in one transaction, so a retry never counts a report twice.
 * `afterBatch` runs after each batch is written; it throws to stop there (a server shutting down).
 */
export async function runBulkRecompute(
  db: Db,
  runId: string,
  analysisDate: string,
  afterBatch: () => void = () => {},
) {
  for (;;) {
    const finished = await db.transaction(async (tx) => {
      const [run] = await tx
        .select()
        .from(reportRecomputeRuns)
        .where(eq(reportRecomputeRuns.id, runId))
        .for('update')
      if (!run || run.finishedAt) return true
      const ids = await findStaleReportIds(tx, RECOMPUTE_BATCH_SIZE, run.cursor)
      if (ids.length === 0) {
        await tx
          .update(reportRecomputeRuns)
          .set({ finishedAt: new Date() })
          .where(eq(reportRecomputeRuns.id, runId))
        return true
      }
      const outcomes = await computeReportAnalyses(tx, ids, analysisDate)
      const failed = [...outcomes.values()].filter((outcome) => outcome.status === 'failed').length
      await tx
        .update(reportRecomputeRuns)
        .set({
          done: sql`${reportRecomputeRuns.done} + ${outcomes.size - failed}`,
          failed: sql`${reportRecomputeRuns.failed} + ${failed}`,
          cursor: ids[ids.length - 1],
        })
        .where(eq(reportRecomputeRuns.id, runId))
      return false
    })
    if (finished) return
    afterBatch()
  }
}
