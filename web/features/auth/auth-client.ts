// The one way the web calls better-auth's endpoints (/api/auth/*). Failures become AuthError
// with the server's message and code, so forms can show the spec's words.
export class AuthError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly details: readonly string[]

  constructor(status: number, message: string, code?: string, details: readonly string[] = []) {
    super(message)
    this.name = 'AuthError'
    this.status = status
    this.code = code
    this.details = details
  }
}

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
  if (!response) throw new AuthError(0, 'You are offline. Some features may not work.')
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T
  const error = (payload ?? {}) as ErrorPayload
  // better-auth answers { message, code }; our own middleware (rate limits) { error: {…} }.
  const message = error.message ?? error.error?.message ?? 'An unexpected error occurred'
  const details = Array.isArray(error.details)
    ? error.details.filter((d): d is string => typeof d === 'string')
    : []
  throw new AuthError(response.status, message, error.code ?? error.error?.code, details)
}
