// The re-run of watched lots, as jobs: one per slice of a run, and a check now and then
// (./periodic-check.ts, in the same slot as the screen's) that starts a run when the engine, the data or a law's status
// on today's date has changed.
import type { Db } from '../db/client.ts'
import {
  isWatchRunFinished,
  refreshWatchesIfChanged,
  runWatchSlice,
} from '../features/watch/watch-refresh.service.ts'
import type { Logger } from '../lib/logger.ts'
import { digestJob } from './definitions.ts'
import type { JobAttempt, JobQueue } from './queue.ts'

export function watchRefreshHandler({
  db,
  queue,
  logger,
}: {
  db: Db
  queue: JobQueue
  logger: Logger
}) {
  return async ({ runId, slice }: { runId: string; slice: number }, { stopping }: JobAttempt) => {
    const started = performance.now()
    // On shutdown a slice stops after the batch it is writing (its cursor keeps its place).
    await runWatchSlice(db, runId, slice, undefined, () => stopping.throwIfAborted())
    logger.info('watch slice finished', {
      runId,
      slice,
      ms: Math.round(performance.now() - started),
    })
    // The run's changes are all written: whoever chose "immediately" hears of them now, not at
    // the next check. Keyed by the run, so the slices finishing last queue it once.
    if (await isWatchRunFinished(db, runId))
      await queue.enqueue(digestJob, { slot: `run ${runId}` }, { onceKey: `run:${runId}` })
  }
}

export function watchRefreshCheckHandler({
  db,
  queue,
  logger,
}: {
  db: Db
  queue: JobQueue
  logger: Logger
}) {
  return async () => {
    const run = await refreshWatchesIfChanged({ db, queue })
    if (run) logger.info('watch re-run started', { runId: run.id, lots: run.total })
  }
}
