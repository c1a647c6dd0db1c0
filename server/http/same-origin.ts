// Requests that change state must come from the site itself: a page on another site cannot
// make a signed-in browser act for it (cross-site request forgery).
import { createMiddleware } from 'hono/factory'
import { AppError } from '#common/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not accepted'

/**
 * Refuses a state-changing request whose Origin is not `publicUrl`. Without an Origin header,
 * a browser's Sec-Fetch-Site decides; a request with neither comes from a program, not a
 * browser, and so carries no one's cookies by accident.
 */
export function sameOrigin(publicUrl: string) {
  const allowed = allowedOrigins(new URL(publicUrl))
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

/** The names of this machine: a browser may open a local server by any of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The site's own origin; for a server on this machine, the same port under each loopback name,
 * since all of them reach the same server and no other site can answer at them.
 */
function allowedOrigins(site: URL): ReadonlySet<string> {
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return new Set([site.origin])
  const port = site.port ? `:${site.port}` : ''
  return new Set(LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${port}`))
}
