// The base map setting (MAP_STYLE_URL): the hosts its style names are read from a real style
// server, and the content security policy lists them only while a base map is set.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '#server/lib/logger.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'
import { readBaseMap } from './base-map.ts'

/** A small HTTP server answering JSON by path; 404 for the rest. */
async function jsonServer(routes: () => Record<string, unknown>): Promise<Server> {
  const server = createServer((request, response) => {
    const body = routes()[request.url ?? '']
    if (body === undefined) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const portOf = (server: Server) => (server.address() as AddressInfo).port

describe('readBaseMap', () => {
  let styles: Server
  let tiles: Server
  let stylesOrigin = ''
  let tilesOrigin = ''
  beforeAll(async () => {
    // The style on one host; its TileJSON there too, pointing at tiles on another host, as map
    // providers publish them. "localhost" and "127.0.0.1" are two origins to a browser.
    styles = await jsonServer(() => ({
      '/style.json': {
        version: 8,
        glyphs: `${stylesOrigin}/fonts/{fontstack}/{range}.pbf`,
        sprite: `${stylesOrigin}/sprites/streets`,
        sources: {
          streets: { type: 'vector', url: `${stylesOrigin}/streets.json` },
          hills: { type: 'raster', tiles: [`${tilesOrigin}/hills/{z}/{x}/{y}.png`] },
        },
        layers: [],
      },
      '/streets.json': { tilejson: '3.0.0', tiles: [`${tilesOrigin}/streets/{z}/{x}/{y}.pbf`] },
    }))
    tiles = await jsonServer(() => ({}))
    stylesOrigin = `http://127.0.0.1:${portOf(styles)}`
    tilesOrigin = `http://localhost:${portOf(tiles)}`
  })
  afterAll(() => {
    styles.close()
    tiles.close()
  })

  it('lists the style’s host and every host its sources, glyphs and sprites name', async () => {
    const logs: string[] = []
    const baseMap = await readBaseMap(
      `${stylesOrigin}/style.json`,
      createLogger('debug', (line) => logs.push(line)),
    )
    expect(baseMap.styleUrl).toBe(`${stylesOrigin}/style.json`)
    expect([...baseMap.hosts].sort()).toEqual([stylesOrigin, tilesOrigin].sort())
    expect(logs).toEqual([])
  })

  it('a style that cannot be read leaves its own host and says why in the log', async () => {
    const logs: Array<Record<string, unknown>> = []
    const baseMap = await readBaseMap(
      `${stylesOrigin}/missing.json`,
      createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>)),
    )
    expect(baseMap.hosts).toEqual([stylesOrigin])
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'MAP_STYLE_URL could not be read: the map draws without its base map',
        error: `${stylesOrigin}/missing.json answered 404`,
      }),
    ])
  })
})

describe('the content security policy and the base map', () => {
  const baseMap = {
    styleUrl: 'https://maps.example.com/styles/streets.json',
    hosts: ['https://maps.example.com', 'https://tiles.example.net'],
  }
  let withBaseMap: TestApp
  let without: TestApp
  beforeAll(async () => {
    withBaseMap = await createTestApp({ baseMap })
    without = await createTestApp()
  })
  afterAll(async () => {
    await withBaseMap.close()
    await without.close()
  })

  const connectSources = (response: Response) =>
    /(?:^|; )connect-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

  it('lists the base map’s hosts in connect-src and gives the web map its style', async () => {
    const response = await withBaseMap.api().map['base-style'].$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ styleUrl: baseMap.styleUrl })
    expect(connectSources(response)).toBe(
      "'self' https://maps.example.com https://tiles.example.net",
    )
  })

  it('without a base map, lists no map host and the web map draws the lots alone', async () => {
    const response = await without.api().map['base-style'].$get()
    expect(await response.json()).toEqual({ styleUrl: null })
    expect(connectSources(response)).toBe("'self'")
    expect(response.headers.get('content-security-policy')).not.toContain('example')
  })
})
