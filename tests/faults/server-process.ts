// A real Lotwise server process for the fault and load suites: started like `npm run serve`,
// on a PostgreSQL database of its own, stopped or killed by its pid.
import { spawn, type ChildProcess } from 'node:child_process'
import pg from 'pg'

export const PUBLIC_URL = 'http://localhost:3000'

/** The machine's PostgreSQL, where each run creates and drops its own databases. */
export const POSTGRES_ADMIN_URL =
  process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type ServerProcess = { child: ChildProcess; url: string; output: string[] }

export async function adminQuery<Row = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Row[]
  } finally {
    await client.end()
  }
}

/** A new, empty PostgreSQL database and a way to drop it. */
export async function createDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`
  await adminQuery(POSTGRES_ADMIN_URL, `CREATE DATABASE "${name}"`)
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    name,
    url: url.href,
    drop: () => adminQuery(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

/** Starts `node server/index.ts` on a free port; resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: '0', PUBLIC_URL, LOG_LEVEL: 'info', DATA_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString())
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output.join(''))
      if (match?.[1]) resolve({ child, url: match[1], output })
    })
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${output.join('').slice(-2000)}`)),
    )
  })
}

export function waitForExit(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return Promise.resolve(server.child.exitCode)
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)))
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.removeAllListeners('exit')
  const exited = waitForExit(server)
  server.child.kill(signal)
  return exited
}

export function postJson(url: string, body: unknown, cookie = '', method = 'POST') {
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie },
    body: JSON.stringify(body),
  })
}

/** Signs up a person through the API; their session cookie and id. */
export async function signUpPerson(baseUrl: string, email: string) {
  const response = await postJson(`${baseUrl}/api/auth/sign-up/email`, {
    name: 'Fay Fault',
    email,
    password: 'Fault-Tolerant-2026',
  })
  if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: string } }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { id: user.id, cookie }
}
