// Setting a header after the handler has answered. Hono's `c.header()` at that point rebuilds the
// response around a stream, once per header, which turns the node server's path for a string
// body (written whole) into a streamed copy. The node server's light response keeps its headers
// editable in place, so they are set there. (In a CPU profile of report reads the rebuilds were
// about 9 % of the server's time; the benchmark's spread between runs, ±20 %, hides that gain.)
import type { Context } from 'hono'

/** Sets `name` on the finished response in place (a rebuilt copy only if its headers are frozen). */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    // A response whose headers are immutable (one passed through from fetch) gets a copy.
    c.header(name, value)
  }
}
