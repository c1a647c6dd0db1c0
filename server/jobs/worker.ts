// Registers every job handler with the queue; started with the server (server/index.ts).
import type { Db } from '../db/client.ts'
import type { Logger } from '../lib/logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts'
import { bulkRecomputeHandler } from './bulk-recompute.job.ts'
import { computeAnalysisHandler } from './compute-analysis.job.ts'
import { digestHandler } from './digest.job.ts'
import {
  bulkRecomputeJob,
  computeAnalysisJob,
  digestJob,
  monthlyResetJob,
  reportRequestNotificationJob,
  savedScreensCheckJob,
  screenRefreshCheckJob,
  screenRefreshJob,
  sendEmailJob,
  watchRefreshCheckJob,
  watchRefreshJob,
} from './definitions.ts'
import { monthlyResetHandler, scheduleMonthlyReset } from './monthly-reset.job.ts'
import { schedulePeriodicCheck } from './periodic-check.ts'
import type { JobQueue } from './queue.ts'
import { reportRequestNotificationHandler } from './report-request-notification.job.ts'
import { sendEmailHandler } from './send-email.job.ts'
import {
  savedScreensCheckHandler,
  screenRefreshCheckHandler,
  screenRefreshHandler,
} from './screen-refresh.job.ts'
import { watchRefreshCheckHandler, watchRefreshHandler } from './watch-refresh.job.ts'

export type WorkerDeps = {
  db: Db
  logger: Logger
  queue: JobQueue
  mailer: Mailer
  publicUrl: string
  adminEmail?: string
  /** Signs the unsubscribe link in each digest. */
  unsubscribeLinks: UnsubscribeLinks
}

/** Starts the handlers; the returned function stops the timers of the recurring jobs. */
export async function startJobWorker(deps: WorkerDeps): Promise<() => void> {
  await deps.queue.work(computeAnalysisJob, computeAnalysisHandler(deps))
  await deps.queue.work(bulkRecomputeJob, bulkRecomputeHandler(deps))
  await deps.queue.work(reportRequestNotificationJob, reportRequestNotificationHandler(deps))
  await deps.queue.work(monthlyResetJob, monthlyResetHandler(deps))
  await deps.queue.work(screenRefreshJob, screenRefreshHandler(deps))
  await deps.queue.work(screenRefreshCheckJob, screenRefreshCheckHandler(deps))
  await deps.queue.work(savedScreensCheckJob, savedScreensCheckHandler(deps))
  await deps.queue.work(sendEmailJob, sendEmailHandler(deps))
  await deps.queue.work(watchRefreshJob, watchRefreshHandler(deps))
  await deps.queue.work(watchRefreshCheckJob, watchRefreshCheckHandler(deps))
  await deps.queue.work(digestJob, digestHandler(deps))
  const stopMonthlyReset = scheduleMonthlyReset(deps.queue, deps.logger)
  const stopScreenCheck = schedulePeriodicCheck(deps.queue, deps.logger, screenRefreshCheckJob)
  const stopWatchCheck = schedulePeriodicCheck(deps.queue, deps.logger, watchRefreshCheckJob)
  const stopDigests = schedulePeriodicCheck(deps.queue, deps.logger, digestJob)
  return () => {
    stopMonthlyReset()
    stopScreenCheck()
    stopWatchCheck()
    stopDigests()
  }
}
