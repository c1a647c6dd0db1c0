/**
 * Values made asynchronously and kept in memory by id, each with the version of what it was made
 * from: a value is returned only while the caller's version is the one it was kept under, so a
 * change to the source is never served from the cache. The cache is bounded by a count of ids or
 * by the bytes its values hold; past the bound, the least recently used go first.
 */
export type VersionedCache<Value> = {
  /**
   * The value kept for `id` under `version`, or else the one `make` starts, kept at once so that
   * callers arriving while it is made share it. A value whose making fails is forgotten (unless a
   * later one has been kept meanwhile), and the failure reaches every caller that shared it.
   */
  getOrMake(id: string, version: string, make: () => Promise<Value>): Promise<Value>
  /** The bytes of the values kept, as the bound measures them (0 for a bound by count). */
  bytesHeld(): number
  clear(): void
}

/**
 * At most `ids` values; or values of at most `bytes` in all, each measured by `bytesOf` once
 * made (a value still being made counts nothing, and one larger than the whole bound is not kept).
 */
export type CacheBound<Value> =
  { ids: number } | { bytes: number; bytesOf: (value: Value) => number }

export function createVersionedCache<Value>(bound: CacheBound<Value>): VersionedCache<Value> {
  type Entry = { version: string; value: Promise<Value>; bytes: number }
  // A Map iterates in insertion order: moving an entry to the end on each use makes the first
  // entry the least recently used.
  const entries = new Map<string, Entry>()
  const maxIds = 'ids' in bound ? bound.ids : Infinity
  const maxBytes = 'bytes' in bound ? bound.bytes : Infinity
  let bytesHeld = 0

  function forget(id: string) {
    const entry = entries.get(id)
    if (!entry) return
    bytesHeld -= entry.bytes
    entries.delete(id)
  }

  function trim() {
    while (entries.size > maxIds || bytesHeld > maxBytes)
      forget(entries.keys().next().value as string)
  }

  return {
    getOrMake(id, version, make) {
      const entry = entries.get(id)
      if (entry?.version === version) {
        entries.delete(id)
        entries.set(id, entry)
        return entry.value
      }
      forget(id)
      const value = make()
      const made: Entry = { version, value, bytes: 0 }
      entries.set(id, made)
      trim()
      value.then(
        (kept) => {
          // Measured only while still kept: one replaced or dropped meanwhile holds nothing here.
          if (!('bytesOf' in bound) || entries.get(id) !== made) return
          const bytes = bound.bytesOf(kept)
          // A value larger than the whole bound is not kept, rather than pushing out every other.
          if (bytes > maxBytes) {
            forget(id)
            return
          }
          made.bytes = bytes
          bytesHeld += bytes
          trim()
        },
        () => {
          if (entries.get(id) === made) forget(id)
        },
      )
      return value
    },
    bytesHeld: () => bytesHeld,
    clear() {
      entries.clear()
      bytesHeld = 0
    },
  }
}
