// The one way the web talks to the API: a typed client (types come from the server's routes)
// and `unwrap`, which turns error bodies back into AppError so screens can branch on `code`.
import { hc } from 'hono/client'
import { AppError, isErrorBody } from '#common/errors.ts'
import type { ApiType } from '#server/api-type.ts'

export const api = hc<ApiType>('/api')

/** The JSON body of a successful response; throws AppError for an error response. */
export async function unwrap<T>(response: {
  ok: boolean
  status: number
  json(): Promise<T>
}): Promise<T> {
  if (response.ok) return response.json()
  throw await toAppError(response)
}

async function toAppError(response: {
  status: number
  json(): Promise<unknown>
}): Promise<AppError> {
  // A proxy in front of the API may answer with HTML; that is an error without our shape.
  const body: unknown = await response.json().catch(() => null)
  if (isErrorBody(body))
    return new AppError(body.error.code, body.error.message, body.error.details)
  return new AppError(statusCode(response.status), 'An unexpected error occurred')
}

function statusCode(status: number) {
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 502 && status <= 504) return 'UNAVAILABLE'
  return status >= 400 && status < 500 ? 'INVALID_INPUT' : 'INTERNAL'
}
