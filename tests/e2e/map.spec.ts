// The map of the lots on the home page, drawn with WebGL (SwiftShader in these tests): a search
// flies it to the lot, a click on the lot next door opens that lot's card, on a phone the card is
// a sheet over the map, and a browser without WebGL is told so while the search keeps working.
import { approximateLot, type LotShape } from '#common/lot-shape.ts'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { LOT_ZOOM, NO_WEBGL_MESSAGE } from '#web/features/map/map-types.ts'
import { DEMO_PARCEL_LABEL } from '#common/parcel-provenance.ts'
import { accessibilityViolations, expect, test } from './fixtures.ts'

type Lot = { apn: string; lat: number; lon: number; shape: LotShape }

let found: { lot: Lot; neighbour: Lot } | null = null

/** A demo lot and a neighbour whose centre points lie inside their own drawn lot only. */
function lotAndNeighbour(): { lot: Lot; neighbour: Lot } {
  found ??= findLotAndNeighbour()
  return found
}

function findLotAndNeighbour(): { lot: Lot; neighbour: Lot } {
  const lots: Lot[] = []
  for (const parcel of generateDemoParcels()) {
    const { lat, lon } = parcel
    if (lat === undefined || lat === null || lon === undefined || lon === null) continue
    const shape = approximateLot({
      lat,
      lon,
      lotSf: parcel.lotSf ?? null,
      lotWidthFt: parcel.lotWidthFt ?? null,
      lotDepthFt: parcel.lotDepthFt ?? null,
    })
    if (shape) lots.push({ apn: parcel.apn, lat, lon, shape })
  }
  const inside = (lot: Lot, point: Lot) => {
    const ring = lot.shape.coordinates[0]?.[0] ?? []
    const lons = ring.map(([lon]) => lon)
    const lats = ring.map(([, lat]) => lat)
    return (
      point.lon >= Math.min(...lons) &&
      point.lon <= Math.max(...lons) &&
      point.lat >= Math.min(...lats) &&
      point.lat <= Math.max(...lats)
    )
  }
  const alone = (point: Lot) => lots.every((lot) => lot === point || !inside(lot, point))
  const metres = (a: Lot, b: Lot) =>
    Math.hypot(
      (a.lat - b.lat) * 111_000,
      (a.lon - b.lon) * 111_000 * Math.cos((a.lat * Math.PI) / 180),
    )
  for (const lot of lots.slice(0, 2000)) {
    if (!alone(lot)) continue
    const neighbour = lots.find(
      (other) =>
        other !== lot && metres(lot, other) > 25 && metres(lot, other) < 70 && alone(other),
    )
    if (neighbour) return { lot, neighbour }
  }
  throw new Error('no demo lot with a neighbour to click')
}

/** Web Mercator pixels of a point at a zoom (MapLibre's 512-pixel world at zoom 0). */
function worldPixel(lat: number, lon: number, zoom: number) {
  const size = 512 * 2 ** zoom
  const sin = Math.sin((lat * Math.PI) / 180)
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

test('a search flies the map to the lot; clicking the lot next door opens its card', async ({
  page,
  pageErrors,
}) => {
  // WebGL in software, a flight and two cards: more than the default time on a busy machine.
  test.slow()
  const { lot, neighbour } = lotAndNeighbour()
  const tiles: string[] = []
  page.on('request', (request) => {
    const match = /\/api\/tiles\/(\d+\/\d+\/\d+)$/.exec(request.url())
    if (match?.[1]) tiles.push(match[1])
  })
  await page.goto('/')
  await page
    .getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    .fill(lot.apn)
  await page.getByRole('option', { name: new RegExp(`APN ${lot.apn}`) }).click()

  const card = page.getByRole('region', { name: 'The lot picked' })
  await expect(card.getByText(`APN ${lot.apn}`, { exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^The map shows / })).toHaveText(
    /^The map shows .+\.$/,
    { timeout: 30_000 },
  )
  // The lot's own tile was drawn (the map asks for tiles up to zoom 16 and enlarges them).
  const { x, y } = worldPixel(lot.lat, lot.lon, 16)
  await expect
    .poll(() => tiles, { timeout: 30_000 })
    .toContain(`16/${Math.floor(x / 512)}/${Math.floor(y / 512)}`)

  // The lot is in the middle of the map at LOT_ZOOM: the neighbour is that many pixels away.
  const canvas = page.locator('canvas.maplibregl-canvas')
  const box = await canvas.boundingBox()
  if (!box) throw new Error('no map canvas')
  const centre = worldPixel(lot.lat, lot.lon, LOT_ZOOM)
  const next = worldPixel(neighbour.lat, neighbour.lon, LOT_ZOOM)
  await canvas.click({
    position: { x: box.width / 2 + next.x - centre.x, y: box.height / 2 + next.y - centre.y },
  })
  await expect(card.getByText(`APN ${neighbour.apn}`, { exact: true })).toBeVisible()
  await expect(card.getByText(DEMO_PARCEL_LABEL)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`apn=${neighbour.apn}`))
  expect(pageErrors).toEqual([])
})

test('with the map drawn, the home page has no accessibility violations', async ({ page }) => {
  const { lot } = lotAndNeighbour()
  await page.goto(`/?apn=${lot.apn}`)
  await page.getByRole('heading', { name: 'Lots on the map' }).scrollIntoViewIfNeeded()
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Loading the map…')).toBeHidden({ timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'The lot picked' })).toContainText(lot.apn)
  expect(await accessibilityViolations(page)).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the card of the lot picked is a sheet at the bottom of the screen', async ({ page }) => {
    const { lot } = lotAndNeighbour()
    await page.goto('/')
    await page
      .getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
      .fill(lot.apn)
    await page.getByRole('option', { name: new RegExp(`APN ${lot.apn}`) }).click()
    const sheet = page.getByRole('region', { name: 'The lot picked' })
    await expect(sheet.getByText(`APN ${lot.apn}`, { exact: true })).toBeVisible()
    const box = await sheet.boundingBox()
    expect(box?.width).toBe(390)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 })
    await sheet.getByRole('button', { name: 'Close the card' }).click()
    await expect(sheet).toBeHidden()
  })
})

test.describe('without WebGL', () => {
  test.beforeEach(async ({ page }) => {
    // As in a browser with WebGL turned off: no context of either kind.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind === 'webgl' || kind === 'webgl2' || kind === 'experimental-webgl') return null
        return (getContext as (kind: string, ...rest: unknown[]) => RenderingContext | null).call(
          this,
          kind,
          ...rest,
        )
      } as typeof getContext
    })
  })

  test('the map says so in plain words, and the search still opens a lot', async ({
    page,
    pageErrors,
  }) => {
    const { lot } = lotAndNeighbour()
    await page.goto('/')
    await page.getByRole('heading', { name: 'Lots on the map' }).scrollIntoViewIfNeeded()
    await expect(page.getByText(NO_WEBGL_MESSAGE, { exact: false })).toBeVisible()
    await page
      .getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
      .fill(lot.apn)
    await page.getByRole('option', { name: new RegExp(`APN ${lot.apn}`) }).click()
    await expect(
      page
        .getByRole('region', { name: 'The lot picked' })
        .getByText(`APN ${lot.apn}`, { exact: true }),
    ).toBeVisible()
    expect(pageErrors).toEqual([])
  })
})
