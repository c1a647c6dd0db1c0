// The one way the web calls better-auth's endpoints (/api/auth/*). Failures become the one error
// type, AppError, with the server's message; better-auth's own reason code and the password
// rules a new password broke travel in its details.
import { z } from 'zod'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { errorCodeForStatus } from '../../lib/api-client.ts'

export type AuthFailure = { reason: string | null; problems: readonly string[] }

// better-auth answers { message, code }; our own middleware (rate limits) { error: {…} }. A
// field of another shape is ignored rather than trusted.
const ErrorPayloadSchema = z.object({
  message: z.string().optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  details: z.unknown().optional(),
  error: z
    .object({ message: z.string().optional(), code: z.string().optional() })
    .optional()
    .catch(undefined),
})

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
  const parsedError = ErrorPayloadSchema.safeParse(payload)
  const error: z.infer<typeof ErrorPayloadSchema> = parsedError.success ? parsedError.data : {}
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
