// ESLint rule enforcing the one-way imports of docs/architecture.md. It resolves every import
// (relative paths and the `#` aliases of package.json) to the folder it lands in, so a path that
// climbs out of a folder is caught however it is spelled.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ALIASES = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports,
)
const TEST_TOOLS = ['vitest', 'fast-check']

/** Where a file lives: engine, common, server, web (with its feature), or elsewhere. */
function zoneOf(absolutePath) {
  const [top, second, feature] = path.relative(ROOT, absolutePath).split(path.sep)
  if (top === 'web' && second === 'features' && feature) return { name: 'web', feature }
  if (['engine', 'common', 'server', 'web'].includes(top)) return { name: top }
  return { name: 'other' }
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
  const from = zoneOf(fromFile)
  const isTest = /\.test\.tsx?$/.test(fromFile)
  const target = resolve(specifier, fromFile)
  const to = target.file ? zoneOf(target.file) : null

  switch (from.name) {
    case 'engine':
      if (to?.name === 'engine') return null
      if (isTest && TEST_TOOLS.includes(target.pkg)) return null
      return 'engine/ is pure and self-contained: it imports only its own files.'
    case 'common':
      if (to?.name === 'engine' || to?.name === 'common') return null
      if (target.pkg === 'zod' || (isTest && TEST_TOOLS.includes(target.pkg))) return null
      return 'common/ runs in the browser and on the server: it imports only engine/ and zod.'
    case 'server':
      return to?.name === 'web' ? 'server/ never imports web/.' : null
    case 'web':
      if (to?.name === 'server') {
        const isApiType = target.file === path.join(ROOT, 'server/api-type.ts')
        return isApiType && typeOnly
          ? null
          : 'web/ may import only the API type, as `import type` from server/api-type.ts.'
      }
      if (from.feature && to?.feature && to.feature !== from.feature) {
        return 'web features never import each other; compose them in a route.'
      }
      return null
    default:
      return null
  }
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
    docs: { description: 'Enforce the one-way imports between engine, common, server and web.' },
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
