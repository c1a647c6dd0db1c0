// Who is calling: the session from the cookie (better-auth) and the profile behind it. Every
// endpoint after this middleware reads `c.var.actor` (null for a visitor).
import { createMiddleware } from 'hono/factory'
import type { Auth } from '../auth/auth.ts'
import { ensureProfile } from '../auth/profiles.ts'
import type { AppEnv } from './app-env.ts'

/** Sets `c.var.actor` from the session cookie (null for a visitor). */
export function loadActor(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) {
      c.set('actor', null)
      return next()
    }
    const { user } = session
    const profile = await ensureProfile(c.var.db, user)
    c.set('actor', {
      id: user.id,
      isAdmin: profile.isAdmin,
      email: user.email,
      name: user.name,
      profile,
      account: { avatarUrl: user.image ?? null, twoFactorEnabled: user.twoFactorEnabled === true },
    })
    return next()
  })
}
