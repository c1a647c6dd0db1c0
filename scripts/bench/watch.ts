// `npm run bench:watch [-- --parcels 100000 --workers 2 --postgres postgres://postgres@127.0.0.1:5432/postgres]`
// Watched lots re-run and compared after an engine change, on PostgreSQL (a new database, dropped
// afterwards) with job workers in processes of their own, as servers run them:
//   - every generated demo parcel is watched (a hundred lots per user, each user told at once),
//     each watch on its snapshot under today's engine;
//   - the re-run under the demo's simulated law change (decision 410: base zoning one home more on
//     every demo lot), start to finish, against the baseline of the engine alone computing the
//     same snapshots in memory (no database), and the workers' peak memory;
//   - the digests those changes make, queued to the mail outbox: emails per second.
// Figures are printed, not asserted.
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { count, eq, isNotNull, sql } from 'drizzle-orm'
import { startJobWorkers } from './job-workers.ts'
import { withScratchDatabase } from './scratch-database.ts'
import type { WatchSnapshot } from '#common/contracts/watch.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import {
  digestSettings,
  emailOutbox,
  parcels,
  users,
  watchChanges,
  watches,
  watchRuns,
  watchSnapshots,
} from '#server/db/schema/index.ts'
import { sendDueDigests } from '#server/domain/digest.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import { SIMULATED_ENGINE_VERSION } from '#server/domain/simulated-law-change.ts'
import { analyzeToday, computeWatchSnapshot } from '#server/domain/watch-snapshot.ts'
import { refreshWatchesIfChanged } from '#server/features/watch/watch-refresh.service.ts'
import { DIGEST_SOURCES } from '#server/jobs/digest.job.ts'
import { createJobQueue } from '#server/jobs/queue.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMailer } from '#server/mail/mailer.ts'
import { createUnsubscribeLinks } from '#server/mail/unsubscribe-links.ts'

const { values } = parseArgs({
  options: {
    parcels: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '2' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
})
const parcelCount = Number(values.parcels)
const workerCount = Number(values.workers)
/** Lots each user watches. */
const LOTS_PER_USER = 100
const today = todayInLosAngeles()
const logger = createLogger('silent')
const n = (value: number) => Math.round(value).toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Every parcel watched by one of parcels/100 users, each told at once; no snapshot yet. */
async function watchEveryLot(database: Database) {
  const { db } = database
  const people = Math.ceil(parcelCount / LOTS_PER_USER)
  await db.execute(sql`
    insert into ${users} (id, name, email)
    select 'bench-' || i, 'Watcher ' || i, 'watcher-' || i || '@bench.lotwise.local'
    from generate_series(1, ${people}) i`)
  await db.execute(sql`
    insert into ${digestSettings} (user_id, frequency)
    select id, 'immediately' from ${users}`)
  await db.execute(sql`
    insert into ${watches} (user_id, apn, source)
    select 'bench-' || (1 + (row_number() over (order by apn) - 1) / ${LOTS_PER_USER}), apn, 'screen'
    from ${parcels}`)
  return people
}

/**
 * The baseline: today's engine alone computing every lot's snapshot in memory, from facts read
 * beforehand. Answers the time and the snapshots, which become the watches' starting point.
 */
async function engineAlone(database: Database) {
  const apns = (await database.db.select({ apn: parcels.apn }).from(parcels)).map((r) => r.apn)
  const lots = []
  for (let i = 0; i < apns.length; i += 5000)
    lots.push(...(await findParcelsForAnalysis(database.db, apns.slice(i, i + 5000))).entries())
  const started = performance.now()
  const snapshots: Array<[string, WatchSnapshot]> = lots.map(([apn, lot]) => [
    apn,
    computeWatchSnapshot(lot, today, analyzeToday),
  ])
  return { ms: performance.now() - started, snapshots }
}

/** Stores the baseline's snapshots and puts every watch on its lot's. */
async function startWatchesOn(database: Database, snapshots: Array<[string, WatchSnapshot]>) {
  for (let i = 0; i < snapshots.length; i += 1000)
    await database.db.insert(watchSnapshots).values(
      snapshots.slice(i, i + 1000).map(([apn, snapshot]) => ({
        id: randomUUID(),
        apn,
        engineVersion: snapshot.engineVersion,
        analysisDate: snapshot.analysisDate,
        snapshot,
      })),
    )
  await database.db.execute(sql`
    update ${watches} w set snapshot_id = s.id from ${watchSnapshots} s where s.apn = w.apn`)
}

async function bench(url: string) {
  const database = await openDatabase({ url })
  await database.migrate()
  const { db } = database
  let started = performance.now()
  await loadDemoCityIfEmpty({ database, logger, count: parcelCount })
  const people = await watchEveryLot(database)
  const baseline = await engineAlone(database)
  await startWatchesOn(database, baseline.snapshots)
  console.log(
    `PostgreSQL: ${n(parcelCount)} demo parcels, each watched (${n(people)} users, ${LOTS_PER_USER} lots each, told at once); set up in ${seconds(performance.now() - started)}`,
  )

  const workers = await startJobWorkers(url, 'watch', workerCount)
  const queue = createJobQueue(database, logger)
  await queue.start()
  started = performance.now()
  const run = await refreshWatchesIfChanged(
    { db, queue },
    { engineVersion: SIMULATED_ENGINE_VERSION },
  )
  if (!run) throw new Error('the re-run did not start')
  for (;;) {
    const [row] = await db
      .select({ finishedAt: watchRuns.finishedAt })
      .from(watchRuns)
      .where(eq(watchRuns.id, run.id))
    if (row?.finishedAt) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const rerunMs = performance.now() - started
  const peaks = await workers.stop()
  const [changed] = await db.select({ n: count() }).from(watchChanges)

  const mailer = createMailer({ db, queue, from: 'Lotwise <bench@lotwise.local>', logger })
  started = performance.now()
  const sent = await sendDueDigests(
    {
      db,
      mailer,
      publicUrl: 'http://localhost:3000',
      unsubscribeLinks: createUnsubscribeLinks('bench-secret-bench-secret-bench-secret'),
    },
    DIGEST_SOURCES,
  )
  const digestMs = performance.now() - started
  const [queued] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.createdAt))
  await queue.stop()
  await database.close()

  const perSecond = (items: number, ms: number) => n((items / ms) * 1000)
  console.log(
    `  re-run after an engine change, ${workerCount} workers   ${seconds(rerunMs)} (${perSecond(parcelCount, rerunMs)} lots/s; target < 60 s), ${n(changed?.n ?? 0)} changes; engine alone ${seconds(baseline.ms)} (${perSecond(parcelCount, baseline.ms)}/s, one process): ${(rerunMs / baseline.ms).toFixed(2)}× the baseline`,
  )
  console.log(`  workers' peak memory (RSS)     ${peaks.map((mb) => `${n(mb)} MB`).join(', ')}`)
  console.log(
    `  digests queued                 ${n(sent)} emails in ${seconds(digestMs)}: ${perSecond(sent, digestMs)} emails/s (${n(queued?.n ?? 0)} in the outbox)`,
  )
}

await withScratchDatabase(values.postgres, 'watch', bench)
