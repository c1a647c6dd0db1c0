// Every lot of a screen as its map draws it, in one compact binary answer (decision 466): each
// lot's point and homes in typed arrays, and its APN so a dot opens its card. A whole city's
// matches are a small fraction of the screen's rows as JSON, and decode without parsing text.
//
// Layout (little-endian): the count n as a uint32; n longitudes then n latitudes as float32
// (about a metre at Los Angeles, finer than a dot); n homes as uint16; then the n APNs as ASCII
// text, one a line (an APN is digits and dashes).

/** One lot's dot: where it is, and the net new homes it can add (what its colour says). */
export type ScreenDot = {
  apn: string
  lon: number
  lat: number
  homes: number | 'unlimited' | null
}

/** Homes that set no limit; counts at or above it are drawn with the most homes. */
export const DOTS_UNLIMITED = 65_535
/** Homes not counted (what stands on the lot is unknown). */
const DOTS_NOT_COUNTED = 0

/** A screen's dots as columns, as the map reads them. */
export type ScreenDots = {
  count: number
  lon: Float32Array
  lat: Float32Array
  /** Net new homes, `DOTS_UNLIMITED` for no limit and 0 when not counted. */
  homes: Uint16Array
  apns: string[]
}

function ascii(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code > 127) throw new Error(`An APN is ASCII: ${JSON.stringify(text.slice(i, i + 12))}`)
    bytes[i] = code
  }
  return bytes
}

export function encodeScreenDots(dots: readonly ScreenDot[]): Uint8Array<ArrayBuffer> {
  const n = dots.length
  const apns = ascii(dots.map((dot) => dot.apn).join('\n'))
  const head = 4 + n * 10
  const bytes = new Uint8Array(head + apns.length)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, n, true)
  dots.forEach((dot, i) => {
    view.setFloat32(4 + i * 4, dot.lon, true)
    view.setFloat32(4 + (n + i) * 4, dot.lat, true)
    const homes =
      dot.homes === 'unlimited'
        ? DOTS_UNLIMITED
        : dot.homes === null
          ? DOTS_NOT_COUNTED
          : Math.min(Math.max(0, dot.homes), DOTS_UNLIMITED)
    view.setUint16(4 + n * 8 + i * 2, homes, true)
  })
  bytes.set(apns, head)
  return bytes
}

export function decodeScreenDots(buffer: ArrayBuffer): ScreenDots {
  const view = new DataView(buffer)
  const count = view.getUint32(0, true)
  const lon = new Float32Array(count)
  const lat = new Float32Array(count)
  const homes = new Uint16Array(count)
  // Read through the view: a little-endian answer on any machine, whatever its alignment.
  for (let i = 0; i < count; i += 1) {
    lon[i] = view.getFloat32(4 + i * 4, true)
    lat[i] = view.getFloat32(4 + (count + i) * 4, true)
    homes[i] = view.getUint16(4 + count * 8 + i * 2, true)
  }
  const codes = new Uint8Array(buffer, 4 + count * 10)
  // A chunk at a time: one call with every code would pass the engine's limit on arguments.
  let text = ''
  for (let at = 0; at < codes.length; at += 8192)
    text += String.fromCharCode(...codes.subarray(at, at + 8192))
  return { count, lon, lat, homes, apns: count === 0 ? [] : text.split('\n') }
}
