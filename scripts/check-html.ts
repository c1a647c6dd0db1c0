// The W3C HTML checker (the Nu Html Checker, `vnu-jar`, run offline with the machine's Java) on
// the HTML the server sends: every public page, a page of the signed-in app and the not-found
// page. Prints each page's findings and fails on any error or warning.
//
//   node scripts/check-html.ts [--base http://localhost:3000] [paths…]
//
// Without --base it starts the production build (npm run build first) on a free port with a
// fresh embedded database, and stops it afterwards.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PUBLIC_PAGES } from '#content/pages.ts'
import { startDemoProductionServer } from './bench/production-server.ts'

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** Pages that are not in the public list but are served as HTML all the same. */
const OTHER_PAGES = ['/login', '/reports', '/a-page-that-does-not-exist']

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string }

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string' } },
})
const paths =
  positionals.length > 0 ? positionals : [...PUBLIC_PAGES.map((page) => page.path), ...OTHER_PAGES]

const server = values.base ? null : await startDemoProductionServer('check-html')
const base = (server?.base ?? values.base ?? '').replace(/\/+$/, '')
const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-check-html-'))
try {
  const files = new Map<string, string>()
  for (const [index, pagePath] of paths.entries()) {
    const response = await fetch(`${base}${pagePath}`)
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('text/html')) throw new Error(`${pagePath} answered ${type}, not HTML`)
    const file = path.join(folder, `page-${index}.html`)
    await writeFile(file, await response.text())
    files.set(file, pagePath)
  }

  const run = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--verbose', '--format', 'json', ...files.keys()],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (run.error) throw new Error(`Java could not run the checker: ${run.error.message}`)
  // The checker writes its JSON report to standard error; a crash leaves something else there.
  let messages: Message[]
  try {
    messages = (JSON.parse(run.stderr) as { messages: Message[] }).messages
  } catch {
    throw new Error(`The checker gave no report (exit ${run.status}):\n${run.stderr}`)
  }

  const findings = messages.filter((message) => message.type !== 'info' || message.subType)
  // With --verbose the checker names each file it read on standard output; a page it skipped
  // must not pass as clean.
  const read = new Set(run.stdout.split('\n'))
  const unread = [...files].filter(([file]) => !read.has(file)).map(([, pagePath]) => pagePath)
  if (unread.length > 0) throw new Error(`The checker did not read: ${unread.join(', ')}`)
  for (const [file, pagePath] of files) {
    const own = findings.filter((message) => message.url === `file:${file}`)
    console.log(`${pagePath.padEnd(48)} ${own.length === 0 ? 'clean' : `${own.length} findings`}`)
    // One line per distinct finding: a repeated component repeats its finding many times.
    const counted = new Map<string, number>()
    for (const message of own) {
      const line = `${message.subType ?? message.type}: ${message.message}`
      counted.set(line, (counted.get(line) ?? 0) + 1)
    }
    for (const [line, count] of counted) console.log(`    ${count > 1 ? `${count} × ` : ''}${line}`)
  }
  if (findings.length > 0) {
    console.error(`\nThe HTML checker found ${findings.length} problems.`)
    process.exitCode = 1
  } else {
    console.log(`\n${files.size} pages checked: no errors, no warnings.`)
  }
} finally {
  await rm(folder, { recursive: true, force: true })
  await server?.stop()
}
