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

  it('names sources as a reader knows them, once when two feeds are one source to a reader', () => {
    expect(
      distinctSources([
        { dataset: 'GTFS transit feed', date: '2026-08-08' },
        {
          dataset:
            'Los Angeles County GIS: Assessor parcel layer (LACounty_Parcel MapServer) and Very High Fire Hazard Severity Zones (Hazards MapServer)',
          date: '2026-02-24',
        },
      ]),
    ).toEqual([
      { dataset: 'LA Metro schedules', date: '2026-08-08' },
      { dataset: 'LA County Assessor parcels and fire hazard maps', date: '2026-02-24' },
    ])
  })
})
