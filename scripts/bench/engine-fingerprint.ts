// `node scripts/bench/engine-fingerprint.ts [<commit> …]`: one SHA-256 over every result of
// about 48,000 analyses, for the working tree's engine and for the engine at each commit given.
// A change meant to leave every answer as it was (a speed pass, a tidy-up) prints the same hash
// before and after; any other change prints a different one. The analyses: the benchmark's
// 20,000 parcels, 15,000 parcels that reach every fact, zone strings, split lots and dates,
// every value of every option on 400 of them, and the worked cases of ../shared/law/cases.json
// (when the folder is there) under the defaults and three other readings.
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { analyzeParcel } from '#engine'
import { engineAt, type Analyze } from './engine-at.ts'
import { fingerprintRuns as runs, type Run } from './fingerprint-runs.ts'

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
