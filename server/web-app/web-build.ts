// The built web app (build/client), read once at start. HTML pages are kept in memory with the
// public address and the voice agent filled in, prerendered pages set to load their code after
// their first paint, and their inline scripts hashed for the content security policy.
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
    const page = prepareHtml(await readFile(path.join(root, entry), 'utf8'), {
      publicUrl,
      voiceAgentId,
      // The signed-in app's shell shows nothing until its code runs: it loads it at once.
      codeAfterFirstPaint: entry !== SPA_FALLBACK_FILE,
    })
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

function prepareHtml(
  raw: string,
  options: { publicUrl: string; voiceAgentId: string | null; codeAfterFirstPaint: boolean },
): HtmlPage {
  const filled = raw
    .replaceAll(SITE.publicUrlPlaceholder, options.publicUrl)
    .replaceAll(VOICE_AGENT_PLACEHOLDER, options.voiceAgentId ?? '')
  const { html, addedScripts } = options.codeAfterFirstPaint
    ? loadCodeAfterFirstPaint(filled)
    : { html: filled, addedScripts: [] }
  return {
    html,
    gzipped: gzipSync(html),
    inlineScriptHashes: [...hashInlineScripts(html), ...addedScripts.map(hashOf)],
  }
}

/** React Router's module script: it imports the page's code and starts the app. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/
/** A module preload as React Router writes it, its address captured. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * A prerendered page is whole without its code, which only makes it interactive (decision 193).
 * Loaded while the page is parsed, that code (about 240 KB compressed) competes with the
 * stylesheet for the connection and may run before the first paint; so the module preloads are
 * dropped and a small script adds them back, with the module script, once the page has been
 * painted. Added together, the page's modules are all asked for at once: the module script alone
 * would find them import by import, five requests deep, before the page could hydrate. Returns
 * the inline script added after the paint, which the content security policy must allow.
 */
function loadCodeAfterFirstPaint(html: string): { html: string; addedScripts: string[] } {
  const moduleScript = MODULE_SCRIPT.exec(html)
  if (!moduleScript) return { html, addedScripts: [] }
  const code = moduleScript[1] ?? ''
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  // One frame painted, then the next task: the code starts right after the first paint.
  const loader = `requestAnimationFrame(() => setTimeout(() => {
  for (const href of ${JSON.stringify(preloads).replaceAll('<', '\\u003c')}) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.textContent = ${JSON.stringify(code).replaceAll('<', '\\u003c')}
  document.head.append(script)
}))`
  return {
    html: html
      .replace(MODULE_PRELOAD, '')
      .replace(moduleScript[0], () => `<script>${loader}</script>`),
    addedScripts: [code],
  }
}

function hashOf(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`
}

/** CSP hashes of the executable inline scripts (JSON-LD data blocks do not run). */
export function hashInlineScripts(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attrs = '', body = '' } = match.groups ?? {}
    if (/\bsrc=/.test(attrs) || body === '') continue
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue
    hashes.push(hashOf(body))
  }
  return hashes
}
