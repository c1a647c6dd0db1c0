// The voice assistant of spec §1, with the CDN intercepted: the script is requested when a page
// appears, 'Loading ElevenLabs...' shows bottom-left meanwhile, the element check runs after
// 2 s, a failure leaves 'Failed to load ElevenLabs script' bottom-right, and the blog has none.
import { VOICE_WIDGET_SCRIPT_URL } from '#common/voice-widget.ts'
import { expect, test, VOICE_SCRIPT_STUB } from './fixtures.ts'

const LOADING = 'Loading ElevenLabs...'
const FAILED = 'Failed to load ElevenLabs script'

test('the widget loads: loading text bottom-left, then the live widget element', async ({
  page,
  pageErrors,
}) => {
  let requests = 0
  await page.route(VOICE_WIDGET_SCRIPT_URL, async (route) => {
    requests += 1
    // A slow CDN, so the loading text can be seen.
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fulfill({ contentType: 'text/javascript', body: VOICE_SCRIPT_STUB })
  })
  await page.goto('/about')
  const loading = page.getByText(LOADING, { exact: true })
  await expect(loading).toBeVisible()
  const box = await loading.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x < viewport.width / 2 && box.y > viewport.height / 2).toBe(true)

  const widget = page.locator('elevenlabs-convai')
  await expect(widget).toHaveAttribute('agent-id', 'e2e-test-agent')
  await expect(loading).toBeHidden({ timeout: 4000 })
  await expect(page.getByText(FAILED)).toHaveCount(0)
  expect(await page.evaluate(() => customElements.get('elevenlabs-convai') !== undefined)).toBe(
    true,
  )
  expect(await page.locator(`script[src="${VOICE_WIDGET_SCRIPT_URL}"]`).count()).toBe(1)
  expect(requests).toBe(1)
  expect(pageErrors).toEqual([])
})

test('a script that does not load shows the failure box bottom-right', async ({ page }) => {
  await page.route(VOICE_WIDGET_SCRIPT_URL, (route) => route.abort('connectionfailed'))
  await page.goto('/pricing')
  const failed = page.getByText(FAILED, { exact: true })
  await expect(failed).toBeVisible()
  const box = await failed.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x > viewport.width / 2 && box.y > viewport.height / 2).toBe(true)
  await expect(page.getByText(LOADING)).toHaveCount(0)
})

test('a script that loads but never defines the widget fails at the 2 s check', async ({
  page,
}) => {
  await page.route(VOICE_WIDGET_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* nothing defined */' }),
  )
  const started = Date.now()
  await page.goto('/sb-684')
  await expect(page.getByText(FAILED, { exact: true })).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
})

test('no widget on the blog; leaving a page removes it, coming back adds it again', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url() === VOICE_WIDGET_SCRIPT_URL) requested.push(page.url())
  })
  await page.goto('/blog')
  await page.waitForTimeout(2500)
  await expect(page.locator('elevenlabs-convai')).toHaveCount(0)
  await expect(page.locator(`script[src="${VOICE_WIDGET_SCRIPT_URL}"]`)).toHaveCount(0)
  await expect(page.getByText(LOADING)).toHaveCount(0)
  expect(requested).toEqual([])

  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/blog\/.+/)
  await page.waitForTimeout(500)
  await expect(page.locator('elevenlabs-convai')).toHaveCount(0)

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click()
  await expect(page.locator('elevenlabs-convai')).toHaveCount(1)
  await expect(page.locator(`script[src="${VOICE_WIDGET_SCRIPT_URL}"]`)).toHaveCount(1)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.locator('elevenlabs-convai')).toHaveCount(0)
  await expect(page.locator(`script[src="${VOICE_WIDGET_SCRIPT_URL}"]`)).toHaveCount(0)
})

test('on a phone the failure box can be dismissed, uncovering the field that scrolls under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.route(VOICE_WIDGET_SCRIPT_URL, (route) => route.abort('connectionfailed'))
  await page.goto('/sb-684')
  const failed = page.getByText(FAILED, { exact: true })
  await expect(failed).toBeVisible()
  // The calculator's code arrives once the reader comes near it (decision 506), and its fields
  // are then drawn anew; the box is measured against the fields the reader will use.
  await page.locator('#calculator').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  // A calculator field scrolled to where the fixed box sits, as a reader scrolling to it would.
  const field = page.getByLabel('Lot area (sq ft)')
  const notice = await failed.boundingBox()
  if (!notice) throw new Error('the failure box has no position')
  const middle = { x: notice.x + notice.width / 2, y: notice.y + notice.height / 2 }
  // The field scrolled to the box's middle, and what is drawn there: the field ('field'),
  // something over it ('covered'), or 'away' when the field does not reach under that point.
  // Scrolled anew at each look: the calculator's code can still be drawing its fields anew
  // (moving them) as the test runs.
  const atTheBox = () =>
    field.evaluate((element, point) => {
      const before = element.getBoundingClientRect()
      window.scrollBy(0, before.top + before.height / 2 - point.y)
      const box = element.getBoundingClientRect()
      if (point.x < box.left || point.x > box.right) return 'away'
      return document.elementFromPoint(point.x, box.top + box.height / 2) === element
        ? 'field'
        : 'covered'
    }, middle)
  await expect.poll(atTheBox).toBe('covered')

  await page.getByRole('button', { name: 'Dismiss this notice' }).click()
  await expect(failed).toHaveCount(0)
  await expect.poll(atTheBox).toBe('field')
  await field.fill('6000')
  await expect(field).toHaveValue('6000')
})
