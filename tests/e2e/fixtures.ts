// Shared helpers for the browser tests.
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

/** Collects console errors and uncaught exceptions so a test can assert there were none. */
export const test = base.extend<{ pageErrors: string[] }>({
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

/** Creates an account and signs the page's browser context in (cookies are shared). */
export async function signUp(page: Page, baseURL: string) {
  accountCounter += 1
  const email = `e2e-${Date.now()}-${accountCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: 'Test Person', email, password: 'Correct-Horse-Battery-9' },
  })
  expect(response.status()).toBe(200)
  return { email }
}
