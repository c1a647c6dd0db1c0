// Ranks the pathways by the homes each allows and recommends one, with the reason in words.
import type { AnalysisSummary, PathwayId, PathwayResult, RankedPathway } from '../types.ts'
import type { Context } from './context.ts'

/** Fixed order for ties: by-right local zoning first, then the simpler state pathways. */
const TIE_ORDER: readonly PathwayId[] = [
  'la_base_zoning',
  'adu',
  'sb9',
  'sb1123',
  'sb684',
  'sb79',
  'ab2011',
  'state_density_bonus',
  'la_toc',
  'ab2097',
]

export const TIE_BREAK =
  'Most homes first; on equal homes, an available pathway before a conditional one, then fewer required affordable units, then by-right local zoning before state programs (base zoning, ADU, SB 9, SB 1123, SB 684, SB 79, AB 2011, density bonus, TOC).'

export function summarize(
  context: Context,
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
): AnalysisSummary {
  const ranked: Array<{ entry: RankedPathway; affordableUnits: number; order: number }> = []
  for (let order = 0; order < TIE_ORDER.length; order += 1) {
    const id = TIE_ORDER[order] as PathwayId
    const result = pathways[id]
    const totalUnits = totalHomes(context, result, pathways)
    if (result.eligible === false || totalUnits === null) continue
    let affordableUnits = Number.POSITIVE_INFINITY
    for (const option of result.affordable)
      affordableUnits = Math.min(affordableUnits, option.units)
    ranked.push({
      entry: { id, eligible: result.eligible, totalUnits },
      affordableUnits: Number.isFinite(affordableUnits) ? affordableUnits : 0,
      order,
    })
  }
  ranked.sort(
    (a, b) =>
      homesValue(b.entry.totalUnits) - homesValue(a.entry.totalUnits) ||
      (a.entry.eligible === b.entry.eligible ? 0 : a.entry.eligible === true ? -1 : 1) ||
      a.affordableUnits - b.affordableUnits ||
      a.order - b.order,
  )
  const ranking = ranked.map((item) => item.entry)
  const { recommended, reason } = recommend(ranking, pathways)
  return { ranking, tieBreak: TIE_BREAK, recommended, reason }
}

function homesValue(units: number | 'unlimited'): number {
  return units === 'unlimited' ? Number.POSITIVE_INFINITY : units
}

/** Homes on the lot if the pathway is used: ADUs are added to what the lot holds. */
function totalHomes(
  context: Context,
  result: PathwayResult,
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
): number | 'unlimited' | null {
  if (result.maxUnits === null) return null
  if (result.id !== 'adu' || result.maxUnits === 'unlimited') return result.maxUnits
  const lotKind = result.details.lotKind
  const primary =
    lotKind === 'proposed_multifamily'
      ? pathways.la_base_zoning.maxUnits
      : (context.facts.existingUnits ?? 1)
  return typeof primary === 'number' ? primary + result.maxUnits : null
}

function describe(
  entry: RankedPathway,
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
): string {
  const homes =
    entry.totalUnits === 'unlimited'
      ? 'no fixed limit on homes'
      : `${entry.totalUnits} home${entry.totalUnits === 1 ? '' : 's'}`
  return `${pathways[entry.id].name} (${homes})`
}

function recommend(
  ranking: readonly RankedPathway[],
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
): { recommended: PathwayId | null; reason: string } {
  const best = ranking[0]
  if (!best)
    return {
      recommended: null,
      reason: 'No pathway allows housing on this lot on the facts given.',
    }
  const bestAvailable = ranking.find((entry) => entry.eligible === true)
  if (best.eligible === true) {
    return {
      recommended: best.id,
      reason: `${describe(best, pathways)} allows the most homes and is available on the facts given.`,
    }
  }
  const pending = pathways[best.id].failReasons
    .map((reason) => reason.fact)
    .filter((fact): fact is string => fact !== null)
  const confirm = [...new Set(pending)].join(', ')
  if (!bestAvailable) {
    return {
      recommended: best.id,
      reason: `${describe(best, pathways)} allows the most homes once these are confirmed: ${confirm}.`,
    }
  }
  return {
    recommended: bestAvailable.id,
    reason: `${describe(bestAvailable, pathways)} is available on the facts given; ${describe(best, pathways)} could allow more once these are confirmed: ${confirm}.`,
  }
}
