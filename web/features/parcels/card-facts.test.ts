import { describe, expect, it } from 'vitest'
import { estimatedMarketArea } from '#proforma'
import { parcelCardFacts, type CardParcel } from './card-facts.ts'

/** A County lot as the seed loads it: a valued building, no count of homes, no market area. */
const countyLot: CardParcel = {
  facts: { zone: 'R1', lotSf: 6_254, vacant: false, vhfhsz: false },
  zoning: { zoneString: 'R1-1' },
  transit: { distMtsMi: 0.81, name: 'Sylmar/San Fernando Station', band: 'beyond' },
  property: {
    improvementValue: 231_882,
    communityPlanArea: 'Sylmar',
    estimatedMarketArea: estimatedMarketArea('Sylmar'),
  },
}

const fact = (parcel: CardParcel, label: string) =>
  Object.fromEntries(parcelCardFacts(parcel))[label]

describe('the parcel card’s facts', () => {
  it('say a building stands where the records count no homes but value one', () => {
    expect(fact(countyLot, 'Homes on the lot')).toBe(
      'Not in the records; a structure stands (Assessor’s value $231,882)',
    )
    expect(
      fact(
        {
          ...countyLot,
          facts: { zone: 'R1' },
          property: { ...countyLot.property, improvementValue: 0 },
        },
        'Homes on the lot',
      ),
    ).toBe('Not in the records')
  })

  it('give the market area a report estimates from the plan area, said to be an estimate', () => {
    expect(countyLot.property.estimatedMarketArea?.area).toBe('low')
    expect(fact(countyLot, 'Residential market area')).toBe(
      'Low (estimated from its community plan area, Sylmar)',
    )
    expect(
      fact(
        { ...countyLot, facts: { ...countyLot.facts, residentialMarketArea: 'medium_high' } },
        'Residential market area',
      ),
    ).toBe('Medium-High')
    // Central City has no profiled lot: nothing to estimate from.
    expect(estimatedMarketArea('Central City')).toBeNull()
    expect(
      fact(
        {
          ...countyLot,
          property: {
            ...countyLot.property,
            communityPlanArea: 'Central City',
            estimatedMarketArea: null,
          },
        },
        'Residential market area',
      ),
    ).toBe('Not in the records; the lot’s ZIMAS profile shows it')
  })

  it('say what the records lack as such, never "not known yet"', () => {
    const facts = parcelCardFacts(countyLot)
    expect(Object.fromEntries(facts)['Year built']).toBe('Not in the records')
    expect(Object.fromEntries(facts)['Nearest major transit stop']).toBe(
      'Sylmar/San Fernando Station (0.81 mi)',
    )
    expect(facts.map(([, value]) => value).join(' ')).not.toMatch(/not known yet/i)
  })
})
