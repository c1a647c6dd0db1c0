// The background jobs the product runs: each one's name, the payload it carries (checked when it
// is queued and again when it runs) and its retry policy. Features queue them through
// server/jobs/queue.ts; each handler lives in its own *.job.ts file, registered by worker.ts.
import { z } from 'zod'

export type JobDefinition<Payload> = {
  readonly name: string
  readonly payload: z.ZodType<Payload>
  /** Attempts after the first; the delay before each doubles from `retryDelaySeconds`. */
  readonly retryLimit: number
  readonly retryDelaySeconds: number
  /** The doubling stops at this delay (default: it never stops). */
  readonly retryDelayMaxSeconds?: number
  /** An attempt still running after this long counts as failed (and is retried). */
  readonly expireSeconds: number
  /** Jobs a worker takes per fetch (default 5); one for long jobs, so other workers share them. */
  readonly fetchSize?: number
}

/** Computes a report's analysis from its parcel's facts (domain/report-analysis.ts). */
export const computeAnalysisJob: JobDefinition<{ reportId: string }> = {
  name: 'report-compute-analysis',
  payload: z.object({ reportId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 2,
  expireSeconds: 120,
}

/**
 * Recomputes every report computed by an older engine (features/reports/bulk-recompute.service.ts).
 * A retry resumes from the run's cursor; a long run outlives one attempt's time limit only by
 * resuming, so the limit is generous.
 */
export const bulkRecomputeJob: JobDefinition<{ runId: string }> = {
  name: 'report-bulk-recompute',
  payload: z.object({ runId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireSeconds: 3600,
}

/**
 * Emails the report request (spec §7) to the owner and the team after an order: queued in the
 * order's transaction, so a paid report is always announced, even across a restart.
 */
export const reportRequestNotificationJob: JobDefinition<{ reportId: string }> = {
  name: 'report-request-notification',
  payload: z.object({ reportId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireSeconds: 60,
}

/**
 * Gives every subscriber whose period has ended a fresh month (domain/allowance.ts). Queued
 * every few minutes by the worker; one run per time slot.
 */
export const monthlyResetJob: JobDefinition<{ slot: string }> = {
  name: 'allowance-monthly-reset',
  payload: z.object({ slot: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireSeconds: 300,
}

/**
 * Computes one slice of a screen refresh (features/screen/screen-refresh.service.ts). A retry
 * resumes from the slice's cursor; one per fetch, so two workers take two slices.
 */
export const screenRefreshJob: JobDefinition<{ runId: string; slice: number }> = {
  name: 'screen-refresh-slice',
  payload: z.object({ runId: z.uuid(), slice: z.int().min(0) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireSeconds: 3600,
  fetchSize: 1,
}

/**
 * Starts a screen refresh when the engine or the data changed since the last one. Queued by the
 * worker at start and once per time slot (the slot is its once-key).
 */
export const screenRefreshCheckJob: JobDefinition<{ slot: string }> = {
  name: 'screen-refresh-check',
  payload: z.object({ slot: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireSeconds: 300,
}

/**
 * Delivers one outbox message (server/mail/mailer.ts), keyed by the message so it is queued once.
 * While the mail server is down, the first retry waits 30 s and each wait doubles (with jitter) up
 * to an hour: 30 retries span at least 24 hours before the message is marked failed (decision
 * 340). An attempt is bounded by the mailer's SMTP timeouts, well inside its two minutes.
 */
export const sendEmailJob: JobDefinition<{ messageId: string }> = {
  name: 'email-send',
  payload: z.object({ messageId: z.uuid() }),
  retryLimit: 30,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  expireSeconds: 120,
}

/** A job's name and retry policy, without its payload. */
export type JobPolicy = Omit<JobDefinition<unknown>, 'payload'>

/**
 * Re-runs one slice of the watched lots (features/watch/watch-refresh.service.ts). A retry
 * resumes from the slice's cursor; one per fetch, so two workers take two slices.
 */
export const watchRefreshJob: JobDefinition<{ runId: string; slice: number }> = {
  name: 'watch-refresh-slice',
  payload: z.object({ runId: z.uuid(), slice: z.int().min(0) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireSeconds: 3600,
  fetchSize: 1,
}

/**
 * Starts a re-run of the watched lots when the engine, the data or a law's status on today's
 * date changed since the last one. Queued by the worker at start and once per time slot.
 */
export const watchRefreshCheckJob: JobDefinition<{ slot: string }> = {
  name: 'watch-refresh-check',
  payload: z.object({ slot: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireSeconds: 300,
}

/**
 * Sends the digests whose time has come (domain/digest.ts). Queued by the worker once per time
 * slot, and when a re-run of the watched lots or a check of the saved screens finishes (its
 * once-key names the run), so a user who chose "immediately" hears of a change within minutes.
 */
export const digestJob: JobDefinition<{ slot: string }> = {
  name: 'digest-send',
  payload: z.object({ slot: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireSeconds: 600,
}

/**
 * Matches every saved screen again when a screen refresh finishes, recording the lots that
 * began to match (features/screen/saved-screens.service.ts); keyed by the run, so queued once.
 */
export const savedScreensCheckJob: JobDefinition<{ runId: string }> = {
  name: 'saved-screens-check',
  payload: z.object({ runId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireSeconds: 1800,
}

/** Every job's name and policy, for the queue to set up at start. */
export const JOB_POLICIES: ReadonlyArray<JobPolicy> = [
  computeAnalysisJob,
  bulkRecomputeJob,
  reportRequestNotificationJob,
  monthlyResetJob,
  screenRefreshJob,
  screenRefreshCheckJob,
  savedScreensCheckJob,
  sendEmailJob,
  watchRefreshJob,
  watchRefreshCheckJob,
  digestJob,
]
