// The production server as `npm run serve` runs it, for scripts that measure it from outside
// (benchmarks, Lighthouse): one process on `port`, resolved once /api/health answers.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** `env` goes on top of the production defaults (DATA_DIR or DATABASE_URL, for a start). */
export async function startProductionServer(
  port: number,
  publicUrl: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
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
      await new Promise((resolve) => setTimeout(resolve, 10))
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
