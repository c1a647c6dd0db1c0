// Spec §8: an authentication or expired-session error tells the person their session expired.
// (The spec's second wording, for a JWT-expired error or code PGRST301, belongs to a hosted
// backend with JSON web tokens; sessions here are database rows, so that error cannot happen —
// decision 104.)
import { AppError } from './errors.ts'
import { MESSAGES } from './messages.ts'

/** The message for an error that means the session is gone, or null for any other error. */
export function sessionErrorMessage(error: unknown): string | null {
  return error instanceof AppError && error.code === 'UNAUTHENTICATED'
    ? MESSAGES.sessionExpired
    : null
}
