// The web app's own addresses: redirects stay on this site whatever the path looks like.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import type { WebBuild } from './web-build.ts'

let t: TestApp

/** A built web app of three pages, enough for the routing around them. */
async function smallBuild(): Promise<WebBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'lotwise-web-'))
  await writeFile(path.join(root, 'favicon.ico'), 'icon')
  const page = (title: string) => ({ html: `<title>${title}</title>`, inlineScriptHashes: [] })
  return {
    root,
    pages: new Map([['/about', page('About')]]),
    spaShell: page('App'),
    notFound: page('Not found'),
    files: new Set(['/favicon.ico']),
    version: 'test',
  }
}

beforeAll(async () => {
  t = await createTestApp({ webBuild: await smallBuild() })
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
