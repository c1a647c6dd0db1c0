// The site's routes as rules (spec §2): which pages need a session, which addresses redirect,
// and which carry `noindex`. The web router and the server both read this; the public pages
// themselves are listed in the page registry, content/pages.ts.

/** Sign-in pages, laid out as a narrow card on grey. */
export const LOGIN_PATHS = ['/login', '/password-reset', '/reset-password'] as const

/** Pages that need a session; visitors are sent to /login and brought back afterwards. */
export const PROTECTED_PATTERNS = [
  '/profile',
  '/reports',
  '/reports/v2',
  '/watch',
  '/report/:reportId',
  '/checkout/:productId',
  '/admin/reports',
  '/admin/outbox',
  '/admin/orders',
  '/admin/site',
  '/edit-report/:reportId',
  '/secure-view-report/:reportId',
] as const

/**
 * Pages anyone may open without a session that the app renders in the browser (they are not
 * prerendered: what they show depends on the address). `/shared/{token}` is a share link;
 * `/screen` screens the city (visitors see the first lots); `/developers` is the API's reference,
 * read from its OpenAPI document; `/unsubscribe/{token}` is an email's unsubscribe link.
 */
export const OPEN_APP_PATTERNS = [
  '/shared/:token',
  '/screen',
  '/developers',
  '/unsubscribe/:token',
] as const

/** Old or short addresses that moved for good (HTTP 301/308). */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/sb79': '/sb-79',
  '/sb1211': '/sb-1211',
  '/ab1287': '/ab-1287',
  '/ab2011': '/ab-2011',
  '/plans': '/pricing',
}

/**
 * Where a request for `pathname` should go instead, or null. Covers the permanent aliases,
 * the retired `/v2/` report addresses and report pages opened without an id.
 */
export function findRedirect(pathname: string): { to: string; permanent: boolean } | null {
  const path = normalisePath(pathname)
  const alias = PERMANENT_REDIRECTS[path]
  if (alias) return { to: alias, permanent: true }
  const versioned = /^\/(report|edit-report)\/v2\/([^/]+)$/.exec(path)
  if (versioned) return { to: `/${versioned[1]}/${versioned[2]}`, permanent: true }
  if (/^\/(report|edit-report|secure-view-report)(\/v2)?$/.test(path)) {
    return { to: '/reports', permanent: false }
  }
  if (path === '/checkout') return { to: '/pricing', permanent: false }
  return null
}

const NOINDEX_EXACT = new Set([
  '/login',
  '/password-reset',
  '/reset-password',
  '/profile',
  '/plans',
  '/watch',
])
const NOINDEX_PREFIXES = [
  '/reports',
  '/report',
  '/edit-report',
  '/secure-view-report',
  '/checkout',
  '/admin',
  '/shared',
  '/unsubscribe',
]

/** True for the pages spec §2 keeps out of search engines (`noindex, nofollow`). */
export function isNoIndexPath(pathname: string): boolean {
  const path = normalisePath(pathname)
  if (NOINDEX_EXACT.has(path)) return true
  return NOINDEX_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** True when `pathname` is one of the pages that need a session. */
export function isProtectedPath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return PROTECTED_PATTERNS.some((pattern) => matchesPattern(pattern, path))
}

/** True when `pathname` is a page the app renders for anyone, with no session needed. */
export function isOpenAppPath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return OPEN_APP_PATTERNS.some((pattern) => matchesPattern(pattern, path))
}

/** A same-site path that is safe to return to after signing in, or null. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null
  if (candidate.includes('\\')) return null
  return candidate
}

function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/')
  const pathParts = path.split('/')
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, i) =>
      part.startsWith(':') ? pathParts[i] !== '' : part === pathParts[i],
    )
  )
}

/** Drops a trailing slash (but keeps "/"). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
