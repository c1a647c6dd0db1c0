import { describe, expect, it } from 'vitest'
import { analyzeParcel } from '#engine'
import { formatHomes } from './figures.ts'

describe("a pathway's homes in the report's table", () => {
  it('name the whole lot beside the ADUs, which the summary counts with the house they join', () => {
    const analysis = analyzeParcel({
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 7200, existingUnits: 1, rso: false },
      scenario: { analysisDate: '2026-11-24' },
    })
    const { adu, la_base_zoning: base } = analysis.pathways
    const onLot = analysis.summary.ranking.find((entry) => entry.id === 'adu')?.totalUnits
    expect(typeof adu.maxUnits === 'number' && onLot === adu.maxUnits + 1).toBe(true)
    expect(formatHomes(adu, analysis.summary.ranking)).toBe(
      `${adu.maxUnits} homes added, ${onLot} on the lot`,
    )
    // A pathway whose homes are the lot's homes says only that.
    expect(formatHomes(base, analysis.summary.ranking)).toBe('1 home')
  })
})
