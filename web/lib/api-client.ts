// The one way the web talks to the API: a typed client (types come from the server's routes)
// and `unwrap`, which turns error bodies back into AppError so screens can branch on `code`.
import { hc } from 'hono/client'
import { AppError, isErrorBody, type ErrorCode } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import type { ApiType } from '#server/api-type.ts'

export const api = hc<ApiType>('/api')

/** The JSON body of a successful response; throws AppError for an error response. */
export async function unwrap<T>(response: {
  ok: boolean
  status: number
  json(): Promise<T>
}): Promise<T> {
  if (response.ok) return response.json()
  // A proxy in front of the API may answer with HTML; that is an error without our shape.
  const body: unknown = await response.json().catch(() => null)
  if (isErrorBody(body)) throw new AppError(body.error.code, body.error.message, body.error.details)
  throw new AppError(errorCodeForStatus(response.status), MESSAGES.unexpected)
}

/**
 * Throws AppError for an error response, for answers read without JSON: a 204, or a binary body
 * the caller reads itself.
 */
export async function throwIfFailed(response: {
  ok: boolean
  status: number
  json(): Promise<unknown>
}): Promise<void> {
  if (!response.ok) await unwrap(response)
}

/** The error code of an HTTP status, for answers that carry no code of their own. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 402) return 'PAYMENT_REQUIRED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 410) return 'GONE'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 502 && status <= 504) return 'UNAVAILABLE'
  return status >= 400 && status < 500 ? 'INVALID_INPUT' : 'INTERNAL'
}
