// A real County lot of the seed read as a buyer reads it: 1406 Manzanita St (Hollywood plan area,
// RD1.5) has no ZIMAS profile, so no ZIP, market area, homes or floor area on record, but the
// Assessor values improvements on it. Its reports must price it for its plan area and say that is
// an estimate, say something stands, and quote no money where the report explains none.
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { accessibilityViolations, expect, signUp, test } from './fixtures.ts'

const APN = '5430-028-023'
const STREET = '1406 Manzanita St, Los Angeles, CA'

/** Orders `product` for the lot with the test payment and opens the report; returns its id. */
async function order(page: Page, product: string): Promise<string> {
  await page.goto(`/checkout/${product}?apn=${APN}`)
  await page.getByRole('button', { name: /^Pay .*test payment/ }).click()
  await expect(page.getByText('Thank you: your order is complete')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Open your report' }).click()
  await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STREET)
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Best pathway by'),
  ).toBeVisible({
    timeout: 20_000,
  })
  return page.url().split('/').pop()!
}

async function pdfText(page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/reports/${id}/pdf`)
  expect(response.status()).toBe(200)
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

test('a County lot’s development report prices it for its plan area as an estimate and says something stands', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  await signUp(page, baseURL ?? '')
  const id = await order(page, 'multifamily_development')

  const money = page.getByRole('region', { name: 'Does it pencil?' })
  await expect(
    money.getByText('Figures for the Hollywood community plan area (estimated), confidence low.'),
  ).toBeVisible()
  await expect(
    money.getByText(
      /^Rents for the Hollywood community plan area, our estimate: the lot’s ZIP is not on its record/,
    ),
  ).toBeVisible()
  await expect(
    money.getByText(
      /^Linkage fee: the medium-high market area’s rate .*, our estimate, as the lot’s own market area is not on its record: all 18 lots of the Hollywood community plan area/,
    ),
  ).toBeVisible()

  // The Assessor's valued improvements: not vacant, and the drawing says something stands.
  const facts = page.getByRole('region', { name: 'Parcel facts' })
  await expect(
    facts.getByText(/^Not vacant: the Assessor values improvements on the lot at \$231,882/),
  ).toBeVisible()
  await expect(
    page
      .getByText(
        /^Something stands on the lot, but the records give neither its floor area nor its place/,
      )
      .first(),
  ).toBeVisible()
  await expect(
    page.getByText(/Whether anything stands on the lot is not in the records/),
  ).toHaveCount(0)

  // An answer that moves no figure is not set beside the law's consequences as "nothing changes".
  const confirm = page.getByRole('region', { name: 'What to confirm' })
  await expect(confirm.getByText('Nothing in this report changes.')).toHaveCount(0)
  await expect(
    confirm
      .getByText(
        'Whichever way it comes out, no pathway’s status or count of homes in this report changes on this alone.',
      )
      .first(),
  ).toBeVisible()

  // Each reason is said once under its question, naming every pathway it decides.
  await expect(confirm.getByText('Decides:').first()).toBeVisible()
  for (const question of await confirm.locator(':scope ol > li').all()) {
    const reasons = await question.locator('ul > li').allInnerTexts()
    expect(new Set(reasons).size).toBe(reasons.length)
  }

  // The reader is told the dates the figures rest on, not our version numbers (decision 845).
  await expect(
    page.getByText(/^Worked out on .+ for the law in force on .+, from parcel data as of .+\.$/),
  ).toBeVisible()
  await expect(page.getByText(/engine version|engine \d|Pro forma \d/i)).toHaveCount(0)

  await page.screenshot({ path: '.tmp/real-lot-development-1280.png', fullPage: true })
  expect(await accessibilityViolations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(
    page
      .getByRole('region', { name: 'Does it pencil?' })
      .getByText(/^Figures for the Hollywood community plan area/),
  ).toBeVisible({ timeout: 20_000 })
  await page.screenshot({ path: '.tmp/real-lot-development-390.png', fullPage: true })

  const pdf = await pdfText(page, id)
  expect(pdf).toContain(
    'Figures for the Hollywood community plan area (estimated), confidence low.',
  )
  expect(pdf).toContain('our estimate, as the lot’s own market area is not on its record')
  expect(pdf).not.toMatch(/Choose a set-aside/)
  expect(pageErrors).toEqual([])
})

test('a County lot’s shared development report reads as a document: it tells nobody to choose or to edit', async ({
  page,
  browser,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  await signUp(page, baseURL ?? '')
  const id = await order(page, 'multifamily_development')
  const link = await page.request.post(`/api/reports/${id}/share-links`, {
    data: { expiresInDays: 7 },
    headers: { origin: baseURL ?? '' },
  })
  expect(link.status()).toBe(201)
  const { path } = (await link.json()) as { path: string }
  const visitor = await browser.newContext({ baseURL })
  const shared = await visitor.newPage()
  await shared.goto(path)
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(STREET)
  const caveat = shared.getByText(/Another set-aside gives other figures/).first()
  await expect(caveat).toBeVisible()
  await expect(shared.getByText(/choose a set-aside/i)).toHaveCount(0)
  await expect(shared.getByRole('link', { name: 'state it in the report editor' })).toHaveCount(0)
  expect(await accessibilityViolations(shared)).toEqual([])
  await caveat.scrollIntoViewIfNeeded()
  await shared.screenshot({ path: '.tmp/real-lot-shared-1280.png' })
  await shared.setViewportSize({ width: 390, height: 844 })
  await caveat.scrollIntoViewIfNeeded()
  await shared.screenshot({ path: '.tmp/real-lot-shared-390.png' })
  await visitor.close()
  expect(pageErrors).toEqual([])
})

test('a County RD1.5 lot’s Single Family Report names the homes it waits on and sends the owner to the editor, which asks no rule of another zone', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  await signUp(page, baseURL ?? '')
  await page.goto(`/checkout/single_family?apn=${APN}`)
  await page.getByRole('button', { name: /^Pay .*test payment/ }).click()
  await expect(page.getByText('Thank you: your order is complete')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Open your report' }).click()
  await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const id = page.url().split('/').pop()!

  const money = page.getByRole('region', { name: 'What building would cost and be worth' })
  await expect(
    money.getByText(
      /Accessory dwelling units \(ADU and JADU\) — its number of homes rests on facts not on record: homes on the lot now/,
    ),
  ).toBeVisible({ timeout: 20_000 })
  await expect(money.getByText(/facts not yet known/)).toHaveCount(0)
  await money.screenshot({ path: '.tmp/real-lot-single-family-1280.png' })
  expect(await accessibilityViolations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  await money.getByRole('link', { name: 'state it in the report editor' }).scrollIntoViewIfNeeded()
  await money.screenshot({ path: '.tmp/real-lot-single-family-390.png' })
  expect(await pdfText(page, id)).toContain(
    'its number of homes rests on facts not on record: homes on the lot now',
  )

  await money.getByRole('link', { name: 'state it in the report editor' }).click()
  await expect(page).toHaveURL(`/edit-report/${id}`)
  const readings = page.getByRole('group', { name: 'Contested readings of the law' })
  await expect(
    readings.getByLabel('Does a fractional by-right unit count in Los Angeles base zoning?'),
  ).toBeVisible({ timeout: 20_000 })
  await expect(readings.getByText(/R2 lot/)).toHaveCount(0)
  await expect(page.getByLabel('Homes on the lot now')).toBeVisible()
  await readings.screenshot({ path: '.tmp/real-lot-editor-390.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await readings.screenshot({ path: '.tmp/real-lot-editor-1280.png' })
  expect(pageErrors).toEqual([])
})

test('a County lot’s zoning report quotes no residual land value, on the page or in the PDF', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.slow()
  await signUp(page, baseURL ?? '')
  const id = await order(page, 'multifamily_zoning')
  const summary = page.getByRole('region', { name: 'Summary' })
  await expect(summary.getByText(/homes in all/).first()).toBeVisible()
  await expect(summary.getByText(/residual land value/)).toHaveCount(0)
  expect(await pdfText(page, id)).not.toMatch(/residual land value/)
  await page.screenshot({ path: '.tmp/real-lot-zoning-1280.png', fullPage: true })
  expect(pageErrors).toEqual([])
})
