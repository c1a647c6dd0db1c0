// One job worker of a benchmark, in a process of its own as a server's worker is:
//   node scripts/bench/job-worker.ts <database url> <watch|screen>
// Works the re-run's (watch) or the refresh's (screen) slices until its parent says stop, then
// answers its peak resident memory. Started by ./job-workers.ts.
import { openDatabase } from '#server/db/client.ts'
import { screenRefreshJob, watchRefreshJob } from '#server/jobs/definitions.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { screenRefreshHandler } from '#server/jobs/screen-refresh.job.ts'
import { watchRefreshHandler } from '#server/jobs/watch-refresh.job.ts'
import { createLogger } from '#server/lib/logger.ts'

const [url, job] = process.argv.slice(2)
if (!url || !process.send) throw new Error('started by scripts/bench/job-workers.ts')
const logger = createLogger('silent')
const database = await openDatabase({ url })
const queue = createJobQueue(database, logger)
await queue.start()
const deps = { db: database.db, queue, logger }
if (job === 'watch') await queue.work(watchRefreshJob, watchRefreshHandler(deps))
else if (job === 'screen') await queue.work(screenRefreshJob, screenRefreshHandler(deps))
else throw new Error(`no job worker for "${job}"`)
process.send({ ready: true })
process.on('message', async () => {
  await queue.stop()
  await database.close()
  process.send?.({ peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }, () =>
    process.exit(0),
  )
})
