// The engine as it was at a commit, for benchmarks that compare it with the working tree's:
// `git archive <commit> engine` into a folder, then imported from there.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Analysis, AnalysisInput, EngineOptions } from '#engine'
import { extractCommit } from './commit-files.ts'

/** An engine's entry point, as every version so far has it. */
export type Analyze = (input: AnalysisInput, options?: Partial<EngineOptions>) => Analysis

/** The engine at `commit`, extracted into `folder` (which the caller removes). */
export async function engineAt(
  commit: string,
  folder: string,
): Promise<{ analyzeParcel: Analyze }> {
  await extractCommit(commit, folder, ['engine'])
  const entry = path.join(folder, 'engine/index.ts')
  const module = (await import(pathToFileURL(entry).href)) as { analyzeParcel: Analyze }
  return { analyzeParcel: module.analyzeParcel }
}
