// Signing in at each name a server on this machine answers to, through the real sign-in route:
// the cross-site check and better-auth's own origin check take the same list (decision 510).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#server/auth/auth.ts'
import { cookieFrom, signUp, TEST_PASSWORD, type TestAccount } from '#tests/setup/accounts.ts'
import { createTestApp, TEST_SECRET, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let account: TestAccount
beforeAll(async () => {
  // Its own database: the sign-ins here count against no other file's limits.
  t = await createTestApp()
  account = await signUp(t)
})
afterAll(() => t.close())

/** The headers a browser sends with a sign-in posted from a page at `origin`. */
function browserHeaders(origin: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
  }
}

// Each sign-in below is to better-auth's own endpoint, not a typed route (decision 390).
const credentials = () => JSON.stringify({ email: account.email, password: TEST_PASSWORD })

describe('signing in on a server at a loopback address (http://localhost:3000)', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs in from a page at %s',
    async (origin) => {
      const response = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: browserHeaders(origin),
        body: credentials(),
      })
      expect(response.status).toBe(200)
      expect(cookieFrom(response)).toContain('session_token=')
      expect(t.logs).not.toContainEqual(
        expect.objectContaining({ msg: expect.stringContaining('Invalid origin') }),
      )
    },
  )

  it.each(['http://127.0.0.1:5000', 'https://localhost:3000', 'https://evil.example'])(
    'refuses a sign-in from a page at %s, another port, scheme or site',
    async (origin) => {
      const response = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: browserHeaders(origin),
        body: credentials(),
      })
      expect(response.status).toBe(403)
      expect(cookieFrom(response)).not.toContain('session_token=')
    },
  )
})

describe('signing in on a server at a real domain', () => {
  it('trusts its own address and no loopback name', async () => {
    // better-auth alone, behind no cross-site check of ours: its own list decides.
    const auth = createAuth({
      db: t.database.db,
      mailer: t.mailer,
      logger: t.logger,
      publicUrl: 'https://lotwise.example',
      secret: TEST_SECRET,
    })
    const signInFrom = (origin: string) =>
      auth.handler(
        new Request('https://lotwise.example/api/auth/sign-in/email', {
          method: 'POST',
          headers: browserHeaders(origin),
          body: credentials(),
        }),
      )
    expect((await signInFrom('https://lotwise.example')).status).toBe(200)
    for (const origin of ['http://localhost', 'http://127.0.0.1', 'http://localhost:3000'])
      expect((await signInFrom(origin)).status, origin).toBe(403)
  })
})
