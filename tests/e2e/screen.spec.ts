// Screening the city in a browser: the screen in the address, the filters, the virtualised table
// and its order, the way to a lot's card, and what visitors see.
import type { ScreenAnswer } from '#common/contracts/screen.ts'
import { accessibilityViolations, expect, signUp, test, waitForScreenRefresh } from './fixtures.ts'

/** Every lot where a pathway adds at least four homes and the land is worth something. */
const SCREEN = '/screen?minHomes=4&minValue=1'

test.beforeEach(async ({ browser, baseURL }) => {
  test.setTimeout(300_000)
  await waitForScreenRefresh(browser, baseURL ?? '')
})

test('a signed-in user screens the city: filters in the address, a sortable table of every match, a lot opens its card', async ({
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
  const total = Number((await heading.textContent())?.replace(/\D/g, ''))
  expect(total).toBeGreaterThan(10)
  const region = page.getByRole('region', { name: 'Matching lots' })
  // Virtualised: far fewer rows rendered than match, and every match is counted.
  const table = region.getByRole('table')
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1))
  const rendered = await table.locator('tbody tr:not([aria-hidden])').count()
  expect(rendered).toBeLessThan(Math.min(total, 60) + 1)
  await expect(page.getByLabel('At least this many new homes')).toHaveValue('4')
  // Each value says whose figures price it: lots at the same figures often share a value.
  await expect(table.getByTestId('value-figures').first()).toHaveText(
    /^(ZIP \d{5}|City-wide) figures$/,
  )
  // Beside the map, the lot, its new homes, the pathway they are by and its value are all in
  // view without scrolling the table sideways; the lot's facts follow.
  await region.scrollIntoViewIfNeeded()
  for (const name of ['Lot', 'New homes', 'Pathway', 'Residual land value'])
    await expect(region.getByRole('columnheader', { name, exact: false }).first()).toBeInViewport({
      ratio: 1,
    })
  const firstRow = table.locator('tbody tr:not([aria-hidden])').first()
  await expect(firstRow.locator('td').nth(2)).not.toHaveText('—')
  await expect(firstRow.locator('td').nth(3)).toContainText('$')
  await page.screenshot({ path: '.tmp/screen-1280.png', fullPage: true })
  expect(await accessibilityViolations(page)).toEqual([])

  // More lots than a free download holds: without bonus credits, the page says what the
  // download costs and where to buy credits, and offers no download (the list below downloads).
  await expect(
    page.getByText(/^Downloading more than 1,000 lots costs 1 bonus credit, and you have none\./),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Buy bonus credits' })).toHaveAttribute(
    'href',
    '/pricing#pricing-credit_pack',
  )
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0)
  // The PDF summary is free at any size.
  const summary = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF Summary' }).click()
  expect((await summary).suggestedFilename()).toMatch(/^lotwise-screen-\d{4}-\d{2}-\d{2}\.pdf$/)

  // The screen is saved under a name, listed to open again.
  await page.getByLabel('Save this screen as').fill('Four homes that pencil')
  await page.getByRole('button', { name: 'Save Screen' }).click()
  const saved = page.getByRole('list', { name: 'Your saved screens' })
  await expect(saved.getByRole('link', { name: 'Four homes that pencil' })).toHaveAttribute(
    'href',
    `${SCREEN}`,
  )
  await expect(saved).toContainText('new lots are emailed to you')
  await page.locator('#saved-screens').screenshot({ path: '.tmp/saved-screens-1280.png' })

  // The lots worth most to a builder first, as the value column says it ("$1.25M", "−$40k"); the
  // last rows are reached by scrolling. (The value is the fourth column, after the lot, its new
  // homes and the pathway they are by.)
  const values = async () =>
    (await table.locator('tbody tr:not([aria-hidden]) td:nth-child(4)').allTextContents()).map(
      (text) => {
        const [, sign, figure, unit] = /(−?)\$([\d,.]+)([Mk]?)/.exec(text) ?? []
        if (figure === undefined) return -Infinity
        const scale = unit === 'M' ? 1e6 : unit === 'k' ? 1e3 : 1
        return (sign ? -1 : 1) * Number(figure.replace(/,/g, '')) * scale
      },
    )
  const first = await values()
  expect(first[0]).toBeGreaterThan(0)
  expect(first).toEqual([...first].sort((a, b) => b - a))
  await expect(region.getByRole('columnheader', { name: /Residual land value/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // The table holds the first page; the last rows' page is fetched when the table reaches them.
  await region.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await expect(table.locator(`tr[aria-rowindex="${total + 1}"]`).getByRole('link')).toBeVisible()
  await expect(table).toHaveAttribute('aria-busy', 'false')

  // Sorting by lot size, smallest first, goes into the address.
  await page.getByRole('button', { name: 'Lot size (sq ft)' }).click()
  await page.getByRole('button', { name: /Lot size \(sq ft\) ↓/ }).click()
  await expect(page).toHaveURL(/sort=lot&dir=asc/)
  await expect(page.getByRole('columnheader', { name: /Lot size/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )

  // A filter narrows the screen and stays in the address.
  await page.getByLabel('Very high fire hazard zone').check()
  await page.getByLabel('Zone', { exact: true }).selectOption('multifamily')
  await page.getByRole('button', { name: 'Show Lots' }).click()
  await expect(page).toHaveURL(/zone=multifamily/)
  await expect(page).toHaveURL(/exclude=fire_zone/)
  // The last screen's lots stay on the page, set aside, until this one's answer arrives.
  await expect(page.locator('section[aria-labelledby="screen-results"]')).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect(heading).not.toHaveText(`${total.toLocaleString('en-US')} lots match`)

  // A lot opens its card, where it can be ordered.
  const lot = table.locator('tbody tr:not([aria-hidden])').first().getByRole('link')
  await lot.click()
  await expect(page).toHaveURL(/\/\?apn=\d{4}-\d{3}-\d{3}/)

  await page.setViewportSize({ width: 390, height: 844 })
  // The saved screen opens again from an unfiltered page, then is deleted.
  await page.goto('/screen')
  await page.getByRole('link', { name: 'Four homes that pencil' }).click()
  await expect(page).toHaveURL(SCREEN)
  await expect(heading).toHaveText(`${total.toLocaleString('en-US')} lots match`)
  await page.screenshot({ path: '.tmp/screen-390.png', fullPage: true })
  await page.locator('#saved-screens').screenshot({ path: '.tmp/saved-screens-390.png' })
  expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Delete the saved screen Four homes that pencil' }).click()
  await page.getByRole('button', { name: 'Delete Screen' }).click()
  await expect(page.getByText('You have no saved screens yet.', { exact: false })).toBeVisible()
  expect(pageErrors).toEqual([])
})

for (const width of [1280, 390])
  test(`a signed-in user watches lots from their rows, sees them on the watch page and stops watching one (${width} px)`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    await signUp(page, baseURL ?? '')
    await page.setViewportSize({ width, height: 900 })
    await page.goto(SCREEN)
    const rows = page
      .getByRole('region', { name: 'Matching lots' })
      .locator('tbody tr:not([aria-hidden])')
    const lots: string[] = []
    for (const index of [0, 1]) {
      const row = rows.nth(index)
      const lot = (await row.getByRole('link').textContent()) ?? ''
      lots.push(lot)
      await row.getByRole('button', { name: `Watch ${lot}`, exact: true }).click()
      await expect(row.getByRole('button', { name: `Stop watching ${lot}` })).toBeVisible()
    }
    // The third lot is left alone.
    await expect(rows.nth(2).getByRole('button', { name: /^Watch / })).toBeVisible()
    await page.screenshot({ path: `.tmp/screen-watch-${width}.png` })
    expect(await accessibilityViolations(page)).toEqual([])

    // Saved on the server: a reload reads them back (the lot found by its link: the rows' order
    // may move while the server's first computation of the city goes on).
    await page.reload()
    const first = rows.filter({ has: page.getByRole('link', { name: lots[0], exact: true }) })
    await first.getByRole('button', { name: `Stop watching ${lots[0]}` }).click()
    await expect(first.getByRole('button', { name: `Watch ${lots[0]}`, exact: true })).toBeVisible()
    await page.goto('/watch')
    const watched = page.getByRole('heading', { level: 2, name: lots[1] })
    await expect(watched).toBeVisible()
    await expect(page.getByText(/Saved from Find Lots on/)).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: lots[0] })).toBeHidden()
    expect(pageErrors).toEqual([])
  })

test('visitors see the count and the first lots, and are asked to sign in for the rest', async ({
  page,
  pageErrors,
}) => {
  await page.goto(SCREEN)
  const heading = page.getByRole('heading', { level: 2, name: /lots match/ })
  await expect(heading).toBeVisible()
  const rows = page.getByRole('region', { name: 'Matching lots' }).locator('tbody tr')
  await expect(rows).toHaveCount(10)
  // A demo lot (Assessor books 9000–9009) says so in its row, as it does everywhere; a real lot
  // does not.
  let demoRows = 0
  for (const row of await rows.all()) {
    const href = (await row.getByRole('link').first().getAttribute('href')) ?? ''
    const isDemo = /apn=900\d-/.test(href)
    if (isDemo) demoRows += 1
    await expect(row.getByText('Demo parcel', { exact: true })).toHaveCount(isDemo ? 1 : 0)
  }
  expect(demoRows).toBeGreaterThan(0)
  await expect(page.getByText(/^Sign in to see all [\d,]+ lots\.$/)).toBeVisible()
  // Watching a lot needs an account: visitors' rows offer none.
  await expect(page.getByRole('columnheader', { name: 'Watch' })).toHaveCount(0)
  await expect(
    page.getByRole('region', { name: /lots match/ }).getByRole('link', { name: 'Sign In' }),
  ).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(SCREEN)}`)
  // A value out of range is answered in words.
  await page.goto('/screen?minHomes=-3')
  await expect(page.getByRole('alert')).toHaveText(
    'minHomes: minHomes must be between 0 and 100,000 homes',
  )
  expect(pageErrors.filter((error) => !error.includes('400'))).toEqual([])
})

test('on a phone each lot reads as a card: its whole address, its new homes, the pathway and its value, without scrolling sideways', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(SCREEN)
  // The page is called what the menu calls it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Lots')
  await expect(page).toHaveTitle('Find Lots | Lotwise')
  const region = page.getByRole('region', { name: 'Matching lots' })
  await expect(region.locator('tbody tr')).toHaveCount(10)
  // Nothing is out of sight to the side: no cue to scroll, no shade.
  await expect(
    page.getByText('The table has more columns than fit: scroll it sideways to see them all.'),
  ).toHaveCount(0)
  await expect(page.getByTestId('more-columns-shade')).toHaveCount(0)
  expect(
    await region.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThan(2)
  await region.scrollIntoViewIfNeeded()
  const row = region.locator('tbody tr').first()
  const lot = row.getByRole('link')
  await expect(lot).toBeInViewport({ ratio: 1 })
  // The address is whole: not cut to fit.
  expect(await lot.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true)
  await expect(row).toContainText(/\d[\d,]* new homes?\s+by \S/, { useInnerText: true })
  await expect(row).toContainText(/\$[\d,]+/, { useInnerText: true })
  // The orders that sort are still at hand.
  await expect(region.getByRole('button', { name: /New homes/ })).toBeInViewport()
  await page.screenshot({ path: '.tmp/screen-table-390.png' })
  expect(await accessibilityViolations(page)).toEqual([])
  // Sorting keeps the table in view: the page no longer jumps to its top, 1,800 px above.
  const lotSize = region.getByRole('button', { name: /Lot size/ })
  await lotSize.scrollIntoViewIfNeeded()
  await lotSize.click()
  await expect(page).toHaveURL(/[?&]sort=lot(&|$)/)
  await expect(region.getByRole('columnheader', { name: /Lot size/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(region.getByRole('button', { name: /Lot size/ })).toBeInViewport()
  expect(pageErrors).toEqual([])
})

test('the community plan area is picked from the plan areas the data holds, on a phone too', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // An address may name a plan area in any case; the choice shows the data's own name.
  await page.goto(`${SCREEN}&plan=${encodeURIComponent('west los angeles')}`)
  const plan = page.getByRole('combobox', { name: 'Community plan area' })
  await expect(plan).toHaveValue('West Los Angeles')
  const choices = (await plan.locator('option').allTextContents()).slice(1)
  expect(choices.length).toBeGreaterThan(5)
  expect(choices).toEqual(choices.toSorted((a, b) => a.localeCompare(b, 'en')))
  expect(new Set(choices).size).toBe(choices.length)
  // The select fits the phone's width.
  const box = await plan.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)

  const heading = page.getByRole('heading', { level: 2, name: /lots? match/ })
  const other = choices.find((choice) => choice !== 'West Los Angeles')!
  await plan.selectOption(other)
  await page.getByRole('button', { name: 'Show Lots' }).click()
  await expect(page).toHaveURL(/[?&]plan=/)
  expect(new URL(page.url()).searchParams.get('plan')).toBe(other)
  await expect(page.locator('section[aria-labelledby="screen-results"]')).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect(heading).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Community plan area' })).toHaveValue(other)
  const rows = page.getByRole('region', { name: 'Matching lots' }).locator('tbody tr')
  for (const row of await rows.all()) await expect(row).toContainText(other)
  await plan.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.tmp/screen-plan-390.png' })
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})

test('a signed-in user screens an uploaded list: each row matched or told why, then the list downloads as Excel', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(240_000)
  await signUp(page, baseURL ?? '')
  const answer = (await (await page.request.get('/api/screen?minHomes=4')).json()) as ScreenAnswer
  const listed = answer.rows.slice(0, 6).map((row) => row.apn)
  // A spreadsheet saved in Europe: a byte-order mark, semicolons, a blank row, a duplicate.
  const csv = `\uFEFFAPN;Note\r\n${listed.map((apn) => `${apn};buy?`).join('\r\n')}\r\n\r\n${listed[0]};again\r\n9999-999-999;typo\r\n`

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/screen?minHomes=4')
  await page.getByLabel('Screen a list of lots').setInputFiles({
    name: 'shortlist.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(page).toHaveURL(/list=[0-9a-f-]{36}/)
  await expect(page).toHaveURL(/minHomes=4/)
  const list = page.getByRole('region', { name: 'List: shortlist.csv' })
  await expect(list).toContainText('8 rows matched 6 lots')
  await expect(list).toContainText(
    `Row 9 (${listed[0]}): The same lot (APN ${listed[0]}) as row 2.`,
  )
  await expect(list).toContainText(
    'Row 10 (9999-999-999): No parcel with APN 9999-999-999 is in our records of the City of Los Angeles.',
  )
  const heading = page.getByRole('heading', { level: 2, name: /lots? match/ })
  await expect(heading).toHaveText('6 lots match')
  await page.screenshot({ path: '.tmp/screen-list-1280.png', fullPage: true })
  expect(await accessibilityViolations(page)).toEqual([])

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Excel' }).click()
  expect((await download).suggestedFilename()).toMatch(/^lotwise-screen-\d{4}-\d{2}-\d{2}\.xlsx$/)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(heading).toHaveText('6 lots match')
  await page.screenshot({ path: '.tmp/screen-list-390.png', fullPage: true })
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})
