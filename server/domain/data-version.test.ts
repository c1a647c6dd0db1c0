// The data version is kept in memory: an import in this process moves it at once, a row another
// process writes is seen once the kept version is due to be read again.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { dataImports } from '#server/db/schema/index.ts'
import {
  ASSESSOR_CSV,
  createFixtureFolder,
  importFile,
  type FixtureFolder,
} from '#tests/setup/parcel-fixtures.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { DATA_VERSION_RECHECK_MS, dataChanged, dataVersion } from './data-version.ts'

let database: Database
let files: FixtureFolder
beforeAll(async () => {
  database = await createTestDatabase()
  files = await createFixtureFolder()
})
afterAll(async () => {
  await database.close()
  await files.remove()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A data_imports row written the way another process would: without telling this one. */
async function importElsewhere() {
  const now = new Date(Date.now() + 60_000)
  await database.db.insert(dataImports).values({
    id: `elsewhere-${now.getTime()}`,
    kind: 'assessor',
    file: 'parcels.csv',
    dataset: 'LA County Assessor parcels',
    datasetDate: '2026-10-01',
    read: 1,
    inserted: 1,
    updated: 0,
    rejected: 0,
    startedAt: now,
    finishedAt: now,
  })
}

describe('dataVersion', () => {
  it('moves as soon as an import in this process finishes', async () => {
    const before = await dataVersion(database.db)
    await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
    const after = await dataVersion(database.db)
    expect(after).not.toBe(before)
    expect(after.startsWith('1-')).toBe(true)
  })

  it('answers from memory, and reads an import made elsewhere once the recheck time has passed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    dataChanged() // read again under the fake clock
    const kept = await dataVersion(database.db)
    await importElsewhere()
    vi.advanceTimersByTime(DATA_VERSION_RECHECK_MS - 100)
    expect(await dataVersion(database.db)).toBe(kept)
    vi.advanceTimersByTime(200)
    const read = await dataVersion(database.db)
    expect(read).not.toBe(kept)
    expect(read.startsWith('2-')).toBe(true)
  })
})
