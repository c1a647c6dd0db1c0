// Los Angeles's Mixed Income Incentive Program (CHIP): the worked examples of
// law/rules-chip-replacement.md §C7 as cases, and lots on each side of every threshold.
import { describe, expect, it } from 'vitest'
import { findSource, type EngineOptions, type ParcelFacts, type Scenario } from './index.ts'
import { analyze, CLEAN } from './test-parcels.ts'

/** Clears the program's own screens too: no fire, coastal or sea-level-rise area. */
const CHIP_CLEAN: ParcelFacts = {
  ...CLEAN,
  hillsideArea: false,
  seaLevelRise1ft: false,
  specificPlan: undefined,
}

const toiaLot = (facts: ParcelFacts) =>
  ({
    ...CHIP_CLEAN,
    zone: 'R3',
    heightDistrict: '1',
    tcacOpportunityArea: 'moderate',
    miipMarketTier: 'low_medium',
    ...facts,
  }) satisfies ParcelFacts

const units = (options: readonly { category: string; units: number }[]) =>
  options.map((option) => `${option.units} ${option.category}`)

describe('worked examples (rules-chip-replacement.md §C7, analysis date 2026-11-15)', () => {
  const on = { analysisDate: '2026-11-15' }

  it('CHIP-MIIP-01: R3-1, 7,500 sq ft, T-3, Moderate area: 10 + 12 = 22 homes, FAR 4.35, 78 ft, no parking', () => {
    const toia = analyze(toiaLot({ lotSf: 7_500, miipToiaTier: 3 }), on).pathways.miip_toia
    expect(toia).toMatchObject({
      status: 'available',
      baseUnits: 10,
      maxUnits: 22,
      far: 4.35,
      maxFloorAreaSf: 32_625,
      maxHeightFt: 78,
      parkingMin: 0,
      incentives: 4,
    })
    expect(units(toia.affordable)).toEqual(['3 ELI', '4 VLI', '6 LI'])
    expect(toia.details.j12).toEqual({ applies: true, vliFloor: 2, liFloor: 3 })
  })

  it('CHIP-MIIP-02: C2-1VL, 10,000 sq ft, OC-2, High market: FAR 4.65, about 49 homes, 6 stories', () => {
    const oc = analyze(
      {
        ...CHIP_CLEAN,
        zone: 'C2',
        heightDistrict: '1VL',
        lotSf: 10_000,
        miipOcTier: 2,
        tcacOpportunityArea: 'higher',
        miipMarketTier: 'high_medium_high',
      },
      on,
    ).pathways.miip_oc
    expect(oc).toMatchObject({
      status: 'available',
      baseUnits: 25,
      far: 4.65,
      maxFloorAreaSf: 46_500,
      maxUnits: 49,
      maxHeightFt: 67,
      maxStories: 6,
      parkingMin: 0,
    })
    expect(units(oc.affordable)).toEqual(['6 ELI', '8 VLI', '13 LI'])
    expect(findSource(oc, 'maxUnits')?.caveats[0]?.kind).toBe('assumed_scenario')
  })

  it('CHIP-CMP-03: RD1.5-1, 9,000 sq ft, T-2: MIIP 13 homes beside the state density bonus’s 9, never added', () => {
    const { pathways } = analyze(
      toiaLot({
        zone: 'RD1.5',
        lotSf: 9_000,
        miipToiaTier: 2,
        vacant: true,
        existingUnits: 0,
        distMtsMi: 0.5,
      }),
      on,
    )
    expect(pathways.miip_toia).toMatchObject({
      baseUnits: 6,
      maxUnits: 13,
      far: 4.2,
      maxHeightFt: 67,
      parkingMin: 0,
    })
    expect(units(pathways.miip_toia.affordable)).toEqual(['2 ELI', '2 VLI', '3 LI'])
    expect(pathways.state_density_bonus.maxUnits).toBe(9)
    expect(pathways.miip_toia.notes.join(' ')).toContain('never two together')
    expect(pathways.miip_toia.flags.map((flag) => flag.code)).toContain('miip_rd_bonus')
  })

  it('CHIP-LR-04: R2-1, 6,000 sq ft, LR-1 in an Opportunity Station Area: 11 homes at FAR 2.15, 2 moderate (1 per whole block)', () => {
    const lot = {
      ...CHIP_CLEAN,
      zone: 'R2',
      heightDistrict: '1',
      lotSf: 6_000,
      miipLowriseSubarea: 'LR-1',
      opportunityStationArea: true,
    } as const
    const lowRise = analyze(lot, on).pathways.miip_lowrise
    expect(lowRise).toMatchObject({
      status: 'available',
      maxUnits: 11,
      far: 2.15,
      maxFloorAreaSf: 12_900,
      maxStories: 3,
      parkingMin: 0,
    })
    expect(units(lowRise.affordable)).toEqual(['2 MOD'])
    const readings = findSource(lowRise, 'affordable')?.readings ?? []
    expect(readings.map(({ value, result }) => [value, result])).toEqual([
      ['ceil_ratio', 2],
      ['per_block', 1],
    ])
    const perBlock = analyze(lot, on, { lowriseAffordRounding: 'per_block' }).pathways.miip_lowrise
    expect(units(perBlock.affordable)).toEqual(['1 MOD'])
  })

  it('CHIP-LR-04, the draft amendment (not adopted): 10 homes at FAR 2.0, shown as a reading', () => {
    const lot = {
      ...CHIP_CLEAN,
      zone: 'R2',
      heightDistrict: '1',
      lotSf: 6_000,
      miipLowriseSubarea: 'LR-1',
      opportunityStationArea: true,
    } as const
    const adopted = analyze(lot, on).pathways.miip_lowrise
    const maxUnits = findSource(adopted, 'maxUnits')
    expect(maxUnits?.readings.map(({ value, result }) => [value, result])).toEqual([
      [false, 11],
      [true, 10],
    ])
    expect(maxUnits?.readings[1]?.message).toContain('not adopted')
    const draft = analyze(lot, on, { lowriseDraftAmendment: true }).pathways.miip_lowrise
    expect(draft).toMatchObject({ maxUnits: 10, far: 2, maxFloorAreaSf: 12_000 })
    expect(units(draft.affordable)).toEqual(['1 MOD'])
  })

  it('CHIP-MIIP-06: RD2-1, 7,000 sq ft, T-1: MARD 4 takes +60 %, no FAR increase, +11 ft', () => {
    const toia = analyze(toiaLot({ zone: 'RD2', lotSf: 7_000, miipToiaTier: 1 }), on).pathways
      .miip_toia
    expect(toia).toMatchObject({
      baseUnits: 4,
      maxUnits: 7,
      far: 3,
      maxHeightFt: 56,
      parkingMin: 0,
    })
    expect(units(toia.affordable)).toEqual(['1 ELI', '1 VLI', '2 LI'])
    expect(toia.details.j12).toMatchObject({ applies: false })
  })

  it('CHIP-EXCL-07: a Fire Restriction Area excludes the lot on either date; a fire zone outside the Hillside Area only before June 30, 2026', () => {
    const lot = (hillsideArea: boolean) =>
      toiaLot({
        lotSf: 7_500,
        miipToiaTier: 2,
        vhfhsz: true,
        hillsideArea,
        neighborsOutsideFraOrCz: false,
      })
    const status = (hillside: boolean, applicationDate: string) =>
      analyze(lot(hillside), { analysisDate: applicationDate, applicationDate }).pathways.miip_toia
        .status
    expect(status(true, '2026-11-15')).toBe('not_available')
    expect(status(true, '2026-03-01')).toBe('not_available')
    expect(status(false, '2026-11-15')).toBe('available')
    expect(status(false, '2026-03-01')).toBe('not_available')
    expect(analyze(lot(true), on).pathways.state_density_bonus.status).not.toBe('not_available')
  })
})

describe('thresholds, one below, at and one above', () => {
  const toia = (facts: ParcelFacts, scenario = {}) =>
    analyze(toiaLot({ miipToiaTier: 1, ...facts }), scenario).pathways.miip_toia

  it('at least 5 homes: MARD 2 gives 4 (refused), MARD 3 gives 5, MARD 4 gives 7', () => {
    expect(toia({ lotSf: 1_600 })).toMatchObject({ status: 'not_available', baseUnits: 2 })
    expect(toia({ lotSf: 2_400 })).toMatchObject({ status: 'available', maxUnits: 5 })
    expect(toia({ lotSf: 3_200 })).toMatchObject({ status: 'available', maxUnits: 7 })
  })

  it('a MARD under 5 takes the small-site bonus and no FAR increase; at 5 and above, the full bonus', () => {
    expect(toia({ lotSf: 3_200 })).toMatchObject({ baseUnits: 4, maxUnits: 7, far: 3 })
    expect(toia({ lotSf: 4_000 })).toMatchObject({ baseUnits: 5, maxUnits: 10, far: 4.2 })
    expect(toia({ lotSf: 4_800 })).toMatchObject({ baseUnits: 6, maxUnits: 12, far: 4.2 })
  })

  it('the (j)(12) minimum applies only where the MARD exceeds 5', () => {
    expect(toia({ lotSf: 4_000 }).details.j12).toMatchObject({ applies: false })
    expect(toia({ lotSf: 4_800 }).details.j12).toEqual({ applies: true, vliFloor: 1, liFloor: 2 })
  })

  it('before June 30, 2026 the (j)(12) minimum is contested, and both figures are shown', () => {
    const before = toia(
      { lotSf: 40_000 },
      { analysisDate: '2026-06-29', applicationDate: '2026-06-29' },
    )
    const readings = findSource(before, 'details.j12')?.readings ?? []
    expect(readings.map(({ value, result }) => [value, result])).toEqual([
      ['by_application_date', 0],
      ['forms_4th_incentive', 0],
      ['ord_188967', 8],
    ])
    expect(before.details.j12).toMatchObject({ applies: false })
    const after = toia(
      { lotSf: 40_000 },
      { analysisDate: '2026-06-30', applicationDate: '2026-06-30' },
    )
    expect(after.details.j12).toEqual({ applies: true, vliFloor: 8, liFloor: 13 })
    expect(findSource(after, 'details.j12')?.readings).toEqual([])
  })

  it('CHIP applies to applications from February 11, 2025', () => {
    const lot = { lotSf: 7_500 }
    expect(toia(lot, { analysisDate: '2026-11-15', applicationDate: '2025-02-10' }).status).toBe(
      'not_yet_effective',
    )
    expect(toia(lot, { analysisDate: '2026-11-15', applicationDate: '2025-02-11' }).status).toBe(
      'available',
    )
  })

  it('Low-Rise applies from June 30, 2026, on lots of at least 600 sq ft', () => {
    const lowRise = (lotSf: number, applicationDate = '2026-11-15') =>
      analyze(
        {
          ...CHIP_CLEAN,
          zone: 'RD1.5',
          heightDistrict: '1',
          lotSf,
          miipLowriseSubarea: 'LR-2',
        },
        { analysisDate: '2026-11-15', applicationDate },
      ).pathways.miip_lowrise
    expect(lowRise(599).status).toBe('not_available')
    expect(lowRise(600)).toMatchObject({ status: 'available', maxUnits: 16, far: 2.9 })
    expect(lowRise(601).status).toBe('available')
    expect(lowRise(5_000, '2026-06-29').status).toBe('needs_confirmation')
    expect(lowRise(5_000, '2026-06-30').status).toBe('available')
    expect(units(lowRise(5_000).affordable)).toEqual(['1 VLI', '1 LI', '2 MOD'])
  })

  describe('an application filed before June 30, 2026: the Corridor Transition incentives', () => {
    const onLot = (
      miipLowriseSubarea: 'LR-1' | 'LR-2' | null | undefined,
      applicationDate: string,
    ) =>
      analyze(
        { ...CHIP_CLEAN, zone: 'RD1.5', heightDistrict: '1', lotSf: 5_000, miipLowriseSubarea },
        { analysisDate: '2026-11-15', applicationDate },
      ).pathways.miip_lowrise

    it('needs confirmation, with no figures, from the day CHIP took effect to the day before Low-Rise', () => {
      for (const date of ['2025-02-11', '2026-06-29']) {
        const transition = onLot('LR-2', date)
        expect(transition).toMatchObject({
          name: 'Mixed Income Incentive Program: Corridor Transition (CHIP)',
          status: 'needs_confirmation',
          maxUnits: null,
          far: null,
        })
        expect(transition.legalStatus.status).toBe('in_force')
        expect(transition.failReasons.map((reason) => reason.code)).toEqual([
          'corridor_transition_tables',
        ])
        expect(transition.criteria[0]).toMatchObject({
          code: 'corridor_transition_tables',
          outcome: 'needs_confirmation',
        })
        expect(transition.flags.map((flag) => flag.code)).toContain('corridor_transition_tables')
      }
    })

    it('is not yet in force for an application the day before CHIP, and is Low-Rise from June 30', () => {
      expect(onLot('LR-2', '2025-02-10')).toMatchObject({
        status: 'not_yet_effective',
        failReasons: [expect.objectContaining({ code: 'not_yet_effective' })],
      })
      expect(onLot('LR-2', '2026-06-30')).toMatchObject({
        name: 'Mixed Income Incentive Program: Low-Rise (CHIP)',
        status: 'available',
        maxUnits: 16,
      })
    })

    it('a lot outside the areas is refused, and an unknown area is asked for', () => {
      expect(onLot(null, '2026-06-29').status).toBe('not_available')
      const unknown = onLot(undefined, '2026-06-29')
      expect(unknown.status).toBe('needs_confirmation')
      expect(unknown.failReasons.map((reason) => reason.code)).toEqual([
        'lowrise_subarea_unknown',
        'corridor_transition_tables',
      ])
    })
  })

  it('a set-aside share rounds up: 9 % of 22 is 1.98 → 2; 11 % of 22 is 2.42 → 3', () => {
    const t1 = analyze(toiaLot({ lotSf: 8_800, miipToiaTier: 1 })).pathways.miip_toia
    expect(t1.maxUnits).toBe(22)
    expect(t1.affordable[0]).toEqual({ category: 'ELI', pct: 9, units: 2 })
  })
})

describe('facts the program needs: unknown asks, absent refuses', () => {
  it('an unknown tier needs confirmation; a lot in no tier is refused', () => {
    const unknown = analyze(toiaLot({ lotSf: 7_500 })).pathways.miip_toia
    expect(unknown.status).toBe('needs_confirmation')
    expect(unknown.failReasons.map((reason) => reason.fact)).toContain('miipToiaTier')
    expect(analyze(toiaLot({ lotSf: 7_500, miipToiaTier: null })).pathways.miip_toia.status).toBe(
      'not_available',
    )
  })

  it('an unknown opportunity area or market tier uses the cautious row and needs confirmation', () => {
    const lot = toiaLot({
      lotSf: 7_500,
      miipToiaTier: 3,
      tcacOpportunityArea: undefined,
      miipMarketTier: undefined,
    })
    const toia = analyze(lot).pathways.miip_toia
    expect(toia).toMatchObject({ status: 'needs_confirmation', maxUnits: 22 })
    expect(toia.affordable.map((option) => option.pct)).toEqual([13, 17, 27])
    expect(toia.failReasons.map((reason) => reason.fact)).toEqual(
      expect.arrayContaining(['tcacOpportunityArea', 'miipMarketTier']),
    )
  })

  describe('the market tier presumed from the residential market area', () => {
    // 30,000 sq ft of R3 in Tier 3: 84 homes, where the two rows ask for different numbers.
    const lotIn = (residentialMarketArea: ParcelFacts['residentialMarketArea']) =>
      analyze(
        toiaLot({
          lotSf: 30_000,
          miipToiaTier: 3,
          miipMarketTier: undefined,
          residentialMarketArea,
        }),
      ).pathways.miip_toia
    const LOW_ROW = { pcts: [11, 15, 25], homes: '10 ELI, or 13 VLI, or 21 LI' }
    const HIGH_ROW = { pcts: [13, 17, 27], homes: '11 ELI, or 15 VLI, or 23 LI' }

    it.each([
      ['low', 'Low', 'Low and Medium', LOW_ROW, 'a High or Medium-High', HIGH_ROW],
      ['medium', 'Medium', 'Low and Medium', LOW_ROW, 'a High or Medium-High', HIGH_ROW],
      ['medium_high', 'Medium-High', 'High and Medium-High', HIGH_ROW, 'a Low or Medium', LOW_ROW],
      ['high', 'High', 'High and Medium-High', HIGH_ROW, 'a Low or Medium', LOW_ROW],
    ] as const)(
      'a lot in the %s area takes its row, and a note gives the other row',
      (area, name, rowName, row, otherArea, otherRow) => {
        const toia = lotIn(area)
        expect(toia).toMatchObject({ status: 'available', maxUnits: 84 })
        expect(toia.affordable.map((option) => option.pct)).toEqual(row.pcts)
        expect(units(toia.affordable).join(', or ')).toBe(row.homes)
        expect(toia.failReasons.map((reason) => reason.fact)).not.toContain('miipMarketTier')
        expect(toia.notes).toContain(
          `The market tier is presumed from the lot’s residential market area, ${name}: the set-aside uses the ${rowName} row.`,
        )
        expect(toia.notes).toContain(
          `In ${otherArea} market area the set-aside would be ${otherRow.homes} homes.`,
        )
        expect(toia.flags.map((flag) => flag.code)).toContain('miip_market_tier')
      },
    )

    it('with no area either, the higher row is used, to confirm, and the lower row is noted', () => {
      const toia = lotIn(undefined)
      expect(toia.status).toBe('needs_confirmation')
      expect(toia.affordable.map((option) => option.pct)).toEqual(HIGH_ROW.pcts)
      expect(toia.failReasons.map((reason) => reason.fact)).toContain('miipMarketTier')
      expect(toia.notes).toContain(
        `In a Low or Medium market area the set-aside would be ${LOW_ROW.homes} homes.`,
      )
      expect(toia.notes.some((note) => note.includes('presumed'))).toBe(false)
    })
  })

  it('a market tier given for the lot wins over its residential market area, with no note', () => {
    const toia = analyze(
      toiaLot({
        lotSf: 7_500,
        miipToiaTier: 3,
        miipMarketTier: 'low_medium',
        residentialMarketArea: 'high',
      }),
    ).pathways.miip_toia
    expect(toia.affordable.map((option) => option.pct)).toEqual([11, 15, 25])
    expect(toia.notes.some((note) => note.includes('market area'))).toBe(false)
  })

  it('a Higher Opportunity Area in Tier 3 is limited by floor area alone', () => {
    const toia = analyze(toiaLot({ lotSf: 7_500, miipToiaTier: 3, tcacOpportunityArea: 'higher' }))
      .pathways.miip_toia
    expect(toia).toMatchObject({ far: 4.5, maxFloorAreaSf: 33_750, maxUnits: 35 })
    expect(toia.details.densityIncreasePct).toBe('limited by floor area')
  })

  it('zones: single-family and industrial lots are refused; Low-Rise takes an R1 lot only in an Opportunity Station Area', () => {
    expect(
      analyze(toiaLot({ zone: 'R1', lotSf: 7_500, miipToiaTier: 2 })).pathways.miip_toia.status,
    ).toBe('not_available')
    expect(
      analyze(toiaLot({ zone: 'M1', lotSf: 7_500, miipToiaTier: 2 })).pathways.miip_toia
        .failReasons[0]?.code,
    ).toBe('miip_industrial_zone')
    const r1 = (opportunityStationArea?: boolean) =>
      analyze(
        toiaLot({ zone: 'R1', lotSf: 5_000, miipLowriseSubarea: 'LR-1', opportunityStationArea }),
      ).pathways.miip_lowrise.status
    expect(r1(true)).toBe('available')
    expect(r1(false)).toBe('not_available')
    expect(r1(undefined)).toBe('needs_confirmation')
  })

  it('the Low-Rise pathway’s legal status differs on two analysis dates', () => {
    const lot = toiaLot({ lotSf: 5_000, miipLowriseSubarea: 'LR-1' })
    // Before June 30, 2026 the lot's program is the Corridor Transition incentives, in force
    // with CHIP; the Low-Rise Ordinance, adopted but not in force, is named as what replaces them.
    const before = analyze(lot, { analysisDate: '2026-06-25' }).pathways.miip_lowrise
    expect(before.legalStatus).toMatchObject({ status: 'in_force', since: '2025-02-11' })
    expect(before.notes).toContain(
      'The Low-Rise Incentive Areas (Ord. 188967) replace the Corridor Transition incentives for applications filed from June 30, 2026.',
    )
    expect(analyze(lot).pathways.miip_lowrise.legalStatus).toMatchObject({
      status: 'in_force',
      since: '2026-06-30',
    })
  })
})

describe('CHIP’s State Density Bonus Program (LAMC 12.22 A.37): where it may give more than 65915', () => {
  const codesOn = (
    applicationDate: string,
    scenario: Partial<Scenario> = {},
    options: Partial<EngineOptions> = {},
  ) =>
    analyze(
      { ...CHIP_CLEAN, zone: 'R3', heightDistrict: '1', lotSf: 7_500 },
      {
        analysisDate: '2026-11-15',
        applicationDate,
        setAsideCategory: 'VLI',
        setAsidePct: 11,
        ...scenario,
      },
      options,
    ).pathways.state_density_bonus.flags.map((flag) => flag.code)

  it('flags the program’s larger base density and the old 10 % transit bonus from its first day', () => {
    expect(codesOn('2025-02-10')).not.toContain('chip_db_base_density')
    expect(codesOn('2025-02-10')).not.toContain('chip_db_transit_bonus')
    for (const date of ['2025-02-11', '2025-02-12']) {
      expect(codesOn(date)).toContain('chip_db_base_density')
      expect(codesOn(date)).toContain('chip_db_transit_bonus')
    }
  })

  it('says nothing of the base density when the base is given or both readings count it', () => {
    expect(codesOn('2025-02-11', { baseUnits: 10 })).not.toContain('chip_db_base_density')
    const counted = {
      dbBaseDensityMode: 'greatest_of_zone_and_gplu',
      includeHalfAlleySf: true,
    } as const
    expect(codesOn('2025-02-11', {}, counted)).not.toContain('chip_db_base_density')
    expect(codesOn('2025-02-11', {}, { ...counted, includeHalfAlleySf: false })).toContain(
      'chip_db_base_density',
    )
  })

  it('a 100 % affordable project, past any 10 % bonus, is not flagged for it', () => {
    expect(
      codesOn('2025-02-11', { setAsideCategory: '100PCT', setAsidePct: undefined }),
    ).not.toContain('chip_db_transit_bonus')
  })
})
