// A watched lot's snapshot: its analysis on a date boiled down to the facts a buyer reads (each
// with the record that supplied it) and each pathway's standing, the law's status and its homes.
// Pure given the parcel: the same facts, date and engine give the same snapshot. The analysis is
// passed in, so a test can stand a changed engine beside today's.
import type { FieldSource } from '#common/contracts/parcels.ts'
import type {
  WatchedFact,
  WatchedFactName,
  WatchedPathway,
  WatchSnapshot,
} from '#common/contracts/watch.ts'
import {
  analyzeParcel,
  ENGINE_VERSION,
  LAW_NAMES,
  rentStabilization,
  type Analysis,
  type AnalysisInput,
  type ParcelFacts,
} from '#engine'
import type { ParcelForAnalysis } from './parcels.ts'

/** An engine to run a lot under; `lot` says whether it is a generated demo lot. */
export type Analyze = (input: AnalysisInput, lot: { readonly isDemo: boolean }) => Analysis

/** Today's engine, as a watch runs it. */
export const analyzeToday: Analyze = (input) => analyzeParcel(input)

/** The facts a watch follows, each read from the engine's facts and the column behind it. */
const FACT_READERS: Readonly<
  Record<WatchedFactName, { read: (facts: ParcelFacts) => WatchedFact['value']; from: string }>
> = {
  lotSf: { read: (facts) => facts.lotSf ?? null, from: 'lotSf' },
  zone: { read: (facts) => facts.zoneString ?? facts.zone ?? null, from: 'zoneString' },
  heightDistrict: { read: (facts) => facts.heightDistrict ?? null, from: 'heightDistrict' },
  existingUnits: { read: (facts) => facts.existingUnits ?? null, from: 'existingUnits' },
  yearBuilt: { read: (facts) => facts.yearBuilt ?? null, from: 'yearBuilt' },
  rentStabilization: { read: (facts) => rentStabilization(facts).status, from: 'rso' },
  hpoz: { read: (facts) => facts.hpoz ?? null, from: 'hpoz' },
  fireZone: { read: (facts) => facts.vhfhsz ?? null, from: 'vhfhsz' },
  coastalZone: { read: (facts) => facts.coastalZone ?? null, from: 'coastalZone' },
  tocTier: { read: (facts) => facts.tocTier ?? null, from: 'tocTier' },
  sb79StopTier: { read: (facts) => facts.sb79StopTier ?? null, from: 'sb79StopTier' },
}

/** The snapshot of a lot on `analysisDate`; a lot no longer in the data (null) has no figures. */
export function computeWatchSnapshot(
  parcel: Pick<ParcelForAnalysis, 'facts' | 'factSources' | 'isDemo'> | null,
  analysisDate: string,
  analyze: Analyze = analyzeToday,
): WatchSnapshot {
  if (!parcel) return { engineVersion: ENGINE_VERSION, analysisDate, facts: null, pathways: null }
  const analysis = analyze(
    { parcel: parcel.facts, scenario: { analysisDate } },
    { isDemo: parcel.isDemo },
  )
  const facts = {} as Record<WatchedFactName, WatchedFact>
  for (const [name, reader] of Object.entries(FACT_READERS) as Array<
    [WatchedFactName, (typeof FACT_READERS)[WatchedFactName]]
  >) {
    const source: FieldSource | undefined = parcel.factSources[reader.from]
    facts[name] = { value: reader.read(parcel.facts), source: source ?? null }
  }
  const netNew = new Map(analysis.summary.ranking.map((ranked) => [ranked.id, ranked.netNewUnits]))
  const pathways: Record<string, WatchedPathway> = {}
  for (const result of Object.values(analysis.pathways))
    pathways[result.id] = {
      name: result.name,
      status: result.statusLabel,
      law: LAW_NAMES[result.legalStatus.law],
      legalStatus: result.legalStatus.label,
      // Only open pathways add homes (the ranking lists them); a closed one's count is no prospect.
      netNewUnits: netNew.get(result.id) ?? null,
    }
  return { engineVersion: analysis.engineVersion, analysisDate, facts, pathways }
}
