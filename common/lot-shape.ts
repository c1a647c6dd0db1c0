// A lot's outline in WGS 84 longitude/latitude, as GeoJSON orders it: the outer ring of each
// polygon counter-clockwise, holes clockwise, every ring closed. Measures are in feet, on a
// plane laid at the lot (at lot scale the error is far below the Assessor's couple of feet).

export type Position = [number, number]
export type Ring = Position[]
export type LotPolygons = Ring[][]

/** A lot's outline and how it is known. */
export type LotShape = {
  readonly type: 'MultiPolygon'
  readonly coordinates: LotPolygons
}

export type Box = { west: number; south: number; east: number; north: number }

const FEET_PER_DEGREE_LAT = 364_000

/** Feet per degree of longitude at a latitude. */
function feetPerDegreeLon(lat: number): number {
  return FEET_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180)
}

/** Twice the signed area of a ring in degrees² (positive = counter-clockwise). */
function signedDoubleArea(ring: Ring): number {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const [x1, y1] = ring[i]!
    const [x2, y2] = ring[i + 1]!
    sum += x1 * y2 - x2 * y1
  }
  return sum
}

export function isClosed(ring: Ring): boolean {
  const first = ring[0]
  const last = ring[ring.length - 1]
  return !!first && !!last && first[0] === last[0] && first[1] === last[1]
}

export function isCounterClockwise(ring: Ring): boolean {
  return signedDoubleArea(ring) > 0
}

/** Area of the polygons in square feet (holes subtracted). */
export function areaSqFt(polygons: LotPolygons): number {
  const box = boundingBox(polygons)
  if (!box) return 0
  const lat = (box.south + box.north) / 2
  const scale = feetPerDegreeLon(lat) * FEET_PER_DEGREE_LAT
  let total = 0
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue
    total += Math.abs(signedDoubleArea(outer)) / 2
    for (const hole of holes) total -= Math.abs(signedDoubleArea(hole)) / 2
  }
  return total * scale
}

export function boundingBox(polygons: LotPolygons): Box | null {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const polygon of polygons)
    for (const ring of polygon)
      for (const [lon, lat] of ring) {
        west = Math.min(west, lon)
        east = Math.max(east, lon)
        south = Math.min(south, lat)
        north = Math.max(north, lat)
      }
  return Number.isFinite(west) ? { west, south, east, north } : null
}

/** Distance in feet from a point to a box (0 inside it). */
export function feetFromBox(point: { lat: number; lon: number }, box: Box): number {
  const dLon = Math.max(box.west - point.lon, 0, point.lon - box.east)
  const dLat = Math.max(box.south - point.lat, 0, point.lat - box.north)
  return Math.hypot(dLon * feetPerDegreeLon(point.lat), dLat * FEET_PER_DEGREE_LAT)
}

/**
 * A stand-in outline for a lot whose shape is not on record: a rectangle of its width and depth
 * (or a square of its area) centred on its point, its width along east–west. It is drawn as an
 * "approximate shape" wherever it appears; null without a point or a size.
 */
export function approximateLot(lot: {
  lat: number | null
  lon: number | null
  lotSf: number | null
  lotWidthFt: number | null
  lotDepthFt: number | null
}): LotShape | null {
  if (lot.lat === null || lot.lon === null) return null
  const side = lot.lotSf && lot.lotSf > 0 ? Math.sqrt(lot.lotSf) : null
  const width = lot.lotWidthFt && lot.lotWidthFt > 0 ? lot.lotWidthFt : side
  const depth = lot.lotDepthFt && lot.lotDepthFt > 0 ? lot.lotDepthFt : side
  if (!width || !depth) return null
  const halfLon = width / 2 / feetPerDegreeLon(lot.lat)
  const halfLat = depth / 2 / FEET_PER_DEGREE_LAT
  const [w, e, s, n] = [lot.lon - halfLon, lot.lon + halfLon, lot.lat - halfLat, lot.lat + halfLat]
  return {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    ],
  }
}
