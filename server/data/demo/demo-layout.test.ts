import { describe, expect, it } from 'vitest'
import { layOutDemoCity, type LotToPlace } from './demo-layout.ts'
import { NEIGHBOURHOODS } from './la-places.ts'

describe('laying out the demo city', () => {
  it('names the streets of a neighbourhood of more rows than the street names it first looks among', () => {
    // Shallow lots as wide as a block lay one lot per block and so many rows: the million-lot
    // benchmark's neighbourhoods ran out of nearby names this way.
    const place = NEIGHBOURHOODS.find((neighbourhood) => neighbourhood.name === 'Arleta')!
    const lots: LotToPlace[] = Array.from({ length: 1_000 }, (_, index) => ({
      place,
      widthFt: 500,
      depthFt: 10,
      lotSf: 5_000,
      drawn: [index % 40, Math.floor(index / 40)],
    }))
    const placed = layOutDemoCity(lots)
    expect(placed).toHaveLength(lots.length)
    expect(new Set(placed.map((lot) => lot.street)).size).toBeGreaterThan(80)
  })
})
