// The screen refresh, run as jobs: one per slice of a run, and a check now and then
// (./periodic-check.ts) that starts a run when the engine or the data has changed.
import type { Db } from '../db/client.ts'
import {
  refreshScreenIfChanged,
  runScreenSlice,
} from '../features/screen/screen-refresh.service.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import type { Logger } from '../lib/logger.ts'
import type { JobQueue } from './queue.ts'

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
