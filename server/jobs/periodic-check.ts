// A check queued now and then, once per time slot whichever server queues it: the slot number
// is the job's once-key, so two servers running workers queue it once per slot.
import type { JobDefinition } from './definitions.ts'
import type { Logger } from '../lib/logger.ts'
import type { JobQueue } from './queue.ts'

/** How often the worker looks for a changed engine, new data or a law's new status. */
export const CHECK_SLOT_MS = 5 * 60 * 1000

/** Queues `job` now and once per slot; the answer stops the timer. */
export function schedulePeriodicCheck(
  queue: JobQueue,
  logger: Logger,
  job: JobDefinition<{ slot: string }>,
): () => void {
  const queueSlot = () => {
    const slot = String(Math.floor(Date.now() / CHECK_SLOT_MS))
    queue
      .enqueue(job, { slot }, { onceKey: slot })
      .catch((error: unknown) =>
        logger.error('periodic check not queued', { job: job.name, error }),
      )
  }
  queueSlot()
  const timer = setInterval(queueSlot, CHECK_SLOT_MS)
  timer.unref()
  return () => clearInterval(timer)
}
