import { describe, expect, it } from 'vitest'
import { outsideCoverageMessage, placeOutsideCoverage, splitTypedAddress } from './coverage.ts'

describe('splitTypedAddress', () => {
  it.each([
    ['9406 W Oakmore Rd, Los Angeles, CA 90035', '9406 W Oakmore Rd', 'Los Angeles'],
    ['100 Wilshire Blvd, Santa Monica, CA 90401', '100 Wilshire Blvd', 'Santa Monica'],
    ['1234 Main St, #3, Venice', '1234 Main St', 'Venice'],
    ['1234 Main St, CA 90012', '1234 Main St', null],
    ['100 Wilshire Blvd Santa Monica CA', '100 Wilshire Blvd', 'Santa Monica'],
    ['5000 N Hollywood Blvd North Hollywood', '5000 N Hollywood Blvd', 'North Hollywood'],
    // Without a street type before it, a place name may be the street's own name.
    ['1500 Santa Monica', '1500 Santa Monica', null],
    ['741 w 40th', '741 w 40th', null],
  ])('%s → street %j, place %j', (text, street, place) => {
    expect(splitTypedAddress(text)).toEqual({ street, place })
  })
})

describe('placeOutsideCoverage', () => {
  it.each([
    ['100 Wilshire Blvd, Santa Monica', 'Santa Monica'],
    ['1 Main St, east los angeles', 'East Los Angeles'],
    ['1 Foothill Blvd, La Canada Flintridge', 'La Cañada Flintridge'],
    ['8000 Sunset Blvd West Hollywood CA 90046', 'West Hollywood'],
    ['200 N Spring St, Los Angeles, CA 90012', null],
    ['14000 Ventura Blvd, Sherman Oaks', null],
    ['1000 Pico-Union Ave, Pico-Union', null],
    // A place this list does not know is searched by its street alone.
    ['1 Main St, Little Tokyo', null],
    ['2553 Thurman Ave', null],
  ])('%s → %j', (text, place) => {
    expect(placeOutsideCoverage(text)).toBe(place)
  })

  it('says the scope in the words users read', () => {
    expect(outsideCoverageMessage('Santa Monica')).toBe(
      'Lotwise covers the City of Los Angeles today; Santa Monica is not covered yet',
    )
  })
})
