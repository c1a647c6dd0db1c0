import { useMutation } from '@tanstack/react-query'
import { queryClient } from '../../../lib/query-client.ts'
import { authPost } from '../auth-client.ts'
import { emitAuthEvent } from '../auth-events.ts'
import { endSessionReads, sessionQuery } from './get-session.ts'

/** Ends the session on the server and forgets everything cached for the signed-in user. */
export async function signOut(): Promise<void> {
  await authPost('sign-out')
  forgetSession()
}

/** Clears the signed-in user's data from the cache (after sign-out or an expired session). */
export function forgetSession(): void {
  endSessionReads()
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' })
  queryClient.setQueryData(sessionQuery.queryKey, null)
  emitAuthEvent('SIGNED_OUT')
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut })
}
