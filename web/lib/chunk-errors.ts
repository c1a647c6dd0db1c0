/** True when a script or module of a newer or older deployment could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|Failed to load module script|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  )
}
