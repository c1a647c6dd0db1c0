// Each answer of issue 15 that misled a buyer, with the law's answer, and the new statuses.
import { describe, expect, it } from 'vitest'
import { formatNumber } from './analysis/format.ts'
import { EngineInputError, findSource } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

describe('1. SB 684 is not offered where its minimum density cannot be met', () => {
  it('an R3 acre: the minimum of 66 % of 54 homes is 36, more than the 10 SB 684 allows', () => {
    const sb684 = analyze({
      ...CLEAN,
      zone: 'R3',
      heightDistrict: '1',
      lotSf: 43_560,
      vacant: true,
      existingUnits: 0,
    }).pathways.sb684
    expect(sb684).toMatchObject({ status: 'not_available', maxUnits: null, minUnits: null })
    const reason = sb684.failReasons.find((r) => r.code === 'minimum_density_over_cap')
    expect(reason?.message).toBe(
      'SB 684 requires at least 66 % of the zone’s 54 homes: 36 homes, more than the 10 homes it allows. The lot is too large for SB 684.',
    )
  })

  it('on both sides of the bound: 15 zone homes (minimum 10) is open, 16 (minimum 11) is not', () => {
    const lot = (lotSf: number) =>
      analyze({ ...CLEAN, zone: 'R3', lotSf, vacant: true, existingUnits: 0 }).pathways.sb684
    expect(lot(12_799)).toMatchObject({ status: 'available', maxUnits: 10, minUnits: 10 })
    expect(lot(12_800).status).toBe('not_available')
  })

  it('shows the minimum under each reading of what it is measured against', () => {
    const sb684 = analyze({ ...CLEAN, zone: 'R3', lotSf: 10_000, vacant: true }).pathways.sb684
    expect(sb684.minUnits).toBe(8)
    expect(
      findSource(sb684, 'minUnits')?.readings.map(({ value, result }) => [value, result]),
    ).toEqual([
      ['zone', 8],
      ['mullin', 4],
      ['greater_of_zone_and_mullin', 8],
    ])
  })
})

describe('2. a split-zoned lot is never read as its first zone', () => {
  it('without the parts’ areas, every zone-based figure needs confirmation and names the split', () => {
    for (const parcel of [
      { zoneString: 'C2-1VL/R1-1', lotSf: 7000 },
      { zone: 'C2/R1', lotSf: 7000 },
    ]) {
      const { pathways, zoning } = analyze(parcel)
      expect(zoning.split).toBe(true)
      expect(pathways.la_base_zoning).toMatchObject({
        status: 'needs_confirmation',
        maxUnits: null,
      })
      expect(pathways.la_base_zoning.failReasons[0]).toMatchObject({
        code: 'zone_split_areas_unknown',
        fact: 'zoneSplitSf',
        message: expect.stringMatching(
          /^The lot is split between C2(-1VL)? and R1(-1)?; each zone governs its own part/,
        ),
      })
      expect(pathways.state_density_bonus.maxUnits).toBeNull()
      expect(pathways.sb684.maxUnits).toBeNull()
      expect(pathways.ab2011.maxUnits).toBeNull()
      expect(pathways.sb9.failReasons.map((r) => r.code)).toContain('split_zone')
    }
  })

  it('with the areas, each zone counts on its own part, with its own height', () => {
    const base = analyze({ zoneString: 'C2-1VL/R1-1', lotSf: 7000, zoneSplitSf: [3500, 3500] })
      .pathways.la_base_zoning
    // C2: 3,500 ÷ 400 = 8.75 → 8; R1: one house.
    expect(base).toMatchObject({ status: 'available', maxUnits: 9, maxHeightFt: null })
    expect(base.details.parts).toEqual([
      { zone: 'C2-1VL', areaSf: 3500, units: 8, maxHeightFt: 45, maxFloorAreaSf: 5250 },
      { zone: 'R1-1', areaSf: 3500, units: 1, maxHeightFt: 33, maxFloorAreaSf: 1575 },
    ])
  })

  it('says when the parts do not add up to the lot', () => {
    const base = analyze({ zone: 'C2/R1', lotSf: 7000, zoneSplitSf: [3000, 3500] }).pathways
      .la_base_zoning
    expect(base.failReasons[0]?.message).toBe(
      'The parts of the lot in C2 and R1 add up to 6500 sq ft, not the lot’s 7000 sq ft.',
    )
  })
})

describe('3. coastal-zone single-family lots get the coastal limits', () => {
  it('R1-1 in the non-hillside Coastal Zone: 45 ft and FAR 3 of the buildable area, not 0.45 RFA', () => {
    const coastal = {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7200,
      coastalZone: true,
      hillsideArea: false,
    }
    const base = analyze(coastal).pathways.la_base_zoning
    expect(base).toMatchObject({ maxHeightFt: 45, far: 3, maxFloorAreaSf: null })
    expect(base.details.rfaRatio).toBeNull()
    expect(findSource(base, 'maxHeightFt')?.citations[0]?.section).toMatch(/Coastal Zone/)
    // 60 × 120 ft: front 20 ft, sides 5 ft, rear 15 ft leave 50 × 85 = 4,250 sq ft buildable.
    const measured = analyze({ ...coastal, lotWidthFt: 60, lotDepthFt: 120 }).pathways
      .la_base_zoning
    expect(measured.maxFloorAreaSf).toBe(12_750)
    const inland = analyze({ ...coastal, coastalZone: false }).pathways.la_base_zoning
    expect(inland).toMatchObject({ maxHeightFt: 33, maxFloorAreaSf: 3240 })
  })
})

describe('a lot its yards cover is not offered as of right', () => {
  it('an R3 lot 30 ft deep: front and rear yards of 15 ft leave nothing to build on', () => {
    const lot = (lotDepthFt: number) =>
      analyze({
        ...CLEAN,
        zone: 'R3',
        heightDistrict: '1',
        lotSf: 50 * lotDepthFt,
        lotWidthFt: 50,
        lotDepthFt,
      }).pathways.la_base_zoning
    const shallow = lot(30)
    expect(shallow).toMatchObject({ status: 'needs_confirmation', maxFloorAreaSf: 0 })
    expect(shallow.failReasons).toContainEqual(
      expect.objectContaining({
        code: 'no_buildable_area',
        status: 'conditional',
        message:
          'The typical yards of the R3 zone cover the whole of a lot 50 ft wide and 30 ft deep: building on it needs smaller yards, by an adjustment or a variance.',
      }),
    )
    // One foot deeper leaves 40 × 1 = 40 sq ft, FAR 3: 120 sq ft, and no such reason.
    const deeper = lot(31)
    expect(deeper).toMatchObject({ status: 'available', maxFloorAreaSf: 120 })
  })
})

describe('4. a density-bonus set-aside is computed from what was given', () => {
  it('lower-income homes given as a count are lower-income, never very-low', () => {
    const db = analyze({}, { baseUnits: 100, setAsideCategory: 'LI', setAsideUnits: 10 }).pathways
      .state_density_bonus
    expect(db).toMatchObject({ maxUnits: 120, incentives: 1 })
    expect(db.affordable).toEqual([{ category: 'LI', units: 10, pct: 10 }])
  })

  it('a share without a category is read as very-low-income, and the figures say so', () => {
    const db = analyze({}, { baseUnits: 100, setAsidePct: 5 }).pathways.state_density_bonus
    expect(db).toMatchObject({ maxUnits: 120 })
    expect(findSource(db, 'maxUnits')?.caveats).toContainEqual(
      expect.objectContaining({
        kind: 'assumed_scenario',
        message: expect.stringMatching(/read as very-low-income/),
      }),
    )
  })
})

describe('5. the summary ranks only what the facts support', () => {
  it('a lived-in house rules SB 1123 out', () => {
    const { pathways, summary } = analyze({
      zone: 'R1',
      lotSf: 6000,
      existingUnits: 1,
      existingUnitType: 'SFD',
    })
    expect(pathways.sb1123.failReasons).toContainEqual(
      expect.objectContaining({ code: 'not_vacant', fact: 'existingUnits' }),
    )
    expect(summary.ranking.map((entry) => entry.id)).not.toContain('sb1123')
    expect(summary.recommended).toBe('adu')
  })

  it('with only the lot area missing, it asks for the lot area', () => {
    const { summary } = analyze({ zone: 'R3', heightDistrict: '1' })
    expect(summary.recommended).toBeNull()
    expect(summary.reason).toBe(
      'We cannot count the homes this lot allows yet: we need the lot area.',
    )
  })

  it('with no zone, it suggests nothing and asks for the zone', () => {
    const { summary } = analyze({ lotSf: 6000 })
    expect(summary.recommended).toBeNull()
    expect(summary.ranking).toEqual([])
    expect(summary.reason).toMatch(/^We need the zone/)
    expect(summary.missingFacts).toEqual(['the zone'])
  })

  it('a density bonus on an assumed set-aside says so wherever it is ranked', () => {
    const { summary } = analyze({ ...CLEAN, zone: 'R4', heightDistrict: '1', lotSf: 20_000 })
    const db = summary.ranking.find((entry) => entry.id === 'state_density_bonus')
    expect(db?.assumptions).toContainEqual(
      expect.stringMatching(/^No affordable set-aside was chosen/),
    )
    expect(summary.recommended).toBe('state_density_bonus')
    expect(summary.reason).toMatch(
      /^State density bonus \(\d+ homes\) allows the most homes\. This count rests on: No affordable set-aside was chosen/,
    )
    expect(summary.reason).not.toMatch(/facts given/)
  })

  it('a pathway open only on routine checks is available, ranked as such, and lists them', () => {
    const clean = {
      ...CLEAN,
      zone: 'R1',
      lotSf: 6000,
      existingUnits: 1,
      existingUnitType: 'SFD' as const,
    }
    for (const check of [
      'wetland',
      'habitatProtected',
      'conservationEasement',
      'hazardousWasteSite',
    ])
      delete (clean as Record<string, unknown>)[check]
    // Under the older ADU reading the house holds 3 homes, so SB 9's 4 lead.
    const { pathways, summary } = analyze(
      clean,
      { ownerAffidavit: true },
      { aduSfMode: 'conservative' },
    )
    expect(pathways.sb9).toMatchObject({
      status: 'available_with_checks',
      statusLabel: 'Available, subject to routine checks',
      eligible: true,
      maxUnits: 4,
    })
    const entry = summary.ranking.find((ranked) => ranked.id === 'sb9')
    expect(entry?.routineChecks).toEqual([
      'that the site is not a wetland',
      'that the site is not protected habitat',
      'that no conservation easement covers the site',
      'that the site is not on a hazardous-waste list',
    ])
    expect(summary.recommended).toBe('sb9')
    expect(summary.reason).toMatch(/Routine checks remain: that the site is not a wetland/)
  })
})

describe('6. numbers', () => {
  it('groups digits correctly at every size and never loops', () => {
    expect(formatNumber(1_005_000)).toBe('1,005,000')
    expect(formatNumber(1_000)).toBe('1,000')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(12_500.5)).toBe('12,500.5')
    expect(formatNumber(0.1722)).toBe('0.17')
    expect(formatNumber(-1_234_567.891)).toBe('-1,234,567.89')
    expect(formatNumber(1.8e306)).toBe('1.8e+306')
  })

  it('writes at most two decimals, without trailing zeros', () => {
    expect(formatNumber(8.75)).toBe('8.75')
    expect(formatNumber(0.5)).toBe('0.5')
    expect(formatNumber(1.05)).toBe('1.05')
    expect(formatNumber(2.999)).toBe('3')
    expect(formatNumber(999.996)).toBe('1,000')
    expect(formatNumber(0.004)).toBe('0')
    expect(formatNumber(-0.004)).toBe('0')
    expect(formatNumber(65_340.01)).toBe('65,340.01')
  })

  it('refuses a lot area beyond any real lot, in plain words', () => {
    expect(() => analyze({ zone: 'R1', lotSf: 1.8e306 })).toThrow(
      new EngineInputError(
        'lotSf',
        'The lot area must be a number more than 0 and at most 435,600,000 sq ft; got 1.8e+306.',
      ),
    )
    expect(() => analyze({ zone: 'R1', lotSf: Number.NaN })).toThrow(EngineInputError)
    expect(() => analyze({}, { setAsidePct: 101 })).toThrow(/share of affordable homes must be/)
  })
})

describe('7. rent stabilization and transit distances', () => {
  it('a 1962 duplex on an R1 lot is treated as rent-stabilized when the fact is not stated', () => {
    const sb9 = analyze({ zone: 'R1', lotSf: 7000, existingUnits: 2, yearBuilt: 1962 }).pathways.sb9
    expect(sb9.status).toBe('not_available')
    expect(sb9.failReasons.find((r) => r.code === 'rso_presumed')?.message).toBe(
      'The 2 homes were built in 1962, before October 1978, so we treat them as under the Rent Stabilization Ordinance (it covers rental homes in such buildings). If LAHD confirms they are exempt, for example never rented, this changes. SB 9 cannot demolish or alter rent-stabilized housing.',
    )
  })

  it('a walk of 0.3 mile puts the stop within ½ mile in a straight line too (AB 2097)', () => {
    const { pathways } = analyze({
      zone: 'R3',
      heightDistrict: '1',
      lotSf: 7000,
      walkDistMtsMi: 0.3,
    })
    expect(pathways.ab2097).toMatchObject({ status: 'available', parkingMin: 0 })
    expect(pathways.la_base_zoning.parkingMin).toBe(0)
    // A longer walk leaves the straight line unknown.
    expect(analyze({ zone: 'C2', walkDistMtsMi: 0.7 }).pathways.ab2097.status).toBe(
      'needs_confirmation',
    )
  })
})
