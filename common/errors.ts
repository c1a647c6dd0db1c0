// One error type for the whole product. The server maps codes to HTTP statuses in one place
// (server/app.ts); the web turns error bodies back into AppError (web/lib/api-client.ts).
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  /** The request costs bonus credits the caller does not have (decision 416). */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The request's body did not arrive in time. */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** Was there once and is no more on purpose: a revoked or expired share link. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The JSON body of every error response. */
export type ErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown }
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly details?: unknown

  constructor(code: ErrorCode, message: string, details?: unknown, options?: ErrorOptions) {
    super(message, options)
    this.name = 'AppError'
    this.code = code
    this.details = details
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message }
    if (this.details !== undefined) error.details = this.details
    return { error }
  }
}

/** True when `value` has the shape of an error response body. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as { code: string }).code in ERROR_STATUS &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}
