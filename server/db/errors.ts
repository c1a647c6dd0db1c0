// What kind of failure a database error is, whichever driver raised it (drizzle wraps the
// driver's error as `cause`).

/** The SQLSTATE of a database error, looked for along the error's causes. */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/** node-postgres says so in words only: a dropped socket, or a client that lost it earlier. */
const LOST_CONNECTION_MESSAGE =
  /Connection terminated|not queryable|terminating connection|connection.*(lost|closed)/i

const LOST_CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'])

/**
 * True when the connection to the database was lost or refused (terminated backend, restart,
 * network): a passing outage, not a fault in the request or the code.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string') {
      // Class 08: connection exception; 57P01-57P03: the server is shutting down or starting.
      if (code.startsWith('08') || /^57P0[123]$/.test(code)) return true
      if (LOST_CONNECTION_CODES.has(code)) return true
    }
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
