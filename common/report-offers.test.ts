import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts } from '#engine'
import { betterFitThan, reportOffers } from './report-offers.ts'

const TODAY = '2026-11-23'

/** The offers for a lot zoned `zone` of `lotSf`, from its own analysis. */
function offersFor(zone: string, lotSf: number, facts: Partial<ParcelFacts> = {}) {
  const parcel: ParcelFacts = { zone, zoneString: `${zone}-1`, lotSf, ...facts }
  const analysis = analyzeParcel({ parcel, scenario: { analysisDate: TODAY } })
  const offers = reportOffers(zone, analysis)
  return {
    analysis,
    offers,
    offer: (productId: string) => offers.find((offer) => offer.productId === productId)!,
  }
}

describe('report offers', () => {
  it('steer a house lot to the Single Family Report for what it works out there', () => {
    const { offer, analysis } = offersFor('R1', 6000)
    expect(analysis.pathways.sb9.status).not.toBe('not_available')
    expect(offer('single_family')).toMatchObject({ suggested: true })
    expect(offer('single_family').why).toContain('SB 9')
    expect(offer('single_family').why).toContain('ADUs')
  })

  it('never promise SB 9 on an R2 lot, and point to the report that tests SB 684', () => {
    const { offer, analysis } = offersFor('R2', 6000)
    expect(analysis.pathways.sb9.status).toBe('not_available')
    expect(analysis.pathways.sb684.status).not.toBe('not_available')
    const single = offer('single_family')
    expect(single.suggested).toBe(false)
    expect(single.why).toMatch(/SB 9 and SB 1123 do not apply here/)
    expect(single.why).not.toMatch(/lot split/)
    expect(offer('multifamily_zoning')).toMatchObject({ suggested: true })
    expect(offer('multifamily_zoning').why).toContain('SB 684')
    // One suggestion: the development report adds the money to the same laws, and says so.
    expect(offer('multifamily_development').suggested).toBe(false)
    expect(offer('multifamily_development').why).toContain('SB 684')
  })

  it('promise on an apartment lot only the laws its analysis leaves open', () => {
    const { offer, analysis } = offersFor('R3', 7500)
    expect(analysis.pathways.sb9.status).toBe('not_available')
    expect(offer('multifamily_zoning').why).not.toContain('SB 9')
    expect(offer('multifamily_zoning').why).toContain('The state density bonus')
    expect(offer('single_family').suggested).toBe(false)
    expect(offer('multifamily_zoning').suggested).toBe(true)
  })

  it.each([
    ['R1', 6000],
    ['R2', 6000],
    ['R3', 7500],
    ['R3', 3000],
    ['C2', 8000],
  ] as const)('suggest at most one report for a %s lot of %i sq ft', (zone, lotSf) => {
    const { offers } = offersFor(zone, lotSf)
    expect(offers.filter((offer) => offer.suggested)).toHaveLength(1)
  })

  it('keep a house lot on the Single Family Report while ADUs lead its analysis', () => {
    const { offer, offers, analysis } = offersFor('R1', 6000)
    expect(analysis.summary.ranking[0]?.id).toBe('adu')
    expect(offers.filter((offer) => offer.suggested).map((offer) => offer.productId)).toEqual([
      'single_family',
    ])
    // The zoning report still says what it adds on this lot.
    expect(offer('multifamily_zoning').why).toMatch(
      /may apply to this R1 lot, beyond the laws for house lots/,
    )
  })

  it('name no law and suggest nothing on a Downtown lot whose zone cannot be read', () => {
    // 416 S Spring St (5149-038-001): Chapter 1A zoning, which the zone tables do not cover.
    const parcel: ParcelFacts = { zoneString: '[DM4-CHC1-5] [CX2-FA] [CPIO]', lotSf: 10334 }
    const analysis = analyzeParcel({ parcel, scenario: { analysisDate: TODAY } })
    expect(analysis.pathways.sb9.status).toBe('needs_confirmation')
    const offers = reportOffers('CX2', analysis)
    expect(offers.map((offer) => offer.suggested)).toEqual([false, false, false])
    for (const offer of offers) {
      expect(offer.why).toContain('We could not read the zone of this CX2 lot')
      expect(offer.why).not.toMatch(/SB 9|SB 1123|ADU|SB 684|density bonus/i)
    }
  })

  it('read as sentences a homeowner reads: capitalised, punctuated, no program codes', () => {
    // An RD1.5 lot opens the density bonus and the City's three mixed-income programs, named once.
    const { offers } = offersFor('RD1.5', 7000)
    expect(offers.find((offer) => offer.productId === 'multifamily_zoning')?.why).toBe(
      'The state density bonus, SB 684, SB 79 and the City’s mixed-income incentives near transit, on corridors and for low-rise homes may apply to this RD1.5 lot, beyond the laws for house lots; this report tests every one.',
    )
    for (const offer of offers) {
      expect(offer.why).toMatch(/^[A-Z].*\.$/)
      expect(offer.why).not.toMatch(/MIIP|AHIP|CHIP|TOC|Density bonus/)
      // A zone is followed by a noun, never straight by a law's name.
      expect(offer.why).not.toMatch(/RD1\.5 lot [A-Z]/)
    }
    expect(offersFor('R1', 6000).offer('single_family').why).toBe(
      'What ADUs, SB 9 and SB 1123 could add to this R1 lot, with a rough cost and value.',
    )
  })

  it('suggest nothing and promise nothing specific without an analysis', () => {
    const offers = reportOffers(null, null)
    expect(offers.map((offer) => offer.suggested)).toEqual([false, false, false])
  })
})

describe('a better fit at checkout', () => {
  const { offers } = offersFor('R3', 7500)

  it('points a Single Family order on an apartment lot to the suggested report', () => {
    expect(betterFitThan(offers, 'single_family')?.productId).toBe('multifamily_zoning')
  })

  it('leaves alone an order for the suggested report or one that contains it', () => {
    expect(betterFitThan(offers, 'multifamily_zoning')).toBeNull()
    expect(betterFitThan(offers, 'multifamily_development')).toBeNull()
  })
})
