import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenAnswer } from '#common/contracts/screen.ts'
import type { LotShape, Ring } from '#common/lot-shape.ts'
import { formatScreenArea, rectangleArea } from '#common/screen-area.ts'
import { parcels } from '#server/db/schema/index.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import { computeScreenResult } from '#server/domain/screen-results.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { callAs, errorBody, requestAs, type People, type Who } from '#tests/setup/people.ts'
import { createScreenedDemoCity, type ScreenRequestQuery } from '#tests/setup/screened-demo-city.ts'
import type { TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 400

let t: TestApp
let people: People

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS)
  t = city.t
  people = city.people
}, 120_000)
afterAll(() => t.close())

function call(who: Who, query: ScreenRequestQuery) {
  return callAs(t, people, who, (api) => api.screen.$get({ query }))
}

/** Every matching lot of this small city, in one page. */
async function screen(query: ScreenRequestQuery): Promise<ScreenAnswer> {
  const response = await call('owner', { ...query, limit: String(PARCELS) })
  expect(response.status).toBe(200)
  return response.body as ScreenAnswer
}

const areaQuery = (ring: Ring) => ({ area: formatScreenArea(ring) })

/** A square outline from its south-west corner and side, in degrees. */
function square(west: number, south: number, side: number): LotShape {
  return {
    type: 'MultiPolygon',
    coordinates: [[rectangleArea(west, south, west + side, south + side)]],
  }
}

async function giveOutline(apn: string, shape: LotShape, point?: { lat: number; lon: number }) {
  const [corners] = shape.coordinates
  const ring = corners?.[0] ?? []
  const lons = ring.map(([lon]) => lon)
  const lats = ring.map(([, lat]) => lat)
  await t.database.db
    .update(parcels)
    .set({
      shape,
      shapeWest: Math.min(...lons),
      shapeEast: Math.max(...lons),
      shapeSouth: Math.min(...lats),
      shapeNorth: Math.max(...lats),
      ...point,
    })
    .where(eq(parcels.apn, apn))
}

async function pointsOf() {
  return t.database.db
    .select({ apn: parcels.apn, lat: parcels.lat, lon: parcels.lon, zip: parcels.zip })
    .from(parcels)
    .where(and(eq(parcels.isDemo, true), isNull(parcels.shape)))
}

describe('a screen kept to an area drawn on the map', () => {
  it('the same lots as the engine run one by one on the parcels whose point is in the area', async () => {
    const points = await pointsOf()
    const lats = points.map((lot) => lot.lat!).sort((a, b) => a - b)
    const lons = points.map((lot) => lot.lon!).sort((a, b) => a - b)
    // The middle half of the city's spread each way: some lots in, many out.
    const [south, north] = [
      lats[Math.floor(lats.length / 4)]!,
      lats[Math.floor((lats.length * 3) / 4)]!,
    ]
    const [west, east] = [
      lons[Math.floor(lons.length / 4)]!,
      lons[Math.floor((lons.length * 3) / 4)]!,
    ]
    const area = rectangleArea(west, south, east, north)
    // The address keeps five decimals; the expectation reads the same rounded edges.
    const [[w, s], , [e, n]] = area as [[number, number], unknown, [number, number]]
    const inside = points.filter(({ lat, lon }) => lat! >= s && lat! <= n && lon! >= w && lon! <= e)
    const facts = await findParcelsForAnalysis(
      t.database.db,
      inside.map((lot) => lot.apn),
    )
    const today = todayInLosAngeles()
    const expected = inside.filter(({ apn, zip }) => {
      const result = computeScreenResult(facts.get(apn)!.facts, today, zip)
      const homes = result.unlimitedUnits ? Infinity : (result.maxNetNewUnits ?? -Infinity)
      return result.availablePathways.length + result.confirmPathways.length > 0 && homes >= 2
    })
    expect(expected.length).toBeGreaterThan(5)

    const answer = await screen({ minHomes: '2', ...areaQuery(area) })
    const everywhere = await screen({ minHomes: '2' })
    expect(answer.total).toBeLessThan(everywhere.total)
    expect(answer.rows.map((row) => row.apn).sort()).toEqual(expected.map((lot) => lot.apn).sort())
  })

  it('a lot inside is in, one outside is out, one whose outline straddles the edge is in, and a lot with an outline is judged by it, not its point', async () => {
    const everywhere = await screen({ sort: 'apn', dir: 'asc' })
    const points = new Map((await pointsOf()).map((lot) => [lot.apn, lot]))
    const open = everywhere.rows.map((row) => row.apn).filter((apn) => points.has(apn))
    const [insideApn, straddlingApn, outlinedApn] = open
    const inside = points.get(insideApn!)!
    const side = 0.0004
    const area = rectangleArea(
      inside.lon! - side / 2,
      inside.lat! - side / 2,
      inside.lon! + side / 2,
      inside.lat! + side / 2,
    )
    // Its outline crosses the area's east edge; its point stays where it was, far off.
    await giveOutline(straddlingApn!, square(inside.lon! + side / 4, inside.lat!, side))
    // Its point is moved into the area, but its outline lies wholly east of it.
    await giveOutline(outlinedApn!, square(inside.lon! + side, inside.lat!, side / 4), {
      lat: inside.lat!,
      lon: inside.lon!,
    })

    const answer = await screen(areaQuery(area))
    const apns = answer.rows.map((row) => row.apn)
    expect(apns).toContain(insideApn)
    expect(apns).toContain(straddlingApn)
    expect(apns).not.toContain(outlinedApn)
    // Every other lot in: a demo lot whose point is in the area.
    for (const apn of apns.filter((apn) => apn !== straddlingApn)) {
      const { lat, lon } = points.get(apn)!
      expect(Math.abs(lat! - inside.lat!)).toBeLessThanOrEqual(side / 2 + 1e-5)
      expect(Math.abs(lon! - inside.lon!)).toBeLessThanOrEqual(side / 2 + 1e-5)
    }
    expect(answer.total).toBeLessThan(everywhere.total)
  })

  it('a triangle leaves out the lots in the corner of its box it does not cover', async () => {
    const points = await pointsOf()
    const [lot] = points
    const side = 0.01
    // A right triangle whose long edge runs from the south-east to the north-west: the lot sits
    // in the box's north-east corner, outside the triangle.
    const triangle: Ring = [
      [lot!.lon! - side, lot!.lat! - side],
      [lot!.lon! + side / 10, lot!.lat! - side],
      [lot!.lon! - side, lot!.lat! + side / 10],
      [lot!.lon! - side, lot!.lat! - side],
    ]
    const answer = await screen(areaQuery(triangle))
    expect(answer.rows.map((row) => row.apn)).not.toContain(lot!.apn)
  })

  it('visitors get the first lots in the area and its count, no more', async () => {
    const area = rectangleArea(-118.7, 33.7, -118.1, 34.35)
    const signedIn = await screen(areaQuery(area))
    const visitor = (await call('visitor', areaQuery(area))).body as ScreenAnswer
    expect(visitor.total).toBe(signedIn.total)
    expect(visitor.rows).toEqual(signedIn.rows.slice(0, 10))
  })

  it('a bad area is a 400 naming the field in words', async () => {
    const cases: Array<[string, string]> = [
      [
        '-118.3 34,-118.2 34,-118.2 34.1',
        'area must end at the corner it starts from: repeat the first corner last',
      ],
      ['-118.3 34,-118.2 34.1,-118.2 34,-118.3 34.1,-118.3 34', 'area must not cross itself'],
      [
        '-218.3 34,-118.2 34,-118.2 34.1,-218.3 34',
        'area must have longitudes between -180 and 180 and latitudes between -90 and 90, longitude first',
      ],
      [
        '34 -118.3,34 -118.2,34.1 -118.2,34 -118.3',
        'area must have longitudes between -180 and 180 and latitudes between -90 and 90, longitude first',
      ],
      [
        '-118.3,34,-118.2,34',
        'area must be corners written "longitude latitude", separated by commas, the first repeated as the last',
      ],
      [
        [
          ...Array.from(
            { length: 60 },
            (_, i) =>
              `${(-118 - Math.cos(i / 9.55) / 10).toFixed(5)} ${(34 + Math.sin(i / 9.55) / 10).toFixed(5)}`,
          ),
          `${(-118 - 0.1).toFixed(5)} 34.00000`,
        ].join(','),
        'area may have at most 50 corners',
      ],
    ]
    for (const [area, message] of cases)
      expect(await call('owner', { area })).toMatchObject({
        status: 400,
        body: errorBody('INVALID_INPUT', `area: ${message}`),
      })
  })

  it('a screen with its area can be saved and opened again', async () => {
    const { area } = areaQuery(rectangleArea(-118.5, 33.9, -118.2, 34.2))
    const query = `minHomes=1&area=${encodeURIComponent(area)}`
    const saved = await callAs(t, people, 'owner', (api) =>
      api.screen.saved.$post({ json: { name: 'Drawn area', query } }),
    )
    expect(saved.status).toBe(201)
    const kept = (saved.body as { screen: { query: string } }).screen.query
    expect(new URLSearchParams(kept).get('area')).toBe(new URLSearchParams(query).get('area'))
    // A saved screen's query string, replayed as the Find Lots page sends it (decision 390).
    const replay = (search: string) =>
      requestAs(t, people, 'owner', 'GET', new URL(`?${search}`, t.api().screen.$url()).href)
    const [again, first] = [await replay(kept), await replay(query)]
    expect([again.status, first.status]).toEqual([200, 200])
    expect(again.body).toEqual(first.body)
  })
})
