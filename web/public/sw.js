// Lotwise service worker: keeps the guides a visitor has read available offline.
// Network first for public pages (so nobody reads a stale version while online); the cache is
// only a fallback. Signed-in pages, the API and anything with a query string are never cached.
// A page opened offline that was never read gets the offline page, saved at install.
const CACHE = 'lotwise-pages-v2'
const OFFLINE_PAGE = '/offline'
const PRIVATE_PREFIXES = [
  '/api/',
  '/profile',
  '/report',
  '/edit-report',
  '/secure-view-report',
  '/checkout',
  '/admin',
  '/login',
  '/password-reset',
  '/reset-password',
]

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  )
})
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.mode === 'navigate' && request.method === 'GET' && !cacheableNavigation(url)) {
    // A page never cached (signed-in pages, searches): the offline page when the network fails.
    event.respondWith(fetch(request).catch(() => offlinePage()))
    return
  }
  const cacheable =
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    !url.search &&
    (request.mode === 'navigate' || url.pathname.startsWith('/assets/')) &&
    !PRIVATE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  if (!cacheable) return
  event.respondWith(
    fetch(request)
      .then((response) => {
        // An answer the server marks as not to be stored (a stand-in for another deployment's
        // code) is passed on, never kept.
        if (response.ok && !/no-store/.test(response.headers.get('Cache-Control') ?? '')) {
          const copy = response.clone()
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)))
        }
        return response
      })
      .catch(() =>
        caches
          .match(request)
          .then(
            (cached) => cached ?? (request.mode === 'navigate' ? offlinePage() : Response.error()),
          ),
      ),
  )
})

function cacheableNavigation(url) {
  return (
    url.origin === self.location.origin &&
    !url.search &&
    !PRIVATE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  )
}

function offlinePage() {
  return caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error())
}
