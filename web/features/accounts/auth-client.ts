// The one way the web calls better-auth's endpoints (/api/auth/*). Failures become the one error
// type, AppError, with the server's message; better-auth's own reason code and the password
// rules a new password broke travel in its details.
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { errorCodeForStatus } from '../../lib/api-client.ts'

export type AuthFailure = { reason: string | null; problems: readonly string[] }

type ErrorPayload = {
  message?: string
  code?: string
  details?: unknown
  error?: { message?: string; code?: string }
}

/** POSTs `body` to /api/auth/`path` and returns the JSON answer. */
export async function authPost<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!response) throw new AppError('UNAVAILABLE', MESSAGES.offline)
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T
  const error = (payload ?? {}) as ErrorPayload
  // better-auth answers { message, code }; our own middleware (rate limits) { error: {…} }.
  const failure: AuthFailure = {
    reason: error.code ?? error.error?.code ?? null,
    problems: Array.isArray(error.details)
      ? error.details.filter((d): d is string => typeof d === 'string')
      : [],
  }
  throw new AppError(
    errorCodeForStatus(response.status),
    error.message ?? error.error?.message ?? MESSAGES.unexpected,
    failure,
  )
}

/** better-auth's reason code and the broken password rules of a failed call (empty otherwise). */
export function authFailureOf(error: unknown): AuthFailure {
  const details = error instanceof AppError ? (error.details as AuthFailure | undefined) : undefined
  return { reason: details?.reason ?? null, problems: details?.problems ?? [] }
}
