// Accounts for API tests: real sign-ups through better-auth, with the session cookie to send.
import { eq } from 'drizzle-orm'
import { profiles } from '#server/db/schema/index.ts'
import type { TestApp } from './test-app.ts'

export const TEST_PASSWORD = 'Correct-Horse-Battery-9'

export type TestAccount = { id: string; email: string; name: string; cookie: string }

let counter = 0

/** The cookie header a browser would send back after `response`. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

export async function signUp(
  t: TestApp,
  options: { name?: string; email?: string; admin?: boolean } = {},
): Promise<TestAccount> {
  counter += 1
  const email = options.email ?? `person-${counter}-${Date.now()}@example.com`
  const name = options.name ?? `Person ${counter}`
  const response = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: TEST_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: string } }
  if (options.admin) {
    await t.database.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, user.id))
  }
  return { id: user.id, email, name, cookie: cookieFrom(response) }
}

export async function signIn(t: TestApp, email: string, password: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
}

/** A JSON request as `account` (or a visitor when null). */
export function as(t: TestApp, account: TestAccount | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (account) headers.set('cookie', account.cookie)
  if (init.body) headers.set('content-type', 'application/json')
  return t.request(path, { ...init, headers })
}
