// One parcel's screen result: its analysis at the default scenario and readings, boiled down to
// what a screen filters and sorts on — each pathway's status and net new homes, the best pathway
// by each of the report's objectives, the residual land value at the pro forma's default
// assumptions, and the facts that exclude a lot from most pathways. Pure: the same facts and date
// give the same result, whether computed in a bulk run or one by one.
import type { PathwayScreen } from '#common/contracts/screen.ts'
import { countedRanking } from '#common/report/counted-homes.ts'
import { bestPathways } from '#common/report/objectives.ts'
import {
  analyzeParcel,
  findZoneRules,
  PATHWAY_IDS,
  rentStabilization,
  type ParcelFacts,
  type PathwayId,
  type PathwayStatus,
} from '#engine'
import { computeProforma, localFigures, pathwayFigures } from '#proforma'
import { UNLIMITED_HOMES, type ScreenFrontScope } from '../db/schema/index.ts'

/**
 * What a screen result holds, as a number: a result of an older one is recomputed by the next
 * refresh (2: each pathway's own residual land value, decision 630; 3: a pathway's missing figures
 * left out instead of written as null, decision 735; 4: its fronts, decision 755; 5: no ADU
 * conversions in space the records do not show, decision 842).
 */
export const SCREEN_RESULT_VERSION = 5

/** A row of `screen_fronts` (server/db/schema/screen.ts says what each figure is). */
export type ScreenFront = {
  readonly scope: ScreenFrontScope
  readonly homes: number | null
  readonly value: number
  readonly lead: number | null
  readonly available: boolean | null
}

export type ScreenResult = {
  readonly engineVersion: string
  readonly proformaVersion: string
  readonly analysisDate: string
  readonly pathways: Record<PathwayId, PathwayScreen>
  readonly availablePathways: PathwayId[]
  readonly confirmPathways: PathwayId[]
  readonly maxNetNewUnits: number | null
  readonly unlimitedUnits: boolean
  readonly bestByValue: PathwayId | null
  readonly bestByHomes: PathwayId | null
  readonly bestByConditions: PathwayId | null
  readonly residualLandValue: number | null
  /** The most homes of an open pathway that pencils, UNLIMITED_HOMES for "unlimited" (decision 670). */
  readonly pencilHomes: number | null
  readonly rentStabilization: 'covered' | 'exempt' | 'unknown'
  readonly hpoz: boolean | null
  readonly fireZone: boolean | null
  readonly coastalZone: boolean | null
  readonly zoneFamily: string | null
}

/** Milliseconds spent in the engine and in the pro forma, added to by each result computed. */
export type ScreenComputeTimings = { engine: number; proforma: number }

const AVAILABLE: ReadonlySet<PathwayStatus> = new Set(['available', 'available_with_checks'])

/**
 * Computes the screen result of a lot with `facts` as of `analysisDate`, its money at the figures
 * for its ZIP (the city's when it has none) and its own market area's linkage fee when its facts
 * give it, as its report prices it. Throws like the engine.
 * With `timings`, the time of each part is added to it (the bulk refresh's profile).
 */
export function computeScreenResult(
  facts: ParcelFacts,
  analysisDate: string,
  zip: string | null,
  timings?: ScreenComputeTimings,
): ScreenResult {
  const started = timings ? performance.now() : 0
  const analysis = analyzeParcel({ parcel: facts, scenario: { analysisDate } })
  const analysed = timings ? performance.now() : 0
  // Homes as a buyer's figures count them: no ADU conversions in space the records do not show
  // (decision 842), the homes the lot's value prices.
  const netNew = new Map(countedRanking(analysis).map((ranked) => [ranked.id, ranked.netNewUnits]))
  const pathways = {} as Record<PathwayId, PathwayScreen>
  const availablePathways: PathwayId[] = []
  const confirmPathways: PathwayId[] = []
  let maxNetNewUnits: number | null = null
  let unlimitedUnits = false
  for (const id of PATHWAY_IDS) {
    const status = analysis.pathways[id].status
    // Only open pathways add homes; the engine's count of a closed one is not a prospect.
    const netNewUnits = netNew.get(id) ?? null
    pathways[id] = netNewUnits === null ? { status } : { status, netNewUnits }
    if (AVAILABLE.has(status)) availablePathways.push(id)
    else if (status === 'needs_confirmation') confirmPathways.push(id)
    else continue
    if (netNewUnits === 'unlimited') unlimitedUnits = true
    else if (netNewUnits !== null && (maxNetNewUnits === null || netNewUnits > maxNetNewUnits))
      maxNetNewUnits = netNewUnits
  }
  const proforma = computeProforma(
    PATHWAY_IDS.map((id) => pathwayFigures(analysis, id)),
    {
      lotSf: facts.lotSf ?? null,
      emptyLot: facts.vacant === true || facts.existingUnits === 0,
      local: localFigures(zip, facts.residentialMarketArea),
    },
  )
  const mostValuable = proforma.pathways[0] ?? null
  // Each open pathway's own value, so a screen can ask for homes and value of one pathway.
  for (const priced of proforma.pathways) {
    const id = priced.pathwayId
    const entry = pathways[id]
    if (entry)
      pathways[id] = { ...entry, residualLandValue: Math.round(priced.residualLandValue.value) }
  }
  // The value is in whole dollars, so a pathway pencils when it is worth at least $1.
  let pencilHomes: number | null = null
  for (const { status, netNewUnits, residualLandValue } of Object.values<PathwayScreen>(pathways)) {
    const open = AVAILABLE.has(status) || status === 'needs_confirmation'
    if (!open || netNewUnits === undefined || netNewUnits === null || (residualLandValue ?? 0) <= 0)
      continue
    const homes = netNewUnits === 'unlimited' ? UNLIMITED_HOMES : netNewUnits
    if (pencilHomes === null || homes > pencilHomes) pencilHomes = homes
  }
  const best = bestPathways(analysis, proforma)
  if (timings) {
    timings.engine += analysed - started
    timings.proforma += performance.now() - analysed
  }
  const firstZone = facts.zone?.split('/')[0]
  return {
    engineVersion: analysis.engineVersion,
    proformaVersion: proforma.version,
    analysisDate,
    pathways,
    availablePathways,
    confirmPathways,
    maxNetNewUnits,
    unlimitedUnits,
    bestByValue: best.value,
    bestByHomes: best.homes,
    bestByConditions: best.conditions,
    residualLandValue: mostValuable ? Math.round(mostValuable.residualLandValue.value) : null,
    pencilHomes,
    rentStabilization: rentStabilization(facts).status,
    hpoz: facts.hpoz ?? null,
    fireZone: facts.vhfhsz ?? null,
    coastalZone: facts.coastalZone ?? null,
    zoneFamily: firstZone ? (findZoneRules(firstZone)?.family ?? null) : null,
  }
}

/**
 * The `screen_fronts` rows of a lot with `pathways`: a row per open pathway, and for each class
 * (every open pathway, the available ones) the pathways that are first of the class to meet some
 * minimum of homes and of value. A class's pathways are taken most homes first (none counted
 * last), then the most valuable: one meets a minimum of homes H and of value V before every
 * other when it is the first with V or more, its homes being H or more, so it can be first only
 * when it is worth more than all before it (`lead`, their highest value). Pathways alike in both
 * figures give one row; which of them gives it changes nothing a screen reads.
 */
export function pathwayFronts(pathways: Readonly<Record<string, PathwayScreen>>): ScreenFront[] {
  const open = Object.entries(pathways).flatMap(
    ([id, { status, netNewUnits, residualLandValue }]) =>
      AVAILABLE.has(status) || status === 'needs_confirmation'
        ? [
            {
              id: id as PathwayId,
              available: AVAILABLE.has(status),
              homes: netNewUnits === 'unlimited' ? UNLIMITED_HOMES : (netNewUnits ?? null),
              value: residualLandValue ?? -Infinity,
            },
          ]
        : [],
  )
  const fronts: ScreenFront[] = open.map(({ id, homes, value, available }) => ({
    scope: id,
    homes,
    value,
    lead: null,
    available,
  }))
  const homesOf = (homes: number | null) => homes ?? -Infinity
  const ordered = open.toSorted(
    (a, b) =>
      homesOf(b.homes) - homesOf(a.homes) || (b.value > a.value ? 1 : b.value < a.value ? -1 : 0),
  )
  for (const scope of ['open', 'available'] as const) {
    let lead: number | null = null
    for (const { homes, value, available } of ordered) {
      if (scope === 'available' && !available) continue
      if (lead === null || value > lead) fronts.push({ scope, homes, value, lead, available: null })
      lead = lead === null ? value : Math.max(lead, value)
    }
  }
  return fronts
}
