import { parse } from 'csv-parse/sync'
import { count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreatedApiKey } from '#common/contracts/api-keys.ts'
import {
  listInUseMessage,
  SCREEN_LIST_NOT_FOUND,
  type ScreenAnswer,
  type ScreenList,
} from '#common/contracts/screen.ts'
import { parcels, screenListParcels, screenLists } from '#server/db/schema/index.ts'
import { as } from '#tests/setup/accounts.ts'
import { callAs, errorBody, type ApiCall, type People, type Who } from '#tests/setup/people.ts'
import { createScreenedDemoCity } from '#tests/setup/screened-demo-city.ts'
import type { TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 300

let t: TestApp
let people: People
/** Demo lots with an address, each at an address no other lot shares. */
let lots: Array<{ apn: string; address: string }>

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS)
  t = city.t
  people = city.people
  const database = city.database
  const rows = await database.db
    .select({ apn: parcels.apn, address: parcels.addressDisplay })
    .from(parcels)
    .where(isNotNull(parcels.addressDisplay))
    .orderBy(parcels.apn)
  const seen = new Map<string, number>()
  for (const row of rows) seen.set(row.address ?? '', (seen.get(row.address ?? '') ?? 0) + 1)
  lots = rows
    .filter((row) => seen.get(row.address ?? '') === 1)
    .map((row) => ({ apn: row.apn, address: row.address ?? '' }))
  expect(lots.length).toBeGreaterThan(20)
}, 120_000)
afterAll(() => t.close())

function call(who: Who, request: ApiCall) {
  return callAs(t, people, who, request)
}

/** Uploads `csv` as `who`'s list named `name`. */
async function upload(who: Exclude<Who, 'visitor'> | 'visitor', csv: string, name = 'deals.csv') {
  // The list's CSV is the body, in place of the JSON the client writes (decision 390).
  const response = await t
    .api(who === 'visitor' ? null : people[who])
    .screen.lists.$post(
      { query: { name } },
      { headers: { 'content-type': 'text/csv' }, init: { body: csv } },
    )
  return { status: response.status, body: (await response.json()) as { list: ScreenList } }
}

const storedLists = async () =>
  (await t.database.db.select({ n: count() }).from(screenLists))[0]?.n ?? 0

describe('POST /api/screen/lists', () => {
  it('reads a spreadsheet export as written: byte-order mark, semicolons, quoted line breaks, blank rows; each row matched or told why', async () => {
    const [a, b, c, d] = lots
    if (!a || !b || !c || !d) throw new Error('too few lots')
    // Two lots at one address: the row cannot say which it means.
    const [shared] = await t.database.db.select().from(parcels).where(eq(parcels.apn, d.apn))
    const twin = lots[lots.length - 1]
    if (!shared || !twin) throw new Error('no lot to share an address')
    await t.database.db
      .update(parcels)
      .set({
        addressDisplay: shared.addressDisplay,
        houseNumber: shared.houseNumber,
        streetSearch: shared.streetSearch,
      })
      .where(eq(parcels.apn, twin.apn))
    const [houseNumber, ...street] = b.address.split(' ')

    const csv = [
      '\uFEFFParcel;Site address;Note',
      `${a.apn};;first`,
      '',
      `;"${houseNumber}\n${street.join(' ')}";"a note over\ntwo lines"`,
      `${a.apn.replaceAll('-', '')};;the same lot again`,
      ';;',
      '9999-999-999;;',
      '12345;;',
      ';"100 Main St, Pasadena";',
      ';"1 Nowhere Such Way";',
      `;"${d.address}";`,
      `${c.apn};;`,
    ].join('\r\n')
    const before = await storedLists()
    const { status, body } = await upload('owner', csv, 'Q3 deals.csv')
    expect(status).toBe(201)
    expect(await storedLists()).toBe(before + 1)
    expect(body.list).toMatchObject({ name: 'Q3 deals.csv', rowCount: 9, matched: 3 })
    expect(body.list.unmatched).toEqual([
      {
        row: 5,
        input: a.apn.replaceAll('-', ''),
        problem: 'duplicate',
        message: `The same lot (APN ${a.apn}) as row 2.`,
      },
      {
        row: 7,
        input: '9999-999-999',
        problem: 'unknown_apn',
        message: 'No parcel with APN 9999-999-999 is in our records of the City of Los Angeles.',
      },
      {
        row: 8,
        input: '12345',
        problem: 'unknown_apn',
        message: 'Not an APN: an APN has 10 digits, written like 4306-026-007.',
      },
      {
        row: 9,
        input: '100 Main St, Pasadena',
        problem: 'outside_city',
        message: 'Lotwise covers the City of Los Angeles today; Pasadena is not covered yet.',
      },
      {
        row: 10,
        input: '1 Nowhere Such Way',
        problem: 'address_not_found',
        message: 'No lot at this address is in our records of the City of Los Angeles.',
      },
      {
        row: 11,
        input: d.address,
        problem: 'ambiguous_address',
        message: expect.stringMatching(
          /^2 lots are at this address \(.+\)\. List the one you mean by its APN\.$/,
        ),
      },
    ])

    // The list is screened as the city is: the same filters, over its lots only.
    const listed = (
      await call('owner', (api) =>
        api.screen.$get({ query: { list: body.list.id, status: 'open', limit: String(PARCELS) } }),
      )
    ).body as ScreenAnswer
    const city = (
      await call('owner', (api) =>
        api.screen.$get({ query: { status: 'open', limit: String(PARCELS) } }),
      )
    ).body as ScreenAnswer
    const inList = new Set([a.apn, b.apn, c.apn])
    expect(listed.rows.map((row) => row.apn)).toEqual(
      city.rows.filter((row) => inList.has(row.apn)).map((row) => row.apn),
    )
    const read = await call('owner', (api) =>
      api.screen.lists[':id'].$get({ param: { id: body.list.id } }),
    )
    expect(read.body).toEqual(body)

    const exported = await t
      .api(people.owner)
      .screen.export.$get({ query: { list: body.list.id, status: 'open' } })
    expect(exported.status).toBe(200)
    const [, ...rows] = parse(Buffer.from(await exported.arrayBuffer()), {
      bom: true,
    }) as string[][]
    expect(rows.map((row) => row[0])).toEqual(listed.rows.map((row) => row.apn))
  })

  it('a header-less list of APNs, one a row, matches each', async () => {
    const some = lots.slice(0, 12)
    const { status, body } = await upload('owner', some.map((lot) => lot.apn).join('\n'))
    expect(status).toBe(201)
    expect(body.list).toMatchObject({ rowCount: 12, matched: 12, unmatched: [] })
  })

  it('a header-less list of addresses with unquoted commas reads each row as one address', async () => {
    const some = lots.slice(5, 10)
    expect(some.every((lot) => lot.address.includes(', '))).toBe(true)
    const csv = some.map((lot) => `${lot.address} 90005`).join('\n')
    const { body } = await upload('owner', csv)
    expect(body.list).toMatchObject({ rowCount: 5, matched: 5, unmatched: [] })
  })

  it('an address typed in the APN column is looked up as an address; a mistyped APN there is still refused as one', async () => {
    const [a, b] = lots.slice(12, 14)
    if (!a || !b) throw new Error('too few lots')
    const csv = ['APN', a.apn, `"${b.address}"`, '2004-06-017'].join('\n')
    const { status, body } = await upload('owner', csv)
    expect(status).toBe(201)
    expect(body.list).toMatchObject({
      rowCount: 3,
      matched: 2,
      unmatched: [
        {
          row: 4,
          input: '2004-06-017',
          problem: 'unknown_apn',
          message: 'Not an APN: an APN has 10 digits, written like 4306-026-007.',
        },
      ],
    })
  })

  it('100,000 rows: refused whole, naming the limit; nothing stored', async () => {
    const before = await storedLists()
    const csv = [
      'APN',
      ...Array.from({ length: 100_000 }, (_, i) => lots[i % lots.length]?.apn),
    ].join('\n')
    const { status, body } = await upload('owner', csv)
    expect(status).toBe(400)
    expect(body).toEqual(
      errorBody(
        'INVALID_INPUT',
        'The list has 100,000 rows; a list holds at most 10,000. Split it into lists of 10,000 rows or fewer and upload each.',
      ),
    )
    expect(await storedLists()).toBe(before)
  })

  it('an empty file, a visitor, and a body that is not CSV are refused in words', async () => {
    expect(await upload('owner', '\uFEFF\r\n;;\r\n')).toEqual({
      status: 400,
      body: errorBody(
        'INVALID_INPUT',
        'The list has no rows. Put one APN or address on each row, with or without a header.',
      ),
    })
    expect((await upload('visitor', lots[0]?.apn ?? '')).status).toBe(401)
    // Deliberately malformed (decision 390): JSON where the list's CSV belongs.
    const json = await as(t, people.owner, t.api().screen.lists.$url().href, {
      method: 'POST',
      body: JSON.stringify({ apns: [] }),
    })
    expect(json.status).toBe(400)
  })

  it("a list is its owner's alone: another user's screen, list and export of it are 404, a visitor's 401", async () => {
    const { body } = await upload('owner', lots[0]?.apn ?? '')
    const id = body.list.id
    const reads: ApiCall[] = [
      (api) => api.screen.$get({ query: { list: id } }),
      (api) => api.screen.lists[':id'].$get({ param: { id } }),
      (api) => api.screen.export.$get({ query: { list: id } }),
    ]
    for (const read of reads)
      expect(await call('other', read)).toMatchObject({
        status: 404,
        body: errorBody('NOT_FOUND', SCREEN_LIST_NOT_FOUND),
      })
    expect((await call('visitor', reads[0]!)).status).toBe(401)
  })
})

describe('GET and DELETE /api/screen/lists', () => {
  it("lists the caller's lists newest first with their counts, and no one else's", async () => {
    const [a, b] = lots
    const older = await upload('owner', `${a?.apn}\n9999-999-999`, 'older.csv')
    const newer = await upload('owner', `${a?.apn}\n${b?.apn}`, 'newer.csv')
    const mine = await call('owner', (api) => api.screen.lists.$get())
    expect(mine.status).toBe(200)
    const listed = (mine.body as { lists: Array<{ id: string }> }).lists
    const ids = listed.map((list) => list.id)
    expect(ids.indexOf(newer.body.list.id)).toBeLessThan(ids.indexOf(older.body.list.id))
    expect(listed.find((list) => list.id === older.body.list.id)).toMatchObject({
      name: 'older.csv',
      rowCount: 2,
      matched: 1,
      unmatchedCount: 1,
    })
    expect(listed.find((list) => list.id === newer.body.list.id)).toMatchObject({
      rowCount: 2,
      matched: 2,
      unmatchedCount: 0,
    })
    const others = await call('other', (api) => api.screen.lists.$get())
    expect((others.body as { lists: Array<{ id: string }> }).lists.map((l) => l.id)).not.toContain(
      older.body.list.id,
    )
    expect((await call('visitor', (api) => api.screen.lists.$get())).status).toBe(401)
  })

  it("deletes the owner's list with the lots it matched; anyone else's is not found", async () => {
    const { body } = await upload('owner', `${lots[0]?.apn}\n${lots[1]?.apn}`)
    const id = body.list.id
    const remove: ApiCall = (api) => api.screen.lists[':id'].$delete({ param: { id } })
    expect(await call('other', remove)).toMatchObject({
      status: 404,
      body: errorBody('NOT_FOUND', SCREEN_LIST_NOT_FOUND),
    })
    expect((await call('visitor', remove)).status).toBe(401)
    expect((await call('owner', remove)).status).toBe(204)
    const left = await t.database.db
      .select({ n: count() })
      .from(screenListParcels)
      .where(eq(screenListParcels.listId, id))
    expect(left[0]?.n).toBe(0)
    expect((await call('owner', (api) => api.screen.$get({ query: { list: id } }))).status).toBe(
      404,
    )
    expect((await call('owner', remove)).status).toBe(404)
    const badId = await call('owner', (api) =>
      api.screen.lists[':id'].$delete({ param: { id: 'not-a-list' } }),
    )
    expect(badId.status).toBe(400)
  })

  it('keeps a list that a saved screen narrows to, naming the saved screen, until that screen is deleted', async () => {
    const { body } = await upload('owner', `${lots[2]?.apn}`)
    const id = body.list.id
    const saved = await call('owner', (api) =>
      api.screen.saved.$post({ json: { name: 'Shortlist deals', query: `list=${id}&minHomes=1` } }),
    )
    expect(saved.status).toBe(201)
    const remove: ApiCall = (api) => api.screen.lists[':id'].$delete({ param: { id } })
    expect(await call('owner', remove)).toMatchObject({
      status: 409,
      body: errorBody('CONFLICT', listInUseMessage(['Shortlist deals'])),
    })
    expect(
      (await call('owner', (api) => api.screen.lists[':id'].$get({ param: { id } }))).status,
    ).toBe(200)
    const screenId = (saved.body as { screen: { id: string } }).screen.id
    await call('owner', (api) => api.screen.saved[':id'].$delete({ param: { id: screenId } }))
    expect((await call('owner', remove)).status).toBe(204)
  })
})

describe('POST /api/v1/screen/lists', () => {
  it('screens a posted list with the filters of GET /screen, with a key', async () => {
    const made = await call('owner', (api) =>
      api.profile['api-keys'].$post({ json: { name: 'Lists', scopes: ['screen:read'] } }),
    )
    const { secret } = made.body as CreatedApiKey
    const some = lots.slice(0, 30)
    const csv = ['APN', ...some.map((lot) => lot.apn), '0000-000-000'].join('\n')
    // A program's CSV is the body, in place of the JSON the client writes (decision 390).
    const post = (key: string | null) =>
      t
        .api({ apiKey: key })
        .v1.screen.lists.$post(
          { query: { minHomes: '1', name: 'API list' } },
          { headers: { 'content-type': 'text/csv' }, init: { body: csv } },
        )
    expect((await post(null)).status).toBe(401)
    const response = await post(secret)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { list: ScreenList; screen: ScreenAnswer }
    expect(body.list).toMatchObject({ name: 'API list', rowCount: 31, matched: 30 })
    expect(body.list.unmatched.map((row) => row.problem)).toEqual(['unknown_apn'])
    const site = (
      await call('owner', (api) =>
        api.screen.$get({ query: { list: body.list.id, minHomes: '1' } }),
      )
    ).body as ScreenAnswer & { downloadPaid: boolean }
    // The site's answer also says whether its download is paid for; the API has no downloads.
    expect(body.screen).toEqual({ ...site, downloadPaid: undefined })
    expect(body.screen.rows.every((row) => some.some((lot) => lot.apn === row.apn))).toBe(true)
  })
})
