// `node scripts/bench/engine-equivalence.ts [<commit>]`: shows that a change of a result's shape
// changed no answer. Over the fingerprint's analyses (about 48,000: engine-fingerprint.ts), the
// working tree's result put back into the shape engines before 2.8.0 gave (`toEarlierShape`)
// must equal, key for key and in the same order, what the engine at <commit> returns for the
// same input (default 4d00806, the last commit before the shape changed, decision 615); a
// refusal must be the same refusal. Only the engine version may differ. It also checks that an
// earlier-shaped result brought into today's shape (`fromEarlierShape`, how stored reports are
// read) is today's result. Exits 1 on the first few differences, printed.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { analyzeParcel, fromEarlierShape, toEarlierShape, type Analysis } from '#engine'
import { engineAt } from './engine-at.ts'
import { fingerprintRuns } from './fingerprint-runs.ts'

const commit = process.argv[2] ?? '4d00806'
const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-engine-equivalence-'))
let differences = 0
let roundTrips = 0
let compared = 0
try {
  const earlier = await engineAt(commit, folder)
  for (const { input, options } of fingerprintRuns()) {
    compared++
    let then: string
    let now: string
    let current: Analysis | null = null
    try {
      then = JSON.stringify({ ...earlier.analyzeParcel(input, options), engineVersion: '' })
    } catch (error) {
      then = `refused: ${(error as Error).message}`
    }
    try {
      current = analyzeParcel(input, options)
      now = JSON.stringify({ ...toEarlierShape(current), engineVersion: '' })
    } catch (error) {
      now = `refused: ${(error as Error).message}`
    }
    const roundTrip =
      current === null ||
      isDeepStrictEqual(
        JSON.parse(JSON.stringify(fromEarlierShape(toEarlierShape(current)))),
        JSON.parse(JSON.stringify(current)),
      )
    if (!roundTrip) roundTrips++
    if (then !== now || !roundTrip) {
      if (then !== now) differences++
      if (differences + roundTrips <= 3) {
        const at = [...then].findIndex((char, index) => char !== now[index])
        console.log(`difference on analysis ${compared}${roundTrip ? '' : ' (round trip)'}:`)
        console.log(`  ${commit}:     …${then.slice(Math.max(0, at - 200), at + 200)}`)
        console.log(`  working tree: …${now.slice(Math.max(0, at - 200), at + 200)}`)
      }
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true })
}
console.log(
  `${compared.toLocaleString('en-US')} analyses: ${differences === 0 ? 'the working tree, in the earlier shape, gives what' : `${differences} differ from what`} the engine at ${commit} gives; ${roundTrips === 0 ? 'each' : `${roundTrips} not`} brought back into today's shape as it was`,
)
if (differences > 0 || roundTrips > 0) process.exit(1)
