// `npm run bench:proforma [-- --parcels <n>]`: the pro forma for every pathway of a parcel, in
// microseconds per parcel, beside the engine's own time on the same parcels in the same run
// (target: the pro forma adds under 20 % to the engine's time). Passes alternate so a busy
// machine slows both alike; each side's fastest pass counts. Also the sensitivity grid of the
// best pathway (25 more pro formas), which the report page recomputes on each change.
// Figures are printed, not asserted.
import { analyzeParcel, PATHWAY_IDS, type Analysis, type AnalysisInput } from '#engine'
import {
  computeProforma,
  localFigures,
  SAFMR_BY_ZIP,
  pathwayFigures,
  sensitivity,
  type LocalFigures,
  type ProformaContext,
} from '#proforma'
import { createRandom } from '#server/lib/seeded-random.ts'

const PASSES = 5
const TARGET_PCT = 20

function parcelCount(args: readonly string[]): number {
  const index = args.indexOf('--parcels')
  return index === -1 ? 20_000 : Number(args[index + 1])
}

/** Lots across LA's zones and sizes, with and without transit; the same on every run. */
function generate(count: number): AnalysisInput[] {
  const next = createRandom(20261123).next
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const zones = ['R1', 'R1', 'RS', 'R2', 'RD1.5', 'R3', 'R3', 'R4', 'R5', 'C2', 'C4', 'CR']
  return Array.from({ length: count }, () => ({
    parcel: {
      zone: pick(zones),
      heightDistrict: pick(['1', '1', '1L', '1VL', '2']),
      lotSf: Math.round(2_500 + next() * 40_000),
      lotWidthFt: Math.round(40 + next() * 80),
      lotDepthFt: Math.round(100 + next() * 100),
      existingUnits: Math.floor(next() * 4),
      yearBuilt: 1910 + Math.floor(next() * 110),
      rso: next() < 0.3,
      tenantOccupiedWithinYears: next() < 0.5 ? ('never' as const) : Math.floor(next() * 12),
      distMtsMi: next() * 2,
      tocTier: Math.floor(next() * 5),
      sb79StopTier: pick([1, 2, null] as const),
      sb79DistBand: pick(['adjacent', 'quarter', 'half', null] as const),
    },
    scenario: {
      analysisDate: '2026-11-23',
      setAsideCategory: pick(['VLI', 'LI', 'MOD'] as const),
      setAsidePct: Math.floor(next() * 25),
      tenure: pick(['rental', 'for_sale'] as const),
    },
  }))
}

/** Lots across the City's ZIPs, and one in ten whose ZIP is not known; the same on every run. */
function placesOf(count: number): LocalFigures[] {
  const next = createRandom(20261205).next
  const zips = Object.keys(SAFMR_BY_ZIP)
  return Array.from({ length: count }, () =>
    localFigures(next() < 0.1 ? null : (zips[Math.floor(next() * zips.length)] ?? null)),
  )
}

function contextOf(input: AnalysisInput, local: LocalFigures): ProformaContext {
  return {
    lotSf: input.parcel.lotSf ?? null,
    tenure: input.scenario.tenure,
    unitMix: input.scenario.unitMix,
    local,
  }
}

function time(run: () => void): number {
  const start = process.hrtime.bigint()
  run()
  return Number(process.hrtime.bigint() - start) / 1_000
}

const count = parcelCount(process.argv.slice(2))
const inputs = generate(count)
const analyses: Analysis[] = inputs.map((input) => analyzeParcel(input))
const places = placesOf(count)
const contexts = inputs.map((input, i) => contextOf(input, places[i]!))
const pathwaysOf = (analysis: Analysis) => PATHWAY_IDS.map((id) => pathwayFigures(analysis, id))

let engineBest = Infinity
let proformaBest = Infinity
let sensitivityBest = Infinity
let priced = 0
for (let pass = 0; pass < PASSES; pass++) {
  engineBest = Math.min(
    engineBest,
    time(() => {
      for (const input of inputs) analyzeParcel(input)
    }),
  )
  proformaBest = Math.min(
    proformaBest,
    time(() => {
      priced = 0
      for (let i = 0; i < count; i++)
        priced += computeProforma(pathwaysOf(analyses[i]!), contexts[i]!).pathways.length
    }),
  )
  sensitivityBest = Math.min(
    sensitivityBest,
    time(() => {
      for (let i = 0; i < count; i++) {
        const best = analyses[i]!.summary.recommended ?? 'la_base_zoning'
        sensitivity(pathwayFigures(analyses[i]!, best), contexts[i]!)
      }
    }),
  )
}

const engineUs = engineBest / count
const proformaUs = proformaBest / count
const addedPct = (proformaUs / engineUs) * 100
console.log(
  `pro forma benchmark: ${count.toLocaleString('en-US')} parcels, best of ${PASSES} passes`,
)
console.log(`  engine, all pathways           ${engineUs.toFixed(1)} µs per parcel`)
console.log(
  `  pro forma, all pathways        ${proformaUs.toFixed(1)} µs per parcel (${(priced / count).toFixed(1)} pathways priced on average)`,
)
console.log(
  `  pro forma adds                 ${addedPct.toFixed(1)} % to the engine's time (target < ${TARGET_PCT} %: ${addedPct < TARGET_PCT ? 'met' : 'NOT met'})`,
)
console.log(
  `  sensitivity grid, one pathway  ${(sensitivityBest / count).toFixed(1)} µs per parcel (25 pro formas)`,
)
