// The analysis of a report, computed in the background after an order or a recompute request.
// Running it again overwrites the one stored result, so a retry never duplicates anything.
import { AppError } from '#common/errors.ts'
import type { Db } from '../db/client.ts'
import { computeReportAnalysis, recordAnalysisFailure } from '../domain/report-analysis.ts'
import { todayInLosAngeles } from '../lib/dates.ts'
import type { Logger } from '../lib/logger.ts'
import type { JobAttempt } from './queue.ts'

export function computeAnalysisHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async ({ reportId }: { reportId: string }, attempt: JobAttempt) => {
    try {
      const outcome = await computeReportAnalysis(db, reportId, todayInLosAngeles())
      if (outcome.status === 'failed')
        logger.warn('report analysis not computed', { reportId, reason: outcome.reason })
    } catch (error) {
      // The report was deleted while the job waited: there is nothing left to compute.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return
      if (attempt.isLast) {
        const reason = `The analysis could not be computed after ${attempt.number} attempts: ${rootMessage(error)}`
        await recordAnalysisFailure(db, reportId, reason)
      }
      throw error
    }
  }
}

/** The underlying reason: a failed query's database error, not the SQL text around it. */
function rootMessage(error: unknown): string {
  let current = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  return current instanceof Error ? current.message : String(current)
}
