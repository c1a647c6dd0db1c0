// A page's code that cannot be loaded: after a new deployment (the old files are gone) or when
// the network drops the request. Each gets its own message of spec §8.
import { toast } from './toast.ts'
import { MESSAGES } from '#common/messages.ts'
import { deploymentChanged } from './app-monitors.ts'

/** True when a script or module of a newer or older deployment could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|Failed to load module script|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  )
}

/**
 * Tells the reader why the page's code did not load. A new deployment on the server: 'A new
 * version is available. Please refresh the page.' with Refresh (8 s). The same deployment (the
 * file could not be fetched): 'Failed to load application components...' (10 s).
 */
export async function announceChunkLoadError(): Promise<void> {
  const changed = await deploymentChanged()
  if (changed === false) {
    toast.error(MESSAGES.componentsLoadFailed, { duration: 10_000 })
    return
  }
  toast(MESSAGES.chunkLoadFailed, {
    duration: 8000,
    action: { label: 'Refresh', onClick: () => window.location.reload() },
  })
}
