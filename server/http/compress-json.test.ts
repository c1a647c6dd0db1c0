import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { compressJson } from './compress-json.ts'

/** The app's order of the two: compress() outside, compressJson() on the API inside it. */
function app() {
  const large = { rows: Array.from({ length: 400 }, (_, index) => ({ index, text: 'a figure' })) }
  return new Hono()
    .use(compress())
    .use('/api/*', compressJson())
    .get('/api/small', (c) => c.json({ ok: true }))
    .get('/api/unavailable', (c) => c.json({ ok: false }, 503, { 'Retry-After': '1' }))
    .get('/api/large-made-otherwise', (c) =>
      c.body(JSON.stringify(large), 200, { 'Content-Type': 'application/json' }),
    )
    .get('/api/large', (c) => c.json(large))
    .get('/file.txt', (c) => c.text('plain text '.repeat(200)))
}

describe('compressJson', () => {
  it('gzips a large JSON answer whole, with its length, and it reads back the same', async () => {
    const response = await app().request('/api/large', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
    const json = JSON.parse(gunzipSync(bytes).toString()) as { rows: unknown[] }
    expect(json.rows).toHaveLength(400)
  })

  it('sends a small JSON answer as it is, with its length', async () => {
    const response = await app().request('/api/small', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(response.headers.get('Content-Length')).toBe('11')
    expect(await response.json()).toEqual({ ok: true })
  })

  it('keeps a small answer’s status and headers', async () => {
    const response = await app().request('/api/unavailable', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('1')
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(response.headers.get('Content-Length')).toBe('12')
    expect(await response.json()).toEqual({ ok: false })
  })

  it('gzips a large JSON answer not made by c.json, reading its bytes', async () => {
    const response = await app().request('/api/large-made-otherwise', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
    expect((JSON.parse(gunzipSync(bytes).toString()) as { rows: unknown[] }).rows).toHaveLength(400)
  })

  it('sends JSON plain to a client that does not take gzip', async () => {
    const response = await app().request('/api/large', { headers: { 'Accept-Encoding': 'br' } })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(((await response.json()) as { rows: unknown[] }).rows).toHaveLength(400)
  })

  it('leaves other answers to the compress middleware', async () => {
    const response = await app().request('/file.txt', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('plain text')
  })
})
