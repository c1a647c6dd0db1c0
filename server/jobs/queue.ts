// The job queue: pg-boss on the product's own database (the embedded PGlite or PostgreSQL), so
// jobs are durable, survive a restart and need no other service. Features queue jobs here —
// inside their own transaction when the job must exist exactly when their write does — and the
// worker (server/jobs/worker.ts) runs the handlers.
import { createHash } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { fromDrizzle, fromPglite, PgBoss, type Clock, type JobResult } from 'pg-boss'
import type { Database, Db } from '../db/client.ts'
import type { Logger } from '../lib/logger.ts'
import { JOB_POLICIES, type JobDefinition, type JobPolicy } from './definitions.ts'

/** A job id no job has, to look up. */
const NO_JOB = '00000000-0000-0000-0000-000000000000'

/** How a handler is told which attempt it is on, and that its server is stopping. */
export type JobAttempt = {
  readonly number: number
  readonly isLast: boolean
  /**
   * Aborted when the queue stops. A job of many steps gives up between two of them (by
   * throwing) and is retried where it stopped, instead of holding the shutdown past its grace.
   */
  readonly stopping: AbortSignal
}

export type JobQueue = {
  /**
   * Queues `job` with `payload`. With `tx`, the job is written in that transaction: it exists if
   * and only if the transaction commits. With `onceKey`, a second job with the same key is not
   * queued while the first is still kept (for a week after it completes).
   */
  enqueue<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options?: { tx?: Db; onceKey?: string },
  ): Promise<void>
  /**
   * Queues the job kept under `onceKey` again with a fresh set of attempts, replacing that one
   * (which the caller knows has failed), in `tx` when given.
   */
  enqueueAfresh<Payload>(
    job: JobDefinition<Payload>,
    payload: Payload,
    options: { tx?: Db; onceKey: string },
  ): Promise<void>
  /** Runs `handler` for every job of `job`'s kind, one at a time, until the queue stops. */
  work<Payload>(
    job: JobDefinition<Payload>,
    handler: (payload: Payload, attempt: JobAttempt) => Promise<void>,
  ): Promise<void>
  start(): Promise<void>
  /** Stops taking jobs and waits (up to `timeoutMs`) for running ones to finish. */
  stop(timeoutMs?: number): Promise<void>
}

/** How often an idle worker looks for jobs; new jobs also wake it at once (LISTEN/NOTIFY). */
const POLLING_INTERVAL_S = 0.5
/** Jobs a worker takes per fetch, unless the job says otherwise. */
const BATCH_SIZE = 5
/**
 * A worker touches each running job this often (half of it), and a job untouched for this long
 * belongs to a worker that died: it is retried then, not after its whole time limit (decision
 * 341). Long enough that a busy but live worker is never taken for dead.
 */
const HEARTBEAT_S = 15
/** How often the queue looks for jobs of dead workers and jobs past their time limit. */
const SUPERVISE_INTERVAL_S = 5

export type JobQueueOptions = {
  /** The queue's time (default: the system's); tests pass pg-boss's TestClock to move it by hand. */
  clock?: Clock
  /** The kinds of job this queue sets up at start (default: every job of the product). */
  jobs?: ReadonlyArray<JobPolicy>
}

export function createJobQueue(
  database: Database,
  logger: Logger,
  { clock, jobs = JOB_POLICIES }: JobQueueOptions = {},
): JobQueue {
  const boss = new PgBoss({
    ...(database.pglite
      ? { db: fromPglite(database.pglite), backend: 'pglite' as const }
      : { connectionString: database.url ?? '', max: 4 }),
    useListenNotify: true,
    schedule: false,
    superviseIntervalSeconds: SUPERVISE_INTERVAL_S,
    monitorIntervalSeconds: SUPERVISE_INTERVAL_S,
    ...(clock ? { clock } : {}),
  })
  boss.on('error', (error) => logger.error('job queue error', { error }))
  const stopping = new AbortController()

  return {
    async enqueue(job, payload, options = {}) {
      const data = job.payload.parse(payload) as object
      await boss.send(job.name, data, {
        ...(options.onceKey ? { id: uuidFromKey(`${job.name}:${options.onceKey}`) } : {}),
        ...(options.tx ? { db: inTransaction(options.tx) } : {}),
      })
    },
    async enqueueAfresh(job, payload, { tx, onceKey }) {
      const data = job.payload.parse(payload) as object
      const id = uuidFromKey(`${job.name}:${onceKey}`)
      const db = tx ? { db: inTransaction(tx) } : {}
      await boss.deleteJob(job.name, id, db)
      await boss.send(job.name, data, { id, ...db })
    },
    async work(job, handler) {
      await boss.work(
        job.name,
        {
          pollingIntervalSeconds: POLLING_INTERVAL_S,
          // With LISTEN/NOTIFY on, pg-boss otherwise falls back to a 30-second poll between
          // wake-ups, so a burst of jobs (many orders at once) would drain one per notification.
          notifyPollingIntervalSeconds: POLLING_INTERVAL_S,
          // A few jobs per fetch, and the next fetch at once while fetches come back full: a
          // backlog drains as fast as the handlers run.
          batchSize: job.fetchSize ?? BATCH_SIZE,
          burstWhenBatchFull: true,
          perJobResults: true,
          includeMetadata: true,
        },
        async (entries) => {
          const results: JobResult[] = []
          // One job's failure fails (and retries) that job alone, never its batch-mates.
          for (const entry of entries) {
            const attempt = {
              number: entry.retryCount + 1,
              isLast: entry.retryCount >= entry.retryLimit,
              stopping: stopping.signal,
            }
            try {
              await handler(job.payload.parse(entry.data), attempt)
              results.push({ id: entry.id, status: 'completed' })
            } catch (error) {
              if (stopping.signal.aborted && error === stopping.signal.reason)
                logger.info('job stopped with the server: it is retried where it stopped', {
                  job: job.name,
                  id: entry.id,
                })
              else
                logger.warn('job attempt failed', {
                  job: job.name,
                  id: entry.id,
                  attempt: attempt.number,
                  willRetry: !attempt.isLast,
                  error,
                })
              results.push({
                id: entry.id,
                status: 'failed',
                output: { message: error instanceof Error ? error.message : String(error) },
              })
            }
          }
          return results
        },
      )
    },
    async start() {
      await boss.start()
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name))
      for (const job of jobs) {
        const policy = {
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.expireSeconds,
          heartbeatSeconds: HEARTBEAT_S,
          notify: true,
        }
        // pg-boss refuses an undefined maximum; null clears one a queue had before.
        if (existing.has(job.name))
          await boss.updateQueue(job.name, {
            ...policy,
            retryDelayMax: job.retryDelayMaxSeconds ?? null,
          })
        else
          await boss.createQueue(job.name, {
            ...policy,
            ...(job.retryDelayMaxSeconds ? { retryDelayMax: job.retryDelayMaxSeconds } : {}),
          })
        // Updating a queue drops it from pg-boss's cache, and the first job queued refills it.
        // Refilled inside a caller's transaction on the embedded database, that read would wait
        // for the transaction forever (one connection), so it is refilled now.
        await boss.getJobById(job.name, NO_JOB)
      }
    },
    async stop(timeoutMs = 10_000) {
      stopping.abort(new Error('the job queue is stopping'))
      await boss.stop({ graceful: true, timeout: timeoutMs, close: database.pglite === null })
    },
  }
}

/** pg-boss statements run through a Drizzle transaction (both drivers answer `{ rows }`). */
function inTransaction(tx: Db) {
  return fromDrizzle(
    { execute: (query: unknown) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> },
    sql,
  )
}

/** A UUID that is the same for the same key, so pg-boss stores a keyed job at most once. */
function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
