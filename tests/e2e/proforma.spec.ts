// The money side of a report: an owner changes an assumption, sees the ranking by residual land
// value change at once, saves, reloads, and the change is still there, marked as changed.
import type { APIRequestContext } from '@playwright/test'
import { accessibilityViolations, adminContext, expect, signUp, test } from './fixtures.ts'

/** The demo parcel of the sample report: an R3 lot of 8,090 sq ft. */
const DEMO_APN = '9000-019-083'

async function reportFor(
  request: APIRequestContext,
  baseURL: string,
  ownerEmail: string,
  reportType: string,
) {
  const response = await request.post('/api/admin/reports', {
    headers: { origin: baseURL },
    data: { apn: DEMO_APN, reportType, ownerEmail },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

test('an owner changes a rent, the ranking changes, and the saved change survives a reload', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  // Two page layouts, each checked by axe, on a machine the server and database share.
  test.slow()
  const { email } = await signUp(page, baseURL ?? '')
  const admin = await adminContext(browser, baseURL ?? '')
  const id = await reportFor(admin.request, baseURL ?? '', email, 'multifamily_development')
  await admin.close()

  await page.goto(`/report/${id}`)
  const money = page.getByRole('region', { name: 'Does it pencil?' })
  const ranking = money.getByRole('table', { name: 'Pathways ranked by residual land value' })
  const firstRow = ranking.locator('tbody tr').first()
  // At the Los Angeles defaults, three ADUs out-earn any new building on this lot.
  await expect(firstRow).toContainText('Accessory dwelling units')
  // The demo city's parcels have no ZIP, so the section says it uses the City-wide figures.
  await expect(
    money.getByText('All at the defaults for the City of Los Angeles as a whole.'),
  ).toBeVisible()
  await expect(money.getByText(/^The lot’s ZIP is not known, so this uses/)).toBeVisible()
  await expect(money.getByRole('img', { name: /^Residual land value by pathway/ })).toBeVisible()
  await expect(money.getByRole('heading', { name: /^Sensitivity:/ })).toBeVisible()
  // The pathways left out are listed once per reason, not once per pathway.
  const notAvailable = money.getByRole('listitem').filter({ hasText: /— not available$/ })
  await expect(notAvailable).toHaveCount(1)
  await expect(notAvailable).toContainText('SB 9 two homes and lot split')

  await money.screenshot({ path: '.tmp/proforma-section-defaults.png' })
  await money.getByText('Assumptions, editable').click()
  // Base zoning's ten homes fill its floor area as three-bedroom homes (decision 261): at $9,000
  // a month they make it the best use of the land, at once.
  await expect(
    ranking.locator('tr[data-pathway="la_base_zoning"]').getByText(/^10 three-bedroom homes/),
  ).toBeVisible()
  const rent = money.getByLabel('Market rent, new three-bedroom')
  await rent.fill('9000')
  await expect(firstRow).toContainText('Los Angeles base zoning')
  await expect(money.getByText('Changed from default')).toBeVisible()
  await expect(money.getByText('Not saved yet.')).toBeVisible()

  // A value out of range is named and not used.
  const cap = money.getByLabel('Exit cap rate')
  await cap.fill('0')
  await expect(money.getByText('Exit cap rate must be from 0.5 % to 25 %')).toBeVisible()
  await expect(money.getByRole('button', { name: 'Save assumptions' })).toBeDisabled()
  await cap.fill('5.25')

  await money.getByRole('button', { name: 'Save assumptions' }).click()
  await expect(money.getByText('Assumptions saved with the report.')).toBeVisible()

  await page.reload()
  await expect(firstRow).toContainText('Los Angeles base zoning')
  await money.getByText('Assumptions, editable').click()
  await expect(money.getByLabel('Market rent, new three-bedroom')).toHaveValue('9000')
  await expect(money.getByText('1 changed from the defaults.')).toBeVisible()
  await expect(money.getByText('Changed from default')).toHaveCount(1)

  // The best pathway line by line: each line names its assumptions, sources and years, and the
  // changed rent says so.
  await money.getByText('How Los Angeles base zoning is worked out, with sources').click()
  const breakdown = money.getByRole('group').filter({ hasText: 'How Los Angeles base zoning' })
  await expect(
    breakdown.getByText(/Market rent, new three-bedroom \(changed\)/).first(),
  ).toBeVisible()
  await expect(
    breakdown
      .getByText(/Hard cost, Type V walk-up.*Rider Levett Bucknall.*2018, escalated to 2025/)
      .first(),
  ).toBeVisible()
  await page.screenshot({ path: '.tmp/proforma-breakdown.png' })

  await money.screenshot({ path: '.tmp/proforma-section.png' })
  expect(await accessibilityViolations(page)).toEqual([])

  // On a phone: the ranking as cards, each building with its homes by bedrooms, under the area.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(
    money.locator('li[data-pathway="la_base_zoning"]').getByText(/^10 three-bedroom homes/),
  ).toBeVisible()
  await expect(
    money.getByText('Figures for the City of Los Angeles as a whole, confidence low.'),
  ).toBeVisible()
  await money.screenshot({ path: '.tmp/proforma-section-phone.png' })
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})

test('a single-family report shows the lighter ADU and SB 9 version', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  const { email } = await signUp(page, baseURL ?? '')
  const admin = await adminContext(browser, baseURL ?? '')
  const id = await reportFor(admin.request, baseURL ?? '', email, 'single_family')
  await admin.close()

  await page.goto(`/report/${id}`)
  const money = page.getByRole('region', { name: 'What building would cost and be worth' })
  const rows = money
    .getByRole('table', { name: 'Pathways ranked by residual land value' })
    .locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  for (const row of await rows.all())
    await expect(row).toContainText(/Accessory dwelling units|SB 9/)
  // No sensitivity view and no apartment-building assumptions in the lighter version.
  await expect(money.getByRole('heading', { name: /^Sensitivity:/ })).toHaveCount(0)
  await expect(money.getByLabel('Hard cost, Type I high-rise')).toHaveCount(0)
  await money.getByText('Assumptions, editable').click()
  await expect(money.getByLabel('Market rent, detached ADU')).toBeVisible()
  await money.screenshot({ path: '.tmp/proforma-single-family.png' })
  // On a phone the ranking is a list of cards, every column of the table in each, not a table
  // scrolled sideways.
  const residuals = await money
    .getByRole('table', { name: 'Pathways ranked by residual land value' })
    .locator('tbody tr td.font-semibold')
    .allInnerTexts()
  await page.setViewportSize({ width: 390, height: 844 })
  const cards = money.getByRole('list', { name: 'Pathways ranked by residual land value' })
  await expect(cards.getByRole('listitem')).toHaveCount(residuals.length)
  await expect(
    money.getByRole('table', { name: 'Pathways ranked by residual land value' }),
  ).toBeHidden()
  for (const [index, residual] of residuals.entries()) {
    const card = cards.getByRole('listitem').nth(index)
    await expect(card).toContainText(`Residual land value ${residual}`)
    for (const label of ['Net new homes', 'Building', 'Cost before land', 'Value', 'Margin'])
      await expect(
        card.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible()
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await money.screenshot({ path: '.tmp/proforma-phone.png' })
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})
