// The one way the web calls better-auth's endpoints (/api/auth/*). Failures become the one error
// type, AppError, with the server's message; better-auth's own reason code and the password
// rules a new password broke travel in its details.
import type { z } from 'zod'
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

const textOrNothing = (value: unknown) => (typeof value === 'string' ? value : undefined)
const textOrAbsent = (value: unknown) => value === undefined || typeof value === 'string'

// better-auth answers { message, code }; our own middleware (rate limits) { error: {…} }. A
// field of another shape is ignored rather than trusted. Read by hand, not with a schema: signing
// out is on every page, and zod would come with it (decision 680).
function errorPayloadOf(payload: unknown): ErrorPayload {
  if (typeof payload !== 'object' || payload === null) return {}
  const { message, code, details, error } = payload as Record<string, unknown>
  const inner =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  return {
    message: textOrNothing(message),
    code: textOrNothing(code),
    details,
    error:
      textOrAbsent(inner.message) && textOrAbsent(inner.code)
        ? { message: textOrNothing(inner.message), code: textOrNothing(inner.code) }
        : undefined,
  }
}

/**
 * POSTs `body` to /api/auth/`path`. With `answer`, returns the JSON answer checked against it;
 * better-auth's endpoints are not in the typed API client, so this is where their shape is known.
 */
export async function authPost(path: string, body?: unknown): Promise<void>
export async function authPost<T>(path: string, body: unknown, answer: z.ZodType<T>): Promise<T>
export async function authPost<T>(
  path: string,
  body: unknown = {},
  answer?: z.ZodType<T>,
): Promise<T | void> {
  const response = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!response) throw new AppError('UNAVAILABLE', MESSAGES.offline)
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) {
    if (!answer) return
    const parsed = answer.safeParse(payload)
    if (!parsed.success) throw new AppError('INTERNAL', MESSAGES.unexpected)
    return parsed.data
  }
  const error = errorPayloadOf(payload)
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

function isAuthFailure(details: unknown): details is AuthFailure {
  return (
    typeof details === 'object' && details !== null && 'reason' in details && 'problems' in details
  )
}

/** better-auth's reason code and the broken password rules of a failed call (empty otherwise). */
export function authFailureOf(error: unknown): AuthFailure {
  const details = error instanceof AppError && isAuthFailure(error.details) ? error.details : null
  return { reason: details?.reason ?? null, problems: details?.problems ?? [] }
}
