import { describe, expect, it } from 'vitest'
import { californiaToday } from './california-date.ts'

const HOUR_MS = 3_600_000
const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })

describe('californiaToday', () => {
  it('gives the date in Los Angeles that Intl gives, every hour from 2024 through 2031', () => {
    const from = Date.UTC(2024, 0, 1)
    const until = Date.UTC(2032, 0, 1)
    for (let time = from; time < until; time += HOUR_MS) {
      const now = new Date(time)
      expect(californiaToday(now), now.toISOString()).toBe(intl.format(now))
    }
  })

  it('changes date at midnight in Los Angeles on either side of each clock change', () => {
    // Every minute of the days around the 2026 changes (March 8 and November 1).
    for (const day of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 31)]) {
      for (let time = day; time < day + 72 * HOUR_MS; time += 60_000) {
        const now = new Date(time)
        expect(californiaToday(now), now.toISOString()).toBe(intl.format(now))
      }
    }
  })
})
