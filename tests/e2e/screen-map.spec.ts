// The screen on the map (WebGL through SwiftShader): the matching lots drawn as dots coloured by
// the homes they can add, an area dragged on the map that the screen then keeps to (in the
// address, so a reload gives the same screen), and a lot opened from its dot.
import type { Page } from '@playwright/test'
import { decodeScreenDots } from '#common/screen-dots.ts'
import { HOMES_BANDS } from '#web/features/screen/homes-bands.ts'
import { expect, signUp, test, waitForScreenRefresh } from './fixtures.ts'

const SCREEN = '/screen?minHomes=4&minValue=1'

test.beforeEach(async ({ browser, baseURL }) => {
  test.setTimeout(300_000)
  await waitForScreenRefresh(browser, baseURL ?? '')
})

/**
 * Points inside the dots the map drew: pixels of a band's colour whose neighbours two pixels
 * away are the same colour, read from a screenshot of the map's canvas.
 */
async function dotsOnMap(page: Page): Promise<Array<{ x: number; y: number }>> {
  const canvas = page.locator('canvas.maplibregl-canvas')
  const png = (await canvas.screenshot()).toString('base64')
  const colors = HOMES_BANDS.map((band) => band.color)
  return page.evaluate(
    async ({ png, colors }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const board = document.createElement('canvas')
      board.width = image.width
      board.height = image.height
      const context = board.getContext('2d')!
      context.drawImage(image, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height)
      const wanted = colors.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)))
      const band = (x: number, y: number) => {
        const at = (y * width + x) * 4
        return wanted.findIndex((rgb) =>
          rgb.every((value, i) => Math.abs(value - data[at + i]!) <= 10),
        )
      }
      const found: Array<{ x: number; y: number }> = []
      for (let y = 2; y < height - 2; y += 1)
        for (let x = 2; x < width - 2; x += 1) {
          const b = band(x, y)
          if (
            b !== -1 &&
            [band(x - 2, y), band(x + 2, y), band(x, y - 2), band(x, y + 2)].every((n) => n === b)
          )
            found.push({ x, y })
        }
      return found
    },
    { png, colors },
  )
}

test('a signed-in user sees the matches on the map, keeps the screen to an area dragged on it, reloads it and opens a lot from its dot', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(240_000)
  await signUp(page, baseURL ?? '')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(SCREEN)
  const heading = page.getByRole('heading', { level: 2, name: /lots? match/ })
  await expect(heading).toBeVisible()
  const count = async () => Number((await heading.textContent())?.replace(/\D/g, ''))
  const total = await count()
  expect(total).toBeGreaterThan(10)
  // The legend says what the colours count, and how that meets the list's order (decision 847).
  const legend = page.getByText(/^The most homes a pathway that meets the screen adds\./)
  await expect(legend).toContainText(
    'The list ranks the lots by residual land value and gives each lot’s most valuable pathway, so its first lots are not always the darkest dots.',
  )
  await page.goto(`${SCREEN}&sort=homes`)
  await expect(legend).toHaveText(
    'The most homes a pathway that meets the screen adds. The list ranks the lots the same way.',
  )
  await page.goto(SCREEN)
  await expect(heading).toBeVisible()

  // The map's code loads as the map nears the screen.
  await page.getByText('Net new homes on each lot').scrollIntoViewIfNeeded()
  const canvas = page.locator('canvas.maplibregl-canvas')
  await expect(canvas).toBeVisible({ timeout: 60_000 })
  for (const band of HOMES_BANDS)
    await expect(page.getByText(band.label, { exact: true })).toBeVisible()
  // The dots are drawn in the legend's colours.
  await expect
    .poll(async () => (await dotsOnMap(page)).length, { timeout: 30_000 })
    .toBeGreaterThan(0)
  await page.screenshot({ path: '.tmp/screen-map-1280.png', fullPage: true })

  // Drag a rectangle over the middle of the map.
  await page.getByRole('button', { name: 'Draw a rectangle' }).click()
  const box = (await canvas.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 8 })
  await page.mouse.up()
  await expect(page).toHaveURL(/[?&]area=/)
  await expect.poll(count, { timeout: 30_000 }).toBeLessThan(total)
  const inArea = await count()
  expect(inArea).toBeGreaterThan(0)
  await expect(page.getByText('Only lots in the area drawn')).toBeVisible()

  // The address holds the screen: a reload gives the same lots, the area still drawn.
  const address = page.url()
  await page.reload()
  await expect(heading).toBeVisible()
  await expect(heading).toHaveText(
    inArea === 1 ? '1 lot matches' : `${inArea.toLocaleString('en-US')} lots match`,
  )
  expect(page.url()).toBe(address)
  await expect(page.getByRole('button', { name: 'Clear area' })).toBeVisible()
  await page.getByText('Net new homes on each lot').scrollIntoViewIfNeeded()
  await expect(canvas).toBeVisible({ timeout: 60_000 })
  await expect
    .poll(async () => (await dotsOnMap(page)).length, { timeout: 30_000 })
    .toBeGreaterThan(0)

  // A dot opens its lot's card, as its row does: one of the lots the screen's dots hold.
  const body = await (
    await page.request.get(`/api/screen/dots?${new URL(address).searchParams.toString()}`)
  ).body()
  const dots = decodeScreenDots(
    body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
  )
  const [dot] = await dotsOnMap(page)
  const at = (await canvas.boundingBox())!
  await page.mouse.click(at.x + dot!.x, at.y + dot!.y)
  await expect(page).toHaveURL(/\/\?apn=\d{4}-\d{3}-\d{3}$/)
  const apn = new URL(page.url()).searchParams.get('apn')
  expect(dots.count).toBe(inArea)
  expect(dots.apns).toContain(apn)
  expect(pageErrors).toEqual([])
})
