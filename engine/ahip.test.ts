// The Affordable Housing Incentive Program (CHIP, LAMC 12.22 A.39; law/rules-chip-replacement.md
// §C3): 80 to 100 % affordable projects, figured at the state floor for a 100 % affordable
// project (65915), which the program may exceed, and said so on every figure that rests on it.
import { describe, expect, it } from 'vitest'
import type { ParcelFacts } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

const R3_LOT: ParcelFacts = {
  ...CLEAN,
  zone: 'R3',
  heightDistrict: '1',
  lotSf: 7_500,
  existingUnitType: 'none',
  distMtsMi: 2,
}
const FULLY_AFFORDABLE = { setAsideCategory: '100PCT' as const, applicationDate: '2026-11-15' }

describe('the Affordable Housing Incentive Program', () => {
  it('gives a 100 % affordable project away from transit its base density plus 80 %, every figure cited', () => {
    const ahip = analyze(R3_LOT, FULLY_AFFORDABLE).pathways.ahip
    expect(ahip.status).toBe('available')
    // 7,500 / 800 = 9.38, rounded up to 10; 80 % of 10 = 8 more.
    expect(ahip.baseUnits).toBe(10)
    expect(ahip.maxUnits).toBe(18)
    expect(ahip.incentives).toBe(5)
    expect(ahip.affordable).toEqual([{ category: 'LI', units: 18, pct: 100 }])
    expect(ahip.legalStatus.status).toBe('in_force')
    for (const source of ahip.sources) expect(source.citations.length).toBeGreaterThan(0)
    const units = ahip.sources.find((source) => source.figure === 'maxUnits')
    expect(units?.confidence).toBe('low')
    expect(units?.caveats.map((caveat) => caveat.message).join(' ')).toMatch(
      /own base incentives \(LAMC 12\.22 A\.39\(e\)\) were not read/,
    )
    expect(ahip.flags.map((flag) => flag.code)).toContain('ahip_local_tables')
    expect(ahip.notes.join(' ')).toMatch(/never two together/)
  })

  it('has no density limit, 33 ft more height and no parking within ½ mile of a major transit stop', () => {
    const near = analyze({ ...R3_LOT, distMtsMi: 0.5 }, FULLY_AFFORDABLE).pathways.ahip
    expect(near.maxUnits).toBe('unlimited')
    expect(near.maxHeightFt).toBe(45 + 33)
    expect(near.parkingMin).toBe(0)
    const beyond = analyze({ ...R3_LOT, distMtsMi: 0.51 }, FULLY_AFFORDABLE).pathways.ahip
    expect(beyond.maxUnits).toBe(18)
    expect(beyond.maxHeightFt).toBeNull()
    const within = analyze({ ...R3_LOT, distMtsMi: 0.49 }, FULLY_AFFORDABLE).pathways.ahip
    expect(within.maxUnits).toBe('unlimited')
  })

  it('treats a very-low-vehicle-travel area as near transit, and only that', () => {
    const vlvta = (veryLowVmtArea: boolean) =>
      analyze({ ...R3_LOT, veryLowVmtArea }, FULLY_AFFORDABLE).pathways.ahip
    expect(vlvta(true)).toMatchObject({ maxUnits: 'unlimited', maxHeightFt: 45 + 33 })
    expect(vlvta(false)).toMatchObject({ maxUnits: 18, maxHeightFt: null })
  })

  it('is for 80 to 100 % affordable projects: below 80 % it is not available, at 80 % it is to confirm', () => {
    const cases = [
      { setAsidePct: 79, status: 'not_available' },
      { setAsidePct: 80, status: 'needs_confirmation' },
      { setAsidePct: 81, status: 'needs_confirmation' },
    ] as const
    for (const { setAsidePct, status } of cases) {
      const ahip = analyze(R3_LOT, { setAsideCategory: 'VLI', setAsidePct }).pathways.ahip
      expect(ahip.status).toBe(status)
      expect(ahip.criteria[0]?.requirement).toBe('The project’s homes are 80 to 100 % affordable')
    }
    const none = analyze(R3_LOT).pathways.ahip
    expect(none.status).toBe('not_available')
    expect(none.maxUnits).toBeNull()
    expect(none.failReasons[0]?.message).toMatch(
      /and the scenario is not one, so it gives no figures here/,
    )
    // At 80 % of base homes the affordable homes are 80 % of all homes, rounded up.
    const eighty = analyze(R3_LOT, { setAsideCategory: 'VLI', setAsidePct: 80 }).pathways.ahip
    expect(eighty.affordable).toEqual([{ category: 'LI', units: 15, pct: 80 }])
  })

  it('needs 5 base homes for the state floor: 4 is not available, 5 and 6 are', () => {
    // R3: 800 sq ft per home, so 3,200, 4,000 and 4,800 sq ft give 4, 5 and 6 base homes.
    const results = [3_200, 4_000, 4_800].map(
      (lotSf) => analyze({ ...R3_LOT, lotSf }, FULLY_AFFORDABLE).pathways.ahip,
    )
    expect(results.map((result) => result.status)).toEqual([
      'not_available',
      'available',
      'available',
    ])
    expect(results.map((result) => result.maxUnits)).toEqual([null, 9, 11])
    expect(results[0]?.criteria[0]?.code).toBe('below_five_units')
  })

  it('offers no unlimited homes on a 5,000 sq ft R1 lot near transit', () => {
    const ahip = analyze(
      { ...CLEAN, zone: 'R1', heightDistrict: '1', lotSf: 5_000, distMtsMi: 0.2 },
      FULLY_AFFORDABLE,
    ).pathways.ahip
    expect(ahip.status).toBe('not_available')
    expect(ahip.maxUnits).toBeNull()
  })

  it('applies to applications filed from February 11, 2025, when CHIP took effect', () => {
    const before = analyze(R3_LOT, { ...FULLY_AFFORDABLE, applicationDate: '2025-02-10' })
    expect(before.pathways.ahip.status).toBe('not_yet_effective')
    const on = analyze(R3_LOT, { ...FULLY_AFFORDABLE, applicationDate: '2025-02-11' })
    expect(on.pathways.ahip.status).toBe('available')
    const after = analyze(R3_LOT, { ...FULLY_AFFORDABLE, applicationDate: '2025-02-12' })
    expect(after.pathways.ahip.status).toBe('available')
  })

  it('refuses a zone that permits no housing', () => {
    const ahip = analyze({ ...R3_LOT, zone: 'M2' }, FULLY_AFFORDABLE).pathways.ahip
    expect(ahip.status).toBe('not_available')
    expect(ahip.criteria[0]?.requirement).toBe('The zone permits housing')
  })
})
