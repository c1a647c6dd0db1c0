// `npm run bench:data [-- --rows 1000000 --postgres postgres://postgres@127.0.0.1:5432/postgres]`
//   - import throughput (rows/s) and peak memory for generated Assessor rows, on PostgreSQL (a
//     new database, dropped afterwards) and on the embedded database;
//   - which branch of the search each query takes (share per branch) and the plan of each;
//   - parcel-search latency p50/p95/p99 under load (autocannon over loopback, 20 connections, 10 s) on
//     PostgreSQL with those parcels, and on the embedded database with the 50,000-parcel demo city.
//     A bare node:http server answering the same requests is measured first, as the baseline.
//     Each database is searched for what people would type about its own parcels (the same mix of
//     kinds of query for both), and the branch each query takes is counted on both.
// Figures are printed, not asserted.
import { spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { DEMO_PARCEL_COUNT, generateDemoParcels } from '#server/data/demo/demo-city.ts'
import { openDatabase, type Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema/index.ts'
import {
  SEARCH_BRANCHES,
  searchParcelsByBranch,
  type SearchBranch,
} from '#server/domain/parcel-search.ts'
import type { ParcelWrite } from '#server/data/import/parcel-writer.ts'
import { toCsvLine } from '#server/lib/csv.ts'
import { startBareServer } from './bare-server.ts'
import { freePort } from './free-port.ts'
import { startProductionServer, stopServer } from './production-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const ROWS = Number(values.rows)
const CONNECTIONS = 20
const DURATION_MS = 10_000
const WARM_UP_S = 3

const work = await mkdtemp(path.join(tmpdir(), 'lotwise-bench-data-'))
const csvFile = path.join(work, 'assessor.csv')
const queries: string[] = []
const demoQueries = sampleQueries(generateDemoParcels(), DEMO_PARCEL_COUNT)
const dbName = `lotwise_bench_${process.pid}`
const adminUrl = values.postgres ?? ''
const benchUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/${dbName}`

try {
  console.log(`Writing ${n(ROWS)} generated Assessor rows (County column names)…`)
  await writeAssessorCsv(csvFile, ROWS)

  await admin(`CREATE DATABASE "${dbName}"`)
  const onPostgres = importInChild(csvFile, benchUrl)
  report('PostgreSQL', onPostgres)
  const onEmbedded = importInChild(csvFile)
  report('embedded (PGlite)', onEmbedded)

  await explainSearchBranches(benchUrl)

  console.log(
    `\nSearch under load: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s, loopback, ${queries.length} queries about the generated parcels, ${demoQueries.length} about the demo city's`,
  )
  const bare = await bareSearches(queries)
  await searchLoad(`PostgreSQL, ${n(ROWS)} parcels`, { DATABASE_URL: benchUrl }, queries, bare)
  const embedded = { DATABASE_URL: '', DATA_DIR: path.join(work, 'demo') }
  const demoCity = `embedded, ${n(DEMO_PARCEL_COUNT)}-parcel demo city`
  await searchLoad(demoCity, embedded, demoQueries, bare)
  await embeddedBranches(embedded.DATA_DIR)
} finally {
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined)
  await rm(work, { recursive: true, force: true })
}

async function writeAssessorCsv(file: string, rows: number) {
  const out = createWriteStream(file)
  const columns = [
    'AIN',
    'SitusHouseNo',
    'SitusDirection',
    'SitusStreet',
    'SitusCity',
    'SitusZipCode',
    'UseCode',
    'YearBuilt',
    'Units',
    'LotSqFt',
    'LandValue',
    'ImprovementValue',
    'CENTER_LAT',
    'CENTER_LON',
  ]
  out.write(`${columns.join(',')}\n`)
  let i = 0
  for (const parcel of generateDemoParcels({ count: rows })) {
    const line = toCsvLine([
      parcel.ain,
      parcel.houseNumber,
      parcel.streetDirection,
      [parcel.streetName, parcel.streetSuffix].filter(Boolean).join(' '),
      'LOS ANGELES',
      '90001',
      parcel.useCode?.slice(0, 4),
      parcel.yearBuilt,
      parcel.existingUnits,
      parcel.lotSf,
      parcel.landValue,
      parcel.improvementValue,
      parcel.lat,
      parcel.lon,
    ])
    if (!out.write(`${line}\n`)) await once(out, 'drain')
    if (i % sampleEvery(rows) === 0) queries.push(...typedQueries(parcel))
    i += 1
  }
  out.end()
  await once(out, 'finish')
}

/** About 200 parcels of `count`, evenly spread. */
function sampleEvery(count: number): number {
  return Math.max(1, Math.floor(count / 200))
}

/** A spread of what people type about a parcel: number and part of the street, a typo, an APN prefix. */
function typedQueries(parcel: ParcelWrite): string[] {
  const street = parcel.streetName ?? ''
  return [
    `${parcel.houseNumber} ${street.slice(0, 5)}`,
    `${street.slice(0, 6)}`,
    `${parcel.houseNumber} ${street.slice(0, 3)}${street.slice(4, 8)}`,
    parcel.apn.slice(0, 8),
  ]
}

function sampleQueries(parcels: Iterable<ParcelWrite>, count: number): string[] {
  const sampled: string[] = []
  let i = 0
  for (const parcel of parcels) {
    if (i % sampleEvery(count) === 0) sampled.push(...typedQueries(parcel))
    i += 1
  }
  return sampled
}

type ChildSummary = {
  read: number
  inserted: number
  updated: number
  rejected: number
  durationMs: number
  peakRssMb: number
}

function importInChild(file: string, url?: string): ChildSummary {
  const child = spawnSync(
    process.execPath,
    ['scripts/bench/import-child.ts', 'assessor', file, ...(url ? [url] : [])],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 10 * 1024 * 1024,
    },
  )
  if (child.status !== 0) throw new Error(`import failed: ${child.stderr}`)
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as ChildSummary
}

function report(label: string, summary: ChildSummary) {
  const seconds = summary.durationMs / 1000
  console.log(
    `\nImport on ${label}: ${n(summary.read)} rows in ${seconds.toFixed(1)} s = ${n(Math.round(summary.read / seconds))} rows/s, peak memory ${summary.peakRssMb} MB (inserted ${n(summary.inserted)}, rejected ${n(summary.rejected)})`,
  )
}

/** How many distinct queries each branch of the search answers, and one query of each. */
async function countBranches(db: Db, mix: readonly string[]) {
  const distinct = [...new Set(mix)]
  const counts = new Map<SearchBranch, number>()
  const examples = new Map<SearchBranch, string>()
  for (const q of distinct) {
    const { branch } = await searchParcelsByBranch({ db, q })
    counts.set(branch, (counts.get(branch) ?? 0) + 1)
    if (!examples.has(branch)) examples.set(branch, q)
  }
  return { distinct: distinct.length, counts, examples }
}

function printBranches(
  label: string,
  { distinct, counts }: Awaited<ReturnType<typeof countBranches>>,
) {
  console.log(`\nSearch branches over ${distinct} distinct queries (${label}):`)
  for (const branch of SEARCH_BRANCHES) {
    const count = counts.get(branch) ?? 0
    console.log(
      `  ${branch.padEnd(17)} ${String(count).padStart(5)}  ${((count / distinct) * 100).toFixed(1).padStart(5)} %`,
    )
  }
}

/**
 * Which branch of the search each benchmark query takes, and the plan of each branch's
 * statements for one of its queries (EXPLAIN ANALYZE): where the time of a slow figure goes.
 */
async function explainSearchBranches(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const statements: Array<{ sql: string; params: unknown[] }> = []
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  })
  try {
    const branches = await countBranches(db, queries)
    printBranches('PostgreSQL', branches)
    for (const [branch, q] of branches.examples) {
      statements.length = 0
      await searchParcelsByBranch({ db, q })
      console.log(`\nPlan of the ${branch} branch, for "${q}":`)
      for (const statement of statements) {
        const plan = await pool.query(
          `explain (analyze, buffers, costs off) ${statement.sql}`,
          statement.params,
        )
        for (const row of plan.rows as Array<{ 'QUERY PLAN': string }>)
          console.log(`    ${row['QUERY PLAN']}`)
      }
    }
  } finally {
    await pool.end()
  }
}

/** The branches the demo city's queries take, on the embedded database the server loaded. */
async function embeddedBranches(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    printBranches('embedded demo city', await countBranches(database.db, demoQueries))
  } finally {
    await database.close()
  }
}

type Latencies = { perSecond: number; p50: number; p95: number; p99: number; errors: number }

/** A bare node:http server answering every search with one search's bytes: the baseline. */
async function bareSearches(mix: readonly string[]): Promise<Latencies> {
  const answer = JSON.stringify({ query: mix[0], results: [] })
  const server = await startBareServer(answer, 'application/json')
  try {
    return await measureSearches('bare node:http, same requests', server.url, mix)
  } finally {
    await server.stop()
  }
}

/** The server on the database `env` names, searched with `mix`; its p95 beside the bare one. */
async function searchLoad(
  label: string,
  env: Record<string, string>,
  mix: readonly string[],
  bare: Latencies,
) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = await startProductionServer(port, url, { ...env, LOG_LEVEL: 'error' })
  try {
    const measured = await measureSearches(label, url, mix)
    console.log(
      `    p95 ${(measured.p95 / bare.p95).toFixed(1)} × the bare server's, ${((measured.perSecond / bare.perSecond) * 100).toFixed(1)} % of its rate`,
    )
  } finally {
    await stopServer(server)
  }
}

async function measureSearches(
  label: string,
  url: string,
  mix: readonly string[],
): Promise<Latencies> {
  const pathOf = (q: string) => `/api/parcels/search?q=${encodeURIComponent(q)}`
  // A short unmeasured run first: caches, prepared plans and the pool warm up before timing.
  await autocannon({
    url,
    connections: CONNECTIONS,
    duration: WARM_UP_S,
    requests: mix.slice(0, 200).map((q) => ({ path: pathOf(q) })),
  })
  const latencies: number[] = []
  let errors = 0
  let next = 0
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_MS / 1000,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: pathOf(mix[next++ % mix.length] ?? 'main'),
            }),
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors += 1
      latencies.push(responseTime)
    })
  })
  latencies.sort((a, b) => a - b)
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  const measured = {
    perSecond: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors,
  }
  console.log(
    `  ${label}: ${n(measured.perSecond)} searches/s, p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms, errors ${errors}`,
  )
  return measured
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function n(value: number): string {
  return value.toLocaleString('en-US')
}
