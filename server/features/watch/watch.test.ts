// The watchlist through the real app: saving a lot (once), reading and removing one's own watches
// only, and a report's owner watching its lot.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Watch } from '#common/contracts/watch.ts'
import { watches, watchSnapshots } from '#server/db/schema/index.ts'
import { callAs, createPeople, errorBody, type People } from '#tests/setup/people.ts'
import { insertAssessorImport, insertParcel } from '#tests/setup/reports.ts'
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People

beforeAll(async () => {
  t = await createTestApp()
  people = await createPeople(t)
})
afterAll(() => t.close())

describe('the watchlist', () => {
  it('saves a lot with its snapshot today, once however often it is saved', async () => {
    const importId = await insertAssessorImport(t.database.db)
    const parcel = await insertParcel(t.database.db, {
      lotSf: 7200,
      sources: { lotSf: importId, existingUnits: importId },
    })
    const first = await callAs(t, people, 'owner', (api) =>
      api.watches.$post({
        json: {
          apn: parcel.ain,
          source: 'card',
        },
      }),
    )
    expect(first.status).toBe(201)
    const { watch } = first.body as { watch: Watch }
    expect(watch).toMatchObject({
      apn: parcel.apn,
      address: parcel.addressDisplay,
      source: 'card',
      changes: [],
    })
    expect(watch.current?.facts?.lotSf).toEqual({
      value: 7200,
      source: { dataset: 'LA County Assessor parcels', date: '2026-10-01' },
    })
    expect(watch.current?.pathways?.la_base_zoning).toMatchObject({
      name: expect.any(String),
      status: expect.any(String),
      legalStatus: 'In force',
    })

    const again = await callAs(t, people, 'owner', (api) =>
      api.watches.$post({ json: { apn: parcel.apn } }),
    )
    expect(again.status).toBe(200)
    expect((again.body as { watch: Watch }).watch.id).toBe(watch.id)
    const rows = await t.database.db.select().from(watches).where(eq(watches.apn, parcel.apn))
    expect(rows).toHaveLength(1)

    // Another user watching the same lot shares its snapshot: the figures are the same.
    const other = await callAs(t, people, 'other', (api) =>
      api.watches.$post({ json: { apn: parcel.apn } }),
    )
    expect(other.status).toBe(201)
    const snapshots = await t.database.db
      .select()
      .from(watchSnapshots)
      .where(eq(watchSnapshots.apn, parcel.apn))
    expect(snapshots).toHaveLength(1)
  })

  it('refuses what is not a lot in the records, in words', async () => {
    expect(
      await callAs(t, people, 'owner', (api) => api.watches.$post({ json: { apn: '12' } })),
    ).toEqual({
      status: 400,
      body: errorBody(
        'INVALID_INPUT',
        'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
      ),
    })
    expect(
      await callAs(t, people, 'owner', (api) =>
        api.watches.$post({ json: { apn: '9999-999-999' } }),
      ),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'No parcel with APN 9999-999-999 is in our records.'),
    })
    expect(
      (
        await callAs(t, people, 'owner', (api) =>
          api.watches.$post({ json: { apn: '', source: 'card' } }),
        )
      ).status,
    ).toBe(400)
    expect((await callAs(t, people, 'visitor', (api) => api.watches.$get())).status).toBe(401)
  })

  it('each user sees and removes only their own watches', async () => {
    const parcel = await insertParcel(t.database.db)
    const saved = await callAs(t, people, 'owner', (api) =>
      api.watches.$post({ json: { apn: parcel.apn } }),
    )
    const id = (saved.body as { watch: Watch }).watch.id

    const theirs = await callAs(t, people, 'other', (api) => api.watches.$get())
    expect((theirs.body as { watches: Watch[] }).watches.map((w) => w.id)).not.toContain(id)
    expect(
      await callAs(t, people, 'other', (api) => api.watches[':id'].$delete({ param: { id } })),
    ).toEqual({
      status: 404,
      body: errorBody('NOT_FOUND', 'That watched lot is not on your list.'),
    })
    expect(
      (await callAs(t, people, 'admin', (api) => api.watches[':id'].$delete({ param: { id } })))
        .status,
    ).toBe(404)

    const mine = await callAs(t, people, 'owner', (api) => api.watches.$get())
    expect(mine.body).toMatchObject({ unseen: 0 })
    expect((mine.body as { watches: Watch[] }).watches.map((w) => w.id)).toContain(id)
    expect(
      (await callAs(t, people, 'owner', (api) => api.watches[':id'].$delete({ param: { id } })))
        .status,
    ).toBe(204)
    const after = await callAs(t, people, 'owner', (api) => api.watches.$get())
    expect((after.body as { watches: Watch[] }).watches.map((w) => w.id)).not.toContain(id)
  })

  it('a new report’s lot is watched by its owner, who can turn it off', async () => {
    const parcel = await insertParcel(t.database.db)
    const made = await callAs(t, people, 'admin', (api) =>
      api.admin.reports.$post({
        json: {
          apn: parcel.apn,
          ownerEmail: people.owner.email,
        },
      }),
    )
    expect(made.status).toBe(201)
    const list = await callAs(t, people, 'owner', (api) => api.watches.$get())
    const watch = (list.body as { watches: Watch[] }).watches.find((w) => w.apn === parcel.apn)!
    expect(watch).toMatchObject({ source: 'report', changes: [] })
    expect(
      (
        await callAs(t, people, 'owner', (api) =>
          api.watches[':id'].$delete({ param: { id: watch.id } }),
        )
      ).status,
    ).toBe(204)
  })
})
