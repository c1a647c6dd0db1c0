// A small seeded pseudo-random generator (mulberry32): the same sequence for the same seed,
// so generated demo data and benchmark inputs are identical on every run.
export type Random = {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  integer(min: number, max: number): number
  /** One item, chosen with the given weights. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T
  /** True with probability `p`. */
  chance(p: number): boolean
  /** A standard normal variate (Box–Muller). */
  normal(): number
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let pick = next() * total
      for (const [item, weight] of items) {
        pick -= weight
        if (pick < 0) return item
      }
      return (items[items.length - 1] as readonly [never, number])[0]
    },
    chance: (p) => next() < p,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  }
}
