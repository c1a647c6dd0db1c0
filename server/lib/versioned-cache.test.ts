import { describe, expect, it } from 'vitest'
import { createVersionedCache } from './versioned-cache.ts'

describe('a versioned cache', () => {
  it('returns a value only under the version it was kept with', () => {
    const cache = createVersionedCache<string>(4)
    cache.set('a', 'v1', 'first')
    expect(cache.get('a', 'v1')).toBe('first')
    expect(cache.get('a', 'v2')).toBeUndefined()
    cache.set('a', 'v2', 'second')
    expect(cache.get('a', 'v1')).toBeUndefined()
    expect(cache.get('a', 'v2')).toBe('second')
  })

  it('drops the least recently used id beyond its limit', () => {
    const cache = createVersionedCache<number>(2)
    cache.set('a', 'v', 1)
    cache.set('b', 'v', 2)
    expect(cache.get('a', 'v')).toBe(1)
    cache.set('c', 'v', 3)
    expect(cache.get('b', 'v')).toBeUndefined()
    expect(cache.get('a', 'v')).toBe(1)
    expect(cache.get('c', 'v')).toBe(3)
  })

  it('forgets a value only if it is still the one kept', () => {
    const cache = createVersionedCache<object>(2)
    const failed = {}
    const later = {}
    cache.set('a', 'v1', failed)
    cache.set('a', 'v2', later)
    cache.delete('a', failed)
    expect(cache.get('a', 'v2')).toBe(later)
    cache.delete('a')
    expect(cache.get('a', 'v2')).toBeUndefined()
  })
})
