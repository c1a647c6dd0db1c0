import { describe, expect, it } from 'vitest'
import { createBatchedLookup } from './batched-lookup.ts'

/** A lookup that records the keys of each call and answers each key it knows by its value. */
function recordingLookup(values: ReadonlyMap<string, number>) {
  const batches: string[][] = []
  let release = () => {}
  let held = false
  const lookUp = async (keys: string[]) => {
    batches.push(keys)
    if (held) await new Promise<void>((resolve) => (release = resolve))
    return new Map([...values].filter(([key]) => keys.includes(key)))
  }
  return {
    batches,
    lookUp,
    hold: () => (held = true),
    release: () => {
      held = false
      release()
    },
  }
}

describe('a batched lookup', () => {
  it('looks up the keys asked for together in one batch, each key once', async () => {
    const recorded = recordingLookup(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    )
    const find = createBatchedLookup(recorded.lookUp)
    expect(await Promise.all([find('a'), find('b'), find('a'), find('c')])).toEqual([
      1,
      2,
      1,
      undefined,
    ])
    expect(recorded.batches).toEqual([['a', 'b', 'c']])
  })

  it('gathers the keys asked for while a lookup runs for the next, never answering them from the one running', async () => {
    const recorded = recordingLookup(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    )
    const find = createBatchedLookup(recorded.lookUp)
    recorded.hold()
    const first = find('a')
    await new Promise((resolve) => setImmediate(resolve))
    const later = [find('a'), find('b')]
    recorded.release()
    expect(await first).toBe(1)
    expect(await Promise.all(later)).toEqual([1, 2])
    expect(recorded.batches).toEqual([['a'], ['a', 'b']])
  })

  it('fails every call of a batch whose lookup fails, and looks up the next batch anew', async () => {
    let fail = true
    const find = createBatchedLookup(async (keys) => {
      if (fail) throw new Error('the database is away')
      return new Map(keys.map((key) => [key, key.length]))
    })
    await expect(Promise.all([find('a'), find('bb')])).rejects.toThrow('the database is away')
    fail = false
    expect(await find('bb')).toBe(2)
  })
})
