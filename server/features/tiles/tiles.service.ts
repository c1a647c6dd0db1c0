// Map tiles of the lots, drawn from the database: Mapbox Vector Tiles with one layer, "lots",
// cut by geojson-vt and encoded by vt-pbf. A lot without an outline on record is drawn as its
// approximate rectangle and says so. Tiles are kept in memory, keyed by the data version (the
// latest import), so a new import is seen at once and nothing stale is served.
import { and, gte, isNull, lte, sql } from 'drizzle-orm'
import GeoJSONVT from 'geojson-vt'
import vtpbf from 'vt-pbf'
import { outlinesOf, positionAt, STREET_REACH_FT } from '#common/lot-shape.ts'
import type { Db } from '../../db/client.ts'
import { parcels } from '../../db/schema/index.ts'
import { dataVersion } from '../../domain/data-version.ts'

/** Lots are drawn from this zoom in; a tile further out would hold a whole district. */
export const MIN_LOT_ZOOM = 13
export const MAX_ZOOM = 22
const CACHE_ENTRIES = 2000

export type TileRequest = { z: number; x: number; y: number }

/** The tile's bounds in degrees. */
export function tileBounds({ z, x, y }: TileRequest) {
  const n = 2 ** z
  const lon = (column: number) => (column / n) * 360 - 180
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI
  return { west: lon(x), east: lon(x + 1), north: lat(y), south: lat(y + 1) }
}

/** Why a tile address is out of range, in the user's words; null when it is a tile. */
export function tileAddressProblem({ z, x, y }: TileRequest): string | null {
  if (![z, x, y].every(Number.isInteger))
    return 'A tile address is three whole numbers: zoom, x and y.'
  if (z < 0 || z > MAX_ZOOM) return `The zoom must be between 0 and ${MAX_ZOOM}.`
  const n = 2 ** z
  if (x < 0 || y < 0 || x >= n || y >= n)
    return `At zoom ${z}, x and y must be between 0 and ${n - 1}.`
  return null
}

const cache = new Map<string, Uint8Array | null>()

/** The encoded tile, or null when no lot is in it; with the data version it was drawn from. */
export async function lotTile(
  db: Db,
  tile: TileRequest,
): Promise<{ version: string; body: Uint8Array | null }> {
  const version = await dataVersion(db)
  const key = `${version}/${tile.z}/${tile.x}/${tile.y}`
  if (cache.has(key)) return { version, body: cache.get(key) ?? null }
  const body = tile.z < MIN_LOT_ZOOM ? null : await drawTile(db, tile)
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
  cache.set(key, body)
  return { version, body }
}

async function drawTile(db: Db, tile: TileRequest): Promise<Uint8Array | null> {
  const bounds = tileBounds(tile)
  // A margin of a tenth of the tile, so lots on the edge are drawn whole on both sides.
  const marginLon = (bounds.east - bounds.west) / 10
  const marginLat = (bounds.north - bounds.south) / 10
  const box = {
    west: bounds.west - marginLon,
    east: bounds.east + marginLon,
    south: bounds.south - marginLat,
    north: bounds.north + marginLat,
  }
  const columns = {
    apn: parcels.apn,
    zone: parcels.zoneClass,
    isDemo: parcels.isDemo,
    shape: parcels.shape,
    lat: parcels.lat,
    lon: parcels.lon,
    lotSf: parcels.lotSf,
    lotWidthFt: parcels.lotWidthFt,
    lotDepthFt: parcels.lotDepthFt,
    streetSearch: parcels.streetSearch,
  }
  // Lots without an outline a street's reach beyond the tile too: they turn the stand-in
  // rectangles of those in it to face their street, the same in every tile that draws them.
  const [west, south] = positionAt({ lat: box.south, lon: box.west }, [
    -STREET_REACH_FT,
    -STREET_REACH_FT,
  ])
  const [east, north] = positionAt({ lat: box.north, lon: box.east }, [
    STREET_REACH_FT,
    STREET_REACH_FT,
  ])
  const [drawn, located] = await Promise.all([
    db
      .select(columns)
      .from(parcels)
      .where(
        and(
          lte(parcels.shapeSouth, box.north),
          gte(parcels.shapeNorth, box.south),
          lte(parcels.shapeWest, box.east),
          gte(parcels.shapeEast, box.west),
        ),
      ),
    db
      .select(columns)
      .from(parcels)
      .where(
        and(
          isNull(parcels.shape),
          sql`${parcels.lat} between ${south} and ${north}`,
          sql`${parcels.lon} between ${west} and ${east}`,
        ),
      ),
  ])
  const inTile = located.filter(
    ({ lat, lon }) =>
      lat! >= box.south && lat! <= box.north && lon! >= box.west && lon! <= box.east,
  )
  const features = outlinesOf([...drawn, ...inTile], located).map(
    ({ lot, shape, approximate }) => ({
      type: 'Feature' as const,
      geometry: shape,
      properties: { apn: lot.apn, zone: lot.zone ?? '', demo: lot.isDemo, approximate },
    }),
  )
  if (features.length === 0) return null
  const index = new GeoJSONVT(
    { type: 'FeatureCollection', features },
    { maxZoom: tile.z, indexMaxZoom: tile.z, indexMaxPoints: 0, buffer: 64 },
  )
  const cut = index.getTile(tile.z, tile.x, tile.y)
  if (!cut || cut.features.length === 0) return null
  return vtpbf.fromGeojsonVt({ lots: cut }, { version: 2 })
}
