import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { dataImports, parcels, transitStops } from '#server/db/schema/index.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { generateDemoParcels } from './demo-city.ts'
import { loadDemoCityIfEmpty } from './load-demo-city.ts'
import { realStreets } from './real-streets.ts'

describe('the demo city generator', () => {
  const sample = [...generateDemoParcels({ count: 5000 })]
  const share = (test: (parcel: (typeof sample)[number]) => boolean) =>
    sample.filter(test).length / sample.length

  it('is deterministic: the same seed gives the same city', () => {
    expect([...generateDemoParcels({ count: 200 })]).toEqual(sample.slice(0, 200))
    expect([...generateDemoParcels({ count: 200, seed: 7 })]).not.toEqual(sample.slice(0, 200))
  })

  it('marks every parcel as demo, in Assessor books the County does not use', () => {
    expect(sample.every((parcel) => parcel.isDemo && /^90\d\d-\d{3}-\d{3}$/.test(parcel.apn))).toBe(
      true,
    )
    expect(new Set(sample.map((parcel) => parcel.apn)).size).toBe(sample.length)
    expect(new Set(sample.map((parcel) => parcel.addressDisplay)).size).toBe(sample.length)
  })

  it('looks like Los Angeles: mostly R1, lots near the City’s medians, homes mostly before 1978', () => {
    expect(share((p) => p.zoneClass === 'R1')).toBeGreaterThan(0.15)
    expect(share((p) => p.zoneClass === 'R1')).toBeLessThan(0.45)
    const r1Lots = sample
      .filter((p) => p.zoneClass === 'R1')
      .map((p) => p.lotSf as number)
      .sort((a, b) => a - b)
    const median = r1Lots[Math.floor(r1Lots.length / 2)] as number
    expect(median).toBeGreaterThan(5000)
    expect(median).toBeLessThan(8000)
    expect(share((p) => p.yearBuilt != null && p.yearBuilt < 1978)).toBeGreaterThan(0.6)
    expect(share((p) => p.rso === true)).toBeGreaterThan(0.03)
    // Rent stabilization only where the ordinance can apply.
    expect(
      sample
        .filter((p) => p.rso)
        .every((p) => (p.existingUnits ?? 0) >= 2 && (p.yearBuilt ?? 9999) < 1978),
    ).toBe(true)
    expect(share((p) => p.vhfhsz === true)).toBeGreaterThan(0.02)
    // No lot is wider than it is deep, so its yards leave room to build.
    expect(sample.every((p) => p.lotWidthFt! <= p.lotDepthFt!)).toBe(true)
    expect(
      sample.every((p) => p.lat! > 33.6 && p.lat! < 34.4 && p.lon! > -118.75 && p.lon! < -118.1),
    ).toBe(true)
    // No lot past twice its zone's 90th percentile: an R5 lot stays under 170,072 sq ft.
    expect(sample.filter((p) => p.zoneClass === 'R5').every((p) => p.lotSf! <= 170_072)).toBe(true)
  })

  it('lays each lot on one of the real streets nearest it, never at a real parcel’s address', () => {
    const streets = realStreets()
    for (const parcel of sample.slice(0, 500)) {
      const street = [parcel.streetDirection, parcel.streetName, parcel.streetSuffix]
        .filter(Boolean)
        .join(' ')
      const near = streets.nearestStreets({ lat: parcel.lat!, lon: parcel.lon! }, 3)
      expect(near.map((point) => point.street)).toContain(street)
      expect(streets.addresses.has(`${parcel.houseNumber} ${street}`)).toBe(false)
    }
  })
})

describe('loading the demo city', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('fills an empty database once, with rail stations and transit distances', async () => {
    const logger = createLogger('silent')
    expect(await loadDemoCityIfEmpty({ database, logger, count: 2000 })).toBe(true)
    const [loaded] = await database.db.select({ n: count() }).from(parcels)
    expect(loaded?.n).toBe(2000)
    const [stations] = await database.db
      .select({ n: count() })
      .from(transitStops)
      .where(eq(transitStops.isDemo, true))
    expect(stations?.n).toBeGreaterThan(100)
    const [withDistance] = await database.db
      .select({ n: count() })
      .from(parcels)
      .where(eq(parcels.mtsKind, 'light_rail'))
    expect(withDistance?.n).toBeGreaterThan(0)
    const [run] = await database.db.select().from(dataImports)
    expect(run).toMatchObject({ kind: 'demo', inserted: 2000 })
    expect(await loadDemoCityIfEmpty({ database, logger, count: 2000 })).toBe(false)
  })
})
