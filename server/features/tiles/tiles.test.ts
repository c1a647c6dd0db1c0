// Map tiles through the real API, over parcels imported the way production imports them.
import { VectorTile } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { apnOfMapId } from '#common/contracts/parcels.ts'
import { positionAt } from '#common/lot-shape.ts'
import { NO_BOARDING_METHOD } from '#server/data/import/gtfs.importer.ts'
import { parcels, transitStops } from '#server/db/schema/index.ts'
import { insertAssessorImport } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import {
  ASSESSOR_CSV,
  createFixtureFolder,
  importFile,
  type FixtureFolder,
} from '#tests/setup/parcel-fixtures.ts'

let t: TestApp
let files: FixtureFolder
beforeAll(async () => {
  t = await createTestApp()
  files = await createFixtureFolder()
  await importFile(t.database, 'assessor', await files.write('assessor.csv', ASSESSOR_CSV))
})
afterAll(async () => {
  await t.close()
  await files.remove()
})

/** The tile at a zoom that holds a point. */
function tileOf(lat: number, lon: number, z: number) {
  const n = 2 ** z
  const rad = (lat * Math.PI) / 180
  return {
    z,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  }
}

/** A tile's address, named through the typed client so that a renamed route fails at type-check. */
function tileUrl(tile: { z: number | string; x: number | string; y: number | string }) {
  const param = { z: String(tile.z), x: String(tile.x), y: String(tile.y) }
  return t.api().tiles[':z'][':x'][':y'].$url({ param }).href
}

async function layersOf(response: Response) {
  const tile = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())))
  return Object.fromEntries(
    Object.entries(tile.layers).map(([name, layer]) => [
      name,
      Array.from({ length: layer.length }, (_, i) => ({
        type: layer.feature(i).type,
        id: layer.feature(i).id,
        properties: layer.feature(i).properties,
      })),
    ]),
  )
}

/** Each lot's properties, with its APN read from the feature's id as the map reads it. */
function lotsOf(layers: Awaited<ReturnType<typeof layersOf>>) {
  return (layers.lots ?? []).map(({ id, properties }) => ({ apn: apnOfMapId(id), ...properties }))
}

async function lotsIn(response: Response) {
  return lotsOf(await layersOf(response))
}

/** The feature of one lot in a tile, found by its APN. */
async function lotFeatureIn(response: Response, apn: string) {
  const layer = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer()))).layers
    .lots!
  const index = Array.from({ length: layer.length }, (_, i) => i).find(
    (i) => apnOfMapId(layer.feature(i).id) === apn,
  )
  expect(index).toBeDefined()
  return layer.feature(index!)
}

const OAKMORE = { lat: 34.0467, lon: -118.3948 }

// Map tiles, read as bytes, by malformed addresses and with If-None-Match: each request here
// is sent as a map sends it, to the typed route's path (decision 390).
describe('GET /api/tiles/{z}/{x}/{y}', () => {
  it('draws the lots of a tile, each marked demo or real and approximate or drawn', async () => {
    const response = await t.request(tileUrl(tileOf(OAKMORE.lat, OAKMORE.lon, 16)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile')
    expect(await lotsIn(response)).toContainEqual({
      apn: '4306-026-007',
      zone: '',
      demo: false,
      approximate: true,
    })
  })

  it('answers a tile with nothing in it, or too far out to draw anything, with 204', async () => {
    const far = tileOf(OAKMORE.lat, OAKMORE.lon + 1, 16)
    expect((await t.request(tileUrl(far))).status).toBe(204)
    const out = tileOf(OAKMORE.lat, OAKMORE.lon, 9)
    expect((await t.request(tileUrl(out))).status).toBe(204)
  })

  it('marks each lot with the overlays it is in and its tiers on record, and draws the SB 79 rings and the stops', async () => {
    const db = t.database.db
    await db
      .update(parcels)
      .set({ rso: true, tocTier: 3, vhfhsz: false, hpoz: false, coastalZone: false })
      .where(eq(parcels.apn, '4306-026-007'))
    // A heavy-rail station about 1,000 ft east of the lot, and a bus stop by it.
    const [lon] = positionAt(OAKMORE, [1000, 0])
    await db.insert(transitStops).values([
      {
        id: 'test:rail',
        name: 'Oakmore Station',
        kind: 'heavy_rail',
        lat: OAKMORE.lat,
        lon: lon!,
        isMajor: true,
        majorMethod: 'rail station',
        dataset: 'test stops',
        datasetDate: '2026-10-01',
      },
      {
        // A station no trip picks riders up at (GTFS pickup_type 1): no major stop, so no SB 79
        // station area, as the lots' own facts read it.
        id: 'test:layover',
        name: 'Oakmore Yard',
        kind: 'heavy_rail',
        lat: OAKMORE.lat - 0.001,
        lon: lon!,
        isMajor: false,
        majorMethod: NO_BOARDING_METHOD,
        dataset: 'test stops',
        datasetDate: '2026-10-01',
      },
      {
        id: 'test:bus',
        name: 'Oakmore / Robertson',
        kind: 'bus',
        lat: OAKMORE.lat + 0.001,
        lon: lon!,
        isMajor: false,
        majorMethod: 'not frequent',
        dataset: 'test stops',
        datasetDate: '2026-10-01',
      },
    ])
    await insertAssessorImport(db)

    const near = tileOf(OAKMORE.lat, OAKMORE.lon, 15)
    const layers = await layersOf(await t.request(tileUrl(near)))
    const lot = lotsOf(layers).find(({ apn }) => apn === '4306-026-007')
    expect(lot).toMatchObject({ rso: true, toc_tier: 3 })
    // The overlays the record keeps it out of are left out, not written false (decision 760).
    for (const overlay of ['vhfhsz', 'hpoz', 'coastal_zone'])
      expect(lot).not.toHaveProperty(overlay)
    expect(layers.sb79_station_areas).toEqual([
      { type: 3, properties: { stop: 'Oakmore Station', tier: 1, ring: 'half', miles: 0.5 } },
      { type: 3, properties: { stop: 'Oakmore Station', tier: 1, ring: 'quarter', miles: 0.25 } },
    ])
    expect(layers.transit_stops).toEqual(
      expect.arrayContaining([
        { type: 1, properties: { name: 'Oakmore Station', kind: 'heavy_rail', major: true } },
        { type: 1, properties: { name: 'Oakmore Yard', kind: 'heavy_rail', major: false } },
        { type: 1, properties: { name: 'Oakmore / Robertson', kind: 'bus', major: false } },
      ]),
    )

    // Further out, no lots and no ordinary bus stops: the station and its rings.
    const out = tileOf(OAKMORE.lat, OAKMORE.lon, 11)
    const wide = await layersOf(await t.request(tileUrl(out)))
    expect(wide.lots).toBeUndefined()
    expect(wide.transit_stops!.map(({ properties }) => properties.name)).toEqual([
      'Oakmore Station',
    ])
    expect(wide.sb79_station_areas).toHaveLength(2)
  })

  it.each([
    ['23/0/0', 'The zoom must be between 0 and 22.'],
    ['2/4/0', 'At zoom 2, x and y must be between 0 and 3.'],
    ['2/0/-1', 'A tile address is three whole numbers: zoom, x and y.'],
    ['a/0/0', 'A tile address is three whole numbers: zoom, x and y.'],
  ])('refuses %s with 400 and says why', async (address, message) => {
    const [z = '', x = '', y = ''] = address.split('/')
    const response = await t.request(tileUrl({ z, x, y }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } })
  })

  it('serves a tile again from its cache until the data changes', async () => {
    const tile = tileUrl(tileOf(OAKMORE.lat, OAKMORE.lon, 17))
    const first = await t.request(tile)
    const etag = first.headers.get('etag')!
    expect((await t.request(tile, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    // A new import is a new data version: the tile is drawn again, now with the lot's shape.
    const w = OAKMORE.lon - 0.0002
    const e = OAKMORE.lon + 0.0002
    const s = OAKMORE.lat - 0.0002
    const n = OAKMORE.lat + 0.0002
    const shapes = await files.write(
      'shapes.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { AIN: '4306026007' },
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [w, s],
                  [e, s],
                  [e, n],
                  [w, n],
                  [w, s],
                ],
              ],
            },
          },
        ],
      }),
    )
    await importFile(t.database, 'parcel-shapes', shapes)
    const again = await t.request(tile, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(200)
    expect(again.headers.get('etag')).not.toBe(etag)
    const lot = await lotFeatureIn(again, '4306-026-007')
    expect(lot.properties).toMatchObject({ approximate: false })
    // The outline comes back as it was imported, to within one of the tile's units (about
    // 6 cm at zoom 17), its outer ring wound clockwise on screen as the format requires.
    const { z, x, y } = tileOf(OAKMORE.lat, OAKMORE.lon, 17)
    const geometry = lot.toGeoJSON(x, y, z).geometry as GeoJSON.Polygon
    expect(geometry.type).toBe('Polygon')
    const expected = [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
    ]
    const drawn = geometry.coordinates[0]!
    expect(drawn).toHaveLength(5)
    for (const [lon, lat] of drawn.slice(0, 4))
      expect(
        expected.some(([a, b]) => Math.abs(lon! - a!) < 1e-6 && Math.abs(lat! - b!) < 1e-6),
      ).toBe(true)
    const [ring] = lot.loadGeometry()
    let doubleArea = 0
    for (let i = 0; i + 1 < ring!.length; i += 1)
      doubleArea += ring![i]!.x * ring![i + 1]!.y - ring![i + 1]!.x * ring![i]!.y
    expect(doubleArea).toBeGreaterThan(0)
  })

  it('draws a lot across a tile edge whole in both tiles, and not in a tile it does not reach', async () => {
    const apnsIn = async (tile: { z: number; x: number; y: number }) => {
      const response = await t.request(tileUrl(tile))
      return response.status === 204 ? [] : (await lotsIn(response)).map((lot) => lot.apn)
    }
    // The lot's outline imported above is 0.0004° wide, about 36 m: at zoom 20 (tiles of about
    // 32 m) it crosses at least one edge, and every tile it touches draws it.
    const at20 = tileOf(OAKMORE.lat, OAKMORE.lon, 20)
    const around = [-1, 0, 1].flatMap((dx) =>
      [-1, 0, 1].map((dy) => ({ z: 20, x: at20.x + dx, y: at20.y + dy })),
    )
    const drawing = (await Promise.all(around.map(apnsIn))).filter((apns) =>
      apns.includes('4306-026-007'),
    )
    expect(drawing.length).toBeGreaterThan(1)
    // Far from it, no tile does.
    expect(await apnsIn({ z: 20, x: at20.x + 8, y: at20.y })).not.toContain('4306-026-007')
  })
})
