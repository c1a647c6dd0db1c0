// Recomputes every report computed by an older engine, batch by batch (the run records its
// progress and cursor, so a retried attempt resumes instead of starting over).
import type { Db } from '../db/client.ts'
import { runBulkRecompute } from '../features/reports/bulk-recompute.service.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import type { Logger } from '../lib/logger.ts'
import type { JobAttempt } from './queue.ts'

export function bulkRecomputeHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async ({ runId }: { runId: string }, { stopping }: JobAttempt) => {
    const started = performance.now()
    // A run over every report takes minutes: on shutdown it stops after the batch it is writing,
    // and the retried job resumes from the run's cursor.
    await runBulkRecompute(db, runId, todayInLosAngeles(), () => stopping.throwIfAborted())
    logger.info('bulk recompute finished', { runId, ms: Math.round(performance.now() - started) })
  }
}
