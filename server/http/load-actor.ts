// Who is calling: the session from the cookie and the profile behind it. Every endpoint after
// this middleware reads `c.var.actor` (null for a visitor).
import { createMiddleware } from 'hono/factory'
import { actorOf } from '../auth/actor.ts'
import type { Auth } from '../auth/auth.ts'
import { ensureProfile } from '../auth/profiles.ts'
import { createSessionReader } from '../auth/session-reader.ts'
import type { AppEnv } from './app-env.ts'

/** Sets `c.var.actor` from the session cookie (null for a visitor). */
export function loadActor(auth: Auth) {
  const readSession = createSessionReader(auth)
  return createMiddleware<AppEnv>(async (c, next) => {
    // The ordinary session in one query; anything else is better-auth's to decide.
    const person =
      (await readSession(c, c.var.db)) ??
      (await auth.api
        .getSession({ headers: c.req.raw.headers })
        .then((session) => (session ? { user: session.user, profile: null } : null)))
    if (!person) {
      c.set('actor', null)
      return next()
    }
    const { user } = person
    c.set('actor', actorOf(user, person.profile ?? (await ensureProfile(c.var.db, user))))
    return next()
  })
}
