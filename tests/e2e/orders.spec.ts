// Ordering as a buyer does it: find a lot on the home page, pick a report from its card, sign in
// on the way, pay with the test payment (or spend a credit), and read the preliminary analysis.
import type { Page } from '@playwright/test'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { SITE } from '#common/site.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import {
  accessibilityViolations,
  adminContext,
  expect,
  signUp,
  test,
  DEMO_REPORT_APN,
  DEMO_REPORT_STREET,
} from './fixtures.ts'

async function pickParcel(page: Page) {
  await page.goto('/')
  const search = page.getByRole('combobox', { name: 'Find a parcel in the City of Los Angeles' })
  await search.fill(DEMO_REPORT_APN.replaceAll('-', ''))
  await page.getByRole('option', { name: new RegExp(`APN ${DEMO_REPORT_APN}`) }).click()
  await expect(page.getByText(`APN ${DEMO_REPORT_APN}`, { exact: true })).toBeVisible()
}

async function expectPreliminaryReport(page: Page) {
  await expect(page).toHaveURL(/\/report\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_REPORT_STREET)
  await expect(page.getByText('Preliminary — awaiting specialist review')).toBeVisible()
  const summary = page.getByRole('region', { name: 'Summary' })
  await expect(summary.getByText('Best pathway')).toBeVisible({ timeout: 10_000 })
}

test.describe('ordering a report', () => {
  test('a visitor picks a report on the parcel card, signs in, pays with the test payment and reads the analysis', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const { email } = await signUp(page, baseURL ?? '')
    // Signed out again: the checkout must send the visitor to sign in and back.
    await page.context().clearCookies()
    await pickParcel(page)
    const offer = page.getByRole('listitem').filter({ hasText: 'Multifamily Zoning Report' })
    await expect(offer.getByText('Suggested for this lot')).toBeVisible()
    await offer.getByRole('link', { name: /Order the Multifamily Zoning Report · \$199/ }).click()

    await expect(page).toHaveURL(/\/login\?redirectTo=/)
    await expect(
      page.getByText(
        'To order your report, sign in or create an account; we bring you straight back.',
      ),
    ).toBeVisible()
    await page.getByLabel('Email or phone number').fill(email)
    await page.getByLabel('Password').fill('Correct-Horse-Battery-9')
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page).toHaveURL(`/checkout/multifamily_zoning?apn=${DEMO_REPORT_APN}`)
    await expect(page.getByText(DEMO_REPORT_STREET).first()).toBeVisible()
    await expect(page.getByText('Demo parcel — generated, not a real property')).toBeVisible()
    await expect(page.getByText('$199, settled by the test payment.')).toBeVisible()
    await expect(page.getByText(/Test payment — no card is charged/)).toBeVisible()
    // Where the buyer pays, the page says when the report is reviewed.
    await expect(
      page.getByText(
        `The preliminary analysis is ready as soon as you order. ${SITE.reviewPromise}`,
      ),
    ).toBeVisible()
    await page.screenshot({ path: '.tmp/orders-checkout.png', fullPage: true })
    expect(await accessibilityViolations(page)).toEqual([])

    // A double click places one order.
    await page.getByRole('button', { name: 'Pay $199 (test payment)' }).dblclick()
    await expect(page.getByText('Thank you: your order is complete')).toBeVisible()
    // A receipt: the order number, the parcel, the amount and how it was paid.
    const receipt = page.getByRole('region', { name: 'Receipt' })
    await expect(receipt.getByText('Order number')).toBeVisible()
    await expect(receipt.getByText(/^[0-9a-f-]{36}$/)).toBeVisible()
    await expect(receipt).toContainText(DEMO_REPORT_APN)
    await expect(receipt.getByText('Address')).toBeVisible()
    await expect(receipt).toContainText('$199')
    await expect(receipt).toContainText('Test payment (no card charged)')
    await expect(
      page.getByText(
        `The preliminary analysis is computed now. ${SITE.reviewPromise} We have emailed you the details.`,
      ),
    ).toBeVisible()
    await page.screenshot({ path: '.tmp/orders-receipt.png', fullPage: true })
    // The receipt has the order's own address: the page no longer asks to confirm, and a reload
    // shows what was bought rather than offering to buy it again.
    await expect(page).toHaveURL(
      new RegExp(`/checkout/multifamily_zoning\\?apn=${DEMO_REPORT_APN}&order=`),
    )
    await expect(page.getByText('Your order, and where to find what you bought.')).toBeVisible()
    await page.reload()
    await expect(page.getByText('Thank you: your order is complete')).toBeVisible()
    const orders = await page.request.get('/api/orders')
    expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(1)

    await page.getByRole('link', { name: 'Open your report' }).click()
    await expectPreliminaryReport(page)
    await page.screenshot({ path: '.tmp/orders-report.png', fullPage: true })
    expect(pageErrors).toEqual([])
  })

  test('a buyer ordering the same report for the same lot again is told first, and either choice works', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    // Two orders and four pages: more than the default time on a busy machine.
    test.slow()
    await signUp(page, baseURL ?? '')
    const checkout = `/checkout/multifamily_zoning?apn=${DEMO_REPORT_APN}`
    await page.goto(checkout)
    await page.getByRole('button', { name: 'Pay $199 (test payment)' }).click()
    await expect(page.getByText('Thank you: your order is complete')).toBeVisible()
    await page.getByRole('link', { name: 'Open your report' }).click()
    await expectPreliminaryReport(page)
    const firstReport = page.url()

    // Back at the same checkout: the earlier order is named, and nothing is paid until the
    // buyer chooses.
    await page.goto(checkout)
    const notice = page.getByRole('note').filter({ hasText: 'You ordered this report on' })
    await expect(notice).toHaveText(
      /^You ordered this report on \w+ \d{1,2}, \d{4}: open it, or order a fresh analysis/,
    )
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.screenshot({ path: '.tmp/orders-earlier-order.png', fullPage: true })
    await notice.getByRole('link', { name: 'Open it' }).click()
    await expect(page).toHaveURL(firstReport)

    await page.goto(checkout)
    await notice.getByRole('button', { name: 'Order a fresh analysis' }).click()
    await page.getByRole('button', { name: 'Pay $199 (test payment)' }).click()
    await expect(page.getByText('Thank you: your order is complete')).toBeVisible()
    await page.getByRole('link', { name: 'Open your report' }).click()
    await expectPreliminaryReport(page)
    // A second report: the fresh analysis is an order of its own.
    expect(page.url()).not.toBe(firstReport)
    expect(pageErrors).toEqual([])
  })

  test('a buyer with a bonus credit spends it instead of paying', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    const { email } = await signUp(page, baseURL ?? '')
    const admin = await adminContext(browser, baseURL ?? '')
    const grant = await admin.request.post('/api/admin/credits', {
      headers: { origin: baseURL ?? '' },
      data: { email, credits: 1, reason: 'Browser test', idempotencyKey: `e2e-${Date.now()}` },
    })
    expect(grant.status()).toBe(200)
    await admin.close()

    await pickParcel(page)
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Single Family Report' })
      .getByRole('link', { name: /Order the Single Family Report/ })
      .click()
    await expect(page.getByText('Uses 1 of your 1 bonus credit.')).toBeVisible()
    await expect(page.getByText(/Test payment/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Order with a bonus credit' }).click()
    await expect(page.getByText('Paid with a bonus credit.')).toBeVisible()
    await page.getByRole('link', { name: 'Open your report' }).click()
    await expectPreliminaryReport(page)

    await page.goto('/pricing')
    await expect(
      page.getByText(
        'Your plan has no monthly reports and you have no bonus credits: each report is settled by the test payment, at the price shown.',
      ),
    ).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a buyer subscribes to Pro with the test payment, then spends the monthly allowance', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    // Two purchases and six pages: more steps than the default test time allows for.
    test.slow()
    await signUp(page, baseURL ?? '')
    await page.goto('/pricing')
    await page
      .getByRole('region', { name: 'Plan prices' })
      .getByRole('link', { name: 'Subscribe' })
      .first()
      .click()
    await expect(page).toHaveURL('/checkout/pro_monthly')
    await expect(page.getByText('$299 per month, settled by the test payment.')).toBeVisible()
    // A plan is no report: no review is promised.
    await expect(page.getByText(/An analyst reviews it/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Pay $299 (test payment)' }).click()
    await expect(page.getByText('Thank you: your order is complete')).toBeVisible()

    await pickParcel(page)
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Multifamily Development Report' })
      .getByRole('link', { name: /Order the Multifamily Development Report/ })
      .click()
    await expect(
      page.getByText('Uses one of your monthly reports: report 1 of 2 this month.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Order with my monthly allowance' }).click()
    await expect(page.getByText('Paid with your monthly allowance.')).toBeVisible()
    await page.getByRole('link', { name: 'Open your report' }).click()
    await expectPreliminaryReport(page)

    await page.goto('/pricing')
    await expect(
      page.getByText('You have 1 report to use: 1 of 2 monthly reports used.'),
    ).toBeVisible()
    // The plan they have is not offered again, on the pricing page or at its checkout.
    const plans = page.getByRole('region', { name: 'Plan prices' })
    await expect(
      plans.getByRole('link', { name: 'Your current plan: see your profile' }),
    ).toHaveCount(1)
    await page.goto('/checkout/pro_monthly')
    await expect(page.getByText('You already have the Pro plan: nothing to pay.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)

    // The profile shows the allowance as used/allowance and the day it resets (the end of the
    // plan's month, in Los Angeles), without the no-allowance note.
    const profile = (await (await page.request.get('/api/profile')).json()) as {
      currentPeriodEnd: string
    }
    const resetDay = new Date(profile.currentPeriodEnd).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Los_Angeles',
    })
    await page.goto('/profile')
    const stats = page.getByRole('region', { name: 'Your numbers' })
    await expect(stats.locator('dd')).toHaveText(['1', '1', '1/2', `Resets on ${resetDay}`, '0'])
    expect(pageErrors).toEqual([])
  })

  test('a subscriber cancels the plan on the profile, keeps it to the month’s end, and takes it back', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    await signUp(page, baseURL ?? '')
    const bought = await page.request.post('/api/orders', {
      headers: { origin: baseURL ?? '' },
      data: {
        productId: 'pro_monthly',
        idempotencyKey: `plan-${Date.now()}`,
        expectedPayment: 'card',
        expectedPriceCents: 29900,
      },
    })
    expect(bought.status()).toBe(201)
    const { currentPeriodEnd } = (await (await page.request.get('/api/profile')).json()) as {
      currentPeriodEnd: string
    }
    const day = new Date(currentPeriodEnd).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Los_Angeles',
    })

    await page.goto('/profile')
    const plan = page.getByRole('region', { name: 'Your plan' })
    await expect(plan).toContainText(`Pro plan, with 2 reports a month. It renews on ${day}.`)
    await plan.getByRole('button', { name: 'Cancel plan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel your Pro plan?' })
    await expect(dialog).toContainText(`It stays active until ${day}`)
    await page.screenshot({ path: '.tmp/profile-plan-cancel.png' })
    expect(await accessibilityViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel plan' }).click()
    await expect(dialog).toBeHidden()
    await expect(plan).toContainText(`Your Pro plan is cancelled. It ends on ${day}`)
    await expect(page.getByText(`Plan ends on ${day}`)).toBeVisible()
    await page.screenshot({ path: '.tmp/profile-plan-cancelled.png', fullPage: true })
    // Still the buyer's plan until then: the pricing page does not sell it to them again.
    await page.goto('/pricing')
    await expect(
      page.getByRole('link', { name: 'Your current plan: see your profile' }),
    ).toBeVisible()

    await page.goto('/profile')
    await plan.getByRole('button', { name: 'Keep my plan' }).click()
    await expect(plan).toContainText(`It renews on ${day}.`)
    await expect(page.getByText(`Resets on ${day}`)).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a price changed while the buyer looked is shown and asked again, never charged unseen', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    await signUp(page, baseURL ?? '')
    await page.goto('/checkout/credits_3')
    await expect(page.getByRole('button', { name: 'Pay $399 (test payment)' })).toBeVisible()

    const admin = await adminContext(browser, baseURL ?? '')
    const headers = { origin: baseURL ?? '' }
    const setPrice = (priceCents: number) =>
      admin.request.patch('/api/admin/products/credits_3', { headers, data: { priceCents } })
    expect((await setPrice(41900)).status()).toBe(200)
    try {
      await page.getByRole('button', { name: 'Pay $399 (test payment)' }).click()
      await expect(
        page.getByText(
          'The price of 3 Bonus Credits is now $419, not the $399 you saw. Nothing was charged: review the new price and confirm again.',
        ),
      ).toBeVisible()
      await page.screenshot({ path: '.tmp/orders-price-changed.png', fullPage: true })
      expect(await accessibilityViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Pay $419 (test payment)' }).click()
      await expect(page.getByText('Thank you: your order is complete')).toBeVisible()
      const orders = (await (await page.request.get('/api/orders')).json()) as {
        orders: Array<{ amountCents: number }>
      }
      expect(orders.orders.map((order) => order.amountCents)).toEqual([41900])
    } finally {
      await setPrice(39900)
      await admin.close()
    }
    // The browser reports the refused order (409) in the console; nothing else went wrong.
    expect(pageErrors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ])
  })

  test('checkout says when another report suits the lot better, and switches to it', async ({
    page,
    baseURL,
  }) => {
    await signUp(page, baseURL ?? '')
    await page.goto(`/checkout/single_family?apn=${DEMO_REPORT_APN}`)
    const note = page.getByRole('note')
    await expect(note).toContainText('The Multifamily Zoning Report suits this lot better.')
    expect(await accessibilityViolations(page)).toEqual([])
    await note.getByRole('link', { name: 'Switch to the Multifamily Zoning Report' }).click()
    await expect(page).toHaveURL(`/checkout/multifamily_zoning?apn=${DEMO_REPORT_APN}`)
    await expect(page.getByRole('button', { name: 'Pay $199 (test payment)' })).toBeVisible()
    await expect(page.getByRole('note')).toHaveCount(0)

    // The way back leads to the parcel's card, where the order began.
    await page.getByRole('link', { name: 'Back to the parcel' }).click()
    await expect(page).toHaveURL(`/?apn=${DEMO_REPORT_APN}#lookup-heading`)
    await expect(page.getByText(`APN ${DEMO_REPORT_APN}`, { exact: true })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Order a report for this parcel' }),
    ).toBeVisible()
  })

  test('an unknown product or parcel gets a clear message and a way back', async ({
    page,
    baseURL,
  }) => {
    await signUp(page, baseURL ?? '')
    await page.goto('/checkout/gold_bars?apn=9000-019-083')
    await expect(page.getByRole('alert')).toContainText('There is no product "gold_bars" for sale')
    await expect(page.getByRole('link', { name: 'Find a parcel' })).toBeVisible()
    await page.goto('/checkout/single_family?apn=12')
    await expect(page.getByRole('alert')).toContainText('is not a parcel number')
    await page.goto('/checkout/single_family?apn=9999-999-999')
    await expect(page.getByRole('alert')).toContainText('No parcel with APN 9999-999-999')
  })

  test('/pricing shows the products from the API', async ({ page }) => {
    await page.goto('/pricing')
    // The product has the report type's name, spelt as the spec spells it (no hyphen).
    await expect(
      page.getByRole('heading', { name: REPORT_TYPE_LABELS.single_family, exact: true }),
    ).toBeVisible()
    expect(REPORT_TYPE_LABELS.single_family).toBe('Single Family Report')
    await expect(page.getByText('$149', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: '10 Bonus Credits' })).toBeVisible()
    // What downloads and API calls spend, in bonus credits (decision 416).
    await expect(
      page.getByRole('heading', { name: 'Find Lots downloads and the API' }),
    ).toBeVisible()
    await expect(page.getByText('Large Find Lots download: 1 bonus credit')).toBeVisible()
    await page.screenshot({ path: '.tmp/orders-pricing.png', fullPage: true })
    expect(await accessibilityViolations(page)).toEqual([])
  })

  test('an admin grants bonus credits, refunds an order and changes a price on /admin/orders', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    // Three pages' work with an accessibility check: over 30 s on a busy two-core machine.
    test.slow()
    const buyer = await browser.newContext({ baseURL })
    const buyerPage = await buyer.newPage()
    const { email } = await signUp(buyerPage, baseURL ?? '')
    const placed = await buyerPage.request.post('/api/orders', {
      headers: { origin: baseURL ?? '' },
      data: {
        productId: 'single_family',
        apn: DEMO_REPORT_APN,
        idempotencyKey: `e2e-refund-${Date.now()}`,
        expectedPayment: 'card',
        expectedPriceCents: 14900,
      },
    })
    expect(placed.status()).toBe(201)
    await buyer.close()

    await page.goto('/login')
    await page.getByLabel('Email or phone number').fill(DEMO_ACCOUNTS.admin.email)
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/profile')
    await page.goto('/admin/orders')
    await expect(page.getByText('Card payments are in test mode.')).toBeVisible()

    await page.getByLabel('Account email').fill(email)
    await page.getByLabel('Credits', { exact: true }).fill('2')
    await page.getByLabel('Reason', { exact: true }).fill('Apology for a late review')
    await page.getByRole('button', { name: 'Grant credits' }).click()
    await expect(page.getByText(`${email} now has 2 bonus credits.`)).toBeVisible()

    const order = page.getByRole('listitem').filter({ hasText: email })
    await expect(order.getByText('Completed', { exact: true })).toBeVisible()
    await order.getByLabel('Refund reason').fill('Ordered the wrong parcel')
    await order.getByRole('button', { name: 'Refund' }).click()
    await expect(order.getByText('Refunded', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Refunded: \$[\d,.]+ returned\.$/)).toBeVisible()

    await page.getByLabel('New price of 10 Bonus Credits in dollars').fill('1099')
    await page
      .getByRole('listitem')
      .filter({ hasText: '10 Bonus Credits' })
      .getByRole('button', { name: 'Save price' })
      .click()
    await expect(page.getByText('now $1,099')).toBeVisible()
    await page.screenshot({ path: '.tmp/orders-admin.png', fullPage: true })
    expect(await accessibilityViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
