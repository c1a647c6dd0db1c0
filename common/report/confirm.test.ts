// What a review may confirm a fact as: never "not known", which is what leaves it open; and for
// years since a tenancy, any number of years the laws' look-backs (5, 7, 10 years) need.
import { describe, expect, it } from 'vitest'
import { confirmedAnswer } from './confirm.ts'

describe('confirmedAnswer', () => {
  it('refuses "Not known" as a confirmed answer, and takes the choices that are known', () => {
    expect(confirmedAnswer('sb79LaStatus', JSON.stringify('unknown'))).toBeNull()
    expect(confirmedAnswer('sb79LaStatus', JSON.stringify('available'))).toEqual({
      label: 'Available',
      assignment: { parcel: { sb79LaStatus: 'available' } },
    })
  })

  it('takes years since a tenant lived there as a typed number, beside "never"', () => {
    expect(confirmedAnswer('tenantOccupiedWithinYears', '7')).toEqual({
      label: '7 years ago',
      assignment: { parcel: { tenantOccupiedWithinYears: 7 } },
    })
    expect(confirmedAnswer('lowerIncomeOccupiedWithinYears', '3')?.label).toBe('3 years ago')
    expect(confirmedAnswer('tenantOccupiedWithinYears', JSON.stringify('never'))?.label).toBe(
      'Never',
    )
    expect(confirmedAnswer('tenantOccupiedWithinYears', 'seven')).toBeNull()
  })
})
