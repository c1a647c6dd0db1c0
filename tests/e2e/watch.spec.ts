import { readFileSync } from 'node:fs'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { createUnsubscribeLinks } from '#server/mail/unsubscribe-links.ts'
import { accessibilityViolations, expect, signUp, test } from './fixtures.ts'

// The demo city is generated from a fixed seed: its first parcel is the same on every start.
const [first] = [...generateDemoParcels()]
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

test.describe('the digest email’s settings', () => {
  for (const width of [1280, 390]) {
    test(`chosen in the profile, stopped from the email's link without signing in, a forged link refused (${width} px)`, async ({
      page,
      browser,
      baseURL,
      pageErrors,
    }) => {
      // Signs up, saves twice, opens a second browser and checks it with axe: a long walk.
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      const { email } = await signUp(page, baseURL!)
      await page.goto('/profile#watch-emails')
      const section = page.getByRole('region', { name: 'Emails about your watched lots' })
      await expect(section.getByRole('radio', { name: 'Once a day, in the morning' })).toBeChecked()
      // A click, then the wait for its effect: check() fails at once if the page has not yet
      // taken the click, where the saved message below is the real proof.
      const weekly = section.getByRole('radio', { name: 'Once a week, on Monday morning' })
      await weekly.click()
      await expect(weekly).toBeChecked()
      await expect(
        page.getByText('Saved. We email you: Once a week, on Monday morning.'),
      ).toBeVisible()
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/watch-shots/profile-digest-${width}.png` })
      await page.reload()
      await expect(
        page
          .getByRole('region', { name: 'Emails about your watched lots' })
          .getByRole('radio', { name: 'Once a week, on Monday morning' }),
      ).toBeChecked()

      // The link of this person's email, signed with the test server's own secret.
      const { id } = (await (await page.request.get('/api/profile')).json()) as { id: string }
      const secret = readFileSync('.tmp/e2e-data/auth-secret', 'utf8').trim()
      const token = createUnsubscribeLinks(secret).sign(id)

      // Opened where nobody is signed in.
      const visitorContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
      const visitor = await visitorContext.newPage()
      await visitor.goto(`/unsubscribe/${token}`)
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Stop emails about your watched lots' }),
      ).toBeVisible()
      await expect(visitor.getByText(email, { exact: false })).toBeVisible()
      expect(await accessibilityViolations(visitor)).toEqual([])
      await visitor.screenshot({ path: `/tmp/watch-shots/unsubscribe-${width}.png` })
      await visitor.getByRole('button', { name: 'Stop these emails' }).click()
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'You will get no more of these emails' }),
      ).toBeVisible()
      await visitor.screenshot({ path: `/tmp/watch-shots/unsubscribed-${width}.png` })

      await page.reload()
      await expect(
        page
          .getByRole('region', { name: 'Emails about your watched lots' })
          .getByRole('radio', { name: 'Never' }),
      ).toBeChecked()

      const forged = `${token.slice(0, -4)}AAAA`
      await visitor.goto(`/unsubscribe/${forged}`)
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'This link does not work' }),
      ).toBeVisible()
      await expect(visitor.getByText('This unsubscribe link is not one we sent')).toBeVisible()
      await visitor.screenshot({ path: `/tmp/watch-shots/unsubscribe-forged-${width}.png` })
      await visitorContext.close()
      expect(pageErrors).toEqual([])
    })
  }
})
