// Sign-in limits slow a guesser without locking the owner out, and count every body encoding
// (issue 12, finding 4); the client address behind our own proxies (finding 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, TEST_PASSWORD } from '#tests/setup/accounts.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { clientAddress } from './auth-rate-limit.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustedProxyHops: 1 })
})
afterAll(() => t.close())

// better-auth's own sign-in, in each body encoding a browser sends (decision 390).
function signInFrom(address: string, email: string, password: string, form = false) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-forwarded-for': address,
    },
    body: form
      ? new URLSearchParams({ email, password }).toString()
      : JSON.stringify({ email, password }),
  })
}

describe('per-account sign-in limit', () => {
  it("a stranger's wrong guesses limit the stranger, not the owner (an admin here)", async () => {
    const owner = await signUp(t, { admin: true })
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signInFrom('203.0.113.9', owner.email, 'Wrong-Password-123')).status)
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect((await signInFrom('203.0.113.9', owner.email, TEST_PASSWORD)).status).toBe(429)
    expect((await signInFrom('198.51.100.7', owner.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('counts form-encoded attempts like JSON ones', async () => {
    const owner = await signUp(t)
    for (let i = 0; i < 10; i += 1) {
      const response = await signInFrom('203.0.113.10', owner.email, 'Wrong-Password-123', true)
      expect(response.status).toBeLessThan(500)
    }
    const json = await signInFrom('203.0.113.10', owner.email.toUpperCase(), TEST_PASSWORD)
    expect(json.status).toBe(429)
    const form = await signInFrom('203.0.113.10', owner.email, TEST_PASSWORD, true)
    expect(form.status).toBe(429)
  })
})

describe('client address', () => {
  const env = { incoming: { socket: { remoteAddress: '10.0.0.2' } } }

  it('ignores X-Forwarded-For without trusted proxies: anyone can write it', () => {
    expect(clientAddress(env, '1.2.3.4', 0)).toBe('10.0.0.2')
  })

  it('reads the address the outermost trusted proxy saw, from the right', () => {
    expect(clientAddress(env, 'forged, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddress(env, 'forged, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7')
    expect(clientAddress(env, undefined, 1)).toBe('10.0.0.2')
  })
})
