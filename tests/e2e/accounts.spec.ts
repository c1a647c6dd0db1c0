// Accounts as a person uses them: sign-up, passwords, two-step verification, reset by email,
// idle sign-out, and what admins can do from the profile.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { totpCodeForSecret } from '#tests/setup/totp.ts'
import {
  accessibilityViolations,
  adminContext,
  expect,
  publishThroughReview,
  signUp,
  test,
} from './fixtures.ts'
import { MAIL_DIR } from './mail-dir.ts'

/** The first link matching `pattern` in the mail `to` received, once it has arrived. */
async function emailedLink(to: string, pattern: RegExp): Promise<string | undefined> {
  const file = path.join(MAIL_DIR, `${to.toLowerCase()}.eml`)
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const raw = await readFile(file, 'utf8').catch(() => '')
        // Quoted-printable: soft line breaks and encoded equals signs.
        found = pattern.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))?.[0]
        return found
      },
      { timeout: 10_000 },
    )
    .toBeDefined()
  return found
}

const PASSWORD = 'Correct-Horse-Battery-9'

async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email or phone number').fill(identifier)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
}

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

test.describe('an account', () => {
  test('sign-up leads to a profile with the Basic tier, the stats and no reports', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.getByLabel('Full name').fill('Nora Newcomer')
    await page.getByLabel('Email').fill(uniqueEmail('signup'))
    await page.getByLabel('Password', { exact: true }).fill('weak')
    await page.getByLabel('Confirm password').fill('weak')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('alert')).toHaveText('Password does not meet security requirements')
    await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByText('Nora Newcomer', { exact: true })).toBeVisible()
    await expect(page.getByText('Basic User')).toBeVisible()
    await expect(page.getByText('Admin', { exact: true })).toHaveCount(0)
    const stats = page.getByRole('region', { name: 'Your numbers' })
    await expect(stats.locator('dt')).toHaveText([
      'Reports Created',
      'Credits Remaining',
      'Monthly Reports Used',
      'Bonus Credits',
    ])
    // The spec's used/allowance has no allowance to show on a tier without one (decision 846).
    await expect(stats.locator('dd')).toHaveText([
      '0',
      '0',
      'None',
      'Your plan has no monthly reports',
      '0',
    ])
    await expect(page.getByText('No reports found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create a Report' })).toHaveAttribute('href', '/')
    await expect(
      page.getByRole('link', { name: 'Multifamily Development Report Request' }),
    ).toHaveAttribute('href', '/pricing')
    await expect(page.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0)
    expect(await accessibilityViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test('a wrong password gets one message that does not say whether the account exists', async ({
    page,
  }) => {
    await signInThroughForm(page, uniqueEmail('nobody'), 'Wrong-Password-123')
    const unknown = await page.getByRole('alert').textContent()
    await signInThroughForm(page, DEMO_ACCOUNTS.user.email, 'Wrong-Password-123')
    await expect(page.getByRole('alert')).toHaveText(unknown ?? '')
    expect(unknown).toBe('Invalid email, phone number or password')
  })

  test('changing the password: refused, then accepted; the new one signs in', async ({
    page,
    baseURL,
  }) => {
    const { email } = await signUp(page, baseURL ?? '')
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByLabel('New password').fill('alllowercase-only-1')
    await page.getByLabel('Confirm password').fill('different')
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(
      page.getByText('Password must contain at least one uppercase letter'),
    ).toBeVisible()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('Password does not meet security requirements')

    await page.getByLabel('New password').fill('Fresh-Password-2026')
    await page.getByLabel('Confirm password').fill('Fresh-Password-2026')
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(page.getByText('Password updated successfully')).toBeVisible()

    await signOutFromHeader(page)
    await signInThroughForm(page, email, PASSWORD)
    await expect(page.getByRole('alert')).toBeVisible()
    await signInThroughForm(page, email, 'Fresh-Password-2026')
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('two-step verification: enrol with the QR secret, then sign-in asks for the code', async ({
    page,
    baseURL,
  }) => {
    const { email } = await signUp(page, baseURL ?? '')
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click()
    await page.getByLabel('Confirm with your password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
    await page.getByLabel('Code from your app').fill(totpCodeForSecret(secret))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Two-step verification is on')).toBeVisible()

    await signOutFromHeader(page)
    await signInThroughForm(page, email, PASSWORD)
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
    await page.getByLabel('Authentication code').fill('000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toContainText('That code is not right')
    await page.getByLabel('Authentication code').fill(totpCodeForSecret(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('a forgotten password is reset through the emailed link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { email } = await signUp(page, baseURL ?? '')
    await page.context().clearCookies()
    await page.goto('/password-reset')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText('If an account uses that email')

    // The mail arrives at the browser tests' own mail server (tests/e2e/mail-sink.ts).
    const link = await emailedLink(email, /http\S+\/reset-password\?token=[^\s"<]+/)
    expect(link).toBeDefined()

    // Admins see the message in the outbox, with the link's secret hidden.
    const admin = await adminContext(browser, baseURL ?? '')
    const { messages } = (await (await admin.request.get('/api/admin/outbox')).json()) as {
      messages: Array<{ to: string; text: string }>
    }
    await admin.close()
    const mail = messages.find((message) => message.to === email)
    expect(mail?.text).toContain('reset-password?token=[hidden]')

    await page.goto(link ?? '')
    await page.getByLabel('New password').fill('Recovered-Pass-77')
    await page.getByLabel('Confirm password').fill('Recovered-Pass-77')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('status')).toContainText('Your password has been changed')
    await signInThroughForm(page, email, 'Recovered-Pass-77')
    await expect(page).toHaveURL(/\/profile$/)
  })

  test('every password-reset screen leads back to sign in', async ({ page }) => {
    // The request form, its confirmation, the new-password form and its stand-in without a link.
    const screens = [
      { path: '/password-reset', heading: 'Reset your password' },
      { path: '/password-reset', heading: 'Reset your password', send: uniqueEmail('nobody') },
      { path: '/reset-password?token=not-a-real-token', heading: 'Choose a new password' },
      { path: '/reset-password', heading: 'Choose a new password' },
    ]
    for (const { path, heading, send } of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      if (send) {
        await page.getByLabel('Email').fill(send)
        await page.getByRole('button', { name: 'Send reset link' }).click()
        await expect(page.getByRole('status')).toContainText('If an account uses that email')
      }
      await page.getByRole('link', { name: 'Back to sign in' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    }
  })

  test('a visitor opening the profile is asked to log in', async ({ page }) => {
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/)
    await expect(page.getByText('Please log in to view your profile')).toBeVisible()
  })
})

test.describe('an expired session', () => {
  test('is announced, and the person goes to /login with the way back remembered', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install()
    await signUp(page, baseURL ?? '')
    await page.goto('/profile')
    await expect(page.getByText('Basic User')).toBeVisible()
    // The session ends elsewhere (same cookie jar as the page); the next check finds it gone.
    await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL ?? '' }, data: {} })
    await page.clock.fastForward('10:30')
    await expect(page.getByText('Session expired. Please log in again.')).toBeVisible()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/)
  })
})

test.describe('signing out while the session is being checked', () => {
  /**
   * Signs a new account in on /profile, lets the ten-minute session check reach the server while
   * the session is alive, holds its answer back, and signs out from the header. `answer()` then
   * hands the page the server's answer (unless the page has abandoned the request by then).
   */
  async function signOutDuringSessionCheck(page: Page, baseURL: string) {
    await page.clock.install()
    const { email } = await signUp(page, baseURL)
    await page.goto('/profile')
    await expect(page.getByText('Basic User')).toBeVisible()
    let reached = false
    let answer = () => {}
    const answerGiven = new Promise<void>((resolve) => (answer = resolve))
    let delivered = () => {}
    const deliveredOrDropped = new Promise<void>((resolve) => (delivered = resolve))
    await page.route(
      '**/api/auth/get-session',
      async (route) => {
        const response = await route.fetch()
        reached = true
        await answerGiven
        await route.fulfill({ response }).catch(() => undefined)
        delivered()
      },
      { times: 1 },
    )
    await page.clock.fastForward('10:30')
    await expect.poll(() => reached).toBe(true)
    await signOutFromHeader(page)
    return {
      email,
      answer: async () => {
        answer()
        await deliveredOrDropped
      },
    }
  }

  test('the check’s late answer does not sign the person back in', async ({ page, baseURL }) => {
    const check = await signOutDuringSessionCheck(page, baseURL ?? '')

    await check.answer()
    // Let the page's timers and React act on the answer before looking.
    await page.clock.runFor(1_000)
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0)
  })

  test('signing in again before the late answer arrives keeps the new session', async ({
    page,
    baseURL,
  }) => {
    const check = await signOutDuringSessionCheck(page, baseURL ?? '')

    // Signed in again in the same tab (no reload) while the old check is still unanswered: the
    // sign-in reads its new session instead of waiting for the old check's answer.
    await page.getByLabel('Email or phone number').fill(check.email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' })
    await expect(logout).toBeVisible()

    await check.answer()
    await page.clock.runFor(1_000)
    await page.waitForTimeout(500)
    await expect(logout).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByText('Basic User')).toBeVisible()
  })
})

test.describe('two tabs', () => {
  test('signing out in one tab signs the other out too', async ({ page, baseURL }) => {
    await signUp(page, baseURL ?? '')
    await page.goto('/profile')
    await expect(page.getByText('Basic User')).toBeVisible()
    const other = await page.context().newPage()
    await other.goto('/profile')
    await expect(other.getByText('Basic User')).toBeVisible()

    await signOutFromHeader(other)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  })
})

test.describe('inactivity', () => {
  test('warns at 25 minutes, extends on request, and signs out at 30', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install()
    await signUp(page, baseURL ?? '')
    await page.goto('/profile')
    await expect(page.getByText('Basic User')).toBeVisible()

    const dialogs: Array<{ type: string; message: string }> = []
    let acceptConfirm = true
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() })
      void (dialog.type() === 'confirm' && !acceptConfirm ? dialog.dismiss() : dialog.accept())
    })

    await page.clock.fastForward('24:00')
    expect(dialogs).toEqual([])
    await page.clock.fastForward('01:30')
    await expect
      .poll(() => dialogs)
      .toEqual([
        {
          type: 'confirm',
          message:
            'Your session will expire in 5 minutes due to inactivity. Would you like to extend it?',
        },
      ])

    // Extended: the next warning comes 25 minutes later, and this time it is declined.
    acceptConfirm = false
    await page.clock.fastForward('25:30')
    await expect.poll(() => dialogs.length).toBe(2)
    await page.clock.fastForward('05:00')
    await expect
      .poll(() => dialogs.at(-1))
      .toEqual({
        type: 'alert',
        message: 'Your session has expired due to inactivity. Please sign in again.',
      })
    await expect(page).toHaveURL(/\/login$/)
    const session = await page.request.get('/api/auth/get-session')
    expect(await session.json()).toBeNull()
  })
})

test.describe('admins on the profile', () => {
  test.describe.configure({ mode: 'serial' })

  test('a user sees their own reports without admin controls', async ({ page }) => {
    await signInThroughForm(page, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { name: 'Your reports' })).toBeVisible()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Awaiting review' }).first(),
    ).toBeVisible()
    // At 1,280 px the status badge beside a long address stays on one line (24 px tall), where
    // it broke into "Awaiting / review".
    expect(page.viewportSize()?.width).toBe(1280)
    const badge = page.getByText('Awaiting review', { exact: true }).first()
    expect((await badge.boundingBox())?.height).toBeLessThan(30)
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await expect(page.getByText('Reporter:')).toHaveCount(0)

    await page.goto('/admin/reports')
    await expect(page.getByRole('alert')).toHaveText('Admin authentication required')
  })

  test('a user opening the admins’ layout beta is told only that it is for admins', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password)
    await expect(page).toHaveURL(/\/profile$/)
    await page.goto('/reports/v2')
    await expect(page.getByRole('alert')).toHaveText('Admin authentication required')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin tools')
    await expect(page.getByText(/V2|beta/i)).toHaveCount(0)
  })

  test('an admin sees the admin buttons, publishes a pending report and deletes one after the prompt', async ({
    page,
    pageErrors,
  }) => {
    await signInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByText('Admin', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'New Report (V2 Beta)' })).toHaveAttribute(
      'href',
      '/reports/v2',
    )
    await expect(page.getByRole('link', { name: 'Admin Tools' })).toHaveAttribute(
      'href',
      '/admin/reports',
    )
    await expect(page.getByText(`(${DEMO_ACCOUNTS.user.email})`).first()).toBeVisible()

    const pendingCard = page.getByRole('listitem').filter({ hasText: 'Awaiting review' }).first()
    const address = (await pendingCard.getByRole('heading').textContent()) ?? ''
    const { consoleErrors: refusedPublish } = await publishThroughReview(
      page,
      pendingCard.getByRole('button', { name: 'Publish' }),
    )
    const published = page.getByRole('listitem').filter({ hasText: address })
    // Its badge says what the review settled: all of it (verified) or not (reviewed).
    await expect(published.getByText(/^(Reviewed|Verified)$/)).toBeVisible()
    await expect(published.getByRole('button', { name: 'Publish' })).toHaveCount(0)

    await published.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete report' })
    await expect(dialog).toContainText(
      `Are you sure you want to delete the report for "${address}"?`,
    )
    await dialog.getByRole('button', { name: 'Delete report' }).click()
    await expect(page.getByText('Report deleted successfully')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: address })).toHaveCount(0)

    // The completion email is listed in the outbox.
    await page.getByRole('link', { name: 'Email outbox' }).click()
    await expect(
      page.getByRole('heading', { name: `Your report for ${address} is ready` }),
    ).toBeVisible()
    expect(pageErrors).toEqual(refusedPublish)
  })
})
