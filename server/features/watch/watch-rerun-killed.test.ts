// A re-run whose worker is killed halfway, through the real job queue, mailer and a real SMTP
// server on loopback: the slice's first attempt writes the lot's change and dies before finishing;
// the retries finish the run, each queueing the digest under the run's once-key; the watcher who
// chose "immediately" gets one email with the change once. The slices are worked by hand (no
// worker takes them), so the test chooses where the worker dies.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { parcels, users, watchChanges, watchRunSlices } from '#server/db/schema/index.ts'
import { saveDigestFrequency } from '#server/domain/digest.ts'
import { analyzeToday } from '#server/domain/watch-snapshot.ts'
import { watchLot } from '#server/domain/watches.ts'
import {
  isWatchRunFinished,
  refreshWatchesIfChanged,
  runWatchSlice,
} from '#server/features/watch/watch-refresh.service.ts'
import { digestJob, sendEmailJob } from '#server/jobs/definitions.ts'
import { digestHandler } from '#server/jobs/digest.job.ts'
import { createJobQueue, type JobQueue } from '#server/jobs/queue.ts'
import { sendEmailHandler } from '#server/jobs/send-email.job.ts'
import { watchRefreshHandler } from '#server/jobs/watch-refresh.job.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMailer } from '#server/mail/mailer.ts'
import { createUnsubscribeLinks } from '#server/mail/unsubscribe-links.ts'
import { insertAssessorImport, insertParcel } from '#tests/setup/reports.ts'
import {
  allMailSent,
  bodyText,
  startSmtpServer,
  type TestSmtpServer,
} from '#tests/setup/smtp-server.ts'
import { createTestDatabase } from '#tests/setup/test-database.ts'
import { TEST_PUBLIC_URL, TEST_SECRET } from '#tests/setup/test-app.ts'

const EMAIL = 'watcher@example.com'
class WorkerKilled extends Error {}

let smtp: TestSmtpServer
let database: Database
let queue: JobQueue
let apn: string
let sendDigests: () => Promise<void>

const digestsReceived = () =>
  smtp.received
    .filter((mail) => mail.to.includes(EMAIL))
    .map((mail) => bodyText(mail.raw).replace(/\r?\n[ \t]+/g, ' '))

beforeAll(async () => {
  smtp = await startSmtpServer()
  database = await createTestDatabase()
  const logger = createLogger('silent')
  queue = createJobQueue(database, logger)
  await queue.start()
  const mailer = createMailer({
    db: database.db,
    queue,
    smtpUrl: smtp.url,
    from: 'Lotwise <test@lotwise.local>',
    logger,
  })
  // The mail and digest jobs are worked as a server works them; the re-run's slices are not.
  await queue.work(sendEmailJob, sendEmailHandler({ mailer }))
  sendDigests = digestHandler({
    db: database.db,
    mailer,
    publicUrl: TEST_PUBLIC_URL,
    unsubscribeLinks: createUnsubscribeLinks(TEST_SECRET),
    logger,
  })
  await queue.work(digestJob, sendDigests)
  await database.db.insert(users).values({ id: 'watcher', name: 'Watcher', email: EMAIL })
  await saveDigestFrequency(database.db, 'watcher', 'immediately')
  const importId = await insertAssessorImport(database.db)
  apn = (await insertParcel(database.db, { lotSf: 7200, sources: { lotSf: importId } })).apn
  await database.db.transaction((tx) =>
    watchLot(tx, { userId: 'watcher', apn, source: 'card' }, todayInLosAngeles()),
  )
})
afterAll(async () => {
  await queue.stop()
  await database.close()
  await smtp.close()
})

it('a re-run killed halfway resumes, and the watcher told at once gets one email', async () => {
  const importId = await insertAssessorImport(database.db)
  await database.db
    .update(parcels)
    .set({ lotSf: 6900, sources: { lotSf: importId } })
    .where(eq(parcels.apn, apn))
  const run = await refreshWatchesIfChanged({ db: database.db, queue })
  if (!run) throw new Error('the re-run did not start')
  const slices = await database.db
    .select({ slice: watchRunSlices.slice })
    .from(watchRunSlices)
    .where(eq(watchRunSlices.runId, run.id))

  // Each slice's first attempt: the worker dies right after writing its first batch.
  let killed = 0
  for (const { slice } of slices)
    await runWatchSlice(database.db, run.id, slice, analyzeToday, () => {
      throw new WorkerKilled()
    }).catch((error: unknown) => {
      if (!(error instanceof WorkerKilled)) throw error
      killed += 1
    })
  expect(killed).toBe(1)
  expect(await isWatchRunFinished(database.db, run.id)).toBe(false)
  expect(await database.db.select().from(watchChanges)).toHaveLength(1)

  // The retries, as the queue runs them: every slice again, and the killed one twice over (a
  // retry racing a worker taken for dead). The last to finish queues the digest.
  const handler = watchRefreshHandler({ db: database.db, queue, logger: createLogger('silent') })
  const attempt = { number: 2, isLast: false, stopping: new AbortController().signal }
  for (const { slice } of slices) await handler({ runId: run.id, slice }, attempt)
  await Promise.all(slices.map(({ slice }) => handler({ runId: run.id, slice }, attempt)))
  expect(await isWatchRunFinished(database.db, run.id)).toBe(true)

  const deadline = Date.now() + 20_000
  while (digestsReceived().length === 0) {
    if (Date.now() > deadline) throw new Error('no digest arrived')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // A later check sends nothing more: one email, with the change once.
  await sendDigests()
  await allMailSent(database.db)
  const [digest, ...more] = digestsReceived()
  expect(more).toEqual([])
  expect(digest).toMatch(/Lot area.*7,200 → 6,900 sq ft/)
  expect(await database.db.select().from(watchChanges)).toHaveLength(1)
})
