// Issue 12, finding 8: private answers are not cached, session tokens never reach page scripts,
// the outbox hides the secrets in links, and a database blip is not "Failed to create user profile".
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '#server/db/schema/index.ts'
import { HIDDEN_SECRET } from '#server/features/outbox/outbox.service.ts'
import { as, cookieFrom, signIn, signUp, TEST_PASSWORD } from '#tests/setup/accounts.ts'
import { injectFault } from '#tests/setup/faults.ts'
import { errorBody } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from './error-response.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Every "token" key in a JSON value, at any depth. */
function tokensIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(tokensIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => (key === 'token' ? [item] : tokensIn(item)))
}

describe('private answers', () => {
  it('are marked no-store', async () => {
    const person = await signUp(t)
    const answers = [
      await t.api(person).profile.$get(),
      await t.api(person).reports.$get({ query: {} }),
      // better-auth's own endpoint, not a typed route (decision 390).
      await as(t, person, '/api/auth/get-session'),
    ]
    for (const response of answers) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('carry no session token: sign-up, sign-in, change-password, list-sessions', async () => {
    // Each request here is to better-auth's own endpoints, not typed routes (decision 390).
    const email = `tokens-${Date.now()}@example.com`
    const signUpResponse = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tina Token', email, password: TEST_PASSWORD }),
    })
    expect(signUpResponse.status).toBe(200)
    expect(tokensIn(await signUpResponse.json())).toEqual([])
    const signInResponse = await signIn(t, email, TEST_PASSWORD)
    expect(signInResponse.status).toBe(200)
    expect(tokensIn(await signInResponse.json())).toEqual([])
    const cookie = cookieFrom(signInResponse)
    const person = { id: '', email, name: 'Tina Token', cookie }
    const sessions = await as(t, person, '/api/auth/list-sessions')
    expect(sessions.status).toBe(200)
    const listed = (await sessions.json()) as unknown[]
    expect(listed.length).toBeGreaterThan(0)
    expect(tokensIn(listed)).toEqual([])
    const changed = await as(t, person, '/api/auth/change-password', {
      method: 'POST',
      body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'New-Horse-Battery-10' }),
    })
    expect(changed.status).toBe(200)
    expect(tokensIn(await changed.json())).toEqual([])
  })
})

describe('the outbox', () => {
  it('hides the secret of a live reset link from admins', async () => {
    const person = await signUp(t)
    const admin = await signUp(t, { admin: true })
    // better-auth's own endpoint, not a typed route (decision 390).
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, redirectTo: '/reset-password' }),
    })
    const response = await t.api(admin).admin.outbox.$get()
    const { messages } = (await response.json()) as {
      messages: Array<{ to: string; text: string }>
    }
    const reset = messages.find((message) => message.to === person.email)
    expect(reset?.text).toContain(`reset-password?token=${HIDDEN_SECRET}`)
    expect(reset?.text).not.toMatch(/token=(?!\[hidden\])/)
  })
})

describe('a database blip', () => {
  it('while the profile is created says "try again", not "Failed to create user profile"', async () => {
    const person = await signUp(t)
    await t.database.db.delete(profiles).where(eq(profiles.id, person.id))
    const remove = await injectFault(t.database.db, {
      table: 'profiles',
      events: 'insert',
      when: 'true',
      message: 'terminating connection due to administrator command',
      sqlState: '57P01',
    })
    try {
      const response = await t.api(person).profile.$get()
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual(errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE))
    } finally {
      await remove()
    }
    expect((await t.api(person).profile.$get()).status).toBe(200)
  })
})
