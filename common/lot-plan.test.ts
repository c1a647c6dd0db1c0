import { describe, expect, it } from 'vitest'
import { planLot } from './lot-plan.ts'
import { positionAt, type LotShape } from './lot-shape.ts'

// A block laid out in feet along a street that runs 30° north of east: `u` along the street,
// `v` away from it, the street's near edge at v = −60 in front of the lot.
const centre = { lat: 34.05, lon: -118.3 }
const turn = Math.PI / 6
const at = (u: number, v: number) =>
  positionAt(centre, [
    u * Math.cos(turn) - v * Math.sin(turn),
    u * Math.sin(turn) + v * Math.cos(turn),
  ])
const lot = (u0: number, u1: number, v0: number, v1: number): LotShape => ({
  type: 'MultiPolygon',
  coordinates: [[[at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1), at(u0, v0)]]],
})
const ours = lot(-25, 25, -60, 60)
const left = lot(-75, -25, -60, 60)
const right = lot(25, 75, -60, 60)
const behind = lot(-25, 25, 60, 180)
// Lots of the same street across it (a 40 ft street), by their middles.
const across = [-50, 0, 50].map((u) => {
  const [lon, lat] = at(u, -160)
  return { lat, lon }
})

describe('planLot', () => {
  it('turns a lot to its addressed street, front at the bottom, and names its lot lines', () => {
    const plan = planLot(ours, [left, right, behind], { centre, across })
    expect(plan).not.toBeNull()
    expect(plan!.frontFrom).toBe('addressed_street')
    expect(plan!.corner).toBe(false)
    expect([...plan!.edgeNames].sort()).toEqual(['front', 'rear', 'side', 'side'])
    const i = plan!.edgeNames.indexOf('front')
    const [a, b] = [plan!.outline[i]!, plan!.outline[(i + 1) % 4]!]
    // The front runs along the bottom, 50 ft long; the lot is 120 ft deep.
    expect(a[1]).toBeCloseTo(0, 0)
    expect(b[1]).toBeCloseTo(0, 0)
    expect(Math.abs(b[0] - a[0])).toBeCloseTo(50, 0)
    expect(Math.max(...plan!.outline.map(([, y]) => y))).toBeCloseTo(120, 0)
  })

  it('finds a corner lot: the side with no neighbour is its second street frontage', () => {
    const plan = planLot(ours, [left, behind], { centre, across })
    expect(plan!.corner).toBe(true)
    expect([...plan!.edgeNames].sort()).toEqual(['front', 'rear', 'side', 'street_side'])
  })

  it('takes the narrower frontage as the front when no lot across the street is known', () => {
    // Through lot: streets in front and behind, neighbours on both sides; both frontages 50 ft,
    // so either may be the front, but never a 120 ft side.
    const plan = planLot(ours, [left, right], { centre, across: [] })
    expect(plan!.frontFrom).toBe('narrower_frontage')
    const i = plan!.edgeNames.indexOf('front')
    const [a, b] = [plan!.outline[i]!, plan!.outline[(i + 1) % 4]!]
    expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeCloseTo(50, 0)
  })
})
