import { describe, expect, it } from 'vitest'
import { analyzeParcel, type ParcelFacts } from '#engine'
import { REPORT_CONTENTS } from './contents.ts'
import { readingsFor } from './readings.ts'

function analysisOf(parcel: ParcelFacts) {
  return analyzeParcel({ parcel, scenario: { analysisDate: '2026-12-07' } })
}

const ALL = REPORT_CONTENTS.multifamily_development.pathways

describe('the readings an editor offers', () => {
  it('leaves out a rule of another zone: an RD1.5 lot is asked nothing about R2 lots', () => {
    // 1406 Manzanita St as the County records give it.
    const rd = analysisOf({
      zone: 'RD1.5',
      zoneString: 'RD1.5-1',
      heightDistrict: '1',
      lotSf: 6_715,
      vacant: false,
    })
    const asked = readingsFor(rd, ALL, {})
    expect(asked).not.toContain('r2PerLotCap')
    expect(asked).toContain('byrightRounding')
    const r2 = analysisOf({
      zone: 'R2',
      zoneString: 'R2-1',
      heightDistrict: '1',
      lotSf: 6_715,
      vacant: false,
    })
    expect(readingsFor(r2, ALL, {})).toContain('r2PerLotCap')
  })

  it('asks only what the report’s own pathways read', () => {
    const r1 = analysisOf({
      zone: 'R1',
      zoneString: 'R1-1',
      heightDistrict: '1',
      lotSf: 6_000,
      existingUnits: 1,
    })
    expect(readingsFor(r1, REPORT_CONTENTS.single_family.pathways, {})).toContain('aduSfMode')
    expect(readingsFor(r1, ['la_base_zoning'], {})).not.toContain('aduSfMode')
  })

  it('keeps a reading the report has set, so it can be set back', () => {
    const rd = analysisOf({
      zone: 'RD1.5',
      zoneString: 'RD1.5-1',
      heightDistrict: '1',
      lotSf: 6_715,
    })
    expect(readingsFor(rd, ALL, { r2PerLotCap: 'none' })).toContain('r2PerLotCap')
  })
})
