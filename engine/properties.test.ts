// Invariants that hold for every lot, checked on generated ones.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  findingsOf,
  analyzeParcel,
  findSource,
  PATHWAY_IDS,
  type Analysis,
  type AnalysisInput,
  type EngineOptions,
  type FigureName,
  type ParcelFacts,
  type PathwayResult,
  type PathwayStatus,
} from './index.ts'

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
const ZONE_STRINGS = [
  '[Q]C2-1VL-CPIO',
  'R1-1-HPOZ',
  'C2-1VL/R1-1',
  'R3-1/RD1.5-1XL',
  'RD2-1',
] as const

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

const parcel: fc.Arbitrary<ParcelFacts> = fc.record({
  zone: maybe(fc.constantFrom(...ZONES)),
  zoneString: maybe(fc.constantFrom(...ZONE_STRINGS)),
  zoneSplitSf: maybe(fc.constant([3000, 4000] as const)),
  heightDistrict: maybe(fc.constantFrom(...DISTRICTS)),
  lotSf: maybe(fc.integer({ min: 1_000, max: 300_000 })),
  lotWidthFt: maybe(fc.integer({ min: 20, max: 300 })),
  lotDepthFt: maybe(fc.integer({ min: 50, max: 400 })),
  existingUnits: maybe(fc.integer({ min: 0, max: 40 })),
  conversionSpaceAdus: maybe(fc.integer({ min: 0, max: 15 })),
  existingUnitType: maybe(
    fc.constantFrom('SFD' as const, 'duplex' as const, 'multifamily' as const),
  ),
  yearBuilt: maybe(fc.integer({ min: 1900, max: 2025 })),
  rso: maybe(fc.boolean()),
  vacant: maybe(fc.boolean()),
  tenantOccupiedWithinYears: maybe(
    fc.oneof(fc.constant('never' as const), fc.integer({ min: 0, max: 20 })),
  ),
  deedRestrictedAffordable: maybe(fc.boolean()),
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
  coastalZone: maybe(fc.boolean()),
  hillsideArea: maybe(fc.boolean()),
  wetland: maybe(fc.boolean()),
  privateRestrictions: maybe(fc.boolean()),
  easementSf: maybe(fc.integer({ min: 0, max: 2_000 })),
  wastewater: maybe(fc.constantFrom('sewer' as const, 'septic' as const)),
  housingElementSiteUnits: maybe(fc.integer({ min: 1, max: 20 })),
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
    baseUnits: maybe(fc.integer({ min: 1, max: 200 })),
    tenure: maybe(fc.constantFrom('rental' as const, 'for_sale' as const)),
    ownerAffidavit: maybe(fc.boolean()),
  }),
})

const options: fc.Arbitrary<Partial<EngineOptions>> = fc.record(
  {
    laDbScale: fc.constantFrom('by_application_date' as const, 'state' as const, 'cap35' as const),
    byrightRounding: fc.constantFrom('floor' as const, 'ceil' as const),
    stateDensityRounding: fc.constantFrom('floor' as const, 'ceil' as const),
    sb1123MinDensityBasis: fc.constantFrom('zone' as const, 'mullin' as const),
  },
  { requiredKeys: [] },
)

/** Units as a number for comparisons: unlimited is infinite, none is 0. */
const asNumber = (units: number | 'unlimited' | null): number =>
  units === 'unlimited' ? Number.POSITIVE_INFINITY : (units ?? 0)

const OPENNESS: Readonly<Record<PathwayStatus, number>> = {
  available: 3,
  available_with_checks: 2,
  needs_confirmation: 1,
  not_available: 0,
  not_yet_effective: 0,
  closed: 0,
}

const FIGURES: readonly FigureName[] = [
  'maxUnits',
  'minUnits',
  'baseUnits',
  'maxHeightFt',
  'maxStories',
  'far',
  'maxFloorAreaSf',
  'setbacksFt',
  'parkingMin',
  'affordable',
  'incentives',
]

function containsNumber(value: unknown): boolean {
  if (typeof value === 'number') return true
  if (Array.isArray(value)) return value.some(containsNumber)
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNumber)
  return false
}

/** Every text of a result a reader sees. */
function textsOf(analysis: Analysis): string[] {
  const texts = [analysis.summary.reason, ...analysis.summary.missingFacts]
  for (const entry of analysis.summary.ranking)
    texts.push(...entry.assumptions, ...entry.toConfirm, ...entry.routineChecks)
  for (const result of Object.values(analysis.pathways)) {
    texts.push(result.statusLabel, ...result.notes)
    for (const reason of result.failReasons) texts.push(reason.message)
    for (const criterion of result.criteria)
      if (criterion.requirement !== null) texts.push(criterion.requirement)
    for (const flag of result.flags) texts.push(flag.message)
    for (const source of result.sources) {
      texts.push(source.rule)
      for (const caveat of source.caveats) texts.push(caveat.message)
      for (const reading of source.readings) texts.push(reading.message)
    }
  }
  return texts
}

describe('engine invariants', () => {
  it('more lot area never lowers base-zoning units', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000 }), (sample, extraSf) => {
        const small = analyzeParcel(sample).pathways.la_base_zoning.maxUnits
        const larger = analyzeParcel({
          ...sample,
          parcel: { ...sample.parcel, lotSf: (sample.parcel.lotSf ?? 1_000) + extraSf },
        }).pathways.la_base_zoning.maxUnits
        if (small !== null && larger !== null && sample.parcel.lotSf !== undefined)
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

  it('a disqualifying fact never makes a pathway more available', () => {
    const disqualifying: ParcelFacts[] = [
      { rso: true },
      { tenantOccupiedWithinYears: 0 },
      { vhfhsz: true },
      { hpoz: true },
      { wetland: true },
      { deedRestrictedAffordable: true },
    ]
    fc.assert(
      fc.property(input, fc.constantFrom(...disqualifying), (sample, worse) => {
        const before = analyzeParcel(sample).pathways
        const after = analyzeParcel({ ...sample, parcel: { ...sample.parcel, ...worse } }).pathways
        for (const id of ['sb9', 'sb684', 'sb1123', 'ab2011', 'sb79'] as const)
          expect(OPENNESS[after[id].status], id).toBeLessThanOrEqual(OPENNESS[before[id].status])
      }),
    )
  })

  it('a pathway that can be used never requires more homes than it allows', () => {
    fc.assert(
      fc.property(input, options, (sample, chosen) => {
        const { pathways } = analyzeParcel(sample, chosen)
        for (const result of Object.values(pathways)) {
          if (result.minUnits !== null && result.maxUnits !== null)
            expect(result.minUnits, result.id).toBeLessThanOrEqual(asNumber(result.maxUnits))
          if (result.id === 'sb684' || result.id === 'sb1123')
            expect(asNumber(result.maxUnits)).toBeLessThanOrEqual(10)
        }
        // The conversions counted in space the owner states never exceed the law's count.
        const { details } = pathways.adu
        if (details.statedConversionAdus !== undefined)
          expect(details.statedConversionAdus).toBeLessThanOrEqual(
            details.conversionAdusMax as number,
          )
      }),
    )
  })

  it('every number reported has one source, with its rule and citations', () => {
    const check = (result: PathwayResult) => {
      const figures = result.sources.map((source) => source.figure)
      expect(new Set(figures).size, `${result.id} files a figure twice`).toBe(figures.length)
      for (const source of result.sources) {
        expect(source.rule, `${result.id} ${source.figure}`).not.toBe('')
        expect(source.citations.length, `${result.id} ${source.figure}`).toBeGreaterThan(0)
      }
      for (const figure of FIGURES) {
        const value = result[figure]
        const reported = Array.isArray(value) ? value.length > 0 : value !== null
        if (reported) expect(findSource(result, figure), `${result.id} ${figure}`).not.toBeNull()
      }
      for (const [key, value] of Object.entries(result.details)) {
        if (containsNumber(value))
          expect(findSource(result, `details.${key}`), `${result.id} details.${key}`).not.toBeNull()
      }
    }
    fc.assert(
      fc.property(input, options, (sample, chosen) => {
        for (const result of Object.values(analyzeParcel(sample, chosen).pathways)) check(result)
      }),
    )
  })

  it('no pathway reads available with an open criterion, and its figures say how sure they are', () => {
    fc.assert(
      fc.property(input, (sample) => {
        for (const result of Object.values(analyzeParcel(sample).pathways)) {
          if (result.status === 'available') expect(result.failReasons, result.id).toEqual([])
          if (result.status === 'available_with_checks')
            for (const reason of result.failReasons) expect(reason.status, result.id).toBe('check')
          for (const source of result.sources) {
            const low = source.caveats.some(
              (caveat) => caveat.kind === 'unverified_rule' || caveat.kind === 'contested_reading',
            )
            if (low) expect(source.confidence).toBe('low')
            if (source.readings.length > 0) {
              expect(source.readings.filter((reading) => reading.chosen)).not.toHaveLength(0)
              expect(source.confidence).toBe('low')
            }
          }
        }
      }),
    )
  })

  it('the summary never recommends a pathway whose decisive facts are unknown', () => {
    fc.assert(
      fc.property(input, (sample) => {
        const { pathways, summary } = analyzeParcel(sample)
        if (summary.recommended === null) {
          expect(summary.ranking.every((entry) => entry.status === 'needs_confirmation')).toBe(true)
          return
        }
        const recommended = pathways[summary.recommended]
        expect(['available', 'available_with_checks']).toContain(recommended.status)
        for (const reason of recommended.failReasons) expect(reason.status).toBe('check')
      }),
    )
  })

  it('ranks available pathways before those that need confirmation, most homes first in each', () => {
    fc.assert(
      fc.property(input, (sample) => {
        const { pathways, summary } = analyzeParcel(sample)
        const group = (status: PathwayStatus) => (status === 'needs_confirmation' ? 1 : 0)
        for (let index = 1; index < summary.ranking.length; index += 1) {
          const before = summary.ranking[index - 1]!
          const after = summary.ranking[index]!
          expect(group(before.status)).toBeLessThanOrEqual(group(after.status))
          if (group(before.status) === group(after.status))
            expect(asNumber(before.totalUnits)).toBeGreaterThanOrEqual(asNumber(after.totalUnits))
        }
        for (const entry of summary.ranking) expect(pathways[entry.id].eligible).not.toBe(false)
      }),
    )
  })

  it('speaks in plain words: no field names, option names or research tags in text', () => {
    const identifier = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\[(?:VERIFY|CONTESTED)/
    fc.assert(
      fc.property(input, options, (sample, chosen) => {
        for (const text of textsOf(analyzeParcel(sample, chosen)))
          expect(text, text).not.toMatch(identifier)
      }),
    )
  })

  it('matches a count of one to its noun: "1 base home", never "1 base homes"', () => {
    // "1 … homes" within a few words, unless a larger count is part of the number ("1.5", "1,005").
    const oneHomes = /(?<![\d.,])\b1 (?:[A-Za-z0-9-]+ ){0,2}homes\b/
    fc.assert(
      fc.property(input, options, (sample, chosen) => {
        for (const text of textsOf(analyzeParcel(sample, chosen)))
          expect(text, text).not.toMatch(oneHomes)
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
})

const OUTCOME_ORDER = { failed: 0, needs_confirmation: 1, passed: 2 } as const

describe('every criterion listed', () => {
  it('lists each reason under a criterion, the deciding ones first, each with its citation', () => {
    fc.assert(
      fc.property(input, options, (sample, chosen) => {
        const analysis = analyzeParcel(sample, chosen)
        for (const result of Object.values(analysis.pathways)) {
          const listed = new Set(
            result.criteria.flatMap((criterion) => findingsOf(result, criterion)),
          )
          for (const reason of result.failReasons) expect(listed.has(reason)).toBe(true)
          const order = result.criteria.map((criterion) => OUTCOME_ORDER[criterion.outcome])
          expect(order).toEqual([...order].sort((a, b) => a - b))
          for (const criterion of result.criteria) {
            expect(criterion.citation.law.length).toBeGreaterThan(0)
            expect(criterion.citation.section.length).toBeGreaterThan(0)
            const findings = findingsOf(result, criterion)
            expect(findings.every((finding) => finding !== undefined)).toBe(true)
            const failed = findings.some((finding) => finding.status === 'fail')
            expect(criterion.outcome === 'failed').toBe(failed)
            expect(criterion.outcome === 'passed').toBe(findings.length === 0)
          }
          // A pathway not available says which criterion it fails; one available fails none.
          const fails = result.criteria.some((criterion) => criterion.outcome === 'failed')
          expect(fails).toBe(
            result.status === 'not_available' ||
              result.status === 'closed' ||
              result.status === 'not_yet_effective',
          )
        }
      }),
      { numRuns: 300 },
    )
  })
})
