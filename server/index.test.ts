// The server as `npm start` runs it: a real process, its database, its signals.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { createPostgresClone, isTestingOnPostgres } from '#tests/setup/test-database.ts'

type RunningServer = { process: ChildProcessWithoutNullStreams; url: string; output: string[] }

let dataDir: string
let databaseUrl: string | undefined
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-server-'))
  if (isTestingOnPostgres()) {
    const clone = await createPostgresClone()
    databaseUrl = clone.url
    dropDatabase = clone.drop
  }
})
// A test that failed or timed out leaves its server running: it would hold the embedded
// database against the next test and keep spending the machine's time.
const started = new Set<ChildProcessWithoutNullStreams>()
afterEach(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  started.clear()
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
  await dropDatabase?.()
})

/** Starts `node server/index.ts` on a free port and waits until it listens. */
function serverEnv() {
  return {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    // Whatever the machine has set: no Stripe, so payments are test payments.
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    TEST_PAYMENTS: '',
  }
}

function startServer(env: NodeJS.ProcessEnv = serverEnv()): Promise<RunningServer> {
  const child = spawn(process.execPath, ['server/index.ts'], { env })
  started.add(child)
  const output: string[] = []
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(chunk.toString())
      if (match?.[1]) resolve({ process: child, url: match[1], output })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.join('')}`)))
  })
}

function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    server.process.removeAllListeners('exit')
    server.process.on('exit', (code) => resolve(code))
    server.process.kill(signal)
  })
}

const account = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Analytical-Engine-1843',
}
const postJson = (url: string, body: unknown, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
    body: JSON.stringify(body),
  })
/** The JSON log lines a server printed with message `msg`. */
const logLines = (server: RunningServer, msg: string) =>
  server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === msg)
const TEST_PAYMENTS_LINE =
  'card payments in test mode: card orders complete without charging anything'

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

describe('the server process', () => {
  it('serves, stops cleanly on SIGTERM, and keeps its data across a restart', async () => {
    const first = await startServer()
    const health = await fetch(`${first.url}/api/health`)
    expect(health.status).toBe(200)
    expect((await postJson(`${first.url}/api/auth/sign-up/email`, account)).status).toBe(200)

    if (!databaseUrl) {
      // A fresh embedded database gets the demo accounts, printed at start.
      expect(first.output.join('')).toContain(`admin  ${DEMO_ACCOUNTS.admin.email}`)
      const demoAdmin = await postJson(`${first.url}/api/auth/sign-in/email`, DEMO_ACCOUNTS.admin)
      expect(demoAdmin.status).toBe(200)
    }

    // No Stripe keys outside production: the log says payments are test payments, and why.
    expect(logLines(first, TEST_PAYMENTS_LINE)).toEqual([
      expect.objectContaining({ level: 'warn', setting: 'no Stripe keys outside production' }),
    ])

    expect(await stopServer(first, 'SIGTERM')).toBe(0)
    expect(first.output.join('')).toContain('"msg":"stopped"')

    const promote = spawnSync(
      process.execPath,
      ['scripts/admin-create.ts', '--email', account.email],
      {
        env: serverEnv(),
        encoding: 'utf8',
      },
    )
    expect(promote.stdout).toContain(`${account.email} is now an admin.`)
    expect(promote.status).toBe(0)

    // In production test payments are taken only when asked for by name, and the log names it.
    const second = await startServer({
      ...serverEnv(),
      NODE_ENV: 'production',
      TEST_PAYMENTS: 'on',
    })
    expect(logLines(second, TEST_PAYMENTS_LINE)).toEqual([
      expect.objectContaining({ level: 'warn', setting: 'TEST_PAYMENTS=on' }),
    ])
    const signIn = await postJson(`${second.url}/api/auth/sign-in/email`, {
      email: account.email,
      password: account.password,
    })
    expect(signIn.status).toBe(200)
    const adminCheck = await postJson(
      `${second.url}/api/rpc/admin_check_test`,
      {},
      sessionCookie(signIn),
    )
    expect(await adminCheck.json()).toBe('You are an admin')
    expect(await stopServer(second, 'SIGINT')).toBe(0)
  }, 180_000)

  it('refuses a second process on the same embedded database, with a clear message', async () => {
    // The embedded database of the test above when it ran on it, so this start finds its demo
    // city loaded instead of loading another (on PostgreSQL this is the first start of that folder).
    const env = { ...serverEnv(), DATABASE_URL: '' }
    const first = await startServer(env)
    try {
      const second = spawnSync(process.execPath, ['server/index.ts'], { env, encoding: 'utf8' })
      expect(second.status).toBe(1)
      expect(second.stderr).toContain('Lotwise could not start: The embedded database in')
      expect(second.stderr).toContain(
        `already open in another Lotwise process (pid ${first.process.pid})`,
      )
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
    } finally {
      await stopServer(first, 'SIGTERM')
    }
  }, 180_000)
})
