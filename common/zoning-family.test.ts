import { describe, expect, it } from 'vitest'
import { OTHER_ZONING, zoningFamilyOf } from './zoning-family.ts'

describe('zoningFamilyOf', () => {
  it.each([
    ['R1', 'single-family'],
    ['R1V2', 'single-family'],
    ['RE15', 'single-family'],
    ['RA', 'single-family'],
    ['A1', 'single-family'],
    ['RAS4', 'apartments'],
    ['R3', 'apartments'],
    ['R5', 'apartments'],
    ['R2', 'two-family'],
    ['RD1.5', 'two-family'],
    ['C2', 'commercial'],
    ['CM', 'commercial'],
    ['CX3', 'commercial'],
    ['MU', 'commercial'],
    ['M1', 'industrial'],
    ['IX4', 'industrial'],
    ['OS', 'open-space'],
    ['PF', 'open-space'],
    ['PVSP', 'other'],
    ['P', 'other'],
  ])('%s is %s', (zone, family) => {
    expect(zoningFamilyOf(zone).id).toBe(family)
  })

  it('a lot with no zone on record is in no family', () => {
    expect(zoningFamilyOf(null)).toBe(OTHER_ZONING)
    expect(zoningFamilyOf('')).toBe(OTHER_ZONING)
  })

  it('reads a zone class in any case', () => {
    expect(zoningFamilyOf('rd2').id).toBe('two-family')
  })
})
