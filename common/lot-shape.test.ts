import { describe, expect, it } from 'vitest'
import {
  approximateLot,
  areaSqFt,
  feetFrom,
  outlinesOf,
  positionAt,
  streetBearing,
  type LotOnMap,
} from './lot-shape.ts'

const ORIGIN = { lat: 34.05, lon: -118.3 }
const at = (x: number, y: number) => {
  const [lon, lat] = positionAt(ORIGIN, [x, y])
  return { lat, lon }
}

describe('streetBearing', () => {
  it('reads the street’s direction from the lots along it', () => {
    const northEast = [-100, -50, 50, 100].map((d) => at(d * Math.SQRT1_2, d * Math.SQRT1_2))
    expect(streetBearing(ORIGIN, northEast)).toBeCloseTo(45, 5)
    const northSouth = [-120, -60, 60].map((d) => at(0, d))
    expect(streetBearing(ORIGIN, northSouth)).toBeCloseTo(0, 5)
  })

  it('tells nothing from too few lots, lots that do not line up, or lots out of reach', () => {
    expect(streetBearing(ORIGIN, [at(50, 0)])).toBeNull()
    expect(streetBearing(ORIGIN, [at(50, 0), at(0, 50), at(50, 50), at(-50, 20)])).toBeNull()
    expect(streetBearing(ORIGIN, [at(1000, 0), at(2000, 0), at(3000, 0)])).toBeNull()
  })
})

describe('approximateLot', () => {
  it('lays the width along the street and keeps the area', () => {
    const lot = { ...ORIGIN, lotSf: null, lotWidthFt: 50, lotDepthFt: 150 }
    const shape = approximateLot(lot, 30)!
    expect(areaSqFt(shape.coordinates)).toBeCloseTo(7500, -1)
    const [a, b] = shape.coordinates[0]![0]!.map(([lon, lat]) => feetFrom(ORIGIN, { lat, lon }))
    // The first edge is the front or rear: 50 ft long, at a bearing of 30° (or its reverse).
    expect(Math.hypot(b![0] - a![0], b![1] - a![1])).toBeCloseTo(50, 0)
    const bearing = (Math.atan2(b![0] - a![0], b![1] - a![1]) * 180) / Math.PI
    expect(((bearing % 180) + 180) % 180).toBeCloseTo(30, 3)
  })
})

describe('outlinesOf', () => {
  it('keeps a recorded outline and turns a stand-in to the lots of its street', () => {
    const row = (x: number): LotOnMap => ({
      ...at(x, 0),
      shape: null,
      lotSf: 6000,
      lotWidthFt: 40,
      lotDepthFt: 150,
      streetSearch: 'EAST WEST ST',
      streetBearingDeg: null,
    })
    const drawn = outlinesOf([row(0)], [row(-80), row(-40), row(0), row(40), row(80)])
    expect(drawn).toHaveLength(1)
    expect(drawn[0]!.approximate).toBe(true)
    const corners = drawn[0]!.shape.coordinates[0]![0]!.map(([lon, lat]) =>
      feetFrom(ORIGIN, { lat, lon }),
    )
    const width = Math.max(...corners.map(([x]) => x)) - Math.min(...corners.map(([x]) => x))
    expect(width).toBeCloseTo(40, 0)
  })

  it('turns a stand-in to its street’s bearing on record, over what the neighbours suggest', () => {
    const lot = (x: number, streetBearingDeg: number | null): LotOnMap => ({
      ...at(x, 0),
      shape: null,
      lotSf: 6000,
      lotWidthFt: 40,
      lotDepthFt: 150,
      streetSearch: 'NORTH SOUTH ST',
      streetBearingDeg,
    })
    // Its neighbours stand in an east–west line, but the lot's street runs north–south.
    const [drawn] = outlinesOf(
      [lot(0, 0)],
      [lot(-80, null), lot(-40, null), lot(0, 0), lot(40, null)],
    )
    const corners = drawn!.shape.coordinates[0]![0]!.map(([lon, lat]) =>
      feetFrom(ORIGIN, { lat, lon }),
    )
    const northSouth =
      Math.max(...corners.map(([, y]) => y)) - Math.min(...corners.map(([, y]) => y))
    expect(northSouth).toBeCloseTo(40, 0)
  })
})
