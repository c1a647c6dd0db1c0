// Lot shapes from small files in the County layer's published formats, joined to parcels
// imported as production imports them.
import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import proj4 from 'proj4'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import {
  ASSESSOR_CSV,
  createFixtureFolder,
  importFile,
  type FixtureFolder,
} from '#tests/setup/parcel-fixtures.ts'
import { writePolygonShapefile } from '#tests/setup/shapefile-writer.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

const STATE_PLANE_5_FEET =
  '+proj=lcc +lat_0=33.5 +lon_0=-118 +lat_1=35.4666666666667 +lat_2=34.0333333333333 +x_0=2000000.0001016 +y_0=500000.0001016 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=us-ft +no_defs'
const PRJ_2229 =
  'PROJCS["NAD_1983_StatePlane_California_V_FIPS_0405_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",6561666.666666666],PARAMETER["False_Northing",1640416.666666667],PARAMETER["Central_Meridian",-118.0],PARAMETER["Standard_Parallel_1",34.03333333333333],PARAMETER["Standard_Parallel_2",35.46666666666667],PARAMETER["Latitude_Of_Origin",33.5],UNIT["Foot_US",0.3048006096012192]]'

let database: Database
let files: FixtureFolder
beforeAll(async () => {
  database = await createTestDatabase()
  files = await createFixtureFolder()
  await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
})
afterAll(async () => {
  await database.close()
  await files.remove()
})

type Corner = [number, number]
/** A counter-clockwise rectangle of `width` × `depth` ft whose south-west corner is east/north of a point. */
function rectangle(lat: number, lon: number, width: number, depth: number, offsetFt = 0): Corner[] {
  const dLon = (feet: number) => feet / (364_000 * Math.cos((lat * Math.PI) / 180))
  const dLat = (feet: number) => feet / 364_000
  const w = lon - dLon(width / 2) + dLon(offsetFt)
  const e = lon + dLon(width / 2) + dLon(offsetFt)
  const s = lat - dLat(depth / 2)
  const n = lat + dLat(depth / 2)
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ]
}

const feature = (ain: string, rings: Corner[][]) => ({
  type: 'Feature',
  properties: { AIN: ain, SitusCity: 'LOS ANGELES CA' },
  geometry: { type: 'Polygon', coordinates: rings },
})
const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features })

async function parcel(apn: string) {
  const [row] = await database.db.select().from(parcels).where(eq(parcels.apn, apn))
  return row!
}

describe('parcel shapes from GeoJSON', () => {
  it('joins each lot by AIN, repairs what a library can, and rejects the rest with the reason', async () => {
    const open = rectangle(34.03317, -118.36779, 60, 116).slice(0, 4)
    const clockwise = rectangle(34.0112, -118.288, 42, 55).reverse()
    const file = await files.write(
      'parcels.geojson',
      collection([
        feature('4306026007', [rectangle(34.0467, -118.3948, 60, 120)]),
        feature('5048005037', [open]),
        feature('7467028022', [clockwise]),
        feature('1111111111', [rectangle(34.05, -118.25, 50, 100)]),
        feature(' ', [rectangle(34.05, -118.25, 50, 100)]),
      ]),
    )
    const summary = await importFile(database, 'parcel-shapes', file)
    expect(summary).toMatchObject({ read: 5, inserted: 0, updated: 3, rejected: 2 })
    expect(summary.derived).toMatchObject({
      'shapes repaired: unclosed ring': 1,
      'shapes repaired: ring order': 1,
    })
    const rejects = await readFile(`${file}.rejects.csv`, 'utf8')
    expect(rejects).toContain('no parcel with APN 1111-111-111 is in the records')
    expect(rejects).toContain('no AIN')

    const lot = await parcel('4306-026-007')
    expect(lot.shape?.type).toBe('MultiPolygon')
    expect(lot.shapeAreaSf).toBeGreaterThan(7100)
    expect(lot.shapeAreaSf).toBeLessThan(7300)
    expect(lot.shapeSouth).toBeLessThan(34.0467)
    expect(lot.shapeNorth).toBeGreaterThan(34.0467)
    expect(lot.sources.shape).toBe(lot.sources.shapeAreaSf)
    // The shape joins the facts; it replaces none.
    expect(lot.lotSf).toBe(7172)
    const turned = (await parcel('7467-028-022')).shape!.coordinates[0]![0]!
    expect(turned[1]![0]).toBeGreaterThan(turned[0]![0])
  })

  it('rebuilds a lot that crosses itself, and rejects one with no area or far from its point', async () => {
    const [a, b, c, d] = rectangle(34.0467, -118.3948, 60, 120)
    const bowtie: Corner[] = [a!, b!, d!, c!, a!]
    const file = await files.write(
      'bad.geojson',
      collection([
        feature('4306026007', [bowtie]),
        feature('5048005037', [
          [
            [-118.36779, 34.03317],
            [-118.3677, 34.03317],
            [-118.3676, 34.03317],
            [-118.36779, 34.03317],
          ],
        ]),
        feature('7467028022', [rectangle(34.0112, -118.288, 42, 55, 3000)]),
      ]),
    )
    const before = await parcel('5048-005-037')
    const summary = await importFile(database, 'parcel-shapes', file)
    expect(summary).toMatchObject({ read: 3, updated: 1, rejected: 2 })
    expect(summary.derived['shapes repaired: self-intersection']).toBe(1)
    const rejects = await readFile(`${file}.rejects.csv`, 'utf8')
    expect(rejects).toContain('the shape has no area')
    expect(rejects).toMatch(/the shape lies \d+ ft from the parcel's point/)
    // The rejected lots keep their earlier shape and all their facts.
    const after = await parcel('5048-005-037')
    expect(after.shape).toEqual(before.shape)
    expect(after.lotSf).toBe(before.lotSf)
    const rebuilt = await parcel('4306-026-007')
    expect(rebuilt.shape!.coordinates.length).toBe(2)
  })

  it('reads State Plane zone 5 feet, as the County publishes its exports', async () => {
    const toFeet = (ring: Corner[]) =>
      ring.map((corner) => proj4('EPSG:4326', STATE_PLANE_5_FEET, corner) as Corner)
    const file = await files.write(
      'feet.geojson',
      collection([feature('4306026007', [toFeet(rectangle(34.0467, -118.3948, 80, 100))])]),
    )
    expect(await importFile(database, 'parcel-shapes', file)).toMatchObject({
      updated: 1,
      rejected: 0,
    })
    const lot = await parcel('4306-026-007')
    expect(lot.shapeAreaSf).toBeGreaterThan(7900)
    expect(lot.shapeAreaSf).toBeLessThan(8100)
    expect(lot.shapeWest).toBeCloseTo(
      -118.3948 - 40 / (364_000 * Math.cos((34.0467 * Math.PI) / 180)),
      5,
    )
  })
})

describe('parcel shapes from a shapefile', () => {
  it('reads the .shp, its .dbf and the coordinate system its .prj names', async () => {
    const base = files.path('parcels')
    const toFeet = (ring: Corner[]) =>
      ring.map((corner) => proj4('EPSG:4326', STATE_PLANE_5_FEET, corner) as Corner)
    // Shapefiles keep rings clockwise: the importer turns them to GeoJSON's order.
    await writePolygonShapefile(base, [
      {
        polygon: [toFeet(rectangle(34.03317, -118.36779, 60, 116)).reverse()],
        properties: { AIN: '5048005037', SitusAddre: '2553 S THURMAN AVE' },
      },
    ])
    await files.write('parcels.prj', PRJ_2229)
    const summary = await importFile(database, 'parcel-shapes', `${base}.shp`)
    expect(summary).toMatchObject({ read: 1, updated: 1, rejected: 0 })
    const lot = await parcel('5048-005-037')
    expect(lot.shapeAreaSf).toBeGreaterThan(6860)
    expect(lot.shapeAreaSf).toBeLessThan(7060)
    expect(lot.shapeSouth).toBeCloseTo(34.03317 - 58 / 364_000, 5)
  })

  it('refuses a coordinate system it does not know by name', async () => {
    const file = await files.write('x.geojson', collection([]))
    await expect(importFile(database, 'parcel-shapes', file, { crs: 'EPSG:9999' })).rejects.toThrow(
      /--crs EPSG:9999 is not one of EPSG:4326, EPSG:2229, EPSG:3857/,
    )
  })
})
