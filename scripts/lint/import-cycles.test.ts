// No module may reach itself through its imports (type-only imports included: a type loop is a
// design loop too). The graph is read from the source the way the boundary rule reads it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const PARTS = ['engine', 'common', 'content', 'server', 'web']
const ALIASES = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports as Record<
    string,
    string
  >,
)
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

function resolve(specifier: string, from: string): string | null {
  if (specifier.startsWith('.')) return path.normalize(path.join(path.dirname(from), specifier))
  for (const [alias, target] of ALIASES) {
    const star = alias.indexOf('*')
    if (star === -1 ? specifier === alias : specifier.startsWith(alias.slice(0, star))) {
      return path.normalize(target.replace('*', star === -1 ? '' : specifier.slice(star)))
    }
  }
  return null
}

/** Every cycle of the import graph, each as its members (Tarjan's strongly connected parts). */
function importCycles(): string[][] {
  const files = PARTS.flatMap(sourceFiles)
  const known = new Set(files)
  const edges = new Map(
    files.map((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolve(match[1] ?? '', file))
        .filter((target): target is string => target !== null && known.has(target))
      return [file, targets]
    }),
  )
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
    }
    if (low.get(file) === index.get(file)) {
      const members: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        members.push(member)
      } while (member !== file)
      if (members.length > 1 || edges.get(file)?.includes(file)) cycles.push(members.sort())
    }
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return cycles
}

describe('imports', () => {
  it('form no loops', () => {
    expect(importCycles()).toEqual([])
  })
})
