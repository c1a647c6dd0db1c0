import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts } from '#engine'
import { reportOffers } from './report-offers.ts'

const TODAY = '2026-11-23'

/** The offers for a lot zoned `zone` of `lotSf`, from its own analysis. */
function offersFor(zone: string, lotSf: number, facts: Partial<ParcelFacts> = {}) {
  const parcel: ParcelFacts = { zone, zoneString: `${zone}-1`, lotSf, ...facts }
  const analysis = analyzeParcel({ parcel, scenario: { analysisDate: TODAY } })
  const offers = reportOffers(zone, lotSf, analysis)
  return {
    analysis,
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
    expect(offer('multifamily_development').suggested).toBe(true)
  })

  it('promise on an apartment lot only the laws its analysis leaves open', () => {
    const { offer, analysis } = offersFor('R3', 7500)
    expect(analysis.pathways.sb9.status).toBe('not_available')
    expect(offer('multifamily_zoning').why).not.toContain('SB 9')
    expect(offer('multifamily_zoning').why).toContain('Density bonus')
    expect(offer('single_family').suggested).toBe(false)
    expect(offer('multifamily_zoning').suggested).toBe(true)
    // A small apartment lot is not pushed to the full feasibility study.
    expect(offersFor('R3', 3000).offer('multifamily_development').suggested).toBe(false)
  })

  it('suggest nothing and promise nothing specific without an analysis', () => {
    const offers = reportOffers(null, null, null)
    expect(offers.map((offer) => offer.suggested)).toEqual([false, false, false])
  })
})
