// `npm run bench:load`: a bounded load run over loopback (issue 12). For the embedded database
// and for PostgreSQL, in turn: requests per second, p50/p99 latency and errors for /api/health,
// a prerendered public page, address search, a signed-in report read and its PDF, with the server's
// live heap (through the inspector, after a full collection) and resident memory around each
// target, to show whether memory stays flat. After the last target the server sits idle until
// the PDF render thread has ended (PDF_THREAD_IDLE_MS after its last render, decision 575) and
// its memory has been handed back, and its memory at rest is printed against its memory before
// the load (issue 38; decision 660). A bare Node HTTP server answering the same page's bytes is
// measured in the same run, so the figures compare across machines.
//   LOAD_SECONDS   seconds per target (default 60)
//   LOAD_CONNECTIONS  concurrent connections (default 50)
//   BENCH_POSTGRES_URL  the machine's PostgreSQL (default postgres://postgres@127.0.0.1:5432/postgres)
// Figures are printed, not asserted: they depend on the machine.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../../server/db/client.ts'
import { loadDemoCityIfEmpty } from '../../server/data/demo/load-demo-city.ts'
import { DEMO_ACCOUNTS } from '../../server/demo-accounts.ts'
import { PDF_THREAD_IDLE_MS } from '../../server/features/reports/pdf/render-off-thread.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { startBareServer } from './bare-server.ts'
import { freePort } from './free-port.ts'
import { withScratchDatabase } from './scratch-database.ts'
import { connectHeapProbe } from './heap-probe.ts'
import {
  screenRefreshFinished,
  signIn,
  startProductionServer,
  stopServer,
} from './production-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PAGE = '/about'
const PAGE_FILE = path.join(ROOT, 'build/client/about/index.html')

type Row = { name: string; reqPerSec: number; p50: number; p99: number; errors: number }
/** Megabytes: the live heap after a full collection and resident memory, around the whole load. */
type Memory = {
  kind: string
  liveBefore: number
  liveAtRest: number
  residentBefore: number
  residentPeak: number
  residentAfter: number
  residentAtRest: number
  /** At rest again once the probe has made V8 collect, as `residentBefore` was read. */
  residentCollected: number
}

/**
 * How long the server still sits once the PDF render thread has ended: V8 hands most of the
 * thread's memory back about 8 s after it (measured), not at once.
 */
const SETTLE_MS = 15_000
/**
 * The render thread ends PDF_THREAD_IDLE_MS after its last render, which is the PDF target's
 * first request (the rest are sent the kept PDF), or later on a loaded machine: waited for up to
 * this long after the last target.
 */
const THREAD_END_LIMIT_MS = 3 * PDF_THREAD_IDLE_MS

if (!existsSync(path.join(ROOT, 'build/client/deployment-info.json'))) {
  console.log('No production build found: running npm run build first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`)

const rows: Row[] = []
const memory: Memory[] = []
rows.push(await measureBareServer())

const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-load-'))
try {
  const embedded = await measureLotwise('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' })
  rows.push(...embedded.rows)
  memory.push(embedded.memory)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
await withScratchDatabase(ADMIN_URL, 'load', async (url) => {
  const database = await openDatabase({ url })
  await database.migrate()
  await loadDemoCityIfEmpty({ database, logger: createLogger('warn') })
  await database.close()
  const postgres = await measureLotwise('postgres', { DATABASE_URL: url })
  rows.push(...postgres.rows)
  memory.push(postgres.memory)
})

const bare = rows[0]!
console.log('\ntarget                          req/s    p50 ms   p99 ms   errors   vs bare')
for (const row of rows) {
  console.log(
    `${row.name.padEnd(30)} ${row.reqPerSec.toFixed(0).padStart(6)} ${row.p50.toFixed(1).padStart(9)} ${row.p99
      .toFixed(1)
      .padStart(
        8,
      )} ${String(row.errors).padStart(8)} ${((row.reqPerSec / bare.reqPerSec) * 100).toFixed(0).padStart(8)} %`,
  )
}
console.log(
  `\nmemory, MB, before the load and at rest once the PDF thread has ended (collected: after a full collection)`,
)
console.log(
  'database    live heap before   at rest   resident before     peak   after the load   at rest   collected',
)
for (const m of memory) {
  console.log(
    `${m.kind.padEnd(10)} ${String(m.liveBefore).padStart(18)} ${String(m.liveAtRest).padStart(9)} ${String(m.residentBefore).padStart(17)} ${String(m.residentPeak).padStart(8)} ${String(m.residentAfter).padStart(16)} ${String(m.residentAtRest).padStart(9)} ${String(m.residentCollected).padStart(11)}`,
  )
}

async function adminQuery(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Array<Record<string, unknown>>
  } finally {
    await client.end()
  }
}

/** Resident memory of `pid`, sampled every second while `during` runs. */
async function sampleMemory<T>(
  pid: number,
  during: Promise<T>,
): Promise<{ result: T; mb: number[] }> {
  const mb = [rssMb(pid)]
  const timer = setInterval(() => mb.push(rssMb(pid)), 1_000)
  try {
    const result = await during
    mb.push(rssMb(pid))
    return { result, mb }
  } finally {
    clearInterval(timer)
  }
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip', ...headers },
  })
  const row = {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
  console.log(
    `  ${name}: ${row.reqPerSec.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors`,
  )
  return row
}

/** The same page's bytes from a bare node:http server in a process of its own. */
async function measureBareServer(): Promise<Row> {
  const server = await startBareServer(
    await readFile(PAGE_FILE, 'utf8'),
    'text/html; charset=utf-8',
  )
  try {
    return await load('bare node:http, same page', `${server.url}${PAGE}`)
  } finally {
    await server.stop()
  }
}

async function measureLotwise(
  kind: string,
  env: Record<string, string>,
): Promise<{ rows: Row[]; memory: Memory }> {
  const port = await freePort()
  const inspectorPort = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = await startProductionServer(port, baseUrl, {
    ...env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`,
  })
  const heap = await connectHeapProbe(inspectorPort)
  try {
    const cookie = await signedInAdmin(baseUrl, env.DATABASE_URL)
    await screenRefreshFinished(baseUrl, cookie)
    const search = (await getJson(`${baseUrl}/api/parcels/search?q=w%20sunset%20blvd`)) as {
      results: Array<{ apn: string }>
    }
    const apn = search.results[0]?.apn
    if (!apn) throw new Error('the search found no parcel to start a report on')
    const started = await fetch(`${baseUrl}/api/admin/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ apn }),
    })
    const { id } = (await started.json()) as { id: string }
    await reportAnalysed(`${baseUrl}/api/reports/${id}`, cookie)
    const targets: Array<[string, string, Record<string, string>?]> = [
      [`${kind}: /api/health`, `${baseUrl}/api/health`],
      [`${kind}: ${PAGE} (prerendered)`, `${baseUrl}${PAGE}`],
      [`${kind}: search`, `${baseUrl}/api/parcels/search?q=1200%20w%20sunset%20blvd`],
      [`${kind}: signed-in report read`, `${baseUrl}/api/reports/${id}`, { cookie }],
      [`${kind}: signed-in report PDF`, `${baseUrl}/api/reports/${id}/pdf`, { cookie }],
    ]
    const measured: Row[] = []
    // Flat means the live heap (what survives a full collection) ends where it started. Resident
    // memory is printed too: it rises after bursts while V8 keeps freed pages for reuse.
    const liveBefore = await heap.liveHeapMb()
    const residentBefore = rssMb(child.pid!)
    let residentPeak = residentBefore
    for (const [name, url, headers] of targets) {
      const liveAtStart = await heap.liveHeapMb()
      const { result, mb } = await sampleMemory(child.pid!, load(name, url, headers))
      // Requests still in flight when the load stops would count as held memory.
      await setTimeout(1_000)
      console.log(
        `    memory: live heap ${liveAtStart} → ${await heap.liveHeapMb()} MB; resident ${mb[0]} → ${mb.at(-1)} MB, peak ${Math.max(...mb)} MB`,
      )
      residentPeak = Math.max(residentPeak, ...mb)
      measured.push(result)
    }
    const residentAfter = rssMb(child.pid!)
    const ended = await workerThreadsEnded(child.pid!, THREAD_END_LIMIT_MS)
    console.log(
      ended === null
        ? `  the PDF render thread still runs ${THREAD_END_LIMIT_MS / 1000} s after the load`
        : `  the PDF render thread ended ${(ended / 1000).toFixed(0)} s after the load (${PDF_THREAD_IDLE_MS / 1000} s after its last render); at rest ${SETTLE_MS / 1000} s later`,
    )
    await setTimeout(SETTLE_MS)
    // Read first as the server sits, without the probe's full collection, then after it.
    const residentAtRest = rssMb(child.pid!)
    const liveAtRest = await heap.liveHeapMb()
    const memory: Memory = {
      kind,
      liveBefore,
      liveAtRest,
      residentBefore,
      residentPeak,
      residentAfter,
      residentAtRest,
      residentCollected: rssMb(child.pid!),
    }
    console.log(
      `${kind}: live heap after a full collection ${liveBefore} MB before the load, ${liveAtRest} MB at rest; resident ${residentBefore} MB before, ${residentPeak} MB at the peak, ${residentAfter} MB after the load, ${residentAtRest} MB at rest (${memory.residentCollected} MB after a full collection)`,
    )
    return { rows: measured, memory }
  } finally {
    heap.close()
    await stopServer(child)
  }
}

/**
 * Waits until the report's analysis is made (a job does it after the order): before that its PDF
 * is refused, and a loaded machine timed the refusals instead of the PDF.
 */
async function reportAnalysed(url: string, cookie: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const view = (await (await fetch(url, { headers: { cookie } })).json()) as {
      document: unknown
      analysisError: string | null
    }
    if (view.analysisError) throw new Error(`the report's analysis failed: ${view.analysisError}`)
    if (view.document) return
    await setTimeout(500)
  }
  throw new Error('the report was not analysed within two minutes')
}

/** A session cookie of an admin: the demo admin on the embedded database, a new one on PostgreSQL. */
async function signedInAdmin(baseUrl: string, databaseUrl: string | undefined): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl }
  let account: { email: string; password: string } = DEMO_ACCOUNTS.admin
  if (databaseUrl) {
    account = { email: `load-${Date.now()}@example.com`, password: 'Load-Bench-Admin-2026' }
    await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...account, name: 'Load Admin' }),
    })
    await adminQuery(databaseUrl, 'update profiles set is_admin = true where email = $1', [
      account.email,
    ])
  }
  return signIn(baseUrl, account)
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

/**
 * Milliseconds until process `pid` has no worker thread left (Node names them WorkerThread; the
 * PDF renderer's is the server's only one), or null when one still runs after `limitMs`.
 */
async function workerThreadsEnded(pid: number, limitMs: number): Promise<number | null> {
  const started = Date.now()
  const running = () =>
    readdirSync(`/proc/${pid}/task`).some(
      (thread) =>
        readFileSync(`/proc/${pid}/task/${thread}/comm`, 'utf8').trim() === 'WorkerThread',
    )
  while (running()) {
    if (Date.now() - started > limitMs) return null
    await setTimeout(1_000)
  }
  return Date.now() - started
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
