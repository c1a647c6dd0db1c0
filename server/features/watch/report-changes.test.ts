// "Changed since you ordered" through the real app and its worker: an import corrects a published
// report's lot; the re-run sends the report back to review, the owner reads the figures then and
// now, the report keeps its published analysis until the owner refreshes it, and nobody else
// sees any of it.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportChanges } from '#common/contracts/watch.ts'
import { parcels, reportDetails, reports, watchRuns } from '#server/db/schema/index.ts'
import { refreshWatchesIfChanged } from '#server/features/watch/watch-refresh.service.ts'
import { callAs, createPeople, type People } from '#tests/setup/people.ts'
import { insertAnalyzedReport, insertAssessorImport } from '#tests/setup/reports.ts'
import { publishAsAdmin } from '#tests/setup/review.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People
let reportId: string
let apn: string

const changesOf = async (who: 'owner' | 'other' | 'admin') => {
  const answer = await callAs(t, people, who, (api) =>
    api.reports[':id'].changes.$get({ param: { id: reportId } }),
  )
  return { status: answer.status, changes: (answer.body as { changes?: ReportChanges }).changes }
}
const storedAnalysis = async () =>
  (
    await t.database.db
      .select({ analysis: reportDetails.analysis, computedAt: reportDetails.computedAt })
      .from(reportDetails)
      .where(eq(reportDetails.reportId, reportId))
  )[0]
const statusOf = async () =>
  (await t.database.db.select().from(reports).where(eq(reports.id, reportId)))[0]?.status

beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
  const importId = await insertAssessorImport(t.database.db)
  const report = await insertAnalyzedReport(
    t.database.db,
    { userId: people.owner.id },
    { lotSf: 7200, sources: { lotSf: importId, existingUnits: importId } },
  )
  reportId = report.id
  apn = report.apn!
  const watched = await callAs(t, people, 'owner', (api) =>
    api.watches.$post({ json: { apn, source: 'report' } }),
  )
  expect(watched.status).toBe(201)
  expect((await publishAsAdmin(t, people, reportId)).status).toBe(200)
})
afterAll(() => t.close())

describe('changed since you ordered', () => {
  it('says nothing while the lot is as the report read it', async () => {
    expect(await statusOf()).toBe('completed')
    expect(await changesOf('owner')).toEqual({ status: 200, changes: null })
    // An owner cannot recompute a verified report that nothing has moved.
    const refused = await callAs(t, people, 'owner', (api) =>
      api.reports[':id'].recompute.$post({ param: { id: reportId } }),
    )
    expect(refused.status).toBe(409)
  })

  it('shows the figures then and now after an import corrects the lot, and sends the report back to review', async () => {
    const published = await storedAnalysis()
    const importId = await insertAssessorImport(t.database.db)
    await t.database.db
      .update(parcels)
      .set({ lotSf: 6900, sources: { lotSf: importId, existingUnits: importId } })
      .where(eq(parcels.apn, apn))
    const run = await refreshWatchesIfChanged({ db: t.database.db, queue: t.queue })
    expect(run).not.toBeNull()
    const deadline = Date.now() + 20_000
    for (;;) {
      const [row] = await t.database.db.select().from(watchRuns).where(eq(watchRuns.id, run!.id))
      if (row?.finishedAt) break
      if (Date.now() > deadline) throw new Error('the re-run did not finish')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }

    const { status, changes } = await changesOf('owner')
    expect(status).toBe(200)
    expect(changes?.differences).toEqual(
      expect.arrayContaining([
        'Lot area: 7,200 → 6,900 sq ft',
        'Los Angeles base zoning: 8 → 7 homes',
      ]),
    )
    expect(changes?.before.facts?.lotSf.value).toBe(7200)
    expect(changes?.after.facts?.lotSf.value).toBe(6900)
    expect(changes?.backToReview).toBe(true)
    expect(await statusOf()).toBe('pending')
    // The published analysis is untouched until it is refreshed.
    expect(await storedAnalysis()).toEqual(published)
    // An admin sees it too; another user finds no such report.
    expect((await changesOf('admin')).changes?.differences).toEqual(changes?.differences)
    expect((await changesOf('other')).status).toBe(404)
    expect(
      (
        await callAs(t, people, 'other', (api) =>
          api.reports[':id'].recompute.$post({ param: { id: reportId } }),
        )
      ).status,
    ).toBe(404)
  })

  it('the owner refreshes the analysis, and the panel has nothing left to say', async () => {
    const published = await storedAnalysis()
    const refreshed = await callAs(t, people, 'owner', (api) =>
      api.reports[':id'].recompute.$post({ param: { id: reportId } }),
    )
    expect(refreshed.status).toBe(200)
    const now = await storedAnalysis()
    expect(now?.analysis).not.toEqual(published?.analysis)
    expect(JSON.stringify(now?.analysis)).toContain('6900')
    expect(await changesOf('owner')).toEqual({ status: 200, changes: null })
    expect(await statusOf()).toBe('pending')
  })
})
