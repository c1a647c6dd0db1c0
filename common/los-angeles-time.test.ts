// Run on a UTC clock, as a browser or a server set to UTC is: the walk found the reports list
// saying "Dec 6" for an order the receipt dates December 5, Los Angeles time.
process.env.TZ = 'UTC'

import { describe, expect, it } from 'vitest'
import { formatDateTimeInLosAngeles, formatDayInLosAngeles } from './los-angeles-time.ts'

// 7:42 on the morning of December 6 in UTC is 11:42 the evening before in Los Angeles.
const LATE_EVENING_IN_LOS_ANGELES = '2026-12-06T07:42:00Z'

describe('dates and times on the Los Angeles clock', () => {
  it('runs this file on a UTC clock', () => {
    expect(new Date(LATE_EVENING_IN_LOS_ANGELES).getDate()).toBe(6)
  })

  it('gives the day in Los Angeles, not the reader’s', () => {
    expect(formatDayInLosAngeles(LATE_EVENING_IN_LOS_ANGELES)).toBe('December 5, 2026')
  })

  it('gives the time in Los Angeles, labelled with its zone, winter and summer', () => {
    expect(formatDateTimeInLosAngeles(LATE_EVENING_IN_LOS_ANGELES)).toBe(
      'Dec 5, 2026, 11:42 PM PST',
    )
    expect(formatDateTimeInLosAngeles('2026-07-04T06:30:00Z')).toBe('Jul 3, 2026, 11:30 PM PDT')
  })
})
