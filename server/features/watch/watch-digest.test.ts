// The digest email through the real app, its job queue and a real SMTP server on loopback: an
// import corrects a watched lot's area, the re-run records the change, and each watcher hears of
// it as they chose — at once, the next morning, or the next Monday morning (the digest's clock
// moved by hand), once however the sending is raced or killed; a deleted account and a user who
// chose "never" get nothing; the unsubscribe link works without signing in, at once, and a
// forged or expired one is refused and changes nothing.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DigestFrequency } from '#common/contracts/watch.ts'
import { parcels, users, watchChanges, watches, watchRuns } from '#server/db/schema/index.ts'
import {
  sendDueDigests,
  UNSUBSCRIBE_EXPIRED,
  UNSUBSCRIBE_FORGED,
  type DigestDeps,
} from '#server/domain/digest.ts'
import { refreshWatchesIfChanged } from '#server/features/watch/watch-refresh.service.ts'
import { DIGEST_SOURCES } from '#server/jobs/digest.job.ts'
import type { Mailer } from '#server/mail/mailer.ts'
import { as, signUp, type TestAccount } from '#tests/setup/accounts.ts'
import { insertAssessorImport, insertParcel } from '#tests/setup/reports.ts'
import {
  allMailSent,
  bodyText,
  startSmtpServer,
  type TestSmtpServer,
} from '#tests/setup/smtp-server.ts'
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/setup/test-app.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Wednesday, January 6, 2027, noon in Los Angeles (PST): when the changes are found. */
const FOUND = new Date('2027-01-06T20:00:00Z')
/** A Los Angeles wall-clock time in January (PST, UTC−8) as an instant. */
const la = (isoLocal: string) => new Date(`${isoLocal}-08:00`)

let smtp: TestSmtpServer
let t: TestApp
let deps: DigestDeps
let apn: string
const people: Record<'now' | 'day' | 'week' | 'gone' | 'quiet', TestAccount> = {} as never

const mailTo = (account: TestAccount) =>
  smtp.received
    .filter((mail) => mail.to.includes(account.email))
    // Headers unfolded, so a long subject reads on one line.
    .map((mail) => bodyText(mail.raw).replace(/\r?\n[ \t]+/g, ' '))

async function digestsAt(now: Date, mailer: Mailer = t.mailer) {
  const sent = await sendDueDigests({ ...deps, mailer }, DIGEST_SOURCES, now)
  await allMailSent(t.database.db)
  return sent
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Corrects the lot's area by a new import and re-runs the watched lots through the worker. */
async function correctLotArea(lotSf: number) {
  const importId = await insertAssessorImport(t.database.db)
  await t.database.db
    .update(parcels)
    .set({ lotSf, sources: { lotSf: importId, existingUnits: importId } })
    .where(eq(parcels.apn, apn))
  const run = await refreshWatchesIfChanged({ db: t.database.db, queue: t.queue })
  if (!run) throw new Error('the re-run did not start')
  await waitFor(async () => {
    const [row] = await t.database.db.select().from(watchRuns).where(eq(watchRuns.id, run.id))
    return Boolean(row?.finishedAt)
  }, 'the re-run')
}

/** Says every change not yet emailed was found at `found` (the digest's clock is moved by hand). */
async function foundAt(found: Date) {
  await t.database.db
    .update(watchChanges)
    .set({ createdAt: found })
    .where(isNull(watchChanges.emailedAt))
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await createTestApp({ smtpUrl: smtp.url })
  deps = {
    db: t.database.db,
    mailer: t.mailer,
    publicUrl: TEST_PUBLIC_URL,
    unsubscribeLinks: t.unsubscribeLinks,
  }
  const importId = await insertAssessorImport(t.database.db)
  const parcel = await insertParcel(t.database.db, {
    lotSf: 7200,
    sources: { lotSf: importId, existingUnits: importId },
  })
  apn = parcel.apn
  const choices: Record<keyof typeof people, DigestFrequency | null> = {
    now: 'immediately',
    day: null, // never chose: the default, daily
    week: 'weekly',
    gone: 'daily',
    quiet: 'never',
  }
  for (const [who, frequency] of Object.entries(choices) as Array<
    [keyof typeof people, DigestFrequency | null]
  >) {
    const account = await signUp(t, { name: `Watcher ${who}` })
    people[who] = account
    const watched = await t.api(account).watches.$post({ json: { apn, source: 'card' } })
    expect(watched.status).toBe(201)
    if (frequency) {
      const chosen = await t.api(account).profile.digest.$put({ json: { frequency } })
      expect(chosen.status).toBe(200)
    }
  }
  await correctLotArea(6900)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('the digest email', () => {
  it('reaches whoever chose "immediately" when the re-run finishes, with both figures, once', async () => {
    await waitFor(() => mailTo(people.now).length > 0, 'the immediate digest')
    await allMailSent(t.database.db)
    const [mail, ...more] = mailTo(people.now)
    expect(more).toEqual([])
    expect(mail).toMatch(/Subject: What changed on \d+ Test St, Los Angeles, CA 90012 \(APN/)
    expect(mail).toMatch(/Lot area.*7,200 → 6,900 sq ft/)
    expect(mail).toContain(`${TEST_PUBLIC_URL}/watch`)
    expect(mail).toContain('You get these emails as soon as we find a change.')
    expect(mail).toMatch(new RegExp(`${TEST_PUBLIC_URL}/unsubscribe/[\\w.-]+`))

    // Checks raced by two workers, and the job queued again, send nothing more.
    await Promise.all([digestsAt(new Date()), digestsAt(new Date())])
    await digestsAt(new Date(Date.now() + 60_000))
    expect(mailTo(people.now)).toHaveLength(1)
    // Nobody else has been told yet: their period has not come.
    for (const who of ['day', 'week', 'gone', 'quiet'] as const)
      expect(mailTo(people[who])).toEqual([])
  })

  it('waits for the next morning (daily) or Monday morning (weekly), and sends each once', async () => {
    await foundAt(FOUND)
    // The account deleted after the change was found: its watches and changes go with it.
    await t.database.db.delete(users).where(eq(users.id, people.gone.id))

    expect(await digestsAt(la('2027-01-06T20:00:00'))).toBe(0) // the evening it was found
    expect(await digestsAt(la('2027-01-07T07:59:00'))).toBe(0) // before 8 the next morning
    expect(await digestsAt(la('2027-01-07T08:00:00'))).toBe(1) // the daily digest
    expect(mailTo(people.day)).toHaveLength(1)
    expect(mailTo(people.day)[0]).toMatch(/Lot area.*7,200 → 6,900 sq ft/)
    expect(mailTo(people.day)[0]).toContain('You get these emails once a day at most.')
    expect(await digestsAt(la('2027-01-07T17:00:00'))).toBe(0) // the same day again

    expect(await digestsAt(la('2027-01-11T07:59:00'))).toBe(0) // Monday, before 8
    expect(await digestsAt(la('2027-01-11T08:00:00'))).toBe(1) // the weekly digest
    expect(mailTo(people.week)).toHaveLength(1)
    expect(mailTo(people.week)[0]).toContain('You get these emails once a week at most.')

    expect(mailTo(people.gone)).toEqual([])
    expect(mailTo(people.quiet)).toEqual([])
    expect(mailTo(people.now)).toHaveLength(1)
  })

  it('a digest killed before it is stored leaves its changes to the next check, sent once', async () => {
    await correctLotArea(6500)
    await allMailSent(t.database.db)
    await foundAt(la('2027-01-12T12:00:00'))
    const before = mailTo(people.day).length
    // The outbox refuses the message, as a worker dying mid-transaction would leave it.
    const dying: Mailer = {
      ...t.mailer,
      send: () => Promise.reject(new Error('worker killed while storing the digest')),
    }
    await expect(digestsAt(la('2027-01-13T08:00:00'), dying)).rejects.toThrow('worker killed')
    const mine = t.database.db.select({ id: watches.id }).from(watches)
    const unsent = await t.database.db
      .select({ id: watchChanges.id })
      .from(watchChanges)
      .where(and(isNull(watchChanges.emailedAt), inArray(watchChanges.watchId, mine)))
    expect(unsent.length).toBeGreaterThan(0)

    await Promise.all([digestsAt(la('2027-01-13T08:01:00')), digestsAt(la('2027-01-13T08:01:00'))])
    const after = mailTo(people.day)
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)).toMatch(/Lot area.*6,900 → 6,500 sq ft/)
    expect(after.at(-1)).not.toMatch(/7,200 → 6,900/)
  })
})

describe('the unsubscribe link', () => {
  /** The token of the unsubscribe link in `mail`. */
  const linkIn = (mail: string) =>
    new RegExp(`${TEST_PUBLIC_URL}/unsubscribe/([\\w.-]+)`).exec(mail)?.[1] ?? ''
  const showLink = (token: string) => t.api().unsubscribe[':token'].$get({ param: { token } })
  const useLink = (token: string) => t.api().unsubscribe[':token'].$post({ param: { token } })
  const frequencyOf = async (account: TestAccount) =>
    (await (await t.api(account).profile.digest.$get()).json()).frequency

  it('refuses a forged or expired link and changes nothing', async () => {
    const token = linkIn(mailTo(people.week)[0] ?? '')
    expect(token).not.toBe('')
    const [user = '', expires = '', signature = ''] = token.split('.')
    const otherUser = Buffer.from(people.now.id).toString('base64url')
    const forgeries = [
      `${user}.${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${otherUser}.${expires}.${signature}`,
      `${user}.${(parseInt(expires, 36) + 86_400).toString(36)}.${signature}`,
      'not-a-token',
    ]
    for (const forged of forgeries)
      for (const response of [await showLink(forged), await useLink(forged)]) {
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          error: { code: 'INVALID_INPUT', message: UNSUBSCRIBE_FORGED },
        })
      }
    const expired = t.unsubscribeLinks.sign(people.week.id, new Date(Date.now() - 91 * DAY_MS))
    const refused = await useLink(expired)
    expect(refused.status).toBe(410)
    expect(await refused.json()).toEqual({ error: { code: 'GONE', message: UNSUBSCRIBE_EXPIRED } })
    expect(await frequencyOf(people.week)).toBe('weekly')
    expect(await frequencyOf(people.now)).toBe('immediately')
  })

  it('stops the emails at once, without signing in', async () => {
    const token = linkIn(mailTo(people.now)[0] ?? '')
    const shown = await showLink(token)
    expect(shown.status).toBe(200)
    expect(await shown.json()).toEqual({ email: people.now.email, frequency: 'immediately' })
    const stopped = await useLink(token)
    expect(stopped.status).toBe(200)
    expect(await stopped.json()).toEqual({ email: people.now.email, frequency: 'never' })
    expect(await frequencyOf(people.now)).toBe('never')

    const before = mailTo(people.now).length
    await correctLotArea(6000)
    await digestsAt(new Date(Date.now() + 60_000))
    expect(mailTo(people.now)).toHaveLength(before)
  })

  it("names a one-click unsubscribe in its headers, which a mail program's own button uses", async () => {
    const mail = mailTo(people.week)[0] ?? ''
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1] ?? ''
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/unsubscribe/[\\w.-]+$`))
    // As RFC 8058 has the mail program send it: a form POST, no cookie, no page. The exchange
    // itself is the test, so the request is written out (decision 390).
    const stopped = await t.request(url.slice(TEST_PUBLIC_URL.length), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(stopped.status).toBe(200)
    expect(await frequencyOf(people.week)).toBe('never')
  })

  it('the profile setting refuses a choice it does not offer, in words', async () => {
    // Deliberately malformed (decision 390): a frequency the app does not offer.
    const response = await as(t, people.day, t.api().profile.digest.$url().href, {
      method: 'PUT',
      body: JSON.stringify({ frequency: 'hourly' }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(
      'Choose immediately, daily, weekly or never.',
    )
    expect(await frequencyOf(people.day)).toBe('daily')
    expect((await t.api().profile.digest.$get()).status).toBe(401)
  })
})
