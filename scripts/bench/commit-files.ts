// The repository's files as they were at a commit, for benchmarks that measure before and after in
// the same run: `git archive <commit>` unpacked into a folder.
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Unpacks `paths` of `commit` (all of it when none are given) into `folder`, which the caller removes. */
export async function extractCommit(
  commit: string,
  folder: string,
  paths: readonly string[] = [],
): Promise<void> {
  const archive = spawn('git', ['archive', '--format=tar', commit, '--', ...paths], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const untar = spawn('tar', ['-x', '-C', folder], { stdio: ['pipe', 'ignore', 'pipe'] })
  archive.stdout.pipe(untar.stdin)
  const [archived, untarred] = await Promise.all([finished(archive), finished(untar)])
  if (archived.code !== 0) throw new Error(`git archive ${commit} failed: ${archived.stderr}`)
  if (untarred.code !== 0) throw new Error(`tar failed: ${untarred.stderr}`)
}

function finished(
  child: ReturnType<typeof spawn>,
): Promise<{ code: number | null; stderr: string }> {
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() })),
  )
}
