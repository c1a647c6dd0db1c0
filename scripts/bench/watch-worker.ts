// One job worker of the watch benchmark, in a process of its own as a server's worker is:
//   node scripts/bench/watch-worker.ts <database url>
// Works the re-run's slices until its parent says stop, then answers its peak resident memory.
import { openDatabase } from '#server/db/client.ts'
import { watchRefreshJob } from '#server/jobs/definitions.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { watchRefreshHandler } from '#server/jobs/watch-refresh.job.ts'
import { createLogger } from '#server/lib/logger.ts'

const url = process.argv[2]
if (!url || !process.send) throw new Error('run by scripts/bench/watch.ts')
const logger = createLogger('silent')
const database = await openDatabase({ url })
const queue = createJobQueue(database, logger)
await queue.start()
await queue.work(watchRefreshJob, watchRefreshHandler({ db: database.db, queue, logger }))
process.send({ ready: true })
process.on('message', async () => {
  await queue.stop()
  await database.close()
  process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }, () =>
    process.exit(0),
  )
})
