import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { accessibilityViolations, expect, signUp, test } from './fixtures.ts'

// The demo city is generated from a fixed seed: its first parcel is the same on every start.
const [first] = [...generateDemoParcels({ count: 1 })]
if (!first?.addressDisplay) throw new Error('the demo city has no parcels')

test.describe('watching a lot', () => {
  for (const width of [1280, 390]) {
    test(`saved from its card, listed on the watch page and removed there (${width} px)`, async ({
      page,
      baseURL,
      pageErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await signUp(page, baseURL!)
      await page.goto(`/?apn=${first.apn}`)
      await expect(
        page.getByRole('heading', { level: 2, name: first.addressDisplay! }),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Watch this lot' }).click()
      await expect(page.getByText('You watch this lot.')).toBeVisible()
      await page.screenshot({ path: `test-results/watch-card-${width}.png` })

      await page.getByRole('link', { name: 'Your watched lots' }).click()
      await expect(page).toHaveURL(/\/watch$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Your watched lots' })).toBeVisible()
      const lot = page.getByRole('heading', { level: 2, name: first.addressDisplay! })
      await expect(lot).toBeVisible()
      await expect(page.getByText(`APN ${first.apn} · Saved from the lot’s card on`)).toBeVisible()
      await expect(
        page.getByText(
          /^No change since you saved it \(last run on [A-Z][a-z]+ \d{1,2}, \d{4}\)\.$/,
        ),
      ).toBeVisible()
      expect(await accessibilityViolations(page)).toEqual([])
      await page.screenshot({ path: `test-results/watch-page-${width}.png`, fullPage: true })

      await page.getByRole('button', { name: 'Stop watching' }).click()
      await expect(page.getByText('You watch no lots yet.', { exact: false })).toBeVisible()
      await expect(lot).toBeHidden()
      expect(pageErrors).toEqual([])
    })
  }
})
