// The Assessor parcel layer's building records read into one floor area, one count of homes and
// one year built (FORMATS.md: up to five records per parcel, text fields where blank or 0 means
// none), and the roll's single columns preferred where an export has them.
import { describe, expect, it } from 'vitest'
import { buildingFloorArea, buildingUnits, buildingYearBuilt } from './assessor.importer.ts'

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

describe('the homes on an Assessor row', () => {
  const row = (units: readonly string[]) =>
    Object.fromEntries(units.map((count, index) => [`Units${index + 1}`, count]))

  it('sums the building records when the export has no single Units column', () => {
    expect(buildingUnits(row(['4', '', '2', '0', '1']))).toBe(7)
  })

  it('reads 0 homes across the records as a fact, and no records as unknown', () => {
    expect(buildingUnits(row(['0', '0']))).toBe(0)
    expect(buildingUnits(row(['', ' ']))).toBeUndefined()
  })

  it("prefers the roll's single Units column", () => {
    expect(buildingUnits({ Units: '12', Units1: '3' })).toBe(12)
  })

  it('is not a number when a record is not a count', () => {
    expect(buildingUnits(row(['2', 'many']))).toBeNaN()
  })
})

describe('the year built of an Assessor row', () => {
  it('takes the earliest building record, skipping the 0 the Assessor writes for none', () => {
    expect(
      buildingYearBuilt({
        YearBuilt1: '1987',
        YearBuilt2: '0',
        YearBuilt3: '1924',
        YearBuilt4: '',
      }),
    ).toBe(1924)
  })

  it("prefers the roll's single YearBuilt column, and is unknown without any", () => {
    expect(buildingYearBuilt({ YearBuilt: '1955', YearBuilt1: '1924' })).toBe(1955)
    expect(buildingYearBuilt({ YearBuilt1: '0' })).toBeUndefined()
  })
})
