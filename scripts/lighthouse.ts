// Lighthouse (mobile, Debian's Chromium, no network beyond this machine) on the public pages:
// prints performance, accessibility, best-practices and SEO per page, and fails when a page
// scores under the floor.
//
//   node scripts/lighthouse.ts [--base http://localhost:3000] [--floor 95,100,100,100] [paths…]
//
// Without --base it starts the production build (npm run build first) on a free port with a
// fresh embedded database, waits for that database's first screen refresh, and stops it
// afterwards. Without paths it audits every public page of the registry.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { PUBLIC_PAGES } from '#content/pages.ts'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import {
  screenRefreshFinished,
  signIn,
  startDemoProductionServer,
} from './bench/production-server.ts'
import { tasksOnCpuTime, type TraceEvent } from './lighthouse-cpu-time.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const LABELS = ['perf', 'a11y', 'best', 'seo'] as const

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string' }, floor: { type: 'string' } },
})
const paths = positionals.length > 0 ? positionals : PUBLIC_PAGES.map((page) => page.path)
const floor = values.floor ? values.floor.split(',').map(Number) : null
if (floor && (floor.length !== 4 || floor.some((value) => !(value >= 0 && value <= 100)))) {
  console.error('--floor takes four scores from 0 to 100: performance,accessibility,best,seo')
  process.exit(2)
}

/**
 * Lighthouse simulates a phone by slowing this machine's CPU by a fixed 4×, so the same page
 * scored lower on a slower machine (decision 186: 88–92 here, 82–84 on a slower CI). The slowdown is set instead
 * from the machine's speed, Lighthouse's benchmark index, so every run simulates the same phone:
 * a mid-range one, whose index is about 700. Lighthouse counts its index over wall time, which
 * other work on the machine takes from it; the index here counts the CPU time the benchmark got
 * instead, measured before every audit, and the machine's speed is the highest measured
 * (decision 665).
 */
const PHONE_BENCHMARK_INDEX = 700
let hostBenchmarkIndex = 0

/** The CPU slowdown that turns this machine into the phone; never a speed-up. */
function slowdown(): number {
  return Math.max(1, hostBenchmarkIndex / PHONE_BENCHMARK_INDEX)
}

const server = values.base ? null : await startDemoProductionServer('lighthouse')
const base = (server?.base ?? values.base ?? '').replace(/\/+$/, '')
// A fresh database's first minute goes to its screen refresh, on the server's own thread: pages
// audited then would score the refresh, not themselves.
if (server) await screenRefreshFinished(base, await signIn(base, DEMO_ACCOUNTS.admin))

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
const failures: string[] = []
try {
  // A first run (its scores unused) has the server and the browser past their first page.
  await audit(`${base}${paths[0] ?? '/'}`, chrome.port)
  console.log(
    `CPU slowed ${slowdown().toFixed(2)}× to a phone of benchmark index ${PHONE_BENCHMARK_INDEX} (this machine: ${Math.round(hostBenchmarkIndex)})`,
  )
  console.log(`${'page'.padEnd(44)} ${LABELS.map((label) => label.padStart(5)).join(' ')}`)
  for (const pagePath of paths) {
    const url = `${base}${pagePath}`
    let scores = await audit(url, chrome.port)
    let runs = ''
    if (floor && isUnder(scores, floor)) {
      // One run can fall several points on a busy machine: a page under the floor is audited
      // twice more, and the median of the three runs decides.
      const first = scores
      const second = await audit(url, chrome.port)
      const third = await audit(url, chrome.port)
      scores = first.map((score, index) => medianOf([score, second[index] ?? 0, third[index] ?? 0]))
      runs = `  median of 3 runs (the first: ${first.join(' ')})`
    }
    console.log(
      `${pagePath.padEnd(44)} ${scores.map((score) => String(score).padStart(5)).join(' ')}${runs}`,
    )
    if (floor) {
      scores.forEach((score, index) => {
        const minimum = floor[index] ?? 0
        if (score < minimum) failures.push(`${pagePath}: ${LABELS[index]} ${score} < ${minimum}`)
      })
    }
  }
} finally {
  chrome.kill()
  await server?.stop()
}

if (failures.length > 0) {
  console.error(`\nUnder the floor:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}

function isUnder(scores: readonly number[], minimums: readonly number[]): boolean {
  return scores.some((score, index) => score < (minimums[index] ?? 0))
}

function medianOf(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
}

/**
 * The four scores of one page. A run Lighthouse could not finish (a timeout on a busy machine
 * shows as a null score and a runtime error) is tried once more before it counts as 0.
 */
async function audit(url: string, port: number): Promise<number[]> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await gatherThenAudit(url, port)
    const scores = CATEGORIES.map((id) => lhr?.categories[id]?.score ?? null)
    if (scores.every((score) => score !== null) || attempt === 2) {
      if (scores.some((score) => score === null)) {
        console.error(`${url}: ${lhr?.runtimeError?.message ?? 'Lighthouse gave no scores'}`)
      }
      return scores.map((score) => Math.round((score ?? 0) * 100))
    }
  }
}

/**
 * Lighthouse in its two halves (decision 665): the page is loaded and traced, then scored from the
 * trace once its main-thread tasks count the CPU time they got, not the time they waited for it.
 */
async function gatherThenAudit(url: string, port: number) {
  hostBenchmarkIndex = Math.max(hostBenchmarkIndex, await cpuBenchmarkIndex(port))
  const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-lighthouse-'))
  const settings = {
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: [...CATEGORIES],
    // Merged into Lighthouse's mobile network and CPU settings: only the CPU's slowdown differs.
    throttling: { cpuSlowdownMultiplier: slowdown() },
  }
  try {
    await lighthouse(url, { ...settings, port, gatherMode: folder })
    const traceFile = path.join(folder, 'defaultPass.trace.json')
    const trace = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }
    tasksOnCpuTime(trace.traceEvents)
    await writeFile(traceFile, JSON.stringify(trace))
    const result = await lighthouse(url, { ...settings, auditMode: folder })
    return result?.lhr
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * Lighthouse's benchmark index, run in a blank tab of the browser, over the CPU time its thread
 * got rather than the wall time it took: the index is iterations per second, so it is scaled by
 * wall time over CPU time, read from the browser's own counters around it.
 */
async function cpuBenchmarkIndex(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })
  const target = (await response.json()) as { id: string; webSocketDebuggerUrl: string }
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  const answers = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) answers.get(message.id)?.(message.result)
  })
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  let lastId = 0
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      lastId += 1
      answers.set(lastId, resolve as (result: unknown) => void)
      socket.send(JSON.stringify({ id: lastId, method, params }))
    })
  type Metrics = { metrics: { name: string; value: number }[] }
  const clocks = async () => {
    const { metrics } = await send<Metrics>('Performance.getMetrics')
    const read = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0
    return { wall: read('Timestamp'), cpu: read('ThreadTime') }
  }
  try {
    await send('Performance.enable')
    const before = await clocks()
    const { result } = await send<{ result: { value: number } }>('Runtime.evaluate', {
      expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
      returnByValue: true,
    })
    const after = await clocks()
    return (result.value * (after.wall - before.wall)) / Math.max(after.cpu - before.cpu, 1e-3)
  } finally {
    socket.close()
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`)
  }
}
