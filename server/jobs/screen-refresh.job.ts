// The screen refresh, run as jobs: one per slice of a run, and a check now and then that starts a
// run when the engine or the data has changed (the slot is its once-key, so two servers queue it
// once per slot).
import type { Db } from '../db/client.ts'
import {
  refreshScreenIfChanged,
  runScreenSlice,
} from '../features/screen/screen-refresh.service.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import type { Logger } from '../lib/logger.ts'
import { screenRefreshCheckJob } from './definitions.ts'
import type { JobQueue } from './queue.ts'

/** How often the worker looks for a changed engine or new data. */
export const SCREEN_CHECK_SLOT_MS = 5 * 60 * 1000

export function screenRefreshHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async ({ runId, slice }: { runId: string; slice: number }) => {
    const started = performance.now()
    await runScreenSlice(db, runId, slice, todayInLosAngeles())
    logger.info('screen slice finished', {
      runId,
      slice,
      ms: Math.round(performance.now() - started),
    })
  }
}

export function screenRefreshCheckHandler({
  db,
  queue,
  logger,
}: {
  db: Db
  queue: JobQueue
  logger: Logger
}) {
  return async () => {
    const run = await refreshScreenIfChanged({ db, queue })
    if (run) logger.info('screen refresh started', { runId: run.id, parcels: run.total })
  }
}

/** Queues a check now and then once per slot; the answer stops the timer. */
export function scheduleScreenRefreshCheck(queue: JobQueue, logger: Logger): () => void {
  const queueSlot = () => {
    const slot = String(Math.floor(Date.now() / SCREEN_CHECK_SLOT_MS))
    queue
      .enqueue(screenRefreshCheckJob, { slot }, { onceKey: slot })
      .catch((error: unknown) => logger.error('screen refresh check not queued', { error }))
  }
  queueSlot()
  const timer = setInterval(queueSlot, SCREEN_CHECK_SLOT_MS)
  timer.unref()
  return () => clearInterval(timer)
}
