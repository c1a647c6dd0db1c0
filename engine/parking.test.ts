// Code parking counts habitable rooms, the kitchen included (LAMC 12.21 A.4, 12.03): under three
// rooms 1 space, three rooms 1.5, more than three 2. A unit mix may be written by bedrooms
// ("studio", "1BR") or by habitable rooms ("3 rooms"); both give the same figures.
import { describe, expect, it } from 'vitest'
import { analyzeParcel, EngineInputError } from './index.ts'
import { analyze, CLEAN, TODAY } from './test-parcels.ts'

/** R3, 9,600 sq ft: 12 homes by right; 3 miles from transit, so code parking applies. */
const R3_TWELVE = { ...CLEAN, zone: 'R3', heightDistrict: '1', lotSf: 9_600, distMtsMi: 3 }

const baseParking = (unitMix: Record<string, number>) =>
  analyze(R3_TWELVE, { unitMix }).pathways.la_base_zoning.parkingMin

describe('code parking by habitable rooms', () => {
  it('counts the issue’s 12-home mix as 21 spaces, not 15', () => {
    expect(analyze(R3_TWELVE).pathways.la_base_zoning.maxUnits).toBe(12)
    expect(baseParking({ '1BR': 6, '2BR': 6 })).toBe(21)
  })

  it('one below, at and one above three habitable rooms: 1, 1.5 and 2 spaces a home', () => {
    expect(baseParking({ '2 rooms': 12 })).toBe(12)
    expect(baseParking({ '3 rooms': 12 })).toBe(18)
    expect(baseParking({ '4 rooms': 12 })).toBe(24)
  })

  it('a studio has two rooms, a one-bedroom three, a two-bedroom four', () => {
    expect(baseParking({ studio: 12 })).toBe(12)
    expect(baseParking({ '0BR': 12 })).toBe(12)
    expect(baseParking({ '1BR': 12 })).toBe(18)
    expect(baseParking({ '2BR': 12 })).toBe(24)
    expect(baseParking({ '3BR': 12 })).toBe(24)
  })

  it('reads a mix by rooms exactly as the same mix by bedrooms, in every pathway', () => {
    const scenario = (unitMix: Record<string, number>) =>
      analyze({ ...R3_TWELVE, distMtsMi: 3, lotSf: 20_000 }, { unitMix, setAsidePct: 10 })
    const byBedrooms = scenario({ studio: 2, '1BR': 4, '2BR': 4, '3BR': 2 })
    const byRooms = scenario({ '2 rooms': 2, '3 rooms': 4, '4 rooms': 4, '5 rooms': 2 })
    for (const id of ['la_base_zoning', 'state_density_bonus'] as const)
      expect(byRooms.pathways[id].parkingMin).toBe(byBedrooms.pathways[id].parkingMin)
    expect(byRooms.pathways.state_density_bonus.parkingMin).not.toBeNull()
  })

  it('accepts the common spellings of both forms', () => {
    expect(baseParking({ '1 bedroom': 6, '2-bedroom': 6 })).toBe(21)
    expect(baseParking({ '3 habitable rooms': 6, '4HR': 6 })).toBe(21)
  })

  it('refuses a mix it cannot read, saying how to write it', () => {
    expect(() =>
      analyzeParcel({
        parcel: R3_TWELVE,
        scenario: { analysisDate: TODAY, unitMix: { penthouse: 2 } },
      }),
    ).toThrow(EngineInputError)
    expect(() =>
      analyzeParcel({
        parcel: R3_TWELVE,
        scenario: { analysisDate: TODAY, unitMix: { penthouse: 2 } },
      }),
    ).toThrow(/"studio", "1BR".*"3 rooms"/)
  })
})
