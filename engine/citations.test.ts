// Every figure cites a statute, ordinance or official document; where the research confirmed a
// rule only through a secondary source, the figure says so once, as a caveat, never as its
// citation (issue 36, part 6).
import { describe, expect, it } from 'vitest'
import { findSource, PATHWAY_IDS } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

const LOT = {
  ...CLEAN,
  zone: 'R3',
  heightDistrict: '1',
  lotSf: 10_000,
  distMtsMi: 0.3,
  sb79StopTier: 1,
  sb79DistBand: 'half',
  tocTier: 3,
} as const

describe('primary sources', () => {
  const analysis = analyze(LOT, { setAsideCategory: 'VLI', setAsidePct: 15 })

  it('no citation names a secondary source', () => {
    for (const id of PATHWAY_IDS) {
      const result = analysis.pathways[id]
      for (const citation of [...result.citations, ...result.sources.flatMap((s) => s.citations)]) {
        expect(Object.keys(citation).sort(), id).toEqual(expect.arrayContaining(['law', 'section']))
        expect(citation, id).not.toHaveProperty('secondary')
        expect(`${citation.law} ${citation.section}`, id).not.toMatch(
          /Menlo Park|unreliable|Brownstein|Harkey|House Agent/,
        )
      }
    }
  })

  it('the density bonus cites Gov. Code 65915(f), and says once that its table was read only in a secondary source', () => {
    const bonus = findSource(analysis.pathways.state_density_bonus, 'details.bonusPct')
    expect(bonus?.citations.map((citation) => `${citation.law} ${citation.section}`)).toContain(
      'Cal. Gov. Code 65915(f)',
    )
    const secondary = bonus?.caveats.filter((caveat) => caveat.kind === 'secondary_source') ?? []
    expect(secondary).toHaveLength(1)
    expect(secondary[0]?.message).toContain('the text of Cal. Gov. Code 65915(f) was not read')
    expect(bonus?.confidence).not.toBe('high')
  })

  it('a figure read in the primary text carries no such caveat', () => {
    const toia = analyze({
      ...LOT,
      hillsideArea: false,
      seaLevelRise1ft: false,
      miipToiaTier: 2,
      tcacOpportunityArea: 'moderate',
      miipMarketTier: 'low_medium',
    }).pathways.miip_toia
    const maxUnits = findSource(toia, 'maxUnits')
    expect(maxUnits?.caveats).toEqual([])
    expect(maxUnits?.confidence).toBe('high')
  })
})
