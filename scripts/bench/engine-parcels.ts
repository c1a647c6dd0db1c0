// The parcels the engine benchmarks analyze: the same on every run, so that runs, commits and
// machines can be compared. `benchParcels` is the workload timed; `varietyParcels` reaches what
// the timed parcels leave out (zone strings, split lots, every fact and scenario field, every
// option value), for checks that a change leaves every result as it was.
import type { AnalysisInput, EngineOptions, ParcelFacts, Scenario } from '#engine'
import { createRandom } from '#server/lib/seeded-random.ts'

/** Parcels with mixed zones, sizes, facts and scenarios; the same on every run. */
export function benchParcels(count: number): AnalysisInput[] {
  const next = createRandom(20261123).next
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const maybe = <T>(value: T): T | undefined => (next() < 0.3 ? undefined : value)
  const zones = ['R1', 'R1', 'R1', 'RS', 'RE9', 'R2', 'RD1.5', 'RD2', 'R3', 'R3', 'R4', 'R5']
  zones.push('C1', 'C2', 'C2', 'C4', 'CR', 'CM', 'M1', 'R1V2')
  const districts = ['1', '1', '1L', '1VL', '1XL', '2']
  return Array.from({ length: count }, () => ({
    parcel: {
      zone: pick(zones),
      heightDistrict: pick(districts),
      lotSf: Math.round(2_500 + next() * 40_000),
      lotWidthFt: maybe(Math.round(40 + next() * 80)),
      lotDepthFt: maybe(Math.round(100 + next() * 100)),
      existingUnits: maybe(Math.floor(next() * 6)),
      yearBuilt: maybe(1910 + Math.floor(next() * 110)),
      rso: maybe(next() < 0.3),
      tenantOccupiedWithinYears: maybe(next() < 0.5 ? ('never' as const) : Math.floor(next() * 12)),
      distMtsMi: maybe(next() * 2),
      walkDistMtsMi: maybe(next() * 2.5),
      tocTier: maybe(Math.floor(next() * 5)),
      sb79StopTier: maybe(pick([1, 2, null] as const)),
      sb79DistBand: maybe(pick(['adjacent', 'quarter', 'half', null] as const)),
      corridorRowWidthFt: maybe(Math.round(50 + next() * 120)),
      corridorFrontageFt: maybe(Math.round(next() * 200)),
      vhfhsz: maybe(next() < 0.1),
      hpoz: maybe(next() < 0.05),
      hillsideArea: maybe(next() < 0.15),
      generalPlanLandUse: maybe(
        pick(['Low Medium I Residential', 'Medium Residential', 'Community Commercial']),
      ),
      miipToiaTier: maybe(pick([1, 2, 3, null] as const)),
      miipOcTier: maybe(pick([1, 2, 3, null, null, null] as const)),
      miipLowriseSubarea: maybe(pick(['LR-1', 'LR-2', null, null] as const)),
      tcacOpportunityArea: maybe(pick(['higher', 'moderate', 'lower'] as const)),
      miipMarketTier: maybe(pick(['low_medium', 'high_medium_high'] as const)),
    },
    scenario: {
      analysisDate: '2026-11-23',
      setAsideCategory: maybe(pick(['VLI', 'LI', 'MOD', '100PCT'] as const)),
      setAsidePct: maybe(Math.floor(next() * 30)),
      tenure: maybe(pick(['rental', 'for_sale'] as const)),
      ownerAffidavit: maybe(next() < 0.7),
    },
  }))
}

const ZONE_STRINGS = [
  '[Q]C2-1VL-CPIO',
  'C2-1VL/R1-1',
  'R3-1-HPOZ',
  'R1-1-H',
  'RD1.5-1XL',
  'R2-1',
  'C4-2D',
  'CR(PKM)-1',
  '(T)(Q)RAS4-1',
  'R1V2-1',
  'RE11-1-H',
  'MR1-1',
  'ADP',
  'R4-2/C2-2',
  'R5-4',
  'CM-1VL',
  'PF-1XL',
  'A1-1XL',
  'RS-1-O',
  'R3-1-RIO',
]

/**
 * Parcels that reach every fact and scenario field, zone strings, split lots and every
 * analysis date that changes which laws are in force; each field is absent 40 % of the time, so
 * unknown facts are reached too.
 */
export function varietyParcels(count: number): AnalysisInput[] {
  const next = createRandom(777).next
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const maybe = <T>(value: T): T | undefined => (next() < 0.4 ? undefined : value)
  const flag = () => maybe(next() < 0.3)
  const rare = () => maybe(next() < 0.05)
  return Array.from({ length: count }, () => {
    const zoneString = pick(ZONE_STRINGS)
    const lotSf = Math.round(1_000 + next() * 90_000)
    const parcel: ParcelFacts = {
      zoneString: next() < 0.7 ? zoneString : undefined,
      zone: next() < 0.3 ? pick(['R1', 'C2/R1', 'R3', 'RD2', 'C2']) : undefined,
      heightDistrict: maybe(pick(['1', '1L', '2', '1SS', '3', '4', '2D'])),
      lotSf: maybe(lotSf),
      zoneSplitSf: zoneString.includes('/') && next() < 0.6 ? [lotSf / 2, lotSf / 2] : undefined,
      lotWidthFt: maybe(Math.round(20 + next() * 150)),
      lotDepthFt: maybe(Math.round(25 + next() * 200)),
      alleyWidthFt: maybe(Math.round(next() * 30)),
      existingUnits: maybe(Math.floor(next() * 8)),
      existingUnitType: maybe(pick(['SFD', 'duplex', 'multifamily', 'none'] as const)),
      yearBuilt: maybe(1900 + Math.floor(next() * 125)),
      rso: flag(),
      vacant: flag(),
      deedRestrictedAffordable: flag(),
      tenantOccupiedWithinYears: maybe(next() < 0.4 ? ('never' as const) : Math.floor(next() * 15)),
      ellisWithdrawalWithinYears: maybe(
        next() < 0.5 ? ('never' as const) : Math.floor(next() * 20),
      ),
      distMtsMi: maybe(next() * 2),
      walkDistMtsMi: maybe(next() * 2.5),
      unobstructedAccessToMts: flag(),
      tocTier: maybe(Math.floor(next() * 5)),
      sb79StopTier: maybe(pick([1, 2, null] as const)),
      sb79DistBand: maybe(pick(['adjacent', 'quarter', 'half', null] as const)),
      sb79LaStatus: maybe(
        pick([
          'available',
          'temporary_exempt',
          'permanent_exempt',
          'statutory_exempt',
          'unknown',
        ] as const),
      ),
      sb79LocalDelay: flag(),
      corridorRowWidthFt: maybe(Math.round(40 + next() * 120)),
      corridorFrontageFt: maybe(Math.round(next() * 300)),
      adjoinsIndustrialUse: flag(),
      within500ftFreeway: flag(),
      vhfhsz: flag(),
      coastalZone: flag(),
      hpoz: flag(),
      historicDesignation: flag(),
      historicDesignatedBefore2025: flag(),
      hillsideArea: flag(),
      floodZoneSfha: flag(),
      floodway: flag(),
      earthquakeFaultZone: flag(),
      wetland: rare(),
      hazardousWasteSite: rare(),
      habitatProtected: rare(),
      conservationEasement: rare(),
      seaLevelRise1ft: flag(),
      veryLowVmtArea: flag(),
      housingElementSiteUnits: maybe(next() < 0.3 ? null : Math.floor(next() * 20)),
      priorSb9Split: flag(),
      adjacentSb9SplitByOwner: flag(),
      generalPlanLandUse: maybe(
        pick([
          'Low Medium I Residential',
          'Medium Residential',
          'Community Commercial',
          'High Density Residential',
          'Low Residential',
        ]),
      ),
      specificPlan: next() < 0.1 ? pick(['Venice', 'Cornfield Arroyo Seco']) : undefined,
      use: next() < 0.05 ? 'hotel' : undefined,
      cityPopulation: maybe(4_000_000),
      miipToiaTier: maybe(pick([1, 2, 3, null] as const)),
      miipOcTier: maybe(pick([1, 2, 3, null] as const)),
      miipLowriseSubarea: maybe(pick(['LR-1', 'LR-2', null] as const)),
      miipMarketTier: maybe(pick(['low_medium', 'high_medium_high'] as const)),
      tcacOpportunityArea: maybe(
        pick(['higher', 'moderate', 'lower', 'insufficient_data'] as const),
      ),
      opportunityStationArea: flag(),
      neighborsOutsideFraOrCz: flag(),
    }
    const scenario: Scenario = {
      analysisDate: pick(['2026-11-23', '2025-01-15', '2024-06-01', '2027-08-01']),
      applicationDate: maybe(pick(['2025-03-01', '2024-12-01', '2026-07-02'])),
      baseUnits: next() < 0.1 ? Math.floor(next() * 60) : undefined,
      setAsideCategory: maybe(pick(['VLI', 'LI', 'MOD', 'SENIOR', '100PCT'] as const)),
      setAsidePct: maybe(Math.floor(next() * 40)),
      setAsideUnits: next() < 0.15 ? Math.floor(next() * 10) : undefined,
      ab1287Category: maybe(pick(['VLI', 'MOD'] as const)),
      ab1287Pct: maybe(Math.floor(next() * 20)),
      tenure: maybe(pick(['rental', 'for_sale'] as const)),
      proposedUnits: maybe(Math.floor(next() * 20)),
      proposedSplitSf: next() < 0.2 ? [lotSf * 0.5, lotSf * 0.5] : undefined,
      unitMix: next() < 0.2 ? { '1BR': 3, '2BR': 2, '3BR': 1 } : undefined,
      storiesProposed: maybe(1 + Math.floor(next() * 6)),
      buildingAllResidential: flag(),
      ownerAffidavit: flag(),
    }
    // Absent, as a parcel from the database or the wire has them, not present and undefined.
    return { parcel: withoutUndefined(parcel), scenario: withoutUndefined(scenario) }
  })
}

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}

/** One analysis to run: a parcel and the readings chosen for it. */
export type Run = { readonly input: AnalysisInput; readonly options: Partial<EngineOptions> }

/** Every value of every option, each applied to `perValue` of `parcels`. */
export function optionSweep(
  parcels: readonly AnalysisInput[],
  definitions: Readonly<Record<string, { readonly values: readonly unknown[] }>>,
  perValue: number,
): Run[] {
  const runs: Run[] = []
  for (const [option, { values }] of Object.entries(definitions))
    for (const value of values)
      for (let index = 0; index < perValue; index += 1)
        runs.push({
          input: parcels[(index * 37) % parcels.length] as AnalysisInput,
          options: { [option]: value },
        })
  return runs
}
