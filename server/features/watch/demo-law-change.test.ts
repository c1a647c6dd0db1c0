// The demo's simulated law change (decision 410), end to end through the real app, its job worker
// and a real SMTP server on loopback: the demo accounts as a fresh embedded database gets them,
// the admin starts the simulated change, and the demo user's three reports and three watched
// lots each show the difference in words with both figures, in one digest email whose
// unsubscribe link works. Someone watching a real lot hears nothing of a law never passed, and
// the worker's checks leave the simulated change standing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportChanges, Watch, WatchRun } from '#common/contracts/watch.ts'
import { loadDemoCityIfEmpty } from '#server/data/demo/load-demo-city.ts'
import { reports, watchRuns } from '#server/db/schema/index.ts'
import { createDemoAccountsIfEmpty, DEMO_ACCOUNTS } from '#server/demo-accounts.ts'
import { SIMULATED_ENGINE_VERSION } from '#server/domain/simulated-law-change.ts'
import { refreshWatchesIfChanged } from '#server/features/watch/watch-refresh.service.ts'
import { cookieFrom, signIn, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { insertParcel } from '#tests/setup/reports.ts'
import {
  allMailSent,
  bodyText,
  startSmtpServer,
  type TestSmtpServer,
} from '#tests/setup/smtp-server.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/setup/test-app.ts'

/** The simulated rule's line on a lot: base zoning's homes, both figures. */
const MOVED_LINE = /^Los Angeles base zoning: (\d+) → (\d+) homes?$/

let smtp: TestSmtpServer
let t: TestApp
let admin: TestAccount
let user: TestAccount
let realLotWatcher: TestAccount

async function signInAs(account: { email: string; password: string; name: string }) {
  const response = await signIn(t, account.email, account.password)
  expect(response.status).toBe(200)
  const { user: signedIn } = (await response.json()) as { user: { id: string } }
  return { id: signedIn.id, email: account.email, name: account.name, cookie: cookieFrom(response) }
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 60_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const latestRun = async () =>
  ((await (await t.api(admin).admin.watches.refresh.$get()).json()) as { run: WatchRun | null }).run

const watchesOf = async (account: TestAccount) =>
  ((await (await t.api(account).watches.$get()).json()) as { watches: Watch[] }).watches

const simulate = (account: TestAccount | null) =>
  t.api(account).admin.watches['simulate-law-change'].$post()

const mailTo = (account: TestAccount) =>
  smtp.received
    .filter((mail) => mail.to.includes(account.email))
    .map((mail) => bodyText(mail.raw).replace(/\r?\n[ \t]+/g, ' '))

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({ smtpUrl: smtp.url })
  await loadDemoCityIfEmpty({ database: t.database, logger: t.logger, count: 600 })
  expect(
    await createDemoAccountsIfEmpty({
      db: t.database.db,
      auth: t.auth,
      queue: t.queue,
      mailer: t.mailer,
      publicUrl: TEST_PUBLIC_URL,
    }),
  ).toBe(true)
  admin = await signInAs(DEMO_ACCOUNTS.admin)
  user = await signInAs(DEMO_ACCOUNTS.user)
  // Someone watching a real lot, told at once of anything.
  realLotWatcher = await signUp(t, { name: 'Real Lot Watcher' })
  const real = await insertParcel(t.database.db, { isDemo: false })
  expect(
    (await t.api(realLotWatcher).watches.$post({ json: { apn: real.apn, source: 'card' } })).status,
  ).toBe(201)
  await t.api(realLotWatcher).profile.digest.$put({ json: { frequency: 'immediately' } })
  // The demo's emails so far (its orders' receipts) are out of the way.
  await allMailSent(t.database.db)
}, 120_000)
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('the simulated law change of the demo', () => {
  it('is refused to anyone but an admin', async () => {
    expect((await simulate(user)).status).toBe(403)
    expect((await simulate(null)).status).toBe(401)
  })

  it('changes the demo user’s three reports and three watched lots, figure by figure, in one email', async () => {
    // The worker's first check at start may still be running: a second run waits for it.
    await waitFor(async () => (await latestRun())?.status !== 'running', 'the first re-run')
    const started = await simulate(admin)
    expect(started.status).toBe(202)
    const { run } = (await started.json()) as { run: WatchRun }
    expect(run.engineVersion).toBe(SIMULATED_ENGINE_VERSION)
    // While it runs, another is refused in words.
    const again = await simulate(admin)
    if (again.status !== 202)
      expect(await again.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'A re-run of the watched lots is already running; wait for it.',
        },
      })
    await waitFor(async () => (await latestRun())?.status === 'finished', 'the simulated re-run')

    const watched = await watchesOf(user)
    expect(watched.map((watch) => watch.source).sort()).toEqual(
      ['card', 'map', 'report', 'report', 'report', 'screen'].sort(),
    )
    const lines: string[] = []
    for (const watch of watched) {
      expect(watch.changes).toHaveLength(1)
      const [line, ...more] = watch.changes[0]!.differences
      expect(more).toEqual([])
      const [, before, after] = MOVED_LINE.exec(line ?? '') ?? []
      expect({ apn: watch.apn, line, moved: Number(after) - Number(before) }).toEqual({
        apn: watch.apn,
        line,
        moved: 1,
      })
      lines.push(line!)
    }

    // Each report shows it beside the figures it was ordered with; the published one is back
    // with the analysts, its published figures as they were.
    const owned = await t.database.db.select().from(reports).where(eq(reports.userId, user.id))
    expect(owned).toHaveLength(3)
    const backToReview: string[] = []
    for (const report of owned) {
      const answer = await t.api(user).reports[':id'].changes.$get({ param: { id: report.id } })
      const { changes } = (await answer.json()) as { changes: ReportChanges | null }
      expect(changes?.differences).toEqual([
        watched.find((watch) => watch.apn === report.apn)?.changes[0]?.differences[0],
      ])
      if (changes?.backToReview) backToReview.push(report.id)
    }
    expect(backToReview).toHaveLength(1)

    // One digest, at once (the demo user's choice), with every lot's line in it.
    await waitFor(() => mailTo(user).some((mail) => mail.includes('What changed')), 'the digest')
    await allMailSent(t.database.db)
    const digests = mailTo(user).filter((mail) => mail.includes('What changed'))
    expect(digests).toHaveLength(1)
    expect(digests[0]).toContain('Subject: What changed on 6 of your watched lots')
    for (const line of lines) expect(digests[0]).toContain(line)
    expect(digests[0]).toMatch(new RegExp(`${TEST_PUBLIC_URL}/unsubscribe/[\\w.-]+`))
    // A real lot is untouched by a law that was never passed.
    expect((await watchesOf(realLotWatcher))[0]?.changes).toEqual([])
    expect(mailTo(realLotWatcher)).toEqual([])

    // The worker's checks take the simulated engine for today's: the change stands.
    expect(await refreshWatchesIfChanged({ db: t.database.db, queue: t.queue })).toBeNull()
    const runs = await t.database.db.select().from(watchRuns)
    expect(runs.filter((row) => !row.finishedAt)).toEqual([])
  })

  it('the digest’s unsubscribe link stops the emails without signing in', async () => {
    const [digest] = mailTo(user).filter((mail) => mail.includes('What changed'))
    const token = new RegExp(`${TEST_PUBLIC_URL}/unsubscribe/([\\w.-]+)`).exec(digest ?? '')?.[1]
    expect(token).toBeDefined()
    const unsubscribe = t.api().unsubscribe[':token']
    const shown = await unsubscribe.$get({ param: { token: token! } })
    expect(await shown.json()).toEqual({
      email: DEMO_ACCOUNTS.user.email,
      frequency: 'immediately',
    })
    const stopped = await unsubscribe.$post({ param: { token: token! } })
    expect(stopped.status).toBe(200)
    expect(await stopped.json()).toEqual({ email: DEMO_ACCOUNTS.user.email, frequency: 'never' })
    const setting = await t.api(user).profile.digest.$get()
    expect(await setting.json()).toMatchObject({ frequency: 'never' })
  })
})
