// `npm run bench:screen [-- --parcels 1000000 --embedded-parcels 50000 --workers 2 --profile-parcels 50000 --postgres postgres://postgres@127.0.0.1:5432/postgres]`
// Screening the city on generated demo parcels, on the embedded database (the demo city's size
// unless told) and on PostgreSQL (a new database on --postgres, a million lots unless told, dropped
// afterwards even when the run fails). For each, with the one-minute load average beside each
// figure, since the machine's cores are shared:
//   - the bulk recompute of every parcel's screen result: on PostgreSQL by --workers job workers,
//     each in a process of its own, with their peak memory; on the embedded database by the one
//     worker in the server's process, as the product runs it. The baseline: the engine and pro
//     forma alone on a sample of the same parcels, one core, no database. On PostgreSQL, first a
//     profile: one slice of --profile-parcels refreshed in this process, with the share of its
//     time in each step (reading parcels, deriving facts, the engine, the pro forma, building the
//     write, writing);
//   - the server process's resident memory at rest, once started;
//   - on PostgreSQL, the VACUUM (ANALYZE) the worker that finishes the run does (decision 685):
//     how long after the run it is done; the screens are measured after it;
//   - four screens through HTTP as a signed-in user, each p50/p95 over 30 runs (--screen-runs) and its first run
//     alone (the one that counts the lots, the one a user waits for), against /api/health from
//     the same server: the three-filter one (four new homes, a positive land value, multifamily
//     zones), SB 9 available with two homes or more, four homes worth $500,000 or more, and four
//     homes that pencil on an available pathway (not one needing confirmation);
//   - an export of every open lot (the screen's limit: 100,000) as CSV and as XLSX through HTTP:
//     time, size, the server process's CPU time, and its resident memory before and at its peak
//     while it sends;
//   - /api/v1 parcel analyses at 50 connections (random lots, 100 keys of 10 users so no key
//     meets its limit per minute), p50/p99 and the server process's CPU time per call: a warm-up
//     round on other lots (a fresh server's code is still being compiled), then a round in which
//     each lot's first call analyses it, then a round in which every analysis is kept. The
//     calls ask for gzip, as the HTTP clients programs use do (curl --compressed, Python's
//     requests, fetch): decision 560. Each round starts with the same calls to a bare node:http
//     server answering a kept analysis's bytes: the p99 this machine and its load allow a server
//     that does nothing else, with autocannon on the same cores (decision 745).
// The requests go to the app in a process of its own (./screen-server.ts), started once the
// database is filled and refreshed, so its memory is the server's alone. Figures are printed, not
// asserted. `--screen-runs N` times each screen N times (30 unless told): the slow per-pathway
// screens take seconds each on a million lots. For work on the API alone:
//   --api-only             loads the parcels and measures /api/v1 only (no recompute, screen or
//                          exports; the API reads parcels, not screen results);
//   --api-rounds N         N measured rounds of /api/v1 calls after the warm-up (2 unless told):
//                          the first analyses each lot, the rest find every analysis kept; every
//                          two rounds' calls come from people and keys of their own, so no round
//                          meets a key's limit or the month's free calls;
//   --baseline DIR         a checkout of other code (say main's: `git worktree add DIR main`, its
//                          node_modules copied) served beside this one, on the same PostgreSQL
//                          database and a copy of the embedded one, the two servers' API rounds
//                          taken in turn, so before and after are measured in the same run;
//                          each server starts as its own checkout's `npm run serve` says (its
//                          environment and V8 settings);
//   --profile-server DIR   the servers run with `node --cpu-prof`, their profiles written to DIR
//                          when they stop (open them in Chrome's DevTools or speedscope).
// For work on the exports alone:
//   --only export          PostgreSQL only: loads and refreshes the parcels, then measures the
//                          server at rest and the CSV and XLSX exports (no embedded database,
//                          profile, baseline rate, screens or /api/v1); with --baseline, each
//                          server's exports in turn;
//   --export-rounds N      each export N times (1 unless told), the servers in turn each round.
// BENCH_DATABASE_PREFIX names the PostgreSQL scratch database (./scratch-database.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { eq, sql } from 'drizzle-orm'
import { deriveParcelFacts } from '#common/parcel-facts.ts'
import { ENGINE_VERSION } from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import { DEMO_PARCEL_COUNT } from '#server/data/demo/demo-city.ts'
import { loadStarterData } from '#server/data/starter-data.ts'
import { openDatabase, queryRows, type Database } from '#server/db/client.ts'
import {
  parcels,
  screenFronts,
  screenResults,
  screenRuns,
  screenRunSlices,
} from '#server/db/schema/index.ts'
import { computeScreenResult } from '#server/domain/screen-results.ts'
import {
  isScreenRunFinished,
  refreshScreenIfChanged,
  runScreenSlice,
  SCREEN_SLICES,
} from '#server/features/screen/screen-refresh.service.ts'
import { readParcelAnalysis } from '#server/features/api-v1/parcel-analysis.service.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { startBareServer, type BareServer } from './bare-server.ts'
import { freePort } from './free-port.ts'
import { startJobWorkers } from './job-workers.ts'
import { serveCommandOf, stopServer } from './production-server.ts'
import { withScratchDatabase } from './scratch-database.ts'

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '1000000' },
    'embedded-parcels': { type: 'string', default: String(DEMO_PARCEL_COUNT) },
    workers: { type: 'string', default: '2' },
    'profile-parcels': { type: 'string', default: '50000' },
    'api-only': { type: 'boolean', default: false },
    'api-rounds': { type: 'string', default: '2' },
    'screen-runs': { type: 'string', default: '30' },
    baseline: { type: 'string' },
    'profile-server': { type: 'string' },
    only: { type: 'string' },
    'export-rounds': { type: 'string', default: '1' },
    postgres: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
})
if (values.only !== undefined && values.only !== 'export')
  throw new Error(`--only takes export, not ${values.only}`)
const exportsOnly = values.only === 'export'
const EXPORT_ROUNDS = Number(values['export-rounds'])
const workerCount = Number(values.workers)
const today = todayInLosAngeles()
const logger = createLogger('silent')
/** Parcels the engine alone computes for the baseline: enough for a steady rate. */
const BASELINE_PARCELS = 20_000
/** Screens a user would run, each with its per-pathway filters met by one pathway (decision 630). */
const SCREENS: ReadonlyArray<readonly [string, string]> = [
  [
    'three-filter screen: four homes that pencil, multifamily',
    'minHomes=4&minValue=1&zone=multifamily',
  ],
  ['SB 9 available, at least two homes', 'pathway=sb9&status=available&minHomes=2'],
  ['four homes worth at least $500,000', 'minHomes=4&minValue=500000'],
  ['available only, four homes that pencil', 'status=available&minHomes=4&minValue=1'],
]
const SCREEN_RUNS = Number(values['screen-runs'])
const API_CONNECTIONS = 50
/** Calls in each round: 50 for each of a round's 100 keys, 500 for each of its 10 users. */
const API_CALLS = 5_000
const API_ROUNDS = Number(values['api-rounds'])
/** Lots the measured rounds ask for, and as many others the warm-up round asks for first. */
const API_LOTS = 1_000
/** People and keys per round, the warm-up round included: two rounds' calls (100 a key, under 120
 * a minute; 1,000 a person, the month's free calls) come from the same 10 people, 10 keys each. */
const API_USERS = 10 * Math.ceil((API_ROUNDS + 1) / 2)
const API_KEYS_PER_USER = 10

const n = (value: number) => Math.round(value).toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const load = () => `load ${loadavg()[0]!.toFixed(2)}`
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN
}

/** CPU time the process `pid` has used so far, user and system, in milliseconds. */
function cpuMsOf(pid: number): number {
  // The fields after the command's name, which ends with ") ": utime and stime are the 12th and
  // 13th, in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Resident memory of the process `pid` (this one by default), in bytes. */
function rssOf(pid = process.pid): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}

/** The resident memory of `pid`, sampled every 50 ms while `during` runs: before and peak. */
async function sampleRss<T>(during: () => Promise<T>, pid = process.pid) {
  const before = rssOf(pid)
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50)
  try {
    return { result: await during(), before, peak: Math.max(peak, rssOf(pid)) }
  } finally {
    clearInterval(timer)
  }
}

type ScreenServer = {
  child: ChildProcess
  base: string
  cookie: string
  keys: string[]
  /** What its figures are printed under when two servers are measured. */
  label: string
}

/**
 * The app on the filled database, in a process of its own (./screen-server.ts) of the checkout
 * at `root` (this one unless --baseline). People of their own (`tag`), when two share a database.
 */
async function startScreenServer(
  env: Record<string, string>,
  { root, label, tag }: { root: string; label: string; tag: string },
): Promise<ScreenServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const profile = values['profile-server']
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['profile-server'])}`]
    : []
  const serve = serveCommandOf(root)
  const child = spawn(
    process.execPath,
    [...serve.flags, ...profile, 'scripts/bench/screen-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...serve.env,
        ...env,
        PORT: String(port),
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        SCREEN_BENCH_USERS: String(API_USERS),
        SCREEN_BENCH_KEYS: String(API_KEYS_PER_USER),
        SCREEN_BENCH_TAG: tag,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout! })
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the screen server exited early (${code})`)))
    lines.once('line', resolve)
  })
  child.removeAllListeners('exit')
  // What the server logs afterwards (its errors) is shown, not left to fill the pipe.
  lines.on('line', (logged) => console.log(`  server: ${logged}`))
  return { child, base, label, ...(JSON.parse(line) as { cookie: string; keys: string[] }) }
}

/** Every parcel's screen result, by one worker in this process: the embedded server's way. */
async function refreshInProcess(database: Database) {
  const queue = createJobQueue(database, logger)
  await queue.start()
  const { result: ms, peak } = await sampleRss(async () => {
    const started = performance.now()
    const run = await refreshScreenIfChanged({ db: database.db, queue })
    if (!run) throw new Error('no refresh started')
    for (let slice = 0; slice < SCREEN_SLICES; slice++)
      await runScreenSlice(database.db, run.id, slice, today)
    return performance.now() - started
  })
  await queue.stop()
  return { ms, workers: 1, peaks: [peak / 1e6] }
}

/**
 * One slice of the first `count` parcels refreshed in this process, timed step by step; its run
 * and results are then removed, so the measured refresh starts from none, as a first one does.
 */
async function profileSlice(database: Database, count: number) {
  const { db } = database
  const [last] = await queryRows<{ apn: string }>(
    db,
    sql`select apn from ${parcels} order by apn offset ${count - 1} limit 1`,
  )
  const [run] = await db
    .insert(screenRuns)
    .values({
      engineVersion: ENGINE_VERSION,
      proformaVersion: PROFORMA_VERSION,
      dataStamp: 'bench:screen profile',
      total: count,
    })
    .returning()
  if (!run) throw new Error('no profile run')
  await db.insert(screenRunSlices).values({ runId: run.id, slice: 0, toApn: last?.apn ?? null })
  const timings = { read: 0, facts: 0, engine: 0, proforma: 0, rows: 0, write: 0 }
  const started = performance.now()
  await runScreenSlice(db, run.id, 0, today, { timings })
  const ms = performance.now() - started
  await db.execute(sql`truncate ${screenResults}, ${screenFronts}`)
  await db.delete(screenRuns).where(eq(screenRuns.id, run.id))
  const steps = { ...timings, other: ms - Object.values(timings).reduce((a, b) => a + b, 0) }
  const share = (step: number) => `${((step / ms) * 100).toFixed(0)} %`
  console.log(
    `  profile: one slice of ${n(count)} parcels in this process   ${seconds(ms)} (${n((count / ms) * 1000)} parcels/s): reading parcels ${share(steps.read)}, deriving facts ${share(steps.facts)}, engine ${share(steps.engine)}, pro forma ${share(steps.proforma)}, building the write ${share(steps.rows)}, writing ${share(steps.write)}, the rest ${share(steps.other)}; ${load()}`,
  )
}

/** True once screen_results has been vacuumed since run `runId` finished. */
async function vacuumedAfter(database: Database, runId: string): Promise<boolean> {
  const [row] = await queryRows<{ vacuumed: boolean }>(
    database.db,
    sql`select coalesce(t.last_vacuum >= r.finished_at, false) as vacuumed
      from pg_stat_user_tables t, ${screenRuns} r
      where t.relname = 'screen_results' and r.id = ${runId}`,
  )
  return row?.vacuumed ?? false
}

/** Every parcel's screen result, by job workers in processes of their own: a server's way. */
async function refreshByWorkers(database: Database, url: string) {
  if (!exportsOnly)
    await profileSlice(
      database,
      Math.min(Number(values['profile-parcels']), Number(values.parcels)),
    )
  const workers = await startJobWorkers(url, 'screen', workerCount)
  const queue = createJobQueue(database, logger)
  await queue.start()
  const started = performance.now()
  const run = await refreshScreenIfChanged({ db: database.db, queue })
  if (!run) throw new Error('no refresh started')
  while (!(await isScreenRunFinished(database.db, run.id)))
    await new Promise((resolve) => setTimeout(resolve, 200))
  const ms = performance.now() - started
  // The worker that finished the run then vacuums and analyses the results (decision 685): the
  // screens are measured once it has, as a user's would come after it.
  while (!(await vacuumedAfter(database, run.id)))
    await new Promise((resolve) => setTimeout(resolve, 200))
  console.log(
    `  VACUUM (ANALYZE) screen_results by the worker that finished the run   done ${seconds(performance.now() - started - ms)} after it; ${load()}`,
  )
  const peaks = await workers.stop()
  await queue.stop()
  return { ms, workers: workerCount, peaks }
}

async function timedGet(url: string, headers: Record<string, string>) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  // Read as it arrives and dropped: the client keeps nothing, so the memory is the server's.
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
  }
  return { ms: performance.now() - started, bytes, lines }
}

async function fillAndRefresh(
  label: string,
  database: Database,
  parcelCount: number,
  refresh: (database: Database) => Promise<{ ms: number; workers: number; peaks: number[] }>,
) {
  const { db } = database
  let started = performance.now()
  await loadStarterData({ database, logger, demoParcels: parcelCount })
  // The product's starter data: the demo city and the seed's real parcels beside it.
  const [{ total = 0 } = {}] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${parcels}`,
  )
  console.log(
    `${label}: ${n(parcelCount)} demo parcels and ${n(total - parcelCount)} real ones loaded in ${seconds(performance.now() - started)}; ${load()}`,
  )
  const apns = (
    await queryRows<{ apn: string }>(
      db,
      sql`select apn from ${parcels} where is_demo order by random() limit ${2 * API_LOTS}`,
    )
  ).map((row) => row.apn)
  if (values['api-only']) return apns

  if (exportsOnly) {
    const recompute = await refresh(database)
    console.log(
      `  bulk recompute, ${recompute.workers} workers   ${seconds(recompute.ms)}; ${load()}`,
    )
    return apns
  }
  const sample = await db.select().from(parcels).limit(BASELINE_PARCELS)
  started = performance.now()
  for (const row of sample) computeScreenResult(deriveParcelFacts(row).facts, today, row.zip)
  const baselinePerSecond = (sample.length / (performance.now() - started)) * 1000

  const recompute = await refresh(database)
  const perSecond = (total / recompute.ms) * 1000
  console.log(
    `  bulk recompute, ${recompute.workers} worker${recompute.workers === 1 ? '' : 's'}   ${seconds(recompute.ms)} (${n(perSecond)} parcels/s; target < 2 min for 1,000,000 with two); engine and pro forma alone ${n(baselinePerSecond)} parcels/s on one core (${n(sample.length)} of them): ${(perSecond / baselinePerSecond).toFixed(2)}× the baseline; ${load()}`,
  )
  console.log(
    `  peak memory (RSS) of the worker${recompute.workers === 1 ? " (the embedded server's process)" : 's'}   ${recompute.peaks.map((peak) => `${n(peak)} MB`).join(', ')}`,
  )
  return apns
}

/** A screen's requests timed one after another: the first alone (it counts the lots), p50, p95. */
async function timeScreen(server: ScreenServer, query: string) {
  const signedIn = { cookie: server.cookie }
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < SCREEN_RUNS; i++) {
    const answer = await timedGet(`${server.base}/api/screen?${query}`, signedIn)
    times.push(answer.ms)
    bytes = answer.bytes
  }
  const { total } = (await (
    await fetch(`${server.base}/api/screen?${query}`, { headers: signedIn })
  ).json()) as { total: number }
  // The first request counts the screen's lots; the rest answer the count kept (decision 490).
  const first = times[0]!
  times.sort((a, b) => a - b)
  return { total, bytes, first, p50: percentile(times, 0.5), p95: percentile(times, 0.95) }
}

/** The screens, through HTTP from the app's own process. */
async function measureScreens(server: ScreenServer) {
  const health: number[] = []
  for (let i = 0; i < SCREEN_RUNS; i++)
    health.push((await timedGet(`${server.base}/api/health`, {})).ms)
  health.sort((a, b) => a - b)
  const healthP50 = percentile(health, 0.5)
  for (const [label, query] of SCREENS) {
    const timed = await timeScreen(server, query)
    console.log(
      `  ${label} (${n(timed.total)} lots, ${mb(timed.bytes)} answered)   first ${timed.first.toFixed(0)} ms, p50 ${timed.p50.toFixed(0)} ms, p95 ${timed.p95.toFixed(0)} ms (target p95 < 200 ms, first < 1 s): p50 ${(timed.p50 / healthP50).toFixed(0)}× /api/health's ${healthP50.toFixed(1)} ms; ${load()}`,
    )
  }
}

/**
 * Every open lot exported as CSV and as XLSX through HTTP, `EXPORT_ROUNDS` times, each server's
 * in turn (the baseline's first), so before and after meet the same load.
 */
async function measureExports(servers: readonly ScreenServer[]) {
  for (let round = 0; round < EXPORT_ROUNDS; round++)
    for (const server of servers)
      for (const format of ['csv', 'xlsx'] as const) {
        const cpuBefore = cpuMsOf(server.child.pid!)
        const { result, before, peak } = await sampleRss(
          () =>
            timedGet(`${server.base}/api/screen/export?status=open&format=${format}`, {
              cookie: server.cookie,
            }),
          server.child.pid,
        )
        // The server's processor time moves far less with the machine's load than the wall time.
        const cpu = cpuMsOf(server.child.pid!) - cpuBefore
        const which = servers.length > 1 ? ` [${server.label}]` : ''
        console.log(
          `  ${format.toUpperCase()} export${format === 'csv' ? ` of ${n(result.lines - 1)} lots` : ''}${which}   ${seconds(result.ms)}, ${mb(result.bytes)}, server CPU ${seconds(cpu)}; server RSS ${mb(before)} before, peak ${mb(peak)} (target < 10 s for 100,000, < 300 MB); ${load()}`,
        )
      }
}

/** `API_CALLS` calls of /api/v1 parcel analyses at `API_CONNECTIONS` to `base`, round robin over `lots` and `keys`. */
async function apiCalls(base: string, lots: readonly string[], keys: readonly string[]) {
  let next = 0
  return autocannon({
    url: base,
    connections: API_CONNECTIONS,
    amount: API_CALLS,
    requests: [
      {
        setupRequest: (request) => {
          next += 1
          return {
            ...request,
            path: `/api/v1/parcels/${lots[next % lots.length]}/analysis`,
            headers: {
              authorization: `Bearer ${keys[next % keys.length]}`,
              'accept-encoding': 'gzip',
            },
          }
        },
      },
    ],
  })
}

/**
 * /api/v1 parcel analyses, each server's rounds in turn. A fresh server first runs a warm-up round
 * on lots of its own (printed, not the figure): its engine and routes are still being compiled by
 * V8, so its first thousands of calls say how a server starts, not how it serves. Then the
 * measured rounds over the same other lots: the first analyses each lot on its first call (a
 * fifth of the calls), the rest find every analysis kept (decision 495), so only the call's own
 * work is left: the key, its limit and the month's count (decision 511), and reading the parcel's
 * version (decision 561). At 50 connections each waiting for its answer, p50 is about 50 calls
 * over the calls a second: under 50 ms takes more than 1,000 calls/s, a p99 under it more still.
 * The server's CPU per call is printed too: it bounds the calls a second on a core of the server's
 * own, and it moves far less than the latencies with the machine's load. Each round starts with
 * the same calls to `bare`, a node:http server answering every call with a kept analysis's bytes:
 * what this machine, its load and autocannon beside the server allow at 50 connections when the
 * server does nothing else (decision 745).
 */
async function measureApi(servers: readonly ScreenServer[], apns: string[], bare: BareServer) {
  const measured = apns.slice(0, API_LOTS)
  const warmUp = apns.slice(API_LOTS)
  for (let round = 0; round <= API_ROUNDS; round++) {
    // This round's 100 keys: two rounds' calls per key and per person stay within their limits.
    const firstKey = Math.floor(round / 2) * 100
    const lots = round === 0 ? warmUp : measured
    const floor = await apiCalls(bare.url, lots, servers[0]!.keys.slice(firstKey, firstKey + 100))
    console.log(
      `  bare node:http, the same ${API_CONNECTIONS} connections and answer size   p50 ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms, ${n(floor.requests.total / floor.duration)} calls/s; ${load()}`,
    )
    for (const server of servers) {
      const keys = server.keys.slice(firstKey, firstKey + 100)
      const serverPid = server.child.pid!
      const cpuBefore = cpuMsOf(serverPid)
      const calls = await apiCalls(server.base, lots, keys)
      const cpuPerCall = (cpuMsOf(serverPid) - cpuBefore) / API_CALLS
      const which = servers.length > 1 ? ` [${server.label}]` : ''
      const kind = [
        ', warm-up: a fresh server, other lots (not the figure)',
        '',
        ' again, every analysis kept',
      ][Math.min(round, 2)]
      const target = round === 0 ? '' : ' (target < 50 ms)'
      console.log(
        `  /api/v1 parcel analysis, ${API_CONNECTIONS} connections${kind}${which}   p50 ${calls.latency.p50} ms, p99 ${calls.latency.p99} ms${target}, ${n(calls.requests.total / calls.duration)} calls/s, ${calls.errors + calls.timeouts + calls.non2xx} errors of ${n(API_CALLS)}; server CPU ${cpuPerCall.toFixed(2)} ms a call (at most ${n(1000 / cpuPerCall)} calls/s on one core); ${load()}`,
      )
    }
  }
}

/** Fills the database, then measures the app on it, and stops the app whatever happens. */
async function measure(
  label: string,
  target: { dataDir: string } | { url: string },
  parcelCount: number,
) {
  const database = await openDatabase(target)
  let apns: string[]
  /** A kept analysis's bytes as the API sends them, for the bare server of the API step. */
  let answer: Buffer | null = null
  try {
    await database.migrate()
    apns = await fillAndRefresh(label, database, parcelCount, (opened) =>
      'url' in target ? refreshByWorkers(opened, target.url) : refreshInProcess(opened),
    )
    if (!exportsOnly) answer = (await readParcelAnalysis(database.db, apns[0]!)).gzip
  } finally {
    await database.close()
  }
  const envOf = (dataDir: string): Record<string, string> =>
    'url' in target ? { DATABASE_URL: target.url } : { DATABASE_URL: '', DATA_DIR: dataDir }
  const servers: ScreenServer[] = []
  try {
    if (values.baseline) {
      // An embedded database is one process's: the baseline's is a copy of the filled one.
      const baselineDir = 'url' in target ? '' : `${target.dataDir}-baseline`
      if ('dataDir' in target) await cp(target.dataDir, baselineDir, { recursive: true })
      // Started first, with the people its own code signs up; this checkout's get a tag of their
      // own, so the two can sign up on one PostgreSQL database.
      servers.push(
        await startScreenServer(envOf(baselineDir), {
          root: path.resolve(values.baseline),
          label: 'baseline',
          tag: '',
        }),
      )
    }
    servers.push(
      await startScreenServer(envOf('url' in target ? '' : target.dataDir), {
        root: process.cwd(),
        label: 'this checkout',
        tag: values.baseline ? 'this' : '',
      }),
    )
    // Started, its people signed up and their keys made, nothing asked of it yet (decision 576).
    for (const server of servers)
      console.log(
        `  server RSS at rest${servers.length > 1 ? ` [${server.label}]` : ''}   ${mb(rssOf(server.child.pid))}; ${load()}`,
      )
    if (exportsOnly) {
      await measureExports(servers)
      return
    }
    if (!values['api-only']) {
      await measureScreens(servers.at(-1)!)
      await measureExports(servers.slice(-1))
    }
    const bare = await startBareServer(answer!, 'application/json', {
      'content-encoding': 'gzip',
    })
    try {
      await measureApi(servers, apns, bare)
    } finally {
      await bare.stop()
    }
  } finally {
    for (const server of servers) await stopServer(server.child)
  }
}

if (!exportsOnly) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-bench-screen-'))
  try {
    await measure('embedded database (PGlite)', { dataDir }, Number(values['embedded-parcels']))
  } finally {
    await rm(dataDir, { recursive: true, force: true })
    await rm(`${dataDir}-baseline`, { recursive: true, force: true })
  }
}
await withScratchDatabase(values.postgres, 'screen', (url) =>
  measure('PostgreSQL', { url }, Number(values.parcels)),
)
