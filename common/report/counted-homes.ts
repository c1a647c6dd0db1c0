// The homes a figure a buyer acts on counts (decision 841): the engine's ranking, but an ADU entry
// leaves out the conversions a multifamily building may hold in space not used as living space
// (storage rooms, attics, garages) unless its owner has stated that space (decision 865). The law
// allows them; public records never show such space, so the headline, the money table, the
// objectives and the screen count, and the pro forma prices, only what needs no unrecorded space.
// The report's pathway table still gives the law's ceiling, saying what it depends on. The screen
// reads public records alone, so there the conversions are never counted.
import type { Analysis, PathwayId } from '#engine'
import { aduMixOf } from '#proforma'

type Ranked = Analysis['summary']['ranking']

/** The ranking of `analysis` with each figure as a buyer's figures count it. */
export function countedRanking(analysis: Pick<Analysis, 'summary' | 'pathways'>): Ranked {
  const { ranking } = analysis.summary
  const unrecorded = unrecordedAdus(analysis)
  if (unrecorded === 0) return ranking
  return ranking.map((entry) =>
    entry.id === 'adu'
      ? {
          ...entry,
          totalUnits: less(entry.totalUnits, unrecorded),
          netNewUnits: less(entry.netNewUnits, unrecorded),
        }
      : entry,
  )
}

/**
 * The ADU conversions the law allows in space the records do not show and the owner has not
 * stated; 0 on most lots.
 */
function unrecordedAdus(analysis: Pick<Analysis, 'pathways'>): number {
  return aduMixOf(analysis.pathways.adu)?.unrecorded ?? 0
}

/** A pathway's own net new homes as a buyer's figures count them. */
export function countedNetNewUnits(
  analysis: Pick<Analysis, 'pathways'>,
  id: PathwayId,
): number | 'unlimited' | null {
  const net = analysis.pathways[id].netNewUnits
  return id === 'adu' ? less(net, unrecordedAdus(analysis)) : net
}

function less<T extends number | 'unlimited' | null>(units: T, unrecorded: number): T {
  return (typeof units === 'number' ? units - unrecorded : units) as T
}
