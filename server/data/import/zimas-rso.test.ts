// The real ZIMAS sample (../shared/data/la), imported the way `npm run data:import -- zimas`
// imports it, then read as the engine reads parcels with the RSO flag withheld: no parcel ZIMAS
// marks rent-stabilised may come out "not rent-stabilised" from its unit count, use code and
// year (issue 15; common/parcel-facts.ts takes the cautious reading where they disagree).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { rentStabilization } from '#engine'
import type { Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { importFile } from '#tests/setup/parcel-fixtures.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../shared/data/la/la_parcels_zimas_sample/clean_zimas_ready_for_scoring.csv',
)

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('the real ZIMAS sample', () => {
  it('is beside the project, as CI provides it', () => {
    expect(existsSync(SAMPLE)).toBe(true)
  })

  it('never reads a rent-stabilised parcel as outside the ordinance when the flag is withheld', async () => {
    const summary = await importFile(database, 'zimas', SAMPLE)
    expect(summary.inserted).toBeGreaterThan(900)
    const marked = await database.db.select().from(parcels).where(eq(parcels.rso, true))
    expect(marked.length).toBe(106)
    const readAsExempt = marked.filter(
      (row) =>
        rentStabilization(deriveParcelFacts({ ...row, rso: null }).facts).status === 'exempt',
    )
    expect(readAsExempt.map((row) => row.apn)).toEqual([])
  })
})
