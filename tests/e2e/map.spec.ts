// The map of the lots on the home page, drawn with WebGL (SwiftShader in these tests): a search
// flies it to the lot, a click on the lot next door opens that lot's card, on a phone the card is
// a sheet over the map, the legend turns layers on and off, and a browser without WebGL is told
// so while the search keeps working. A report's page shows its lot on the same map (the drawn
// map without WebGL), and its print view the map the server draws.
import { approximateLot, type LotShape } from '#common/lot-shape.ts'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { LOT_ZOOM, MAP_MARKS, NO_WEBGL_MESSAGE } from '#web/features/map/map-types.ts'
import { DEMO_PARCEL_LABEL } from '#common/parcel-provenance.ts'
import type { Page } from '@playwright/test'
import {
  accessibilityViolations,
  demoReportFor,
  expect,
  signUp,
  test,
  DEMO_REPORT_STREET,
} from './fixtures.ts'

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
    // Turned along its street on the demo city's grid, as the map draws it.
    const shape = approximateLot(
      {
        lat,
        lon,
        lotSf: parcel.lotSf ?? null,
        lotWidthFt: parcel.lotWidthFt ?? null,
        lotDepthFt: parcel.lotDepthFt ?? null,
      },
      parcel.streetBearingDeg ?? null,
    )
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

/** How many times the page's map has said it finished loading its view (its mark). */
function timesMapLoaded(page: Page): Promise<number> {
  return page.evaluate((loaded) => performance.getEntriesByName(loaded).length, MAP_MARKS.loaded)
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

test('a search flies the map to the lot; clicking the lot next door opens its card, and watching it is saved from the map', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  // WebGL in software, a flight and two cards: more than the default time on a busy machine.
  test.slow()
  await signUp(page, baseURL ?? '')
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
  // Said once the lot is drawn, not while its tile is still on its way: by then the map has
  // drawn its first view and fetched the lot's own tile (it asks for tiles up to zoom 16 and
  // enlarges them).
  expect(await timesMapLoaded(page)).toBe(1)
  const { x, y } = worldPixel(lot.lat, lot.lon, 16)
  expect(tiles).toContain(`16/${Math.floor(x / 512)}/${Math.floor(y / 512)}`)

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

  await card.getByRole('button', { name: 'Watch this lot' }).click()
  await expect(card.getByText('You watch this lot.')).toBeVisible()
  const { watches } = (await (await page.request.get('/api/watches')).json()) as {
    watches: Array<{ apn: string; source: string }>
  }
  expect(watches.map(({ apn, source }) => ({ apn, source }))).toEqual([
    { apn: neighbour.apn, source: 'map' },
  ])
  expect(pageErrors).toEqual([])
})

/** The map as drawn, as a PNG: the same bytes while the same things are drawn. */
async function mapPicture(page: Page): Promise<string> {
  return (await page.locator('canvas.maplibregl-canvas').screenshot()).toString('base64')
}

test('the legend’s checkboxes turn layers on and off from the keyboard', async ({
  page,
  pageErrors,
}) => {
  test.slow()
  const { lot } = lotAndNeighbour()
  await page.goto(`/?apn=${lot.apn}`)
  await page.getByRole('heading', { name: 'Lots on the map' }).scrollIntoViewIfNeeded()
  await expect(page.getByText('Loading the map…')).toBeHidden({ timeout: 30_000 })
  const layers = page.getByRole('group', { name: 'Layers on the map' })
  const zoning = layers.getByRole('checkbox', { name: 'Zoning by family' })
  await expect(zoning).toBeChecked()
  await expect(layers.getByRole('checkbox', { name: 'Transit stops' })).toBeChecked()
  await expect(layers.getByRole('checkbox', { name: 'SB 79 station areas' })).not.toBeChecked()

  // Once the drawing has settled, turning zoning off repaints the lots, and turning it on again
  // repaints them once more.
  const settled = async () => {
    let picture = ''
    await expect
      .poll(
        async () => {
          const before = picture
          picture = await mapPicture(page)
          return picture === before
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true)
    return picture
  }
  const zoned = await settled()
  await zoning.focus()
  await page.keyboard.press('Space')
  await expect(zoning).not.toBeChecked()
  await expect.poll(() => mapPicture(page), { timeout: 15_000 }).not.toBe(zoned)
  const plain = await settled()
  await page.keyboard.press('Space')
  await expect(zoning).toBeChecked()
  await expect.poll(() => mapPicture(page), { timeout: 15_000 }).not.toBe(plain)

  // A layer turned on shows its key in words.
  await layers.getByRole('checkbox', { name: 'SB 79 station areas' }).check()
  await expect(layers.getByText('Within ½ mile', { exact: true })).toBeVisible()
  await layers.getByRole('checkbox', { name: 'Transit Oriented Communities (TOC) tiers' }).check()
  await expect(layers.getByText('Tier 4', { exact: true })).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})

test('the loading notice goes once the map draws its first tile, before the others arrive', async ({
  page,
}) => {
  test.slow()
  const { lot } = lotAndNeighbour()
  // Only the first tile is answered: the map never finishes loading, but it draws that tile.
  let tilesAnswered = 0
  await page.route('**/api/tiles/**', async (route) => {
    if (tilesAnswered > 0) return
    tilesAnswered += 1
    await route.continue()
  })
  await page.goto(`/?apn=${lot.apn}`)
  await page.getByRole('heading', { name: 'Lots on the map' }).scrollIntoViewIfNeeded()
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Loading the map…')).toBeHidden({ timeout: 30_000 })
  expect(tilesAnswered).toBe(1)
})

test('the first view fetches each of its tiles once', async ({ page }) => {
  test.slow()
  const { lot } = lotAndNeighbour()
  const tiles: string[] = []
  page.on('request', (request) => {
    const match = /\/api\/tiles\/(\d+\/\d+\/\d+)$/.exec(request.url())
    if (match?.[1]) tiles.push(match[1])
  })
  await page.goto(`/?apn=${lot.apn}`)
  await page.getByRole('heading', { name: 'Lots on the map' }).scrollIntoViewIfNeeded()
  await expect.poll(() => timesMapLoaded(page), { timeout: 30_000 }).toBe(1)
  // Past the tiles' last zoom (16) a tile is enlarged: split into its children instead, each
  // child would fetch and parse the same tile again.
  expect(tiles.length).toBeGreaterThan(0)
  expect(tiles).toEqual([...new Set(tiles)])
})

test('the map keeps one WebGL context alive: the one made to check for WebGL is given back', async ({
  page,
}) => {
  test.slow()
  const { lot } = lotAndNeighbour()
  // Every WebGL context the page makes, kept where the test can ask whether each is still alive.
  await page.addInitScript(() => {
    const made: (WebGLRenderingContext | WebGL2RenderingContext)[] = []
    Object.assign(window, { webglContextsMade: made })
    const getContext = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      const context = getContext.apply(this, args)
      if (context instanceof WebGLRenderingContext || context instanceof WebGL2RenderingContext)
        made.push(context)
      return context
    } as typeof getContext
  })
  await page.goto(`/?apn=${lot.apn}`)
  await page.getByRole('heading', { name: 'Lots on the map' }).scrollIntoViewIfNeeded()
  await expect.poll(() => timesMapLoaded(page), { timeout: 30_000 }).toBe(1)
  const contexts = await page.evaluate(() => {
    const made = (window as unknown as { webglContextsMade: WebGLRenderingContext[] })
      .webglContextsMade
    return { made: made.length, alive: made.filter((context) => !context.isContextLost()).length }
  })
  expect(contexts.made).toBeGreaterThan(1)
  expect(contexts.alive).toBe(1)
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

test('the report page shows its lot on a map with the overlays and the nearest major stop', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  const origin = baseURL ?? ''
  const { email } = await signUp(page, origin)
  const id = await demoReportFor(page, origin, email)
  await page.goto(`/report/${id}`)
  const section = page.getByRole('region', { name: 'Where the lot is' })
  await section.scrollIntoViewIfNeeded()
  await expect(section.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 })
  await expect(section.getByText('Loading the map…')).toBeHidden({ timeout: 30_000 })
  await expect(
    section.getByText(/^Nearest major transit stop: .+ in a straight line\.$/),
  ).toBeVisible()
  const layers = section.getByRole('group', { name: 'Layers on the map' })
  await layers.getByRole('checkbox', { name: 'SB 79 station areas' }).check()
  await expect(layers.getByText('Within ½ mile', { exact: true })).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})

test('the print view shows the map the server draws', async ({ page, baseURL, pageErrors }) => {
  const origin = baseURL ?? ''
  const { email } = await signUp(page, origin)
  const id = await demoReportFor(page, origin, email)
  await page.goto(`/secure-view-report/${id}`)
  const map = page.getByRole('region', { name: 'Where the lot is' }).getByRole('img', {
    name: new RegExp(`^Map of ${DEMO_REPORT_STREET.source}.* among its neighbouring lots`),
  })
  await expect(map).toBeVisible()
  await expect(map).toHaveAttribute('src', `/api/reports/${id}/map.svg`)
  // The picture arrived and was drawn, not a broken image.
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
  expect(pageErrors).toEqual([])
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

  test('the report page shows the drawn map instead', async ({ page, baseURL, pageErrors }) => {
    const origin = baseURL ?? ''
    const { email } = await signUp(page, origin)
    const id = await demoReportFor(page, origin, email)
    await page.goto(`/report/${id}`)
    const section = page.getByRole('region', { name: 'Where the lot is' })
    await section.scrollIntoViewIfNeeded()
    const drawn = section.getByRole('img', { name: /among its neighbouring lots/ })
    await expect(drawn).toHaveAttribute('src', `/api/reports/${id}/map.svg`)
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
    await expect(section.locator('canvas')).toHaveCount(0)
    expect(pageErrors).toEqual([])
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
