// Site search at /search?q=: guides and posts from the build's index, parcels through the
// parcel search API, highlighted matches, and the empty and nothing-found states.
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { accessibilityViolations, expect, test } from './fixtures.ts'

const [parcel] = [...generateDemoParcels()]
if (!parcel?.addressDisplay) throw new Error('the demo city has no parcels')
const street = parcel.addressDisplay.split(',')[0] ?? ''

test('a law finds its guide first, with the words highlighted', async ({ page, pageErrors }) => {
  await page.goto('/search?q=SB%20684')
  const pages = page.getByRole('list', { name: 'Pages found' })
  const first = pages.getByRole('listitem').first()
  await expect(first.getByRole('link')).toHaveAttribute('href', '/sb-684')
  await expect(first.locator('mark').first()).toHaveText(/^(SB|684)$/)
  await first.getByRole('link').click()
  await expect(page).toHaveURL('/sb-684')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SB 684')
  expect(pageErrors).toEqual([])
})

test('words of a blog post find the post', async ({ page }) => {
  await page.goto('/search?q=read+a+Lotwise+report')
  await expect(
    page
      .getByRole('list', { name: 'Pages found' })
      .getByRole('link', { name: /report/i })
      .first(),
  ).toBeVisible()
  await expect(page.locator('a[href="/blog/how-to-read-a-lotwise-report"]')).toBeVisible()
})

test('an address finds the parcel, and the result opens its card', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(street)}`)
  const parcels = page.getByRole('region', { name: 'Parcels' })
  const link = parcels.getByRole('link', { name: new RegExp(street) }).first()
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/\\?apn=${parcel.apn}`))
  await expect(page.getByText(`APN ${parcel.apn}`, { exact: true })).toBeVisible()
})

test('an APN finds its parcel', async ({ page }) => {
  await page.goto(`/search?q=${parcel.apn}`)
  await expect(page.getByRole('region', { name: 'Parcels' })).toContainText(`APN ${parcel.apn}`)
})

test('nothing found says so and offers a way on', async ({ page }) => {
  await page.goto('/search?q=zzqx+nowhere')
  await expect(page.getByText('Nothing found for “zzqx nowhere”.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'list of housing laws' })).toHaveAttribute(
    'href',
    '/housing-bills',
  )
})

test('the empty search offers examples; the header search leads here; the form searches', async ({
  page,
}) => {
  await page.goto('/about')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL('/search')
  await expect(page.getByText('Type a law, a topic, an address or a parcel number.')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('density bonus')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/search?q=density+bonus')
  await expect(page.getByRole('heading', { name: /pages? for “density bonus”/ })).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
})
