import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { AppError } from '#common/errors.ts'
import { sameOrigin } from './same-origin.ts'

/** A site at `publicUrl` with one state-changing route; refusals answer 403. */
function site(publicUrl: string) {
  return new Hono()
    .use(sameOrigin(publicUrl))
    .post('/change', (c) => c.text('changed'))
    .onError((error, c) => c.text(error.message, error instanceof AppError ? 403 : 500))
}

const post = (app: Hono, headers: Record<string, string>) =>
  app.request('/change', { method: 'POST', headers })

describe('sameOrigin', () => {
  it('takes a change from the site itself and refuses one from another site', async () => {
    const app = site('https://lotwise.app')
    expect((await post(app, { origin: 'https://lotwise.app' })).status).toBe(200)
    const refused = await post(app, { origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toBe('Requests from other sites are not accepted')
    expect((await post(app, { origin: 'http://127.0.0.1' })).status).toBe(403)
  })

  it('takes a local server at any of its loopback names, on its own port only', async () => {
    const app = site('http://localhost:4791')
    for (const origin of ['http://localhost:4791', 'http://127.0.0.1:4791', 'http://[::1]:4791'])
      expect((await post(app, { origin })).status, origin).toBe(200)
    expect((await post(app, { origin: 'http://127.0.0.1:5000' })).status).toBe(403)
    expect((await post(app, { origin: 'https://localhost:4791' })).status).toBe(403)
  })

  it('decides by Sec-Fetch-Site when a browser sends no Origin', async () => {
    const app = site('https://lotwise.app')
    expect((await post(app, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await post(app, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post(app, {})).status).toBe(200)
  })
})
