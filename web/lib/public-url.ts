// The site's public address (PUBLIC_URL) is a server setting, not a build setting: pages are
// prerendered with this placeholder and the server puts the real address into every HTML page
// it sends, in a meta tag the browser then reads.
export const PUBLIC_URL_PLACEHOLDER = '__LOTWISE_PUBLIC_URL__'

/** The site's public address, e.g. "https://lotwise.app" (no trailing slash). */
export function getPublicUrl(): string {
  if (typeof document === 'undefined') return PUBLIC_URL_PLACEHOLDER
  const fromServer = document.querySelector('meta[name="public-url"]')?.getAttribute('content')
  // The development server sends pages without filling the placeholder in.
  return fromServer && fromServer !== PUBLIC_URL_PLACEHOLDER ? fromServer : window.location.origin
}

/** The absolute address of a path on this site. */
export function absoluteUrl(path: string): string {
  return `${getPublicUrl()}${path}`
}
