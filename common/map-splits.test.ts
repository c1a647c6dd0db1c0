import { describe, expect, it } from 'vitest'
import { describeSplit, resolveShares, SLIVER_SHARE } from './map-splits.ts'

describe('resolveShares', () => {
  it('takes the largest share and keeps every share of at least 5 % of the lot as the split', () => {
    const areas = new Map<string | boolean, number>([
      ['R1-1', 3000],
      ['R2-1', 4200],
      ['C2-1', 500],
    ])
    expect(resolveShares(areas, 10_000)).toEqual({
      value: 'R2-1',
      split: [
        { value: 'R2-1', sf: 4200 },
        { value: 'R1-1', sf: 3000 },
        { value: 'C2-1', sf: 500 },
      ],
    })
  })

  it('treats a share just under 5 % as a sliver, and one at 5 % as a split', () => {
    const lotSf = 10_000
    const under = new Map([
      ['R1-1', lotSf * (1 - SLIVER_SHARE) + 1],
      ['R2-1', lotSf * SLIVER_SHARE - 1],
    ])
    expect(resolveShares(under, lotSf)).toEqual({ value: 'R1-1', split: null })
    const at = new Map([
      ['R1-1', lotSf * (1 - SLIVER_SHARE)],
      ['R2-1', lotSf * SLIVER_SHARE],
    ])
    expect(resolveShares(at, lotSf)?.split?.map((share) => share.value)).toEqual(['R1-1', 'R2-1'])
  })

  it('answers null when nothing covers the lot', () => {
    expect(resolveShares(new Map([['R1-1', 0]]), 5000)).toBeNull()
  })
})

describe('describeSplit', () => {
  it('names the layer, each part with its share and area, and the reading used', () => {
    expect(
      describeSplit('tocTier', [
        { value: 0, sf: 3000 },
        { value: 2, sf: 2000 },
      ]),
    ).toBe(
      'The lot straddles a line on the map of Transit Oriented Communities tiers: outside every TOC tier on 60 % of the lot (3,000 sq ft), TOC Tier 2 on 40 % (2,000 sq ft). The larger part’s reading (outside every TOC tier) is used for the whole lot until it is confirmed; a rule that covers only part of a lot may apply to that part alone.',
    )
  })
})
