// The web app's own addresses: redirects stay on this site whatever the path looks like.
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { createSmallWebBuild, SMALL_BUILD_SCRIPT } from '#tests/setup/small-web-build.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ webBuild: await createSmallWebBuild() })
})
afterAll(() => t.close())

describe('trailing-slash redirects', () => {
  it('drops the trailing slash and keeps the query', async () => {
    const response = await t.request('/about/?ref=mail')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about?ref=mail')
  })

  it.each([
    ['//evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
    ['/%5C%5Cevil.example/', '/%5C%5Cevil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
  ])('never leaves the site: %s', async (requested, location) => {
    const response = await t.request(`http://localhost:3000${requested}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
    const target = new URL(response.headers.get('location') ?? '', 'http://localhost:3000/x')
    expect(target.origin).toBe('http://localhost:3000')
  })

  it('answers a path with control characters with a redirect, not an error', async () => {
    const response = await t.request('/about%0D%0ASet-Cookie:%20x=1/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about%0D%0ASet-Cookie:%20x=1')
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('prerendered pages', () => {
  it('are sent gzipped once compressed at start, or plain to a client without gzip', async () => {
    const zipped = await t.request('/about', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(zipped.status).toBe(200)
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(
      '<title>About</title>',
    )
    const plain = await t.request('/about', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('<title>About</title>')
    expect(plain.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe("the build's code", () => {
  it('is sent gzipped, the same bytes to every request, or plain to a client without gzip', async () => {
    const asked = () =>
      t.request(SMALL_BUILD_SCRIPT.path, { headers: { 'accept-encoding': 'gzip, deflate' } })
    const [first, second] = [await asked(), await asked()]
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const bytes = Buffer.from(await first.arrayBuffer())
    expect(Buffer.from(await second.arrayBuffer())).toEqual(bytes)
    expect(bytes.length).toBeLessThan(SMALL_BUILD_SCRIPT.code.length / 10)
    expect(gunzipSync(bytes).toString()).toBe(SMALL_BUILD_SCRIPT.code)
    const plain = await t.request(SMALL_BUILD_SCRIPT.path, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SMALL_BUILD_SCRIPT.code)
  })
})

describe("another deployment's page code", () => {
  const gone = '/assets/blog-from-an-older-deployment.js'

  it('is answered, to a module import, with a stand-in that fails as the page renders', async () => {
    const response = await t.request(gone, { headers: { 'Sec-Fetch-Dest': 'script' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const source = await response.text()
    expect(source).toContain("error.name = 'ChunkLoadError'")
    expect(source).toContain('export default function')
  })

  it('is still missing to the deployment check (HEAD) and to any other request', async () => {
    const head = await t.request(gone, { method: 'HEAD', headers: { 'Sec-Fetch-Dest': 'script' } })
    expect(head.status).toBe(404)
    expect((await t.request(gone)).status).toBe(404)
    const notScript = await t.request('/assets/missing.css', {
      headers: { 'Sec-Fetch-Dest': 'script' },
    })
    expect(notScript.status).toBe(404)
  })
})
