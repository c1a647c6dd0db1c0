// ESLint rule enforcing the one-way imports of docs/architecture.md: between the parts (engine,
// common, content, server, web) and between the floors inside server/ and web/. It resolves
// every import (relative paths and the `#` aliases of package.json) to the file it lands in, so a
// path that climbs out of a folder is caught however it is spelled.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ALIASES = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports,
)
const ENGINE_ENTRY = path.join(ROOT, 'engine/index.ts')
const PROFORMA_ENTRY = path.join(ROOT, 'proforma/index.ts')
const API_TYPE = path.join(ROOT, 'server/api-type.ts')
const TEST_TOOLS = ['vitest', 'fast-check']
/**
 * The packages common/ may use: pure JavaScript that runs in the browser and on the server alike
 * (polygon-clipping takes a lot's yards off its outline for the envelope: decision 408).
 */
const COMMON_PACKAGES = ['zod', 'polygon-clipping']
const COMMON_RULE = `common/ runs in the browser and on the server: it imports only engine/, proforma/ and ${COMMON_PACKAGES.join(', ')}.`

/**
 * The floors of server/, bottom first, and what each may import besides itself. Features, the
 * data wing and the web-app server never import one another: what two of them share moves down
 * to domain/ (or lower). The job queue and the jobs' definitions sit low so features can
 * enqueue, and the mailer sends through it; the job handlers sit at the top beside app.ts, since they call features' services.
 */
const SERVER_FLOORS = {
  lib: [],
  env: ['lib'],
  db: ['lib'],
  queue: ['lib', 'env', 'db'],
  mail: ['lib', 'db', 'queue'],
  auth: ['lib', 'env', 'db', 'queue', 'mail'],
  http: ['lib', 'env', 'db', 'mail', 'auth', 'queue'],
  domain: ['lib', 'db', 'mail', 'auth', 'queue'],
  feature: ['lib', 'db', 'mail', 'auth', 'queue', 'http', 'domain'],
  data: ['lib', 'env', 'db', 'mail', 'auth', 'queue', 'domain'],
  'web-app': ['lib', 'env', 'http'],
}

/** The job queue and the jobs' definitions: low enough for features to enqueue. */
const JOB_QUEUE_FILES = ['queue.ts', 'definitions.ts']

/** The floors of web/, bottom first: lib → components → features → routes (and the root files). */
const WEB_FLOORS = {
  lib: [],
  components: ['lib'],
  feature: ['lib', 'components'],
}

/** Where a file lives: its part, and its floor inside server/ or web/. */
function placeOf(absolutePath) {
  const parts = path.relative(ROOT, absolutePath).split(path.sep)
  const [top, second, third] = parts
  if (top === 'server') return { part: 'server', ...serverFloor(parts.slice(1)) }
  if (top === 'web') {
    if (second === 'features' && third) return { part: 'web', floor: 'feature', unit: third }
    if (second === 'lib' || second === 'components') return { part: 'web', floor: second }
    return { part: 'web', floor: 'top' }
  }
  if (['engine', 'proforma', 'common', 'content'].includes(top)) return { part: top }
  return { part: 'other' }
}

function serverFloor([first, second]) {
  if (first === 'features' && second) return { floor: 'feature', unit: second }
  if (first === 'jobs') return { floor: JOB_QUEUE_FILES.includes(second) ? 'queue' : 'top' }
  if (first === 'env.ts') return { floor: 'env' }
  if (first in SERVER_FLOORS) return { floor: first }
  return { floor: 'top' }
}

/** Resolves a specifier to an absolute path, or returns the package name it names. */
function resolve(specifier, fromFile) {
  if (specifier.startsWith('.')) return { file: path.resolve(path.dirname(fromFile), specifier) }
  for (const [alias, target] of ALIASES) {
    const star = alias.indexOf('*')
    if (star === -1 ? specifier === alias : specifier.startsWith(alias.slice(0, star))) {
      const rest = star === -1 ? '' : specifier.slice(star)
      return { file: path.join(ROOT, target.replace('*', rest)) }
    }
  }
  const parts = specifier.split('/')
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] }
}

/** Why an import breaks the rules, or null when it is allowed. */
function violation(fromFile, specifier, typeOnly) {
  const from = placeOf(fromFile)
  const isTest = /\.test\.tsx?$/.test(fromFile)
  const target = resolve(specifier, fromFile)
  if (!target.file) {
    // Tests run in Node: they may use its built-ins and the test tools wherever they live.
    if (isTest && (TEST_TOOLS.includes(target.pkg) || target.pkg.startsWith('node:'))) return null
    if (from.part === 'engine')
      return 'engine/ is pure and self-contained: it imports only its own files.'
    if (from.part === 'proforma')
      return 'proforma/ is pure: it imports only its own files and the engine.'
    if (from.part === 'common' && !COMMON_PACKAGES.includes(target.pkg)) return COMMON_RULE
    if (from.part === 'content') return 'content/ is data: it imports only common/ and engine/.'
    return null
  }
  const to = placeOf(target.file)

  if (to.part === 'engine' && from.part !== 'engine' && target.file !== ENGINE_ENTRY)
    return 'outside engine/, import the engine only through its public entry, #engine.'
  if (to.part === 'proforma' && from.part !== 'proforma' && target.file !== PROFORMA_ENTRY)
    return 'outside proforma/, import the pro forma only through its public entry, #proforma.'

  switch (from.part) {
    case 'engine':
      return to.part === 'engine'
        ? null
        : 'engine/ is pure and self-contained: it imports only its own files.'
    case 'proforma':
      return ['engine', 'proforma'].includes(to.part)
        ? null
        : 'proforma/ is pure: it imports only its own files and the engine.'
    case 'common':
      return ['engine', 'proforma', 'common'].includes(to.part) ? null : COMMON_RULE
    case 'content':
      return ['engine', 'common', 'content'].includes(to.part)
        ? null
        : 'content/ is data: it imports only common/ and engine/.'
    case 'server':
      if (to.part === 'web') return 'server/ never imports web/.'
      return to.part === 'server' && !isTest ? serverViolation(from, to) : null
    case 'web':
      if (to.part === 'server') {
        return target.file === API_TYPE && typeOnly
          ? null
          : 'web/ may import only the API type, as `import type` from server/api-type.ts.'
      }
      return to.part === 'web' ? webViolation(from, to) : null
    default:
      return null
  }
}

function serverViolation(from, to) {
  if (from.floor === 'top') return null
  if (from.floor === to.floor) {
    return from.floor === 'feature' && from.unit !== to.unit
      ? 'a server feature never imports another feature: move what they share down to server/domain/.'
      : null
  }
  if (SERVER_FLOORS[from.floor].includes(to.floor)) return null
  return `server/${from.floor === 'feature' ? 'features' : from.floor}/ may not import server/${to.floor === 'feature' ? 'features' : to.floor}/: imports point down the floors of docs/architecture.md.`
}

function webViolation(from, to) {
  if (from.floor === 'top') return null
  if (from.floor === to.floor) {
    return from.floor === 'feature' && from.unit !== to.unit
      ? 'web features never import each other; compose them in a route.'
      : null
  }
  if (WEB_FLOORS[from.floor].includes(to.floor)) return null
  const names = {
    lib: 'web/lib/',
    components: 'web/components/',
    feature: 'web/features/',
    top: 'web/routes/ and the root files',
  }
  return `${names[from.floor]} may not import ${names[to.floor]}: imports point down lib → components → features → routes.`
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true
  return (
    node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type')
  )
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the one-way imports between the parts and floors of the project.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return
      const message = violation(context.filename, source.value, isTypeOnly(node))
      if (message) context.report({ node: source, message: `${message} (${source.value})` })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}
