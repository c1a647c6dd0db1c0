// Requests that used to crash the server or hang a connection (issue 38, finding 6), sent over
// a real socket to the app in the server it runs in: deep JSON, a body that never arrives, an
// over-long address, and a throw nothing else catches.
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerType } from '@hono/node-server'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { startHttpServer } from './http-server.ts'
import {
  BODY_TIMEOUT_MS,
  BODY_TIMEOUT_MESSAGE,
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from './request-input.ts'

let t: TestApp
let server: ServerType
let origin: string

beforeAll(async () => {
  t = await createTestApp()
  t.app.get('/__throws', () => {
    throw new Error('a bug with a secret path /srv/lotwise/internal.ts')
  })
  const port = await new Promise<number>((resolve) => {
    server = startHttpServer(t.app.fetch, 0, (info) => resolve(info.port), '127.0.0.1')
  })
  origin = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await t.close()
})

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const post = (path: string, body: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body,
  })

/** Sends raw bytes on a new connection; resolves with all it reads until the server closes. */
function raw(bytes: string): Promise<{ text: string; ms: number; reset: boolean }> {
  const started = Date.now()
  const { port } = server.address() as AddressInfo
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    let reset = false
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('error', () => (reset = true))
    socket.on('close', () => resolve({ text, ms: Date.now() - started, reset }))
    socket.write(bytes)
  })
}

describe('no request crashes the server', () => {
  it.each([
    '/api/plan/renewal',
    '/api/orders',
    '/api/reports/00000000-0000-4000-8000-000000000000/corrections',
    '/api/payments/stripe/webhook',
  ])('refuses JSON nested 5,000 deep on %s with a 400 saying why', async (path) => {
    const response = await post(path, `{"a":${nested(5000)}}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_INPUT', message: TOO_DEEP_MESSAGE },
    })
  })

  it('reads JSON nested up to the limit as usual, brackets inside strings not counted', async () => {
    const response = await post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a@b.co', password: '['.repeat(500), x: JSON.parse(nested(60)) }),
    )
    expect(MAX_JSON_DEPTH).toBeGreaterThan(60)
    expect(await response.text()).not.toContain(TOO_DEEP_MESSAGE)
  })

  it('answers a body that never arrives with a 408 within a few seconds, and closes', async () => {
    const answer = await raw(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    )
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer.text).toContain(BODY_TIMEOUT_MESSAGE)
    expect(answer.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100)
    expect(answer.ms).toBeLessThan(BODY_TIMEOUT_MS + 3_000)
  }, 15_000)

  it.each([10_000, 20_000, 100_000])(
    'answers an address of %i bytes with a 414, never a reset',
    async (length) => {
      const response = await fetch(`${origin}/api/parcels/search?q=${'a'.repeat(length)}`)
      expect(response.status).toBe(414)
      expect(await response.json()).toMatchObject({ error: { code: 'URI_TOO_LONG' } })
    },
  )

  it('says the app’s own limit in words, for pages as for the API', async () => {
    const response = await fetch(`${origin}/about?${'a'.repeat(9_000)}`)
    expect(response.status).toBe(414)
    expect(await response.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: URL_TOO_LONG_MESSAGE },
    })
  })

  it('turns any other throw into a logged 500 with no stack or path for the client', async () => {
    const response = await fetch(`${origin}/__throws`)
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'An unexpected error occurred' },
    })
    expect(text).not.toContain('/srv/lotwise')
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'unhandled error' }))
    // And the server still answers.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200)
  })
})
