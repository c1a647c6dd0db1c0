// npm run test:faults: the server against real faults on the machine's PostgreSQL (issue 12).
// Backends terminated mid-transaction under load, kill -9 mid-write, kill -9 between an order's
// payment and its analysis (issue 9), SMTP refusing, and a second opener of the embedded
// database. Every acknowledged write must be there afterwards.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminQuery,
  createDatabase,
  postJson,
  signUpPerson,
  startServer,
  stopServer,
  waitForExit,
  type ServerProcess,
} from './server-process.ts'

const WORKERS = 8

type Database = Awaited<ReturnType<typeof createDatabase>>
let database: Database
beforeAll(async () => {
  database = await createDatabase('lotwise_faults')
})
afterAll(() => database.drop())

/** One report per worker, owned by `userId`. */
async function insertReports(url: string, userId: string, count: number): Promise<string[]> {
  const rows = await adminQuery<{ id: string }>(
    url,
    `insert into reports (user_id, address, report_type)
     select $1, 'Fault St ' || n, 'single_family' from generate_series(1, $2) as n returning id`,
    [userId, count],
  )
  return rows.map((row) => row.id)
}

type Ledger = { acknowledged: Map<string, string>; attemptedAfter: Map<string, string[]> }

/**
 * Each worker edits its own report's notes in a loop (one transaction per edit) until `stop`.
 * The ledger keeps, per report, the last value answered 200 and the values tried after it.
 */
function editLoop(baseUrl: string, cookie: string, reportIds: string[], ledger: Ledger) {
  let running = true
  const statuses = new Map<number, number>()
  const workers = reportIds.map(async (id, worker) => {
    for (let n = 0; running; n += 1) {
      const notes = `worker ${worker} edit ${n}`
      ledger.attemptedAfter.set(id, [...(ledger.attemptedAfter.get(id) ?? []), notes])
      const status = await postJson(`${baseUrl}/api/reports/${id}`, { notes }, cookie, 'PATCH')
        .then(async (response) => {
          await response.arrayBuffer()
          return response.status
        })
        .catch(() => 0)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 200) {
        ledger.acknowledged.set(id, notes)
        ledger.attemptedAfter.set(id, [])
      }
    }
  })
  return {
    statuses,
    stop: async () => {
      running = false
      await Promise.all(workers)
    },
  }
}

/** Every acknowledged edit is stored (or a later one that was tried after it). */
async function lostWrites(url: string, ledger: Ledger): Promise<string[]> {
  const rows = await adminQuery<{ report_id: string; notes: string | null }>(
    url,
    'select report_id, notes from report_details',
  )
  const stored = new Map(rows.map((row) => [row.report_id, row.notes]))
  const lost: string[] = []
  for (const [id, notes] of ledger.acknowledged) {
    const now = stored.get(id) ?? null
    if (now !== notes && !(ledger.attemptedAfter.get(id) ?? []).includes(now ?? '')) lost.push(id)
  }
  return lost
}

/** Milliseconds until /api/health answers 200; the error says what it answered instead. */
async function waitUntilHealthy(server: ServerProcess, withinMs: number): Promise<number> {
  const started = Date.now()
  let last = ''
  while (Date.now() - started < withinMs) {
    last = await fetch(`${server.url}/api/health`)
      .then(async (response) => `${response.status} ${await response.text()}`)
      .catch((error: unknown) => String(error))
    if (last.startsWith('200 ')) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `not healthy within ${withinMs} ms; last answer: ${last}\nserver log:\n${server.output.join('').slice(-3000)}`,
  )
}

describe('PostgreSQL connections terminated mid-transaction under load', () => {
  let server: ServerProcess
  afterAll(async () => {
    if (server) await stopServer(server)
  })

  it('the server stays up, recovers within seconds, and loses no acknowledged write', async () => {
    server = await startServer({ DATABASE_URL: database.url })
    const person = await signUpPerson(server.url, `faults-${Date.now()}@example.com`)
    const reportIds = await insertReports(database.url, person.id, WORKERS)
    const ledger: Ledger = { acknowledged: new Map(), attemptedAfter: new Map() }
    const load = editLoop(server.url, person.cookie, reportIds, ledger)

    let terminated = 0
    const until = Date.now() + 5_000
    while (Date.now() < until) {
      const rows = await adminQuery<{ pid: number }>(
        database.url,
        `select pg_terminate_backend(pid) as pid from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [database.name],
      )
      terminated += rows.length
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    const recoveryMs = await waitUntilHealthy(server, 5_000)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await load.stop()

    console.log(
      `faults: ${terminated} backends terminated; edits by status ${JSON.stringify(Object.fromEntries(load.statuses))}; healthy again after ${recoveryMs} ms`,
    )
    expect(server.child.exitCode).toBeNull()
    const unhandled = server.output
      .join('')
      .split('\n')
      .filter((line) => line.includes('"unhandled error"'))
    expect(unhandled.slice(0, 3)).toEqual([])
    expect(terminated).toBeGreaterThan(10)
    expect(load.statuses.get(500) ?? 0).toBe(0)
    expect(load.statuses.get(200) ?? 0).toBeGreaterThan(0)
    expect(await lostWrites(database.url, ledger)).toEqual([])
    const after = await postJson(
      `${server.url}/api/reports/${reportIds[0]}`,
      { notes: 'after the faults' },
      person.cookie,
      'PATCH',
    )
    expect(after.status).toBe(200)
  }, 120_000)
})

describe('kill -9 mid-write', () => {
  it('loses no acknowledged write across the restart', async () => {
    const first = await startServer({ DATABASE_URL: database.url })
    const person = await signUpPerson(first.url, `kill-${Date.now()}@example.com`)
    const reportIds = await insertReports(database.url, person.id, WORKERS)
    const ledger: Ledger = { acknowledged: new Map(), attemptedAfter: new Map() }
    const load = editLoop(first.url, person.cookie, reportIds, ledger)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    first.child.removeAllListeners('exit')
    first.child.kill('SIGKILL')
    await waitForExit(first)
    await load.stop()
    console.log(`faults: kill -9 after ${ledger.acknowledged.size} reports had acknowledged edits`)

    const second = await startServer({ DATABASE_URL: database.url })
    try {
      expect(ledger.acknowledged.size).toBeGreaterThan(0)
      expect(await lostWrites(database.url, ledger)).toEqual([])
      const response = await fetch(`${second.url}/api/health`)
      expect(response.status).toBe(200)
    } finally {
      await stopServer(second)
    }
  }, 120_000)
})

describe('a restart between payment and report creation', () => {
  it('the queued analysis runs when a server is back: one report, one order, one charge', async () => {
    const restartDb = await createDatabase('lotwise_faults_restart')
    // Both servers sign cookies with one key, as several servers on one database do.
    const env = {
      DATABASE_URL: restartDb.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    }
    // The first server takes the order but runs no jobs (JOB_WORKER=off, decision 127): its job
    // is still waiting when the process dies, every time, not by luck of timing.
    const first = await startServer({ ...env, JOB_WORKER: 'off' })
    let second: ServerProcess | undefined
    try {
      const apn = '9000-019-083'
      await adminQuery(
        restartDb.url,
        `insert into parcels (apn, ain, address_display, lot_sf, zone_string, zone_class,
           height_district, zone_parsed_complete, existing_units, year_built, is_demo)
         values ($1, $2, '844 S Serrano Ave, Los Angeles, CA', 8090, 'R3-1', 'R3', '1', true,
           1, 1928, true)`,
        [apn, apn.replaceAll('-', '')],
      )
      const person = await signUpPerson(first.url, `restart-${Date.now()}@example.com`)
      const order = {
        productId: 'multifamily_zoning',
        apn,
        idempotencyKey: `restart-${process.pid}`,
        expectedPayment: 'card',
        expectedPriceCents: 19900,
      }
      const placed = await postJson(`${first.url}/api/orders`, order, person.cookie)
      expect(placed.status).toBe(201)
      const { id: orderId, reportId } = (await placed.json()) as {
        id: string
        status: string
        reportId: string
      }
      expect(reportId).toEqual(expect.any(String))

      // Paid and committed, with the analysis still to come: its job is queued, not started.
      const jobs = () =>
        adminQuery<{ name: string; state: string }>(
          restartDb.url,
          `select name, state from pgboss.job where data->>'reportId' = $1 order by name`,
          [reportId],
        )
      expect(await jobs()).toEqual([
        { name: 'report-compute-analysis', state: 'created' },
        { name: 'report-request-notification', state: 'created' },
      ])
      expect(
        await adminQuery(
          restartDb.url,
          'select analysis_status, analysis from report_details where report_id = $1',
          [reportId],
        ),
      ).toEqual([{ analysis_status: 'pending', analysis: null }])

      first.child.removeAllListeners('exit')
      first.child.kill('SIGKILL')
      await waitForExit(first)
      expect(first.child.signalCode).toBe('SIGKILL')

      second = await startServer(env)
      const started = Date.now()
      let view:
        { document: { analysis: unknown } | null; report: { analysisStatus: string } } | undefined
      while (Date.now() - started < 30_000) {
        const response = await fetch(`${second.url}/api/reports/${reportId}`, {
          headers: { cookie: person.cookie },
        })
        expect(response.status).toBe(200)
        view = (await response.json()) as typeof view
        if (view?.report.analysisStatus !== 'pending') break
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      console.log(`faults: the analysis was readable ${Date.now() - started} ms after the restart`)
      expect(view?.report.analysisStatus).toBe('ready')
      expect(view?.document?.analysis).toBeTruthy()

      // The buyer sending the order again gets the same order, not a second one.
      const again = await postJson(`${second.url}/api/orders`, order, person.cookie)
      expect(again.status).toBe(200)
      expect(await again.json()).toMatchObject({ id: orderId, reportId })
      const count = async (sql: string) =>
        (await adminQuery<{ n: number }>(restartDb.url, sql, [person.id]))[0]?.n
      expect(await count('select count(*)::int as n from orders where user_id = $1')).toBe(1)
      expect(await count('select count(*)::int as n from reports where user_id = $1')).toBe(1)
      expect(
        await adminQuery(
          restartDb.url,
          'select kind, amount_cents, order_id from ledger_entries where user_id = $1',
          [person.id],
        ),
      ).toEqual([{ kind: 'card_payment', amount_cents: 19900, order_id: orderId }])
      const analysisJobs = (await jobs()).filter((job) => job.name === 'report-compute-analysis')
      expect(analysisJobs).toEqual([{ name: 'report-compute-analysis', state: 'completed' }])
    } finally {
      first.child.removeAllListeners('exit')
      first.child.kill('SIGKILL')
      if (second) await stopServer(second)
      await restartDb.drop()
    }
  }, 120_000)
})

describe('SMTP refusing', () => {
  it('keeps the mail and sends it when the server takes mail again', async () => {
    const control = { refuse: true, received: [] as string[] }
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume()
        stream.on('end', () => {
          if (control.refuse) {
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }))
            return
          }
          control.received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address))
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    const mailDb = await createDatabase('lotwise_faults_mail')
    const server = await startServer({
      DATABASE_URL: mailDb.url,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    })
    try {
      const email = `mail-${Date.now()}@example.com`
      await signUpPerson(server.url, email)
      const reset = await postJson(`${server.url}/api/auth/request-password-reset`, { email })
      expect(reset.status).toBe(200)
      const kept = async () =>
        (
          await adminQuery<{ status: string; attempts: number; last_error: string | null }>(
            mailDb.url,
            'select status, attempts, last_error from email_outbox where "to" = $1',
            [email],
          )
        )[0]
      const deadline = Date.now() + 10_000
      while ((await kept())?.attempts !== 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await kept()).toMatchObject({ status: 'queued', attempts: 1 })
      expect((await kept())?.last_error).toContain('Mailbox busy')

      control.refuse = false
      // The retry is due 30 to 60 s after the refusal (the send job's backoff, with jitter).
      const sentBy = Date.now() + 75_000
      while ((await kept())?.status !== 'sent' && Date.now() < sentBy)
        await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await kept()).toMatchObject({ status: 'sent' })
      expect(control.received).toContain(email)
    } finally {
      await stopServer(server)
      await mailDb.drop()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  }, 120_000)
})

describe('a second opener of the embedded database', () => {
  it('is refused while another process holds it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-faults-'))
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const { openDatabase } = await import('./server/db/client.ts');
         await openDatabase({ dataDir: process.argv[1] }); console.log('open');
         setInterval(() => {}, 1000)`,
        dataDir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((resolve) => holder.stdout?.on('data', () => resolve()))
      const { openDatabase } = await import('#server/db/client.ts')
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `already open in another Lotwise process (pid ${holder.pid})`,
      )
    } finally {
      holder.kill('SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
