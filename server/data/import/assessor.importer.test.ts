// The Assessor parcel layer's building records read into one floor area (FORMATS.md: up to five
// records per parcel, text fields where blank or 0 means none).
import { describe, expect, it } from 'vitest'
import { buildingFloorArea } from './assessor.importer.ts'

describe('the building floor area of an Assessor row', () => {
  const row = (areas: readonly string[]) =>
    Object.fromEntries(areas.map((area, index) => [`SQFTmain${index + 1}`, area]))

  it('sums all five building records', () => {
    expect(buildingFloorArea(row(['1200', '800', '450', '300', '150']))).toBe(2900)
  })

  it('skips blank and zero records, and reads thousands separators', () => {
    expect(buildingFloorArea(row(['', '1,450', '0', ' ', '0.0']))).toBe(1450)
  })

  it('is unknown when no record has an area, never 0', () => {
    expect(buildingFloorArea(row(['0', '', '0', '', '']))).toBeUndefined()
    expect(buildingFloorArea({ AIN: '4306026007' })).toBeUndefined()
  })

  it('is not a number when a record is not an area', () => {
    expect(buildingFloorArea(row(['900', 'n/a']))).toBeNaN()
    expect(buildingFloorArea(row(['-200']))).toBeNaN()
  })
})
