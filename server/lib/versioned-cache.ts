/**
 * Values made asynchronously and kept in memory by id, each with the version of what it was made
 * from: a value is returned only while the caller's version is the one it was kept under, so a
 * change to the source is never served from the cache. At most `limit` ids are kept; the least
 * recently used goes first.
 */
export type VersionedCache<Value> = {
  /**
   * The value kept for `id` under `version`, or else the one `make` starts, kept at once so that
   * callers arriving while it is made share it. A value whose making fails is forgotten (unless a
   * later one has been kept meanwhile), and the failure reaches every caller that shared it.
   */
  getOrMake(id: string, version: string, make: () => Promise<Value>): Promise<Value>
  clear(): void
}

export function createVersionedCache<Value>(limit: number): VersionedCache<Value> {
  // A Map iterates in insertion order: moving an entry to the end on each use makes the first
  // entry the least recently used.
  const entries = new Map<string, { version: string; value: Promise<Value> }>()
  return {
    getOrMake(id, version, make) {
      const entry = entries.get(id)
      entries.delete(id)
      if (entry?.version === version) {
        entries.set(id, entry)
        return entry.value
      }
      const value = make()
      entries.set(id, { version, value })
      if (entries.size > limit) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(id)?.value === value) entries.delete(id)
      })
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
