// `npm run bench:engine`: speed and memory of the analysis engine, and its size in the browser.
//   - analyses per second on one core over 100,000 generated parcels with mixed zones and
//     scenarios (every pathway each time);
//   - retained memory per analysis result;
//   - the engine bundled for the browser (minified ES module), raw and gzip sizes.
// Figures are printed, not asserted. Run with --expose-gc (the npm script does) for memory.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { analyzeParcel, type AnalysisInput } from '#engine'
import { createRandom } from '#server/lib/seeded-random.ts'

const PARCELS = 100_000
const RETAINED = 10_000
const GZIP_BUDGET_KB = 40
const ROOT = path.resolve(import.meta.dirname, '../..')

function generate(count: number): AnalysisInput[] {
  const next = createRandom(20261123).next
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const maybe = <T>(value: T): T | undefined => (next() < 0.3 ? undefined : value)
  const zones = [
    'R1',
    'R1',
    'R1',
    'RS',
    'RE9',
    'R2',
    'RD1.5',
    'RD2',
    'R3',
    'R3',
    'R4',
    'R5',
    'C1',
    'C2',
    'C2',
    'C4',
    'CR',
    'CM',
    'M1',
    'R1V2',
  ]
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

const inputs = generate(PARCELS)
// One untimed pass lets the JIT settle; then three timed passes, reported by their median.
const PASSES = 3
let checksum = 0
const passMs: number[] = []
for (let pass = 0; pass <= PASSES; pass += 1) {
  const started = performance.now()
  for (const input of inputs) checksum += analyzeParcel(input).summary.ranking.length
  if (pass > 0) passMs.push(performance.now() - started)
}
const elapsedMs = passMs.sort((a, b) => a - b)[1] ?? 0
console.log(
  `Engine ${analyzeParcel(inputs[0] as AnalysisInput).engineVersion}, ${PARCELS.toLocaleString('en-US')} generated parcels, all 10 pathways each (checksum ${checksum})`,
)
console.log(
  `  ${Math.round((PARCELS / elapsedMs) * 1000).toLocaleString('en-US')} analyses per second on one core, ${((elapsedMs * 1000) / PARCELS).toFixed(1)} µs each (median of ${PASSES} passes after a warm-up pass)`,
)

const gc = (globalThis as { gc?: () => void }).gc
if (gc) {
  gc()
  const before = process.memoryUsage().heapUsed
  const kept = inputs.slice(0, RETAINED).map((input) => analyzeParcel(input))
  gc()
  const perResult = (process.memoryUsage().heapUsed - before) / kept.length
  console.log(
    `  ${(perResult / 1024).toFixed(1)} KB retained per analysis result (${kept.length.toLocaleString('en-US')} kept)`,
  )
} else {
  console.log('  memory per analysis: run with node --expose-gc')
}

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
      lib: { entry: path.join(ROOT, 'engine/index.ts'), formats: ['es'], fileName: 'engine' },
    },
  })
  const [file] = (await readdir(outDir)).filter((name) => name.endsWith('.js'))
  const code = await readFile(path.join(outDir, file ?? 'engine.js'))
  const gzipKb = gzipSync(code).length / 1024
  const nodeApis = /\bfrom\s*["']node:|require\(["']/.test(code.toString())
  console.log(
    `Browser bundle: ${(code.length / 1024).toFixed(1)} KB minified, ${gzipKb.toFixed(1)} KB gzip (budget ${GZIP_BUDGET_KB} KB)${nodeApis ? ', IMPORTS NODE APIS' : ', no Node APIs'}`,
  )
  if (gzipKb > GZIP_BUDGET_KB || nodeApis) process.exitCode = 1
} finally {
  await rm(outDir, { recursive: true, force: true })
}
