// Registers every job handler with the queue; started with the server (server/index.ts).
import type { Db } from '../db/client.ts'
import type { Logger } from '../lib/logger.ts'
import { bulkRecomputeHandler } from './bulk-recompute.job.ts'
import { computeAnalysisHandler } from './compute-analysis.job.ts'
import { bulkRecomputeJob, computeAnalysisJob } from './definitions.ts'
import type { JobQueue } from './queue.ts'

export type WorkerDeps = { db: Db; logger: Logger; queue: JobQueue }

export async function startJobWorker(deps: WorkerDeps): Promise<void> {
  await deps.queue.work(computeAnalysisJob, computeAnalysisHandler(deps))
  await deps.queue.work(bulkRecomputeJob, bulkRecomputeHandler(deps))
}
