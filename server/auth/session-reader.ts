// The signed-in person behind a request's session cookie, read in one prepared query: the
// session, its user and the user's profile (decision 079). This is the ordinary case only, a live
// session not yet due for its daily extension; a request without the cookie is a visitor's.
// Anything else (no such session, an expired one, one due for extension, a cookie that does not
// verify) answers `undefined`, and better-auth's own getSession decides, with its clean-up and
// its refresh. So this path can only accept what
// better-auth would accept, and when better-auth changes its cookie, requests fall back to it.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import type { Db } from '../db/client.ts'
import { preparedQuery } from '../db/prepared.ts'
import { profiles, sessions, users } from '../db/schema/index.ts'
import type { SessionUser } from './actor.ts'
import type { Auth } from './auth.ts'
import type { Profile } from './profiles.ts'

export type SessionPerson = {
  user: SessionUser
  /** Null when the profile row is missing; the caller creates it. */
  profile: Profile | null
}

type SessionSettings = {
  cookieName: string
  secret: string
  lifetimeMs: number
  refreshAgeMs: number
}

function sessionByToken(db: Db) {
  return preparedQuery(db, 'session_by_token', (on) =>
    on
      .select({
        expiresAt: sessions.expiresAt,
        user: {
          id: users.id,
          email: users.email,
          name: users.name,
          image: users.image,
          twoFactorEnabled: users.twoFactorEnabled,
        },
        profile: getTableColumns(profiles),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token'))),
  )
}

/**
 * The person of a request whose session is in the ordinary case, null for a request without a
 * session cookie, undefined when better-auth must decide; see the file's head.
 */
export function createSessionReader(auth: Auth) {
  // better-auth's settings as it resolved them: the cookie's name (with its secure prefix when
  // served over HTTPS), the signing secret, the lifetime and the refresh age.
  const settings: Promise<SessionSettings> = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    lifetimeMs: context.sessionConfig.expiresIn * 1000,
    refreshAgeMs: context.sessionConfig.updateAge * 1000,
  }))

  return async function readSession(c: Context, db: Db): Promise<SessionPerson | null | undefined> {
    const { cookieName, secret, lifetimeMs, refreshAgeMs } = await settings
    const cookie = getCookie(c, cookieName)
    if (cookie === undefined) return null
    const token = verifiedValue(cookie, secret)
    if (!token) return undefined
    const [row] = await sessionByToken(db).execute({ token })
    if (!row) return undefined
    const expiresAt = row.expiresAt.getTime()
    const now = Date.now()
    // better-auth extends a session once `refreshAgeMs` has passed since it last set its expiry.
    const dueForRefresh = expiresAt - lifetimeMs + refreshAgeMs <= now
    if (expiresAt <= now || dueForRefresh) return undefined
    return { user: row.user, profile: row.profile }
  }
}

/**
 * The value of a cookie signed as better-auth signs it, `value.signature`, the signature being
 * the standard base64 of the value's HMAC-SHA256 under the secret; null when it does not verify.
 */
function verifiedValue(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf('.')
  if (dot < 1) return null
  const value = cookie.slice(0, dot)
  const signature = Buffer.from(cookie.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'))
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null
}
