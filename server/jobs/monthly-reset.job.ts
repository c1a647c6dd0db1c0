// The monthly reset, run as a job: the worker queues one per time slot (the slot is its once-key,
// so two servers queue it once), and a run resets every period that has ended.
import type { Db } from '../db/client.ts'
import { resetEndedPeriods } from '../domain/allowance.ts'
import type { Logger } from '../lib/logger.ts'
import { monthlyResetJob } from './definitions.ts'
import type { JobQueue } from './queue.ts'

/** How often the reset looks for ended periods: an allowance is back within this of its end. */
export const RESET_SLOT_MS = 5 * 60 * 1000

export function monthlyResetHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async () => {
    const reset = await resetEndedPeriods(db, new Date())
    if (reset > 0) logger.info('monthly allowances reset', { profiles: reset })
  }
}

/** Queues a reset now and then once per slot; the answer stops the timer. */
export function scheduleMonthlyReset(queue: JobQueue, logger: Logger): () => void {
  const queueSlot = () => {
    const slot = String(Math.floor(Date.now() / RESET_SLOT_MS))
    queue
      .enqueue(monthlyResetJob, { slot }, { onceKey: slot })
      .catch((error: unknown) => logger.error('monthly reset not queued', { error }))
  }
  queueSlot()
  const timer = setInterval(queueSlot, RESET_SLOT_MS)
  timer.unref()
  return () => clearInterval(timer)
}
