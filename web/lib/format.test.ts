import { describe, expect, it } from 'vitest'
import { formatDate, formatMonthOrDate } from './format.ts'

describe('formatDate', () => {
  it('writes every day of a leap year and a plain one as Intl does for en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    for (const year of [2024, 2026]) {
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
        const iso = day.toISOString().slice(0, 10)
        expect(formatDate(iso), iso).toBe(intl.format(day))
        day = new Date(day.getTime() + 86_400_000)
      }
    }
  })

  it('shows anything that is not a calendar date as given, rather than failing the page', () => {
    expect(formatDate('2026-13-01')).toBe('2026-13-01')
    expect(formatDate('2026-10')).toBe('2026-10')
    expect(formatDate('')).toBe('')
  })
})

describe('formatMonthOrDate', () => {
  it('writes a month alone, a full date as formatDate does, and anything else as given', () => {
    expect(formatMonthOrDate('2026-11')).toBe('November 2026')
    expect(formatMonthOrDate('2026-01-05')).toBe('January 5, 2026')
    expect(formatMonthOrDate('2026-13')).toBe('2026-13')
  })
})
