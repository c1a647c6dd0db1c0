// Recomputes every report computed by an older engine, batch by batch (the run records its
// progress and cursor, so a retried attempt resumes instead of starting over).
import type { Db } from '../db/client.ts'
import { runBulkRecompute } from '../features/reports/bulk-recompute.service.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import type { Logger } from '../lib/logger.ts'

export function bulkRecomputeHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async ({ runId }: { runId: string }) => {
    const started = performance.now()
    await runBulkRecompute(db, runId, todayInLosAngeles())
    logger.info('bulk recompute finished', { runId, ms: Math.round(performance.now() - started) })
  }
}
