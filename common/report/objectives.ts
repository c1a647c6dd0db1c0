// "Best" by what the reader wants (issue 37, item 2): the highest residual land value, the most
// net new homes, or the fewest conditions, among the pathways open to the lot (available, or
// needing only confirmation). One function picks the best pathway for each objective, for the
// report's headline and for the city-wide screen alike.
import {
  PATHWAY_IDS,
  type Analysis,
  type PathwayId,
  type PathwayStatus,
  type RankedPathway,
} from '#engine'
import type { ProformaResult } from '#proforma'
import type { ReportType } from './type-labels.ts'
import { REPORT_CONTENTS } from './contents.ts'
import { countedRanking } from './counted-homes.ts'

/**
 * What "best" means in a report's headline: the highest residual land value, the most net new
 * homes, or the fewest conditions. Here, not in the report contracts, so the report page reads
 * them without the contracts' schemas (decision 680).
 */
export const OBJECTIVES = ['value', 'homes', 'conditions'] as const
export type Objective = (typeof OBJECTIVES)[number]

export const OBJECTIVE_LABELS: Readonly<Record<Objective, string>> = {
  value: 'Highest residual land value',
  homes: 'Most net new homes',
  conditions: 'Fewest conditions',
}

/** The objectives a report offers: residual land value only where it prices pathways. */
export function objectivesOf(reportType: ReportType): readonly Objective[] {
  return REPORT_CONTENTS[reportType].proforma
    ? OBJECTIVES
    : OBJECTIVES.filter((objective) => objective !== 'value')
}

/** The objective a report leads with until its reader picks another. */
export function defaultObjective(reportType: ReportType): Objective {
  return objectivesOf(reportType)[0]!
}

/** The pathway that serves each objective best; null when no open pathway does. */
export type BestPathways = Readonly<Record<Objective, PathwayId | null>>

const AVAILABLE: ReadonlySet<PathwayStatus> = new Set(['available', 'available_with_checks'])
const OPEN: ReadonlySet<PathwayStatus> = new Set([...AVAILABLE, 'needs_confirmation'])

/** Conditions a pathway still carries: needing confirmation first, then each fact and check. */
function conditionsOf(ranked: RankedPathway): number {
  const statusWeight = AVAILABLE.has(ranked.status) ? 0 : 1_000
  return statusWeight + ranked.toConfirm.length + ranked.routineChecks.length
}

/** Net new homes as a number to compare; a count the engine cannot make (existing homes unknown) is none. */
function homesOf(ranked: RankedPathway): number {
  return ranked.netNewUnits === 'unlimited' ? Infinity : (ranked.netNewUnits ?? 0)
}

/**
 * The best open pathway for each objective, among `among` (a report's presented pathways; every
 * pathway for the screen): the highest residual land value among those the pro forma `money`
 * priced, the most net new homes, and the fewest conditions. Ties go to the engine's ranking
 * order (available first, most homes first).
 */
export function bestPathways(
  analysis: Analysis,
  money: ProformaResult,
  among: readonly PathwayId[] = PATHWAY_IDS,
): BestPathways {
  const open = countedRanking(analysis).filter(
    (ranked) => OPEN.has(ranked.status) && among.includes(ranked.id),
  )
  const openIds = new Set(open.map((ranked) => ranked.id))
  let homes: RankedPathway | null = null
  let conditions: RankedPathway | null = null
  for (const ranked of open) {
    if (!homes || homesOf(ranked) > homesOf(homes)) homes = ranked
    if (!conditions || conditionsOf(ranked) < conditionsOf(conditions)) conditions = ranked
  }
  return {
    value: money.pathways.find((priced) => openIds.has(priced.pathwayId))?.pathwayId ?? null,
    homes: homes?.id ?? null,
    conditions: conditions?.id ?? null,
  }
}

/** The report's headline under one objective. */
export type Headline = {
  readonly objective: Objective
  readonly pathwayId: PathwayId | null
  /** The headline pathway's residual land value, when the pro forma priced it. */
  readonly residualLandValue: number | null
  /**
   * False when the objective is value and even the best priced pathway loses money: the
   * headline then says nothing pencils and names this pathway as the closest.
   */
  readonly pencils: boolean
}

export function headlineOf(
  money: ProformaResult,
  best: BestPathways,
  objective: Objective,
): Headline {
  const pathwayId = best[objective]
  const priced = money.pathways.find((candidate) => candidate.pathwayId === pathwayId)
  const residualLandValue = priced ? priced.residualLandValue.value : null
  return {
    objective,
    pathwayId,
    residualLandValue,
    pencils: objective !== 'value' || (residualLandValue !== null && residualLandValue >= 0),
  }
}
