// Serves the built web app: prerendered public pages, the app shell for signed-in pages,
// static files, redirects, robots.txt, sitemap.xml and the blog's RSS feed. Unknown addresses get the 404 page.
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { constants, gzip, gzipSync } from 'node:zlib'
import { Hono, type Context } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { getMimeType } from 'hono/utils/mime'
import {
  LOGIN_PATHS,
  findRedirect,
  isNoIndexPath,
  isOpenAppPath,
  isProtectedPath,
} from '#common/routes.ts'
import { blogFeedXml } from '#content/blog-feed.ts'
import { PUBLIC_PAGES, type PublicPage } from '#content/pages.ts'
import type { AppEnv } from '../http/app-env.ts'
import { INLINE_SCRIPT_HASHES } from '../http/security-headers.ts'
import type { HtmlPage, WebBuild } from './web-build.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const ONE_HOUR = 'public, max-age=3600'
/** Files whose name does not change between deployments but whose content does. */
const ALWAYS_REVALIDATE = new Set(['/deployment-info.json', '/sw.js', '/search-index.json'])

type WebEnv = AppEnv & { Variables: { [INLINE_SCRIPT_HASHES]?: readonly string[] } }

export function createWebAppRoutes(build: WebBuild, publicUrl: string) {
  const sitemap = sitemapXml(
    publicUrl,
    PUBLIC_PAGES.filter((page) => page.sitemap),
  )
  const feed = blogFeedXml(publicUrl, PUBLIC_PAGES)
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`
  const gzippedAsset = assetGzipper(build.root)

  return new Hono<WebEnv>()
    .get('/robots.txt', (c) => c.text(robots, 200, { 'Cache-Control': ONE_HOUR }))
    .get('/sitemap.xml', (c) =>
      c.body(sitemap, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': ONE_HOUR,
      }),
    )
    .get('/blog/rss.xml', (c) =>
      c.body(feed, 200, {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': ONE_HOUR,
      }),
    )
    .get('*', (c) => {
      const requestPath = c.req.path
      if (isNoIndexPath(requestPath)) c.header('X-Robots-Tag', 'noindex, nofollow')

      const redirect = findRedirect(requestPath)
      if (redirect) return c.redirect(withQuery(c, redirect.to), redirect.permanent ? 301 : 302)
      if (requestPath.length > 1 && requestPath.endsWith('/')) {
        return c.redirect(withQuery(c, withoutTrailingSlash(c.req.url)), 301)
      }

      const page = build.pages.get(requestPath)
      if (page) return sendHtml(c, page, 200)
      if (
        isProtectedPath(requestPath) ||
        isOpenAppPath(requestPath) ||
        (LOGIN_PATHS as readonly string[]).includes(requestPath)
      ) {
        return sendHtml(c, shellFor(build.spaShell, publicUrl, requestPath), 200)
      }
      if (build.files.has(requestPath)) return sendFile(c, build.root, requestPath, gzippedAsset)
      if (isMissingPageCode(c, requestPath)) {
        return c.body(MISSING_PAGE_CODE, 200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
        })
      }
      return sendHtml(c, build.notFound, 404)
    })
}

/**
 * What a page gets for code of another deployment: React Router imports a page's module itself
 * when the reader navigates, and when that import fails it reloads the document without a word.
 * This module imports, and fails as the page renders, so the page's error boundary shows spec
 * §8's refresh toast instead (decision 189).
 */
const MISSING_PAGE_CODE = `const error = new Error('Failed to fetch dynamically imported module: this page belongs to another version of the site')
error.name = 'ChunkLoadError'
export default function MissingPageCode() {
  throw error
}
`

/**
 * A browser importing a script of ours that this deployment does not have. Only a module import
 * (GET, fetched as a script) gets the stand-in: the deployment check's HEAD requests and any other
 * fetch must still learn that the file is missing.
 */
function isMissingPageCode(c: Context, requestPath: string): boolean {
  return (
    c.req.method === 'GET' &&
    c.req.header('sec-fetch-dest') === 'script' &&
    requestPath.startsWith('/assets/') &&
    requestPath.endsWith('.js')
  )
}

/**
 * The request's path without its trailing slashes, as a Location that stays on this site. It is
 * built from the still-encoded path, so a backslash or control character stays percent-encoded,
 * and leading slashes collapse to one: "//evil.example/" would otherwise leave the site.
 */
function withoutTrailingSlash(url: string): string {
  const encodedPath = new URL(url).pathname
  return `/${encodedPath.replace(/^\/+/, '').replace(/\/+$/, '')}`
}

function withQuery(c: Context, to: string): string {
  const query = new URL(c.req.url).search
  return `${to}${query}`
}

/**
 * The app shell as sent for `path`: its canonical link and social URL name the page asked for,
 * not the home page the shell was rendered at, so the head the browser keeps is the page's own.
 */
function shellFor(shell: HtmlPage, publicUrl: string, path: string): HtmlPage {
  const own = `${publicUrl}${escapeAttribute(path)}`
  const html = shell.html
    .replace(
      `<link rel="canonical" href="${publicUrl}/"/>`,
      `<link rel="canonical" href="${own}"/>`,
    )
    .replace(
      `<meta property="og:url" content="${publicUrl}/"/>`,
      `<meta property="og:url" content="${own}"/>`,
    )
  // The shell's own gzipped bytes carry its canonical link, so this page is compressed anew.
  return { ...shell, html, gzipped: gzipSync(html) }
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function sendHtml(c: Context<WebEnv>, page: HtmlPage, status: 200 | 404) {
  c.set(INLINE_SCRIPT_HASHES, page.inlineScriptHashes)
  // Pages are gzipped once at start: compressing the same bytes per request cost most of the
  // time of serving a prerendered page (issue 12, bench:load).
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    return c.body(page.gzipped as Uint8Array<ArrayBuffer>, status, {
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Cache-Control': REVALIDATE,
    })
  }
  return c.html(page.html, status, { 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding' })
}

const gzipAsync = promisify(gzip)

/**
 * The build's code and styles gzipped on their first request and kept. Compressed on every
 * request, the map's megabyte of code and its worker's half megabyte cost the server 50-250 ms
 * each time on a loaded machine while the page waited; a file under /assets/ is named by its
 * content, so what is kept never goes stale. Compressed once, it is compressed hardest.
 */
function assetGzipper(root: string): (urlPath: string) => Promise<Uint8Array> {
  const kept = new Map<string, Promise<Uint8Array>>()
  return (urlPath) => {
    let gzipped = kept.get(urlPath)
    if (!gzipped) {
      gzipped = readFile(path.join(root, urlPath)).then((bytes) =>
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      )
      // A file that could not be read is tried again next time, not remembered as a failure.
      gzipped.catch(() => kept.delete(urlPath))
      kept.set(urlPath, gzipped)
    }
    return gzipped
  }
}

async function sendFile(
  c: Context,
  root: string,
  urlPath: string,
  gzippedAsset: (urlPath: string) => Promise<Uint8Array>,
) {
  const contentType = getMimeType(urlPath) ?? 'application/octet-stream'
  const isAsset = urlPath.startsWith('/assets/')
  const cacheControl = isAsset ? IMMUTABLE : ALWAYS_REVALIDATE.has(urlPath) ? REVALIDATE : ONE_HOUR
  const headers = { 'Content-Type': contentType, 'Cache-Control': cacheControl }
  if (
    isAsset &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) &&
    /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
  ) {
    const gzipped = await gzippedAsset(urlPath)
    return c.body(gzipped as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    })
  }
  const stream = Readable.toWeb(createReadStream(path.join(root, urlPath))) as ReadableStream
  return c.body(stream, 200, headers)
}

/** The public pages the registry lists for search engines, with the date each last changed. */
function sitemapXml(publicUrl: string, pages: readonly PublicPage[]): string {
  const urls = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(
      (page) =>
        `  <url><loc>${publicUrl}${page.path}</loc><lastmod>${page.updated}</lastmod></url>`,
    )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
