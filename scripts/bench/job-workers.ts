// Job workers for a benchmark, each in a process of its own (./job-worker.ts), as servers run
// them beside the web process.
import { fork } from 'node:child_process'

type WorkerMessage = { ready?: true; peakRssMb?: number }

/** Starts `count` workers of `job` on the database at `url`, and waits until all take jobs. */
export async function startJobWorkers(url: string, job: 'watch' | 'screen', count: number) {
  const children = Array.from({ length: count }, () =>
    fork('scripts/bench/job-worker.ts', [url, job], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  )
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.once('message', () => resolve())
          child.once('exit', (code) => reject(new Error(`a worker exited (${code})`)))
        }),
    ),
  )
  return {
    /** Stops every worker and answers their peak resident memory, in MB. */
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise<number>((resolve) => {
              child.removeAllListeners('exit')
              child.once('message', (message: WorkerMessage) => resolve(message.peakRssMb ?? NaN))
              child.send('stop')
            }),
        ),
      ),
  }
}
