// A test app over a small demo city whose screen results are computed: the worker's check at
// start runs the bulk screen refresh, and this waits until every parcel has its result.
import type { ScreenRun } from '#common/contracts/screen.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import type { Database } from '#server/db/client.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createPeople, requestAs } from './people.ts'
import { createTestApp, type TestApi, type TestAppOptions } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

/** A screen's query string, as the test client sends it to GET /api/screen. */
export type ScreenRequestQuery = Parameters<TestApi['screen']['$get']>[0]['query']

/**
 * `prepare` changes the city's parcels before the app starts, so the refresh at start screens
 * them as changed.
 */
export async function createScreenedDemoCity(
  parcelCount: number,
  options: Omit<TestAppOptions, 'database'> = {},
  prepare?: (database: Database) => Promise<void>,
) {
  const database = await createTestDatabase()
  await loadDemoCityIfEmpty({ database, logger: createLogger('silent'), count: parcelCount })
  await prepare?.(database)
  const t = await createTestApp({ ...options, database })
  const people = await createPeople(t)
  const deadline = Date.now() + 50_000
  for (;;) {
    const { run } = (await requestAs(t, people, 'admin', 'GET', '/api/admin/screen/refresh'))
      .body as { run: ScreenRun | null }
    if (run?.status === 'finished' && run.total === parcelCount) break
    if (Date.now() > deadline) throw new Error('the screen refresh did not finish')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { t, people, database }
}
