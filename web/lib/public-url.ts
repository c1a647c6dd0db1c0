// The site's public address, which the server writes into every page it sends (in a meta tag;
// prerendered pages carry SITE.publicUrlPlaceholder there).
import { SITE } from '#common/site.ts'

/** The site's public address, e.g. "https://lotwise.app" (no trailing slash). */
export function getPublicUrl(): string {
  if (typeof document === 'undefined') return SITE.publicUrlPlaceholder
  const fromServer = document.querySelector('meta[name="public-url"]')?.getAttribute('content')
  // The development server sends pages without filling the placeholder in.
  return fromServer && fromServer !== SITE.publicUrlPlaceholder
    ? fromServer
    : window.location.origin
}

/** The absolute address of a path on this site. */
export function absoluteUrl(path: string): string {
  return `${getPublicUrl()}${path}`
}
