// The report's lot map through the real API and the real PDF: a lot drawn with its recorded
// outline, a lot drawn as its approximate rectangle turned to its street, its neighbours from
// the database and the nearest major transit stop.
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LotPlace } from '#common/contracts/report-map.ts'
import { positionAt, type LotShape } from '#common/lot-shape.ts'
import { parcels, transitStops } from '#server/db/schema/index.ts'
import { as } from '#tests/setup/accounts.ts'
import { createPeople, type People } from '#tests/setup/people.ts'
import { insertAnalyzedReport, insertAssessorImport, insertParcel } from '#tests/setup/reports.ts'
import { createTestApp, type Caller, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People

// A street running north-east (bearing 45°), far from every other test's parcels.
const STREET = { lat: 34.2, lon: -118.6 }
const BEARING = 45
/** A point `along` feet up the street and `across` feet to its south-east side. */
function onStreet(along: number, across: number) {
  const turn = (BEARING * Math.PI) / 180
  const [lon, lat] = positionAt(STREET, [
    along * Math.sin(turn) + across * Math.cos(turn),
    along * Math.cos(turn) - across * Math.sin(turn),
  ])
  return { lat, lon }
}

/** An irregular five-sided outline around a point, in lon/lat (counter-clockwise). */
function pentagonAt(centre: { lat: number; lon: number }): LotShape {
  const corners: Array<[number, number]> = [
    [-30, -60],
    [35, -60],
    [45, 20],
    [0, 70],
    [-30, 55],
  ]
  const ring = corners.map((corner) => positionAt(centre, corner))
  return { type: 'MultiPolygon', coordinates: [[[...ring, ring[0]!]]] }
}

let approximateReport: string
let outlinedReport: string
beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
  const db = t.database.db
  const street = { streetSearch: 'DIAGONAL AVE', isDemo: false, lotWidthFt: 50, lotDepthFt: 140 }
  // Six lots a lot-width apart along the street, and the one the approximate report is about.
  for (const along of [-150, -100, -50, 50, 100, 150])
    await insertParcel(db, { ...street, ...onStreet(along, 0) })
  const approximate = await insertAnalyzedReport(
    db,
    { userId: people.owner.id, status: 'completed' },
    { ...street, ...onStreet(0, 0) },
  )
  approximateReport = approximate.id
  const centre = onStreet(0, 400)
  const outline = pentagonAt(centre)
  const outlined = await insertAnalyzedReport(
    db,
    { userId: people.owner.id, status: 'completed' },
    {
      ...centre,
      isDemo: false,
      shape: outline,
      shapeWest: Math.min(...outline.coordinates[0]![0]!.map(([lon]) => lon)),
      shapeEast: Math.max(...outline.coordinates[0]![0]!.map(([lon]) => lon)),
      shapeSouth: Math.min(...outline.coordinates[0]![0]!.map(([, lat]) => lat)),
      shapeNorth: Math.max(...outline.coordinates[0]![0]!.map(([, lat]) => lat)),
    },
  )
  outlinedReport = outlined.id
  const station = onStreet(250, 60)
  await db.insert(transitStops).values({
    id: 'test:diagonal-station',
    name: 'Diagonal Ave Station',
    kind: 'light_rail',
    ...station,
    isMajor: true,
    majorMethod: 'rail station',
    dataset: 'test stops',
    datasetDate: '2026-10-01',
  })
  await insertAssessorImport(db)
})
afterAll(() => t.close())

const mapOf = (caller: Caller, id: string) =>
  t.api(caller).reports[':id']['map.svg'].$get({ param: { id } })
const placeOf = (caller: Caller, id: string) =>
  t.api(caller).reports[':id']['lot-place'].$get({ param: { id } })
const pdfOf = (id: string) => t.api(people.owner).reports[':id'].pdf.$get({ param: { id } })

const svgOf = async (id: string) => {
  const response = await mapOf(people.owner, id)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  return response.text()
}

/** The corners of the first path of a class of paths, in map pixels. */
function cornersOf(path: string): Array<[number, number]> {
  return [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])
}

describe('GET /api/reports/{id}/map.svg', () => {
  it('draws a lot without an outline as an approximate rectangle turned to face its street', async () => {
    const svg = await svgOf(approximateReport)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>This lot</text>')
    expect(svg).toContain('>approximate shape</text>')
    // The six neighbours on the street are drawn, dashed, as approximate too.
    const neighbours = [...svg.matchAll(/<path d="([^"]+)" fill="#eef2f2"[^>]*stroke-dasharray/g)]
    expect(neighbours.length).toBeGreaterThanOrEqual(6)
    // The lot's long side runs across the street (north-west), so its width edge runs at 45°.
    const lot = /<path d="([^"]+)" fill="#1f666b"/.exec(svg)![1]!
    const [a, b] = cornersOf(lot)
    const angle = (Math.atan2(-(b![1] - a![1]), b![0] - a![0]) * 180) / Math.PI
    expect(Math.abs(((angle % 90) + 90) % 90) - 45).toBeLessThan(1)
    // The station is about 260 ft up the street: on the map, named with its distance.
    expect(svg).toContain('>Diagonal Ave Station, 250 ft</text>')
    expect(svg).toMatch(/<circle cx="[\d.]+" cy="[\d.]+" r="6" fill="#8a3b12"/)
    expect(svg).toMatch(/>\d+ ft<\/text>/)
    expect(svg).toContain('>N</text>')
  })

  it('draws a lot with its recorded outline, not marked approximate', async () => {
    const svg = await svgOf(outlinedReport)
    expect(svg).not.toContain('approximate shape')
    const lot =
      /<path d="([^"]+)" fill="#1f666b" fill-opacity="0.85" stroke="#12363a" stroke-width="2" fill-rule="evenodd"\/>/.exec(
        svg,
      )![1]!
    expect(cornersOf(lot)).toHaveLength(5)
    // The station is off this map, about 420 ft to the north: an arrow on the edge points to it.
    expect(svg).toContain('>Toward Diagonal Ave Station, 400 ft</text>')
    expect(svg).toMatch(
      /<path d="M0 -9L7 7L0 3L-7 7Z" transform="translate\([\d.]+ [\d.]+\) rotate\([\d.]+\)"/,
    )
    expect(svg).toContain('<desc id="lot-map-desc">The lot among ')
  })

  it('is refused to a stranger as not found, and is the same map through a share link', async () => {
    expect((await mapOf(people.other, approximateReport)).status).toBe(404)
    const made = await t.api(people.owner).reports[':id']['share-links'].$post({
      param: { id: approximateReport },
      json: { expiresInDays: 7 },
    })
    const { token } = (await made.json()) as { token: string }
    const shared = await t.api().shared[':token']['map.svg'].$get({ param: { token } })
    expect(shared.status).toBe(200)
    expect(await shared.text()).toBe(await svgOf(approximateReport))
  })

  it('says a lot with no place on record has no map', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      status: 'completed',
    })
    const response = await mapOf(people.owner, report.id)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      error: { message: 'This lot has no place on record yet, so it has no map.' },
    })
  })
})

describe('GET /api/reports/{id}/lot-place', () => {
  it('gives the lot’s middle and the same nearest major stop as the drawn map, to its readers only', async () => {
    const response = await placeOf(people.owner, approximateReport)
    expect(response.status).toBe(200)
    const place = (await response.json()) as LotPlace
    const street = onStreet(0, 0)
    expect(place.lat).toBeCloseTo(street.lat, 6)
    expect(place.lon).toBeCloseTo(street.lon, 6)
    expect(place.stop).toMatchObject({ name: 'Diagonal Ave Station', distance: '250 ft' })
    expect(place.stop!.lat).toBeCloseTo(onStreet(250, 60).lat, 6)
    expect(place.stopCaption).toBe(
      'Nearest major transit stop: Diagonal Ave Station, 250 ft in a straight line.',
    )
    expect((await placeOf(people.other, approximateReport)).status).toBe(404)
    expect((await placeOf(null, approximateReport)).status).toBe(401)
  })

  it('says a lot with no place on record has no map', async () => {
    const report = await insertAnalyzedReport(t.database.db, {
      userId: people.owner.id,
      status: 'completed',
    })
    const response = await placeOf(people.owner, report.id)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      error: { message: 'This lot has no place on record yet, so it has no map.' },
    })
  })
})

describe('the lot map in the PDF', () => {
  it('prints the map with its labels, scale, north arrow and stop', async () => {
    const response = await pdfOf(approximateReport)
    expect(response.status).toBe(200)
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('Where the lot is')
    expect(text).toContain('This lot')
    expect(text).toContain('approximate shape')
    expect(text).toContain('Diagonal Ave Station, 250 ft')
    expect(text).toMatch(/\d+ ft/)
    expect(text).toContain(
      'Nearest major transit stop: Diagonal Ave Station, 250 ft in a straight line.',
    )
  })

  it('draws the map again once an import changes the parcels', async () => {
    const first = await pdfOf(outlinedReport)
    const etag = first.headers.get('etag')!
    await t.database.db.insert(parcels).values({
      apn: '7777-777-777',
      ain: '7777777777',
      ...onStreet(0, 470),
      lotSf: 5000,
      isDemo: true,
    })
    await insertAssessorImport(t.database.db)
    // A conditional request, about the HTTP exchange itself (decision 390).
    const pdf = t.api().reports[':id'].pdf.$url({ param: { id: outlinedReport } }).href
    const again = await as(t, people.owner, pdf, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(200)
    expect(again.headers.get('etag')).not.toBe(etag)
  })
})
