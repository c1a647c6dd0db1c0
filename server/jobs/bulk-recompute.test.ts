// The bulk recompute of every stale report stops when its server does, after the batch it is
// writing, and its retry resumes from the run's cursor: no report counted twice, none skipped.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINE_VERSION } from '#engine'
import { reportDetails, reportRecomputeRuns } from '#server/db/schema/index.ts'
import { signUp } from '#tests/setup/accounts.ts'
import { insertParcel, insertReport } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { bulkRecomputeHandler } from './bulk-recompute.job.ts'

/** More than one batch (100 reports), so a stop falls between two. */
const REPORTS = 110

let t: TestApp
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  userId = (await signUp(t)).id
})
afterAll(() => t.close())

async function runOf(id: string) {
  const [run] = await t.database.db
    .select()
    .from(reportRecomputeRuns)
    .where(eq(reportRecomputeRuns.id, id))
  return run!
}

describe('the bulk recompute job', () => {
  it('stops after the batch it is writing when the server stops, and its retry finishes the rest once', async () => {
    // Reports an older engine computed: their parcels are current, their analyses are not.
    const ids: string[] = []
    for (let i = 0; i < REPORTS; i++) {
      const { apn } = await insertParcel(t.database.db)
      ids.push((await insertReport(t.database.db, { userId, apn })).id)
    }
    await t.database.db.insert(reportDetails).values(
      ids.map((reportId) => ({
        reportId,
        engineVersion: '0.9.0',
        analysisStatus: 'ready' as const,
      })),
    )
    const [run] = await t.database.db
      .insert(reportRecomputeRuns)
      .values({ engineVersion: ENGINE_VERSION, total: REPORTS })
      .returning()
    const handle = bulkRecomputeHandler({ db: t.database.db, logger: t.logger })

    const stopping = new AbortController()
    stopping.abort(new Error('the job queue is stopping'))
    await expect(
      handle({ runId: run!.id }, { number: 1, isLast: false, stopping: stopping.signal }),
    ).rejects.toThrow('the job queue is stopping')
    const stopped = await runOf(run!.id)
    expect(stopped).toMatchObject({ done: 100, failed: 0, finishedAt: null })

    await handle(
      { runId: run!.id },
      { number: 2, isLast: false, stopping: new AbortController().signal },
    )
    const finished = await runOf(run!.id)
    expect(finished).toMatchObject({ done: REPORTS, failed: 0 })
    expect(finished.finishedAt).not.toBeNull()
    const versions = await t.database.db
      .select({ version: reportDetails.engineVersion })
      .from(reportDetails)
      .where(inArray(reportDetails.reportId, ids))
    expect(versions.map(({ version }) => version)).toEqual(Array(REPORTS).fill(ENGINE_VERSION))
  }, 60_000)
})
