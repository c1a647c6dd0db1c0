import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { dataImports, parcels, transitStops } from '#server/db/schema/index.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { feetFrom, outlinesOf } from '#common/lot-shape.ts'
import { DEMO_PARCEL_COUNT, generateDemoParcels } from './demo-city.ts'
import { REAL_PARCEL_CLEARANCE_FT } from './demo-layout.ts'
import { NEIGHBOURHOODS } from './la-places.ts'
import { loadDemoCityIfEmpty } from './load-demo-city.ts'
import { realStreets } from './real-streets.ts'

describe('the demo city generator', () => {
  const sample = [...generateDemoParcels({ count: 5000 })]
  const share = (test: (parcel: (typeof sample)[number]) => boolean) =>
    sample.filter(test).length / sample.length

  it('is deterministic: the same seed gives the same city', () => {
    // Where a lot stands depends on every other lot, so the same count is compared.
    expect([...generateDemoParcels({ count: 5000 })]).toEqual(sample)
    expect([...generateDemoParcels({ count: 5000, seed: 7 })]).not.toEqual(sample)
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

  it('spreads lot areas inside their bounds instead of piling them on a bound', () => {
    // Draws set to a bound once gave 433 of the city's 50,000 lots 1,200 sq ft exactly, and four
    // R5 lots downtown 170,072 sq ft each (twice R5's 90th percentile).
    const lotsByArea = new Map<number, number>()
    for (const parcel of sample) {
      const area = parcel.lotSf as number
      lotsByArea.set(area, (lotsByArea.get(area) ?? 0) + 1)
    }
    expect(Math.max(...lotsByArea.values())).toBeLessThanOrEqual(5)
    expect(Math.min(...lotsByArea.keys())).toBeGreaterThanOrEqual(1_200)
  })

  it('keeps every lot off real parcels’ addresses', () => {
    const streets = realStreets()
    for (const parcel of sample) {
      const street = [parcel.streetDirection, parcel.streetName, parcel.streetSuffix]
        .filter(Boolean)
        .join(' ')
      expect(streets.addresses.has(`${parcel.houseNumber} ${street}`)).toBe(false)
    }
  })
})

describe('the demo city’s geography', () => {
  // The whole city: lots only crowd each other at its full density.
  const city = [...generateDemoParcels()]
  const placeOf = new Map(NEIGHBOURHOODS.map((place) => [place.name, place]))
  const drawn = outlinesOf(
    city.map((parcel) => ({
      shape: null,
      lat: parcel.lat!,
      lon: parcel.lon!,
      lotSf: parcel.lotSf!,
      lotWidthFt: parcel.lotWidthFt!,
      lotDepthFt: parcel.lotDepthFt!,
      streetSearch: parcel.streetSearch!,
      streetBearingDeg: parcel.streetBearingDeg!,
    })),
  )
  const origin = { lat: 34.05, lon: -118.35 }
  const outlines = drawn.map(({ shape }) =>
    shape.coordinates[0]![0]!.slice(0, 4).map(([lon, lat]) =>
      feetFrom(origin, { lat: lat!, lon: lon! }),
    ),
  )

  it('keeps the same number of lots, each drawn on the map along its grid’s streets', () => {
    expect(city).toHaveLength(DEMO_PARCEL_COUNT)
    expect(drawn).toHaveLength(DEMO_PARCEL_COUNT)
    for (const parcel of city) {
      const grid = placeOf.get(parcel.communityPlanArea!)!.gridBearingDeg ?? 0
      expect([grid, (grid + 90) % 180]).toContain(parcel.streetBearingDeg)
    }
  })

  it('gives every lot an address a street could have: a house number, no unit after the street', () => {
    expect(city.filter((parcel) => !(parcel.houseNumber! >= 1)).map((p) => p.apn)).toEqual([])
    // "BARRINGTON AVE 101" is a unit left on a street's name; "AVE 56" is a street.
    const unitAfterSuffix = /\S (ST|AVE|BLVD|DR|RD|PL|WAY|LN|CT|CIR|TER) \w+$/
    expect(
      city.filter((parcel) => unitAfterSuffix.test(parcel.streetName!)).map((p) => p.apn),
    ).toEqual([])
  })

  it('lays no two lots over each other', () => {
    // Lots are found by the 300 ft cells their corners touch; each pair is tested once.
    const cells = new Map<string, number[]>()
    outlines.forEach((outline, index) => {
      const xs = outline.map(([x]) => Math.floor(x / 300))
      const ys = outline.map(([, y]) => Math.floor(y / 300))
      for (let x = Math.min(...xs); x <= Math.max(...xs); x += 1)
        for (let y = Math.min(...ys); y <= Math.max(...ys); y += 1) {
          const key = `${x}:${y}`
          cells.set(key, [...(cells.get(key) ?? []), index])
        }
    })
    const overlapping: string[] = []
    const tested = new Set<number>()
    for (const lots of cells.values())
      for (const [n, a] of lots.entries())
        for (const b of lots.slice(n + 1)) {
          const pair = Math.min(a, b) * DEMO_PARCEL_COUNT + Math.max(a, b)
          if (tested.has(pair)) continue
          tested.add(pair)
          if (convexOverlapFt(outlines[a]!, outlines[b]!) > 0.5)
            overlapping.push(`${city[a]!.addressDisplay} and ${city[b]!.addressDisplay}`)
        }
    expect(overlapping).toEqual([])
    // And they are laid as a city is: most lots have a neighbour on their street beside them.
    const besideOne = city.filter((parcel, index) =>
      (cells.get(cellOf(outlines[index]!)) ?? []).some(
        (other) =>
          other !== index &&
          city[other]!.streetSearch === parcel.streetSearch &&
          convexOverlapFt(outlines[index]!, outlines[other]!) > -1,
      ),
    )
    expect(besideOne.length / city.length).toBeGreaterThan(0.85)
  })

  it('keeps every lot at least its clearance from every real parcel of the seed', () => {
    // Real parcels by the 1,000 ft cell they stand in; a lot looks two cells around its corner.
    const real = new Map<string, Array<[number, number]>>()
    for (const point of realStreets().points) {
      const [x, y] = feetFrom(origin, point)
      const key = `${Math.floor(x / 1000)}:${Math.floor(y / 1000)}`
      real.set(key, [...(real.get(key) ?? []), [x, y]])
    }
    const tooNear = outlines.flatMap((outline, index) => {
      const [cellX, cellY] = [Math.floor(outline[0]![0] / 1000), Math.floor(outline[0]![1] / 1000)]
      const near: Array<[number, number]> = []
      for (let x = cellX - 2; x <= cellX + 2; x += 1)
        for (let y = cellY - 2; y <= cellY + 2; y += 1) near.push(...(real.get(`${x}:${y}`) ?? []))
      const nearest = Math.min(...near.map((point) => distanceToConvexFt(point, outline)))
      // Measured in the city's one frame, which can shorten a foot east by a few in a thousand.
      return nearest < REAL_PARCEL_CLEARANCE_FT - 2
        ? [`${city[index]!.addressDisplay}: ${Math.round(nearest)} ft`]
        : []
    })
    expect(tooNear).toEqual([])
  })

  it('zones lots industrial only in the places where the City zones land for industry', () => {
    const industrialPlaces = city
      .filter((parcel) => /^(M|CM|I)/.test(parcel.zoneClass ?? ''))
      .map((parcel) => placeOf.get(parcel.communityPlanArea!)!.character)
    expect(industrialPlaces.length).toBeGreaterThan(1000)
    expect(new Set(industrialPlaces)).toEqual(new Set(['industrial', 'downtown']))
    expect(
      city.filter((parcel) => parcel.communityPlanArea === 'Koreatown').length,
    ).toBeGreaterThan(400)
  })

  it('names each lot’s street after a real street of its part of town', () => {
    const streets = realStreets()
    // Every fifth lot: the distance from it to the nearest real lot on its street, in miles.
    const miles = city
      .filter((_, index) => index % 5 === 0)
      .map((parcel) => {
        const street = [parcel.streetDirection, parcel.streetName, parcel.streetSuffix]
          .filter(Boolean)
          .join(' ')
        const nearestReal = streets
          .nearestStreets({ lat: parcel.lat!, lon: parcel.lon! }, 400)
          .find((point) => point.street === street)
        return nearestReal
          ? Math.hypot(...feetFrom({ lat: parcel.lat!, lon: parcel.lon! }, nearestReal)) / 5280
          : Infinity
      })
      .sort((a, b) => a - b)
    expect(miles[Math.floor(miles.length / 2)]).toBeLessThan(0.75)
    expect(miles.at(-1)).toBeLessThan(4)
  })
})

type Ring = ReadonlyArray<readonly [number, number]>

/** How deep two convex outlines overlap in feet (negative: the gap between them). */
function convexOverlapFt(a: Ring, b: Ring): number {
  let least = Infinity
  for (const ring of [a, b])
    for (const [i, p] of ring.entries()) {
      const q = ring[(i + 1) % ring.length]!
      const length = Math.hypot(q[0] - p[0], q[1] - p[1])
      const axis = [(q[1] - p[1]) / length, (p[0] - q[0]) / length] as const
      const onA = a.map(([x, y]) => x * axis[0] + y * axis[1])
      const onB = b.map(([x, y]) => x * axis[0] + y * axis[1])
      least = Math.min(
        least,
        Math.min(Math.max(...onA), Math.max(...onB)) - Math.max(Math.min(...onA), Math.min(...onB)),
      )
    }
  return least
}

/** A point's distance in feet from a convex outline (0 inside). */
function distanceToConvexFt([x, y]: readonly [number, number], ring: Ring): number {
  let inside = true
  let nearest = Infinity
  for (const [i, p] of ring.entries()) {
    const q = ring[(i + 1) % ring.length]!
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]]
    const t = Math.max(0, Math.min(1, ((x - p[0]) * dx + (y - p[1]) * dy) / (dx * dx + dy * dy)))
    nearest = Math.min(nearest, Math.hypot(x - p[0] - t * dx, y - p[1] - t * dy))
    if (dx * (y - p[1]) - dy * (x - p[0]) < 0) inside = false
  }
  return inside ? 0 : nearest
}

/** The 300 ft cell of an outline's first corner. */
function cellOf(outline: Ring): string {
  return `${Math.floor(outline[0]![0] / 300)}:${Math.floor(outline[0]![1] / 300)}`
}

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
