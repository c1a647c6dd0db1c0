// `node scripts/bench/engine-fingerprint.ts [<commit> …]`: one SHA-256 over every result of
// about 48,000 analyses, for the working tree's engine and for the engine at each commit given.
// A change meant to leave every answer as it was (a speed pass, a tidy-up) prints the same hash
// before and after; any other change prints a different one. The analyses: the benchmark's
// 20,000 parcels, 15,000 parcels that reach every fact, zone strings, split lots and dates,
// every value of every option on 400 of them, and the worked cases of ../shared/law/cases.json
// (when the folder is there) under the defaults and three other readings.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseAnalysisRequest } from '#common/contracts/analysis.ts'
import { analyzeParcel, OPTION_DEFINITIONS, type EngineOptions } from '#engine'
import { engineAt, type Analyze } from './engine-at.ts'
import { benchParcels, optionSweep, varietyParcels, type Run } from './engine-parcels.ts'

const CASES = path.resolve(import.meta.dirname, '../../../shared/law/cases.json')
const CASE_OPTIONS: readonly Partial<EngineOptions>[] = [
  {},
  { byrightRounding: 'ceil' },
  { laDbScale: 'state' },
  { sb9UnsplitAduMode: 'none' },
]

function runs(): Run[] {
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

/** The hash of every result (or refusal) in order. */
function fingerprint(analyze: Analyze, all: readonly Run[]): string {
  const hash = createHash('sha256')
  for (const { input, options } of all) {
    try {
      hash.update(JSON.stringify(analyze(input, options)))
    } catch (error) {
      hash.update(`refused: ${(error as Error).message}`)
    }
    hash.update('\n')
  }
  return hash.digest('hex')
}

const all = runs()
console.log(`${all.length.toLocaleString('en-US')} analyses`)
console.log(`  working tree: ${fingerprint(analyzeParcel, all)}`)
for (const commit of process.argv.slice(2)) {
  const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-engine-fingerprint-'))
  try {
    const engine = await engineAt(commit, folder)
    console.log(`  ${commit}: ${fingerprint(engine.analyzeParcel, all)}`)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
