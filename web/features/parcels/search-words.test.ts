import { describe, expect, it } from 'vitest'
import { announcementText, noMatchText } from './search-words.ts'

describe('what the address search announces', () => {
  it('says what the list says when nothing matches, not "0 parcels found"', () => {
    expect(announcementText('1406 Manzanitta St', 0, undefined)).toBe(
      'No parcel matches “1406 Manzanitta St”. Check the spelling, or try the APN.',
    )
    expect(announcementText('1406 Manzanitta St', 0, undefined)).toBe(
      noMatchText('1406 Manzanitta St'),
    )
  })

  it('counts what it lists when something matches', () => {
    expect(announcementText('Manzanita', 1, undefined)).toBe('1 parcel found')
    expect(announcementText('Manzanita', 12, undefined)).toBe('12 parcels found')
  })
})
