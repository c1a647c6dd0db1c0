// The real Los Angeles parcels a fresh install loads (server/data/seed, ZIMAS profiles), imported
// as `npm run data:import` imports them: over every one, the full report's publish checklist asks
// about each fact the report names as not known, and about each parcel whose records say its
// homes are rent-stabilized in a building built after 1978.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { reviewChecklistOf } from '#common/report/review.ts'
import type { ParcelFacts } from '#engine'
import type { Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { importFile } from '#tests/setup/parcel-fixtures.ts'
import { pendingReportOf, unaskedUnknowns } from '#common/report/stated-unknowns.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { SEED_DIR } from '../seed/seed-manifest.ts'

let database: Database
const lots: Array<{ readonly apn: string; readonly facts: ParcelFacts }> = []

beforeAll(async () => {
  database = await createTestDatabase()
  await importFile(database, 'zimas', path.join(SEED_DIR, 'zimas-profiles.csv'))
  for (const row of await database.db.select().from(parcels))
    lots.push({ apn: row.apn, facts: deriveParcelFacts(row).facts })
}, 120_000)
afterAll(() => database.close())

describe('the real parcels’ publish checklists', () => {
  it('ask about every fact the full report names as not known', () => {
    expect(lots.length).toBeGreaterThan(900)
    const unasked: string[] = []
    const conflicts = { asked: 0, recorded: 0 }
    for (const { apn, facts } of lots) {
      const data = pendingReportOf('multifamily_development', facts)
      const checklist = reviewChecklistOf(data.reportType, data.analysis, data.inputs)
      for (const line of unaskedUnknowns(data, checklist.facts)) unasked.push(`${apn}: ${line}`)
      if (facts.rso === true && facts.yearBuilt !== undefined && facts.yearBuilt > 1978)
        conflicts.recorded += 1
      if (checklist.facts.some((item) => item.id === 'rso_year_built')) conflicts.asked += 1
    }
    expect(unasked).toEqual([])
    // Ten of the profiles say rent-stabilized beside a year after 1978; the parcel facts leave
    // the year out where the use code shows more homes than the building it dates, so six remain.
    expect(conflicts).toEqual({ asked: 6, recorded: 6 })
  }, 120_000)
})
