// The production server as `npm run serve` runs it, for scripts that measure it from outside
// (benchmarks, Lighthouse): one process on `port`, resolved once /api/health answers.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

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
