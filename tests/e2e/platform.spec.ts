import { VOICE_WIDGET_SCRIPT_URL } from '#common/voice-widget.ts'
import { expect, test } from './fixtures.ts'

test.describe('HTTP', () => {
  test('pages carry the security headers, with the page’s inline scripts hashed', async ({
    page,
    request,
  }) => {
    const response = await request.get('/')
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ /)
    // The voice widget's one script, not the whole CDN host.
    expect(csp).toContain(` ${VOICE_WIDGET_SCRIPT_URL}`)
    expect(csp).not.toMatch(/https:\/\/unpkg\.com[ ;]/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

    // The policy lets the app run: no violations while the page hydrates and navigates.
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    expect(violations).toEqual([])
  })

  test('hashed assets are cached for good, pages are revalidated, text is compressed', async ({
    request,
  }) => {
    const info = (await (await request.get('/deployment-info.json')).json()) as {
      version: string
      assets: string[]
    }
    expect(info.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{10}$/)
    const script = info.assets.find((asset) => asset.endsWith('.js'))
    expect(script).toBeTruthy()
    const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-encoding']).toBe('gzip')
    expect((await request.head(script ?? '')).status()).toBe(200)

    const page = await request.get('/about', { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers()['cache-control']).toBe('no-cache')
    expect(page.headers()['content-encoding']).toBe('gzip')
    expect((await request.get('/deployment-info.json')).headers()['cache-control']).toBe('no-cache')
  })

  test('serves the favicon and the service worker', async ({ request }) => {
    const favicon = await request.get('/favicon.ico')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    const worker = await request.get('/sw.js')
    expect(worker.status()).toBe(200)
    expect(worker.headers()['content-type']).toContain('javascript')
  })

  test('health reports the deployed version', async ({ request }) => {
    const info = (await (await request.get('/deployment-info.json')).json()) as { version: string }
    expect(await (await request.get('/api/health')).json()).toMatchObject({
      status: 'ok',
      version: info.version,
    })
  })
})

test.describe('phones', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the side menu holds the same items as the top bar', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
    await menuButton.click()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    for (const item of ['Pricing', 'Development', 'About Us', 'Blog', 'Home', 'Sign In']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  })

  test('pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/pricing', '/blog', '/login', '/sb-79']) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('the error fallback', () => {
  // The service worker would fetch the page's modules itself, out of reach of page.route.
  test.use({ serviceWorkers: 'block' })

  test('appears after 500 ms with Try Again (twice at most), Reload Page and Go Home', async ({
    page,
  }) => {
    // Make the blog page crash while rendering, as a broken deployment would.
    await page.route(/\/assets\/blog-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Blog() { throw new Error("simulated crash") }',
      }),
    )
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await page.waitForTimeout(150)
    await expect(fallback).toHaveCount(0)
    await expect(fallback).toBeVisible()

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await fallback.getByRole('button', { name: 'Try Again' }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'Something went wrong' }),
      ).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible()
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Los Angeles lot')
  })
})
