// A job that takes as long as its handler says, for the tests of workers that die mid-job
// (server/jobs/dead-worker.test.ts, with tests/setup/dying-worker.ts).
import { z } from 'zod'
import type { JobDefinition } from '#server/jobs/definitions.ts'

export const slowJob: JobDefinition<{ label: string }> = {
  name: 'test-slow-job',
  payload: z.object({ label: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  // The limit the retry used to wait for, before heartbeats (issue 38).
  expireSeconds: 120,
}
