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

  it('answer each per-pathway question with the lots the pathways do, each at the most homes of its matching pathways, most first', async () => {
    const questions: ScreenRequestQuery[] = [
      { pathway: 'sb9', status: 'available', minHomes: '2' },
      { pathway: 'adu' },
      { pathway: 'state_density_bonus', minHomes: '5' },
      { pathway: 'la_base_zoning', minHomes: '1', minValue: '-1000000' },
      { status: 'available' },
      { status: 'available', minHomes: '4', minValue: '1' },
      { minHomes: '4', minValue: '100000' },
      { minHomes: '2', minValue: '-500000' },
      { minValue: '2' },
      { minHomes: '3' },
    ]
    for (const question of questions) {
      const statuses = question.status === 'available' ? AVAILABLE : OPEN
      const minHomes = question.minHomes === undefined ? undefined : Number(question.minHomes)
      const minValue = question.minValue === undefined ? undefined : Number(question.minValue)
      const expected = new Map<string, number | null>()
      for (const [apn, pathways] of pathwaysOf) {
        const matching = Object.entries(pathways).filter(
          ([id, pathway]) =>
            statuses.has(pathway.status) &&
            (question.pathway === undefined || id === question.pathway) &&
            (minHomes === undefined || (homesOf(pathway.netNewUnits) ?? -Infinity) >= minHomes) &&
            (minValue === undefined || (pathway.residualLandValue ?? -Infinity) >= minValue),
        )
        if (matching.length === 0) continue
        const homes = matching.flatMap(([, pathway]) => homesOf(pathway.netNewUnits) ?? [])
        expected.set(apn, homes.length === 0 ? null : Math.max(...homes))
      }
      expect(expected.size, JSON.stringify(question)).toBeGreaterThan(5)
      const answer = await screen(question)
      expect(answer.total, JSON.stringify(question)).toBe(expected.size)
      expect(answer.rows.map((row) => row.apn).sort()).toEqual([...expected.keys()].sort())
      const homes = answer.rows.map((row) => homesOf(row.netNewUnits))
      expect(homes).toEqual(answer.rows.map((row) => expected.get(row.apn)))
      // Most homes first, none last, then by APN.
      const key = (homes: number | null) => homes ?? -Infinity
      for (let i = 1; i < answer.rows.length; i++) {
        const [before, after] = [answer.rows[i - 1]!, answer.rows[i]!]
        expect(
          key(homesOf(before.netNewUnits)) > key(homesOf(after.netNewUnits)) ||
            (key(homesOf(before.netNewUnits)) === key(homesOf(after.netNewUnits)) &&
              before.apn < after.apn),
        ).toBe(true)
      }
    }
  })
})
