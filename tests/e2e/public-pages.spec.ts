import { PUBLIC_PAGES } from '#content/pages.ts'
import { SITE } from '#common/site.ts'
import { accessibilityViolations, expect, test } from './fixtures.ts'

const PAGES = PUBLIC_PAGES.map((page) => page.path)

for (const path of PAGES) {
  test(`public page ${path} is complete, indexable and accessible`, async ({
    page,
    pageErrors,
    baseURL,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Lotwise/)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).not.toBeEmpty()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,}$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/images/social-card.png`,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

    const structured = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    ) as Array<Record<string, unknown>>
    expect(structured.slice(0, 2).map((item) => item['@type'])).toEqual(['Organization', 'WebSite'])
    expect(structured[1]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${baseURL}/search?q={search_term_string}` } },
    })

    expect(await accessibilityViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

test('open points of law show their label once: "Not yet confirmed: …", "Read two ways: …"', async ({
  page,
}) => {
  const openPoints = PUBLIC_PAGES.flatMap((publicPage) =>
    (publicPage.body?.sections ?? [])
      .flatMap((section) => section.blocks)
      .flatMap((block) =>
        block.kind === 'callout' && (block.tone === 'verify' || block.tone === 'contested')
          ? [{ path: publicPage.path, title: block.title }]
          : [],
      ),
  )
  expect(openPoints.length).toBeGreaterThan(10)
  for (const path of new Set(openPoints.map((point) => point.path))) {
    await page.goto(path)
    for (const point of openPoints.filter((each) => each.path === path))
      await expect(page.getByText(point.title, { exact: true })).toBeVisible()
  }
})

test('the prerendered HTML already carries the page content, before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text()
  expect(html).toContain('<h1')
  expect(html).toContain('About Lotwise')
  expect(html).not.toContain('__LOTWISE_PUBLIC_URL__')
})

test('a guide’s calculator, whose code loads apart from the page, is prerendered in its place', async ({
  request,
}) => {
  const html = await (await request.get('/sb-684')).text()
  const calculator = html.indexOf('id="calculator-heading"')
  expect(calculator).toBeGreaterThan(html.indexOf('<h1'))
  // Before the sources and questions that follow it, not parked at the end for a script to move.
  expect(calculator).toBeLessThan(html.indexOf('</main>'))
  expect(html).not.toMatch(/<div hidden id="S:\d+"/)
})

test('a guide asks for its calculator’s code only once the reader goes to the calculator', async ({
  page,
}) => {
  const calculatorCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/guide-calculator-[^/]+\.js$/.test(request.url()))
      calculatorCode.push(request.url())
  })
  await page.goto('/sb-684')
  // The page has hydrated and asked for everything it wants on its own.
  await page.waitForLoadState('networkidle')
  expect(calculatorCode).toEqual([])

  await page.getByRole('link', { name: 'Try SB 684 on your own lot' }).click()
  const field = page.locator('#calculator').getByLabel('Lot area (sq ft)')
  await expect(field).toBeEnabled()
  await field.fill('9000')
  await expect(field).toHaveValue('9000')
  expect(calculatorCode).toHaveLength(1)
})

test('an unknown address shows a real 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
})

test('the footer links every page of spec §2, the mail link and six social networks', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.locator('footer')
  const links: Array<[string, string]> = [
    ['Pricing', '/pricing'],
    ['Development', '/development'],
    ['About Us', '/about'],
    ['Blog', '/blog'],
    ['Housing Bills', '/housing-bills'],
    ['LA Development', '/la-development'],
    ['SB 684 Guide', '/sb-684'],
    ['SB 1123 Guide', '/sb-1123'],
    ['SB 684/1123', '/sb-684-1123'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
    ['Resources', '/resources'],
  ]
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/)
  for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube', 'TikTok']) {
    await expect(footer.getByRole('link', { name: network, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
  }
})

test('moving between public pages inside the app brings each page its prose', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/')
  // The page's code runs after its first paint (decision 193); a link followed before that is
  // an ordinary page load. The parcel search opens once the code runs.
  await expect(
    page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' }),
  ).toBeEnabled()
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.data')) dataRequests.push(new URL(request.url()).pathname)
  })
  await page.locator('footer').getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About Lotwise' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Why we built it' })).toBeVisible()
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click()
  await page.getByRole('link', { name: 'What SB 9 means for Los Angeles homeowners' }).click()
  await expect(
    page.getByText('gives a single-family lot two new options', { exact: false }),
  ).toBeVisible()
  // No full page loads: each page's prose came as its prerendered data file.
  expect(dataRequests).toEqual([
    '/about.data',
    '/blog.data',
    '/blog/what-sb-9-means-for-la-homeowners.data',
  ])
  expect(pageErrors).toEqual([])
})

test('the trust pages say what a buyer needs, with a contact that works, at 1280 and 390 px', async ({
  page,
}) => {
  const pages: Array<[string, RegExp[]]> = [
    [
      '/terms',
      [
        /Refunds/,
        /renewal and cancellation/,
        /Liability/,
        /When your report arrives/,
        /Not legal advice/,
      ],
    ],
    ['/privacy', [/What we keep/, /Who else handles it/, /Your choices/]],
    ['/about', [/Who reviews your report/, /land-use analyst/, /ZIMAS/]],
  ]
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, texts] of pages) {
      await page.goto(path)
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible()
      await expect(
        page.locator('main').getByRole('link', { name: SITE.contactEmail }),
      ).toHaveAttribute('href', `mailto:${SITE.contactEmail}`)
      await page.screenshot({
        path: `.tmp/screens/trust${path.replace('/', '-')}-${width}.png`,
        fullPage: true,
      })
    }
  }
  await page.goto('/terms')
  await expect(page.getByText(`publishes it ${SITE.reviewTurnaround}`)).toBeVisible()
})

test('a table wider than a phone can be scrolled from the keyboard: /la-development at 390 px has no accessibility violations', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/la-development')
  // The zone-string table, wider than a phone: a region named by its caption, in the tab order.
  const table = page.getByRole('region', { name: 'Zone strings taken apart' })
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await expect(table).toHaveAttribute('tabindex', '0')
  expect(await accessibilityViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})
