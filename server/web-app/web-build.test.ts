// Reading the built web app: prerendered pages load their code after the first paint, the
// signed-in app's shell at once, and the content security policy allows what each page runs.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadWebBuild, type WebBuild } from './web-build.ts'

// What React Router writes, in short: module preloads in the head, its module script in the body.
const MODULE_CODE =
  'import "/assets/manifest-1.js";\nwindow.x = "</b>";\nimport("/assets/entry-1.js");'
const pageHtml = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title>` +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry-1.js"/></head>' +
  `<body><h1>${title}</h1><script>window.__context = {}</script>` +
  `<script type="module" async="">${MODULE_CODE}</script></body></html>`

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

let build: WebBuild
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lotwise-build-'))
  await mkdir(path.join(root, 'not-found'))
  await writeFile(path.join(root, 'index.html'), pageHtml('Home'))
  await writeFile(path.join(root, 'not-found/index.html'), pageHtml('Not found'))
  await writeFile(path.join(root, '__spa-fallback.html'), pageHtml('App'))
  await writeFile(path.join(root, 'deployment-info.json'), '{"version":"test"}')
  build = (await loadWebBuild(root, 'https://lotwise.example'))!
})

describe('a prerendered page', () => {
  it('has no module preloads or module script, but a script that adds them after the first paint', () => {
    const { html } = build.pages.get('/')!
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    )
    expect(html).toContain('<h1>Home</h1><script>window.__context = {}</script>')
  })

  it('adds back its module preloads, then the module script React Router wrote, once a frame has been painted', () => {
    const html = build.pages.get('/')!.html
    const loader = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(loader).toBeDefined()
    const added: Array<Record<string, string>> = []
    const frames: Array<() => void> = []
    const tasks: Array<() => void> = []
    runInNewContext(loader!, {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
      document: {
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: (typeof added)[number]) => added.push(element) },
      },
    })
    expect(added).toEqual([])
    frames.forEach((frame) => frame())
    expect(added).toEqual([])
    tasks.forEach((task) => task())
    // All at once, in the order written: the browser asks for every module without waiting to
    // find it among the imports of another.
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry-1.js' },
      { tag: 'script', type: 'module', textContent: MODULE_CODE },
    ])
  })

  it('lets the content security policy run its inline scripts and the module script it adds', () => {
    const page = build.pages.get('/')!
    const loader = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(page.html)![1]!
    expect(page.inlineScriptHashes).toEqual([
      sha256('window.__context = {}'),
      sha256(loader),
      sha256(MODULE_CODE),
    ])
  })

  it('is the not-found page too', () => {
    expect(build.notFound.html).not.toContain('<link rel="modulepreload"')
  })
})

describe("the signed-in app's shell", () => {
  it('shows nothing without its code, so it loads it at once, as written', () => {
    expect(build.spaShell.html).toBe(pageHtml('App'))
    expect(build.spaShell.inlineScriptHashes).toEqual([
      sha256('window.__context = {}'),
      sha256(MODULE_CODE),
    ])
  })
})
