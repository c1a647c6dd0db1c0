// Calendar dates as the law reads them: a law in force "on" a day is in force in California's
// time zone, whatever the server's clock is set to.
const LOS_ANGELES_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The ISO date (YYYY-MM-DD) it is in Los Angeles at `now`. */
export function todayInLosAngeles(now: Date = new Date()): string {
  return LOS_ANGELES_DATE.format(now)
}
