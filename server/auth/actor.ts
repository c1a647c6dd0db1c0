// The signed-in person as every service sees them: the account, and the profile behind it.
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import type { Actor } from '#common/permissions.ts'
import type { Profile } from './profiles.ts'

export type SignedInActor = NonNullable<Actor> & {
  email: string
  name: string
  profile: Profile
  /** From the account row the session was read with, so no request reads it twice. */
  account: { avatarUrl: string | null; twoFactorEnabled: boolean }
}

/** The signed-in actor, or UNAUTHENTICATED for a visitor. */
export function requireActor(actor: SignedInActor | null): SignedInActor {
  if (!actor) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionMissing)
  return actor
}

/** The account fields of a session, as better-auth and the one-query session read give them. */
export type SessionUser = {
  id: string
  email: string
  name: string
  image?: string | null
  twoFactorEnabled?: boolean | null
}

/** The actor a signed-in request of `user`, whose profile is `profile`, is served as. */
export function actorOf(user: SessionUser, profile: Profile): SignedInActor {
  return {
    id: user.id,
    isAdmin: profile.isAdmin,
    email: user.email,
    name: user.name,
    profile,
    account: { avatarUrl: user.image ?? null, twoFactorEnabled: user.twoFactorEnabled === true },
  }
}
