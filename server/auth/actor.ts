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
