// The signed-in session, as the server sees it (better-auth's session endpoint). It is read
// again every ten minutes: the server extends an active session, and a change of expiry is
// the "token refreshed" event. A session that vanished (expired, or ended on another device)
// fails the query as UNAUTHENTICATED, which the session-expiry handler turns into the spec's
// message and a trip to /login.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { emitAuthEvent } from '../auth-events.ts'

export type SessionUser = {
  readonly id: string
  readonly email: string
  readonly name: string
  readonly image?: string | null
}
export type Session = {
  readonly user: SessionUser
  readonly session: { readonly expiresAt: string }
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * What the pages read of better-auth's answer: null when no one is signed in, undefined when the
 * answer has another shape; its other fields are dropped. Checked here because better-auth's
 * endpoints are not in the typed API client, and by hand because every page loads this: a
 * schema would bring zod to pages that validate nothing (decision 680).
 */
function sessionOf(body: unknown): Session | null | undefined {
  if (body === null) return null
  if (!isRecord(body) || !isRecord(body.user) || !isRecord(body.session)) return undefined
  const { id, email, name, image } = body.user
  const { expiresAt } = body.session
  if (!isText(id) || !isText(email) || !isText(name) || !isText(expiresAt)) return undefined
  if (image !== undefined && image !== null && !isText(image)) return undefined
  return { user: { id, email, name, image }, session: { expiresAt } }
}

const SESSION_KEY = ['session'] as const
const SESSION_RECHECK_MS = 10 * 60_000

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  // The signal aborts a read still under way when the session ends here (`endSessionReads`):
  // its answer would name a session that is gone.
  queryFn: async ({ signal }): Promise<Session | null> => {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', signal })
    if (!response.ok) throw new Error(`Session check failed (${response.status})`)
    const next = sessionOf(await response.json())
    if (next === undefined) throw new Error('Session check failed (an answer without a session)')
    const previous = queryClient.getQueryData<Session | null>(SESSION_KEY)
    if (previous && !next) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionMissing)
    if (previous && next && previous.user.id === next.user.id) {
      if (previous.session.expiresAt !== next.session.expiresAt) emitAuthEvent('TOKEN_REFRESHED')
    }
    return next
  },
  staleTime: 60_000,
  refetchInterval: SESSION_RECHECK_MS,
  // A vanished session is final; asking again would only delay the sign-in page.
  retry: false,
})

export function useSession() {
  return useQuery(sessionQuery)
}

/**
 * Abandons a session read still under way, when the session has ended in this tab (sign-out,
 * expiry). Its answer, sent before the end, would put the ended session back in the cache; and
 * a sign-in that followed would be handed that answer instead of reading its new session.
 */
export function endSessionReads(): void {
  void queryClient.cancelQueries({ queryKey: SESSION_KEY })
}

/** Reads the session from the server now (after signing in or out). */
export function refreshSession() {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 })
}
