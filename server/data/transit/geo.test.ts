import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PointIndex, distanceMi, isInPolygon } from './geo.ts'

describe('distanceMi', () => {
  it('measures Union Station to 7th St/Metro Center as about 1.5 miles', () => {
    expect(
      distanceMi({ lat: 34.056, lon: -118.234 }, { lat: 34.0487, lon: -118.2588 }),
    ).toBeCloseTo(1.507, 3)
  })
})

describe('PointIndex', () => {
  const point = fc.record({
    lat: fc.double({ min: 33.7, max: 34.3, noNaN: true }),
    lon: fc.double({ min: -118.7, max: -118.1, noNaN: true }),
  })

  it('finds the same nearest point as checking every one', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 200 }),
        point,
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        (points, from, radius) => {
          const index = new PointIndex(points)
          const byScan = points
            .map((p) => distanceMi(from, p))
            .filter((d) => d <= radius)
            .sort((a, b) => a - b)[0]
          const found = index.nearest(from, radius)
          if (byScan === undefined) expect(found).toBeNull()
          else expect(found?.distanceMi).toBeCloseTo(byScan, 9)
        },
      ),
    )
  })
})

describe('isInPolygon', () => {
  const outer: Array<[number, number]> = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
    [0, 0],
  ]
  const hole: Array<[number, number]> = [
    [4, 4],
    [6, 4],
    [6, 6],
    [4, 6],
    [4, 4],
  ]
  it('is inside the outer ring and outside its holes', () => {
    expect(isInPolygon({ lat: 2, lon: 2 }, [[outer, hole]])).toBe(true)
    expect(isInPolygon({ lat: 5, lon: 5 }, [[outer, hole]])).toBe(false)
    expect(isInPolygon({ lat: 11, lon: 5 }, [[outer]])).toBe(false)
  })
})
