// When a digest's period begins, in Los Angeles time, across the changes to and from daylight
// saving time; and the unsubscribe link's signature and expiry.
import { describe, expect, it } from 'vitest'
import { createUnsubscribeLinks } from '#server/mail/unsubscribe-links.ts'
import { digestPeriod } from './digest.ts'

describe('digestPeriod', () => {
  it('a day begins at 8:00 in Los Angeles, in winter and in summer', () => {
    expect(digestPeriod('daily', new Date('2027-01-07T15:59:59Z'))).toEqual({
      key: '2027-01-06',
      start: new Date('2027-01-06T16:00:00Z'),
    })
    expect(digestPeriod('daily', new Date('2027-01-07T16:00:00Z'))?.key).toBe('2027-01-07')
    // Daylight time: 8:00 is 15:00 UTC.
    expect(digestPeriod('daily', new Date('2027-07-07T15:00:00Z'))).toEqual({
      key: '2027-07-07',
      start: new Date('2027-07-07T15:00:00Z'),
    })
  })

  it('a week begins on Monday at 8:00, even on the Sunday the clocks change', () => {
    // Sunday, March 14, 2027: daylight time starts; the week began Monday the 8th (PST).
    expect(digestPeriod('weekly', new Date('2027-03-14T20:00:00Z'))).toEqual({
      key: 'week of 2027-03-08',
      start: new Date('2027-03-08T16:00:00Z'),
    })
    // Monday the 15th before and after 8:00 (PDT).
    expect(digestPeriod('weekly', new Date('2027-03-15T14:59:00Z'))?.key).toBe('week of 2027-03-08')
    expect(digestPeriod('weekly', new Date('2027-03-15T15:00:00Z'))).toEqual({
      key: 'week of 2027-03-15',
      start: new Date('2027-03-15T15:00:00Z'),
    })
  })

  it('"immediately" is the moment itself, and "never" has no period', () => {
    const now = new Date('2027-01-07T10:11:12Z')
    expect(digestPeriod('immediately', now)).toEqual({ key: now.toISOString(), start: now })
    expect(digestPeriod('never', now)).toBeNull()
  })
})

describe('unsubscribe links', () => {
  const links = createUnsubscribeLinks('a-server-secret-of-thirty-two-characters')
  const now = new Date('2027-01-07T16:00:00Z')

  it('answers the user of a link it signed until it expires, 90 days on', () => {
    const token = links.sign('user-1', now)
    expect(links.check(token, now)).toEqual({ valid: true, userId: 'user-1' })
    expect(links.check(token, new Date(now.getTime() + 89 * 86_400_000))).toMatchObject({
      valid: true,
    })
    expect(links.check(token, new Date(now.getTime() + 90 * 86_400_000))).toEqual({
      valid: false,
      reason: 'expired',
    })
  })

  it('refuses a link signed under another secret or changed in any part', () => {
    const token = links.sign('user-1', now)
    const other = createUnsubscribeLinks('another-server-secret-of-32-chars!').sign('user-1', now)
    const [user, expires, signature] = token.split('.')
    for (const forged of [
      other,
      `${Buffer.from('user-2').toString('base64url')}.${expires}.${signature}`,
      `${user}.${(parseInt(expires ?? '', 36) + 1).toString(36)}.${signature}`,
      `${user}.${expires}`,
      '',
    ])
      expect(links.check(forged, now)).toEqual({ valid: false, reason: 'forged' })
  })
})
