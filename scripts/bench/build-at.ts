// The web app's production build as it was at a commit, for benchmarks that compare a page's
// JavaScript before and after in the same run: the commit unpacked into a temporary folder, this
// checkout's node_modules linked into it, and the commit's own `npm run build` run there.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { extractCommit } from './commit-files.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type BuildAt = {
  /** The build's `build/client`, as `routeBundle` reads it. */
  clientDir: string
  /**
   * Packages the commit's lockfile pins at another version than this checkout's (the build used
   * this checkout's), as "name old → here"; empty when the two agree on every package it names.
   */
  lockfileDifferences: string[]
  remove(): Promise<void>
}

export async function buildAt(commit: string): Promise<BuildAt> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lotwise-build-at-'))
  const remove = () => rm(folder, { recursive: true, force: true })
  try {
    await extractCommit(commit, folder)
    await symlink(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir')
    const build = spawn('npm', ['run', 'build'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => build.once('close', resolve))
    if (code !== 0) throw new Error(`npm run build at ${commit} failed (code ${code}):\n${output}`)
    return {
      clientDir: path.join(folder, 'build/client'),
      lockfileDifferences: lockfileDifferences(
        path.join(folder, 'package-lock.json'),
        path.join(ROOT, 'package-lock.json'),
      ),
      remove,
    }
  } catch (error) {
    await remove()
    throw error
  }
}

type Lockfile = { packages: Record<string, { version?: string }> }

function lockfileDifferences(thenFile: string, hereFile: string): string[] {
  const read = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as Lockfile).packages
  const here = read(hereFile)
  const differences: string[] = []
  for (const [key, entry] of Object.entries(read(thenFile))) {
    // The root entry is the project itself.
    if (key === '' || here[key]?.version === entry.version) continue
    const name = key.replace(/^node_modules\//, '')
    differences.push(`${name} ${entry.version} → ${here[key]?.version ?? 'absent'}`)
  }
  return differences
}
