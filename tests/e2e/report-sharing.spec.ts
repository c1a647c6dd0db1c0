// Sharing a report and taking it away on paper: the owner makes a read-only link, a person
// without an account opens it, the owner sees the view counted and turns the link off; the
// owner downloads the report as a PDF.
import { readFileSync } from 'node:fs'
import {
  accessibilityViolations,
  demoReportFor,
  expect,
  signUp,
  test,
  DEMO_REPORT_STREET,
} from './fixtures.ts'

test('an owner shares a report by link, a visitor reads it signed out, the owner turns it off', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  // Two people's pages, two accessibility scans and three screenshots: about 20 s on an idle
  // two-core machine, so the default 30 s left no room under the whole suite's load.
  test.slow()
  const origin = baseURL ?? ''
  const { email } = await signUp(page, origin)
  const id = await demoReportFor(page, origin, email)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])

  await page.goto(`/report/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_REPORT_STREET)
  await page.getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share this report' })
  await expect(dialog.getByText('No links yet.')).toBeVisible()
  await dialog.getByLabel('Link works for').selectOption('7')
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const links = dialog.getByRole('list', { name: 'Share links' })
  await expect(links.getByText('Active')).toBeVisible()
  await expect(links.getByText('0 views')).toBeVisible()
  const url = await links.getByRole('textbox', { name: 'Share link' }).inputValue()
  expect(url).toMatch(new RegExp(`^${origin}/shared/[A-Za-z0-9_-]{43}$`))
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  expect(await accessibilityViolations(page)).toEqual([])
  await page.screenshot({ path: '.tmp/share-dialog.png' })
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Someone with no account opens the link: the report, read-only and out of search engines.
  const visitor = await browser.newContext({ baseURL: origin })
  const visitorPage = await visitor.newPage()
  const response = await visitorPage.goto(url)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(DEMO_REPORT_STREET)
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  )
  await expect(visitorPage.getByText(/Shared with you read-only/)).toBeVisible()
  const sharedPathways = visitorPage.getByRole('region', { name: 'Every pathway' })
  await expect(sharedPathways).toBeVisible()
  await sharedPathways.getByRole('button', { name: 'Los Angeles base zoning' }).click()
  await expect(sharedPathways.getByText('The zone permits new homes.')).toBeVisible()
  await expect(sharedPathways.getByText(/Every other criterion/)).toHaveCount(0)
  await expect(visitorPage.getByRole('link', { name: 'Download PDF' })).toBeVisible()
  expect(await accessibilityViolations(visitorPage)).toEqual([])
  await visitorPage.screenshot({ path: '.tmp/shared-report.png' })

  // The owner sees the view counted, then turns the link off.
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(links.getByText('1 view', { exact: true })).toBeVisible()
  await links.getByRole('button', { name: 'Turn off' }).click()
  await expect(links.getByText('Turned off', { exact: true })).toBeVisible()

  await visitorPage.reload()
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(
    'This share link was turned off',
  )
  await expect(visitorPage.getByRole('link', { name: 'Go to Lotwise' })).toBeVisible()
  await visitorPage.screenshot({ path: '.tmp/shared-revoked.png' })
  await visitor.close()

  const errors = pageErrors.filter((error) => !/status of 410/.test(error))
  expect(errors).toEqual([])
})

test('the owner downloads the report as a PDF from the report page', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const origin = baseURL ?? ''
  const { email } = await signUp(page, origin)
  const id = await demoReportFor(page, origin, email)
  await page.goto(`/report/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_REPORT_STREET)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ])
  const slug = DEMO_REPORT_STREET.source.toLowerCase().replaceAll(' ', '-')
  expect(download.suggestedFilename()).toMatch(new RegExp(`^lotwise-report-${slug}.*\\.pdf$`))
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
  expect(pageErrors).toEqual([])
})
