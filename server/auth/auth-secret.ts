// The key that signs session cookies. Set AUTH_SECRET in production deployments with several
// servers; otherwise one is generated on first start and kept in DATA_DIR.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The configured secret, or the one kept in `dataDir` (created on first use). */
export async function loadAuthSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured
  const file = path.resolve(dataDir, 'auth-secret')
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(32).toString('hex')
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
