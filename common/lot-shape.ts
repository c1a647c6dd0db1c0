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

export function boundingBox(
  polygons: ReadonlyArray<ReadonlyArray<ReadonlyArray<readonly [number, number]>>>,
): Box | null {
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

/** A point's offset from an origin in feet: x east, y north. */
export function feetFrom(
  origin: { lat: number; lon: number },
  point: { lat: number; lon: number },
): [number, number] {
  return [
    (point.lon - origin.lon) * feetPerDegreeLon(origin.lat),
    (point.lat - origin.lat) * FEET_PER_DEGREE_LAT,
  ]
}

/** The inverse of `feetFrom`: the longitude and latitude of a point given in feet. */
export function positionAt(origin: { lat: number; lon: number }, [x, y]: Position): Position {
  return [origin.lon + x / feetPerDegreeLon(origin.lat), origin.lat + y / FEET_PER_DEGREE_LAT]
}

/** How far along the street the lots of one street are looked for when reading its direction. */
export const STREET_REACH_FT = 600

/**
 * The direction of a lot's street, in degrees clockwise from north (0–180), read from where the
 * other lots with addresses on the same street stand within `STREET_REACH_FT`: the long axis of
 * their points (decision 310). Null when fewer than three lots are near, or their points do not
 * line up (the long axis less than twice the short), so no direction can be told.
 */
export function streetBearing(
  lot: { lat: number; lon: number },
  sameStreet: ReadonlyArray<{ lat: number; lon: number }>,
): number | null {
  const near = sameStreet
    .map((other) => feetFrom(lot, other))
    .filter(([x, y]) => Math.hypot(x, y) <= STREET_REACH_FT)
  // The lot itself is one of the points, whether or not the caller listed it.
  if (!near.some(([x, y]) => x === 0 && y === 0)) near.push([0, 0])
  if (near.length < 3) return null
  const meanX = near.reduce((sum, [x]) => sum + x, 0) / near.length
  const meanY = near.reduce((sum, [, y]) => sum + y, 0) / near.length
  let xx = 0
  let yy = 0
  let xy = 0
  for (const [x, y] of near) {
    xx += (x - meanX) ** 2
    yy += (y - meanY) ** 2
    xy += (x - meanX) * (y - meanY)
  }
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy ** 2)
  const long = (xx + yy + spread) / 2
  const short = (xx + yy - spread) / 2
  if (long <= 0 || long < 4 * Math.max(short, 0)) return null
  // The long axis's angle from east, counter-clockwise, turned into a compass bearing.
  const fromEast = (Math.atan2(2 * xy, xx - yy) / 2) * (180 / Math.PI)
  return (((90 - fromEast) % 180) + 180) % 180
}

/**
 * A stand-in outline for a lot whose shape is not on record: a rectangle of its width and depth
 * (or a square of its area) centred on its point, its width along its street when the street's
 * direction is known (`streetBearing`) and east–west otherwise. It is drawn as an "approximate
 * shape" wherever it appears; null without a point or a size.
 */
export function approximateLot(
  lot: {
    lat: number | null
    lon: number | null
    lotSf: number | null
    lotWidthFt: number | null
    lotDepthFt: number | null
  },
  bearingDeg: number | null = null,
): LotShape | null {
  if (lot.lat === null || lot.lon === null) return null
  const side = lot.lotSf && lot.lotSf > 0 ? Math.sqrt(lot.lotSf) : null
  const width = lot.lotWidthFt && lot.lotWidthFt > 0 ? lot.lotWidthFt : side
  const depth = lot.lotDepthFt && lot.lotDepthFt > 0 ? lot.lotDepthFt : side
  if (!width || !depth) return null
  const turn = ((bearingDeg ?? 90) * Math.PI) / 180
  // Along the street (east for a bearing of 90°) and across it, in feet east and north.
  const along: Position = [Math.sin(turn) * (width / 2), Math.cos(turn) * (width / 2)]
  const across: Position = [Math.cos(turn) * (depth / 2), -Math.sin(turn) * (depth / 2)]
  const centre = { lat: lot.lat, lon: lot.lon }
  const corner = (a: number, b: number) =>
    positionAt(centre, [a * along[0] + b * across[0], a * along[1] + b * across[1]])
  const ring: Ring = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)]
  if (!isCounterClockwise([...ring, ring[0]!])) ring.reverse()
  return { type: 'MultiPolygon', coordinates: [[[...ring, ring[0]!]]] }
}

/** Where a lot stands on its street: what a neighbour's street direction is read from. */
export type LotOnStreet = {
  readonly lat: number | null
  readonly lon: number | null
  readonly streetSearch: string | null
}

/** A lot as the map draws it, with the facts that place a stand-in rectangle. */
export type LotOnMap = LotOnStreet & {
  readonly shape: LotShape | null
  readonly lotSf: number | null
  readonly lotWidthFt: number | null
  readonly lotDepthFt: number | null
  /** Its street's direction where it is on record (the demo city's grid), else read from neighbours. */
  readonly streetBearingDeg: number | null
}

export type DrawnLot<Lot> = { lot: Lot; shape: LotShape; approximate: boolean }

/**
 * The outline each lot is drawn with: its own, or its stand-in rectangle turned to face its
 * street, as on record or else read from the other lots of `context` on the same street (give every lot within
 * `STREET_REACH_FT` of those drawn, so a lot is turned the same wherever it is drawn).
 */
export function outlinesOf<Lot extends LotOnMap>(
  lots: readonly Lot[],
  context: readonly LotOnStreet[] = lots,
): Array<DrawnLot<Lot>> {
  const byStreet = new Map<string, Array<{ lat: number; lon: number }>>()
  for (const other of context) {
    if (other.streetSearch === null || other.lat === null || other.lon === null) continue
    const points = byStreet.get(other.streetSearch) ?? []
    points.push({ lat: other.lat, lon: other.lon })
    byStreet.set(other.streetSearch, points)
  }
  return lots.flatMap((lot): Array<DrawnLot<Lot>> => {
    if (lot.shape) return [{ lot, shape: lot.shape, approximate: false }]
    const street = lot.streetSearch === null ? undefined : byStreet.get(lot.streetSearch)
    const bearing =
      lot.streetBearingDeg ??
      (street && lot.lat !== null && lot.lon !== null
        ? streetBearing({ lat: lot.lat, lon: lot.lon }, street)
        : null)
    const shape = approximateLot(lot, bearing)
    return shape ? [{ lot, shape, approximate: true }] : []
  })
}
