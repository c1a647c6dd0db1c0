import { describe, expect, it } from 'vitest'
import { createVersionedCache } from './versioned-cache.ts'

/** A `make` that counts its calls and answers `value`. */
function maker<Value>(value: Value) {
  const make = () => {
    make.calls += 1
    return Promise.resolve(value)
  }
  make.calls = 0
  return make
}

describe('a versioned cache', () => {
  it('returns a value only under the version it was kept with', async () => {
    const cache = createVersionedCache<string>({ ids: 4 })
    const first = maker('first')
    const second = maker('second')
    expect(await cache.getOrMake('a', 'v1', first)).toBe('first')
    expect(await cache.getOrMake('a', 'v1', second)).toBe('first')
    expect(await cache.getOrMake('a', 'v2', second)).toBe('second')
    expect(await cache.getOrMake('a', 'v1', first)).toBe('first')
    expect(first.calls).toBe(2)
    expect(second.calls).toBe(1)
  })

  it('drops the least recently used id beyond its limit', async () => {
    const cache = createVersionedCache<number>({ ids: 2 })
    await cache.getOrMake('a', 'v', maker(1))
    await cache.getOrMake('b', 'v', maker(2))
    expect(await cache.getOrMake('a', 'v', maker(-1))).toBe(1)
    await cache.getOrMake('c', 'v', maker(3))
    expect(await cache.getOrMake('b', 'v', maker(-2))).toBe(-2)
    expect(await cache.getOrMake('c', 'v', maker(-3))).toBe(3)
  })

  it('lets callers share a value being made, and forgets it if it fails', async () => {
    const cache = createVersionedCache<string>({ ids: 2 })
    let fail!: (error: Error) => void
    const failing = () => new Promise<string>((_, reject) => (fail = reject))
    const shared = [cache.getOrMake('a', 'v1', failing), cache.getOrMake('a', 'v1', failing)]
    fail(new Error('no'))
    for (const result of shared) await expect(result).rejects.toThrow('no')
    expect(await cache.getOrMake('a', 'v1', maker('again'))).toBe('again')
  })

  it('keeps a later value when an earlier one fails', async () => {
    const cache = createVersionedCache<string>({ ids: 2 })
    let fail!: (error: Error) => void
    const failed = cache.getOrMake('a', 'v1', () => new Promise((_, reject) => (fail = reject)))
    expect(await cache.getOrMake('a', 'v2', maker('later'))).toBe('later')
    fail(new Error('no'))
    await expect(failed).rejects.toThrow('no')
    expect(await cache.getOrMake('a', 'v2', maker('remade'))).toBe('later')
    cache.clear()
    expect(await cache.getOrMake('a', 'v2', maker('remade'))).toBe('remade')
  })

  it('keeps no more bytes than its bound, the least recently used going first', async () => {
    // Each value is a string of that many bytes.
    const cache = createVersionedCache<string>({ bytes: 1_000, bytesOf: (value) => value.length })
    const sizes = [300, 200, 400, 100, 250, 350, 150, 500, 50, 450]
    for (const [index, size] of sizes.entries()) {
      await cache.getOrMake(`id${index}`, 'v', maker('x'.repeat(size)))
      expect(cache.bytesHeld()).toBeLessThanOrEqual(1_000)
    }
    // 4,250 bytes were made in all: kept are the newest that fit, 450 + 50 + 500 = 1,000.
    expect(cache.bytesHeld()).toBe(1_000)
    const kept = (index: number) =>
      cache.getOrMake(`id${index}`, 'v', maker('')).then((v) => v !== '')
    // Asked newest first, so that finding one does not change which of the rest go next.
    for (const index of [9, 8, 7]) expect(await kept(index)).toBe(true)
    expect(cache.bytesHeld()).toBe(1_000)
    // id6 was the next newest: it went, and nothing older stayed.
    expect(await kept(6)).toBe(false)
  })

  it("counts a value's bytes anew when its id is kept under a new version", async () => {
    const cache = createVersionedCache<string>({ bytes: 1_000, bytesOf: (value) => value.length })
    await cache.getOrMake('a', 'v1', maker('x'.repeat(600)))
    await cache.getOrMake('b', 'v1', maker('x'.repeat(300)))
    await cache.getOrMake('a', 'v2', maker('x'.repeat(100)))
    expect(cache.bytesHeld()).toBe(400)
    // A value larger than the whole bound is sent but not kept, and pushes nothing out.
    expect(await cache.getOrMake('c', 'v1', maker('x'.repeat(1_001)))).toHaveLength(1_001)
    expect(cache.bytesHeld()).toBe(400)
    expect(await cache.getOrMake('b', 'v1', maker('remade'))).toHaveLength(300)
    cache.clear()
    expect(cache.bytesHeld()).toBe(0)
  })
})
