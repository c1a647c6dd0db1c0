// Unsubscribe links that work without signing in (decision 401): the link carries the user's id
// and an expiry, signed with HMAC-SHA256 under a key derived from the server's secret (the one
// that signs session cookies, AUTH_SECRET or DATA_DIR/auth-secret) for this purpose alone, so a
// session signature can never pass for a link's or the other way round.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** A link works this long after its email was written: a weekly digest's lasts past a season. */
export const UNSUBSCRIBE_LINK_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

export type UnsubscribeCheck =
  { valid: true; userId: string } | { valid: false; reason: 'forged' | 'expired' }

export type UnsubscribeLinks = {
  /** The token for `userId`'s link, valid until `UNSUBSCRIBE_LINK_DAYS` after `now`. */
  sign(userId: string, now?: Date): string
  /** Whose link `token` is, or why it is refused. */
  check(token: string, now?: Date): UnsubscribeCheck
  /** The page a token opens, on the site at `publicUrl`. */
  url(publicUrl: string, userId: string, now?: Date): string
  /**
   * The address a mail program POSTs to when its reader clicks its own "Unsubscribe" (RFC 8058):
   * the API route behind the page, which needs no page to confirm.
   */
  oneClickUrl(publicUrl: string, userId: string, now?: Date): string
}

export function createUnsubscribeLinks(serverSecret: string): UnsubscribeLinks {
  const key = createHmac('sha256', serverSecret).update('lotwise unsubscribe link v1').digest()
  const signatureOf = (body: string) => createHmac('sha256', key).update(body).digest('base64url')

  const sign = (userId: string, now = new Date()) => {
    const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000)
    const body = `${Buffer.from(userId).toString('base64url')}.${expires.toString(36)}`
    return `${body}.${signatureOf(body)}`
  }

  return {
    sign,
    check(token, now = new Date()) {
      const parts = token.split('.')
      if (parts.length !== 3) return { valid: false, reason: 'forged' }
      const [user = '', expires = '', signature = ''] = parts
      const expected = Buffer.from(signatureOf(`${user}.${expires}`))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { valid: false, reason: 'forged' }
      // Checked only once the signature holds, so a forger learns nothing from the answer.
      if (parseInt(expires, 36) * 1000 <= now.getTime()) return { valid: false, reason: 'expired' }
      return { valid: true, userId: Buffer.from(user, 'base64url').toString('utf8') }
    },
    url: (publicUrl, userId, now) => `${publicUrl}/unsubscribe/${sign(userId, now)}`,
    oneClickUrl: (publicUrl, userId, now) => `${publicUrl}/api/unsubscribe/${sign(userId, now)}`,
  }
}
