// Distances and a grid index over points, for "nearest major transit stop" questions. The
// grid keeps each lookup to the few cells around a parcel instead of every stop in the region.
const EARTH_RADIUS_MI = 3958.8

export type GeoPoint = { readonly lat: number; readonly lon: number }

/** Great-circle distance in miles. */
export function distanceMi(a: GeoPoint, b: GeoPoint): number {
  const toRad = Math.PI / 180
  const dLat = (b.lat - a.lat) * toRad
  const dLon = (b.lon - a.lon) * toRad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** About 0.69 miles north-south: a ½-mile search touches at most a 3 × 3 block of cells. */
const CELL_DEGREES = 0.01

/** Points bucketed by grid cell, searched outward ring by ring. */
export class PointIndex<T extends GeoPoint> {
  private readonly cells = new Map<string, T[]>()
  readonly size: number

  constructor(points: readonly T[]) {
    for (const point of points) {
      const key = cellKey(
        Math.floor(point.lat / CELL_DEGREES),
        Math.floor(point.lon / CELL_DEGREES),
      )
      const cell = this.cells.get(key)
      if (cell) cell.push(point)
      else this.cells.set(key, [point])
    }
    this.size = points.length
  }

  /** The nearest point within `maxMi` miles, with its distance; null when none is that close. */
  nearest(from: GeoPoint, maxMi: number): { point: T; distanceMi: number } | null {
    if (this.size === 0) return null
    const row = Math.floor(from.lat / CELL_DEGREES)
    const col = Math.floor(from.lon / CELL_DEGREES)
    // A degree of longitude shrinks with latitude; widen the search east-west to match.
    const latRings = Math.ceil(maxMi / 69 / CELL_DEGREES)
    const lonRings = Math.ceil(maxMi / (69 * Math.cos((from.lat * Math.PI) / 180)) / CELL_DEGREES)
    let best: { point: T; distanceMi: number } | null = null
    for (let r = row - latRings; r <= row + latRings; r += 1) {
      for (let c = col - lonRings; c <= col + lonRings; c += 1) {
        for (const point of this.cells.get(cellKey(r, c)) ?? []) {
          const d = distanceMi(from, point)
          if (d <= maxMi && (!best || d < best.distanceMi)) best = { point, distanceMi: d }
        }
      }
    }
    return best
  }
}

function cellKey(row: number, col: number): string {
  return `${row}:${col}`
}

/** Ray casting: true when the point lies inside the polygon ring (lon/lat pairs). */
export function isInRing(point: GeoPoint, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as readonly [number, number]
    const [xj, yj] = ring[j] as readonly [number, number]
    if (
      yi > point.lat !== yj > point.lat &&
      point.lon < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi
    ) {
      inside = !inside
    }
  }
  return inside
}

/** GeoJSON Polygon or MultiPolygon coordinates: inside an outer ring and outside its holes. */
export function isInPolygon(
  point: GeoPoint,
  polygons: ReadonlyArray<ReadonlyArray<ReadonlyArray<readonly [number, number]>>>,
): boolean {
  return polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined && isInRing(point, outer) && !holes.some((hole) => isInRing(point, hole)),
  )
}
