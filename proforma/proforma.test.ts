// The pro forma: one example worked by hand, and invariants checked on generated pathways and
// assumptions.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeParcel } from '#engine'
import {
  aduMixOf,
  ASSUMPTION_IDS,
  ASSUMPTIONS,
  CITY_FIGURES,
  DEFAULT_ASSUMPTIONS,
  computeProforma,
  constructionTypeOf,
  netOfSale,
  pathwayFigures,
  proformaOfPathway,
  sensitivity,
  withChanges,
  type AssumptionId,
  type Assumptions,
  type Figure,
  type PathwayFigures,
  type PathwayProforma,
  type ProformaContext,
} from './index.ts'
import { basesFor } from './compute.ts'

const LOT: ProformaContext = { lotSf: 7_500 }

/** What stands on an empty lot, as the engine says it: nothing to clear, nothing owed. */
const NOTHING_STANDS = pathwayFigures(
  analyzeParcel({
    parcel: { zone: 'R3-1', lotSf: 7_500, vacant: true, existingUnits: 0 },
    scenario: { analysisDate: '2026-12-01' },
  }),
  'la_base_zoning',
).existing

/** A pathway's figures; an ADU pathway's ADUs all detached unless `adus` says otherwise. */
function pathway(overrides: Partial<PathwayFigures> = {}): PathwayFigures {
  const figures = {
    id: 'la_base_zoning' as const,
    name: 'Base zoning',
    eligible: true,
    statusLabel: 'Available',
    maxUnits: 20,
    maxStories: null,
    maxHeightFt: 45,
    maxFloorAreaSf: null,
    parkingMin: 0,
    affordable: [],
    existing: NOTHING_STANDS,
    ...overrides,
  }
  return { ...figures, adus: figures.adus ?? aduMixOf({ ...figures, details: {} }) }
}

describe('a worked example: one detached ADU at the defaults', () => {
  // By hand, from PROFORMA.md's defaults:
  //   floor area        600 sq ft (ADU size)
  //   hard cost         600 × $325 × 1.05 contingency                = 204,750.00
  //   soft cost         15 % × 204,750                                =  30,712.50
  //   fees              one ADU under 750 sq ft: $10,000, no impact fees = 10,000.00
  //   before financing  204,750 + 30,712.50 + 10,000                  = 245,462.50
  //   loan              60 % × 245,462.50                             = 147,277.50
  //   interest          147,277.50 × 7 % × 55 % drawn × (6 + 6 lease-up months) / 12 = 5,670.18375
  //   loan fee          1 % × 147,277.50                              =   1,472.775
  //   cost before land  245,462.50 + 7,142.95875                      = 252,605.45875
  //   rent              $2,500 × 12 = 30,000; + 2 % other income      =  30,600.00
  //   vacancy           5 % × 30,600                                  =   1,530.00
  //   operating costs   25 % × (30,600 − 1,530 = 29,070)              =   7,267.50
  //   NOI               29,070 − 7,267.50                             =  21,802.50
  //   yield on cost     21,802.50 ÷ 252,605.45875                     =   8.631 %  (PROFORMA.md: "≈ 8–9 %")
  //   supported cost    21,802.50 ÷ 6.5 %                             = 335,423.08
  //   residual          335,423.08 − 252,605.46                       =  82,817.62
  //   value             21,802.50 ÷ 5.25 % × (1 − 5 % cost of sale)   = 394,521.43
  const adu = proformaOfPathway(
    pathway({ id: 'adu', name: 'ADU', maxUnits: 1, maxHeightFt: 16 }),
    LOT,
    DEFAULT_ASSUMPTIONS,
  )!

  it('matches the hand computation', () => {
    expect(adu.constructionType).toBe('adu')
    expect(adu.grossFloorAreaSf.value).toBe(600)
    expect(adu.hardCost.value).toBeCloseTo(204_750, 6)
    expect(adu.softCost.value).toBeCloseTo(30_712.5, 6)
    expect(adu.fees.total.value).toBeCloseTo(10_000, 6)
    expect(adu.fees.school.value).toBe(0)
    expect(adu.financing.value).toBeCloseTo(7_142.95875, 6)
    expect(adu.totalDevelopmentCost.value).toBeCloseTo(252_605.45875, 6)
    expect(adu.grossRevenue.value).toBeCloseTo(30_600, 6)
    expect(adu.netOperatingIncome.value).toBeCloseTo(21_802.5, 6)
    expect(adu.yieldOnCost!.value).toBeCloseTo(8.631, 3)
    expect(adu.supportedCost.value).toBeCloseTo(335_423.08, 2)
    expect(adu.residualLandValue.value).toBeCloseTo(82_817.62, 2)
    expect(adu.value.value).toBeCloseTo(394_521.43, 2)
  })

  it('names the assumptions each figure used, with source and year', () => {
    const ids = adu.hardCost.basis.map((basis) => basis.id)
    expect(ids).toEqual(['hcAduDetached', 'contingency'])
    const hard = adu.hardCost.basis[0]!
    expect(hard.source).toContain('ADU builders')
    expect(hard.year).toBe('2024–26')
    expect(hard.changed).toBe(false)
    expect(adu.residualLandValue.basis.map((basis) => basis.id)).toEqual(
      expect.arrayContaining(['rentAdu', 'yieldOnCostTarget', 'hcAduDetached', 'loanRate']),
    )
  })

  it('marks a changed assumption as changed', () => {
    const changed = proformaOfPathway(
      pathway({ id: 'adu', name: 'ADU', maxUnits: 1 }),
      LOT,
      withChanges({ rentAdu: 3_000 }, CITY_FIGURES),
    )!
    expect(changed.grossRevenue.basis.find((basis) => basis.id === 'rentAdu')).toMatchObject({
      value: 3_000,
      changed: true,
    })
  })
})

describe('sources shown to customers', () => {
  // Customers read these in the report and the PDF: each names a public source (or says the
  // figure is a rule of thumb), never our research file, its [S#] keys or a bare address.
  const bases = basesFor(DEFAULT_ASSUMPTIONS)
  const sources: Array<[string, string]> = [
    ...ASSUMPTION_IDS.map((id): [string, string] => [id, ASSUMPTIONS[id].source]),
    ...[bases.affordable, bases.transferTax, bases.months].map((basis): [string, string] => [
      basis.id,
      basis.source,
    ]),
  ]

  it.each(sources)('%s names a public source in plain words', (_id, source) => {
    expect(source.trim()).not.toBe('')
    expect(source).not.toContain('PROFORMA.md')
    expect(source).not.toContain('[S')
    expect(source.toLowerCase()).not.toContain('http')
  })

  it('covers every assumption and the three tables', () => {
    expect(sources).toHaveLength(ASSUMPTION_IDS.length + 3)
    expect(sources.map(([id]) => id)).toEqual(
      expect.arrayContaining(['affordableRents', 'transferTax', 'constructionMonths']),
    )
  })
})

describe('the building and its costs', () => {
  it('chooses the construction type from the stories', () => {
    expect(constructionTypeOf('building', 3, 2)).toBe('small_home')
    expect(constructionTypeOf('building', 12, 3)).toBe('type_v_walkup')
    expect(constructionTypeOf('building', 60, 6)).toBe('type_v_podium')
    expect(constructionTypeOf('building', 90, 8)).toBe('type_iii')
    expect(constructionTypeOf('building', 300, 20)).toBe('type_i')
    expect(constructionTypeOf('homes', 4, 2)).toBe('small_home')
  })

  it('costs a 20-home walk-up near PROFORMA.md’s check of about $460,000 a home before land', () => {
    const result = proformaOfPathway(
      pathway({ maxUnits: 20, maxStories: 3, parkingMin: 0 }),
      { lotSf: 10_000, unitMix: { '1BR': 10, '2BR': 10 } },
      DEFAULT_ASSUMPTIONS,
    )!
    expect(result.constructionType).toBe('type_v_walkup')
    const perHome = result.totalDevelopmentCost.value / 20
    expect(perHome).toBeGreaterThan(380_000)
    expect(perHome).toBeLessThan(520_000)
  })

  it('exempts covenanted homes from the park fee and the building from the linkage fee', () => {
    const market = proformaOfPathway(pathway({ maxUnits: 20 }), LOT, DEFAULT_ASSUMPTIONS)!
    const mixed = proformaOfPathway(
      pathway({ maxUnits: 20, affordable: [{ category: 'VLI', units: 3, pct: 15 }] }),
      LOT,
      DEFAULT_ASSUMPTIONS,
    )!
    expect(market.fees.linkage.value).toBeGreaterThan(0)
    expect(mixed.fees.linkage.value).toBe(0)
    expect(mixed.fees.park.value).toBeCloseTo(17 * 8_362, 6)
    expect(mixed.affordableUnits).toBe(3)
    // Covenanted rents are far below market: less revenue for the same building.
    expect(mixed.grossRevenue.value).toBeLessThan(market.grossRevenue.value)
  })

  it('adds the prevailing-wage uplift to AB 2011’s hard cost only', () => {
    const base = proformaOfPathway(pathway({ maxUnits: 30 }), LOT, DEFAULT_ASSUMPTIONS)!
    const ab2011 = proformaOfPathway(
      pathway({ id: 'ab2011', maxUnits: 30 }),
      LOT,
      DEFAULT_ASSUMPTIONS,
    )!
    expect(ab2011.hardCost.value).toBeCloseTo(base.hardCost.value * 1.2, 4)
    expect(ab2011.hardCost.basis.map((basis) => basis.id)).toContain('prevailingWage')
    expect(base.hardCost.basis.map((basis) => basis.id)).not.toContain('prevailingWage')
  })

  it('prices SB 9 homes for sale by profit on cost', () => {
    const result = proformaOfPathway(
      pathway({ id: 'sb9', name: 'SB 9', maxUnits: 4, maxHeightFt: 30 }),
      LOT,
      DEFAULT_ASSUMPTIONS,
    )!
    expect(result.tenure).toBe('for_sale')
    expect(result.yieldOnCost).toBeNull()
    // 4 homes × 1,200 sq ft × $750 = $3.6M gross sales.
    expect(result.grossRevenue.value).toBeCloseTo(3_600_000, 6)
    expect(result.supportedCost.value).toBeCloseTo((3_600_000 * 0.95) / 1.15, 4)
  })

  it('skips pathways that give no homes to price, and says why', () => {
    const result = computeProforma(
      [
        pathway({ id: 'ab2097', maxUnits: null }),
        pathway({ id: 'sb684', eligible: false, statusLabel: 'Not available' }),
        pathway({ id: 'sb79', maxUnits: 'unlimited', maxFloorAreaSf: null }),
        pathway({ id: 'ab2011', maxUnits: null }),
        pathway({ id: 'adu', maxUnits: 2 }),
        pathway({ id: 'la_toc', maxUnits: 'unlimited', maxFloorAreaSf: 30_000 }),
      ],
      { ...LOT, emptyLot: true },
    )
    expect(result.pathways.map((p) => p.pathwayId)).toEqual(['la_toc'])
    expect(result.pathways[0]!.units).toBe(Math.floor((30_000 * 0.85) / 755))
    expect(result.unpriced.map((entry) => [entry.pathwayId, entry.reason])).toEqual([
      ['ab2097', 'it relieves parking and adds no homes of its own'],
      ['sb684', 'not available'],
      ['sb79', 'sets no number of homes or floor area to price'],
      ['ab2011', 'its number of homes rests on facts not yet known'],
      ['adu', 'ADUs are added to a home, and none stands on this lot yet'],
    ])
    // Beside a house, the same ADUs are priced.
    const withHouse = computeProforma([pathway({ id: 'adu', maxUnits: 2 })], LOT)
    expect(withHouse.pathways.map((p) => p.pathwayId)).toEqual(['adu'])
  })

  it('ranks pathways by residual land value', () => {
    const result = computeProforma(
      [pathway({ maxUnits: 4 }), pathway({ id: 'la_toc', maxUnits: 40, maxStories: 5 })],
      LOT,
    )
    const residuals = result.pathways.map((p) => p.residualLandValue.value)
    expect([...residuals].sort((x, y) => y - x)).toEqual(residuals)
  })
})

describe('the mix of homes', () => {
  const price = (overrides: Partial<PathwayFigures>, context: ProformaContext = LOT) =>
    proformaOfPathway(pathway(overrides), context, DEFAULT_ASSUMPTIONS)!

  it('sizes a building’s homes to share the floor area its pathway allows', () => {
    // 10 homes in 12,000 sq ft: 10,200 sq ft net at 85 %, 1,020 sq ft a home, between a
    // two-bedroom (950) and a three-bedroom (1,200): 72 % and 28 %, so 7 and 3 homes.
    const roomy = price({ maxUnits: 10, maxFloorAreaSf: 12_000 })
    expect(roomy.unitMix).toEqual({
      homes: { '0BR': 0, '1BR': 0, '2BR': 7, '3BR': 3 },
      from: 'envelope',
    })
    expect(roomy.grossFloorAreaSf.value).toBeCloseTo(12_000, 6)
    // 40 homes in 16,000 sq ft: 340 sq ft a home, all studios (shrunk to fit).
    expect(price({ maxUnits: 40, maxFloorAreaSf: 16_000 }).unitMix).toEqual({
      homes: { '0BR': 40, '1BR': 0, '2BR': 0, '3BR': 0 },
      from: 'envelope',
    })
  })

  it('rents larger homes for more', () => {
    const small = price({ maxUnits: 10, maxFloorAreaSf: 6_000 })
    const large = price({ maxUnits: 10, maxFloorAreaSf: 12_000 })
    expect(large.grossRevenue.value).toBeGreaterThan(small.grossRevenue.value * 1.4)
  })

  it('keeps the scenario’s mix, and a typical one when the pathway caps only one of homes and floor area', () => {
    const given = price(
      { maxUnits: 10, maxFloorAreaSf: 12_000 },
      { ...LOT, unitMix: { '1BR': 1, '2BR': 1 } },
    )
    expect(given.unitMix).toEqual({
      homes: { '0BR': 0, '1BR': 5, '2BR': 5, '3BR': 0 },
      from: 'scenario',
    })
    // 20 % studios, 40 % one-, 30 % two- and 10 % three-bedroom homes.
    expect(price({ maxUnits: 20, maxFloorAreaSf: null }).unitMix).toEqual({
      homes: { '0BR': 4, '1BR': 8, '2BR': 6, '3BR': 2 },
      from: 'typical',
    })
    expect(price({ maxUnits: 'unlimited', maxFloorAreaSf: 15_000 }).unitMix?.from).toBe('typical')
  })

  it('gives ADUs and small-lot homes no mix: they are priced by size', () => {
    expect(price({ id: 'adu', maxUnits: 2 }).unitMix).toBeNull()
    expect(price({ id: 'sb9', maxUnits: 2 }).unitMix).toBeNull()
  })
})

describe('the ULA cliff', () => {
  it('never nets less above a threshold than just under it', () => {
    const under = netOfSale(5_299_999, 5)
    expect(netOfSale(5_300_000, 5)).toBeGreaterThanOrEqual(under)
    expect(netOfSale(5_500_000, 5)).toBeGreaterThanOrEqual(under)
    // Far above the threshold the tax is paid: 4 % on top of the 5 % cost of sale.
    expect(netOfSale(9_000_000, 5)).toBeCloseTo(9_000_000 * 0.91, 4)
  })
})

describe('the sensitivity grid', () => {
  it('rises with rents and falls with hard costs', () => {
    const grid = sensitivity(pathway({ maxUnits: 20 }), LOT)!
    expect(grid.residual).toHaveLength(5)
    const middle = grid.residual[2]!
    expect(middle[2]).toBeCloseTo(
      proformaOfPathway(pathway({ maxUnits: 20 }), LOT, DEFAULT_ASSUMPTIONS)!.residualLandValue
        .value,
      4,
    )
    for (let i = 1; i < 5; i++) {
      expect(grid.residual[i]![2]!).toBeGreaterThan(grid.residual[i - 1]![2]!)
      expect(middle[i]!).toBeLessThan(middle[i - 1]!)
    }
  })
})

describe('what stands on the lot', () => {
  // Four rent-stabilised apartments, tenants there now, none of lower income in five years:
  // the engine owes four Low-income replacement homes and $36,800–$91,800 of relocation.
  const standing = analyzeParcel({
    parcel: {
      zone: 'R3-1',
      lotSf: 7_500,
      existingUnits: 4,
      rso: true,
      yearBuilt: 1955,
      tenantOccupiedWithinYears: 0,
      lowerIncomeOccupiedWithinYears: 'never',
      ellisWithdrawalWithinYears: 'never',
    },
    scenario: { analysisDate: '2026-12-01' },
  })
  const demolishes = pathwayFigures(standing, 'la_base_zoning').existing
  const keeps = pathwayFigures(standing, 'adu').existing
  const price = (overrides: Partial<PathwayFigures>) => {
    const priced = proformaOfPathway(pathway(overrides), LOT, DEFAULT_ASSUMPTIONS)
    if (!priced) throw new Error('not priced')
    return priced
  }

  it('costs the demolition and the most relocation owed, and prices the replacement homes at their covenant', () => {
    expect(demolishes.relocation.totalHigh).toBe(91_800)
    const empty = price({})
    const cleared = price({ existing: demolishes })
    expect(cleared.siteClearing.value).toBe(4 * 30_000 + 91_800)
    expect(cleared.siteClearing.basis.map((basis) => basis.id)).toEqual([
      'demolitionPerHome',
      'relocation',
    ])
    expect(cleared.replacementUnits).toBe(4)
    expect(cleared.affordableUnits).toBe(4)
    expect(cleared.affordableCategory).toBe('LI')
    // Clearing is financed like the rest, and four homes rent at the covenant: the land is worth
    // less than on an empty lot by more than the clearing itself.
    expect(empty.residualLandValue.value - cleared.residualLandValue.value).toBeGreaterThan(
      cleared.siteClearing.value,
    )
    expect(cleared.residualLandValue.basis.map((basis) => basis.id)).toContain('relocation')
  })

  it('counts the replacement homes toward a larger set-aside, at the set-aside’s level', () => {
    const priced = price({
      existing: demolishes,
      affordable: [{ category: 'VLI', units: 6, pct: 30 }],
    })
    expect(priced.affordableUnits).toBe(6)
    expect(priced.replacementUnits).toBe(4)
    expect(priced.affordableCategory).toBe('VLI')
  })

  it('costs nothing to clear when the pathway keeps what stands', () => {
    expect(keeps.action).toBe('keeps')
    const kept = price({ existing: keeps })
    expect(kept.siteClearing.value).toBe(0)
    expect(kept.replacementUnits).toBe(0)
    expect(kept.residualLandValue.value).toBe(price({}).residualLandValue.value)
  })
})

// Generators: any pathway the engine could return, any assumptions the contract accepts.
const pathwayArbitrary: fc.Arbitrary<PathwayFigures> = fc
  .record({
    id: fc.constantFrom(
      'la_base_zoning',
      'state_density_bonus',
      'la_toc',
      'sb9',
      'sb684',
      'sb1123',
      'adu',
      'ab2011',
      'sb79',
    ),
    name: fc.constant('Pathway'),
    eligible: fc.constantFrom(true, 'conditional' as const),
    statusLabel: fc.constant('Available'),
    maxUnits: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.constant('unlimited' as const)),
    maxStories: fc.option(fc.integer({ min: 1, max: 60 })),
    maxHeightFt: fc.option(fc.integer({ min: 10, max: 600 })),
    maxFloorAreaSf: fc.option(fc.integer({ min: 0, max: 3_000_000 })),
    parkingMin: fc.option(fc.integer({ min: 0, max: 3_000 })),
    affordable: fc.array(
      fc.record({
        category: fc.constantFrom('ELI', 'VLI', 'LI', 'MOD' as const),
        units: fc.integer({ min: 0, max: 500 }),
        pct: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 2 },
    ),
    existing: fc.constant(NOTHING_STANDS),
    mix: fc.record({
      detached: fc.integer({ min: 0, max: 8 }),
      converted: fc.integer({ min: 0, max: 200 }),
      junior: fc.integer({ min: 0, max: 1 }),
    }),
  })
  // An ADU pathway's ADUs by kind, as many in all as it allows; no kinds for any other pathway.
  .map(({ mix, ...figures }) => {
    const all = figures.maxUnits
    if (figures.id !== 'adu' || typeof all !== 'number') return { ...figures, adus: null }
    const detached = Math.min(mix.detached, all)
    const converted = Math.min(mix.converted, all - detached)
    const junior = Math.min(mix.junior, all - detached - converted)
    return {
      ...figures,
      adus: {
        detached,
        converted,
        junior,
        stated: 0,
        unrecorded: all - detached - converted - junior,
      },
    }
  })

const contextArbitrary: fc.Arbitrary<ProformaContext> = fc.record({
  lotSf: fc.option(fc.integer({ min: 500, max: 2_000_000 })),
  tenure: fc.constantFrom(undefined, 'rental' as const, 'for_sale' as const),
  unitMix: fc.option(
    fc.dictionary(
      fc.constantFrom('0BR', '1BR', '2BR', '3BR', '4BR'),
      fc.integer({ min: 0, max: 50 }),
    ),
    { nil: undefined },
  ),
})

const assumptionsArbitrary: fc.Arbitrary<Assumptions> = fc.record(
  Object.fromEntries(
    ASSUMPTION_IDS.map((id) => [
      id,
      fc.double({ min: ASSUMPTIONS[id].min, max: ASSUMPTIONS[id].max, noNaN: true }),
    ]),
  ) as Record<AssumptionId, fc.Arbitrary<number>>,
)

const factorArbitrary = fc.double({ min: 1, max: 3, noNaN: true })

const REVENUE: readonly AssumptionId[] = [
  'rentStudio',
  'rent1br',
  'rent2br',
  'rent3br',
  'rentAdu',
  'salePrice',
  'otherIncome',
]
const COSTS: readonly AssumptionId[] = [
  'hcAduDetached',
  'hcSmallHome',
  'hcTypeVWalkup',
  'hcTypeVPodium',
  'hcTypeIII',
  'hcTypeI',
  'parkingStall',
  'prevailingWage',
  'softCostMultifamily',
  'softCostSmall',
  'feeLinkage',
  'feeSchool',
  'feeParkRental',
  'feeParkForSale',
  'feeAdu',
  'loanRate',
]

function scaled(assumptions: Assumptions, ids: readonly AssumptionId[], factor: number) {
  const moved: Record<AssumptionId, number> = { ...assumptions }
  for (const id of ids) moved[id] = Math.min(ASSUMPTIONS[id].max, assumptions[id] * factor)
  return moved
}

/** Money is compared to a cent per million, since the figures run to billions. */
function tolerance(x: number) {
  return 1e-9 * Math.max(1, Math.abs(x))
}

/**
 * The size of the numbers a residual is the difference of: revenue capitalised at the lowest
 * accepted yield, and the costs. Rounding error scales with them, not with the residual.
 */
function magnitude(result: PathwayProforma) {
  return result.grossRevenue.value * 200 + result.totalDevelopmentCost.value
}

function figuresOf(result: PathwayProforma): Figure[] {
  const { fees, yieldOnCost, ...rest } = result
  const figures = Object.values(rest).filter(
    (value): value is Figure => typeof value === 'object' && value !== null && 'basis' in value,
  )
  return [...figures, ...Object.values(fees), ...(yieldOnCost ? [yieldOnCost] : [])]
}

describe('invariants', () => {
  it('more revenue never lowers the residual', () => {
    fc.assert(
      fc.property(
        pathwayArbitrary,
        contextArbitrary,
        assumptionsArbitrary,
        factorArbitrary,
        (p, c, a, f) => {
          const before = proformaOfPathway(p, c, a)
          const after = proformaOfPathway(p, c, scaled(a, REVENUE, f))
          if (!before || !after) return
          const x = before.residualLandValue.value
          expect(after.residualLandValue.value).toBeGreaterThanOrEqual(
            x - tolerance(magnitude(after)),
          )
        },
      ),
      { numRuns: 500 },
    )
  })

  it('more cost never raises the residual', () => {
    fc.assert(
      fc.property(
        pathwayArbitrary,
        contextArbitrary,
        assumptionsArbitrary,
        factorArbitrary,
        (p, c, a, f) => {
          const before = proformaOfPathway(p, c, a)
          const after = proformaOfPathway(p, c, scaled(a, COSTS, f))
          if (!before || !after) return
          const x = before.residualLandValue.value
          expect(after.residualLandValue.value).toBeLessThanOrEqual(x + tolerance(magnitude(after)))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('zero homes give zero revenue', () => {
    fc.assert(
      fc.property(pathwayArbitrary, contextArbitrary, assumptionsArbitrary, (p, c, a) => {
        const none = { detached: 0, converted: 0, junior: 0, stated: 0, unrecorded: 0 }
        const result = proformaOfPathway({ ...p, maxUnits: 0, adus: p.adus && none }, c, a)!
        expect(result.units).toBe(0)
        expect(result.grossRevenue.value).toBe(0)
        expect(result.netOperatingIncome.value).toBe(0)
        expect(result.value.value).toBe(0)
      }),
    )
  })

  it('the residual plus the costs equals the value it rests on', () => {
    fc.assert(
      fc.property(pathwayArbitrary, contextArbitrary, assumptionsArbitrary, (p, c, a) => {
        const result = proformaOfPathway(p, c, a)
        if (!result) return
        const total = result.residualLandValue.value + result.totalDevelopmentCost.value
        const scale = Math.max(result.supportedCost.value, result.totalDevelopmentCost.value)
        expect(Math.abs(total - result.supportedCost.value)).toBeLessThanOrEqual(tolerance(scale))
      }),
      { numRuns: 500 },
    )
  })

  it('extreme but valid inputs give finite figures', () => {
    const extremes = fc.record(
      Object.fromEntries(
        ASSUMPTION_IDS.map((id) => [id, fc.constantFrom(ASSUMPTIONS[id].min, ASSUMPTIONS[id].max)]),
      ) as Record<AssumptionId, fc.Arbitrary<number>>,
    )
    fc.assert(
      fc.property(
        pathwayArbitrary,
        contextArbitrary,
        fc.oneof(extremes, assumptionsArbitrary),
        (p, c, a) => {
          const result = proformaOfPathway(p, c, a)
          if (!result) return
          for (const item of figuresOf(result)) expect(Number.isFinite(item.value)).toBe(true)
          expect(Number.isFinite(result.stories)).toBe(true)
        },
      ),
      { numRuns: 1_000 },
    )
  })
})

describe('ADUs priced by the kind the engine counts', () => {
  /** A 30-home building on a 20,000 sq ft R3 lot, with the ADUs its owner states its spare space holds. */
  const thirtyHomeBuilding = (conversionSpaceAdus?: number) =>
    analyzeParcel({
      parcel: {
        zone: 'R3',
        heightDistrict: '1',
        lotSf: 20_000,
        existingUnits: 30,
        existingUnitType: 'multifamily',
        ...(conversionSpaceAdus === undefined ? {} : { conversionSpaceAdus }),
      },
      scenario: { analysisDate: '2026-12-07' },
    })

  const a = DEFAULT_ASSUMPTIONS
  const contingency = 1 + a.contingency / 100
  const houseRequest = {
    parcel: {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7_000,
      existingUnits: 1,
      existingUnitType: 'SFD',
    },
    scenario: { analysisDate: '2026-12-07' },
  } as const
  const house = analyzeParcel(houseRequest)
  const context: ProformaContext = { lotSf: 7_000 }
  const ids = (figure: Figure) => figure.basis.map((basis) => basis.id)

  it('prices a house’s converted, detached and junior ADU each at its own size, hard cost and rent (HCD’s reading)', () => {
    const figures = pathwayFigures(house, 'adu')
    expect(figures.adus).toEqual({
      detached: 1,
      converted: 1,
      junior: 1,
      stated: 0,
      unrecorded: 0,
    })
    const priced = proformaOfPathway(figures, context, a)!
    expect(priced.units).toBe(3)
    // 600 sq ft detached, 400 sq ft converted, 450 sq ft junior.
    expect(priced.grossFloorAreaSf.value).toBe(600 + 400 + 450)
    expect(priced.hardCost.value).toBeCloseTo(
      (600 * a.hcAduDetached + 400 * a.hcAduConversion + 450 * a.hcJadu) * contingency,
      6,
    )
    expect(priced.hardCost.value).toBeCloseTo((600 * 325 + 400 * 250 + 450 * 275) * 1.05, 6)
    // $2,500 (a one-bedroom) + $2,300 + $2,300 (studios) a month, and 2 % other income.
    expect(priced.grossRevenue.value).toBeCloseTo((2_500 + 2_300 + 2_300) * 12 * 1.02, 6)
    expect(ids(priced.hardCost)).toEqual([
      'hcAduDetached',
      'hcAduConversion',
      'hcJadu',
      'contingency',
    ])
    expect(ids(priced.grossFloorAreaSf)).toEqual(['aduSize', 'aduConversionSize', 'jaduSize'])
    expect(ids(priced.grossRevenue)).toEqual([
      'rentAdu',
      'rentAduConversion',
      'rentJadu',
      'otherIncome',
    ])
    expect(priced.grossRevenue.basis.find((basis) => basis.id === 'rentJadu')?.source).toContain(
      'HUD Small Area Fair Market Rents',
    )
    // Three ADUs under 750 sq ft: $10,000 each, no school fee.
    expect(priced.fees.total.value).toBe(30_000)
  })

  it('prices the conservative reading’s one detached ADU and one junior ADU', () => {
    const conservative = analyzeParcel(houseRequest, { aduSfMode: 'conservative' })
    const priced = proformaOfPathway(pathwayFigures(conservative, 'adu'), context, a)!
    expect(priced.adus).toEqual({
      detached: 1,
      converted: 0,
      junior: 1,
      stated: 0,
      unrecorded: 0,
    })
    expect(priced.hardCost.value).toBeCloseTo((600 * 325 + 450 * 275) * 1.05, 6)
    expect(priced.grossRevenue.value).toBeCloseTo((2_500 + 2_300) * 12 * 1.02, 6)
  })

  it('a junior ADU’s own rent and size move only its share of the figures', () => {
    const figures = pathwayFigures(house, 'adu')
    const base = proformaOfPathway(figures, context, a)!
    const dearer = proformaOfPathway(
      figures,
      context,
      withChanges({ rentJadu: 2_800, jaduSize: 500 }, CITY_FIGURES),
    )!
    expect(dearer.grossRevenue.value - base.grossRevenue.value).toBeCloseTo(500 * 12 * 1.02, 6)
    expect(dearer.hardCost.value - base.hardCost.value).toBeCloseTo(50 * a.hcJadu * contingency, 6)
  })

  it('leaves out a multifamily building’s conversions, whose space the records do not show, and prices its detached ADUs', () => {
    // The law allows it 7 conversions (25 % of 30, rounded down) in space not used as living
    // space, and 8 detached ADUs.
    const figures = pathwayFigures(thirtyHomeBuilding(), 'adu')
    expect(figures.maxUnits).toBe(15)
    expect(figures.adus).toEqual({
      detached: 8,
      converted: 0,
      junior: 0,
      stated: 0,
      unrecorded: 7,
    })
    const priced = proformaOfPathway(figures, { lotSf: 20_000 }, a)!
    expect(priced.units).toBe(8)
    expect(priced.hardCost.value).toBeCloseTo(8 * 600 * a.hcAduDetached * contingency, 6)
    expect(priced.grossRevenue.value).toBeCloseTo(8 * 2_500 * 12 * 1.02, 6)
  })

  it('prices the conversions its owner has stated space for as converted ADUs, never more than the law allows', () => {
    // Space for 3 of the law's 7: those 3 are priced at a conversion's size, cost and rent.
    const three = pathwayFigures(thirtyHomeBuilding(3), 'adu')
    expect(three.maxUnits).toBe(15)
    expect(three.adus).toEqual({ detached: 8, converted: 3, junior: 0, stated: 3, unrecorded: 4 })
    const priced = proformaOfPathway(three, { lotSf: 20_000 }, a)!
    expect(priced.units).toBe(11)
    expect(priced.hardCost.value).toBeCloseTo(
      (8 * 600 * a.hcAduDetached + 3 * 400 * a.hcAduConversion) * contingency,
      6,
    )
    expect(priced.grossRevenue.value).toBeCloseTo((8 * 2_500 + 3 * 2_300) * 12 * 1.02, 6)
    // Space for more than the law's 7 counts the 7; the engine says what the owner stated.
    const more = thirtyHomeBuilding(12)
    expect(pathwayFigures(more, 'adu').adus).toMatchObject({ converted: 7, unrecorded: 0 })
    expect(
      more.pathways.adu.sources.find((source) => source.figure === 'details.statedConversionAdus')
        ?.rule,
    ).toBe(
      'The building’s space not used as living space is stated to hold 12 ADUs; the law allows 7 ADUs converted there',
    )
  })

  it('prices an ADU result stored before the kinds were counted as it was then: conversions apart, the rest detached', () => {
    expect(aduMixOf({ id: 'adu', maxUnits: 3, details: { lotKind: 'single_family' } })).toEqual({
      detached: 3,
      converted: 0,
      junior: 0,
      stated: 0,
      unrecorded: 0,
    })
  })
})
