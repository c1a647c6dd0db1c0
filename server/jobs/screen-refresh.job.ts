// The screen refresh, run as jobs: one per slice of a run, a check now and then
// (./periodic-check.ts) that starts a run when the engine or the data has changed, and, once a
// run is done, the check of every saved screen for lots that began to match it.
import type { Db } from '../db/client.ts'
import { checkSavedScreens } from '../features/screen/saved-screens.service.ts'
import {
  isScreenRunFinished,
  refreshScreenIfChanged,
  runScreenSlice,
} from '../features/screen/screen-refresh.service.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import type { Logger } from '../lib/logger.ts'
import { digestJob, savedScreensCheckJob } from './definitions.ts'
import type { JobAttempt, JobQueue } from './queue.ts'

export function screenRefreshHandler({
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
    // A slice takes seconds to minutes: on shutdown it stops after the batch it is writing.
    await runScreenSlice(db, runId, slice, todayInLosAngeles(), {
      afterBatch: () => stopping.throwIfAborted(),
    })
    logger.info('screen slice finished', {
      runId,
      slice,
      ms: Math.round(performance.now() - started),
    })
    // Every result is current: the saved screens are matched again. Keyed by the run, so the
    // slices finishing last queue it once.
    if (await isScreenRunFinished(db, runId))
      await queue.enqueue(savedScreensCheckJob, { runId }, { onceKey: `run:${runId}` })
  }
}

export function savedScreensCheckHandler({
  db,
  queue,
  logger,
}: {
  db: Db
  queue: JobQueue
  logger: Logger
}) {
  return async ({ runId }: { runId: string }) => {
    const withNews = await checkSavedScreens(db, runId)
    if (withNews === 0) return
    logger.info('saved screens with new lots', { runId, screens: withNews })
    // Whoever chose "immediately" hears of the new lots now, not at the next check.
    await queue.enqueue(
      digestJob,
      { slot: `screen run ${runId}` },
      { onceKey: `screen-run:${runId}` },
    )
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
