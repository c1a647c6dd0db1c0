// A job worker in a process of its own, for server/jobs/dead-worker.test.ts: it opens the
// database named on its command line (a PostgreSQL URL or an embedded data folder), queues one
// slow job, starts it, prints "started" and never finishes it: the test kills it there.
import { openDatabase } from '#server/db/client.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { createLogger } from '#server/lib/logger.ts'
import { slowJob } from './slow-job.ts'

const target = process.argv[2] ?? ''
const database = await openDatabase(
  target.startsWith('postgres') ? { url: target } : { dataDir: target },
)
const queue = createJobQueue(database, createLogger('warn'), { jobs: [slowJob] })
await queue.start()
await queue.enqueue(slowJob, { label: 'killed mid-job' })
await queue.work(slowJob, async () => {
  console.log('started')
  await new Promise(() => {})
})
