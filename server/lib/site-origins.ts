// The origins that are this site, for every check of where a request comes from.

/** The names of this machine: a browser may open a local server by any of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins that are this site (decisions 510 and 647): the public address's own; for a server on this
 * machine, the same scheme and port under each loopback name, since all of them reach the same
 * server and no other site can answer at them. Both the cross-site check and better-auth's
 * trusted origins take this list, so a sign-in passes or fails the same at both.
 */
export function siteOrigins(publicUrl: string): string[] {
  const site = new URL(publicUrl)
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [site.origin]
  const port = site.port ? `:${site.port}` : ''
  return LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${port}`)
}
