// The messages spec §8 gives for expired sessions, chosen from the error a call returned.
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.'
export const TOKEN_EXPIRED_MESSAGE = 'Session expired - please log in again'

/** The message for an error that means the session is gone, or null for any other error. */
export function sessionErrorMessage(error: {
  code?: string
  message?: string
  status?: number
}): string | null {
  if (error.code === 'PGRST301' || /jwt expired/i.test(error.message ?? ''))
    return TOKEN_EXPIRED_MESSAGE
  if (error.code === 'UNAUTHENTICATED' || error.status === 401) return SESSION_EXPIRED_MESSAGE
  return null
}
