// `npm run bench:map [-- --parcels 1000000 --embedded-parcels 100000 --postgres postgres://postgres@127.0.0.1:5432/postgres]`
// Map tiles over the demo city (generated parcels) and the shipped real parcels, on the embedded
// database (and on PostgreSQL when --postgres, BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// server: a new database, dropped afterwards). The embedded city can be made smaller than
// PostgreSQL's (--embedded-parcels): PGlite loads a million generated lots too slowly for a run,
// so the load rate is printed with its size. Through HTTP, the real tiles route in this process:
//   - p50/p95 at zoom 12, 14 and 16, cold (the tile cache emptied before each request) and
//     cached (the same tiles again), over the tiles holding randomly picked lots. Cold means a
//     tile not kept, drawn by a running server: each zoom first draws tiles elsewhere, untimed,
//     so that the figures are not of the code's first compilation (decision 805);
//   - the zoom-14 tiles' sizes;
//   - against a bare node:http server answering as many bytes as the largest zoom-14 tile, measured
//     in the same run, so the ratio compares across machines.
// Figures are printed, not asserted.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { and, isNotNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { withScratchDatabase } from './scratch-database.ts'
import { loadStarterData } from '#server/data/starter-data.ts'
import { createMemoryPglite, openDatabase, type Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { clearTileCache } from '#server/features/tiles/tiles.service.ts'
import { tilesRoutes } from '#server/features/tiles/tiles.routes.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createRandom } from '#server/lib/seeded-random.ts'
import { startBareServer } from './bare-server.ts'
import { freePort } from './free-port.ts'

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '50000' },
    'embedded-parcels': { type: 'string' },
    postgres: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    },
    tiles: { type: 'string', default: '40' },
  },
})
const parcelCount = Number(values.parcels)
const embeddedCount = Number(values['embedded-parcels'] ?? values.parcels)
const tilesPerZoom = Number(values.tiles)
const ZOOMS = [12, 14, 16] as const
const CACHED_ROUNDS = 3
const WARM_UP_TILES = 10
const logger = createLogger('silent')

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN
}
const ms = (value: number) => `${value.toFixed(1)} ms`
/** The machine's one-minute load average, printed beside each figure (the cores are shared). */
const load = () => `load ${loadavg()[0]!.toFixed(2)}`

function tileOf(lat: number, lon: number, z: number) {
  const n = 2 ** z
  const rad = (lat * Math.PI) / 180
  return {
    z,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  }
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now()
  const response = await fetch(url)
  const body = new Uint8Array(await response.arrayBuffer())
  return { ms: performance.now() - started, bytes: body.length, status: response.status }
}

type Place = { lat: number; lon: number }

/**
 * Lots picked at random among the located ones (the same lots on every run): those to time, and
 * others to warm up on. Only the picks are kept: a million points held in this process would
 * make its garbage collections, and so the timed tiles, slower than a server's.
 */
async function pickLots(database: Database) {
  const located = await database.db
    .select({ lat: parcels.lat, lon: parcels.lon })
    .from(parcels)
    .where(and(isNotNull(parcels.lat), isNotNull(parcels.lon)))
  const random = createRandom(20_261_205)
  const pick = (count: number) =>
    Array.from(
      { length: count },
      () => located[Math.floor(random.next() * located.length)] as Place,
    )
  return { count: located.length, timed: pick(tilesPerZoom), warmUp: pick(WARM_UP_TILES) }
}

async function bench(label: string, database: Database, parcelCount: number) {
  const started = performance.now()
  await loadStarterData({ database, logger, demoParcels: parcelCount })
  const loadS = (performance.now() - started) / 1000
  const picks = await pickLots(database)
  console.log(
    `${label}: ${picks.count.toLocaleString('en-US')} located parcels (demo city of ${parcelCount.toLocaleString('en-US')} and the real seed), loaded and analysed in ${loadS.toFixed(0)} s (${Math.round(picks.count / loadS).toLocaleString('en-US')} parcels/s); ${load()}`,
  )

  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', database.db)
      await next()
    })
    .route('/api/tiles', tilesRoutes)
  const port = await freePort()
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}/api/tiles`

  let sampleTile: Uint8Array | null = null
  for (const z of ZOOMS) {
    const tilesOf = (places: Place[]) => [
      ...new Set(places.map(({ lat, lon }) => Object.values(tileOf(lat, lon, z)).join('/'))),
    ]
    const tiles = tilesOf(picks.timed)
    for (const tile of tilesOf(picks.warmUp)) {
      clearTileCache()
      await timed(`${base}/${tile}`)
    }
    const cold: number[] = []
    const sizes: number[] = []
    for (const tile of tiles) {
      clearTileCache()
      const result = await timed(`${base}/${tile}`)
      if (result.status !== 200 && result.status !== 204)
        throw new Error(`tile ${tile}: ${result.status}`)
      cold.push(result.ms)
      sizes.push(result.bytes)
    }
    // The cold pass above kept only its last tile: one untimed pass keeps them all, so that the
    // cached rounds time cached tiles and not a cold round among them.
    for (const tile of tiles) await timed(`${base}/${tile}`)
    const cached: number[] = []
    for (let round = 0; round < CACHED_ROUNDS; round++)
      for (const tile of tiles) cached.push((await timed(`${base}/${tile}`)).ms)
    cold.sort((a, b) => a - b)
    cached.sort((a, b) => a - b)
    sizes.sort((a, b) => a - b)
    console.log(
      `  zoom ${z} (${tiles.length} tiles)  cold p50 ${ms(percentile(cold, 0.5))}, p95 ${ms(percentile(cold, 0.95))} (target < 50 ms); cached p50 ${ms(percentile(cached, 0.5))}, p95 ${ms(percentile(cached, 0.95))} (target < 5 ms); ${load()}`,
    )
    if (z === 14) {
      console.log(
        `  zoom 14 tile size  p50 ${(percentile(sizes, 0.5) / 1024).toFixed(1)} KB, largest ${(sizes.at(-1)! / 1024).toFixed(1)} KB (target < 100 KB)`,
      )
      const largest = tiles[sizes.indexOf(sizes.at(-1)!)]
      clearTileCache()
      sampleTile = new Uint8Array(await (await fetch(`${base}/${largest}`)).arrayBuffer())
    }
  }

  // The baseline: the same HTTP round trip to a server that does nothing but send the bytes.
  // (As many bytes as the largest zoom-14 tile: a tile's own bytes cannot pass on a command line.)
  const bare = await startBareServer(
    'x'.repeat(sampleTile?.length ?? 0),
    'application/vnd.mapbox-vector-tile',
  )
  const bareTimes: number[] = []
  for (let i = 0; i < tilesPerZoom * CACHED_ROUNDS; i++) bareTimes.push((await timed(bare.url)).ms)
  await bare.stop()
  bareTimes.sort((a, b) => a - b)
  const cachedAgain: number[] = []
  const [one] = picks.timed
  const tile14 = Object.values(tileOf(one!.lat, one!.lon, 14)).join('/')
  for (let i = 0; i < tilesPerZoom * CACHED_ROUNDS; i++)
    cachedAgain.push((await timed(`${base}/${tile14}`)).ms)
  cachedAgain.sort((a, b) => a - b)
  console.log(
    `  baseline: a bare node:http server sending as many bytes  p50 ${ms(percentile(bareTimes, 0.5))}, p95 ${ms(percentile(bareTimes, 0.95))}; a cached zoom-14 tile p50 ${ms(percentile(cachedAgain, 0.5))}: ${(percentile(cachedAgain, 0.5) / percentile(bareTimes, 0.5)).toFixed(2)}× the baseline`,
  )
  await new Promise((resolve) => server.close(resolve))
  clearTileCache()
}

const embedded = await openDatabase({ pglite: await createMemoryPglite() })
await embedded.migrate()
await bench('embedded database (PGlite)', embedded, embeddedCount)
await embedded.close()

if (values.postgres) {
  await withScratchDatabase(values.postgres, 'map', async (url) => {
    const database = await openDatabase({ url })
    await database.migrate()
    await bench('PostgreSQL', database, parcelCount)
    await database.close()
  })
}
