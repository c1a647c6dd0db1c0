import { describe, expect, it } from 'vitest'
import { analyzeParcel, type Analysis } from '#engine'
import { formatHomes, netNewHomesWords } from './figures.ts'

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

describe('a pathway’s homes on the parcel card', () => {
  const ranking = (entry: Partial<Analysis['summary']['ranking'][number]>) =>
    [
      { id: 'la_base_zoning', totalUnits: 19, netNewUnits: 0, ...entry },
    ] as unknown as Analysis['summary']['ranking']
  it('says a pathway that allows fewer homes than stand adds none', () => {
    expect(netNewHomesWords({ id: 'la_base_zoning', maxUnits: 19 }, ranking({}), 42)).toBe(
      'adds no homes (19 homes allowed, 42 stand now)',
    )
  })
  it('counts net new homes first, the homes in all beside them', () => {
    expect(
      netNewHomesWords(
        { id: 'la_base_zoning', maxUnits: 8 },
        ranking({ totalUnits: 8, netNewUnits: 7 }),
        1,
      ),
    ).toBe('7 net new homes, 8 in all')
    expect(
      netNewHomesWords(
        { id: 'la_base_zoning', maxUnits: 8 },
        ranking({ totalUnits: 8, netNewUnits: null }),
        null,
      ),
    ).toBe('8 homes in all; net new homes not known')
  })

  it('says on what the ADUs’ net count rests when the homes on the lot are not known', () => {
    // A County lot as the seed has it: zoned R1, a building valued, no count of homes.
    const analysis = analyzeParcel({
      parcel: { zone: 'R1', heightDistrict: '1', lotSf: 7200, vacant: false, rso: false },
      scenario: { analysisDate: '2026-11-24' },
    })
    const { ranking } = analysis.summary
    const standing = analysis.existing.existingUnits
    expect(standing).toBeNull()
    expect(netNewHomesWords(analysis.pathways.la_base_zoning, ranking, standing)).toBe(
      '1 home in all; net new homes not known',
    )
    const adu = analysis.pathways.adu
    expect(netNewHomesWords(adu, ranking, standing)).toBe(
      `${adu.maxUnits} net new homes if 1 home stands now; what stands is not in the records`,
    )
  })
})
