// The production server as `npm run serve` runs it, for scripts that measure it from outside
// (benchmarks, Lighthouse): one process on `port`, resolved once /api/health answers.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { freePort } from './free-port.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * How `npm run serve` starts the server: the environment its script sets before `node` (malloc's
 * settings, decision 880) and the V8 settings it gives Node (decision 620), read from the script
 * in the package.json of the checkout at `root` (this one unless told), so a benchmark's server is
 * the one production runs, and a baseline's (bench:screen --baseline) runs as its own code says.
 */
export function serveCommandOf(root = ROOT): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const words = scripts.serve?.split(/\s+/) ?? []
  const node = words.indexOf('node')
  return {
    env: Object.fromEntries(
      words
        .slice(0, Math.max(node, 0))
        .map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word))
        .filter((match) => match !== null)
        .map(([, name, value]) => [name!, value!]),
    ),
    flags: words
      .slice(node + 1, words.indexOf('server/index.ts'))
      .filter((word) => word.startsWith('--')),
  }
}

/** This checkout's. */
export const SERVE_COMMAND = serveCommandOf()

/** `env` goes on top of the production defaults (DATA_DIR or DATABASE_URL, for a start). */
export async function startProductionServer(
  port: number,
  publicUrl: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVE_COMMAND.flags, 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVE_COMMAND.env,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // No card processor here: orders are paid in the test mode, asked for by name.
      TEST_PAYMENTS: 'on',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited early (code ${code})`))),
  )
  // Polled often: the start-up benchmark times this wait.
  const healthy = (async () => {
    for (;;) {
      const ok = await fetch(`${publicUrl}/api/health`)
        .then((response) => response.ok)
        .catch(() => false)
      if (ok) return
      await setTimeout(10)
    }
  })()
  await Promise.race([healthy, exited])
  return child
}

/**
 * The production build on a free port with a fresh embedded database (npm run build first), for
 * scripts that look at the pages from outside; `stop` ends it and removes the database.
 */
export async function startDemoProductionServer(
  label: string,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const base = `http://localhost:${port}`
  const dataDir = await mkdtemp(path.join(tmpdir(), `lotwise-${label}-`))
  const child = await startProductionServer(port, base, { DATA_DIR: dataDir, DATABASE_URL: '' })
  return {
    base,
    stop: async () => {
      await stopServer(child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Stops a server (or any child process) and resolves once it has exited. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Signs `account` in and returns its session cookie (for a request's `cookie` header). */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/**
 * Waits for the screen refresh a fresh database starts (every parcel through the engine, about a
 * minute of the server's time), with an admin's cookie: measured meanwhile, the first figures
 * would time that work, not what they mean to (on the embedded database it holds the server's
 * only thread, so even the page's files come late).
 */
export async function screenRefreshFinished(baseUrl: string, cookie: string): Promise<void> {
  const started = Date.now()
  for (;;) {
    const response = await fetch(`${baseUrl}/api/admin/screen/refresh`, { headers: { cookie } })
    if (!response.ok) throw new Error(`the screen refresh's state: ${response.status}`)
    const { run } = (await response.json()) as { run: { status: 'running' | 'finished' } | null }
    if (run?.status === 'finished') break
    if (Date.now() - started > 15 * 60_000)
      throw new Error('the screen refresh has not finished in 15 minutes')
    await setTimeout(1_000)
  }
  console.log(
    `  waited ${((Date.now() - started) / 1000).toFixed(0)} s for the start's screen refresh`,
  )
}
