// The built web app (build/client), read once at start. HTML pages are kept in memory with the
// public address and the voice agent filled in and their inline scripts hashed for the content security policy.
import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SITE } from '#common/site.ts'
import { VOICE_AGENT_PLACEHOLDER } from '#common/voice-widget.ts'

/** The single-page-app shell React Router writes for pages that are not prerendered. */
const SPA_FALLBACK_FILE = '__spa-fallback.html'
/** The prerendered "page not found" page. */
const NOT_FOUND_PAGE = '/not-found'

export type HtmlPage = {
  readonly html: string
  /** The same page gzipped once at start, instead of on every request. */
  readonly gzipped: Uint8Array
  readonly inlineScriptHashes: readonly string[]
}

export type WebBuild = {
  readonly root: string
  /** Prerendered public pages by path ("/", "/about", "/blog/post-id"). */
  readonly pages: ReadonlyMap<string, HtmlPage>
  /** The shell for the signed-in app and sign-in pages. */
  readonly spaShell: HtmlPage
  readonly notFound: HtmlPage
  /** Every other file, by URL path ("/assets/app-1a2b.js", "/favicon.ico"). */
  readonly files: ReadonlySet<string>
  readonly version: string
}

/** Reads the build in `root` (build/client), or returns null when there is none. */
export async function loadWebBuild(
  root: string,
  publicUrl: string,
  /** The voice assistant's agent (ELEVENLABS_AGENT_ID); null leaves the assistant off. */
  voiceAgentId: string | null = null,
): Promise<WebBuild | null> {
  let entries: string[]
  try {
    entries = await readdir(root, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const pages = new Map<string, HtmlPage>()
  const files = new Set<string>()
  let spaShell: HtmlPage | undefined
  for (const entry of entries.map((e) => e.split(path.sep).join('/'))) {
    if (!entry.endsWith('.html')) {
      if (path.extname(entry)) files.add(`/${entry}`)
      continue
    }
    const page = prepareHtml(
      await readFile(path.join(root, entry), 'utf8'),
      publicUrl,
      voiceAgentId,
    )
    if (entry === SPA_FALLBACK_FILE) spaShell = page
    else pages.set(routePathOf(entry), page)
  }
  const notFound = pages.get(NOT_FOUND_PAGE)
  pages.delete(NOT_FOUND_PAGE)
  if (!spaShell || !notFound) {
    throw new Error(
      `The web build in ${root} is incomplete (no ${SPA_FALLBACK_FILE} or not-found page); run npm run build`,
    )
  }
  const info = JSON.parse(await readFile(path.join(root, 'deployment-info.json'), 'utf8')) as {
    version: string
  }
  return { root, pages, spaShell, notFound, files, version: info.version }
}

/** "index.html" → "/", "about/index.html" → "/about". */
function routePathOf(htmlFile: string): string {
  const dir = path.posix.dirname(htmlFile)
  return dir === '.' ? '/' : `/${dir}`
}

function prepareHtml(raw: string, publicUrl: string, voiceAgentId: string | null): HtmlPage {
  const html = raw
    .replaceAll(SITE.publicUrlPlaceholder, publicUrl)
    .replaceAll(VOICE_AGENT_PLACEHOLDER, voiceAgentId ?? '')
  return { html, gzipped: gzipSync(html), inlineScriptHashes: hashInlineScripts(html) }
}

/** CSP hashes of the executable inline scripts (JSON-LD data blocks do not run). */
export function hashInlineScripts(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attrs = '', body = '' } = match.groups ?? {}
    if (/\bsrc=/.test(attrs) || body === '') continue
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue
    hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`)
  }
  return hashes
}
