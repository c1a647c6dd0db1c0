// A screen's per-pathway questions read the lots' fronts (decision 755), which summarise the
// pathways each result keeps in its JSON: what is stored is what that JSON gives, and every
// question a front answers gets the lots, homes and order the JSON read pathway by pathway gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SCREEN_PAGE_MAX_ROWS,
  type PathwayScreen,
  type ScreenAnswer,
} from '#common/contracts/screen.ts'
import { screenFronts, screenResults, UNLIMITED_HOMES } from '#server/db/schema/index.ts'
import { pathwayFronts } from '#server/domain/screen-results.ts'
import { callAs, type People } from '#tests/setup/people.ts'
import { createScreenedDemoCity, type ScreenRequestQuery } from '#tests/setup/screened-demo-city.ts'
import type { TestApp } from '#tests/setup/test-app.ts'

const PARCELS = 800

let t: TestApp
let people: People
/** Every lot's pathways as its stored result keeps them. */
let pathwaysOf: Map<string, Record<string, PathwayScreen>>

beforeAll(async () => {
  const city = await createScreenedDemoCity(PARCELS)
  t = city.t
  people = city.people
  const results = await t.database.db
    .select({ apn: screenResults.apn, pathways: screenResults.pathways })
    .from(screenResults)
  pathwaysOf = new Map(results.map((row) => [row.apn, row.pathways]))
}, 120_000)
afterAll(() => t.close())

/** A screen's count and every lot, page after page. */
async function screen(query: ScreenRequestQuery) {
  const rows: ScreenAnswer['rows'] = []
  let total = 0
  for (let offset: number | null = 0; offset !== null;) {
    const response = await callAs(t, people, 'owner', (api) =>
      api.screen.$get({
        query: { ...query, offset: String(offset), limit: String(SCREEN_PAGE_MAX_ROWS) },
      }),
    )
    expect(response.status).toBe(200)
    const answer = response.body as ScreenAnswer
    rows.push(...answer.rows)
    total = answer.total
    offset = answer.nextOffset
  }
  return { total, rows }
}

const AVAILABLE = new Set(['available', 'available_with_checks'])
const OPEN = new Set([...AVAILABLE, 'needs_confirmation'])
const homesOf = (homes: number | 'unlimited' | null | undefined) =>
  homes === 'unlimited' ? UNLIMITED_HOMES : (homes ?? null)

describe("a lot's fronts", () => {
  it('are what its stored pathways give, a row for each open pathway and for each first of a class', async () => {
    const stored = await t.database.db.select().from(screenFronts)
    const byApn = new Map<string, typeof stored>()
    for (const row of stored) byApn.set(row.apn, [...(byApn.get(row.apn) ?? []), row])
    const sorted = <Row extends { scope: string; homes: number | null; value: number }>(
      rows: readonly Row[],
    ) =>
      rows
        .map((row) => ({ row, key: JSON.stringify([row.scope, row.homes, row.value]) }))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map(({ row }) => row)
    expect(byApn.size).toBeGreaterThan(PARCELS / 2)
    for (const [apn, pathways] of pathwaysOf) {
      const expected = pathwayFronts(pathways).map((front) => ({ apn, ...front }))
      expect(sorted(byApn.get(apn) ?? [])).toEqual(sorted(expected))
    }
    // Unpriced pathways are stored below every minimum, not as unknown.
    expect(stored.some((row) => row.value === -Infinity)).toBe(true)
  })

  // Every per-pathway question the fronts answer, the main one ("four homes that pencil") among
  // them: sorted by value it is read from the fronts too.
  const questions: ScreenRequestQuery[] = [
    { pathway: 'sb9', status: 'available', minHomes: '2' },
    { pathway: 'adu' },
    { pathway: 'state_density_bonus', minHomes: '5' },
    { pathway: 'la_base_zoning', minHomes: '1', minValue: '-1000000' },
    { status: 'available' },
    { status: 'available', minHomes: '4', minValue: '1' },
    { minHomes: '4', minValue: '1' },
    { minHomes: '4', minValue: '100000' },
    { minHomes: '2', minValue: '-500000' },
    { minValue: '2' },
    { minHomes: '3' },
  ]

  /** Each lot's pathways that meet `question`'s per-pathway filters together, by APN. */
  function matchingPathways(question: ScreenRequestQuery) {
    const statuses = question.status === 'available' ? AVAILABLE : OPEN
    const minHomes = question.minHomes === undefined ? undefined : Number(question.minHomes)
    const minValue = question.minValue === undefined ? undefined : Number(question.minValue)
    const found = new Map<string, PathwayScreen[]>()
    for (const [apn, pathways] of pathwaysOf) {
      const matching = Object.entries(pathways).filter(
        ([id, pathway]) =>
          statuses.has(pathway.status) &&
          (question.pathway === undefined || id === question.pathway) &&
          (minHomes === undefined || (homesOf(pathway.netNewUnits) ?? -Infinity) >= minHomes) &&
          (minValue === undefined || (pathway.residualLandValue ?? -Infinity) >= minValue),
      )
      if (matching.length > 0)
        found.set(
          apn,
          matching.map(([, pathway]) => pathway),
        )
    }
    return found
  }

  /** True when `rows` are in the order of `key`, the largest first, none last, ties by APN. */
  function inOrder<Row extends { apn: string }>(rows: Row[], key: (row: Row) => number | null) {
    const rank = (row: Row) => key(row) ?? -Infinity
    return rows.every((after, i) => {
      const before = rows[i - 1]
      return (
        before === undefined ||
        rank(before) > rank(after) ||
        (rank(before) === rank(after) && before.apn < after.apn)
      )
    })
  }

  it('answer each per-pathway question with the lots the pathways do, each at the most homes of its matching pathways, most first', async () => {
    for (const question of questions) {
      const expected = new Map(
        [...matchingPathways(question)].map(([apn, matching]) => {
          const homes = matching.flatMap((pathway) => homesOf(pathway.netNewUnits) ?? [])
          return [apn, homes.length === 0 ? null : Math.max(...homes)]
        }),
      )
      expect(expected.size, JSON.stringify(question)).toBeGreaterThan(5)
      const answer = await screen({ ...question, sort: 'homes' })
      expect(answer.total, JSON.stringify(question)).toBe(expected.size)
      expect(answer.rows.map((row) => row.apn).sort()).toEqual([...expected.keys()].sort())
      const homes = answer.rows.map((row) => homesOf(row.netNewUnits))
      expect(homes).toEqual(answer.rows.map((row) => expected.get(row.apn)))
      expect(inOrder(answer.rows, (row) => homesOf(row.netNewUnits))).toBe(true)
    }
  })

  it('answer each per-pathway question sorted by value, the default order, with the same lots, each at the value of its most valuable matching pathway, most first', async () => {
    for (const question of questions) {
      const expected = new Map(
        [...matchingPathways(question)].map(([apn, matching]) => {
          const values = matching.flatMap((pathway) => pathway.residualLandValue ?? [])
          return [apn, values.length === 0 ? null : Math.max(...values)]
        }),
      )
      // The default order is by value: the question asks no order.
      const answer = await screen(question)
      expect(answer.total, JSON.stringify(question)).toBe(expected.size)
      expect(answer.rows.map((row) => row.apn).sort()).toEqual([...expected.keys()].sort())
      const values = answer.rows.map((row) => row.residualLandValue)
      expect(values, JSON.stringify(question)).toEqual(
        answer.rows.map((row) => expected.get(row.apn)),
      )
      expect(inOrder(answer.rows, (row) => row.residualLandValue)).toBe(true)
    }
  })
})
