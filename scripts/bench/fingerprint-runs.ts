// The analyses the engine's fingerprint is taken over (scripts/bench/engine-fingerprint.ts), and
// which the change of a result's shape was checked over (scripts/bench/engine-equivalence.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseAnalysisRequest } from '#common/contracts/analysis.ts'
import { OPTION_DEFINITIONS, type EngineOptions } from '#engine'
import { benchParcels, optionSweep, varietyParcels, type Run } from './engine-parcels.ts'

export type { Run }

const CASES = path.resolve(import.meta.dirname, '../../../shared/law/cases.json')
const CASE_OPTIONS: readonly Partial<EngineOptions>[] = [
  {},
  { byrightRounding: 'ceil' },
  { laDbScale: 'state' },
  { sb9UnsplitAduMode: 'none' },
]

/** About 48,000 analyses: see engine-fingerprint.ts. */
export function fingerprintRuns(): Run[] {
  const variety = varietyParcels(15_000)
  const all: Run[] = [
    ...benchParcels(20_000).map((input) => ({ input, options: {} })),
    ...variety.map((input) => ({ input, options: {} })),
    ...optionSweep(variety, OPTION_DEFINITIONS, 400),
  ]
  if (!existsSync(CASES)) return all
  const cases = JSON.parse(readFileSync(CASES, 'utf8')) as { parcel: unknown }[]
  for (const { parcel } of cases) {
    const parsed = parseAnalysisRequest(parcel, '2026-11-23')
    if (!parsed.ok) throw new Error(`a worked case does not parse: ${parsed.error}`)
    for (const options of CASE_OPTIONS)
      all.push({ input: parsed.input, options: { ...parsed.options, ...options } })
  }
  return all
}
