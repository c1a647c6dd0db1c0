import { setImmediate as nextEventLoopTurn } from 'node:timers/promises'

/** Longest a request waits behind a refresh's analyses: well under what a reader notices. */
const LONGEST_HOLD_MS = 20

/**
 * The refreshes compute thousands of analyses in a row, and on the embedded database they run in
 * the server's own process, where every request waits until the loop lets go (a batch held the
 * event loop for a second). Awaited once per item, the function this returns lets waiting
 * requests in once the loop has held the event loop for LONGEST_HOLD_MS, and otherwise returns
 * at once.
 */
export function giveWayToRequests(): () => Promise<void> {
  let heldSince = performance.now()
  return async () => {
    if (performance.now() - heldSince < LONGEST_HOLD_MS) return
    await nextEventLoopTurn()
    heldSince = performance.now()
  }
}
