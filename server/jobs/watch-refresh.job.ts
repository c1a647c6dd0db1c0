// The re-run of watched lots, as jobs: one per slice of a run, and a check now and then (with
// the screen's, in the same slot) that starts a run when the engine, the data or a law's status
// on today's date has changed.
import type { Db } from '../db/client.ts'
import { refreshWatchesIfChanged, runWatchSlice } from '../features/watch/watch-refresh.service.ts'
import type { Logger } from '../lib/logger.ts'
import { watchRefreshCheckJob } from './definitions.ts'
import type { JobQueue } from './queue.ts'
import { SCREEN_CHECK_SLOT_MS } from './screen-refresh.job.ts'

export function watchRefreshHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async ({ runId, slice }: { runId: string; slice: number }) => {
    const started = performance.now()
    await runWatchSlice(db, runId, slice)
    logger.info('watch slice finished', {
      runId,
      slice,
      ms: Math.round(performance.now() - started),
    })
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

/** Queues a check now and then once per slot; the answer stops the timer. */
export function scheduleWatchRefreshCheck(queue: JobQueue, logger: Logger): () => void {
  const queueSlot = () => {
    const slot = String(Math.floor(Date.now() / SCREEN_CHECK_SLOT_MS))
    queue
      .enqueue(watchRefreshCheckJob, { slot }, { onceKey: slot })
      .catch((error: unknown) => logger.error('watch re-run check not queued', { error }))
  }
  queueSlot()
  const timer = setInterval(queueSlot, SCREEN_CHECK_SLOT_MS)
  timer.unref()
  return () => clearInterval(timer)
}
