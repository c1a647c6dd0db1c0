// `npm run bench:report`: the report's speed, each figure beside a baseline measured in the same
// run, with the ratio:
//   1. GET of a full report's data (/api/reports/{id}), p50/p99 at 20 connections for 10 s, on the
//      embedded database and on PostgreSQL: one report read again and again (its answer is kept
//      once made, decision 078), and 300 copies read in turn (more than are kept, so every
//      answer is made); baseline: the signed-in profile (/api/profile).
//   2. Time to first render of /report/{id} in Chromium on the production build (the report's
//      heading on screen, median of 7 loads); baseline: the prerendered /about page.
//   3. Bulk recompute of 10,000 stale reports, time and peak memory, on both databases;
//      baseline: the engine alone on the same parcels.
//   4. The JavaScript the report page loads (gzip), and how much of it is the engine; baseline:
//      the /about page's (decision 321). With `--before <commit>`, also the report page's
//      JavaScript at that commit, built in the same run (./build-at.ts: a few minutes), and the
//      change: `npm run bench:report -- --before 8528e7d` measures issue 37's before, the last
//      commit whose report page loaded the engine (fcaf602, decision 321, took it off).
// PostgreSQL is BENCH_POSTGRES_URL (default the local server); its part is skipped, saying so,
// when it cannot be reached. Figures are printed, not asserted: they depend on the machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { buildAt } from './build-at.ts'
import { freePort } from './free-port.ts'
import { routeBundle, type RouteBundle } from './route-bundle.ts'
import { stopServer } from './production-server.ts'
import { embeddedTarget, postgresTarget, type Target } from './targets.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CONNECTIONS = 20
const DURATION_S = 10
const RENDER_LOADS = 7
const BULK_REPORTS = Number(process.env.BENCH_BULK_REPORTS ?? 10_000)
const { before } = parseArgs({ options: { before: { type: 'string' } } }).values

if (!existsSync(path.join(ROOT, 'build/client/deployment-info.json'))) {
  console.log('No production build found: running npm run build first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`

// Built first, so a commit that does not build stops the run before the measuring starts.
let reportPageBefore: { about: RouteBundle; report: RouteBundle } | null = null
if (before) {
  console.log(`Building ${before} for the report page's JavaScript before…`)
  const build = await buildAt(before)
  try {
    reportPageBefore = {
      about: routeBundle(build.clientDir, 'page/about'),
      report: routeBundle(build.clientDir, 'routes/report'),
    }
    if (build.lockfileDifferences.length > 0)
      console.log(
        `  built with this checkout's node_modules; its lockfile pins ${build.lockfileDifferences.length} packages otherwise: ${build.lockfileDifferences.join(', ')}`,
      )
  } finally {
    await build.remove()
  }
}

let render: { about: number; report: number } | null = null
console.log(
  `1. GET a full report's data: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`,
)
console.log(
  'database     path                     p50 ms   p99 ms    req/s  errors   p99 vs profile',
)
for (const target of [await embeddedTarget('report'), await postgresTarget('report')]) {
  if (!target) continue
  const server = await startReportServer(target)
  try {
    const profile = await load(server, ['/api/profile'])
    const report = await load(server, [`/api/reports/${server.reportId}`])
    const copies = await load(
      server,
      server.copyIds.map((id) => `/api/reports/${id}`),
    )
    for (const [label, result] of [
      ['/api/profile', profile],
      ['/api/reports/{id}', report],
      ['  300 reports in turn', copies],
    ] as const) {
      console.log(
        `${target.name.padEnd(12)} ${label.padEnd(22)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${result.rps.toFixed(0).padStart(8)} ${String(result.errors).padStart(7)}   ${result === profile ? 'baseline' : ratio(result.p99, profile.p99)}`,
      )
    }
    if (target.name === 'embedded') render = await firstRender(server)
  } finally {
    await stopServer(server.child)
    await target.cleanup()
  }
}

if (render) {
  console.log(
    `\n2. Time to first render in Chromium, median of ${RENDER_LOADS} loads (production build, embedded database)`,
  )
  console.log(`/about (prerendered, baseline)   ${render.about.toFixed(0).padStart(6)} ms`)
  console.log(
    `/report/{id}                     ${render.report.toFixed(0).padStart(6)} ms   ${ratio(render.report, render.about)} the baseline`,
  )
}

console.log(`\n3. Bulk recompute of ${BULK_REPORTS.toLocaleString('en-US')} stale reports`)
console.log(
  'database     recompute s   reports/s   engine alone s   ratio   peak memory MB   done  failed',
)
for (const target of [await embeddedTarget('report'), await postgresTarget('report')]) {
  if (!target) continue
  try {
    const result = await runChild(
      'scripts/bench/report-recompute.ts',
      [String(BULK_REPORTS)],
      target,
    )
    const figures = JSON.parse(result) as {
      recomputeMs: number
      engineMs: number
      peakRssBytes: number
      done: number
      failed: number
    }
    console.log(
      `${target.name.padEnd(12)} ${(figures.recomputeMs / 1000).toFixed(1).padStart(11)} ${((BULK_REPORTS / figures.recomputeMs) * 1000).toFixed(0).padStart(11)} ${(figures.engineMs / 1000).toFixed(2).padStart(16)} ${ratio(figures.recomputeMs, figures.engineMs).padStart(7)} ${(figures.peakRssBytes / 1024 / 1024).toFixed(0).padStart(16)} ${String(figures.done).padStart(6)} ${String(figures.failed).padStart(7)}`,
    )
  } finally {
    await target.cleanup()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const clientDir = path.join(ROOT, 'build/client')
const about = routeBundle(clientDir, 'page/about')
console.log(`\n4. JavaScript each page loads, gzip (production build)`)
console.log(`/about (baseline)        ${kb(about.gzipBytes).padStart(9)}`)
for (const [label, id] of [
  ['/report/{id}', 'routes/report'],
  ['/shared/{token}', 'routes/shared-report'],
  ['/edit-report/{id}', 'routes/edit-report'],
] as const) {
  const page = routeBundle(clientDir, id)
  console.log(
    `${label.padEnd(24)} ${kb(page.gzipBytes).padStart(9)}   ${kb(page.gzipBytes - about.gzipBytes).padStart(9)} beyond the baseline, engine chunk ${kb(page.engineGzipBytes)}`,
  )
}
if (reportPageBefore) {
  const then = reportPageBefore
  const now = routeBundle(clientDir, 'routes/report')
  const change = (after: number, earlier: number) =>
    `${after >= earlier ? '+' : '−'}${((Math.abs(after - earlier) / earlier) * 100).toFixed(1)} %`
  const beyondThen = then.report.gzipBytes - then.about.gzipBytes
  const beyondNow = now.gzipBytes - about.gzipBytes
  console.log(`\n/report/{id} before (${before}) and now, gzip`)
  console.log(
    `before   ${kb(then.report.gzipBytes).padStart(9)}   ${kb(beyondThen).padStart(9)} beyond its /about, engine chunk ${kb(then.report.engineGzipBytes)}`,
  )
  console.log(
    `now      ${kb(now.gzipBytes).padStart(9)}   ${kb(beyondNow).padStart(9)} beyond its /about, engine chunk ${kb(now.engineGzipBytes)}`,
  )
  console.log(
    `change   ${change(now.gzipBytes, then.report.gzipBytes).padStart(9)}   ${change(beyondNow, beyondThen).padStart(9)} beyond /about`,
  )
}

type ReportServer = {
  child: ChildProcess
  baseUrl: string
  cookie: string
  reportId: string
  copyIds: string[]
}

async function startReportServer(target: Target): Promise<ReportServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/bench/report-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // No card processor here: orders are paid in the test mode, asked for by name.
      TEST_PAYMENTS: 'on',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the report server exited early (code ${code})`)))
    createInterface({ input: child.stdout! }).once('line', resolve)
  })
  child.removeAllListeners('exit')
  const ready = JSON.parse(line) as Pick<ReportServer, 'cookie' | 'reportId' | 'copyIds'>
  return { child, baseUrl, ...ready }
}

/** Reads `paths` in turn, over and over, for DURATION_S at CONNECTIONS connections. */
async function load(server: ReportServer, paths: readonly string[]) {
  let next = 0
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie: server.cookie, 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  })
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  }
}

/** Median time from navigation to the page's heading on screen, in a warm browser. */
async function firstRender(server: ReportServer) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const context = await browser.newContext()
    const [name, value] = server.cookie.split(';')[0]!.split('=')
    await context.addCookies([{ name: name!, value: value!, url: server.baseUrl }])
    const page = await context.newPage()
    const measure = async (target: string, heading: RegExp) => {
      const times: number[] = []
      for (let index = 0; index <= RENDER_LOADS; index += 1) {
        const started = performance.now()
        await page.goto(`${server.baseUrl}${target}`, { waitUntil: 'commit' })
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        if (index > 0) times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      return times[Math.floor(times.length / 2)] ?? 0
    }
    return {
      about: await measure('/about', /./),
      report: await measure(`/report/${server.reportId}`, /Serrano/),
    }
  } finally {
    await browser.close()
  }
}

async function runChild(script: string, args: string[], target: Target): Promise<string> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...target.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TEST_PAYMENTS: 'on',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${script} failed (code ${code})`)
  return output.trim().split('\n').at(-1) ?? ''
}
