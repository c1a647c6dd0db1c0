import { Hono } from 'hono'
import { DATABASE_CHECK_MS } from '#server/features/health/health.routes.ts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { securityHeaders } from './http/security-headers.ts'
import { errorOf } from '#tests/setup/people.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the API', () => {
  it('reports health with the running version when the database answers', async () => {
    const response = await t.api().health.$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      version: 'test',
      checks: { database: 'up' },
    })
  })

  it('answers an unknown API path with the JSON error shape and 404', async () => {
    // Deliberately malformed (decision 390): a path that names no route.
    const response = await t.request('/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint GET /api/no-such-thing' },
    })
  })

  it('answers invalid input with INVALID_INPUT and the issues', async () => {
    const settings = t.api()['site-settings']
    const response = await settings[':key'].$get({ param: { key: 'not_a_setting' } })
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.details).toHaveLength(1)
  })

  it('sets the security headers on every response', async () => {
    // A route's address and, deliberately, a path that names no route (decision 390).
    for (const url of [t.api().health.$url().href, '/api/no-such-thing']) {
      const response = await t.request(url)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("script-src 'self' https://js.stripe.com")
      expect(csp).toContain("object-src 'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      // Served over plain HTTP here, so no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('adds HSTS and upgrades insecure requests when the site is served over HTTPS', async () => {
    const app = new Hono()
      .use(securityHeaders({ scriptHosts: [], connectHosts: [], https: true }))
      .get('/', (c) => c.text('ok'))
    const response = await app.request('/')
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
  })

  it('logs one structured line per request with its request id', async () => {
    t.logs.length = 0
    const response = await t.api().health.$get()
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toBeTruthy()
    const lines = t.logs.filter((line) => line.msg === 'request')
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId,
        method: 'GET',
        path: '/api/health',
        status: 200,
      }),
    ])
    expect(lines[0]?.durationMs).toEqual(expect.any(Number))
  })

  it('asks the database once for a burst of requests, and again once the second has passed', async () => {
    // An earlier test's check is let go stale first, so the burst makes a check of its own.
    const checkGoesStale = () =>
      new Promise((resolve) => setTimeout(resolve, DATABASE_CHECK_MS + 50))
    await checkGoesStale()
    const queries = vi.spyOn(t.database.db, 'execute')
    const burst = () => Promise.all(Array.from({ length: 50 }, () => t.api().health.$get()))
    try {
      expect((await burst()).map((response) => response.status)).toEqual(Array(50).fill(200))
      expect(queries).toHaveBeenCalledTimes(1)
      await checkGoesStale()
      await burst()
      expect(queries).toHaveBeenCalledTimes(2)
    } finally {
      queries.mockRestore()
    }
  })
})

describe('health when the database is down', () => {
  it('asks the database at most once a second: a check just made answers for it', async () => {
    const app = await createTestApp()
    // The clock stands still while the database closes, however long that takes on a busy
    // machine (a CI run once took over a second), and then moves past the second by hand.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      expect((await app.api().health.$get()).status).toBe(200)
      await app.database.close()
      // Within the second, the answer of the check just made stands; after it, a new check sees
      // the database gone.
      expect((await app.api().health.$get()).status).toBe(200)
      vi.setSystemTime(Date.now() + DATABASE_CHECK_MS + 1)
      expect((await app.api().health.$get()).status).toBe(503)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers 503 and logs why', async () => {
    const broken = await createTestApp()
    await broken.database.close()
    const response = await broken.api().health.$get()
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      status: 'unavailable',
      version: 'test',
      checks: { database: 'down' },
    })
    expect(broken.logs.some((line) => line.msg === 'health check: database did not answer')).toBe(
      true,
    )
  })
})
