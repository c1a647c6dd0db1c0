// Shared helpers for the browser tests.
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import type { ScreenRun } from '#common/contracts/screen.ts'
import { VOICE_WIDGET_ELEMENT, VOICE_WIDGET_SCRIPT_URL } from '#common/voice-widget.ts'
import { generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'

/** Stands in for the voice widget's script: defines the widget element, as the real one does. */
export const VOICE_SCRIPT_STUB = `customElements.get('${VOICE_WIDGET_ELEMENT}') || customElements.define('${VOICE_WIDGET_ELEMENT}', class extends HTMLElement {})`

/** Answers the voice widget's script in `context` (tests that open contexts of their own). */
export async function answerVoiceScript(context: BrowserContext): Promise<void> {
  await context.route(VOICE_WIDGET_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: VOICE_SCRIPT_STUB }),
  )
}

/**
 * Collects console errors and uncaught exceptions so a test can assert there were none. Every
 * context answers the voice widget's CDN script locally: tests never reach the real CDN.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  context: async ({ context }, use) => {
    await answerVoiceScript(context)
    await use(context)
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect }

/** Axe violations on the page, as "rule: target" strings (empty when clean). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  )
}

let accountCounter = 0

/**
 * Creates an account and signs the page's browser context in (cookies are shared). Each account
 * is signed up from an address of its own (one of the documentation range 198.51.100.0/24, as
 * the proxy the test server trusts would pass it on), so the suite's sign-ups do not meet the
 * per-address limit one visitor meets.
 */
export async function signUp(page: Page, baseURL: string) {
  accountCounter += 1
  const email = `e2e-${Date.now()}-${accountCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: {
      origin: baseURL,
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
    },
    data: { name: 'Test Person', email, password: 'Correct-Horse-Battery-9' },
  })
  expect(response.status()).toBe(200)
  return { email }
}

/**
 * Publishes through the review checklist the Publish button opens: first without answers (the
 * server refuses, naming the first item, and the dialog stays open with the note kept), then with
 * every open fact confirmed (its first answer, or a figure of 60, and the first source offered)
 * and every reading kept. Returns the labels of the facts confirmed, and the console errors this
 * causes, for the test's check that nothing else went wrong.
 */
export async function publishThroughReview(
  page: Page,
  publishButton: Locator,
): Promise<{ confirmed: string[]; consoleErrors: string[] }> {
  await publishButton.click()
  const dialog = page.getByRole('dialog', { name: /^Review and publish: / })
  await expect(dialog.getByRole('heading', { name: /^Open facts/ })).toBeVisible()
  // Sentences joined from labels that end in a full stop of their own end in one.
  expect(await dialog.textContent()).not.toMatch(/\.\./)
  // An unknown fact cannot be confirmed: leaving it open is how the review says so.
  expect(await dialog.getByRole('option').allTextContents()).not.toContain('Confirmed: Not known')
  const selects = dialog.getByRole('combobox')
  const itemCount = await selects.count()
  // The note first, so the refusal below is about the unanswered checklist item, not the note.
  await dialog.getByLabel('Review note (shown to the owner)').fill('Zone and lot area checked.')
  if (itemCount > 0) {
    await dialog.getByRole('button', { name: 'Publish with this review' }).click()
    await expect(dialog.getByRole('alert')).toContainText(/^Answer “.+”/)
  }
  const confirmed: string[] = []
  // Confirming an answer adds the select of where, right after it: the count grows as we go.
  for (let index = 0; index < (await selects.count()); index += 1) {
    const select = selects.nth(index)
    const labels = await select.locator('option').allTextContents()
    if (labels.includes('Keep this reading')) {
      await select.selectOption({ label: 'Keep this reading' })
      continue
    }
    if (labels[0] === 'Choose where') {
      await select.selectOption({ label: labels[1]! })
      continue
    }
    const answer = labels.find((label) => label.startsWith('Confirmed: '))
    expect(answer, `an answer to confirm among ${labels.join(', ')}`).toBeDefined()
    await select.selectOption({ label: answer! })
    confirmed.push(
      (await select.evaluate(
        (element) => (element as HTMLSelectElement).labels?.[0]?.textContent,
      )) ?? '',
    )
    if (answer === 'Confirmed: type the figure')
      await dialog
        .getByLabel(/^The figure confirmed/)
        .last()
        .fill('60')
  }
  expect(await accessibilityViolations(page)).toEqual([])
  await expect(dialog.getByLabel('Review note (shown to the owner)')).toHaveValue(
    'Zone and lot area checked.',
  )
  await dialog.getByRole('button', { name: 'Publish with this review' }).click()
  await expect(page.getByText('Report published successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  return {
    confirmed,
    // What the browser logs of it: the refused first try, as a failed load.
    consoleErrors:
      itemCount > 0
        ? ['Failed to load resource: the server responded with a status of 400 (Bad Request)']
        : [],
  }
}

/** A demo-city parcel: an R3 lot of 8,090 sq ft a quarter mile from a rail station. */
export const DEMO_REPORT_APN = '9000-019-083'
/**
 * Its address as the demo city writes it ("611 S Serrano Ave, Los Angeles, CA"), read from the
 * generator rather than written here: a change to the city's layout renumbers its lots.
 */
export const DEMO_REPORT_ADDRESS = demoAddressOf(DEMO_REPORT_APN)
/** The address's street part as a pattern: "611 S Serrano Ave". */
export const DEMO_REPORT_STREET = new RegExp(
  DEMO_REPORT_ADDRESS.split(',')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
)

function demoAddressOf(apn: string): string {
  for (const parcel of generateDemoParcels()) {
    if (parcel.apn === apn && parcel.addressDisplay) return parcel.addressDisplay
  }
  throw new Error(`the demo city has no parcel ${apn} with an address`)
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
/** The demo admin's session per server, signed in once per worker (see `adminContext`). */
const adminSessions = new Map<string, Promise<StorageState>>()

/**
 * A browser context signed in as the demo admin, for tests that act as the analyst through the
 * API. The admin signs in once per worker and each context starts from that session: signing in
 * for every test would pass the server's limit of 10 sign-ins to one account from one address in
 * 15 minutes once the suite runs faster than that.
 */
export async function adminContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  let session = adminSessions.get(baseURL)
  if (!session) {
    session = (async () => {
      const context = await browser.newContext({ baseURL })
      const signIn = await context.request.post('/api/auth/sign-in/email', {
        headers: { origin: baseURL },
        data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      })
      expect(signIn.status()).toBe(200)
      const state = await context.storageState()
      await context.close()
      return state
    })()
    adminSessions.set(baseURL, session)
  }
  return browser.newContext({ baseURL, storageState: await session })
}

/**
 * Waits until the server's screen refresh has finished: a fresh server computes every parcel's
 * results after it starts, and until then a screen's count grows from one answer to the next.
 * Read as the demo admin, from the refresh's own status.
 */
export async function waitForScreenRefresh(browser: Browser, baseURL: string): Promise<void> {
  const context = await adminContext(browser, baseURL)
  await expect
    .poll(
      async () => {
        const answer = (await (await context.request.get('/api/admin/screen/refresh')).json()) as {
          run: ScreenRun | null
        }
        return answer.run?.status
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe('finished')
  await context.close()
}

/** The demo admin starts a full report on the demo parcel for `ownerEmail`. */
export async function demoReportFor(
  page: Page,
  baseURL: string,
  ownerEmail: string,
): Promise<string> {
  const context = await adminContext(page.context().browser()!, baseURL)
  const response = await context.request.post('/api/admin/reports', {
    headers: { origin: baseURL },
    data: { apn: DEMO_REPORT_APN, reportType: 'multifamily_development', ownerEmail },
  })
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: string }
  await context.close()
  return id
}
