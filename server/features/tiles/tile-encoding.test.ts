// Features into a tile's bytes and back, read as a map reads them.
import { VectorTile } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { describe, expect, it } from 'vitest'
import type { Position } from '#common/lot-shape.ts'
import { encodeTile, TILE_EXTENT, type TileFeature } from './tile-encoding.ts'

// The zoom-16 tile over Oakmore Road, Beverly Hills: about 500 m across.
const TILE = { z: 16, x: 11_216, y: 26_164 }
const west = (TILE.x / 2 ** TILE.z) * 360 - 180
const north = (Math.atan(Math.sinh(Math.PI * (1 - (2 * TILE.y) / 2 ** TILE.z))) * 180) / Math.PI
/** A position a share of the tile east and south of its north-west corner (about 0.0055° wide). */
const at = (east: number, south: number): Position => [west + east * 0.0055, north - south * 0.0045]
const square = (from: number, to: number): Position[] => [
  at(from, to),
  at(to, to),
  at(to, from),
  at(from, from),
  at(from, to),
]

function read(bytes: Uint8Array | null) {
  expect(bytes).not.toBeNull()
  return new VectorTile(new PbfReader(bytes!)).layers
}

/** Twice a ring's area by the surveyor's formula in tile units (positive: clockwise on screen). */
function doubleArea(ring: ReadonlyArray<{ x: number; y: number }>) {
  let sum = 0
  for (let i = 0; i + 1 < ring.length; i += 1)
    sum += ring[i]!.x * ring[i + 1]!.y - ring[i + 1]!.x * ring[i]!.y
  return sum
}

const feature = (geometry: TileFeature['geometry'], id = 1): TileFeature => ({
  type: 'Feature',
  id,
  geometry,
  properties: { name: 'x' },
})

describe('encodeTile', () => {
  it('winds an outer ring clockwise on screen and its hole the other way, whichever way they came', () => {
    const outer = square(0.2, 0.8)
    const hole = square(0.4, 0.6).reverse()
    for (const rings of [
      [outer, hole],
      [[...outer].reverse(), [...hole].reverse()],
    ]) {
      const layer = read(
        encodeTile(TILE, { lots: [feature({ type: 'Polygon', coordinates: rings })] }),
      ).lots!
      const [drawnOuter, drawnHole] = layer.feature(0).loadGeometry()
      expect(doubleArea(drawnOuter!)).toBeGreaterThan(0)
      expect(doubleArea(drawnHole!)).toBeLessThan(0)
      expect(layer.feature(0).toGeoJSON(TILE.x, TILE.y, TILE.z).geometry.type).toBe('Polygon')
    }
  })

  it('leaves out what does not reach the tile or shrinks to nothing at its zoom, and says when nothing is left', () => {
    const beyond = square(1.2, 1.4)
    const speck: Position[] = [at(0.5, 0.5), at(0.50001, 0.5), at(0.5, 0.50001), at(0.5, 0.5)]
    expect(
      encodeTile(TILE, {
        lots: [
          feature({ type: 'Polygon', coordinates: [beyond] }),
          feature({ type: 'Polygon', coordinates: [speck] }),
        ],
        stops: [feature({ type: 'Point', coordinates: at(-0.5, 0.5) })],
      }),
    ).toBeNull()
    const layers = read(
      encodeTile(TILE, {
        lots: [
          feature({ type: 'MultiPolygon', coordinates: [[square(0.1, 0.3)], [speck]] }, 7),
          feature({ type: 'Polygon', coordinates: [beyond] }, 8),
        ],
        stops: [feature({ type: 'Point', coordinates: at(0.5, 0.5) })],
      }),
    )
    expect(layers.lots!.length).toBe(1)
    expect(layers.lots!.feature(0).id).toBe(7)
    expect(layers.lots!.feature(0).loadGeometry()).toHaveLength(1)
    const point = layers.stops!.feature(0).loadGeometry()[0]![0]!
    expect(point.x).toBeCloseTo(TILE_EXTENT / 2, -1)
  })

  it('keeps whole an outline that crosses the tile edge, for the map to clip', () => {
    const across = square(0.9, 1.1)
    const layer = read(
      encodeTile(TILE, { lots: [feature({ type: 'Polygon', coordinates: [across] })] }),
    ).lots!
    const xs = layer
      .feature(0)
      .loadGeometry()[0]!
      .map(({ x }) => x)
    expect(Math.max(...xs)).toBeGreaterThan(TILE_EXTENT)
  })
})
