/**
 * Values kept in memory by id, each with the version of what it was made from: a value is
 * returned only while the caller's version is the one it was kept under, so a change to the
 * source is never served from the cache. At most `limit` ids are kept; the least recently used
 * goes first.
 */
export type VersionedCache<Value> = {
  get(id: string, version: string): Value | undefined
  set(id: string, version: string, value: Value): void
  /** Forgets `id`, or only its `value` when given (a later value kept meanwhile stays). */
  delete(id: string, value?: Value): void
  clear(): void
}

export function createVersionedCache<Value>(limit: number): VersionedCache<Value> {
  // A Map iterates in insertion order: moving an entry to the end on each use makes the first
  // entry the least recently used.
  const entries = new Map<string, { version: string; value: Value }>()
  return {
    get(id, version) {
      const entry = entries.get(id)
      if (entry?.version !== version) return undefined
      entries.delete(id)
      entries.set(id, entry)
      return entry.value
    },
    set(id, version, value) {
      entries.delete(id)
      entries.set(id, { version, value })
      if (entries.size > limit) entries.delete(entries.keys().next().value as string)
    },
    delete(id, value) {
      if (value === undefined || entries.get(id)?.value === value) entries.delete(id)
    },
    clear() {
      entries.clear()
    },
  }
}
