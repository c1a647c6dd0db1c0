/**
 * Looks values up by key in batches: the keys asked for in one turn of the event loop go in one
 * lookup, and while that lookup runs, the keys asked for meanwhile gather for the next. A busy
 * server makes few lookups of many keys, an idle one one lookup per key, with no timer and no
 * added wait. A key asked for is always looked up after it was asked for, never answered from a
 * lookup that started before.
 */
export type BatchedLookup<Value> = (key: string) => Promise<Value | undefined>

/** `lookUp` answers each key it finds; a key it leaves out is answered undefined. */
export function createBatchedLookup<Value>(
  lookUp: (keys: string[]) => Promise<ReadonlyMap<string, Value>>,
): BatchedLookup<Value> {
  type Waiting = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }
  let waiting = new Map<string, Waiting[]>()
  let looking = false

  async function lookUpWaiting() {
    while (waiting.size > 0) {
      const batch = waiting
      waiting = new Map()
      try {
        const found = await lookUp([...batch.keys()])
        for (const [key, calls] of batch) for (const { resolve } of calls) resolve(found.get(key))
      } catch (error) {
        for (const calls of batch.values()) for (const { reject } of calls) reject(error)
      }
    }
    looking = false
  }

  return (key) =>
    new Promise((resolve, reject) => {
      const calls = waiting.get(key) ?? []
      calls.push({ resolve, reject })
      waiting.set(key, calls)
      if (!looking) {
        looking = true
        setImmediate(() => void lookUpWaiting())
      }
    })
}
