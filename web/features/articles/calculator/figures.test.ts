// The calculators' words for their figures: counts agree with their nouns and every number is
// grouped in thousands, checked on each guide's calculator from its example to the largest lot
// the engine accepts.
import { describe, expect, it } from 'vitest'
import { MAX_LOT_SF, type PathwayResult } from '#engine'
import { PUBLIC_PAGES } from '#content/pages.ts'
import type { Guide } from '#content/types.ts'
import { countOf, homesText, otherCount, ownFigures } from './figures.ts'
import { runCalculator } from './run.ts'

const TODAY = '2026-07-01'
const GUIDES = PUBLIC_PAGES.filter((page) => page.view === 'guide').map(
  (page) => [page.path, page.body as Guide] as const,
)

function results(guide: Guide, facts: Readonly<Record<string, unknown>> = {}): PathwayResult[] {
  const outcome = runCalculator(
    { ...guide.calculator.example, ...facts },
    guide.calculator.pathways,
    TODAY,
  )
  if (!outcome.ok) throw new Error(outcome.error)
  return [...outcome.results]
}

function sb79(): Guide {
  const guide = GUIDES.find(([path]) => path === '/sb-79')?.[1]
  if (!guide) throw new Error('no SB 79 guide')
  return guide
}

/** Everything the calculator itself words about a set of results. */
function shownTexts([own, ...others]: PathwayResult[]): string[] {
  return [...(own ? ownFigures(own).map((figure) => figure.value) : []), ...others.map(otherCount)]
}

describe('countOf', () => {
  it('agrees with the count: one in the singular, zero and more in the plural', () => {
    expect(countOf(1, 'space', 'spaces')).toBe('1 space')
    expect(countOf(0, 'space', 'spaces')).toBe('0 spaces')
    expect(countOf(2, 'space', 'spaces')).toBe('2 spaces')
    expect(countOf(1, 'story', 'stories')).toBe('1 story')
    expect(countOf(3, 'story', 'stories')).toBe('3 stories')
  })

  it('groups thousands', () => {
    expect(countOf(1000, 'space', 'spaces')).toBe('1,000 spaces')
    expect(countOf(275_482, 'unit', 'units')).toBe('275,482 units')
    expect(countOf(1_101_928, 'home', 'homes')).toBe('1,101,928 homes')
  })
})

describe('homesText', () => {
  it('says "1 home", "2 homes" and "275,482 homes"', () => {
    expect(homesText(1)).toBe('1 home')
    expect(homesText(0)).toBe('0 homes')
    expect(homesText(2)).toBe('2 homes')
    expect(homesText(275_482)).toBe('275,482 homes')
    expect(homesText('unlimited')).toBe('no fixed limit on homes')
  })
})

describe('ownFigures', () => {
  const [example] = results(sb79())
  if (!example) throw new Error('no SB 79 result')

  it('words one home and one parking space in the singular', () => {
    const figures = ownFigures({ ...example, maxUnits: 1, parkingMin: 1 })
    expect(figures.find((figure) => figure.label === 'Homes')?.value).toBe('1 home')
    expect(figures.find((figure) => figure.label === 'Parking')?.value).toBe('1 space')
  })

  it('groups every figure', () => {
    const figures = ownFigures({
      ...example,
      maxUnits: 12_500,
      maxHeightFt: 1234.5,
      far: 1000,
      parkingMin: 2500,
    })
    expect(figures.map((figure) => [figure.label, figure.value])).toEqual([
      ['Homes', '12,500 homes'],
      ['Height', '1,234.5 ft'],
      ['Floor-area ratio', '1,000'],
      ['Parking', '2,500 spaces'],
    ])
  })

  it('leaves out the figures a pathway does not have', () => {
    const figures = ownFigures({
      ...example,
      maxUnits: null,
      maxHeightFt: null,
      far: null,
      parkingMin: null,
    })
    expect(figures).toEqual([])
  })
})

describe('otherCount', () => {
  it('adds the count after the status, or nothing', () => {
    expect(otherCount({ maxUnits: 1 })).toBe(', 1 home')
    expect(otherCount({ maxUnits: 4 })).toBe(', 4 homes')
    expect(otherCount({ maxUnits: 500_000 })).toBe(', 500,000 homes')
    expect(otherCount({ maxUnits: null })).toBe('')
    expect(otherCount({ maxUnits: 'unlimited' })).toBe('')
  })
})

describe('the SB 79 calculator', () => {
  it('counts a huge lot with its thousands grouped', () => {
    const [own] = results(sb79(), { lot_sf: 100_000_000 })
    expect(own?.maxUnits).toBe(275_482)
    expect(own && ownFigures(own).find((figure) => figure.label === 'Homes')?.value).toBe(
      '275,482 homes',
    )
  })

  it('says "1 home" for the single house local zoning allows beside it', () => {
    const others = results(sb79()).slice(1)
    const local = others.find((result) => result.id === 'la_base_zoning')
    expect(local?.maxUnits).toBe(1)
    expect(local && otherCount(local)).toBe(', 1 home')
  })
})

describe.each(GUIDES)('the %s calculator', (_, guide) => {
  const lots = [guide.calculator.example.lot_sf, 600, 2000, 10_000_000, MAX_LOT_SF]

  it.each(lots)('at %s sq ft groups every number and agrees every count', (lot) => {
    for (const text of shownTexts(results(guide, { lot_sf: lot }))) {
      // Four digits in a row would be a number left ungrouped.
      expect(text).not.toMatch(/\d{4}/)
      expect(text).not.toMatch(/(?<![\d.,])1 (homes|spaces|units|stories)\b/)
    }
  })
})
