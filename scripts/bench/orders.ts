// `npm run bench:orders`: ordering's speed on the production code path (test payment mode, the
// job worker running in the server, as `npm start` runs it), on the embedded database and on
// PostgreSQL:
//   1. From an order completed (the POST's answer) to its analysis readable through the API
//      (GET /api/reports/{id} answering `ready`): p50 and p95 over BENCH_ORDERS orders placed one
//      after another. Target: p95 under 1 s.
//   2. Orders per second the server sustains: BENCH_ORDERS orders from BENCH_BUYERS buyers,
//      BENCH_CONCURRENCY at a time, until every analysis is readable.
// PostgreSQL is BENCH_POSTGRES_URL (default the local server); its part is skipped, saying so,
// when it cannot be reached. Figures are printed, not asserted: they depend on the machine.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { freePort } from './free-port.ts'
import { stopServer } from './production-server.ts'
import { embeddedTarget, postgresTarget, type Target } from './targets.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10)
const POLL_MS = 5
type OrderServer = { child: ChildProcess; baseUrl: string; cookies: string[]; apn: string }

let orderCounter = 0

console.log(
  `Ordering: ${ORDERS} orders (test payment), order completed → analysis readable; then ${ORDERS} orders ${CONCURRENCY} at a time`,
)
console.log(
  'database     p50 ms   p95 ms   max ms   target p95 < 1000 ms   orders/s   orders+analyses/s',
)
for (const target of [await embeddedTarget('orders'), await postgresTarget('orders')]) {
  if (!target) continue
  const server = await startOrderServer(target)
  try {
    const latencies: number[] = []
    for (let index = 0; index < ORDERS; index += 1)
      latencies.push(await orderThenRead(server, server.cookies[0]!))
    latencies.sort((a, b) => a - b)
    const quantile = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
    const throughput = await sustained(server)
    console.log(
      `${target.name.padEnd(12)} ${quantile(0.5).toFixed(0).padStart(6)} ${quantile(0.95).toFixed(0).padStart(8)} ${latencies.at(-1)!.toFixed(0).padStart(8)}   ${(quantile(0.95) < 1000 ? 'met' : 'MISSED').padEnd(20)} ${throughput.ordersPerSecond.toFixed(1).padStart(10)} ${throughput.completePerSecond.toFixed(1).padStart(19)}`,
    )
  } finally {
    await stopServer(server.child)
    await target.cleanup()
  }
}

async function placeOrder(server: OrderServer, cookie: string): Promise<string> {
  orderCounter += 1
  const response = await fetch(`${server.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.baseUrl },
    body: JSON.stringify({
      productId: 'multifamily_zoning',
      apn: server.apn,
      idempotencyKey: `bench-${process.pid}-${orderCounter}`,
      expectedPayment: 'card',
      expectedPriceCents: 19900,
    }),
  })
  if (response.status !== 201) throw new Error(`order failed: ${await response.text()}`)
  const order = (await response.json()) as { status: string; reportId: string | null }
  if (order.status !== 'completed' || !order.reportId)
    throw new Error(`the order is ${order.status}, not completed`)
  return order.reportId
}

async function readWhenReady(server: OrderServer, cookie: string, reportId: string) {
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/reports/${reportId}`, {
      headers: { cookie },
    })
    const view = (await response.json()) as { report: { analysisStatus: string } }
    if (view.report.analysisStatus === 'ready') return
    if (view.report.analysisStatus === 'failed') throw new Error(`report ${reportId} failed`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Milliseconds from the order's completed answer to its analysis being readable. */
async function orderThenRead(server: OrderServer, cookie: string): Promise<number> {
  const reportId = await placeOrder(server, cookie)
  const completed = performance.now()
  await readWhenReady(server, cookie, reportId)
  return performance.now() - completed
}

/** Orders per second at CONCURRENCY, and orders whose analysis is also readable per second. */
async function sustained(server: OrderServer) {
  const started = performance.now()
  const reportIds: Array<[string, string]> = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, lane) => {
      const cookie = server.cookies[lane % server.cookies.length]!
      while (next < ORDERS) {
        next += 1
        reportIds.push([cookie, await placeOrder(server, cookie)])
      }
    }),
  )
  const ordered = performance.now()
  for (const [cookie, reportId] of reportIds) await readWhenReady(server, cookie, reportId)
  const done = performance.now()
  return {
    ordersPerSecond: (ORDERS / (ordered - started)) * 1000,
    completePerSecond: (ORDERS / (done - started)) * 1000,
  }
}

async function startOrderServer(target: Target): Promise<OrderServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/bench/orders-server.ts'], {
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
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the order server exited early (code ${code})`)))
    createInterface({ input: child.stdout! }).once('line', resolve)
  })
  child.removeAllListeners('exit')
  const { cookies, apn } = JSON.parse(line) as { cookies: string[]; apn: string }
  return { child, baseUrl, cookies, apn }
}
