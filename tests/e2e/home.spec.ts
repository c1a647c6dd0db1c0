// The home page: the address search on the first screen of a phone, an example address and APN
// the server really holds, the nearest house when a number does not exist, links into the
// guides, and the hero picture an admin chooses.
import type { ParcelSearchResponse } from '#common/contracts/parcels.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { expect, test } from './fixtures.ts'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('the address search is on the first screen', async ({ page }) => {
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    const box = await search.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(740)
    // Its example is read whole, not cut off at the box's edge.
    await expect(search).toHaveAttribute('placeholder', /^e\.g\. \d+ /)
    const overflow = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')
      if (!context) throw new Error('no canvas')
      context.font = style.font
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return context.measureText(input.placeholder).width - room
    })
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test('the example address and APN exist: each finds its parcel', async ({ page, request }) => {
  const { example } = (await (await request.get('/api/parcels/example')).json()) as {
    example: { address: string; apn: string }
  }
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
  await page.getByRole('button', { name: example.address }).click()
  await expect(search).toHaveValue(example.address)
  const option = page.getByRole('option', { name: new RegExp(`APN ${example.apn}`) })
  await expect(option).toBeVisible()
  await option.click()
  await expect(page.getByText(`APN ${example.apn}`, { exact: true })).toBeVisible()

  await page.getByRole('button', { name: example.apn }).click()
  await expect(page.getByRole('option', { name: new RegExp(`APN ${example.apn}`) })).toBeVisible()
})

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a lot picked in the search opens its card in view with its heading focused; on a phone, the map behind its sheet (${width} px)`, async ({
    page,
    request,
  }) => {
    const { example } = (await (await request.get('/api/parcels/example')).json()) as {
      example: { address: string; apn: string }
    }
    await page.setViewportSize({ width, height })
    await page.goto('/')
    const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
    await search.fill(example.apn)
    const scrolledBefore = await page.evaluate(() => window.scrollY)
    await page.getByRole('option', { name: new RegExp(`APN ${example.apn}`) }).click()
    const heading = page.locator(`[id="parcel-${example.apn}"]`)
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    // On a phone the card is a sheet over the page, in view as it opens: the page moves to the
    // map behind it instead, which shows the lot.
    if (width < 768) {
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore)
      await expect(page.getByRole('heading', { name: 'Lots on the map' })).toBeInViewport()
    }
  })
}

test.describe('the lot sheet on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('hides nothing of the page: keyboard focus behind it stops above it, and the page ends above it', async ({
    page,
    request,
  }) => {
    const { example } = (await (await request.get('/api/parcels/example')).json()) as {
      example: { address: string; apn: string }
    }
    await page.goto(`/?apn=${example.apn}`)
    const sheet = page.getByRole('region', { name: 'The lot picked' })
    await expect(page.locator(`[id="parcel-${example.apn}"]`)).toBeFocused({ timeout: 30_000 })
    const sheetTop = await sheet.evaluate((element) => element.getBoundingClientRect().top)
    // Tab through the card and on into the page behind it (the guides, the footer).
    const hidden: string[] = []
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab')
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement
        // Past the page's last link the focus leaves the page (the body): nothing to see.
        if (element === document.body) return { name: '', inSheet: true, bottom: 0 }
        return {
          name: (element.textContent ?? '').trim().slice(0, 40),
          inSheet: element.closest('[aria-label="The lot picked"]') !== null,
          bottom: element.getBoundingClientRect().bottom,
        }
      })
      if (!focus.inSheet && focus.bottom > sheetTop) hidden.push(focus.name)
    }
    expect(hidden).toEqual([])
    // Scrolled to its end, the page's last line is above the sheet, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastLink = page.getByRole('contentinfo').getByRole('link').last()
    expect(
      (await lastLink.boundingBox())!.y + (await lastLink.boundingBox())!.height,
    ).toBeLessThanOrEqual(sheetTop)
  })
})

test('a link naming a lot opens the page on its card', async ({ page, request }) => {
  const { example } = (await (await request.get('/api/parcels/example')).json()) as {
    example: { address: string; apn: string }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/?apn=${example.apn}`)
  const heading = page.locator(`[id="parcel-${example.apn}"]`)
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
})

test('a house number the street does not have: said so, with the nearest on that street, and Enter does not swap one in', async ({
  page,
  request,
}) => {
  const [parcel] = [...generateDemoParcels()]
  if (!parcel?.streetName || parcel.houseNumber === null) throw new Error('no demo parcel')
  const street = parcel.addressDisplay?.split(',')[0]?.replace(/^\d+\s+/, '') ?? ''
  // A number the street lacks, beside one it has: the first odd step along that the search
  // answers with the nearest numbers.
  const near = parcel.houseNumber ?? 0
  let missing = near + 1
  for (; missing < near + 40; missing += 2) {
    const answer = (await (
      await request.get(`/api/parcels/search?q=${encodeURIComponent(`${missing} ${street}`)}`)
    ).json()) as ParcelSearchResponse
    if (answer.notice?.kind === 'no_such_number' && answer.results.length > 0) break
  }
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
  await search.fill(`${missing} ${street}`)
  await expect(page.getByRole('option').first()).toHaveText(
    `We have no record of house number ${missing} on that street. The nearest numbers we have on it:`,
  )
  const matches = page.getByRole('option').filter({ hasText: 'APN' })
  await expect(matches.first()).toBeVisible()
  for (const text of await matches.allTextContents()) {
    expect(text.toLowerCase()).toContain(parcel.streetName.toLowerCase())
    // The zone is named as the card names it, not left as a bare code.
    expect(text).toMatch(/ · zone \S/)
  }
  // What is announced says the same as the list: nearest numbers, not parcels found at the number.
  const listed = await matches.count()
  await expect(
    page.getByRole('status').filter({ hasText: `We have no record of house number ${missing}` }),
  ).toHaveText(
    `We have no record of house number ${missing} on that street: ${listed} ${listed === 1 ? 'parcel' : 'parcels'} with the nearest numbers we have on it.`,
  )
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveCount(0)

  // Enter opens a match only when one is highlighted: a nearest number is offered, not picked.
  await search.press('Enter')
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await expect(search).toHaveValue(`${missing} ${street}`)
  await search.press('ArrowDown')
  await search.press('Enter')
  await expect(page.getByRole('listbox', { name: 'Matching parcels' })).toBeHidden()
  await expect(page.getByText(/^APN \d{4}-\d{3}-\d{3}$/)).toBeVisible()
})

test('a house number far from any the street has: said so, and nothing from the other end of town offered', async ({
  page,
}) => {
  const [parcel] = [...generateDemoParcels()]
  const street = parcel?.addressDisplay?.split(',')[0]?.replace(/^\d+\s+/, '') ?? ''
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
  await search.fill(`99999 ${street}`)
  const nothingNear =
    'We have no record of house number 99999 on that street, nor of any within 1,000 numbers of it.'
  await expect(page.getByRole('option')).toHaveText([nothingNear])
  await expect(page.getByRole('status').filter({ hasText: 'nor of any within' })).toHaveText(
    nothingNear,
  )
})

test('the home page links every law guide', async ({ page }) => {
  await page.goto('/')
  const guides = page.getByRole('region', { name: 'The housing laws, in plain words' })
  for (const bill of ['SB 79', 'SB 684', 'SB 1123', 'SB 1211', 'AB 1287', 'AB 2011']) {
    await expect(guides.getByRole('link', { name: bill, exact: true })).toBeVisible()
  }
})

test('an admin changes the hero picture; the home page shows it', async ({ page, baseURL }) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  })
  expect(signIn.status()).toBe(200)
  await page.goto('/admin/site')
  const form = page.getByRole('form', { name: 'Hero image' })
  const field = form.getByLabel('Picture address')
  await expect(field).toHaveValue(/\.svg$/)
  await field.fill('ftp://example.com/x.png')
  await form.getByRole('button', { name: 'Save picture' }).click()
  await expect(form.getByRole('alert')).toContainText('a path on this site')

  await field.fill('/images/social-card.png')
  await form.getByRole('button', { name: 'Save picture' }).click()
  await expect(form.getByRole('status')).toHaveText('The home page now shows this picture.')
  await page.goto('/')
  await expect(page.locator('img[src="/images/social-card.png"]').first()).toBeVisible()

  // Put the default back for the other tests.
  await page.goto('/admin/site')
  await form.getByRole('button', { name: 'Use the default' }).click()
  await form.getByRole('button', { name: 'Save picture' }).click()
  await expect(form.getByRole('status')).toBeVisible()
})
