// Requests that change state must come from the site itself: a page on another site cannot
// make a signed-in browser act for it (cross-site request forgery).
import { createMiddleware } from 'hono/factory'
import { AppError } from '#common/errors.ts'
import { siteOrigins } from '../lib/site-origins.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not accepted'

/**
 * Refuses a state-changing request whose Origin is not one of the site's (`siteOrigins`). Without
 * an Origin header, a browser's Sec-Fetch-Site decides; a request with neither comes from a
 * program, not a browser, and so carries no one's cookies by accident.
 */
export function sameOrigin(publicUrl: string) {
  const allowed = new Set(siteOrigins(publicUrl))
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin')
      const fetchSite = c.req.header('sec-fetch-site')
      const foreign = origin
        ? !allowed.has(origin)
        : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'
      if (foreign) throw new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE)
    }
    await next()
  })
}
