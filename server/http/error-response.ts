// The one mapping from anything a handler throws to the answer the caller gets. Our own
// AppError keeps its code; the framework's HTTP errors keep their 4xx status; a value the
// database refuses to store (out of range, bad characters) was bad input, not a server fault;
// a lost database connection is a passing outage (503), which the web retries.
import { HTTPException } from 'hono/http-exception'
import { AppError, ERROR_STATUS, type ErrorCode } from '#common/errors.ts'
import { isConnectionLoss, sqlState } from '../db/errors.ts'

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.'

export const UNSTORABLE_VALUE_MESSAGE =
  'A value in the request is out of range or contains characters that cannot be stored.'

const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'The request could not be read: check its format.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
}

function codeOfStatus(status: number): ErrorCode {
  const known = (Object.entries(ERROR_STATUS) as Array<[ErrorCode, number]>).find(
    ([, candidate]) => candidate === status,
  )
  if (known) return known[0]
  return status >= 400 && status < 500 ? 'INVALID_INPUT' : 'INTERNAL'
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof HTTPException && error.status < 500) {
    const code = codeOfStatus(error.status)
    const message =
      error.message && !/^Malformed JSON/i.test(error.message)
        ? error.message
        : (MESSAGE_BY_STATUS[error.status] ?? 'The request could not be read.')
    return new AppError(code, message, undefined, { cause: error })
  }
  // Class 22 is "data exception": numeric overflow, invalid text, NUL in text and the like.
  if (sqlState(error)?.startsWith('22'))
    return new AppError('INVALID_INPUT', UNSTORABLE_VALUE_MESSAGE, undefined, { cause: error })
  if (isConnectionLoss(error))
    return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, undefined, { cause: error })
  return new AppError('INTERNAL', 'An unexpected error occurred', undefined, { cause: error })
}
