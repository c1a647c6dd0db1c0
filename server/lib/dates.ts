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

const LOS_ANGELES_HOUR = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hour: 'numeric',
  hourCycle: 'h23',
})

/** The hour of the day (0–23) it is in Los Angeles at `now`. */
export function hourInLosAngeles(now: Date = new Date()): number {
  return Number(LOS_ANGELES_HOUR.format(now))
}

/** The ISO date `days` after `isoDate` (before, when negative). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The day of the week of `isoDate`: 0 for Sunday, 1 for Monday… */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay()
}
