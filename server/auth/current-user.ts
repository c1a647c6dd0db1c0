// Who is calling: the session from the cookie (better-auth) and the profile behind it. Every
// endpoint reads `c.var.actor`; `requireActor` refuses visitors with the spec's session error.
import { createMiddleware } from 'hono/factory'
import { AppError } from '#common/errors.ts'
import type { Actor } from '#common/permissions.ts'
import type { AppEnv } from '../lib/app-env.ts'
import type { Auth } from './auth.ts'
import { ensureProfile, type Profile } from './profiles.service.ts'

export const SESSION_MISSING_MESSAGE = 'Auth session missing!'

export type SignedInActor = NonNullable<Actor> & { email: string; name: string; profile: Profile }

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
    })
    return next()
  })
}

/** The signed-in actor, or UNAUTHENTICATED for a visitor. */
export function requireActor(actor: SignedInActor | null): SignedInActor {
  if (!actor) throw new AppError('UNAUTHENTICATED', SESSION_MISSING_MESSAGE)
  return actor
}
