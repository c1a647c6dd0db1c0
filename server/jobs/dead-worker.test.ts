// Issue 38: a job whose worker died mid-job is retried as soon as its heartbeat is known lost,
// not after its whole time limit. A real worker process takes the job and is killed with
// SIGKILL; a worker started afterwards on the same database runs the job's second attempt.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { openDatabase, type DatabaseTarget } from '#server/db/client.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'
import { slowJob } from '#tests/setup/slow-job.ts'
import { createPostgresClone, isTestingOnPostgres } from '#tests/setup/test-database.ts'

/** A database of its own, in a form another process can open. */
async function sharedDatabase(): Promise<{
  target: DatabaseTarget
  arg: string
  drop(): Promise<void>
}> {
  if (isTestingOnPostgres()) {
    const clone = await createPostgresClone()
    return { target: { url: clone.url }, arg: clone.url, drop: clone.drop }
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lotwise-dead-worker-'))
  return {
    target: { dataDir },
    arg: dataDir,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  }
}

it('retries the job of a worker killed mid-job within seconds, not its 120 s limit', async () => {
  const shared = await sharedDatabase()
  try {
    const script = path.resolve(import.meta.dirname, '../../tests/setup/dying-worker.ts')
    const worker = spawn(process.execPath, [script, shared.arg], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      worker.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('started')) resolve()
      })
      worker.on('exit', (code) => reject(new Error(`the worker exited (${code}) before its job`)))
    })
    const exited = new Promise((resolve) => worker.on('exit', resolve))
    worker.kill('SIGKILL')
    const killedAt = Date.now()
    await exited

    const database = await openDatabase(shared.target)
    const queue = createJobQueue(database, createLogger('silent'), { jobs: [slowJob] })
    try {
      await queue.start()
      const attempt = await new Promise<number>((resolve) => {
        void queue.work(slowJob, async (_payload, { number }) => resolve(number))
      })
      const seconds = (Date.now() - killedAt) / 1000
      console.log(`retried ${seconds.toFixed(1)} s after the worker was killed`)
      expect(attempt).toBe(2)
      expect(seconds).toBeLessThan(slowJob.expireSeconds / 3)
    } finally {
      await queue.stop()
      await database.close()
    }
  } finally {
    await shared.drop()
  }
}, 120_000)
