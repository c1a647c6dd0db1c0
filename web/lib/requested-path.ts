// Route loaders of public pages run only when the pages are prerendered. React Router calls a
// page's loader twice then: once for the HTML (request "/about") and once for the data file the
// browser fetches on client-side navigation ("/about.data", and "/_.data" for "/").
import { normalisePath } from '#common/routes.ts'

/** The path of the page a loader's request is for. */
export function requestedPath(request: Request): string {
  const pathname = new URL(request.url).pathname
  if (pathname === '/_.data') return '/'
  return normalisePath(pathname.replace(/\.data$/, ''))
}
