// The same month table as the engine's formatDate (engine/analysis/format.ts), which is not
// called here: any import from #engine brings the engine's whole chunk (38 KB gzip) to every
// page that shows a date, the blog included (decision 205).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * "2026-10-02" → "October 2, 2026" (anything else is shown as given). Written from a table rather
 * than with Intl: the first Intl formatter a page builds loads locale data (about 30 ms of main
 * thread before throttling), and the blog and the guides show dates as they load.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : isoDate
}

/** "2026-11" → "November 2026"; a full date as `formatDate`; anything else as given. */
export function formatMonthOrDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${month} ${match[1]}` : formatDate(isoDate)
}

// Dates and times of instants, on the Los Angeles clock wherever the reader is.
export { formatDateTimeInLosAngeles, formatDayInLosAngeles } from '#common/los-angeles-time.ts'

// Areas as the engine writes them: one formatter, without Intl (decision 205). The engine is
// free of side effects, so only its formatter comes with it (decision 321).
export { formatSqFt } from '#engine'
