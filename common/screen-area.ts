// An area drawn on the map that a screen keeps to: one ring of longitude/latitude corners, written
// in the address as "lon lat, lon lat, …" with the first corner repeated last (as a polygon's
// ring is written in WKT), so a screen with its area can be shared, bookmarked and saved.
import type { Position, Ring } from './lot-shape.ts'

/** Corners an area may have: enough for any hand-drawn shape, short enough for an address. */
export const SCREEN_AREA_MAX_CORNERS = 50

/** Decimals kept of a drawn corner: about a metre, finer than a hand on a map. */
const DECIMALS = 5

/** The area as the address writes it. */
export function formatScreenArea(ring: Ring): string {
  return ring
    .map(([lon, lat]) => `${Number(lon.toFixed(DECIMALS))} ${Number(lat.toFixed(DECIMALS))}`)
    .join(',')
}

/** Corners to a closed ring, each rounded as the address keeps it. */
export function closeScreenArea(corners: readonly Position[]): Ring {
  const rounded = corners.map(([lon, lat]): Position => [
    Number(lon.toFixed(DECIMALS)),
    Number(lat.toFixed(DECIMALS)),
  ])
  return rounded.length > 0 ? [...rounded, rounded[0]!] : []
}

/** A rectangle's closed ring, from its corners' longitudes and latitudes. */
export function rectangleArea(west: number, south: number, east: number, north: number): Ring {
  return closeScreenArea([
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ])
}

/** The area's ring, or what is wrong with it in words that start with the field's name. */
export function parseScreenArea(text: string): { ring: Ring } | { problem: string } {
  const corners = text.split(',').map((corner) => corner.trim().split(/\s+/).map(Number))
  if (corners.some((corner) => corner.length !== 2 || corner.some((n) => !Number.isFinite(n))))
    return {
      problem:
        'area must be corners written "longitude latitude", separated by commas, the first repeated as the last',
    }
  const ring = corners as Ring
  if (ring.length - 1 > SCREEN_AREA_MAX_CORNERS)
    return { problem: `area may have at most ${SCREEN_AREA_MAX_CORNERS} corners` }
  if (ring.some(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90))
    return {
      problem:
        'area must have longitudes between -180 and 180 and latitudes between -90 and 90, longitude first',
    }
  const first = ring[0]!
  const last = ring[ring.length - 1]!
  if (ring.length < 2 || first[0] !== last[0] || first[1] !== last[1])
    return { problem: 'area must end at the corner it starts from: repeat the first corner last' }
  if (ring.length < 4) return { problem: 'area must have at least three corners' }
  if (crossesItself(ring)) return { problem: 'area must not cross itself' }
  if (doubleArea(ring) === 0) return { problem: 'area must enclose some ground' }
  return { ring }
}

function doubleArea(ring: Ring): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i += 1)
    sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1]
  return Math.abs(sum)
}

/** Which side of the line a→b the point c is on: positive left, negative right, 0 on it. */
function side(a: Position, b: Position, c: Position): number {
  return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
}

function between(a: Position, b: Position, c: Position): boolean {
  return (
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1])
  )
}

/** True when the segments a–b and c–d touch or cross. */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const [s1, s2, s3, s4] = [side(a, b, c), side(a, b, d), side(c, d, a), side(c, d, b)]
  if (s1 * s2 < 0 && s3 * s4 < 0) return true
  return (
    (s1 === 0 && between(a, b, c)) ||
    (s2 === 0 && between(a, b, d)) ||
    (s3 === 0 && between(c, d, a)) ||
    (s4 === 0 && between(c, d, b))
  )
}

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1]

/**
 * True when two edges of the closed ring meet anywhere but at the corner neighbours share: a
 * crossing, a corner visited twice, an edge of no length, or an edge folded back over the last.
 */
function crossesItself(ring: Ring): boolean {
  const edges = ring.length - 1
  for (let i = 0; i < edges; i += 1) if (same(ring[i]!, ring[i + 1]!)) return true
  for (let i = 0; i < edges; i += 1)
    for (let j = i + 1; j < edges; j += 1) {
      if (j === i + 1 || (i === 0 && j === edges - 1)) {
        // Neighbours: the corner they share must not lie beyond the far ends on one line.
        const [before, shared, after] =
          j === i + 1 ? [ring[i]!, ring[j]!, ring[j + 1]!] : [ring[1]!, ring[0]!, ring[j]!]
        if (side(before, shared, after) === 0 && !between(before, after, shared)) return true
        continue
      }
      if (segmentsMeet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true
    }
  return false
}
