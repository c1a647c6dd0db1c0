// The edges of every threshold: each test sits on both sides of one number of the law.
import { describe, expect, it } from 'vitest'
import {
  analyzeParcel,
  EngineInputError,
  findSource,
  MAX_LOT_SF,
  transitDistanceBand,
  type EngineOptions,
  type ParcelFacts,
  type Scenario,
} from './index.ts'
import { analyze, CLEAN, TODAY } from './test-parcels.ts'
import { stackedBonusPct, stateBonusPct } from './rules/density-bonus.ts'
import { roundDown, roundUp } from './analysis/rounding.ts'

function run(
  parcel: ParcelFacts,
  scenario: Partial<Scenario> = {},
  options: Partial<EngineOptions> = {},
) {
  return analyze(parcel, scenario, options).pathways
}

describe('SB 9 lot split: 1,200 sq ft and 40 %', () => {
  const split = (lotSf: number, parts: [number, number]) =>
    run({ ...CLEAN, zone: 'R1', lotSf }, { proposedSplitSf: parts, ownerAffidavit: true }).sb9
      .details.lotSplit as {
      allowed: boolean | 'conditional'
      failReasons: Array<{ code: string }>
    }

  it('allows exactly 40 % and refuses just under it', () => {
    expect(split(5000, [2000, 3000]).allowed).toBe(true)
    expect(split(5000, [1999, 3001]).failReasons.map((r) => r.code)).toEqual([
      'lot_split_min_share',
    ])
  })

  it('allows a new lot of exactly 1,200 sq ft and refuses 1,199', () => {
    expect(split(2400, [1200, 1200]).allowed).toBe(true)
    expect(split(2398, [1199, 1199]).failReasons.map((r) => r.code)).toContain('lot_split_min_area')
  })

  it('with a clean record and an affidavit, SB 9 is fully available', () => {
    expect(run({ ...CLEAN, zone: 'R1', lotSf: 6000 }, { ownerAffidavit: true }).sb9).toMatchObject({
      eligible: true,
      maxUnits: 4,
    })
  })

  it('counts the 3-year tenant look-back from the year: 3 years ago is outside it', () => {
    expect(
      run(
        { ...CLEAN, zone: 'R1', lotSf: 6000, tenantOccupiedWithinYears: 3 },
        { ownerAffidavit: true },
      ).sb9.eligible,
    ).toBe(true)
    expect(
      run(
        { ...CLEAN, zone: 'R1', lotSf: 6000, tenantOccupiedWithinYears: 2.9 },
        { ownerAffidavit: true },
      ).sb9.eligible,
    ).toBe(false)
  })
})

describe('lot-size limits: 5 acres (SB 684) and 1.5 acres (SB 1123)', () => {
  it('SB 684 allows 217,800 sq ft and refuses one more', () => {
    // A housing element site of 10 homes keeps the minimum density within the 10-home cap.
    const site = { ...CLEAN, zone: 'RD6', vacant: true, housingElementSiteUnits: 10 }
    expect(run({ ...site, lotSf: 217_800 }).sb684.eligible).toBe(true)
    expect(run({ ...site, lotSf: 217_801 }).sb684.failReasons.map((r) => r.code)).toContain(
      'lot_too_large',
    )
  })

  it('SB 684 takes a housing element minimum of 10 homes and refuses 11', () => {
    const site = { ...CLEAN, zone: 'RD6', vacant: true, lotSf: 100_000 }
    expect(run({ ...site, housingElementSiteUnits: 10 }).sb684).toMatchObject({
      status: 'available',
      minUnits: 10,
    })
    expect(run({ ...site, housingElementSiteUnits: 11 }).sb684.status).toBe('not_available')
  })

  it('SB 1123 allows 65,340 sq ft and refuses one more', () => {
    expect(run({ ...CLEAN, zone: 'R1', lotSf: 65_340, vacant: true }).sb1123.eligible).toBe(true)
    expect(run({ ...CLEAN, zone: 'R1', lotSf: 65_341, vacant: true }).sb1123.eligible).toBe(false)
  })
})

describe('AB 2011 corridors: 70 to 150 ft', () => {
  const corridor = (rowWidthFt: number, applicationDate = TODAY) =>
    run(
      {
        ...CLEAN,
        zone: 'C2',
        heightDistrict: '1',
        lotSf: 20_000,
        corridorRowWidthFt: rowWidthFt,
        corridorFrontageFt: 100,
        distMtsMi: 2,
      },
      { applicationDate },
    ).ab2011

  it('accepts 70 and 150 ft and refuses 151 ft', () => {
    expect(corridor(70).eligible).toBe(true)
    expect(corridor(150).eligible).toBe(true)
    expect(corridor(151).eligible).toBe(false)
  })

  it('refuses 69 ft under the original act, and makes it conditional under AB 2243', () => {
    expect(corridor(69, '2024-06-01').eligible).toBe(false)
    expect(corridor(69).eligible).toBe('conditional')
    expect(corridor(49).eligible).toBe(false)
  })

  it('uses 40 du/acre on corridors under 100 ft and 60 from 100 ft, for sites of an acre or more', () => {
    const acre = (rowWidthFt: number) =>
      run({
        ...CLEAN,
        zone: 'C2',
        heightDistrict: '1',
        lotSf: 43_560,
        corridorRowWidthFt: rowWidthFt,
        corridorFrontageFt: 100,
        distMtsMi: 2,
      }).ab2011.details.stateDuPerAcre
    expect(acre(99)).toBe(40)
    expect(acre(100)).toBe(60)
  })
})

describe('input bounds', () => {
  it('takes a lot of 10,000 acres and refuses one more square foot', () => {
    expect(run({ zone: 'A1', lotSf: MAX_LOT_SF }).la_base_zoning.maxUnits).toBe(1)
    expect(() => run({ zone: 'A1', lotSf: MAX_LOT_SF + 1 })).toThrow(EngineInputError)
  })

  it('takes dates written YYYY-MM-DD with a real month and day, and refuses the rest', () => {
    for (const date of ['2026-01-01', '2026-12-31', '2025-02-11', '2026-09-30'])
      expect(run({ zone: 'R1' }, { analysisDate: date }).la_base_zoning.id).toBe('la_base_zoning')
    for (const date of ['2026-00-10', '2026-13-01', '2026-11-00', '2026-11-32', '2026-1-01'])
      expect(() => run({ zone: 'R1' }, { analysisDate: date })).toThrow(
        `The analysis date must be written YYYY-MM-DD; got "${date}".`,
      )
    for (const date of ['2026/11/23', '20261-1-23', 'abcd-ef-gh', ' 2026-11-23', '2026-11-23T'])
      expect(() => run({ zone: 'R1' }, { applicationDate: date })).toThrow(
        `The application date must be written YYYY-MM-DD; got "${date}".`,
      )
  })
})

describe('transit distances: ¼ and ½ mile', () => {
  it('AB 2097 applies at exactly ½ mile and not beyond', () => {
    expect(run({ zone: 'C2', distMtsMi: 0.5 }).ab2097.eligible).toBe(true)
    expect(run({ zone: 'C2', distMtsMi: 0.5001 }).ab2097.eligible).toBe(false)
  })

  it('a detached ADU may be 18 ft within ½ mile walking, 16 ft beyond', () => {
    expect(run({ zone: 'R1', lotSf: 6000, walkDistMtsMi: 0.5 }).adu.maxHeightFt).toBe(18)
    expect(run({ zone: 'R1', lotSf: 6000, walkDistMtsMi: 0.51 }).adu.maxHeightFt).toBe(16)
  })

  it('places distances in the adjacent (200 ft), quarter, half and beyond bands', () => {
    expect(transitDistanceBand(200 / 5280)).toBe('adjacent')
    expect(transitDistanceBand(201 / 5280)).toBe('quarter')
    expect(transitDistanceBand(0.25)).toBe('quarter')
    expect(transitDistanceBand(0.2501)).toBe('half')
    expect(transitDistanceBand(0.5)).toBe('half')
    expect(transitDistanceBand(0.5001)).toBe('beyond')
  })

  it('a walk of exactly ½ mile puts the stop within ½ mile in a straight line; a longer walk does not', () => {
    expect(run({ zone: 'C2', walkDistMtsMi: 0.5 }).ab2097.status).toBe('available')
    expect(run({ zone: 'C2', walkDistMtsMi: 0.5001 }).ab2097.status).toBe('needs_confirmation')
  })

  it('a straight-line distance over ½ mile settles the walking test too', () => {
    expect(
      run({ ...CLEAN, zone: 'R1', lotSf: 6000, distMtsMi: 0.6 }, { ownerAffidavit: true }).sb9
        .parkingMin,
    ).toBe(4)
  })
})

describe('the 5-unit thresholds', () => {
  it('a density bonus needs a base of 5 units (or 5 in total under the other reading)', () => {
    expect(
      run({}, { baseUnits: 5, setAsideCategory: 'VLI', setAsidePct: 20 }).state_density_bonus
        .eligible,
    ).toBe(true)
    const four = run({}, { baseUnits: 4, setAsideCategory: 'VLI', setAsidePct: 25 })
    expect(four.state_density_bonus.eligible).toBe(false)
    const total = analyzeParcel(
      {
        parcel: {},
        scenario: { analysisDate: TODAY, baseUnits: 4, setAsideCategory: 'VLI', setAsidePct: 25 },
      },
      { dbMinUnitsBasis: 'total' },
    )
    expect(total.pathways.state_density_bonus).toMatchObject({ eligible: true, maxUnits: 6 })
  })

  it('TOC needs 5 units after its increase', () => {
    // RD2: 6,000 sq ft is 3 units; +35 % in Tier 1 = 4.05 → 5 units.
    expect(
      run({ zone: 'RD2', lotSf: 6000, tocTier: 1 }, { applicationDate: '2024-06-01' }).la_toc
        .maxUnits,
    ).toBe(5)
    // 4,000 sq ft is 2 units; ×1.35 = 2.7 → 3, short of 5.
    expect(
      run({ zone: 'RD2', lotSf: 4000, tocTier: 1 }, { applicationDate: '2024-06-01' }).la_toc
        .eligible,
    ).toBe(false)
  })
})

describe('effective dates', () => {
  it('SB 79 from 2026-07-01', () => {
    const site = {
      zone: 'R3',
      lotSf: 10_000,
      sb79StopTier: 1 as const,
      sb79DistBand: 'quarter' as const,
      sb79LocalDelay: false,
      rso: false,
    }
    expect(run(site, { analysisDate: '2026-06-30' }).sb79.status).toBe('not_yet_effective')
    expect(run(site, { analysisDate: '2026-07-01' }).sb79.eligible).toBe(true)
  })

  it('SB 1123 for applications from 2025-07-01', () => {
    const lot = { ...CLEAN, zone: 'R1', lotSf: 8000, vacant: true }
    expect(run(lot, { applicationDate: '2025-06-30' }).sb1123.status).toBe('not_yet_effective')
    expect(run(lot, { applicationDate: '2025-07-01' }).sb1123).toMatchObject({
      eligible: true,
      maxUnits: 6,
    })
  })

  it('TOC closes to applications from 2025-02-11, when CHIP took effect', () => {
    const lot = { zone: 'R3', heightDistrict: '1', lotSf: 10_000, tocTier: 2 }
    expect(run(lot, { applicationDate: '2025-02-10' }).la_toc.eligible).toBe('conditional')
    expect(run(lot, { applicationDate: '2025-02-11' }).la_toc.status).toBe('closed')
  })

  it('AB 2243 governs AB 2011 applications from 2025-01-01', () => {
    const site = {
      ...CLEAN,
      zone: 'C2',
      lotSf: 20_000,
      corridorRowWidthFt: 100,
      corridorFrontageFt: 100,
    }
    expect(run(site, { applicationDate: '2024-12-31' }).ab2011.details.version).toBe('original')
    expect(run(site, { applicationDate: '2025-01-01' }).ab2011.details.version).toBe('ab2243')
  })

  it('the AB 1287 stacked bonus from 2024-01-01', () => {
    const scenario = {
      baseUnits: 20,
      setAsideCategory: 'VLI' as const,
      setAsidePct: 15,
      ab1287Category: 'VLI' as const,
      ab1287Pct: 5,
    }
    expect(
      run({}, { ...scenario, analysisDate: '2023-12-31' }).state_density_bonus.details.ab1287,
    ).toBeUndefined()
    expect(
      run({}, { ...scenario, analysisDate: '2024-01-01' }).state_density_bonus.details.ab1287,
    ).toMatchObject({ units: 4 })
  })
})

describe('rounding rules', () => {
  it('by-right density rounds down unless the option says up; exact quotients are not moved', () => {
    expect(run({ zone: 'R3', heightDistrict: '1', lotSf: 8000 }).la_base_zoning.maxUnits).toBe(10)
    expect(
      run({ zone: 'R3', heightDistrict: '1', lotSf: 8000 }, {}, { byrightRounding: 'ceil' })
        .la_base_zoning.maxUnits,
    ).toBe(10)
    expect(
      run({ zone: 'R3', heightDistrict: '1', lotSf: 8001 }, {}, { byrightRounding: 'ceil' })
        .la_base_zoning.maxUnits,
    ).toBe(11)
  })

  it('binary fractions do not push a whole number over the edge', () => {
    expect(0.07 * 100).not.toBe(7)
    expect(roundUp(0.07 * 100)).toBe(7)
    expect(0.29 * 100).not.toBe(29)
    expect(roundDown(0.29 * 100)).toBe(29)
  })

  it('density-bonus shares between rows use the row at or below', () => {
    expect(stateBonusPct('VLI', 10.99)).toBe(32.5)
    expect(stateBonusPct('VLI', 11)).toBe(35)
    expect(stateBonusPct('LI', 20)).toBe(35)
    expect(stateBonusPct('LI', 24)).toBe(50)
    expect(stateBonusPct('MOD', 40)).toBe(35)
    expect(stateBonusPct('MOD', 44)).toBe(50)
    expect(stackedBonusPct('VLI', 10)).toBe(38.75)
    expect(stackedBonusPct('MOD', 15)).toBe(50)
    expect(stackedBonusPct('VLI', 4.9)).toBe(0)
  })

  it('the R2 per-lot cap is an option', () => {
    expect(run({ zone: 'R2', heightDistrict: '1', lotSf: 10_000 }).la_base_zoning.maxUnits).toBe(2)
    expect(
      run({ zone: 'R2', heightDistrict: '1', lotSf: 10_000 }, {}, { r2PerLotCap: 'none' })
        .la_base_zoning.maxUnits,
    ).toBe(4)
  })
})

describe('unknown facts', () => {
  it('never pass or fail silently: each is named in a reason, decisive or routine', () => {
    const sb9 = run({ zone: 'R1', lotSf: 6000 }).sb9
    expect(sb9.eligible).toBe('conditional')
    const decisive = sb9.failReasons.filter((r) => r.status === 'unknown').map((r) => r.fact)
    expect(decisive).toEqual(['hpoz', 'rso', 'tenantOccupiedWithinYears'])
    const routine = sb9.failReasons.filter((r) => r.status === 'check').map((r) => r.fact)
    expect(routine).toEqual(
      expect.arrayContaining([
        'vhfhsz',
        'wetland',
        'hazardousWasteSite',
        'deedRestrictedAffordable',
      ]),
    )
  })

  it('an unreadable zone makes the zone-based pathways conditional, not failed', () => {
    const pathways = run({ zone: 'Q9', lotSf: 6000 })
    expect(pathways.la_base_zoning.eligible).toBe('conditional')
    expect(pathways.la_base_zoning.failReasons[0]?.code).toBe('zone_unreadable')
  })

  it('a detached house alone on its lot is outside the RSO; one home of unknown kind is not settled', () => {
    const house = { ...CLEAN, rso: undefined, zone: 'R1', lotSf: 6000, existingUnits: 1 }
    expect(run({ ...house, existingUnitType: 'SFD' }, { ownerAffidavit: true }).sb9.eligible).toBe(
      true,
    )
    // A condominium unit or a lot with a second dwelling is covered.
    expect(run(house, { ownerAffidavit: true }).sb9.failReasons).toContainEqual(
      expect.objectContaining({ code: 'rso_unknown', status: 'unknown' }),
    )
  })

  it('the RSO cutoff: built by 1977 presumed covered, 1978 unsettled, 1979–2006 exempt, from 2007 unsettled', () => {
    const rso = (yearBuilt: number) =>
      run({
        ...CLEAN,
        rso: undefined,
        zone: 'R1',
        lotSf: 6000,
        existingUnits: 2,
        yearBuilt,
      }).sb9.failReasons.find((r) => r.fact === 'rso')?.code ?? 'exempt'
    expect(rso(1977)).toBe('rso_presumed')
    expect(rso(1978)).toBe('rso_unknown')
    expect(rso(1979)).toBe('exempt')
    expect(rso(2006)).toBe('exempt')
    expect(rso(2007)).toBe('rso_unknown')
  })
})

describe('the zone string', () => {
  it('supplies the class, height district and HPOZ status when they are not given', () => {
    const pathways = run({ zoneString: '[Q]R1-1VLD-HPOZ', lotSf: 6000 })
    expect(pathways.la_base_zoning).toMatchObject({ maxUnits: 1, maxHeightFt: 33 })
    expect(pathways.la_base_zoning.notes.join(' ')).toMatch(
      /\[Q\] qualified classification.*"D" development limitation/s,
    )
    expect(pathways.sb9.failReasons.map((r) => r.code)).toContain('hpoz')
  })

  it('a complete string without -HPOZ settles that the lot is outside one', () => {
    const sb9 = run({ zoneString: 'R1-1', lotSf: 6000 }).sb9
    expect(sb9.failReasons.map((r) => r.fact)).not.toContain('hpoz')
  })
})

describe('every contested option shows the figure under each reading where it matters', () => {
  const readingsOf = (
    result: ReturnType<typeof run>[keyof ReturnType<typeof run>],
    figure: 'maxUnits' | 'baseUnits',
  ) =>
    findSource(result, figure)?.readings.map(({ option, value, result: units, chosen }) => [
      option,
      value,
      units,
      chosen,
    ])

  it('half of an abutting alley (20 ft wide, 50 ft of lot width: 500 sq ft more)', () => {
    const base = run({
      zone: 'R3',
      heightDistrict: '1',
      lotSf: 7500,
      alleyWidthFt: 20,
      lotWidthFt: 50,
    }).la_base_zoning
    expect(readingsOf(base, 'maxUnits')).toEqual([
      ['byrightRounding', 'floor', 9, true],
      ['byrightRounding', 'ceil', 10, false],
      ['includeHalfAlleySf', false, 9, true],
      ['includeHalfAlleySf', true, 10, false],
    ])
  })

  it('the general plan’s densities, when the base is the greatest of zone and plan', () => {
    const db = run(
      { zone: 'R2', lotSf: 20_000, generalPlanLandUse: 'Low Medium I Residential' },
      { setAsideCategory: 'VLI', setAsidePct: 20 },
      { dbBaseDensityMode: 'greatest_of_zone_and_gplu' },
    ).state_density_bonus
    // 17 or 18 homes per acre × 0.459 acres: 7.8 → 8 or 8.3 → 9.
    expect(readingsOf(db, 'baseUnits')).toEqual([
      ['dbBaseDensityMode', 'zone_only', 2, false],
      ['dbBaseDensityMode', 'greatest_of_zone_and_gplu', 8, true],
      ['gpluDensitySource', 'framework', 8, true],
      ['gpluDensitySource', 'community_plan', 9, false],
    ])
  })

  it('AB 1287 on a 100 % affordable project, away from transit', () => {
    const scenario = {
      baseUnits: 20,
      setAsideCategory: '100PCT' as const,
      ab1287Category: 'VLI' as const,
      ab1287Pct: 10,
    }
    const db = run({ distMtsMi: 2 }, scenario).state_density_bonus
    expect(db.maxUnits).toBe(36)
    expect(readingsOf(db, 'maxUnits')).toEqual([
      ['ab1287AllowsFullyAffordable', false, 36, true],
      ['ab1287AllowsFullyAffordable', true, 40, false],
    ])
    expect(
      run({ distMtsMi: 2 }, scenario, { ab1287AllowsFullyAffordable: true }).state_density_bonus
        .maxUnits,
    ).toBe(40)
  })

  it('AB 2011 before and after AB 2243 in a very-low-vehicle-travel area', () => {
    // An acre of C1 (54 homes by zone) on a 100 ft corridor, far from transit: 60 homes per
    // acre under the original act, 80 under AB 2243 in a very-low-vehicle-travel area.
    const ab2011 = run({
      ...CLEAN,
      zone: 'C1',
      heightDistrict: '1',
      lotSf: 43_560,
      corridorRowWidthFt: 100,
      corridorFrontageFt: 100,
      distMtsMi: 2,
      veryLowVmtArea: true,
    }).ab2011
    expect(ab2011.maxUnits).toBe(80)
    expect(readingsOf(ab2011, 'maxUnits')).toEqual([
      ['ab2011Version', 'original', 60, false],
      ['ab2011Version', 'ab2243', 80, true],
    ])
  })
})
