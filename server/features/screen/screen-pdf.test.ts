// The PDF summary of a screen, read back: its filters in words, the number of lots, the homes by
// pathway and the first lots, the same as the screen itself answers; signed in only.
import { isNotNull } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ScreenAnswer } from '#common/contracts/screen.ts'
import { ENGINE_VERSION } from '#engine'
import { screenRuns } from '#server/db/schema/index.ts'
import { todayInLosAngeles } from '#server/lib/dates.ts'
import { callAs, type People } from '#tests/setup/people.ts'
import { createScreenedDemoCity } from '#tests/setup/screened-demo-city.ts'
import type { TestApp } from '#tests/setup/test-app.ts'

let t: TestApp
let people: People

beforeAll(async () => {
  const city = await createScreenedDemoCity(300)
  t = city.t
  people = city.people
}, 120_000)
afterAll(() => t.close())

async function textOf(pdf: ArrayBuffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

describe('GET /api/screen/summary.pdf', () => {
  it('reads back as the screen: its filters, how many lots match, and the first lots in its order', async () => {
    const query = { minHomes: '2', exclude: 'fire_zone,hpoz', sort: 'value' }
    const screen = await callAs(t, people, 'owner', (api) => api.screen.$get({ query }))
    const answer = screen.body as ScreenAnswer
    expect(answer.total).toBeGreaterThan(10)

    const response = await t.api(people.owner).screen['summary.pdf'].$get({ query })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lotwise-screen-\d{4}-\d{2}-\d{2}\.pdf"$/,
    )
    const text = await textOf(await response.arrayBuffer())
    expect(text).toContain(`${answer.total.toLocaleString('en-US')} lots match`)
    expect(text).toContain('Any pathway available or to confirm')
    expect(text).toContain('At least 2 net new homes')
    expect(text).toContain(
      'Leaving out: Very high fire hazard zone; Historic preservation overlay (HPOZ)',
    )
    expect(text).toContain('In order of residual land value, highest first')
    expect(text).toContain('The first 10 lots')
    // The first ten lots in the screen's order, each by its APN.
    const apns = answer.rows.slice(0, 10).map((row) => row.apn)
    const positions = apns.map((apn) => text.indexOf(apn))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(text).not.toContain(answer.rows[10]?.apn ?? 'none')
    expect(text).toContain(`Lotwise engine ${ENGINE_VERSION}`)
    expect(text).toMatch(/Page 1 of \d/)
  })

  it('names the day the results were computed as the law they rest on, not the day it is made', async () => {
    // The refresh finished on an earlier day: its lots were analysed under that day's law.
    await t.database.db
      .update(screenRuns)
      .set({ finishedAt: new Date('2026-11-02T20:00:00Z') })
      .where(isNotNull(screenRuns.finishedAt))
    const response = await t.api(people.owner).screen['summary.pdf'].$get({ query: {} })
    const text = await textOf(await response.arrayBuffer())
    expect(text).toContain('under the laws in force on 2026-11-02.')
    expect(text).toContain(`Screened ${todayInLosAngeles()}`)
  })

  it('a visitor is asked to sign in; a filter out of range is refused naming it', async () => {
    const visitor = await t.api(null).screen['summary.pdf'].$get({ query: { minHomes: '2' } })
    expect(visitor.status).toBe(401)
    const bad = await t.api(people.owner).screen['summary.pdf'].$get({ query: { minHomes: '-1' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      error: { message: 'minHomes: minHomes must be between 0 and 100,000 homes' },
    })
  })
})
