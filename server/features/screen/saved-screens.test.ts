// Saved screens through the real app on a screened demo city, its job queue and a real SMTP
// server on loopback: a user names a screen, lists it, opens it again and deletes it, and no one
// else can; after an import makes a lot match, the refresh's check records it as new, the app
// shows it, and the digest emails it once to whoever asked for email.
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAVED_SCREEN_NOT_FOUND, type SavedScreen } from '#common/contracts/screen.ts'
import {
  emailOutbox,
  parcels,
  savedScreenLots,
  savedScreenNews,
  screenResults,
  screenRuns,
} from '#server/db/schema/index.ts'
import { sendDueDigests } from '#server/domain/digest.ts'
import { checkSavedScreens } from '#server/features/screen/saved-screens.service.ts'
import { refreshScreenIfChanged } from '#server/features/screen/screen-refresh.service.ts'
import { DIGEST_SOURCES } from '#server/jobs/digest.job.ts'
import { callAs, errorOf, type People } from '#tests/setup/people.ts'
import { insertAssessorImport } from '#tests/setup/reports.ts'
import { createScreenedDemoCity } from '#tests/setup/screened-demo-city.ts'
import {
  allMailSent,
  bodyText,
  startSmtpServer,
  type TestSmtpServer,
} from '#tests/setup/smtp-server.ts'
import { TEST_PUBLIC_URL, type TestApi, type TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 400
/** The big-lot screen: a lot at least this large, with a pathway open. */
const BIG_LOT_SF = 20_000

let smtp: TestSmtpServer
let t: TestApp
let people: People

const mailTo = (email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => bodyText(mail.raw).replace(/\r?\n[ \t]+/g, ' '))

async function savedScreens(who: 'owner' | 'other'): Promise<SavedScreen[]> {
  const answer = await callAs(t, people, who, (api) => api.screen.saved.$get())
  expect(answer.status).toBe(200)
  return (answer.body as { screens: SavedScreen[] }).screens
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 40_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  const city = await createScreenedDemoCity(PARCELS, { smtpUrl: smtp.url })
  t = city.t
  people = city.people
}, 120_000)
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('saving a screen', () => {
  it('a signed-in user names a screen, finds it listed to open again, and deletes it; no one else sees or deletes it', async () => {
    const saved = await callAs(t, people, 'owner', (api) =>
      api.screen.saved.$post({
        json: { name: 'Four homes that pencil', query: 'minHomes=4&minValue=1&sort=value&x=1' },
      }),
    )
    expect(saved.status).toBe(201)
    const screen = (saved.body as { screen: SavedScreen }).screen
    // The screen's own parameters are kept, in the address's order; anything else is dropped.
    expect(screen).toMatchObject({
      name: 'Four homes that pencil',
      query: 'minHomes=4&minValue=1&sort=value',
      emailNewLots: true,
      newLots: { total: 0, first: [] },
    })
    expect((await savedScreens('owner')).map((s) => s.id)).toContain(screen.id)
    expect(await savedScreens('other')).toEqual([])

    for (const call of [
      (api: TestApi) => api.screen.saved[':id'].$delete({ param: { id: screen.id } }),
      (api: TestApi) => api.screen.saved[':id'].seen.$post({ param: { id: screen.id } }),
    ]) {
      const refused = await callAs(t, people, 'other', call)
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ error: { message: SAVED_SCREEN_NOT_FOUND } })
    }

    const deleted = await callAs(t, people, 'owner', (api) =>
      api.screen.saved[':id'].$delete({ param: { id: screen.id } }),
    )
    expect(deleted.status).toBe(204)
    expect((await savedScreens('owner')).map((s) => s.id)).not.toContain(screen.id)
    const again = await callAs(t, people, 'owner', (api) =>
      api.screen.saved[':id'].$delete({ param: { id: screen.id } }),
    )
    expect(again.status).toBe(404)
  })

  it('a screen with no name, or a filter out of range, is refused naming the field; nothing is saved', async () => {
    const before = (await savedScreens('owner')).length
    const api = t.api(people.owner)
    const unnamed = await api.screen.saved.$post({ json: { name: '  ', query: 'minHomes=4' } })
    expect(unnamed.status).toBe(400)
    expect((await errorOf(unnamed)).message).toBe('name: give the screen a name')
    const outOfRange = await api.screen.saved.$post({
      json: { name: 'Too many', query: 'minHomes=-3' },
    })
    expect(outOfRange.status).toBe(400)
    expect((await errorOf(outOfRange)).message).toBe(
      'query.minHomes: minHomes must be between 0 and 100,000 homes',
    )
    const othersList = await api.screen.saved.$post({
      json: { name: 'A list', query: 'list=00000000-0000-4000-8000-000000000000' },
    })
    expect(othersList.status).toBe(404)
    expect(await savedScreens('owner')).toHaveLength(before)
  })

  it('a visitor cannot save or list screens', async () => {
    const api = t.api(null)
    expect((await api.screen.saved.$get()).status).toBe(401)
    expect(
      (await api.screen.saved.$post({ json: { name: 'Mine', query: 'minHomes=4' } })).status,
    ).toBe(401)
  })
})

describe('new lots after the data changes', () => {
  it('a lot an import makes match is told in the app and, to whoever asked, once by email', async () => {
    const db = t.database.db
    for (const who of ['owner', 'other'] as const) {
      const chosen = await callAs(t, people, who, (api) =>
        api.profile.digest.$put({ json: { frequency: 'immediately' } }),
      )
      expect(chosen.status).toBe(200)
    }
    const query = `minLotSf=${BIG_LOT_SF}`
    const mine = await callAs(t, people, 'owner', (api) =>
      api.screen.saved.$post({ json: { name: 'Big lots', query } }),
    )
    const theirs = await callAs(t, people, 'other', (api) =>
      api.screen.saved.$post({ json: { name: 'Big lots, quietly', query, emailNewLots: false } }),
    )
    expect([mine.status, theirs.status]).toEqual([201, 201])

    // A small single-family lot with a pathway open, which the import makes a big one.
    const [lot] = await db
      .select({ apn: parcels.apn, address: parcels.addressDisplay })
      .from(parcels)
      .innerJoin(screenResults, eq(screenResults.apn, parcels.apn))
      .where(
        and(
          lt(parcels.lotSf, BIG_LOT_SF),
          eq(screenResults.zoneFamily, 'single_family'),
          sql`cardinality(${screenResults.availablePathways}) > 0`,
        ),
      )
      .orderBy(parcels.apn)
      .limit(1)
    if (!lot) throw new Error('no small single-family lot in the demo city')
    await insertAssessorImport(db)
    await db
      .update(parcels)
      .set({ lotSf: BIG_LOT_SF + 5_000, updatedAt: new Date() })
      .where(eq(parcels.apn, lot.apn))
    const run = await refreshScreenIfChanged({ db, queue: t.queue })
    if (!run) throw new Error('the screen refresh did not start')

    // The worker runs the refresh, then the saved screens' check, then the digest.
    await waitFor(
      async () => mailTo(people.owner.email).some((mail) => mail.includes('Big lots')),
      "the owner's digest",
    )
    const [news] = (await savedScreens('owner')).filter((screen) => screen.name === 'Big lots')
    expect(news?.newLots).toEqual({ total: 1, first: [{ apn: lot.apn, address: lot.address }] })
    const [quiet] = await savedScreens('other')
    expect(quiet?.newLots.total).toBe(1)

    const [mail] = mailTo(people.owner.email)
    const subjects = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, people.owner.email))
    expect(subjects).toEqual([{ subject: 'New lots match your saved screen “Big lots”' }])
    expect(mail).toContain('“Big lots”')
    expect(mail).toContain('1 lot matches it now that did not before:')
    expect(mail).toContain(`APN ${lot.apn}`)
    expect(mail).toContain(`${TEST_PUBLIC_URL}/screen#saved-screens`)
    // Asked for no email: told in the app alone.
    expect(mailTo(people.other.email)).toEqual([])

    // The check and the digest run again: nothing new, nothing sent twice.
    expect(await checkSavedScreens(db, run.id)).toBe(0)
    const deps = {
      db,
      mailer: t.mailer,
      publicUrl: TEST_PUBLIC_URL,
      unsubscribeLinks: t.unsubscribeLinks,
    }
    expect(await sendDueDigests(deps, DIGEST_SOURCES, new Date(Date.now() + 60_000))).toBe(0)
    await allMailSent(db)
    expect(mailTo(people.owner.email)).toHaveLength(1)
    const recorded = await db.select().from(savedScreenNews)
    expect(recorded).toHaveLength(2)
    expect(
      await db
        .select({ id: screenRuns.id })
        .from(screenRuns)
        .where(and(eq(screenRuns.id, run.id), isNotNull(screenRuns.finishedAt))),
    ).toHaveLength(1)

    // Opened again, the screen's lots are no longer new.
    const seen = await callAs(t, people, 'owner', (api) =>
      api.screen.saved[':id'].seen.$post({ param: { id: news?.id ?? '' } }),
    )
    expect(seen.status).toBe(204)
    const [opened] = (await savedScreens('owner')).filter((screen) => screen.name === 'Big lots')
    expect(opened?.newLots.total).toBe(0)
  }, 90_000)

  it('a screen saved while a refresh was under way calls nothing new from that refresh, only from later ones', async () => {
    const db = t.database.db
    const saved = await callAs(t, people, 'owner', (api) =>
      api.screen.saved.$post({ json: { name: 'Saved mid-refresh', query: 'minLotSf=1' } }),
    )
    expect(saved.status).toBe(201)
    const { id } = (saved.body as { screen: { id: string } }).screen
    // As when it is saved before the refresh has computed the lots: it matched none yet.
    await db.delete(savedScreenLots).where(eq(savedScreenLots.savedScreenId, id))
    const newsOf = () =>
      db.select().from(savedScreenNews).where(eq(savedScreenNews.savedScreenId, id))

    // A run like the last one, started at `startedAt`.
    const [last] = await db.select().from(screenRuns).orderBy(desc(screenRuns.startedAt)).limit(1)
    const runFrom = async (startedAt: Date) => {
      const [run] = await db
        .insert(screenRuns)
        .values({ ...last!, id: undefined, startedAt, finishedAt: new Date() })
        .returning({ id: screenRuns.id })
      return run!.id
    }
    await checkSavedScreens(db, await runFrom(new Date(Date.now() - 60_000)))
    expect(await newsOf()).toEqual([])
    const matched = await db
      .select()
      .from(savedScreenLots)
      .where(eq(savedScreenLots.savedScreenId, id))
    expect(matched.length).toBeGreaterThan(0)

    // A later refresh tells what began to match after the save.
    await db
      .delete(savedScreenLots)
      .where(and(eq(savedScreenLots.savedScreenId, id), eq(savedScreenLots.apn, matched[0]!.apn)))
    await checkSavedScreens(db, await runFrom(new Date(Date.now() + 1_000)))
    expect((await newsOf()).map((news) => news.apns)).toEqual([[matched[0]!.apn]])
  })
})
