import { describe, expect, it } from 'vitest'
import { giveWayToRequests } from './give-way.ts'

/** Holds the thread for `ms`, as one analysis does. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('giving way to requests in a long loop', () => {
  it('lets a waiting callback run while the loop is still going', async () => {
    let answeredAt = -1
    setTimeout(() => (answeredAt = iteration), 0)
    const giveWay = giveWayToRequests()
    let iteration = 0
    for (; iteration < 40; iteration++) {
      await giveWay()
      busy(5)
    }
    // 40 × 5 ms: the loop gave way after about 20 ms, long before its end.
    expect(answeredAt).toBeGreaterThan(0)
    expect(answeredAt).toBeLessThan(40)
  })
})
