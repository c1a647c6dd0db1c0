// Session events (spec §4), for anything that must react to sign-in, sign-out and the like.
export type AuthEvent =
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

type Listener = (event: AuthEvent) => void

const listeners = new Set<Listener>()

/** Calls `listener` on every auth event until the returned function is called. */
export function onAuthEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of listeners) listener(event)
}
