import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenAnswer } from '#common/contracts/screen.ts'
import { dataImports, screenResults } from '#server/db/schema/index.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { callAs, type People } from '#tests/setup/people.ts'
import { createScreenedDemoCity, type ScreenRequestQuery } from '#tests/setup/screened-demo-city.ts'
import type { TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 400

let t: TestApp
let people: People

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS)
  t = city.t
  people = city.people
}, 120_000)
afterAll(() => t.close())

async function page(query: ScreenRequestQuery): Promise<ScreenAnswer> {
  const response = await callAs(t, people, 'owner', (api) => api.screen.$get({ query }))
  expect(response.status).toBe(200)
  return response.body as ScreenAnswer
}

/** Makes the lot `apn` stop matching a screen with a minimum value, behind the refresh's back. */
async function takeValueOf(apn: string) {
  await t.database.db
    .update(screenResults)
    .set({ residualLandValue: null, pencilHomes: null })
    .where(eq(screenResults.apn, apn))
}

describe('the count of a screen', () => {
  it('is kept for every page and order of the screen, and counted again after a refresh finishes or an import', async () => {
    // Sorted by homes, the lots are read from the stored column `takeValueOf` clears.
    const query = { minHomes: '4', minValue: '1', limit: '5', sort: 'homes' } as const
    const first = await page(query)
    const [gone, goneNext] = first.rows
    if (!gone || !goneNext) throw new Error('too few lots match')

    // Results changed without a refresh: the lots are read afresh, the count is the kept one,
    // whichever page and order are asked.
    await takeValueOf(gone.apn)
    const again = await page(query)
    expect(again.rows.map((row) => row.apn)).not.toContain(gone.apn)
    expect(again.total).toBe(first.total)
    expect((await page({ ...query, offset: '5', sort: 'apn', dir: 'asc' })).total).toBe(first.total)

    // A refresh that finishes (an admin's, with nothing to compute) counts again.
    const refresh = await callAs(t, people, 'admin', (api) => api.admin.screen.refresh.$post())
    expect(refresh).toMatchObject({ status: 202, body: { run: { status: 'finished' } } })
    expect((await page(query)).total).toBe(first.total - 1)

    // So does an import, which changes the parcels a screen filters on before any refresh.
    await takeValueOf(goneNext.apn)
    expect((await page(query)).total).toBe(first.total - 1)
    await t.database.db.insert(dataImports).values({
      id: 'test-import-after-count',
      kind: 'overlay',
      file: 'test',
      dataset: 'test overlay',
      datasetDate: todayInLosAngeles(),
      read: 0,
      inserted: 0,
      updated: 0,
      rejected: 0,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    expect((await page(query)).total).toBe(first.total - 2)
  })
})
