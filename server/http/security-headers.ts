// Security headers on every response (spec §9): a content security policy that denies framing
// and allows scripts only from this site and a configured list of hosts, plus the usual
// hardening headers. HTML pages add the hashes of their own inline scripts.
import type { MiddlewareHandler } from 'hono'
import { setResponseHeader } from './response-headers.ts'

export type SecurityHeadersOptions = {
  /** Hosts allowed to serve scripts: maps and card payments. */
  scriptHosts: readonly string[]
  /** Single script files allowed by their exact URL (the voice widget's pinned script). */
  scriptUrls?: readonly string[]
  /** Hosts scripts may connect to (APIs behind those widgets). */
  connectHosts: readonly string[]
  /** Send HSTS: the site is served over HTTPS. */
  https: boolean
}

/** Hashes ('sha256-…') of the inline scripts in the response, set by the page handler. */
export const INLINE_SCRIPT_HASHES = 'inlineScriptHashes'

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<{
  Variables: { [INLINE_SCRIPT_HASHES]?: readonly string[] }
}> {
  // The policy is the same for every answer but a page's own hashes, and a page's hashes are one
  // list for the server's life: each policy is written once, not per request.
  const policyWithoutInlineScripts = contentSecurityPolicy(options, [])
  const policyByInlineHashes = new WeakMap<readonly string[], string>()
  function policyFor(inlineHashes: readonly string[] | undefined): string {
    if (!inlineHashes || inlineHashes.length === 0) return policyWithoutInlineScripts
    let policy = policyByInlineHashes.get(inlineHashes)
    if (policy === undefined) {
      policy = contentSecurityPolicy(
        options,
        inlineHashes.map((hash) => `'${hash}'`),
      )
      policyByInlineHashes.set(inlineHashes, policy)
    }
    return policy
  }
  return async (c, next) => {
    await next()
    setResponseHeader(c, 'Content-Security-Policy', policyFor(c.get(INLINE_SCRIPT_HASHES)))
    setResponseHeader(c, 'X-Frame-Options', 'DENY')
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff')
    setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin')
    setResponseHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin')
    // The voice assistant needs the microphone of this site only; nothing needs the rest.
    setResponseHeader(
      c,
      'Permissions-Policy',
      'camera=(), geolocation=(), microphone=(self), payment=(self)',
    )
    if (options.https)
      setResponseHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

function contentSecurityPolicy(
  options: SecurityHeadersOptions,
  inlineHashes: readonly string[],
): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineHashes,
      ...options.scriptHosts,
      ...(options.scriptUrls ?? []),
    ],
    // Inline style attributes come from React and the widgets; they cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...options.connectHosts],
    'frame-src': ["'self'", ...options.scriptHosts],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (options.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}
