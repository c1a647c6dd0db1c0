import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#common/messages.ts'
import { PASSWORD_REQUIREMENTS_MESSAGE } from '#common/password-rules.ts'
import { INVALID_EMAIL_MESSAGE } from '#common/sanitize.ts'
import { rateLimitMessage } from '#server/http/auth-rate-limit.ts'
import { REVOKE_UNKNOWN_SESSION_MESSAGE } from '#server/auth/auth.ts'
import { emailOutbox, profiles, rateLimitHits, sessions, users } from '#server/db/schema/index.ts'
import {
  as,
  cookieFrom,
  signIn,
  signUp,
  TEST_PASSWORD,
  type TestAccount,
} from '#tests/setup/accounts.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import {
  callAs,
  createPeople,
  errorBody,
  type ApiCall,
  type People,
  type Who,
} from '#tests/setup/people.ts'
import { totpCode } from '#tests/setup/totp.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// A POST to better-auth's own endpoints, not typed routes (decision 390).
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

describe('signing up and in', () => {
  it('creates a basic profile and shows it with its stats', async () => {
    const account = await signUp(t, { name: 'Jane Owner' })
    const response = await t.api(account).profile.$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      email: account.email,
      fullName: 'Jane Owner',
      subscriptionTier: 'basic',
      isAdmin: false,
      twoFactorEnabled: false,
      stats: {
        reportsCreated: 0,
        creditsRemaining: 0,
        monthlyReportsUsed: 0,
        monthlyAllowance: 0,
        bonusCredits: 0,
      },
    })
  })

  it('creates a missing profile on the next signed-in request', async () => {
    const account = await signUp(t)
    await t.database.db.delete(profiles).where(eq(profiles.id, account.id))
    const response = await t.api(account).profile.$get()
    expect(response.status).toBe(200)
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, account.id))
    expect(profile).toMatchObject({ email: account.email, subscriptionTier: 'basic' })
  })

  it('refuses a password that breaks the rules, naming each rule', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Weak',
      email: 'weak@example.com',
      password: 'short',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; details: string[] }
    expect(body.message).toBe(PASSWORD_REQUIREMENTS_MESSAGE)
    expect(body.details).toEqual([
      'Password must be at least 12 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ])
  })

  it('refuses an email without a proper domain (spec §5 email rule)', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'No Domain',
      email: 'someone@example.c',
      password: TEST_PASSWORD,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: INVALID_EMAIL_MESSAGE })
  })

  it('cleans the name before storing it', async () => {
    const account = await signUp(t, { name: '<b>Sam</b> "Lee"' })
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.id))
    expect(user?.name).toBe('bSam/b Lee')
  })

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const account = await signUp(t)
    const wrongPassword = await signIn(t, account.email, 'Wrong-Password-123')
    const unknown = await signIn(t, 'nobody-here@example.com', 'Wrong-Password-123')
    expect(wrongPassword.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrongPassword.json()).toEqual(await unknown.json())
  })

  it('signs in with a phone number where the account has one', async () => {
    const account = await signUp(t)
    await t.database.db
      .update(users)
      .set({ phoneNumber: '+12135550142' })
      .where(eq(users.id, account.id))
    const response = await post('/api/auth/sign-in/phone-number', {
      phoneNumber: '+12135550142',
      password: TEST_PASSWORD,
    })
    expect(response.status).toBe(200)
    const session = await t.api({ ...account, cookie: cookieFrom(response) }).profile.$get()
    expect(((await session.json()) as { email: string }).email).toBe(account.email)
  })

  it('limits sign-in attempts per account, with a clear message', async () => {
    const account = await signUp(t)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await signIn(t, account.email, 'Wrong-Password-123')).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await signIn(t, account.email, TEST_PASSWORD)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('900')
    expect(await limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: rateLimitMessage(15) },
    })
  })

  it('limits reset requests per network address, whichever accounts they name', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await post('/api/auth/request-password-reset', {
        email: `address-limit-${attempt}@example.com`,
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    // Every request here comes from the same address: leave the budget for the other tests.
    await t.database.db.delete(rateLimitHits)
  })

  it("says 'Failed to create user profile' when the profile cannot be created", async () => {
    const account = await signUp(t)
    const db = t.database.db
    await db.delete(profiles).where(eq(profiles.id, account.id))
    await db.execute(sql`
      create function refuse_profiles() returns trigger language plpgsql as
      $$ begin raise exception 'profiles are read-only in this test'; end $$`)
    await db.execute(sql`
      create trigger refuse_profiles before insert on profiles
      for each row execute function refuse_profiles()`)
    try {
      const response = await t.api(account).profile.$get()
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({
        error: { code: 'INTERNAL', message: 'Failed to create user profile' },
      })
    } finally {
      await db.execute(sql`drop trigger refuse_profiles on profiles`)
      await db.execute(sql`drop function refuse_profiles`)
    }
  })

  it('refuses state changes from another site', async () => {
    const account = await signUp(t)
    const response = await t
      .api(account)
      .rpc.admin_check_test.$post(undefined, { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    const signUpFromElsewhere = await post(
      '/api/auth/sign-up/email',
      { name: 'X', email: 'x@example.com', password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(signUpFromElsewhere.status).toBe(403)
  })

  it('never shows the session token to page scripts', async () => {
    const account = await signUp(t)
    // better-auth's own endpoint, not a typed route (decision 390).
    const response = await as(t, account, '/api/auth/get-session')
    const body = (await response.json()) as { session: Record<string, unknown>; user: object }
    expect(body.user).toMatchObject({ email: account.email })
    expect(body.session).toHaveProperty('expiresAt')
    expect(body.session).not.toHaveProperty('token')
    expect(JSON.stringify(body)).not.toContain(account.cookie.split('=')[1]?.split('.')[0])
  })

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Cookie',
      email: 'cookie@example.com',
      password: TEST_PASSWORD,
    })
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })
})

describe('passwords', () => {
  it('answers a reset request the same way for known and unknown emails, and the link works once', async () => {
    const account = await signUp(t)
    const known = await post('/api/auth/request-password-reset', { email: account.email })
    const unknown = await post('/api/auth/request-password-reset', { email: 'ghost@example.com' })
    expect(known.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, account.email))
    expect(mail?.status).toBe('held')
    const link = /http\S+reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0]
    expect(link).toBeDefined()
    const token = new URL(link ?? '').searchParams.get('token')

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'weakpassword' })
    expect(weak.status).toBe(400)
    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Pass-42',
    })
    expect(reset.status).toBe(200)
    expect((await signIn(t, account.email, 'Brand-New-Pass-42')).status).toBe(200)
    const again = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Other-New-Pass-43',
    })
    expect(again.status).toBe(400)
  })

  it('changes the password under the rules and signs out the other sessions', async () => {
    const account = await signUp(t)
    const other = cookieFrom(await signIn(t, account.email, TEST_PASSWORD))
    // better-auth's own endpoint, not a typed route (decision 390).
    const change = (newPassword: string) =>
      as(t, account, '/api/auth/change-password', {
        method: 'POST',
        body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword }),
      })
    expect((await change('alllowercase-1!')).status).toBe(400)
    const changed = await change('Another-Good-Pass-7')
    expect(changed.status).toBe(200)
    expect((await t.api({ ...account, cookie: other }).profile.$get()).status).toBe(401)
    expect((await t.api({ ...account, cookie: cookieFrom(changed) }).profile.$get()).status).toBe(
      200,
    )
  })
})

describe('two-factor authentication', () => {
  it('enrols an authenticator, then asks for its code at sign-in', async () => {
    const account = await signUp(t)
    // Two-factor steps are better-auth's own endpoints, not typed routes (decision 390).
    const enable = await as(t, account, '/api/auth/two-factor/enable', {
      method: 'POST',
      body: JSON.stringify({ password: TEST_PASSWORD }),
    })
    expect(enable.status).toBe(200)
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string
      backupCodes: string[]
    }
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Lotwise/)
    expect(backupCodes.length).toBeGreaterThanOrEqual(8)
    const confirm = await as(t, account, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      body: JSON.stringify({ code: totpCode(totpURI) }),
    })
    expect(confirm.status).toBe(200)

    const first = await signIn(t, account.email, TEST_PASSWORD)
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true })
    const challenge = { ...account, cookie: cookieFrom(first) }
    expect((await t.api(challenge).profile.$get()).status).toBe(401)
    const wrong = await as(t, challenge, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      body: JSON.stringify({ code: '000000' }),
    })
    expect(wrong.status).toBe(401)
    const verified = await as(t, challenge, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      body: JSON.stringify({ code: totpCode(totpURI) }),
    })
    expect(verified.status).toBe(200)
    const session = { ...account, cookie: cookieFrom(verified) }
    expect(await (await t.api(session).profile.$get()).json()).toMatchObject({
      twoFactorEnabled: true,
    })

    const disabled = await as(t, session, '/api/auth/two-factor/disable', {
      method: 'POST',
      body: JSON.stringify({ password: TEST_PASSWORD }),
    })
    expect(disabled.status).toBe(200)
    expect(await (await signIn(t, account.email, TEST_PASSWORD)).json()).not.toHaveProperty(
      'twoFactorRedirect',
    )
  })
})

describe('who may do what: the account endpoints for a visitor, a user and an admin', () => {
  let people: People
  beforeAll(async () => {
    people = await createPeople(t)
  })
  const call = (who: Who, request: ApiCall) => callAs(t, people, who, request)
  const profile = (who: Who) => call(who, (api) => api.profile.$get())
  const adminCheck = (who: Who) => call(who, (api) => api.rpc.admin_check_test.$post())
  const permissions = (who: Who) => call(who, (api) => api.rpc.debug_permissions.$post())

  it('GET /api/profile', async () => {
    expect((await profile('visitor')).body).toEqual(
      errorBody('UNAUTHENTICATED', 'Auth session missing!'),
    )
    for (const who of ['owner', 'other', 'admin'] as const) {
      const { status, body } = await profile(who)
      expect(status).toBe(200)
      expect(body).toMatchObject({ email: people[who].email, isAdmin: who === 'admin' })
    }
  })

  it('POST /api/rpc/admin_check_test', async () => {
    expect(await adminCheck('visitor')).toMatchObject({
      status: 401,
    })
    for (const who of ['owner', 'other'] as const) {
      expect(await adminCheck(who)).toEqual({
        status: 403,
        body: errorBody('FORBIDDEN', 'Admin authentication required'),
      })
    }
    expect(await adminCheck('admin')).toEqual({
      status: 200,
      body: MESSAGES.adminConfirmation,
    })
  })

  it('POST /api/rpc/debug_permissions: the role of the caller and what the permissions table grants it', async () => {
    expect(await permissions('visitor')).toEqual({
      status: 200,
      body: { role: 'visitor', permissions: [{ permission: 'read:site_setting', scope: 'any' }] },
    })
    const user = await permissions('owner')
    expect(user.body).toMatchObject({ role: 'user' })
    expect((user.body as { permissions: unknown[] }).permissions).toContainEqual({
      permission: 'update:report',
      scope: 'own',
    })
    const admin = await permissions('admin')
    expect((admin.body as { permissions: unknown[] }).permissions).toContainEqual({
      permission: 'delete:report',
      scope: 'any',
    })
  })
})

describe('revoking a session', () => {
  const tokensOf = async (userId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
      (row) => row.token,
    )
  // better-auth's own endpoint, not a typed route (decision 390).
  const revoke = (account: TestAccount, token: string) =>
    as(t, account, '/api/auth/revoke-session', {
      method: 'POST',
      body: JSON.stringify({ token }),
    })

  it('refuses a token that is not one of the caller’s sessions, and revokes nothing', async () => {
    const victim = await signUp(t)
    const stranger = await signUp(t)
    const [victimToken] = await tokensOf(victim.id)
    for (const token of [victimToken!, 'no-such-token']) {
      const refused = await revoke(stranger, token)
      expect(refused.status).toBe(404)
      expect(JSON.stringify(await refused.json())).toContain(REVOKE_UNKNOWN_SESSION_MESSAGE)
    }
    expect(await tokensOf(victim.id)).toEqual([victimToken])
    expect((await t.api(victim).profile.$get()).status).toBe(200)
  })

  it('revokes another session of the caller’s own', async () => {
    const person = await signUp(t)
    const second = await signIn(t, person.email, TEST_PASSWORD)
    expect(second.status).toBe(200)
    const tokens = await tokensOf(person.id)
    expect(tokens).toHaveLength(2)
    const other = tokens.find((token) => !person.cookie.includes(token))!
    const revoked = await revoke(person, other)
    expect(revoked.status).toBe(200)
    expect(await tokensOf(person.id)).toHaveLength(1)
  })
})
