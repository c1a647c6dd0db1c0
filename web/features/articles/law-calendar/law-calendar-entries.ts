// The rows of a page's law calendar, read from the engine's status calendar when the page is
// prerendered, so the page carries the dates as data and none of the engine's code.
import {
  LAW_NAMES,
  LEGAL_STATUS_LABELS,
  datedStatusChanges,
  type Citation,
  type LawId,
} from '#engine'

export type LawCalendarEntry = {
  /** ISO date of the change. */
  readonly date: string
  readonly law: string
  /** The status from that date on, in words. */
  readonly status: string
  readonly event: string
  readonly source: Citation
}

export function lawCalendarEntries(laws: readonly LawId[]): LawCalendarEntry[] {
  return datedStatusChanges(laws).map((change) => ({
    date: change.date,
    law: LAW_NAMES[change.law],
    status: LEGAL_STATUS_LABELS[change.status],
    event: change.event,
    source: change.source,
  }))
}
