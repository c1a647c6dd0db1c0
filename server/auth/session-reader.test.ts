// The one-query session read (decision 079) takes the ordinary session only, and every other
// case reaches better-auth, which signs out, cleans up or extends as it always did.
import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, sessions } from '#server/db/schema/index.ts'
import { as, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { createSessionReader } from './session-reader.ts'

const DAY_MS = 24 * 60 * 60 * 1000

let t: TestApp
let probe: Hono
beforeAll(async () => {
  t = await createTestApp()
  const readSession = createSessionReader(t.auth)
  // What the reader makes of a request's cookies, on its own.
  probe = new Hono().get('/', async (c) => {
    const person = await readSession(c, t.database.db)
    if (person === null) return c.json({ outcome: 'visitor' })
    if (person === undefined) return c.json({ outcome: 'better-auth decides' })
    return c.json({ outcome: 'read', userId: person.user.id, profileId: person.profile?.id })
  })
})
afterAll(() => t.close())

async function outcomeFor(cookie: string | null) {
  const response = await probe.request('/', cookie ? { headers: { cookie } } : {})
  return response.json()
}

/** The session token inside a cookie header (`better-auth.session_token=token.signature`). */
function tokenOf(account: TestAccount): string {
  const value = decodeURIComponent(/session_token=([^;]+)/.exec(account.cookie)![1]!)
  return value.slice(0, value.lastIndexOf('.'))
}

async function setExpiry(account: TestAccount, expiresAt: Date) {
  await t.database.db
    .update(sessions)
    .set({ expiresAt })
    .where(eq(sessions.token, tokenOf(account)))
}

async function sessionRow(account: TestAccount) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, tokenOf(account)))
  return row
}

describe('the one-query session read', () => {
  it('reads a fresh session with its user and profile, and calls a request without the cookie a visitor', async () => {
    const account = await signUp(t)
    expect(await outcomeFor(account.cookie)).toEqual({
      outcome: 'read',
      userId: account.id,
      profileId: account.id,
    })
    expect(await outcomeFor(null)).toEqual({ outcome: 'visitor' })
    expect(await outcomeFor('theme=dark')).toEqual({ outcome: 'visitor' })
  })

  it('leaves a session without its profile row to the caller, which creates it', async () => {
    const account = await signUp(t)
    await t.database.db.delete(profiles).where(eq(profiles.id, account.id))
    expect(await outcomeFor(account.cookie)).toEqual({ outcome: 'read', userId: account.id })
    expect((await t.api(account).profile.$get()).status).toBe(200)
    expect(await outcomeFor(account.cookie)).toMatchObject({ profileId: account.id })
  })

  it('does not take a cookie whose signature does not verify, and neither does better-auth', async () => {
    const account = await signUp(t)
    const token = tokenOf(account)
    const forged = `better-auth.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`
    expect(await outcomeFor(forged)).toEqual({ outcome: 'better-auth decides' })
    expect((await t.api({ ...account, cookie: forged }).profile.$get()).status).toBe(401)
  })

  it('does not take a token no session has, even signed with the secret', async () => {
    const account = await signUp(t)
    const { secret } = await t.auth.$context
    const token = randomBytes(24).toString('base64url')
    const signature = createHmac('sha256', secret).update(token).digest('base64')
    const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`
    expect(await outcomeFor(cookie)).toEqual({ outcome: 'better-auth decides' })
    expect((await t.api({ ...account, cookie }).profile.$get()).status).toBe(401)
  })

  it('leaves an expired session to better-auth, which refuses it and deletes it', async () => {
    const account = await signUp(t)
    await setExpiry(account, new Date(Date.now() - 1000))
    expect(await outcomeFor(account.cookie)).toEqual({ outcome: 'better-auth decides' })
    expect((await t.api(account).profile.$get()).status).toBe(401)
    expect(await sessionRow(account)).toBeUndefined()
  })

  it('leaves a session due for its daily extension to better-auth, which extends it', async () => {
    const account = await signUp(t)
    // Last extended a day and a minute ago: six days less a minute to go.
    const due = new Date(Date.now() + 6 * DAY_MS - 60_000)
    await setExpiry(account, due)
    expect(await outcomeFor(account.cookie)).toEqual({ outcome: 'better-auth decides' })
    expect((await t.api(account).profile.$get()).status).toBe(200)
    const extended = await sessionRow(account)
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000)
    expect(await outcomeFor(account.cookie)).toMatchObject({ outcome: 'read' })
  })

  it('stops reading a session the moment it is signed out', async () => {
    const account = await signUp(t)
    expect(await outcomeFor(account.cookie)).toMatchObject({ outcome: 'read' })
    // better-auth's own endpoint, not a typed route (decision 390).
    const signOut = await as(t, account, '/api/auth/sign-out', { method: 'POST', body: '{}' })
    expect(signOut.status).toBe(200)
    expect(await outcomeFor(account.cookie)).toEqual({ outcome: 'better-auth decides' })
    expect((await t.api(account).profile.$get()).status).toBe(401)
  })
})
