import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'

/** A share link's token is a password to its report: logs keep the address without it. */
function loggedPath(path: string): string {
  return path.replace(/^(\/(?:api\/)?shared\/)[^/]+/, '$1…')
}

/** One log line per request, with its id, status and duration. */
export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const status = c.res.status
    const fields = {
      requestId: c.var.requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    }
    if (status >= 500) c.var.logger.error('request', fields)
    else c.var.logger.info('request', fields)
  }
}
