// `npm run bench:load`: a bounded load run over loopback (issue 12). For the embedded database
// and for PostgreSQL, in turn, the same mix in several bursts: requests per second, p50/p99
// latency and errors for /api/health, a prerendered public page, address search, a signed-in
// report read and its PDF, each burst preceded by a bare Node HTTP server answering the same
// page's bytes, so the figures compare across machines and the machine's load moves both alike.
// After each burst the server sits idle until the PDF render thread has ended (PDF_THREAD_IDLE_MS
// after its last render, decision 575) and its memory has been handed back, and its memory at
// rest is read (decision 660): the series over the bursts shows whether it stays flat, which one
// burst's before and after cannot (issue 38; decision 705).
//   LOAD_BURSTS   bursts per database (default 6); the first fills the caches
//   LOAD_SECONDS  seconds per target in each burst (default 10)
//   LOAD_CONNECTIONS  concurrent connections (default 50)
//   BENCH_POSTGRES_URL  the machine's PostgreSQL (default postgres://postgres@127.0.0.1:5432/postgres)
// Figures are printed, not asserted: they depend on the machine.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../../server/db/client.ts'
import { loadStarterData } from '../../server/data/starter-data.ts'
import { DEMO_ACCOUNTS } from '../../server/demo-accounts.ts'
import { PDF_THREAD_IDLE_MS } from '../../server/features/reports/pdf/render-off-thread.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { startBareServer, type BareServer } from './bare-server.ts'
import { freePort } from './free-port.ts'
import { withScratchDatabase } from './scratch-database.ts'
import { connectHeapProbe, type CollectedMemory, type HeapProbe } from './heap-probe.ts'
import {
  screenRefreshFinished,
  signIn,
  startProductionServer,
  stopServer,
} from './production-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const BURSTS = Number(process.env.LOAD_BURSTS ?? 6)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PAGE = '/about'
const PAGE_FILE = path.join(ROOT, 'build/client/about/index.html')
/**
 * The first burst renders the report and its PDF, starts the render thread and fills every cache
 * the mix reaches; the figures and the growth are read from the bursts after it.
 */
const FIRST_WARM_BURST = BURSTS > 1 ? 1 : 0

/**
 * Flat, from the second burst to the last (decision 705). The mix reaches one report, one search
 * and one page, so every cache it fills (report views, PDFs, the data version, prepared
 * statements, the page's policy) is full after the first burst: what the server's objects hold
 * (heap used and external memory after a full collection) may move only by what readings at rest
 * differ by, a few tenths of a megabyte. Resident memory also holds V8's young generation, whose
 * spare half may or may not be committed at a reading (up to one semi-space: 16 MB with decision
 * 620's `--max-semi-space-size=16`, which set this bound, 8 MB since decision 880's), and malloc's
 * arenas, kept for reuse (decision 660).
 */
const HELD_BOUND_MB = 1
const RESIDENT_BOUND_MB = 16

/** One target in one burst. */
type Sample = { reqPerSec: number; p50: number; p99: number; errors: number }
/**
 * Megabytes at rest: resident as the server sits, then what a full collection leaves; with the
 * resident peak of the burst before.
 */
type AtRest = { loadAverage: number; resident: number; peak: number; collected: CollectedMemory }
type Measured = { kind: string; targets: Map<string, Sample[]>; before: AtRest; bursts: AtRest[] }

/**
 * How long the server still sits once the PDF render thread has ended: V8 hands most of the
 * thread's memory back about 8 s after it (measured), not at once.
 */
const SETTLE_MS = 15_000
/**
 * The render thread ends PDF_THREAD_IDLE_MS after its last render, which is the PDF target's
 * first request in the first burst (the rest are sent the kept PDF), or later on a loaded
 * machine: waited for up to this long after each burst.
 */
const THREAD_END_LIMIT_MS = 3 * PDF_THREAD_IDLE_MS
const BARE = 'bare node:http, same page'

if (!existsSync(path.join(ROOT, 'build/client/deployment-info.json'))) {
  console.log('No production build found: running npm run build first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(
  `Load: ${CONNECTIONS} connections, ${BURSTS} bursts of ${SECONDS} s per target, loopback\n`,
)

const bare = await startBareServer(await readFile(PAGE_FILE, 'utf8'), 'text/html; charset=utf-8')
const measured: Measured[] = []
try {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-load-'))
  try {
    measured.push(await measureLotwise('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' }, bare))
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  await withScratchDatabase(ADMIN_URL, 'load', async (url) => {
    const database = await openDatabase({ url })
    await database.migrate()
    await loadStarterData({ database, logger: createLogger('warn') })
    await database.close()
    measured.push(await measureLotwise('postgres', { DATABASE_URL: url }, bare))
  })
} finally {
  await bare.stop()
}

const warm = (samples: Sample[]) => samples.slice(FIRST_WARM_BURST)
const cell = (value: number, digits: number, width: number) => value.toFixed(digits).padStart(width)
console.log(
  `\nmedians of ${BURSTS > 1 ? `bursts ${FIRST_WARM_BURST + 1}–${BURSTS}` : 'the burst'}; vs bare: the median of each burst's ratio to the bare server's burst before it; worst p99 and errors over every burst`,
)
console.log(
  'target                                  req/s   vs bare   p50 ms   p99 ms   worst p99   errors',
)
for (const { kind, targets } of measured) {
  const bareSamples = warm(targets.get(BARE)!)
  for (const [name, samples] of targets) {
    const kept = warm(samples)
    const ratios = kept.map((sample, i) => sample.reqPerSec / bareSamples[i]!.reqPerSec)
    console.log(
      [
        `${kind}: ${name}`.padEnd(38),
        cell(median(kept.map((s) => s.reqPerSec)), 0, 7),
        `${cell(median(ratios) * 100, 0, 7)} %`,
        cell(median(kept.map((s) => s.p50)), 1, 8),
        cell(median(kept.map((s) => s.p99)), 1, 8),
        cell(Math.max(...samples.map((s) => s.p99)), 1, 11),
        cell(
          samples.reduce((sum, s) => sum + s.errors, 0),
          0,
          8,
        ),
      ].join(' '),
    )
  }
}
for (const { kind, before, bursts: atRest } of measured) {
  console.log(
    `\n${kind}: memory at rest, MB (resident as the server sits; the rest after two full collections)`,
  )
  console.log(
    '                 load avg   peak   resident   collected: resident   heap used   heap total   external',
  )
  const line = (label: string, m: AtRest) =>
    console.log(
      [
        label.padEnd(16),
        cell(m.loadAverage, 1, 9),
        cell(m.peak, 0, 6),
        cell(m.resident, 0, 10),
        cell(m.collected.resident, 1, 21),
        cell(m.collected.heapUsed, 1, 11),
        cell(m.collected.heapTotal, 1, 12),
        cell(m.collected.external, 1, 10),
      ].join(' '),
    )
  line('before the load', before)
  atRest.forEach((m, i) => line(`after burst ${i + 1}`, m))
  const from = atRest[FIRST_WARM_BURST]!
  const to = atRest.at(-1)!
  const held = (m: AtRest) => m.collected.heapUsed + m.collected.external
  const heldGrowth = held(to) - held(from)
  const residentGrowth = to.collected.resident - from.collected.resident
  const flat = heldGrowth < HELD_BOUND_MB && residentGrowth < RESIDENT_BOUND_MB
  console.log(
    `growth after burst ${FIRST_WARM_BURST + 1} to after burst ${BURSTS}: heap used and external ${signed(heldGrowth)} MB (flat below ${HELD_BOUND_MB}), resident after a collection ${signed(residentGrowth)} MB (flat below ${RESIDENT_BOUND_MB}), as it sits ${signed(to.resident - from.resident)} MB: ${flat ? 'flat' : 'NOT FLAT'}`,
  )
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function signed(mb: number): string {
  return `${mb >= 0 ? '+' : '−'}${Math.abs(mb).toFixed(1)}`
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

async function load(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip', ...headers },
  })
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** The server's memory as it sits, then after a full collection. */
async function readAtRest(pid: number, heap: HeapProbe, peak: number): Promise<AtRest> {
  const resident = rssMb(pid)
  return { loadAverage: loadavg()[0]!, resident, peak, collected: await heap.collectedMemory() }
}

async function measureLotwise(
  kind: string,
  env: Record<string, string>,
  bare: BareServer,
): Promise<Measured> {
  const port = await freePort()
  const inspectorPort = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = await startProductionServer(port, baseUrl, {
    ...env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`,
  })
  const pid = child.pid!
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
    // The bare server goes first in each burst: its figure is taken under the machine's load of
    // the moment, which on a shared machine moves requests a second more than code does.
    const targets: Array<[string, string, Record<string, string>?]> = [
      [BARE, `${bare.url}${PAGE}`],
      ['/api/health', `${baseUrl}/api/health`],
      [`${PAGE} (prerendered)`, `${baseUrl}${PAGE}`],
      ['search', `${baseUrl}/api/parcels/search?q=1200%20w%20sunset%20blvd`],
      ['signed-in report read', `${baseUrl}/api/reports/${id}`, { cookie }],
      ['signed-in report PDF', `${baseUrl}/api/reports/${id}/pdf`, { cookie }],
    ]
    const samples = new Map<string, Sample[]>(targets.map(([name]) => [name, []]))
    const before = await readAtRest(pid, heap, rssMb(pid))
    const atRest: AtRest[] = []
    for (let burst = 1; burst <= BURSTS; burst += 1) {
      console.log(`${kind}, burst ${burst} of ${BURSTS} (load average ${loadavg()[0]!.toFixed(1)})`)
      let peak = rssMb(pid)
      for (const [name, url, headers] of targets) {
        const { result, mb } = await sampleMemory(pid, load(url, headers))
        samples.get(name)!.push(result)
        peak = Math.max(peak, ...mb)
        console.log(
          `  ${name}: ${result.reqPerSec.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors; server resident peak ${Math.max(...mb)} MB`,
        )
        // Requests still in flight when the load stops would count as held memory.
        await setTimeout(1_000)
      }
      const ended = await workerThreadsEnded(pid, THREAD_END_LIMIT_MS)
      if (ended === null)
        console.log(
          `  the PDF render thread still runs ${THREAD_END_LIMIT_MS / 1000} s after the burst`,
        )
      else if (ended >= 1_000)
        console.log(
          `  the PDF render thread ended ${(ended / 1000).toFixed(0)} s after the burst (${PDF_THREAD_IDLE_MS / 1000} s after its last render)`,
        )
      await setTimeout(SETTLE_MS)
      const rest = await readAtRest(pid, heap, peak)
      atRest.push(rest)
      console.log(
        `  at rest ${SETTLE_MS / 1000} s later: resident ${rest.resident} MB; after a full collection ${rest.collected.resident} MB, heap used ${rest.collected.heapUsed} MB, external ${rest.collected.external} MB`,
      )
    }
    return { kind, targets: samples, before, bursts: atRest }
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
