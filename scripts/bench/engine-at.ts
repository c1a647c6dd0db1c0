// The engine as it was at a commit, for benchmarks that compare it with the working tree's:
// `git archive <commit> engine` into a folder, then imported from there.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Analysis, AnalysisInput, EngineOptions } from '#engine'

/** An engine's entry point, as every version so far has it. */
export type Analyze = (input: AnalysisInput, options?: Partial<EngineOptions>) => Analysis

/** The engine at `commit`, extracted into `folder` (which the caller removes). */
export async function engineAt(
  commit: string,
  folder: string,
): Promise<{ analyzeParcel: Analyze }> {
  const archive = spawnSync('git', ['archive', '--format=tar', commit, 'engine'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
  })
  if (archive.status !== 0)
    throw new Error(`git archive ${commit} failed: ${archive.stderr.toString().trim()}`)
  const untar = spawnSync('tar', ['-x', '-C', folder], { input: archive.stdout })
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString().trim()}`)
  const entry = path.join(folder, 'engine/index.ts')
  const module = (await import(pathToFileURL(entry).href)) as { analyzeParcel: Analyze }
  return { analyzeParcel: module.analyzeParcel }
}
