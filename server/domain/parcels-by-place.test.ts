// Lots found by place (map tiles, the lots around one, layers laid over lots): the conditions name
// the two-dimensional indexes' own expressions, so the planner can answer a box from them and not
// from a scan of every lot of the box's band of latitude (decision 805).
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Box } from '#common/lot-shape.ts'
import { queryRows, type Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { outlineMeets, pointIn } from '#server/domain/parcels.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
  // A lot with an outline's box and no point, and a lot with a point and no outline.
  await database.db.insert(parcels).values([
    {
      apn: '5000000001',
      ain: '5000000001',
      shapeWest: -118.3,
      shapeSouth: 34.05,
      shapeEast: -118.299,
      shapeNorth: 34.051,
    },
    { apn: '5000000002', ain: '5000000002', lat: 34.06, lon: -118.28 },
  ])
})
afterAll(async () => {
  await database.close()
})

const around = (lat: number, lon: number, degrees: number): Box => ({
  west: lon - degrees,
  south: lat - degrees,
  east: lon + degrees,
  north: lat + degrees,
})

async function apnsWhere(condition: SQL): Promise<string[]> {
  const rows = await queryRows<{ apn: string }>(
    database.db,
    sql`select ${parcels.apn} as "apn" from ${parcels} where ${condition} order by 1`,
  )
  return rows.map((row) => row.apn)
}

/** The plan of a query with sequential scans priced out: an index the condition cannot use is not in it. */
async function planOf(condition: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain select ${parcels.apn} from ${parcels} where ${condition}`,
    )
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

describe('lots found by place', () => {
  it('finds a lot whose outline touches the box, and none beside it', async () => {
    expect(await apnsWhere(outlineMeets(around(34.0505, -118.2995, 0.0001)))).toEqual([
      '5000000001',
    ])
    // The box's edge on the outline's east edge counts as meeting it.
    expect(
      await apnsWhere(outlineMeets({ west: -118.299, south: 34, east: -118.2, north: 34.1 })),
    ).toEqual(['5000000001'])
    expect(await apnsWhere(outlineMeets(around(34.0505, -118.2985, 0.0004)))).toEqual([])
  })

  it('finds a lot whose point is in the box, and none beside it', async () => {
    expect(await apnsWhere(pointIn(around(34.06, -118.28, 0.0001)))).toEqual(['5000000002'])
    expect(await apnsWhere(pointIn(around(34.0605, -118.28, 0.0004)))).toEqual([])
  })

  it('answers both from their two-dimensional indexes', async () => {
    expect(await planOf(outlineMeets(around(34.05, -118.3, 0.01)))).toContain('parcels_outline_box')
    expect(await planOf(pointIn(around(34.06, -118.28, 0.01)))).toContain('parcels_point')
  })
})
