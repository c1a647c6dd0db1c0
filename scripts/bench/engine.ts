// `npm run bench:engine [-- --baseline <commit>] [-- --parcels <n>]`: the analysis engine before
// and after, measured in the same run on the same machine.
//   - the baseline engine is extracted from git (`git archive <commit> engine`, default
//     98ae01d, the engine before its second pass) into a temporary folder and imported
//     beside the current one; both analyze the same generated parcels, in alternating passes
//     so a busy machine slows both alike, and each engine's fastest pass counts: analyses per
//     second on one core, and the ratio;
//   - retained memory per analysis result, for both;
//   - `npm run analyze -- --ndjson` over the same parcels: throughput and peak memory;
//   - the engine bundled for the browser as the web app ships it (every export kept, minified
//     whole), raw and gzip sizes.
// Figures are printed, not asserted. Run with --expose-gc (the npm script does) for memory.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { analyzeParcel, type AnalysisInput } from '#engine'
import { createRandom } from '#server/lib/seeded-random.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const RETAINED = 10_000
const PASSES = 5
const GZIP_BUDGET_KB = 40
const NDJSON_MEMORY_TARGET_MB = 300

type Analyze = (input: AnalysisInput) => { summary: { ranking: readonly unknown[] } }

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

/** Parcels with mixed zones, sizes, facts and scenarios; the same on every run. */
function generate(count: number): AnalysisInput[] {
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

/** The engine as it was at `commit`, imported from a temporary copy. */
async function loadBaseline(commit: string, folder: string): Promise<Analyze> {
  const archive = spawnSync('git', ['archive', '--format=tar', commit, 'engine'], { cwd: ROOT })
  if (archive.status !== 0)
    throw new Error(`git archive ${commit} failed: ${archive.stderr.toString().trim()}`)
  const untar = spawnSync('tar', ['-x', '-C', folder], { input: archive.stdout })
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString().trim()}`)
  const module = (await import(pathToFileURL(path.join(folder, 'engine/index.ts')).href)) as {
    analyzeParcel: Analyze
  }
  return module.analyzeParcel
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
  const baseline = await loadBaseline(flags.baseline, folder)
  const current: Analyze = (input) => analyzeParcel(input)
  const inputs = generate(flags.parcels)
  const count = inputs.length.toLocaleString('en-US')
  console.log(
    `Engine ${analyzeParcel(inputs[0] as AnalysisInput).engineVersion} against the baseline at ${flags.baseline}: ${count} generated parcels, all 10 pathways each, one core`,
  )
  // One untimed pass each lets the JIT settle; then alternating timed passes.
  timePass(baseline, inputs)
  timePass(current, inputs)
  const times = { baseline: [] as number[], current: [] as number[] }
  for (let pass = 0; pass < PASSES; pass += 1) {
    times.baseline.push(timePass(baseline, inputs))
    times.current.push(timePass(current, inputs))
  }
  const rate = (ms: number) => Math.round((inputs.length / ms) * 1000)
  const before = rate(fastest(times.baseline))
  const after = rate(fastest(times.current))
  const line = (label: string, perSecond: number) =>
    `  ${label}: ${perSecond.toLocaleString('en-US')} analyses per second, ${(1e6 / perSecond).toFixed(1)} µs each (fastest of ${PASSES} alternating passes after a warm-up pass)`
  console.log(line('before', before))
  console.log(line('after ', after))
  console.log(
    `  ratio after / before: ${(after / before).toFixed(2)} (target: at least 1.00, and 100,000 per second)`,
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
