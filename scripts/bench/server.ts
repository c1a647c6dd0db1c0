// `npm run bench`: start-up time and HTTP throughput of the production build.
//   - time from process start to the first 200 from /api/health, on a fresh DATA_DIR and again on
//     the same (existing) one;
//   - requests per second and p50/p99 latency for /api/health and a prerendered page, over
//     loopback with 20 connections for 10 s each (autocannon).
// Figures are printed, not asserted: they depend on the machine.
import { spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from './free-port.ts'
import { startProductionServer, stopServer } from './production-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CONNECTIONS = 20
const DURATION_S = 10
const PAGE = '/about'

if (!existsSync(path.join(ROOT, 'build/client/deployment-info.json'))) {
  console.log('No production build found: running npm run build first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-bench-'))
const baseUrl = `http://127.0.0.1:${port}`

try {
  const fresh = await startServer()
  console.log(`Start to first healthy answer, fresh DATA_DIR:    ${fresh.ms.toFixed(0)} ms`)
  await stopServer(fresh.child)

  const warm = await startServer()
  console.log(`Start to first healthy answer, existing DATA_DIR: ${warm.ms.toFixed(0)} ms`)

  console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`)
  console.log('path             req/s    p50 ms   p99 ms   errors')
  for (const target of ['/api/health', PAGE]) {
    const result = await autocannon({
      url: `${baseUrl}${target}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'accept-encoding': 'gzip' },
    })
    const errors = result.errors + result.non2xx
    console.log(
      `${target.padEnd(15)} ${result.requests.average.toFixed(0).padStart(6)} ${result.latency.p50
        .toFixed(1)
        .padStart(9)} ${result.latency.p99.toFixed(1).padStart(8)} ${String(errors).padStart(8)}`,
    )
  }
  await stopServer(warm.child)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}

/** Starts the production server; resolves once /api/health answers 200, with the time taken. */
async function startServer(): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now()
  const child = await startProductionServer(port, baseUrl, { DATA_DIR: dataDir, DATABASE_URL: '' })
  return { child, ms: performance.now() - started }
}
