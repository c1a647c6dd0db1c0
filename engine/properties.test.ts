// Invariants that hold for every lot, checked on generated ones.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeParcel, PATHWAY_IDS, type AnalysisInput, type ParcelFacts } from './index.ts'

const ZONES = [
  'R1',
  'RS',
  'RE9',
  'RA',
  'R2',
  'RD1.5',
  'RD2',
  'RD4',
  'R3',
  'RAS3',
  'R4',
  'R5',
  'C1',
  'C2',
  'C4',
  'CR',
  'CM',
  'M1',
  'R1V2',
] as const
const DISTRICTS = ['1', '1L', '1VL', '1XL', '2', '3', '4'] as const

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

const parcel: fc.Arbitrary<ParcelFacts> = fc.record({
  zone: fc.constantFrom(...ZONES),
  heightDistrict: maybe(fc.constantFrom(...DISTRICTS)),
  lotSf: fc.integer({ min: 1_000, max: 300_000 }),
  lotWidthFt: maybe(fc.integer({ min: 20, max: 300 })),
  lotDepthFt: maybe(fc.integer({ min: 50, max: 400 })),
  existingUnits: maybe(fc.integer({ min: 0, max: 40 })),
  rso: maybe(fc.boolean()),
  vacant: maybe(fc.boolean()),
  tenantOccupiedWithinYears: maybe(
    fc.oneof(fc.constant('never' as const), fc.integer({ min: 0, max: 20 })),
  ),
  distMtsMi: maybe(fc.double({ min: 0, max: 3, noNaN: true })),
  walkDistMtsMi: maybe(fc.double({ min: 0, max: 3, noNaN: true })),
  tocTier: maybe(fc.integer({ min: 0, max: 4 })),
  sb79StopTier: maybe(fc.constantFrom(1 as const, 2 as const, null)),
  sb79DistBand: maybe(
    fc.constantFrom('adjacent' as const, 'quarter' as const, 'half' as const, null),
  ),
  sb79LocalDelay: maybe(fc.boolean()),
  corridorRowWidthFt: maybe(fc.integer({ min: 40, max: 200 })),
  corridorFrontageFt: maybe(fc.integer({ min: 0, max: 400 })),
  hpoz: maybe(fc.boolean()),
  vhfhsz: maybe(fc.boolean()),
  hillsideArea: maybe(fc.boolean()),
})

const input: fc.Arbitrary<AnalysisInput> = fc.record({
  parcel,
  scenario: fc.record({
    analysisDate: fc.constantFrom('2021-06-01', '2024-03-01', '2025-08-01', '2026-11-23'),
    applicationDate: maybe(fc.constantFrom('2023-01-01', '2025-03-01')),
    setAsideCategory: maybe(
      fc.constantFrom(
        'VLI' as const,
        'LI' as const,
        'MOD' as const,
        'SENIOR' as const,
        '100PCT' as const,
      ),
    ),
    setAsidePct: maybe(fc.integer({ min: 0, max: 60 })),
    tenure: maybe(fc.constantFrom('rental' as const, 'for_sale' as const)),
    ownerAffidavit: maybe(fc.boolean()),
  }),
})

/** Units as a number for comparisons: unlimited is infinite, none is 0. */
const asNumber = (units: number | 'unlimited' | null): number =>
  units === 'unlimited' ? Number.POSITIVE_INFINITY : (units ?? 0)

describe('engine invariants', () => {
  it('more lot area never lowers base-zoning units', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000 }), (sample, extraSf) => {
        const small = analyzeParcel(sample).pathways.la_base_zoning.maxUnits
        const larger = analyzeParcel({
          ...sample,
          parcel: { ...sample.parcel, lotSf: (sample.parcel.lotSf ?? 0) + extraSf },
        }).pathways.la_base_zoning.maxUnits
        if (small !== null && larger !== null)
          expect(asNumber(larger)).toBeGreaterThanOrEqual(asNumber(small))
      }),
    )
  })

  it('a bonus never yields fewer units than its base', () => {
    fc.assert(
      fc.property(input, (sample) => {
        const { pathways } = analyzeParcel(sample)
        for (const id of ['state_density_bonus', 'la_toc'] as const) {
          const result = pathways[id]
          if (result.maxUnits !== null && result.baseUnits !== null) {
            expect(asNumber(result.maxUnits)).toBeGreaterThanOrEqual(result.baseUnits)
          }
        }
        const sb79 = pathways.sb79
        if (sb79.maxUnits !== null)
          expect(asNumber(sb79.maxUnits)).toBeGreaterThanOrEqual(sb79.details.localUnits as number)
      }),
    )
  })

  it('an unavailable pathway never reports units', () => {
    fc.assert(
      fc.property(input, (sample) => {
        for (const result of Object.values(analyzeParcel(sample).pathways)) {
          if (result.eligible === false) {
            expect(result.maxUnits).toBeNull()
            expect(result.minUnits).toBeNull()
            expect(result.failReasons.some((reason) => reason.status === 'fail')).toBe(true)
          }
        }
      }),
    )
  })

  it('every pathway is present, and the same input always gives the same output', () => {
    fc.assert(
      fc.property(input, (sample) => {
        const first = analyzeParcel(sample)
        expect(Object.keys(first.pathways).sort()).toEqual([...PATHWAY_IDS].sort())
        expect(analyzeParcel(structuredClone(sample))).toEqual(first)
      }),
    )
  })

  it('ranks only available or conditional pathways, most homes first', () => {
    fc.assert(
      fc.property(input, (sample) => {
        const { pathways, summary } = analyzeParcel(sample)
        const totals = summary.ranking.map((entry) => asNumber(entry.totalUnits))
        expect(totals).toEqual([...totals].sort((a, b) => b - a))
        for (const entry of summary.ranking) expect(pathways[entry.id].eligible).not.toBe(false)
        if (summary.ranking.length > 0) expect(summary.recommended).not.toBeNull()
      }),
    )
  })
})
