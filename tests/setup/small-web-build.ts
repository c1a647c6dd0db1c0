// A built web app of a few pages in a temporary folder: enough for the server's page routing
// (redirects, the app shell, files, the 404 page) without running the real build.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { WebBuild } from '#server/web-app/web-build.ts'

/** The build's one script, as the bundler names them (by their content). */
export const SMALL_BUILD_SCRIPT = {
  path: '/assets/page-1a2b3c.js',
  code: `export const page = ${JSON.stringify('a page of the site '.repeat(200))}\n`,
}

export async function createSmallWebBuild(): Promise<WebBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'lotwise-web-'))
  await writeFile(path.join(root, 'favicon.ico'), 'icon')
  await mkdir(path.join(root, 'assets'))
  await writeFile(path.join(root, SMALL_BUILD_SCRIPT.path.slice(1)), SMALL_BUILD_SCRIPT.code)
  const page = (title: string) => {
    const html = `<title>${title}</title>`
    return { html, gzipped: gzipSync(html), inlineScriptHashes: [] }
  }
  return {
    root,
    pages: new Map([['/about', page('About')]]),
    spaShell: page('App'),
    notFound: page('Not found'),
    files: new Set(['/favicon.ico', SMALL_BUILD_SCRIPT.path]),
    version: 'test',
  }
}
