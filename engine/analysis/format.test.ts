import { describe, expect, it } from 'vitest'
import { formatNumber, formatSqFt } from './format.ts'

describe('formatSqFt', () => {
  it('writes an area in whole square feet with the grouping formatNumber writes', () => {
    expect(formatSqFt(7172.3)).toBe('7,172 sq ft')
    expect(formatSqFt(8090)).toBe('8,090 sq ft')
    expect(formatSqFt(999.5)).toBe('1,000 sq ft')
    expect(formatSqFt(1_234_567)).toBe(`${formatNumber(1_234_567)} sq ft`)
    // As Intl writes it, without building a formatter (decision 205).
    for (const area of [0, 12, 540, 4648, 6682.9, 43_560, 2_000_000])
      expect(formatSqFt(area)).toBe(`${Math.round(area).toLocaleString('en-US')} sq ft`)
  })
})
