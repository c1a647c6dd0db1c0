// Spec §4, §8 and §9 in the browser: a new deployment offered with Update Now, the two messages
// for page code that does not load, route errors that keep the header and footer, the offline
// page from the service worker, and canonical links built from each page's own path.
import { MESSAGES } from '#common/messages.ts'
import type { Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'

type DeploymentInfo = { version: string; assets: string[] }

test.describe('with the network in the test’s hands', () => {
  // The service worker would fetch files itself, out of reach of page.route.
  test.use({ serviceWorkers: 'block' })

  test('a new deployment is found within 5 minutes, its files checked, and offered for 15 s', async ({
    page,
    request,
  }) => {
    const current = (await (await request.get('/deployment-info.json')).json()) as DeploymentInfo
    let served: DeploymentInfo = current
    await page.route('**/deployment-info.json', (route) => route.fulfill({ json: served }))
    const heads: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'HEAD') heads.push(new URL(sent.url()).pathname)
    })
    await page.clock.install()
    // The page learns its own version from its first check; only then is there a new one.
    const learnt = page.waitForResponse('**/deployment-info.json')
    await page.goto('/about')
    await learnt
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.clock.runFor(1000)

    served = { version: `${current.version}-next`, assets: current.assets.slice(0, 3) }
    await page.clock.runFor(4 * 60_000)
    await expect(page.getByText(MESSAGES.newVersion)).toHaveCount(0)
    await page.clock.runFor(60_000)
    const toast = page.getByText(MESSAGES.newVersion, { exact: true })
    await expect(toast).toBeVisible()
    expect(heads.sort()).toEqual([...served.assets].sort())
    await expect(page.getByRole('button', { name: 'Update Now' })).toBeVisible()

    await page.clock.runFor(14_000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1500)
    await expect(toast).toBeHidden()
  })

  // The blog page's code is asked for under a name this server does not have, as after a
  // deployment: the server's stand-in module (decision 189) takes the failure to the page's error
  // boundary instead of React Router's silent reload.
  const missingPageCode = (route: Route) =>
    route.continue({
      url: new URL('/assets/blog-from-another-deployment.js', route.request().url()).href,
    })

  test('page code gone after a deployment: the refresh toast (8 s); header and footer stay', async ({
    page,
    request,
  }) => {
    const current = (await (await request.get('/deployment-info.json')).json()) as DeploymentInfo
    let served: DeploymentInfo = current
    await page.route('**/deployment-info.json', (route) => route.fulfill({ json: served }))
    // The page learns its own version first; then the new deployment replaces the files.
    const learnt = page.waitForResponse('**/deployment-info.json')
    await page.goto('/about')
    await learnt
    served = { version: `${current.version}-next`, assets: [] }
    await page.route(/\/assets\/blog-[\w-]+\.js$/, missingPageCode)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    const toast = page.getByText(MESSAGES.chunkLoadFailed, { exact: true })
    await expect(toast).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
    await expect(page.getByText(MESSAGES.componentsLoadFailed)).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await page.waitForTimeout(8500)
    await expect(toast).toBeHidden()
  })

  test('page code missing from the same deployment: "Failed to load application components..." (10 s)', async ({
    page,
  }) => {
    const learnt = page.waitForResponse('**/deployment-info.json')
    await page.goto('/about')
    await learnt
    await page.route(/\/assets\/blog-[\w-]+\.js$/, missingPageCode)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    const toast = page.getByText(MESSAGES.componentsLoadFailed, { exact: true })
    await expect(toast).toBeVisible()
    await expect(page.getByText(MESSAGES.chunkLoadFailed)).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await page.waitForTimeout(8500)
    await expect(toast).toBeVisible()
    await page.waitForTimeout(2000)
    await expect(toast).toBeHidden()
  })
})

test('a page not yet visited, opened offline, shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  await context.setOffline(true)
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/')
  // A page read before is still there.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Los Angeles lot')
  await context.setOffline(false)
})

test('every page links itself as canonical, private pages too', async ({ page, baseURL }) => {
  for (const path of ['/login', '/password-reset', '/search', '/blog']) {
    await page.goto(path)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
  }
})
