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
    const cache = createVersionedCache<string>(4)
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
    const cache = createVersionedCache<number>(2)
    await cache.getOrMake('a', 'v', maker(1))
    await cache.getOrMake('b', 'v', maker(2))
    expect(await cache.getOrMake('a', 'v', maker(-1))).toBe(1)
    await cache.getOrMake('c', 'v', maker(3))
    expect(await cache.getOrMake('b', 'v', maker(-2))).toBe(-2)
    expect(await cache.getOrMake('c', 'v', maker(-3))).toBe(3)
  })

  it('lets callers share a value being made, and forgets it if it fails', async () => {
    const cache = createVersionedCache<string>(2)
    let fail!: (error: Error) => void
    const failing = () => new Promise<string>((_, reject) => (fail = reject))
    const shared = [cache.getOrMake('a', 'v1', failing), cache.getOrMake('a', 'v1', failing)]
    fail(new Error('no'))
    for (const result of shared) await expect(result).rejects.toThrow('no')
    expect(await cache.getOrMake('a', 'v1', maker('again'))).toBe('again')
  })

  it('keeps a later value when an earlier one fails', async () => {
    const cache = createVersionedCache<string>(2)
    let fail!: (error: Error) => void
    const failed = cache.getOrMake('a', 'v1', () => new Promise((_, reject) => (fail = reject)))
    expect(await cache.getOrMake('a', 'v2', maker('later'))).toBe('later')
    fail(new Error('no'))
    await expect(failed).rejects.toThrow('no')
    expect(await cache.getOrMake('a', 'v2', maker('remade'))).toBe('later')
    cache.clear()
    expect(await cache.getOrMake('a', 'v2', maker('remade'))).toBe('remade')
  })
})
