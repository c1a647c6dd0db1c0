// `npm run bench:screen [-- --parcels 20000 --postgres postgres://postgres@127.0.0.1:5432/postgres]`
// Screening the city on generated demo parcels, on the embedded database (and on PostgreSQL
// when --postgres names a server: a new database, dropped afterwards):
//   - the bulk recompute of every parcel's screen result by one worker in this process, against
//     the baseline of the engine and pro forma alone on the same parcels (no database);
//   - a three-filter screen (four new homes, a positive land value, multifamily zones) p50/p95
//     over 30 runs, against a bare count of the parcels as the baseline;
//   - an export of every matching lot (up to 100,000) to CSV: time and peak memory.
// Figures are printed, not asserted.
import { parseArgs } from 'node:util'
import { withScratchDatabase } from './scratch-database.ts'
import { ScreenQuerySchema } from '#common/contracts/screen.ts'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { createMemoryPglite, openDatabase, type Database } from '#server/db/client.ts'
import { parcels } from '#server/db/schema/index.ts'
import { computeScreenResult } from '#server/domain/screen-results.ts'
import { buildScreenTable, toCsv } from '#server/features/screen/screen-export.service.ts'
import {
  refreshScreenIfChanged,
  runScreenSlice,
  SCREEN_SLICES,
} from '#server/features/screen/screen-refresh.service.ts'
import { findScreenLots } from '#server/domain/screen.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'

const { values } = parseArgs({
  options: { parcels: { type: 'string', default: '20000' }, postgres: { type: 'string' } },
})
const count = Number(values.parcels)
const today = todayInLosAngeles()
const logger = createLogger('silent')
const SCREEN = ScreenQuerySchema.parse({ minHomes: '4', minValue: '1', zone: 'multifamily' })

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN
}

async function bench(label: string, database: Database) {
  const { db } = database
  await loadDemoCityIfEmpty({ database, logger, count })
  const rows = await db.select().from(parcels)
  let started = performance.now()
  for (const row of rows) computeScreenResult(deriveParcelFacts(row).facts, today, row.zip)
  const baselineMs = performance.now() - started

  const queue = createJobQueue(database, logger)
  await queue.start()
  started = performance.now()
  const run = await refreshScreenIfChanged({ db, queue })
  if (!run) throw new Error('no refresh started')
  for (let slice = 0; slice < SCREEN_SLICES; slice++) await runScreenSlice(db, run.id, slice, today)
  const recomputeMs = performance.now() - started
  await queue.stop()

  const times: number[] = []
  const bare: number[] = []
  let total = 0
  for (let i = 0; i < 30; i++) {
    started = performance.now()
    total = (await findScreenLots(db, SCREEN, 100_000)).total
    times.push(performance.now() - started)
    started = performance.now()
    await db.$count(parcels)
    bare.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  bare.sort((a, b) => a - b)

  peakRss = 0
  const everything = ScreenQuerySchema.parse({ status: 'open' })
  started = performance.now()
  const csv = toCsv(await buildScreenTable(db, null, everything))
  const exportMs = performance.now() - started
  peakRss = Math.max(peakRss, process.memoryUsage().rss)

  const perSecond = (ms: number) => Math.round((rows.length / ms) * 1000).toLocaleString('en-US')
  console.log(`${label}: ${rows.length.toLocaleString('en-US')} parcels`)
  console.log(
    `  bulk recompute, one worker      ${(recomputeMs / 1000).toFixed(1)} s (${perSecond(recomputeMs)} parcels/s); engine and pro forma alone ${(baselineMs / 1000).toFixed(1)} s (${perSecond(baselineMs)}/s): ${(recomputeMs / baselineMs).toFixed(1)}× the baseline`,
  )
  console.log(
    `  three-filter screen (${total.toLocaleString('en-US')} lots)  p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (target p95 < 200 ms); bare count p50 ${percentile(bare, 0.5).toFixed(1)} ms: ${(percentile(times, 0.5) / percentile(bare, 0.5)).toFixed(1)}×`,
  )
  console.log(
    `  CSV export of ${csv.split('\r\n').length - 2} lots   ${(exportMs / 1000).toFixed(2)} s, ${(csv.length / 1e6).toFixed(1)} MB, process peak RSS ${Math.round(peakRss / 1e6)} MB (target < 10 s for 100,000, < 300 MB)`,
  )
}

const embedded = await openDatabase({ pglite: await createMemoryPglite() })
await embedded.migrate()
await bench('embedded database (PGlite)', embedded)
await embedded.close()

if (values.postgres) {
  await withScratchDatabase(values.postgres, 'screen', async (url) => {
    const database = await openDatabase({ url })
    await database.migrate()
    await bench('PostgreSQL', database)
    await database.close()
  })
}
clearInterval(sampler)
