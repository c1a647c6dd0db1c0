import { LOGIN_PATHS, PERMANENT_REDIRECTS } from '#common/routes.ts'
import { expect, signUp, test } from './fixtures.ts'

const PROTECTED_PAGES = [
  '/profile',
  '/reports',
  '/reports/v2',
  '/report/8d7c2b8e-0000-4000-8000-000000000001',
  '/checkout/single_family',
  '/admin/reports',
  '/edit-report/8d7c2b8e-0000-4000-8000-000000000001',
  '/secure-view-report/8d7c2b8e-0000-4000-8000-000000000001',
]

test.describe('redirects', () => {
  for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
    test(`the server moves ${from} permanently to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to)
      await page.goto(from)
      await expect(page).toHaveURL(to)
    })
  }

  for (const kind of ['report', 'edit-report']) {
    test(`/${kind}/v2/{id} goes to /${kind}/{id}`, async ({ request }) => {
      const response = await request.get(`/${kind}/v2/abc-123`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`/${kind}/abc-123`)
    })
  }

  for (const path of ['/report', '/edit-report', '/secure-view-report']) {
    test(`${path} without an id goes to /reports`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(302)
      expect(response.headers().location).toBe('/reports')
    })
  }

  test('links followed inside the app are redirected by the client too', async ({ page }) => {
    await page.goto('/')
    // A page load would clear this; an in-app navigation keeps it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
    // Move the router to an alias the way an in-app link does, without loading a page. (Before
    // hydration the router ignores the event, then starts from the changed address: the same
    // client-side redirect.)
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sb79')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL('/sb-79')
    await expect(page.locator('h1')).toContainText('SB 79')
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true)
  })
})

test.describe('protected pages', () => {
  for (const path of PROTECTED_PAGES) {
    test(`${path} sends a visitor to /login and back after signing in`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path)
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )

      await signUp(page, baseURL ?? '')
      await page.reload()
      await expect(page).toHaveURL(path)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )
    })
  }

  test('a signed-in visitor on /login goes to their profile', async ({ page, baseURL }) => {
    await signUp(page, baseURL ?? '')
    await page.goto('/login')
    await expect(page).toHaveURL('/profile')
  })

  test('the sign-in form brings a visitor back to the page they asked for', async ({
    page,
    baseURL,
  }) => {
    const { email } = await signUp(page, baseURL ?? '')
    await page.context().clearCookies()
    await page.goto('/reports')
    await expect(page).toHaveURL('/login?redirectTo=%2Freports')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Correct-Horse-Battery-9')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/reports')
  })

  test('a spinner shows while the session is checked', async ({ page }) => {
    let release: () => void = () => {}
    const sessionAnswered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/get-session', async (route) => {
      await sessionAnswered
      await route.continue()
    })
    await page.goto('/profile', { waitUntil: 'commit' })
    await expect(page.getByRole('status', { name: 'Checking your session' })).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/login/)
  })
})

test.describe('search-engine rules', () => {
  for (const path of LOGIN_PATHS) {
    test(`${path} carries noindex, nofollow`, async ({ page, request }) => {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )
      expect((await request.get(path)).headers()['x-robots-tag']).toBe('noindex, nofollow')
    })
  }

  test('/plans answers with noindex while it redirects', async ({ request }) => {
    const response = await request.get('/plans', { maxRedirects: 0 })
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  })

  test('public pages carry no robots header', async ({ request }) => {
    expect((await request.get('/pricing')).headers()['x-robots-tag']).toBeUndefined()
  })

  test('robots.txt points to a sitemap that lists public pages only', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${baseURL}/sb-79</loc>`)
    expect(sitemap).toContain(`<loc>${baseURL}/blog/what-sb-9-means-for-la-homeowners</loc>`)
    for (const hidden of ['/login', '/profile', '/reports', '/not-found']) {
      expect(sitemap).not.toContain(`${baseURL}${hidden}<`)
    }
  })
})
