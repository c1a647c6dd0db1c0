// Phone-number resets need a text message Lotwise cannot send: the routes are off (issue 12,
// finding 2), so no code is issued and no weak password is set through them.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, verifications } from '#server/db/schema/index.ts'
import { signIn, signUp, TEST_PASSWORD, type TestAccount } from '#tests/setup/accounts.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { TEXT_MESSAGE_PATHS } from './auth.ts'

const PHONE = '+12135550199'

let t: TestApp
let person: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  person = await signUp(t)
  await t.database.db.update(users).set({ phoneNumber: PHONE }).where(eq(users.id, person.id))
})
afterAll(() => t.close())

// better-auth's own endpoints, not typed routes (decision 390).
function post(path: string, body: unknown) {
  return t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('routes that would send a text message', () => {
  it.each(TEXT_MESSAGE_PATHS.map((path) => [path]))('%s is switched off', async (path) => {
    const response = await post(path, { phoneNumber: PHONE, code: '123456', otp: '123456' })
    expect(response.status).toBe(404)
  })

  it('issues no codes, however often asked', async () => {
    for (let i = 0; i < 5; i += 1)
      await post('/phone-number/request-password-reset', { phoneNumber: PHONE })
    const codes = await t.database.db.select().from(verifications)
    expect(codes.filter((row) => row.identifier.includes(PHONE))).toEqual([])
  })

  it('sets no password through a phone reset, weak or not', async () => {
    const response = await post('/phone-number/reset-password', {
      phoneNumber: PHONE,
      otp: '000000',
      newPassword: 'aaaaaaaaaaaa',
    })
    expect(response.status).toBe(404)
    expect((await signIn(t, person.email, 'aaaaaaaaaaaa')).status).toBe(401)
    expect((await signIn(t, person.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('still signs in with a phone number and password', async () => {
    const response = await post('/sign-in/phone-number', {
      phoneNumber: PHONE,
      password: TEST_PASSWORD,
    })
    expect(response.status).toBe(200)
  })
})
