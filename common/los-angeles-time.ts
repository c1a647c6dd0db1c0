// Lotwise is a Los Angeles product: every date and time it shows is read on the Los Angeles
// clock, whatever zone the reader's browser or the server is set to, so a receipt, the reports
// list and a PDF never disagree about the day of the same order (decision 600).
const LOS_ANGELES = 'America/Los_Angeles'

// Built on first use, not on import: the first Intl formatter a page builds loads locale and
// time-zone data, which pages that import this module without showing a time (the blog, the
// guides) should not pay for (decision 205).
let day: Intl.DateTimeFormat | undefined
let dateTime: Intl.DateTimeFormat | undefined

/** The day of an instant in Los Angeles: "December 5, 2026". */
export function formatDayInLosAngeles(isoInstant: string): string {
  day ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: LOS_ANGELES })
  return day.format(new Date(isoInstant))
}

/**
 * An instant on the Los Angeles clock, labelled with its zone so that a reader elsewhere does not
 * take it for their own: "Dec 5, 2026, 11:42 PM PST" (PDT in summer).
 */
export function formatDateTimeInLosAngeles(isoInstant: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: LOS_ANGELES,
  })
  return dateTime.format(new Date(isoInstant))
}
