// The plan-area filter's choices: every community plan area the parcels are in, once each, in
// order, so a user picks one the data holds instead of guessing its exact name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parcels } from '#server/db/schema/index.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp

beforeAll(async () => {
  const database = await createTestDatabase()
  await loadDemoCityIfEmpty({ database, logger: createLogger('silent'), count: 300 })
  t = await createTestApp({ database })
}, 120_000)
afterAll(() => t.close())

describe('GET /api/screen/plans', () => {
  it('lists every plan area the parcels are in, once each, in alphabetical order', async () => {
    const rows = await t.database.db.select({ plan: parcels.communityPlanArea }).from(parcels)
    const held = [...new Set(rows.map((row) => row.plan).filter((plan) => plan))]
    expect(held.length).toBeGreaterThan(1)

    const response = await t.api(null).screen.plans.$get()
    expect(response.status).toBe(200)
    const { plans } = await response.json()
    expect(plans).toHaveLength(held.length)
    expect(new Set(plans)).toEqual(new Set(held))
    expect(plans).toEqual(plans.toSorted((a, b) => a.localeCompare(b, 'en')))
  })
})
