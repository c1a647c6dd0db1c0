// A fresh database's starter data, loaded as the embedded server loads it on its first start.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from '#server/db/client.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { loadStarterData } from './starter-data.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  await loadStarterData({ database, logger: createLogger('silent'), demoParcels: 600 })
}, 120_000)
afterAll(() => database.close())

describe('the starter data', () => {
  it('holds the demo city and the real parcels of the seed', async () => {
    const [counts] = await queryRows<{ demo: number; real: number }>(
      database.db,
      sql`select count(*) filter (where is_demo)::int as demo,
                 count(*) filter (where not is_demo)::int as real
          from parcels`,
    )
    expect(counts?.demo).toBe(600)
    expect(counts?.real).toBeGreaterThan(7_000)
  })

  it('lies by place after the seed has rewritten every row, so a map tile reads few pages', async () => {
    // Each grid cell of about a kilometre is one run of rows in the table's physical order:
    // the seed's stops update every parcel in APN order, which alone would scatter them.
    const rows = await queryRows<{ cell: string }>(
      database.db,
      sql`select floor(lon * 100) || ',' || floor(lat * 100) as cell
          from parcels where lat is not null order by ctid`,
    )
    const runs = rows.filter((row, i) => i === 0 || row.cell !== rows[i - 1]!.cell).length
    const cells = new Set(rows.map((row) => row.cell)).size
    expect(cells).toBeGreaterThan(100)
    expect(runs).toBe(cells)
  })

  it('is not loaded twice', async () => {
    await loadStarterData({ database, logger: createLogger('silent'), demoParcels: 600 })
    const [total] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from parcels where is_demo`,
    )
    expect(total?.n).toBe(600)
  })
})
