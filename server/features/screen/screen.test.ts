import { PassThrough } from 'node:stream'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SCREEN_PAGE_MAX_ROWS,
  SCREEN_PAGE_ROWS,
  SCREEN_SORTS,
  ScreenQuerySchema,
  type ScreenAnswer,
} from '#common/contracts/screen.ts'
import { PATHWAY_SHORT_NAMES } from '#common/pathway-names.ts'
import { decodeScreenDots } from '#common/screen-dots.ts'
import { parcels } from '#server/db/schema/index.ts'
import { findParcelsForAnalysis } from '#server/domain/parcels.ts'
import { computeScreenResult, type ScreenResult } from '#server/domain/screen-results.ts'
import {
  buildScreenTable,
  EXPORT_PART_ROWS,
  neutraliseFormula,
  sheetXmlStreams,
  toXlsx,
  type ScreenTable,
} from '#server/features/screen/screen-export.service.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { callAs, errorBody, requestAs, type People, type Who } from '#tests/setup/people.ts'
import { createScreenedDemoCity, type ScreenRequestQuery } from '#tests/setup/screened-demo-city.ts'
import type { TestApi, TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 1_500

let t: TestApp
let people: People
/** Every parcel's result computed one by one, with the facts a screen filters on. */
let oneByOne: Array<{
  apn: string
  result: ScreenResult
  lotSf: number | null
  zip: string | null
}>

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS)
  t = city.t
  people = city.people
  const database = city.database
  const rows = await database.db
    .select({ apn: parcels.apn, lotSf: parcels.lotSf, zip: parcels.zip })
    .from(parcels)
  const facts = await findParcelsForAnalysis(
    database.db,
    rows.map((row) => row.apn),
  )
  const today = todayInLosAngeles()
  oneByOne = rows.map((row) => {
    const parcel = facts.get(row.apn)
    if (!parcel) throw new Error(`parcel ${row.apn} missing`)
    return {
      apn: row.apn,
      lotSf: row.lotSf,
      zip: row.zip,
      result: computeScreenResult(parcel.facts, today, row.zip),
    }
  })
}, 120_000)
afterAll(() => t.close())

type ExportQuery = Parameters<TestApi['screen']['export']['$get']>[0]['query']

/**
 * A request no client sends (decision 390): a typed route's address with its query written out,
 * wrong values and all.
 */
function sendAs(who: Who, route: URL, search: string) {
  return requestAs(t, people, who, 'GET', new URL(`?${search}`, route).href)
}

const exportAs = (who: Who, query: ExportQuery) =>
  t.api(who === 'visitor' ? null : people[who]).screen.export.$get({ query })

/** Lots with 4 homes or more and some value, by APN. */
const byApn = { minHomes: '4', minValue: '1', sort: 'apn', dir: 'asc' } as const

async function page(who: Who, query: ScreenRequestQuery): Promise<ScreenAnswer> {
  const response = await callAs(t, people, who, (api) => api.screen.$get({ query }))
  expect(response.status).toBe(200)
  return response.body as ScreenAnswer
}

/** A screen's answer with the rows of every page the caller may read, followed page by page. */
async function screen(
  who: Who,
  query: ScreenRequestQuery,
  limit = String(SCREEN_PAGE_MAX_ROWS),
): Promise<ScreenAnswer> {
  const first = await page(who, { ...query, limit })
  const rows = [...first.rows]
  for (let next = first.nextOffset; next !== null;) {
    const answer = await page(who, { ...query, limit, offset: String(next) })
    expect(answer.offset).toBe(next)
    expect(answer.total).toBe(first.total)
    rows.push(...answer.rows)
    next = answer.nextOffset
  }
  return { ...first, rows, nextOffset: null }
}

const homes = (result: ScreenResult) =>
  result.unlimitedUnits ? Infinity : (result.maxNetNewUnits ?? -Infinity)

/** A pathway's homes as a number to compare ("unlimited" above every count). */
const count = (homes: number | 'unlimited' | null | undefined) =>
  homes === 'unlimited' ? Infinity : (homes ?? -Infinity)

const OPEN = new Set(['available', 'available_with_checks', 'needs_confirmation'])

/** The open pathways of a result that add at least `minHomes` and are worth at least `minValue`. */
function pencilling(result: ScreenResult, minHomes: number, minValue: number) {
  return Object.entries(result.pathways).filter(
    ([, pathway]) =>
      OPEN.has(pathway.status) &&
      count(pathway.netNewUnits) >= minHomes &&
      (pathway.residualLandValue ?? -Infinity) >= minValue,
  )
}

describe('GET /api/screen', () => {
  it("every lot where one pathway adds at least four homes and pencils, most homes first: the same lots as the engine one by one, each row with that pathway's homes and value", async () => {
    const answer = await screen('owner', { minHomes: '4', minValue: '1', sort: 'homes' })
    const expected = oneByOne.filter(({ result }) => pencilling(result, 4, 1).length > 0)
    expect(expected.length).toBeGreaterThan(10)
    // Fewer than when homes and value may come from two pathways of the lot.
    const either = oneByOne.filter(
      ({ result }) => homes(result) >= 4 && (result.residualLandValue ?? -Infinity) >= 1,
    )
    expect(expected.length).toBeLessThan(either.length)
    expect(answer.total).toBe(expected.length)
    expect(answer.truncated).toBe(false)
    expect(answer.rows.map((row) => row.apn).sort()).toEqual(expected.map((row) => row.apn).sort())
    // Each row speaks for one pathway that meets both, the one with the most homes of them.
    const resultOf = new Map(oneByOne.map((lot) => [lot.apn, lot.result]))
    for (const row of answer.rows) {
      const result = resultOf.get(row.apn)!
      const pathway = result.pathways[row.by!]
      expect(pathway).toBeDefined()
      expect(row.netNewUnits).toBe(pathway.netNewUnits)
      expect(row.residualLandValue).toBe(pathway.residualLandValue)
      expect(count(row.netNewUnits)).toBeGreaterThanOrEqual(4)
      expect(row.residualLandValue).toBeGreaterThanOrEqual(1)
      const most = Math.max(
        ...pencilling(result, 4, 1).map(([, other]) => count(other.netNewUnits)),
      )
      expect(count(row.netNewUnits)).toBe(most)
    }
    // Each row names the ZIP its value was priced for, null for the City-wide figures.
    const zipOf = new Map(oneByOne.map((lot) => [lot.apn, lot.zip]))
    for (const row of answer.rows) expect(row.zip).toBe(zipOf.get(row.apn))
    // Each row says it is a demo lot, for the table to mark it as such (the city here is all demo).
    expect(answer.rows.every((row) => row.isDemo === true)).toBe(true)
    const counts = answer.rows.map((row) =>
      row.netNewUnits === 'unlimited' ? Infinity : (row.netNewUnits ?? -1),
    )
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(answer.engineVersion).toMatch(/^\d+\.\d+\.\d+$/)
    // The refresh finished within the last hour: its day is the day the lots were analysed.
    expect([todayInLosAngeles(), todayInLosAngeles(new Date(Date.now() - 3_600_000))]).toContain(
      answer.analysedOn,
    )
    // Only the demo city is loaded: the day it was generated dates no public source.
    expect(answer.dataDate).toBeNull()
  })

  it('by default the lots worth most to a builder come first, each at its most valuable open pathway: a lot that loses money never leads one that pencils', async () => {
    // The city's lot with the most homes loses money on every pathway that adds them: sorted by
    // homes it would lead the screen (a density bonus worth less than nothing).
    const byHomes = await page('owner', { sort: 'homes', limit: '1' })
    const [mostHomes] = byHomes.rows
    expect(mostHomes?.residualLandValue).toBeLessThan(0)

    const answer = await screen('owner', {})
    const expected = oneByOne.filter(
      ({ result }) => result.availablePathways.length + result.confirmPathways.length > 0,
    )
    expect(answer.total).toBe(expected.length)
    expect(answer.rows).toHaveLength(answer.total)
    // The lot's own highest value, the one a buyer acts on, is the row's, with its pathway.
    const resultOf = new Map(oneByOne.map((lot) => [lot.apn, lot.result]))
    for (const row of answer.rows) {
      const result = resultOf.get(row.apn)!
      expect(row.residualLandValue).toBe(result.residualLandValue)
      if (row.residualLandValue !== null)
        expect(result.pathways[row.by!].residualLandValue).toBe(row.residualLandValue)
    }
    // Most valuable first, lots without a value last, ties by APN.
    const rank = (value: number | null) => value ?? -Infinity
    answer.rows.forEach((row, i) => {
      const before = answer.rows[i - 1]
      if (before === undefined) return
      const [x, y] = [rank(before.residualLandValue), rank(row.residualLandValue)]
      expect(x > y || (x === y && before.apn < row.apn)).toBe(true)
    })
    const losing = answer.rows.findIndex((row) => (row.residualLandValue ?? 0) < 0)
    const pencilling = answer.rows.map((row) => (row.residualLandValue ?? 0) > 0)
    expect(pencilling[0]).toBe(true)
    expect(losing).toBeGreaterThan(0)
    expect(pencilling.lastIndexOf(true)).toBeLessThan(losing)
    // The visitor's first few and the export are in the same order.
    const visitor = await page('visitor', {})
    expect(visitor.rows.map((row) => row.apn)).toEqual(
      answer.rows.slice(0, visitor.rows.length).map((row) => row.apn),
    )
    // (The table the export writes, read in-process: a download this large costs credits.)
    const table = await buildScreenTable(t.database.db, null, ScreenQuerySchema.parse({}))
    const exported: string[] = []
    for await (const rows of table.parts()) exported.push(...rows.map((row) => String(row[0])))
    expect(exported).toEqual(answer.rows.map((row) => row.apn))
  })

  it('a lot whose pathway with the most homes loses money while one with fewer pencils matches only a screen one pathway meets', async () => {
    // A lot where the pathway with the most homes is worth less than nothing, and another
    // pathway, with fewer homes, is worth something (ADUs beside a density bonus that loses money).
    const found = oneByOne.flatMap(({ apn, result }) => {
      const open = Object.entries(result.pathways).filter(
        ([, pathway]) => OPEN.has(pathway.status) && typeof pathway.netNewUnits === 'number',
      )
      const most = Math.max(...open.map(([, pathway]) => count(pathway.netNewUnits)))
      const top = open.filter(([, pathway]) => count(pathway.netNewUnits) === most)
      const pencils = open.find(
        ([, pathway]) =>
          count(pathway.netNewUnits) < most && (pathway.residualLandValue ?? -Infinity) > 0,
      )
      return top.every(([, pathway]) => (pathway.residualLandValue ?? -Infinity) < 0) && pencils
        ? [{ apn, most, pencils }]
        : []
    })
    const lot = found[0]
    if (!lot) throw new Error('no lot where only a pathway with fewer homes pencils')
    const [pencilId, pencil] = lot.pencils
    const homesThatPencil = count(pencil.netNewUnits)

    const most = await screen('owner', { minHomes: String(lot.most), minValue: '1' })
    expect(most.rows.map((row) => row.apn)).not.toContain(lot.apn)
    // Its most homes alone, or a value alone, it has.
    expect(
      (await screen('owner', { minHomes: String(lot.most) })).rows.map((row) => row.apn),
    ).toContain(lot.apn)
    const fewer = await screen('owner', { minHomes: String(homesThatPencil), minValue: '1' })
    const row = fewer.rows.find((candidate) => candidate.apn === lot.apn)
    expect(row).toBeDefined()
    expect(count(row!.netNewUnits)).toBeGreaterThanOrEqual(homesThatPencil)
    expect(count(row!.netNewUnits)).toBeLessThan(lot.most)
    expect(row!.residualLandValue).toBeGreaterThanOrEqual(1)
    // Sorted by value, the row speaks for the lot's most valuable pathway that meets both.
    const byValue = await screen('owner', {
      minHomes: String(homesThatPencil),
      minValue: '1',
      sort: 'value',
    })
    const valued = byValue.rows.find((candidate) => candidate.apn === lot.apn)
    expect(valued?.residualLandValue).toBeGreaterThanOrEqual(pencil.residualLandValue ?? 0)
    expect(pencilId).toBeTruthy()

    // The same answer in the export, the map's dots and a saved screen's lots.
    const exported = parse(
      Buffer.from(
        await (
          await exportAs('owner', { minHomes: String(lot.most), minValue: '1' })
        ).arrayBuffer(),
      ),
      { bom: true },
    ) as string[][]
    expect(exported.slice(1).map((cells) => cells[0])).not.toContain(lot.apn)
    const dots = await t
      .api(people.owner)
      .screen.dots.$get({ query: { minHomes: String(lot.most), minValue: '1' } })
    const decoded = decodeScreenDots(await dots.arrayBuffer())
    expect(decoded.count).toBe(most.total)
    expect(decoded.apns).not.toContain(lot.apn)
  })

  it('the main question, read from its stored column, and others read from the pathways give the lots the engine does, most homes that meet them first', async () => {
    // At least $1 (or any part of it) is "pencils", which the stored column answers (decision
    // 670); at least $2 is read from each lot's pathways. Both must be the engine's answer.
    const cases: Array<[string, string]> = [
      ['4', '1'],
      ['0', '0.5'],
      ['4', '2'],
    ]
    for (const [minHomes, minValue] of cases) {
      const answer = await screen('owner', { minHomes, minValue, sort: 'homes' })
      const expected = new Map(
        oneByOne.flatMap(({ apn, result }) => {
          const meeting = pencilling(result, Number(minHomes), Number(minValue))
          return meeting.length === 0
            ? []
            : [[apn, Math.max(...meeting.map(([, pathway]) => count(pathway.netNewUnits)))]]
        }),
      )
      expect(expected.size).toBeGreaterThan(10)
      expect(answer.total).toBe(expected.size)
      expect(answer.rows.map((row) => row.apn).sort()).toEqual([...expected.keys()].sort())
      const counts = answer.rows.map((row) => count(row.netNewUnits))
      expect(counts).toEqual(answer.rows.map((row) => expected.get(row.apn)))
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
    }
  })

  it('one pathway available, a lot size range and exclusions', async () => {
    const answer = await screen('owner', {
      pathway: 'adu',
      status: 'available',
      minLotSf: '5000',
      maxLotSf: '9000',
      exclude: 'hpoz,fire_zone,rent_stabilised',
      sort: 'lot',
      dir: 'asc',
    })
    const expected = oneByOne.filter(
      ({ result, lotSf }) =>
        result.availablePathways.includes('adu') &&
        lotSf !== null &&
        lotSf >= 5000 &&
        lotSf <= 9000 &&
        result.hpoz !== true &&
        result.fireZone !== true &&
        result.rentStabilization !== 'covered',
    )
    expect(expected.length).toBeGreaterThan(5)
    expect(answer.rows.map((row) => row.apn).sort()).toEqual(expected.map((row) => row.apn).sort())
    const sizes = answer.rows.map((row) => row.lotSf ?? 0)
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
  })

  it('visitors see the first lots and the count', async () => {
    const signedIn = await screen('owner', { minHomes: '1' })
    const visitor = await page('visitor', { minHomes: '1' })
    expect(visitor.total).toBe(signedIn.total)
    expect(visitor.rows).toEqual(signedIn.rows.slice(0, 10))
    expect(visitor.truncated).toBe(true)
    expect(visitor.nextOffset).toBeNull()
    // A page past their first few is empty; the count still answers.
    const past = await page('visitor', { minHomes: '1', offset: '5', limit: '10' })
    expect(past.rows).toEqual(signedIn.rows.slice(5, 10))
    expect(past.nextOffset).toBeNull()
    expect((await page('visitor', { minHomes: '1', offset: '10' })).rows).toEqual([])
  })

  it('a page at a time: the first page by default, and the pages of each order, however cut, are the whole order with ties by APN', async () => {
    const open = await page('owner', {})
    expect(open.rows).toHaveLength(SCREEN_PAGE_ROWS)
    expect(open.offset).toBe(0)
    expect(open.nextOffset).toBe(SCREEN_PAGE_ROWS)
    expect(open.total).toBeGreaterThan(SCREEN_PAGE_ROWS)
    expect(open.truncated).toBe(false)
    // Lots with no value and no transit distance sort last (nulls), and many tie on homes and size.
    const nulls = (rows: ScreenAnswer['rows'], field: 'residualLandValue' | 'transitMi') =>
      rows.filter((row) => row[field] === null).length
    const field = {
      homes: (row: ScreenAnswer['rows'][number]) =>
        row.netNewUnits === 'unlimited' ? Infinity : (row.netNewUnits ?? null),
      value: (row: ScreenAnswer['rows'][number]) => row.residualLandValue,
      lot: (row: ScreenAnswer['rows'][number]) => row.lotSf,
      transit: (row: ScreenAnswer['rows'][number]) => row.transitMi,
      apn: (row: ScreenAnswer['rows'][number]) => row.apn,
    }
    for (const sort of SCREEN_SORTS)
      for (const dir of ['asc', 'desc'] as const) {
        const query = { status: 'open', sort, dir } as const
        const whole = await screen('owner', query, '2000')
        expect(whole.rows).toHaveLength(whole.total)
        const inPages = await screen('owner', query, '173')
        expect(inPages.rows.map((row) => row.apn)).toEqual(whole.rows.map((row) => row.apn))
        // The order asked, nulls last, ties broken by APN.
        const sorted = [...whole.rows].sort((a, b) => {
          const [x, y] = [field[sort](a), field[sort](b)]
          if (x === y) return a.apn < b.apn ? -1 : 1
          if (x === null) return 1
          if (y === null) return -1
          return (x < y ? -1 : 1) * (dir === 'asc' ? 1 : -1)
        })
        expect(whole.rows.map((row) => row.apn)).toEqual(sorted.map((row) => row.apn))
      }
    const all = await screen('owner', { status: 'open' })
    expect(nulls(all.rows, 'residualLandValue')).toBeGreaterThan(0)
    const homes = all.rows.map(field.homes)
    expect(new Set(homes).size).toBeLessThan(homes.length / 10)
  }, 180_000)

  it('a page deep in the order holds exactly the lots the whole order has there, whether the page is cut from the results alone or with their parcels', async () => {
    const cases: ScreenRequestQuery[] = [
      // The default order, from the results alone.
      { status: 'open' },
      // An order by a column of the parcel's own.
      { status: 'open', sort: 'lot', dir: 'asc' },
      // A filter on a column of the parcel's own, in the default order.
      { status: 'open', maxTransitMi: '3' },
    ]
    const totals: number[] = []
    for (const query of cases) {
      const whole = await screen('owner', query, String(SCREEN_PAGE_MAX_ROWS))
      expect(whole.rows).toHaveLength(whole.total)
      expect(whole.total).toBeGreaterThan(100)
      totals.push(whole.total)
      const deep = Math.floor(whole.total * 0.9)
      const inside = await page('owner', { ...query, offset: String(deep), limit: '7' })
      expect(inside).toMatchObject({ total: whole.total, offset: deep, nextOffset: deep + 7 })
      expect(inside.rows).toEqual(whole.rows.slice(deep, deep + 7))
      const last = await page('owner', {
        ...query,
        offset: String(whole.total - 3),
        limit: '7',
      })
      expect(last.nextOffset).toBeNull()
      expect(last.rows).toEqual(whole.rows.slice(-3))
    }
    // The transit filter leaves some lots out, so the page it cuts is not the open screen's.
    expect(totals[2]).toBeLessThan(totals[0]!)
  })

  it('bad paging is a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit: limit must be between 1 and 2,000'],
      [`limit=${SCREEN_PAGE_MAX_ROWS + 1}`, 'limit: limit must be between 1 and 2,000'],
      ['limit=ten', 'limit: limit must be a whole number'],
      ['offset=-1', 'offset: offset must be between 0 and 100,000'],
      ['offset=2.5', 'offset: offset must be a whole number'],
    ]
    for (const [query, message] of cases)
      expect(await sendAs('owner', t.api().screen.$url(), query)).toMatchObject({
        status: 400,
        body: errorBody('INVALID_INPUT', message),
      })
  })

  it('a filter out of range is a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['minHomes=-1', 'minHomes: minHomes must be between 0 and 100,000 homes'],
      ['maxTransitMi=far', 'maxTransitMi: maxTransitMi must be a number'],
      ['minLotSf=1e12', 'minLotSf: minLotSf must be between 0 and 435,600,000 sq ft'],
      ['zone=R9', 'zone: zone must be a zone family'],
      [
        'exclude=hpoz,views',
        'exclude.1: exclude lists rent_stabilised, hpoz, fire_zone, coastal, separated by commas',
      ],
      ['sort=price', 'sort: sort must be one of homes, value, lot, transit, apn'],
    ]
    for (const [query, message] of cases)
      expect(await sendAs('owner', t.api().screen.$url(), query)).toMatchObject({
        status: 400,
        body: errorBody('INVALID_INPUT', message),
      })
  })

  it('a community plan area, whatever its case', async () => {
    const [first] = await t.database.db
      .select({ plan: parcels.communityPlanArea })
      .from(parcels)
      .where(eq(parcels.isDemo, true))
      .limit(1)
    const plan = first?.plan ?? ''
    const answer = await screen('owner', { plan: plan.toUpperCase() })
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.rows.every((row) => row.communityPlanArea === plan)).toBe(true)
  })
})

describe('GET /api/screen/export', () => {
  it('the matching lots as CSV that reads back: every lot, statuses with their law, engine version, data date; formulas neutralised', async () => {
    const screened = await screen('owner', byApn)
    const [target] = screened.rows
    if (!target) throw new Error('no lots match')
    await t.database.db
      .update(parcels)
      .set({ addressDisplay: '=HYPERLINK("http://example.com","x")', communityPlanArea: '@SUM(1)' })
      .where(eq(parcels.apn, target.apn))

    expect((await exportAs('visitor', { minHomes: '4' })).status).toBe(401)
    const response = await exportAs('owner', byApn)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lotwise-screen-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    // A byte-order mark first, so Excel reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][]
    expect(header?.slice(0, 3)).toEqual(['APN', 'Address', 'Zone'])
    // Each pathway's status column names the law it rests on.
    expect(header?.find((cell) => cell.startsWith('SB 9: status'))).toMatch(/65852\.21/)
    expect(rows.map((row) => row[0])).toEqual(screened.rows.map((row) => row.apn))
    const first = rows[0] ?? []
    const column = (name: string) => first[header?.indexOf(name) ?? -1]
    expect(column('Address')).toBe(`'=HYPERLINK("http://example.com","x")`)
    expect(column('Community plan area')).toBe("'@SUM(1)")
    expect(column('Engine version')).toBe(screened.engineVersion)
    expect(screened.dataDate).toBeNull()
    expect(column('Parcel data as of')).toBe('')
    expect(column('Net new homes')).toBe(String(target.netNewUnits))
    expect(Number(column('Residual land value ($)'))).toBe(target.residualLandValue)
    expect(column('Pathway')).toBe(PATHWAY_SHORT_NAMES[target.by!])
    expect(column('Sources')).toMatch(/^Net new homes and residual land value: both of the pathway/)
    expect(column('Sources')).toMatch(/ Statuses and homes: Lotwise engine /)
    expect(column('Sources')).toMatch(/ Parcel facts: public records\.$/)
  })

  it('the same lots as an Excel workbook that reads back: numbers as numbers, formulas neutralised', async () => {
    const screened = await screen('owner', byApn)
    const csv = await exportAs('owner', byApn)
    const fromCsv = parse(Buffer.from(await csv.arrayBuffer()), { bom: true }) as string[][]
    const response = await exportAs('owner', { ...byApn, format: 'xlsx' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lotwise-screen-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.getWorksheet('Lots')
    if (!sheet) throw new Error('no Lots sheet')
    const read: Array<Array<string | number | null>> = []
    sheet.eachRow({ includeEmpty: true }, (row) => {
      read.push(
        Array.from({ length: sheet.columnCount }, (_, i) => {
          const value = row.getCell(i + 1).value
          return value === null || value === undefined ? null : (value as string | number)
        }),
      )
    })
    const [header, ...rows] = read
    expect(header).toEqual(fromCsv[0])
    expect(rows.map((row) => row[0])).toEqual(screened.rows.map((row) => row.apn))
    // Every cell says what the CSV says; numbers are numbers, not text.
    expect(rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual(
      fromCsv.slice(1),
    )
    const column = (name: string) => header?.indexOf(name) ?? -1
    const first = rows[0] ?? []
    expect(typeof first[column('Residual land value ($)')]).toBe('number')
    expect(first[column('Address')]).toBe(`'=HYPERLINK("http://example.com","x")`)
    expect(first[column('Engine version')]).toBe(screened.engineVersion)
    // The header alone is bold; every lot's cells keep the workbook's plain default.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    const lotFonts = sheet
      .getRows(2, rows.length)
      ?.flatMap((row) =>
        Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).font?.bold ?? false),
      )
    expect(lotFonts).not.toContain(true)
  })

  it('a table read in parts holds every lot once, in the order of the screen, whatever the part size', async () => {
    const query = ScreenQuerySchema.parse({ status: 'open', sort: 'homes' })
    const screened = await screen('owner', { status: 'open', sort: 'homes' })
    const readIn = async (partRows: number) => {
      const table = await buildScreenTable(t.database.db, null, query, partRows)
      const parts: string[][] = []
      for await (const rows of table.parts()) parts.push(rows.map((row) => String(row[0])))
      return { rowCount: table.rowCount, parts }
    }
    const whole = await readIn(EXPORT_PART_ROWS)
    const inSevens = await readIn(7)
    expect(whole.parts).toHaveLength(Math.ceil(screened.total / EXPORT_PART_ROWS))
    expect(whole.parts.flat()).toEqual(inSevens.parts.flat())
    expect(whole.rowCount).toBe(screened.total)
    expect(inSevens.parts).toHaveLength(Math.ceil(screened.total / 7))
    expect(inSevens.parts.every((part) => part.length <= 7)).toBe(true)
    expect(inSevens.parts.flat()).toEqual(screened.rows.map((row) => row.apn))
  })

  it('the streamed CSV of a screen is, row for row, the lots the screen API answers, with the pathway each speaks for and its figures', async () => {
    // Sorted by value, a lot's row speaks for its most valuable matching pathway instead.
    for (const query of [byApn, { ...byApn, sort: 'value', dir: 'desc' } as const]) {
      const screened = await screen('owner', query)
      expect(screened.rows.length).toBeGreaterThan(10)
      const response = await exportAs('owner', query)
      expect(response.status).toBe(200)
      // Read as it streams, part by part, the way a browser saves it.
      const chunks: Buffer[] = []
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        chunks.push(Buffer.from(chunk))
      const [header, ...rows] = parse(Buffer.concat(chunks), { bom: true }) as string[][]
      const at = (name: string) => header?.indexOf(name) ?? -1
      // Text as a spreadsheet is given it: a cell a spreadsheet would run is neutralised.
      const text = (value: string | number | null) =>
        value === null ? '' : typeof value === 'string' ? neutraliseFormula(value) : String(value)
      const pathwayName = (id: string | null) =>
        id === null ? '' : PATHWAY_SHORT_NAMES[id as keyof typeof PATHWAY_SHORT_NAMES]
      expect(
        rows.map((row) =>
          [
            'APN',
            'Address',
            'Zone',
            'Lot size (sq ft)',
            'Community plan area',
            'Miles to major transit',
            'Pathway',
            'Net new homes',
            'Most homes by',
            'Residual land value ($)',
            'Highest value by',
          ].map((name) => row[at(name)]),
        ),
      ).toEqual(
        screened.rows.map((lot) => [
          lot.apn,
          text(lot.address),
          text(lot.zone),
          text(lot.lotSf === null ? null : Math.round(lot.lotSf)),
          text(lot.communityPlanArea),
          text(lot.transitMi === null ? null : Math.round(lot.transitMi * 100) / 100),
          pathwayName(lot.by),
          lot.netNewUnits === 'unlimited' ? 'No limit' : text(lot.netNewUnits),
          pathwayName(lot.bestByHomes),
          text(lot.residualLandValue),
          pathwayName(lot.bestByValue),
        ]),
      )
    }
  })

  it("ExcelJS's sheet XML streams are found, so a workbook waits for its zip instead of piling XML up", async () => {
    const { default: excel } = await import('exceljs')
    const out = new PassThrough()
    const taken = (async () => {
      for await (const chunk of out) void chunk
    })()
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false })
    const sheet = workbook.addWorksheet('Lots')
    sheet.addRow(['APN']).commit()
    // A sheet's stream is piped into the zip once its first 64 KB are written.
    for (let i = 0; i < 2_000; i++) sheet.addRow([`${i}`.padStart(100, '0')]).commit()
    const streams = sheetXmlStreams(sheet)
    expect(streams).toHaveLength(1)
    expect(streams[0]?._writableState).toBeDefined()
    sheet.commit()
    await workbook.commit()
    await taken
  })

  it("the zip takes a part's XML while the part's rows are still being written, instead of waiting for the whole part", async () => {
    const rows = Array.from({ length: EXPORT_PART_ROWS }, (_, i) => [`APN ${i}`, 'x'.repeat(200)])
    let received = 0
    let receivedBeforeLastRow = -1
    // The writer reads the part's rows one by one: note what the reader had when it got to the last.
    const part = new Proxy(rows, {
      get(target, key, receiver) {
        if (key === String(rows.length - 1)) receivedBeforeLastRow = received
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    const table: ScreenTable = {
      header: ['APN', 'Text'],
      rowCount: rows.length,
      async *parts() {
        yield part
      },
    }
    for await (const chunk of toXlsx(table) as unknown as AsyncIterable<Uint8Array>)
      received += chunk.byteLength
    expect(receivedBeforeLastRow).toBeGreaterThan(0)
    expect(received).toBeGreaterThan(receivedBeforeLastRow)
  })

  it('an unknown format is a 400 naming the field', async () => {
    expect(await sendAs('owner', t.api().screen.export.$url(), 'format=docx')).toMatchObject({
      status: 400,
      body: errorBody('INVALID_INPUT', 'format: format must be csv or xlsx'),
    })
  })
})
