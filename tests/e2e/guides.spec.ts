// Each guide's live calculator against the engine's own answer for the same facts: the page's
// result is read off the screen, the expected one computed here in Node by the same engine.
import { parseAnalysisRequest } from '#common/contracts/analysis.ts'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { analyzeParcel, type PathwayResult } from '#engine'
import { PUBLIC_PAGES } from '#content/pages.ts'
import type { Guide } from '#content/types.ts'
import { expect, test } from './fixtures.ts'
import type { Page } from '@playwright/test'

const GUIDES = PUBLIC_PAGES.filter((page) => page.view === 'guide').map((page) => ({
  path: page.path,
  guide: page.body as Guide,
}))

function californiaToday(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })
}

function engineResults(guide: Guide, facts: Record<string, unknown>): PathwayResult[] {
  const parsed = parseAnalysisRequest(facts, californiaToday())
  if (!parsed.ok) throw new Error(parsed.error)
  const analysis = analyzeParcel(parsed.input, parsed.options)
  return guide.calculator.pathways.map((id) => analysis.pathways[id])
}

function homes(count: PathwayResult['maxUnits']): string | null {
  if (count === null) return null
  if (count === 'unlimited') return 'no fixed limit on homes'
  return `${count} home${count === 1 ? '' : 's'}`
}

async function expectShown(page: Page, guide: Guide, facts: Record<string, unknown>) {
  const [own, ...others] = engineResults(guide, facts)
  if (!own) throw new Error('no pathway')
  const ownBox = page.locator(`#calculator [data-pathway="${own.id}"]`).first()
  await expect(ownBox.getByTestId('own-status')).toHaveText(own.statusLabel)
  const shownHomes = homes(own.maxUnits)
  if (shownHomes === null) await expect(ownBox.locator('[data-figure="Homes"]')).toHaveCount(0)
  else await expect(ownBox.locator('[data-figure="Homes"]')).toHaveText(shownHomes)
  if (own.parkingMin !== null) {
    // The figure with the rule that says what it is: a code minimum, or the most a city may ask.
    const parking = ownBox.locator('[data-figure="Parking"]')
    await expect(parking).toHaveText(`${own.parkingMin} space${own.parkingMin === 1 ? '' : 's'}`)
    const rule = own.sources.find((source) => source.figure === 'parkingMin')?.rule
    await expect(parking.locator('xpath=following-sibling::dd')).toHaveText(rule ?? '')
  }
  if (own.failReasons.length > 0) {
    await expect(ownBox.getByTestId('reasons').locator('li')).toHaveText(
      own.failReasons.map((reason) => reason.message),
    )
  }
  for (const other of others) {
    const units = typeof other.maxUnits === 'number' ? `, ${homes(other.maxUnits)}` : ''
    await expect(
      page.locator(`[data-testid="other-results"] [data-pathway="${other.id}"]`),
    ).toHaveText(`${other.name}: ${other.statusLabel}${units}`)
  }
}

/**
 * Opens a guide at its calculator, as a reader scrolling down to it would: the calculator's code
 * is asked for only then, and its fields take input once it has arrived.
 */
async function openCalculator(page: Page, path: string) {
  await page.goto(path)
  await page.locator('#calculator').scrollIntoViewIfNeeded()
}

for (const { path, guide } of GUIDES) {
  test(`${path}: the calculator shows the engine's result for the example and for a changed lot`, async ({
    page,
    pageErrors,
  }) => {
    await openCalculator(page, path)
    const form = page.getByRole('form', { name: `${guide.law.bill} calculator` })
    await expect(form).toBeVisible()
    await expectShown(page, guide, { ...guide.calculator.example })

    // A lot a third the size: every law's arithmetic moves with the area.
    const smaller = Math.round((guide.calculator.example.lot_sf ?? 7500) / 3)
    await form.getByLabel('Lot area (sq ft)').fill(String(smaller))
    await expectShown(page, guide, { ...guide.calculator.example, lot_sf: smaller })

    await expect(
      page.getByRole('link', {
        name: `Get the ${REPORT_TYPE_LABELS[guide.calculator.reportType]}`,
      }),
    ).toHaveAttribute('href', '/pricing')
    expect(pageErrors).toEqual([])
  })
}

test('a fact the engine refuses is explained in the words of the form', async ({ page }) => {
  await openCalculator(page, '/sb-684')
  await page.getByLabel('Lot area (sq ft)').fill('-5')
  await expect(page.locator('#calculator').getByRole('alert')).toContainText(/^Lot area: must be/)
})

test('a tenant in the last five years takes SB 684 off the table, with the reason', async ({
  page,
}) => {
  const guide = GUIDES.find((entry) => entry.path === '/sb-684')?.guide
  if (!guide) throw new Error('no SB 684 guide')
  await openCalculator(page, '/sb-684')
  await page.getByLabel('Years since a tenant last lived on the lot').fill('2')
  await expectShown(page, guide, { ...guide.calculator.example, tenant_occupied_within_years: 2 })
  await expect(page.getByTestId('own-status')).not.toHaveText(/^Available/)
})

test('a checkbox stands level with the input beside it, not with the hint under that input', async ({
  page,
}) => {
  // At 1,280 px the SB 684 form has two columns: the tenant years field (label, input, hint) and
  // the fire-zone checkbox share a row.
  await openCalculator(page, '/sb-684')
  const yearsField = page.getByLabel('Years since a tenant last lived on the lot')
  const fireBox = page.getByRole('checkbox', { name: 'In a Very High Fire Hazard Severity Zone' })
  // The form's code arrives once it is near the screen; measure the fields it draws.
  await expect(fireBox).toBeEnabled()
  const years = await yearsField.boundingBox()
  const fire = await fireBox.boundingBox()
  if (!years || !fire) throw new Error('the fields are not drawn')
  expect(fire.x).toBeGreaterThan(years.x + years.width)
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2
  expect(Math.abs(middle(fire) - middle(years))).toBeLessThan(3)
})

test('an empty tenant field is a fact to confirm, not “never had tenants”', async ({ page }) => {
  await openCalculator(page, '/sb-684')
  const tenant = page.getByLabel('Years since a tenant last lived on the lot')
  await expect(tenant).toHaveValue('never')
  await tenant.fill('')
  await expect(page.getByTestId('own-status')).toHaveText('Needs confirmation')
  await tenant.fill('never')
  await expect(page.getByTestId('own-status')).toHaveText(/^Available/)
})

test('a guide carries Article and FAQ structured data with its dates', async ({ page }) => {
  await page.goto('/sb-1123')
  const items = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
  ) as Array<Record<string, unknown>>
  expect(items.map((item) => item['@type'])).toEqual([
    'Organization',
    'WebSite',
    'Article',
    'FAQPage',
  ])
  await expect(page.getByText('In effect since')).toBeVisible()
})

test('a guide lists the dates its law changes status, the ones still ahead marked', async ({
  page,
}) => {
  await page.goto('/ab-2011')
  const calendar = page.locator('#law-calendar')
  await expect(calendar.getByRole('heading', { name: 'When the law changes' })).toBeVisible()
  const repeal = calendar.locator('li', { hasText: 'AB 2011’s sections are repealed' })
  await expect(repeal.locator('time')).toHaveText('January 1, 2033')
  await expect(repeal.getByText('Upcoming')).toBeVisible()
  await expect(repeal).toContainText('AB 2011 · status from then: Closed')
  const start = calendar.locator('li', { hasText: 'AB 2011 took effect' })
  await expect(start.getByText('Upcoming')).toHaveCount(0)
})

test('the housing bills hub lists every state law’s dates', async ({ page }) => {
  await page.goto('/housing-bills')
  const calendar = page.locator('#law-calendar')
  await expect(calendar.locator('li', { hasText: 'SB 79 applies in cities' })).toContainText(
    'July 1, 2026',
  )
  await expect(calendar.locator('li', { hasText: 'SB 9 took effect' })).toBeVisible()
})
