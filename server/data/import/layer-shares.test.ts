// Zoning and overlay layers laid over lots by their outlines: the largest share decides, a real
// split is kept and explained, a sliver from misdrawn maps is not a split, and a lot with no
// outline still goes by its point.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import {
  ASSESSOR_CSV,
  createFixtureFolder,
  importFile,
  type FixtureFolder,
} from '#tests/setup/parcel-fixtures.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'

type Corner = [number, number]

/** A counter-clockwise box given in feet east (x) and north (y) of a point. */
function box(
  [lat, lon]: readonly [number, number],
  [west, east]: readonly [number, number],
  [south, north]: readonly [number, number],
): Corner[] {
  const x = (feet: number) => lon + feet / (364_000 * Math.cos((lat * Math.PI) / 180))
  const y = (feet: number) => lat + feet / 364_000
  return [
    [x(west), y(south)],
    [x(east), y(south)],
    [x(east), y(north)],
    [x(west), y(north)],
    [x(west), y(south)],
  ]
}

// 4306-026-007, drawn 60 × 120 ft with its recorded point 20 ft from its west line (x −20 to 40),
// so that its point and its larger part can fall on different sides of a line.
const OAKMORE = [34.0467, -118.3948] as const
const THURMAN = [34.03317, -118.36779] as const // 5048-005-037, drawn 60 × 116 ft
const FORTIETH = [34.0112, -118.288] as const // 7467-028-022, no outline
const FAR = [-2000, 2000] as const

const polygonFeature = (properties: Record<string, unknown>, ring: Corner[]) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [ring] },
})
const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features })

let files: FixtureFolder
let database: Database
beforeAll(async () => {
  files = await createFixtureFolder()
})
afterAll(() => files.remove())
beforeEach(async () => {
  database = await createTestDatabase()
  await importFile(database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
  await importFile(
    database,
    'parcel-shapes',
    await files.write(
      'shapes.geojson',
      collection([
        polygonFeature({ AIN: '4306026007' }, box(OAKMORE, [-20, 40], [-60, 60])),
        polygonFeature({ AIN: '5048005037' }, box(THURMAN, [-30, 30], [-58, 58])),
      ]),
    ),
  )
})
afterEach(() => database.close())

async function parcel(apn: string) {
  const [row] = await database.db.select().from(parcels).where(eq(parcels.apn, apn))
  return row!
}

async function importZoning(features: unknown[]) {
  return importFile(database, 'zoning', await files.write('zoning.geojson', collection(features)))
}

describe('a zoning layer laid over lot outlines', () => {
  it('gives the largest share’s zone, keeps a real split, ignores a sliver, and places a lot without an outline by its point', async () => {
    const summary = await importZoning([
      // Oakmore's point lies in R1-1, on 25 of its 60 ft of width; R2-1 covers the larger part.
      polygonFeature({ ZONE_CMPLT: 'R1-1' }, box(OAKMORE, [-2000, 5], FAR)),
      polygonFeature({ ZONE_CMPLT: 'R2-1' }, box(OAKMORE, [5, 2000], FAR)),
      // Thurman: 1.5 ft of its width across the line, a sliver of two maps drawn apart.
      polygonFeature({ ZONE_CMPLT: 'R3-1' }, box(THURMAN, [-2000, 28.5], FAR)),
      polygonFeature({ ZONE_CMPLT: 'C2-1' }, box(THURMAN, [28.5, 2000], FAR)),
      polygonFeature({ ZONE_CMPLT: 'RD1.5-1' }, box(FORTIETH, [-200, 200], [-200, 200])),
    ])
    expect(summary.derived['lots straddling a line (split recorded)']).toBe(1)
    expect(summary.derived['parcels given a zone string']).toBe(3)

    const oakmore = await parcel('4306-026-007')
    expect(oakmore).toMatchObject({ zoneString: 'R2-1', zoneClass: 'R2' })
    const split = oakmore.mapSplits?.zoneString ?? []
    expect(split.map((share) => share.value)).toEqual(['R2-1', 'R1-1'])
    expect(split[0]!.sf).toBeGreaterThan(4130)
    expect(split[0]!.sf).toBeLessThan(4270)
    expect(split[1]!.sf).toBeGreaterThan(2950)
    expect(split[1]!.sf).toBeLessThan(3050)
    expect(oakmore.sources.mapSplits).toBe(oakmore.sources.zoneString)

    expect(await parcel('5048-005-037')).toMatchObject({ zoneString: 'R3-1', mapSplits: null })
    expect(await parcel('7467-028-022')).toMatchObject({ zoneString: 'RD1.5-1', mapSplits: null })

    const [analysed] = (await findParcelsForAnalysis(database.db, ['4306-026-007'])).values()
    const reason = analysed!.derivations.find((entry) => entry.fact === 'zoneString')?.reason
    expect(reason).toMatch(
      /^The lot straddles a line on the City’s zoning map: R2-1 on 58 % of the lot \(4,\d{3} sq ft\), R1-1 on 42 % \(\d,\d{3} sq ft\)\. The larger part’s reading \(R2-1\) is used for the whole lot until it is confirmed/,
    )
    expect(analysed!.facts.zoneString).toBe('R2-1')
  })

  it('drops the split when a later layer no longer crosses the lot', async () => {
    await importZoning([
      polygonFeature({ ZONE_CMPLT: 'R1-1' }, box(OAKMORE, [-2000, 12], FAR)),
      polygonFeature({ ZONE_CMPLT: 'R2-1' }, box(OAKMORE, [12, 2000], FAR)),
    ])
    await importZoning([polygonFeature({ ZONE_CMPLT: 'R2-1' }, box(OAKMORE, [-2000, 2000], FAR))])
    expect(await parcel('4306-026-007')).toMatchObject({ zoneString: 'R2-1', mapSplits: null })
  })
})

describe('an overlay laid over lot outlines', () => {
  it('puts a lot mostly outside the fire zone outside, though its point is inside, and says that 37 % of it is inside', async () => {
    const summary = await importFile(
      database,
      'overlay',
      await files.write(
        'fire.geojson',
        collection([
          polygonFeature({ HAZ_CLASS: 'Very High' }, box(OAKMORE, [-2000, 2], FAR)),
          polygonFeature({ HAZ_CLASS: 'Very High' }, box(THURMAN, [-2000, 2000], FAR)),
        ]),
      ),
      { flag: 'vhfhsz' },
    )
    expect(summary.derived['parcels inside (vhfhsz)']).toBe(1)
    const oakmore = await parcel('4306-026-007')
    expect(oakmore.vhfhsz).toBe(false)
    expect(oakmore.mapSplits?.vhfhsz?.map((share) => share.value)).toEqual([false, true])
    expect(await parcel('5048-005-037')).toMatchObject({ vhfhsz: true, mapSplits: null })
    expect((await parcel('7467-028-022')).vhfhsz).toBe(false)

    const [analysed] = (await findParcelsForAnalysis(database.db, ['4306-026-007'])).values()
    expect(analysed!.derivations.find((entry) => entry.fact === 'vhfhsz')?.reason).toMatch(
      /^The lot straddles a line on the map of very high fire hazard severity zones: outside on 63 % of the lot \(4,\d{3} sq ft\), inside on 37 % \(2,\d{3} sq ft\)\./,
    )
  })
})
