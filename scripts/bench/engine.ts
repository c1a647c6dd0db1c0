// `npm run bench:engine [-- --baseline <commit>] [--parcels <n>]`: the analysis engine before
// and after, measured in the same run on the same machine.
//   - the baseline engine is extracted from git (`git archive <commit> engine`, default
//     98ae01d, the engine before its second pass) into a temporary folder and imported
//     beside the current one; both analyze the same generated parcels in rounds, one pass each,
//     the order swapped every round. Each engine's fastest pass gives its analyses per second
//     on one core. The ratio is the median of the rounds' ratios, with the middle half of them:
//     on a shared machine speed drifts by a third within a second, and the two short passes of
//     a round see nearly the same machine, where the fastest passes of each engine may come from
//     different moments (that ratio is printed too);
//   - retained memory per analysis result, for both;
//   - `npm run analyze -- --ndjson` over the same parcels: throughput and peak memory;
//   - the engine bundled for the browser as the web app ships it (every export kept, minified
//     whole), raw and gzip sizes.
// Figures are printed, not asserted. Run with --expose-gc (the npm script does) for memory.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { analyzeParcel, type AnalysisInput } from '#engine'
import { engineAt, type Analyze } from './engine-at.ts'
import { benchParcels } from './engine-parcels.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const RETAINED = 10_000
const ROUNDS = 60
/** Parcels a pass analyzes: short passes, so the two of a round run within a fraction of a second. */
const PASS_PARCELS = 10_000
const GZIP_BUDGET_KB = 40
const NDJSON_MEMORY_TARGET_MB = 300

function readFlags(args: readonly string[]) {
  const value = (flag: string) => {
    const index = args.indexOf(flag)
    return index === -1 ? undefined : args[index + 1]
  }
  return {
    baseline: value('--baseline') ?? '98ae01d',
    parcels: Number(value('--parcels') ?? 100_000),
  }
}

function timePass(analyze: Analyze, inputs: readonly AnalysisInput[]): number {
  let checksum = 0
  const started = performance.now()
  for (const input of inputs) checksum += analyze(input).summary.ranking.length
  const elapsed = performance.now() - started
  if (checksum < 0) throw new Error('unreachable')
  return elapsed
}

/** The fastest pass: on a machine shared with other work, the least disturbed one. */
function fastest(values: readonly number[]): number {
  return Math.min(...values)
}

/** The value below which `share` of `values` lie (0.5: the median), by linear interpolation. */
function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * share
  const below = sorted[Math.floor(at)] as number
  const above = sorted[Math.ceil(at)] as number
  return below + (above - below) * (at - Math.floor(at))
}

function retainedKb(analyze: Analyze, inputs: readonly AnalysisInput[]): number | null {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return null
  gc()
  const before = process.memoryUsage().heapUsed
  const kept = inputs.slice(0, RETAINED).map((input) => analyze(input))
  gc()
  const perResult = (process.memoryUsage().heapUsed - before) / kept.length
  return perResult / 1024
}

/** The wire form of a generated parcel (snake_case keys, as the command reads them). */
function toWire(input: AnalysisInput): Record<string, unknown> {
  const wire: Record<string, unknown> = {}
  const snake = (key: string) => key.replace(/([A-Z])/g, (letter) => `_${letter.toLowerCase()}`)
  for (const [key, value] of Object.entries({ ...input.parcel, ...input.scenario })) {
    if (value === undefined) continue
    wire[snake(key)] = value === 'never' ? null : value
  }
  return wire
}

/**
 * Runs the NDJSON command as `npm run analyze` runs it (its node flags from package.json) over
 * a file, its output thrown away; returns seconds taken and peak resident memory.
 */
async function runNdjson(file: string): Promise<{ seconds: number; peakMb: number }> {
  const packageJson = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { analyze: string }
  }
  const command = packageJson.scripts.analyze.split(' ').slice(1)
  const started = performance.now()
  const child = spawn(process.execPath, [...command, '--ndjson', file], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let peakKb = 0
  const poll = setInterval(() => {
    readFile(`/proc/${child.pid}/status`, 'utf8')
      .then((status) => {
        const match = /VmHWM:\s+(\d+) kB/.exec(status)
        if (match) peakKb = Math.max(peakKb, Number(match[1]))
      })
      .catch(() => {})
  }, 25)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(poll)
  if (code !== 0) throw new Error(`analyze --ndjson exited with ${code}`)
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 }
}

async function bundleSize() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'lotwise-engine-bundle-'))
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        copyPublicDir: false,
        // An application build, not a library one: Vite leaves the whitespace of an ES library
        // unminified (about 19 KB here), while the web app's engine chunk is minified whole.
        rollupOptions: {
          input: path.join(ROOT, 'engine/index.ts'),
          preserveEntrySignatures: 'exports-only',
          output: { entryFileNames: 'engine.js' },
        },
      },
    })
    const code = await readFile(path.join(outDir, 'engine.js'))
    return {
      rawKb: code.length / 1024,
      gzipKb: gzipSync(code).length / 1024,
      nodeApis: /\bfrom\s*["']node:|require\(["']/.test(code.toString()),
    }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

const flags = readFlags(process.argv.slice(2))
const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-engine-baseline-'))
try {
  const baseline = (await engineAt(flags.baseline, folder)).analyzeParcel
  const current: Analyze = (input) => analyzeParcel(input)
  const inputs = benchParcels(flags.parcels)
  const count = inputs.length.toLocaleString('en-US')
  console.log(
    `Engine ${analyzeParcel(inputs[0] as AnalysisInput).engineVersion} against the baseline at ${flags.baseline}: ${count} generated parcels, all 10 pathways each, one core`,
  )
  // One untimed pass each lets the JIT settle; then the timed rounds.
  timePass(baseline, inputs)
  timePass(current, inputs)
  // Milliseconds per analysis: a pass over the last parcels may be shorter than the others.
  const times = { baseline: [] as number[], current: [] as number[] }
  const ratios: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    // Which engine goes first alternates, so neither always meets the other's garbage.
    const baselineFirst = round % 2 === 0
    const start = (round * PASS_PARCELS) % inputs.length
    const slice = inputs.slice(start, start + PASS_PARCELS)
    const first = timePass(baselineFirst ? baseline : current, slice)
    const second = timePass(baselineFirst ? current : baseline, slice)
    const [baselineMs, currentMs] = baselineFirst ? [first, second] : [second, first]
    times.baseline.push(baselineMs / slice.length)
    times.current.push(currentMs / slice.length)
    ratios.push(baselineMs / currentMs)
  }
  const rate = (msEach: number) => Math.round(1000 / msEach)
  const before = rate(fastest(times.baseline))
  const after = rate(fastest(times.current))
  const line = (label: string, perSecond: number) =>
    `  ${label}: ${perSecond.toLocaleString('en-US')} analyses per second, ${(1e6 / perSecond).toFixed(1)} µs each (fastest of ${ROUNDS} passes after a warm-up pass)`
  console.log(line('before', before))
  console.log(line('after ', after))
  console.log(
    `  ratio after / before: ${quantile(ratios, 0.5).toFixed(2)}, the median of ${ROUNDS} rounds (half of them from ${quantile(ratios, 0.25).toFixed(2)} to ${quantile(ratios, 0.75).toFixed(2)}); of the fastest passes ${(after / before).toFixed(2)} (target: at least 1.00, and 100,000 per second)`,
  )

  const memoryBefore = retainedKb(baseline, inputs)
  const memoryAfter = retainedKb(current, inputs)
  console.log(
    memoryBefore === null || memoryAfter === null
      ? '  memory per result: run with node --expose-gc'
      : `  retained memory per result: before ${memoryBefore.toFixed(1)} KB, after ${memoryAfter.toFixed(1)} KB (${RETAINED.toLocaleString('en-US')} kept)`,
  )

  const ndjson = path.join(folder, 'parcels.ndjson')
  const out = createWriteStream(ndjson)
  for (const input of inputs) out.write(`${JSON.stringify(toWire(input))}\n`)
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  )
  const run = await runNdjson(ndjson)
  console.log(
    `npm run analyze -- --ndjson over ${count} parcels: ${Math.round(inputs.length / run.seconds).toLocaleString('en-US')} parcels per second (${run.seconds.toFixed(1)} s), peak memory ${run.peakMb.toFixed(0)} MB (target: under ${NDJSON_MEMORY_TARGET_MB} MB)`,
  )

  const bundle = await bundleSize()
  console.log(
    `Browser bundle: ${bundle.rawKb.toFixed(1)} KB minified, ${bundle.gzipKb.toFixed(1)} KB gzip (budget ${GZIP_BUDGET_KB} KB)${bundle.nodeApis ? ', IMPORTS NODE APIS' : ', no Node APIs'}`,
  )
  if (bundle.gzipKb > GZIP_BUDGET_KB || bundle.nodeApis) process.exitCode = 1
} finally {
  await rm(folder, { recursive: true, force: true })
}
