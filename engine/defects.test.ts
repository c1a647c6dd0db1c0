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
