// GeoJSON features (longitude/latitude) into one Mapbox Vector Tile's layers, in the tile's own
// units, encoded by vt-pbf. Each tile is drawn on its own and at its own zoom (decision 800): a
// feature is projected straight into the tile, without geojson-vt's index, which cut every
// feature again at each zoom from 0 down to the tile's, more than half of a cold tile's work.
import vtpbf from 'vt-pbf'
import type { Position } from '#common/lot-shape.ts'

/** A tile's width in its own units (the Mapbox Vector Tile default). */
export const TILE_EXTENT = 4096
/**
 * How far beyond its edges, in its units, a tile holds what lies there: a feature is written
 * whole when it reaches this band, and the map clips each tile's drawing at the tile's edge, so
 * an outline across two tiles is drawn seamlessly by both.
 */
const TILE_BUFFER = 64

export type TileAddress = { z: number; x: number; y: number }
export type TileFeature = GeoJSON.Feature<
  GeoJSON.Point | GeoJSON.Polygon | GeoJSON.MultiPolygon,
  Record<string, string | number | boolean>
>

type Point = [number, number]
/** A feature as vt-pbf writes it: a point's one position, or a polygon's rings, in tile units. */
type EncodedFeature = {
  id: number | undefined
  type: 1 | 3
  geometry: Point[] | Point[][]
  tags: Record<string, string | number | boolean>
}

/** The tile's layers (those with anything in the tile) as its bytes; null when all are empty. */
export function encodeTile(
  tile: TileAddress,
  layers: Readonly<Record<string, readonly TileFeature[]>>,
): Uint8Array | null {
  const project = projectionInto(tile)
  const encoded: Record<string, { features: EncodedFeature[] }> = {}
  for (const [name, features] of Object.entries(layers)) {
    const inTile = features.flatMap((feature) => {
      const one = encodeFeature(feature, project)
      return one ? [one] : []
    })
    if (inTile.length > 0) encoded[name] = { features: inTile }
  }
  if (Object.keys(encoded).length === 0) return null
  // vt-pbf reads only each layer's features; its types name geojson-vt's tile for them.
  return vtpbf.fromGeojsonVt(encoded as unknown as Parameters<typeof vtpbf.fromGeojsonVt>[0], {
    version: 2,
    extent: TILE_EXTENT,
  })
}

/** Longitude/latitude → the tile's units, by Web Mercator, rounded to whole units. */
function projectionInto({ z, x, y }: TileAddress): (position: Position) => Point {
  const scale = 2 ** z * TILE_EXTENT
  return ([lon, lat]) => {
    const sin = Math.sin((lat * Math.PI) / 180)
    return [
      Math.round(((lon + 180) / 360) * scale - x * TILE_EXTENT),
      Math.round((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale - y * TILE_EXTENT),
    ]
  }
}

const within = (value: number) => value >= -TILE_BUFFER && value <= TILE_EXTENT + TILE_BUFFER

function encodeFeature(
  feature: TileFeature,
  project: (position: Position) => Point,
): EncodedFeature | null {
  const id = typeof feature.id === 'number' ? feature.id : undefined
  const { geometry } = feature
  if (geometry.type === 'Point') {
    const point = project(geometry.coordinates as Position)
    return within(point[0]) && within(point[1])
      ? { id, type: 1, geometry: [point], tags: feature.properties }
      : null
  }
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as Position[][][]
  const rings: Point[][] = []
  let west = Infinity
  let east = -Infinity
  let north = Infinity
  let south = -Infinity
  for (const polygon of polygons) {
    for (const [index, ring] of polygon.entries()) {
      const outer = index === 0
      const points = ringIn(ring, project, outer)
      // A polygon whose outline shrinks to nothing at this zoom is left out, holes and all.
      if (!points) {
        if (outer) break
        continue
      }
      if (outer)
        for (const [px, py] of points) {
          west = Math.min(west, px)
          east = Math.max(east, px)
          north = Math.min(north, py)
          south = Math.max(south, py)
        }
      rings.push(points)
    }
  }
  const reaches =
    east >= -TILE_BUFFER &&
    west <= TILE_EXTENT + TILE_BUFFER &&
    south >= -TILE_BUFFER &&
    north <= TILE_EXTENT + TILE_BUFFER
  return rings.length > 0 && reaches
    ? { id, type: 3, geometry: rings, tags: feature.properties }
    : null
}

/**
 * A ring in tile units, closed, without repeated points, wound as the format asks (an outer ring
 * clockwise on screen, a hole the other way); null when it encloses no area at this zoom.
 */
function ringIn(
  ring: readonly Position[],
  project: (position: Position) => Point,
  outer: boolean,
): Point[] | null {
  const points: Point[] = []
  for (const position of ring) {
    const point = project(position)
    const last = points[points.length - 1]
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point)
  }
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return null
  if (first[0] !== last[0] || first[1] !== last[1]) points.push(first)
  if (points.length < 4) return null
  let doubleArea = 0
  for (let i = 0; i + 1 < points.length; i += 1)
    doubleArea += points[i]![0] * points[i + 1]![1] - points[i + 1]![0] * points[i]![1]
  if (doubleArea === 0) return null
  // With y pointing down, a positive area by the surveyor's formula is clockwise on screen.
  if (doubleArea > 0 !== outer) points.reverse()
  return points
}
