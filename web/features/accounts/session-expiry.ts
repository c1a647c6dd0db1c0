// An API answer that the session is gone (spec §8): the person is told, their cached data is
// dropped, and they go to /login, which brings them back afterwards.
import { toast } from '../../lib/toast.ts'
import { sessionErrorMessage } from '#common/session-errors.ts'
import { navigateTo } from '../../lib/navigation.ts'
import { queryClient } from '../../lib/query-client.ts'
import { sessionQuery } from './api/get-session.ts'
import { forgetSession } from './api/sign-out.ts'

/** Handles `error` when it means the session expired; returns whether it did. */
export function handleSessionError(error: unknown): boolean {
  const message = sessionErrorMessage(error)
  // A visitor's 401 is not an expiry: there was no session to lose.
  if (!message || !queryClient.getQueryData(sessionQuery.queryKey)) return false
  toast.error(message)
  forgetSession()
  const here = window.location.pathname + window.location.search
  navigateTo(`/login?redirectTo=${encodeURIComponent(here)}`, { replace: true })
  return true
}
