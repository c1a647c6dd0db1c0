// Dates as California keeps them: the engine reads every lot on the date in Los Angeles.

const HOUR_MS = 3_600_000

/**
 * Today in California, where every lot the engine reads lies: Pacific time under the federal
 * rule in force since 2007, worked out here rather than with Intl. The first Intl formatter a
 * page builds loads locale and time-zone data, over 100 ms of a phone's main thread while a guide
 * loads; a test holds this to Intl's answer, hour by hour, over several years.
 */
export function californiaToday(now: Date = new Date()): string {
  const year = now.getUTCFullYear()
  // Daylight time begins at 2 a.m. standard time (10:00 UTC) on the second Sunday of March and
  // ends at 2 a.m. daylight time (9:00 UTC) on the first Sunday of November.
  const daylightFrom = Date.UTC(year, 2, sundayOf(year, 2, 2), 10)
  const daylightUntil = Date.UTC(year, 10, sundayOf(year, 10, 1), 9)
  const time = now.getTime()
  const offsetHours = time >= daylightFrom && time < daylightUntil ? 7 : 8
  return new Date(time - offsetHours * HOUR_MS).toISOString().slice(0, 10)
}

/** The day of the month of the `nth` Sunday of a month (0 = January). */
function sundayOf(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7
}
