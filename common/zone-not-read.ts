// Whether a lot's zone was read, and what a buyer is told when it was not. Apart from the report
// offers (common/report-offers.ts), which only the pages that sell a report use: the report's
// headline reads this, and a page that reads a report loads no offers (decision 695).
import type { Analysis } from '#engine'

/**
 * Why no pathway can be named for the lot because of its zone: `unread` when a zone string could
 * not be read (a Downtown string, a class the tables do not know), `unknown` when the records
 * give none; null when the zone was read. The checkout page says so before paying, and the
 * report's headline says so instead of "No pathway allows housing".
 */
export function zoneNotRead(analysis: Analysis): 'unread' | 'unknown' | null {
  const reasons = analysis.pathways.la_base_zoning.failReasons
  if (reasons.some((reason) => reason.code === 'zone_unreadable')) return 'unread'
  if (reasons.some((reason) => reason.code === 'zone_unknown')) return 'unknown'
  return null
}

/**
 * What a buyer is told before paying for a report on a lot whose zone was not read (decision
 * 635): what the report will hold, and what happens next.
 */
export function zoneNotReadNotice(kind: 'unread' | 'unknown', zone: string | null): string {
  const what =
    kind === 'unread'
      ? `We could not read this lot’s zone${zone ? ` (${zone})` : ''}`
      : 'The records give no zone for this lot'
  return `${what}, so the analysis you get at once names no pathway. A Lotwise analyst reads the zone on ZIMAS and corrects it in review; every pathway is then computed on the corrected zone before the report is published.`
}
