// The worked cases of law/cases.json, restated as this project's own table. Inputs use the wire
// format (snake_case, read through common/contracts/analysis.ts). Where a case and the rules
// document differ, the test follows the law and the decision record says why:
// docs/decisions/020–039. A case's fail_reasons are matched by criterion (code and fact); the
// engine's messages are plain words (docs/decisions/035-plain-messages-and-case-reasons.md).
import { describe, expect, it } from 'vitest'
import {
  analyzeParcel,
  findSource,
  type Analysis,
  type EngineOptions,
  type PathwayResult,
} from '#engine'
import { parseAnalysisRequest } from './analysis.ts'

const TODAY = '2026-11-23'

function analyze(wire: Record<string, unknown>, options: Partial<EngineOptions> = {}): Analysis {
  const parsed = parseAnalysisRequest(wire, TODAY)
  if (!parsed.ok) throw new Error(parsed.error)
  expect(parsed.unknownKeys).toEqual([])
  return analyzeParcel(parsed.input, { ...parsed.options, ...options })
}

/** The engine fact a wire key states (vli_units and vli_pct state the set-aside). */
function camel(key: string): string {
  if (key === 'units') return 'proposedUnits'
  if (key === 'vli_units') return 'setAsideUnits'
  if (key === 'vli_pct') return 'setAsidePct'
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/**
 * Cases state only the facts they are about. A pathway that the case calls available must have
 * no failed criterion, and anything it still needs must be a fact the case did not state
 * (docs/decisions/020-unknown-facts-make-a-pathway-conditional.md).
 */
function expectAvailableOnStatedFacts(result: PathwayResult, wire: Record<string, unknown>) {
  expect(result.eligible, JSON.stringify(result.failReasons)).not.toBe(false)
  const stated = new Set(Object.keys(wire).map(camel))
  for (const reason of result.failReasons) {
    expect(reason.status, reason.message).not.toBe('fail')
    if (reason.status === 'unknown' || reason.status === 'check')
      expect(stated.has(reason.fact ?? ''), reason.message).toBe(false)
  }
}

function reasonCodes(result: PathwayResult): string[] {
  return result.failReasons.map((reason) => reason.code)
}

function failed(result: PathwayResult): Array<{ code: string; fact: string | null }> {
  return result.failReasons
    .filter((reason) => reason.status === 'fail')
    .map(({ code, fact }) => ({ code, fact }))
}

describe('LA base zoning (cases BASE-*)', () => {
  it('BASE-01: R3-1 on 7,000 sq ft allows 8 units by right, rounding 8.75 down', () => {
    const wire = { zone: 'R3', height_district: '1', lot_sf: 7000, existing_units: 0 }
    const base = analyze(wire).pathways.la_base_zoning
    expect(base).toMatchObject({
      eligible: true,
      maxUnits: 8,
      maxHeightFt: 45,
      far: 3,
      setbacksFt: { front: 15, side: 5, rear: 15 },
    })
    expect(base.flags.map((f) => f.code)).toContain('byright_rounding')
    expect(base.optionsUsed).toEqual({ byrightRounding: 'floor' })
    expect(analyze(wire, { byrightRounding: 'ceil' }).pathways.la_base_zoning.maxUnits).toBe(9)
  })

  it('BASE-03: R1-1 on 7,200 sq ft: one house, 33/28 ft, residential floor area 3,240 sq ft', () => {
    const base = analyze({ zone: 'R1', height_district: '1', lot_sf: 7200, hillside_area: false })
      .pathways.la_base_zoning
    expect(base).toMatchObject({
      eligible: true,
      maxUnits: 1,
      maxHeightFt: 33,
      maxFloorAreaSf: 3240,
    })
    expect(base.details).toMatchObject({ maxHeightFtFlatRoof: 28, rfaRatio: 0.45 })
    // rules.md v2 confirms R1's 0.45 through a secondary source (the case's [VERIFY] predates
    // it: docs/decisions/036-worked-cases-read-against-rules-v2.md); the figure also assumes
    // the lot is outside the Coastal Zone, which the case does not say.
    expect(base.flags.map((f) => f.code)).not.toContain('rfa_ratio')
    const floorArea = findSource(base, 'maxFloorAreaSf')
    expect(floorArea).toMatchObject({ confidence: 'medium' })
    expect(floorArea?.caveats).toEqual([
      expect.objectContaining({ kind: 'assumed_fact', fact: 'coastalZone' }),
      expect.objectContaining({ kind: 'secondary_source' }),
    ])
  })

  it('BASE-05: C1-1XL on 8,000 sq ft: R3 density, FAR 1.5, 30 ft, no story limit for housing', () => {
    const base = analyze({ zone: 'C1', height_district: '1XL', lot_sf: 8000 }).pathways
      .la_base_zoning
    expect(base).toMatchObject({
      eligible: true,
      maxUnits: 10,
      far: 1.5,
      maxFloorAreaSf: 12000,
      maxHeightFt: 30,
      maxStories: null,
    })
    expect(base.notes.join(' ')).toMatch(
      /2-story limit .* does not apply to buildings used entirely for housing/,
    )
    const mixedUse = analyzeParcel({
      parcel: { zone: 'C1', heightDistrict: '1XL', lotSf: 8000 },
      scenario: { analysisDate: TODAY, buildingAllResidential: false },
    })
    expect(mixedUse.pathways.la_base_zoning.maxStories).toBe(2)
  })
})

describe('state density bonus (cases DB-*)', () => {
  it('DB-03: 24 % lower income on 20 base units: 50 %, the state scale Los Angeles applies since CHIP', () => {
    const wire = { base_units: 20, set_aside_category: 'LI', set_aside_pct: 24 }
    const db = analyze(wire).pathways.state_density_bonus
    expect(db).toMatchObject({ eligible: true, maxUnits: 30, incentives: 3 })
    expect(db.affordable).toEqual([{ category: 'LI', units: 5, pct: 24 }])
    expect(db.details).toMatchObject({ bonusPct: 50, scale: 'state' })
    // The 35 % cap the City applied to earlier applications is shown beside it (decision 029).
    expect(findSource(db, 'maxUnits')?.readings).toEqual([
      expect.objectContaining({ value: 'state', chosen: true, result: 30 }),
      expect.objectContaining({ value: 'cap35', chosen: false, result: 27 }),
      expect.objectContaining({ value: 'la_chip_table', chosen: false, result: 27 }),
    ])
    expect(db.flags.find((f) => f.code === 'la_db_scale')).toMatchObject({
      kind: 'CONTESTED',
      option: 'laDbScale',
    })
    const before = analyze({ ...wire, application_date: '2025-02-10' }).pathways.state_density_bonus
    expect(before).toMatchObject({ maxUnits: 27, details: { bonusPct: 35, scale: 'cap35' } })
    expect(analyze(wire, { laDbScale: 'cap35' }).pathways.state_density_bonus.maxUnits).toBe(27)
  })

  it('DB-05: base 8.75 rounds up to 9; one VLI unit is 11.1 %, the 35 % row: 13 units', () => {
    const db = analyze({
      zone: 'R3',
      height_district: '1',
      lot_sf: 7000,
      set_aside_category: 'VLI',
      vli_units: 1,
    }).pathways.state_density_bonus
    expect(db).toMatchObject({ eligible: true, baseUnits: 9, maxUnits: 13, incentives: 2 })
    expect(db.details.bonusPct).toBe(35)
    expect(db.affordable).toEqual([{ category: 'VLI', units: 1, pct: (1 / 9) * 100 }])
    expect(db.details.scenarioAssumed).toBe(false)
  })

  it('DB-07: 100 % affordable 0.3 mi from transit: no density limit, 78 ft, no parking, 5 incentives', () => {
    const db = analyze({
      zone: 'R3',
      height_district: '1',
      lot_sf: 10000,
      dist_mts_mi: 0.3,
      unobstructed_access_to_mts: true,
      set_aside_category: '100PCT',
    }).pathways.state_density_bonus
    expect(db).toMatchObject({
      eligible: true,
      baseUnits: 13,
      maxUnits: 'unlimited',
      maxHeightFt: 78,
      parkingMin: 0,
      incentives: 5,
    })
  })

  it('DB-09: 44 % moderate for-sale plus 6 % VLI under AB 1287: 35 units on the state scale', () => {
    const wire = {
      base_units: 20,
      tenure: 'for_sale',
      set_aside_category: 'MOD',
      set_aside_pct: 44,
      ab1287_category: 'VLI',
      ab1287_pct: 6,
    }
    const state = analyze(wire).pathways.state_density_bonus
    expect(state).toMatchObject({ eligible: true, maxUnits: 35, incentives: 3 })
    expect(state.details.bonusPctTotal).toBe(73.75)
    expect(state.affordable).toEqual([
      { category: 'MOD', units: 9, pct: 44 },
      { category: 'VLI', units: 2, pct: 6 },
    ])
    expect(state.flags.find((f) => f.code === 'ab1287_setaside_cap')).toMatchObject({
      kind: 'VERIFY',
      message: expect.stringMatching(/total affordable set-aside here is 50 %/),
    })
    // Under the LA 35 % cap the base bonus is 7 homes instead of 10.
    expect(analyze(wire, { laDbScale: 'cap35' }).pathways.state_density_bonus.maxUnits).toBe(32)
  })

  it('DB-11: parking for 24 units (10 one-bed, 14 two-bed): 31 by bedrooms, 12 near transit, 0 with AB 2097', () => {
    const wire = { units: 24, unit_mix: { '1BR': 10, '2BR': 14 }, vli_pct: 11 }
    const far = analyze(wire).pathways.state_density_bonus
    expect(far.details.parkingScenarios).toEqual([
      { basis: '65915(p)(1): by bedrooms', spaces: 31 },
      { basis: '65915(p)(2): 0.5 per home within ½ mile of a major transit stop', spaces: 12 },
      { basis: 'AB 2097: no minimum within ½ mile of a major transit stop', spaces: 0 },
    ])
    expect(far.parkingMin).toBe(31)
    const near = { ...wire, dist_mts_mi: 0.4, unobstructed_access_to_mts: true }
    expect(analyze(near).pathways.state_density_bonus.parkingMin).toBe(0)
    // Before AB 2097 took effect, 65915(p)(2) was the relief near transit.
    expect(
      analyze({ ...near, analysis_date: '2022-06-01' }).pathways.state_density_bonus.parkingMin,
    ).toBe(12)
  })

  it('DB-13: R2 on 10,000 sq ft: base 2 by zone or 4 by the general plan, both short of 5 units', () => {
    const wire = { zone: 'R2', lot_sf: 10000, general_plan_land_use: 'Low Medium I Residential' }
    const zoneOnly = analyze(wire).pathways.state_density_bonus
    expect(zoneOnly).toMatchObject({ eligible: false, baseUnits: 2 })
    const greatest = analyze(wire, { dbBaseDensityMode: 'greatest_of_zone_and_gplu' }).pathways
      .state_density_bonus
    expect(greatest).toMatchObject({ eligible: false, baseUnits: 4 })
    expect(greatest.flags.map((f) => f.code)).toEqual(
      expect.arrayContaining(['db_base_density_mode', 'gplu_ranges']),
    )
  })
})

describe('Transit Oriented Communities, legacy (cases TOC-*)', () => {
  it('TOC-01: Tier 3 RD1.5 on 6,620.2 sq ft: base 5, +40 % = 7 (the Guidelines’ RD schedule)', () => {
    const wire = { zone: 'RD1.5', lot_sf: 6620.2, toc_tier: 3 }
    const closed = analyze(wire).pathways.la_toc
    expect(closed).toMatchObject({ eligible: false, status: 'closed', maxUnits: null })
    expect(closed.details.legacyComparison).toMatchObject({ baseUnits: 5, totalUnits: 7 })
    const legacy = analyze({ ...wire, application_date: '2024-06-01' }).pathways.la_toc
    expect(legacy).toMatchObject({ eligible: 'conditional', baseUnits: 5, maxUnits: 7 })
  })

  it('TOC-03: Tier 2 R3-1 on 10,000 sq ft: 21 units, FAR 4.35, 21 spaces, 2/3/5 affordable', () => {
    const toc = analyze({
      zone: 'R3',
      height_district: '1',
      lot_sf: 10000,
      toc_tier: 2,
      application_date: '2024-06-01',
    }).pathways.la_toc
    expect(toc).toMatchObject({
      eligible: 'conditional',
      baseUnits: 13,
      maxUnits: 21,
      far: 4.35,
      parkingMin: 21,
    })
    expect(toc.affordable.map(({ category, units }) => [category, units])).toEqual([
      ['ELI', 2],
      ['VLI', 3],
      ['LI', 5],
    ])
    expect(toc.details.programStatus).toMatch(/legacy/)
  })

  it('TOC-05: an R1 lot in Tier 3 cannot reach the 5-unit minimum', () => {
    const analysis = analyze({
      zone: 'R1',
      lot_sf: 6000,
      toc_tier: 3,
      application_date: '2024-06-01',
    })
    expect(analysis.pathways.la_toc.eligible).toBe(false)
    expect(
      analysis.pathways.la_toc.failReasons.find((r) => r.code === 'below_five_units')?.message,
    ).toBe(
      'A base density of 1 home × 1.7 gives 2, below the 5-home minimum of a TOC Housing Development.',
    )
    expect(analysis.pathways.la_base_zoning.maxUnits).toBe(1)
  })
})

describe('SB 9 (cases SB9-*)', () => {
  it('SB9-01: a 6,000 sq ft R1 lot splits 50/50 with two units on each lot', () => {
    const wire = {
      zone: 'R1',
      lot_sf: 6000,
      existing_units: 1,
      existing_unit_type: 'SFD',
      tenant_occupied_within_years: null,
      rso: false,
      hpoz: false,
      vhfhsz: false,
      walk_dist_mts_mi: 0.8,
      owner_affidavit: true,
    }
    const sb9 = analyze(wire).pathways.sb9
    expectAvailableOnStatedFacts(sb9, wire)
    expect(sb9).toMatchObject({ maxUnits: 4, setbacksFt: { side: 4, rear: 4 }, parkingMin: 4 })
    expect(sb9.details).toMatchObject({
      lotSplit: { allowed: true, resultingLotsSf: [3000, 3000] },
      minUnitSizeGuaranteeSf: 800,
    })
  })

  it('SB9-03: a 39/61 split fails the 40 % test; 40/60 would pass', () => {
    const wire = { zone: 'R1', lot_sf: 5000, proposed_split_sf: [1950, 3050] }
    const sb9 = analyze(wire).pathways.sb9
    expectAvailableOnStatedFacts(sb9, wire)
    expect(sb9.details.lotSplit).toMatchObject({
      allowed: false,
      passingAlternative: { splitSf: [2000, 3000], units: 4 },
    })
    const reasons = (
      sb9.details.lotSplit as { failReasons: Array<{ code: string; message: string }> }
    ).failReasons
    expect(reasons).toContainEqual(
      expect.objectContaining({
        code: 'lot_split_min_share',
        message:
          'The smaller new lot would be 1,950 sq ft, under 40 % of the 5,000 sq ft lot (2,000 sq ft).',
      }),
    )
    const passing = analyze({ ...wire, proposed_split_sf: [2000, 3000], owner_affidavit: true })
      .pathways.sb9
    expect(passing.details.lotSplit).toMatchObject({ allowed: true, resultingLotsSf: [2000, 3000] })
  })

  it('SB9-05: a tenant two years ago is within the 3-year look-back', () => {
    const analysis = analyze({
      zone: 'R1',
      lot_sf: 7000,
      tenant_occupied_within_years: 2,
      rso: false,
    })
    expect(analysis.pathways.sb9.eligible).toBe(false)
    expect(reasonCodes(analysis.pathways.sb9)).toContain('tenant_lookback')
    expect(analysis.pathways.la_base_zoning.maxUnits).toBe(1)
  })

  it('SB9-07: R2 is not a single-family zone', () => {
    const analysis = analyze({ zone: 'R2', lot_sf: 6000 })
    expect(analysis.pathways.sb9.eligible).toBe(false)
    expect(failed(analysis.pathways.sb9)).toEqual([
      { code: 'not_single_family_zone', fact: 'zone' },
    ])
    expect(analysis.pathways.sb9.failReasons[0]?.message).toBe(
      'SB 9 applies only in single-family zones (in Los Angeles: RA, RE, RS, R1, RU, RZ and RW1); R2 is not one.',
    )
    expect(analysis.pathways.la_base_zoning.maxUnits).toBe(2)
  })

  it('SB9-09: a rent-stabilized duplex cannot be demolished or altered', () => {
    const sb9 = analyze({
      zone: 'R1',
      lot_sf: 7500,
      existing_units: 2,
      year_built: 1955,
      rso: true,
    }).pathways.sb9
    expect(sb9).toMatchObject({ eligible: false, maxUnits: null })
    expect(reasonCodes(sb9)).toContain('rso')
  })
})

describe('SB 684 and SB 1123 (cases SB684-*, SB1123-*)', () => {
  it('SB684-02: R3 on 10,000 sq ft: zone density 12, capped at 10 units; FAR of at least 1.25', () => {
    const wire = { zone: 'R3', lot_sf: 10000, vacant: true, rso: false }
    const sb684 = analyze(wire).pathways.sb684
    expectAvailableOnStatedFacts(sb684, wire)
    expect(sb684).toMatchObject({ maxUnits: 10, far: 1.25 })
    expect(sb684.details).toMatchObject({
      zoneUnits: 12,
      mullinUnits: 6,
      parcelCap: 16,
      minFloorAreaCityMustAllowSf: 12500,
    })
  })

  it('SB1123-02: a single-family lot with an occupied house is not vacant', () => {
    const sb1123 = analyze({ zone: 'R1', lot_sf: 9000, vacant: false, existing_units: 1 }).pathways
      .sb1123
    expect(sb1123.eligible).toBe(false)
    expect(failed(sb1123)).toContainEqual({ code: 'not_vacant', fact: 'vacant' })
  })

  it('SB684-04: an R3 lot of 6 acres is over the 5-acre limit', () => {
    const sb684 = analyze({ zone: 'R3', lot_sf: 261360 }).pathways.sb684
    expect(sb684.eligible).toBe(false)
    expect(sb684.failReasons).toContainEqual(
      expect.objectContaining({
        code: 'lot_too_large',
        fact: 'lotSf',
        message: 'The lot is 261,360 sq ft, over the 5 acres (217,800 sq ft) SB 684 allows.',
      }),
    )
  })

  it('SB1123-03: a vacant RS lot of 1.6 acres is over the 1.5-acre limit', () => {
    const sb1123 = analyze({ zone: 'RS', lot_sf: 69696, vacant: true }).pathways.sb1123
    expect(sb1123.eligible).toBe(false)
    expect(sb1123.failReasons).toContainEqual(
      expect.objectContaining({
        code: 'lot_too_large',
        message: 'The lot is 69,696 sq ft, over the 1.5 acres (65,340 sq ft) SB 1123 allows.',
      }),
    )
  })
})

describe('ADUs (cases ADU-*)', () => {
  it('ADU-02: an existing 12-unit building may add 8 detached and 3 conversion ADUs', () => {
    const wire = { zone: 'R4', existing_units: 12, existing_unit_type: 'multifamily' }
    const adu = analyze(wire).pathways.adu
    expectAvailableOnStatedFacts(adu, wire)
    expect(adu.maxUnits).toBe(11)
    expect(adu.details).toMatchObject({ detachedAdusMax: 8, conversionAdusMax: 3 })
  })

  it('ADU-04: a house 0.3 mi walk from transit: 3 units (HCD) or 2 (conservative), 18 ft, no parking', () => {
    const wire = {
      zone: 'R1',
      lot_sf: 6500,
      existing_units: 1,
      existing_unit_type: 'SFD',
      walk_dist_mts_mi: 0.3,
    }
    const adu = analyze(wire).pathways.adu
    expect(adu).toMatchObject({ eligible: true, maxUnits: 3, maxHeightFt: 18, parkingMin: 0 })
    expect(adu.flags.find((f) => f.code === 'adu_sf_combination')).toMatchObject({
      kind: 'CONTESTED',
      option: 'aduSfMode',
    })
    expect(
      findSource(adu, 'maxUnits')?.readings.map(({ value, result }) => [value, result]),
    ).toEqual([
      ['hcd', 3],
      ['conservative', 2],
    ])
    expect(analyze(wire, { aduSfMode: 'conservative' }).pathways.adu.maxUnits).toBe(2)
  })
})

describe('AB 2011 (cases AB2011-*)', () => {
  it('AB2011-01: a half-acre C2-1VL site on a 100 ft corridor keeps its local 54 units and 45 ft', () => {
    const wire = {
      zone: 'C2',
      height_district: '1VL',
      lot_sf: 21780,
      corridor_row_width_ft: 100,
      corridor_frontage_ft: 150,
      dist_mts_mi: 1,
      adjoins_industrial_use: false,
      vhfhsz: false,
    }
    const ab2011 = analyze(wire).pathways.ab2011
    expectAvailableOnStatedFacts(ab2011, wire)
    expect(ab2011).toMatchObject({ maxUnits: 54, maxHeightFt: 45 })
    expect(ab2011.details).toMatchObject({
      localUnits: 54,
      stateUnits: 15,
      affordableRentalOptions: ['15% lower income', '8% VLI + 5% ELI'],
    })
  })

  it('AB2011-03: a 160 ft right-of-way is wider than a commercial corridor', () => {
    const ab2011 = analyze({ zone: 'C2', lot_sf: 30000, corridor_row_width_ft: 160 }).pathways
      .ab2011
    expect(ab2011.eligible).toBe(false)
    expect(failed(ab2011)).toEqual([{ code: 'corridor_too_wide', fact: 'corridorRowWidthFt' }])
    expect(ab2011.failReasons.find((r) => r.code === 'corridor_too_wide')?.message).toBe(
      'The street the site faces is 160 ft wide; a commercial corridor under AB 2011 is 70 to 150 ft wide.',
    )
  })

  it('AB2011-05: a CM site next to an operating industrial parcel is out', () => {
    const ab2011 = analyze({
      zone: 'CM',
      lot_sf: 40000,
      corridor_row_width_ft: 90,
      adjoins_industrial_use: true,
    }).pathways.ab2011
    expect(ab2011.eligible).toBe(false)
    expect(reasonCodes(ab2011)).toEqual(
      expect.arrayContaining(['adjoins_industrial_use', 'zone_cm_principal_use']),
    )
  })
})

describe('SB 79 (cases SB79-*)', () => {
  const sb79Site = {
    zone: 'R1',
    lot_sf: 7500,
    sb79_stop_tier: 1,
    sb79_dist_band: 'quarter',
    city_population: 3800000,
    sb79_local_delay: false,
    rso: false,
  }

  it('SB79-01: an R1 lot within ¼ mile of heavy rail: 20 units, 75 ft, FAR 3.5, no parking', () => {
    const sb79 = analyze(sb79Site).pathways.sb79
    expect(sb79).toMatchObject({
      eligible: true,
      maxUnits: 20,
      minUnits: 6,
      maxHeightFt: 75,
      far: 3.5,
      maxFloorAreaSf: 26250,
      parkingMin: 0,
    })
    expect(sb79.affordable.map(({ category, units }) => [category, units])).toEqual([
      ['ELI', 2],
      ['VLI', 2],
      ['LI', 3],
    ])
    expect(sb79.flags.map((f) => f.code)).toEqual(
      expect.arrayContaining(['state_density_rounding', 'sb79_la_map']),
    )
    expect(analyze(sb79Site, { stateDensityRounding: 'ceil' }).pathways.sb79.maxUnits).toBe(21)
  })

  it('SB79-03: an R3 lot in the ¼–½ mile band of a Tier 2 stop: 18 units against 12 by right', () => {
    const wire = {
      zone: 'R3',
      lot_sf: 10000,
      sb79_stop_tier: 2,
      sb79_dist_band: 'half',
      city_population: 3800000,
      sb79_local_delay: false,
    }
    const sb79 = analyze(wire).pathways.sb79
    expectAvailableOnStatedFacts(sb79, wire)
    expect(sb79).toMatchObject({ maxUnits: 18, maxHeightFt: 55, far: 2.5, maxFloorAreaSf: 25000 })
    expect(sb79.details.localUnits).toBe(12)
  })

  it('SB79-05: an industrial (M2) lot is out', () => {
    const sb79 = analyze({
      zone: 'M2',
      lot_sf: 20000,
      sb79_stop_tier: 1,
      sb79_dist_band: 'quarter',
    }).pathways.sb79
    expect(sb79.eligible).toBe(false)
    expect(failed(sb79)).toEqual([{ code: 'zone_not_eligible', fact: 'zone' }])
  })

  it('SB79-07: before 2026-07-01 SB 79 is not yet in force', () => {
    const sb79 = analyze({
      zone: 'R1',
      lot_sf: 7500,
      sb79_stop_tier: 1,
      sb79_dist_band: 'quarter',
      analysis_date: '2026-03-01',
    }).pathways.sb79
    expect(sb79).toMatchObject({ eligible: false, status: 'not_yet_effective', maxUnits: null })
    expect(sb79.failReasons[0]).toMatchObject({
      code: 'not_yet_effective',
      message: 'SB 79 applies from July 1, 2026.',
    })
  })
})

describe('AB 2097 (case AB2097-02)', () => {
  it('AB2097-02: a hotel near transit gets no parking relief', () => {
    const ab2097 = analyze({ zone: 'C2', use: 'hotel', dist_mts_mi: 0.2 }).pathways.ab2097
    expect(ab2097).toMatchObject({ eligible: false, parkingMin: null })
    expect(reasonCodes(ab2097)).toEqual(['transient_lodging'])
    expect(analyze({ zone: 'C2', dist_mts_mi: 0.2 }).pathways.ab2097).toMatchObject({
      eligible: true,
      parkingMin: 0,
      maxUnits: null,
    })
  })
})
