// What readers of a stored analysis use without running the engine: the words for each status
// and a figure's source. A module of its own, importing nothing that runs, so a page that only
// reads a report takes these and not the rules (decision 321).
import type { FigureSource, PathwayResult, PathwayStatus } from '../types.ts'

/** Each status as the report names it. */
export const STATUS_LABELS: Readonly<Record<PathwayStatus, string>> = {
  available: 'Available',
  available_with_checks: 'Available, subject to routine checks',
  needs_confirmation: 'Needs confirmation',
  not_available: 'Not available',
  not_yet_effective: 'Not yet in force',
  closed: 'Closed to new applications',
}

/** The source of one figure of a result, or null when it has none. */
export function findSource(
  result: PathwayResult,
  figure: FigureSource['figure'],
): FigureSource | null {
  for (const source of result.sources) if (source.figure === figure) return source
  return null
}
