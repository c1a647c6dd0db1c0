/** "2026-10-02" → "October 2, 2026". */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** An instant, in the reader's own time zone: "Nov 23, 2026, 9:05 AM". */
export function formatDateTime(isoInstant: string): string {
  return new Date(isoInstant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
}

/** The day of an instant in Los Angeles, where the business keeps its calendar: "December 24, 2026". */
export function formatDayInLosAngeles(isoInstant: string): string {
  return new Date(isoInstant).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'America/Los_Angeles',
  })
}

/** 7172.3 → "7,172 sq ft". */
export function formatSqFt(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} sq ft`
}
