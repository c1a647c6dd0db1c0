import { describe, expect, it } from 'vitest'
import { distinctSources } from './parcel-provenance.ts'

describe('distinctSources', () => {
  it('names each source once, the latest retrieval first', () => {
    const county = { dataset: 'County parcels', date: '2026-02-24' }
    const zoning = { dataset: 'City zoning', date: '2026-03-13' }
    expect(
      distinctSources([county, zoning, county, { dataset: 'County parcels', date: '2025-01-01' }]),
    ).toEqual([zoning, county])
  })
})
