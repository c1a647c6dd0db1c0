// The ADU pathway counts its ADUs by kind (detached, converted from space in a building, junior),
// each count with its source, so the pro forma can price each kind at its own cost and rent.
import { describe, expect, it } from 'vitest'
import { findSource, type PathwayResult } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

const HOUSE = {
  ...CLEAN,
  zone: 'R1',
  lotSf: 6_500,
  existingUnits: 1,
  existingUnitType: 'SFD',
} as const

const kindsOf = (adu: PathwayResult) => ({
  detached: adu.details.detachedAdusMax,
  converted: adu.details.conversionAdusMax,
  junior: adu.details.juniorAdusMax,
})

const readingsOf = (adu: PathwayResult, figure: `details.${string}`) =>
  findSource(adu, figure)?.readings.map(({ value, result }) => [value, result])

describe('ADUs by kind', () => {
  it('a house under HCD’s reading: one converted, one detached and one junior ADU, each with the other reading', () => {
    const adu = analyze(HOUSE).pathways.adu
    expect(adu.maxUnits).toBe(3)
    expect(kindsOf(adu)).toEqual({ detached: 1, converted: 1, junior: 1 })
    expect(findSource(adu, 'details.conversionAdusMax')?.rule).toContain(
      'converted from space in the house or an accessory building',
    )
    expect(findSource(adu, 'details.juniorAdusMax')?.rule).toBe(
      'One junior ADU of at most 500 sq ft inside the house',
    )
    expect(readingsOf(adu, 'details.conversionAdusMax')).toEqual([
      ['hcd', 1],
      ['conservative', 0],
    ])
    // The same under both readings: no readings to show.
    expect(readingsOf(adu, 'details.detachedAdusMax')).toEqual([])
    expect(readingsOf(adu, 'details.juniorAdusMax')).toEqual([])
    for (const figure of ['conversionAdusMax', 'detachedAdusMax', 'juniorAdusMax'])
      expect(findSource(adu, `details.${figure}`)?.citations[0]?.section).toBe('66323')
  })

  it('a house under the conservative reading: one detached and one junior ADU, the CONTESTED switch showing both figures', () => {
    const adu = analyze(HOUSE, {}, { aduSfMode: 'conservative' }).pathways.adu
    expect(adu.maxUnits).toBe(2)
    expect(kindsOf(adu)).toEqual({ detached: 1, converted: 0, junior: 1 })
    expect(findSource(adu, 'details.conversionAdusMax')?.readings).toMatchObject([
      {
        value: 'hcd',
        result: 1,
        chosen: false,
        message: expect.stringContaining('One converted ADU.'),
      },
      {
        value: 'conservative',
        result: 0,
        chosen: true,
        message: expect.stringContaining('No converted ADU.'),
      },
    ])
    expect(adu.flags.map((flag) => flag.code)).toContain('adu_sf_combination')
  })

  it('an existing 30-home building: 7 conversions in space not used as living space, 8 detached, no junior ADU', () => {
    const adu = analyze({
      ...CLEAN,
      zone: 'R4',
      existingUnits: 30,
      existingUnitType: 'multifamily',
    }).pathways.adu
    expect(adu.maxUnits).toBe(15)
    expect(kindsOf(adu)).toEqual({ detached: 8, converted: 7, junior: 0 })
    expect(findSource(adu, 'details.conversionAdusMax')?.rule).toContain(
      'not used as living space (storage rooms, boiler rooms, attics, garages), which public records do not show',
    )
    expect(findSource(adu, 'details.juniorAdusMax')?.rule).toBe(
      'No junior ADUs: they are made only inside a single-family house',
    )
    // Parking counts only the detached ADUs.
    expect(adu.parkingMin).toBe(8)
  })

  it('a proposed multifamily building: two detached ADUs, no conversion and no junior ADU', () => {
    const adu = analyze({ ...CLEAN, zone: 'R3', lotSf: 7_500, vacant: true }).pathways.adu
    expect(adu.maxUnits).toBe(2)
    expect(kindsOf(adu)).toEqual({ detached: 2, converted: 0, junior: 0 })
    expect(findSource(adu, 'details.conversionAdusMax')?.rule).toBe(
      'No conversions: they are made in an existing multifamily building, and none stands yet',
    )
    expect(findSource(adu, 'details.juniorAdusMax')).toBeDefined()
  })
})
