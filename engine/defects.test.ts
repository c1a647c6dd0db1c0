// Answers that were confident and wrong, or figures that were wrong (issue 36), each at its
// threshold: one below, at and one above.
import { describe, expect, it } from 'vitest'
import { analyze, CLEAN } from './test-parcels.ts'

describe('a split R2/R1 lot keeps the R2 cap of two homes on its R2 part', () => {
  const split = (r2Sf: number) =>
    analyze({ ...CLEAN, zoneString: 'R2-1/R1-1', lotSf: r2Sf + 5_000, zoneSplitSf: [r2Sf, 5_000] })
      .pathways.la_base_zoning

  it('counts 2 + 1 = 3 homes where the R2 part alone would hold 5 by area', () => {
    expect(split(12_500).maxUnits).toBe(3)
  })

  it('one below, at and one above two homes’ worth of R2 area', () => {
    expect(split(4_999).maxUnits).toBe(2)
    expect(split(5_000).maxUnits).toBe(3)
    expect(split(7_500).maxUnits).toBe(3)
  })

  it('with the uncapped reading, counts the R2 part by area and says so', () => {
    const result = analyze(
      { ...CLEAN, zoneString: 'R2-1/R1-1', lotSf: 17_500, zoneSplitSf: [12_500, 5_000] },
      {},
      { r2PerLotCap: 'none' },
    ).pathways.la_base_zoning
    expect(result.maxUnits).toBe(6)
    expect(result.optionsUsed).toMatchObject({ r2PerLotCap: 'none' })
  })
})

describe('a lot smaller than the area one home needs in its zone', () => {
  const base = (lotSf: number) =>
    analyze({ ...CLEAN, zone: 'R3', heightDistrict: '1', lotSf }).pathways.la_base_zoning

  it('is not "available, 1 home": one home needs confirmation below 800 sq ft in R3', () => {
    expect(base(0.01)).toMatchObject({ status: 'needs_confirmation', maxUnits: 1 })
    expect(base(799).status).toBe('needs_confirmation')
    expect(base(799).failReasons.map((reason) => reason.code)).toContain('lot_under_one_home')
  })

  it('at and above 800 sq ft, one home stands on the zone’s own density', () => {
    expect(base(800)).toMatchObject({ status: 'available', maxUnits: 1 })
    expect(base(801)).toMatchObject({ status: 'available', maxUnits: 1 })
  })
})

describe('small-lot subdivisions need a lot that can make two parcels', () => {
  const VACANT_R1 = { ...CLEAN, zone: 'R1', heightDistrict: '1', vacant: true, existingUnits: 0 }
  const sb1123 = (lotSf: number) => analyze({ ...VACANT_R1, lotSf }).pathways.sb1123

  it('SB 1123: 2,399 sq ft cannot make two 1,200 sq ft parcels; 2,400 and 2,401 can', () => {
    expect(sb1123(2_399).status).toBe('not_available')
    expect(sb1123(2_399).failReasons.map((reason) => reason.code)).toEqual([
      'lot_too_small_to_split',
    ])
    expect(sb1123(2_400)).toMatchObject({ status: 'available', maxUnits: 2 })
    expect(sb1123(2_401)).toMatchObject({ status: 'available', maxUnits: 2 })
  })

  const VACANT_R3 = { ...CLEAN, zone: 'R3', heightDistrict: '1', vacant: true, existingUnits: 0 }
  const sb684 = (lotSf: number) => analyze({ ...VACANT_R3, lotSf }).pathways.sb684

  it('SB 684: 1,199 sq ft cannot make two 600 sq ft parcels; 1,200 and 1,201 can', () => {
    expect(sb684(1_199).status).toBe('not_available')
    expect(sb684(1_199).failReasons.map((reason) => reason.code)).toContain(
      'lot_too_small_to_split',
    )
    expect(sb684(1_200).status).not.toBe('not_available')
    expect(sb684(1_201).status).not.toBe('not_available')
  })
})

describe('an AB 1287 request that earns no additional bonus leaves Los Angeles’s scale alone', () => {
  /** R4, 40,000 sq ft: 100 base homes; 15 % very low income; applied for before CHIP. */
  const bonus = (ab1287Pct: number) =>
    analyze(
      { ...CLEAN, zone: 'R4', heightDistrict: '1', lotSf: 40_000, distMtsMi: 3 },
      {
        setAsideCategory: 'VLI',
        setAsidePct: 15,
        ab1287Category: 'VLI',
        ab1287Pct,
        applicationDate: '2024-06-01',
      },
    ).pathways.state_density_bonus

  it('4 % more very-low-income homes earn nothing, so the 35 % cap still holds: 135 homes', () => {
    expect(bonus(4).maxUnits).toBe(135)
  })

  it('5 % and 6 % earn the additional bonus, on the full state scale: more than 150', () => {
    expect(bonus(5).maxUnits).toBeGreaterThan(150)
    expect(bonus(6).maxUnits).toBeGreaterThan(150)
  })
})

describe('a 100 % affordable project on a small R1 lot', () => {
  const fullyAffordable = (distMtsMi: number) =>
    analyze(
      { ...CLEAN, zone: 'R1', heightDistrict: '1', lotSf: 5_000, distMtsMi },
      { setAsideCategory: '100PCT' },
    )
  it('is refused under five homes near transit exactly as 3 miles away, not "unlimited, 66 ft"', () => {
    for (const distance of [0.49, 0.5, 0.51, 3]) {
      const { pathways, summary } = fullyAffordable(distance)
      expect(pathways.state_density_bonus.status).toBe('not_available')
      expect(pathways.state_density_bonus.failReasons.map((reason) => reason.code)).toContain(
        'below_five_units',
      )
      expect(summary.recommended).not.toBe('state_density_bonus')
    }
  })

  it('under the reading that counts bonus homes, near transit it may go ahead', () => {
    const near = analyze(
      { ...CLEAN, zone: 'R1', heightDistrict: '1', lotSf: 5_000, distMtsMi: 0.3 },
      { setAsideCategory: '100PCT' },
      { dbMinUnitsBasis: 'total' },
    ).pathways.state_density_bonus
    expect(near.maxUnits).toBe('unlimited')
  })
})

describe('R1 variation zones have their own height, with or without a height district', () => {
  it.each([
    ['R1V1', 30],
    ['R1V2-O', 30],
    ['R1V3-RG', 28],
    ['R1V2-1', 30],
  ])('%s: %i ft', (zoneString, heightFt) => {
    const base = analyze({ ...CLEAN, zoneString, lotSf: 6_000 }).pathways.la_base_zoning
    expect(base.maxHeightFt).toBe(heightFt)
  })
})
