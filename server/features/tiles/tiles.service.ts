// Map tiles, drawn from the database: Mapbox Vector Tiles (tile-encoding.ts) with a layer per
// thing drawn (decision 312): "lots" (each lot's outline, or its approximate rectangle, with the
// overlay facts recorded for it; its id is the lot's AIN, decision 760), "sb79_station_areas"
// (the ¼ and ½ mile rings around each SB 79 stop) and "transit_stops". Tiles are kept in memory, keyed by the data
// version (the latest import), so a new import is seen at once and nothing stale is served.
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { mapIdOfApn } from '#common/contracts/parcels.ts'
import {
  outlinesOf,
  positionAt,
  STREET_REACH_FT,
  type LotOnMap,
  type LotOnStreet,
  type Position,
} from '#common/lot-shape.ts'
import { queryRows, type Db } from '../../db/client.ts'
import { parcels, transitStops } from '../../db/schema/index.ts'
import { dataVersion } from '../../domain/data-version.ts'
import { LOT_ON_MAP_COLUMNS, outlineMeets, pointIn } from '../../domain/parcels.ts'
import { SB79_RINGS_MI, SB79_STOP_TIERS } from '../../domain/sb79-stops.ts'
import { encodeTile, type TileAddress, type TileFeature } from './tile-encoding.ts'

/** Lots are drawn from this zoom in; a tile further out would hold a whole district. */
export const MIN_LOT_ZOOM = 13
/** Station areas and major stops from this zoom in (a tile about 40 km across). */
export const MIN_OVERLAY_ZOOM = 10
const FEET_PER_MILE = 5280
/** Corners of a drawn ring: at a ½ mile, each side is about 330 ft. */
const RING_CORNERS = 48
export const MAX_ZOOM = 22
const CACHE_ENTRIES = 2000

export type TileRequest = TileAddress

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

/** The encoded tile, or null when nothing is in it; with the data version it was drawn from. */
export async function lotTile(
  db: Db,
  tile: TileRequest,
): Promise<{ version: string; body: Uint8Array | null }> {
  const version = await dataVersion(db)
  const key = `${version}/${tile.z}/${tile.x}/${tile.y}`
  if (cache.has(key)) return { version, body: cache.get(key) ?? null }
  const body = tile.z < MIN_OVERLAY_ZOOM ? null : await drawTile(db, tile)
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
  const [lots, stops] = await Promise.all([
    tile.z >= MIN_LOT_ZOOM ? lotFeatures(db, box) : [],
    stopFeatures(db, box, tile.z >= MIN_LOT_ZOOM),
  ])
  return encodeTile(tile, {
    lots,
    sb79_station_areas: stops.areas,
    transit_stops: stops.points,
  })
}

type Box = { west: number; east: number; south: number; north: number }

/** A lot as a tile draws it: what places its outline and the facts the map colours it by. */
type TileLot = LotOnMap & {
  apn: string
  zone: string | null
  isDemo: boolean
  vhfhsz: boolean | null
  hpoz: boolean | null
  coastalZone: boolean | null
  rso: boolean | null
  tocTier: number | null
  sb79Tier: number | null
  sb79Band: string | null
}

/** Where each fact of a `TileLot` is read from. */
const TILE_LOT_COLUMNS = {
  ...LOT_ON_MAP_COLUMNS,
  apn: parcels.apn,
  zone: parcels.zoneClass,
  isDemo: parcels.isDemo,
  vhfhsz: parcels.vhfhsz,
  hpoz: parcels.hpoz,
  coastalZone: parcels.coastalZone,
  rso: parcels.rso,
  tocTier: parcels.tocTier,
  sb79Tier: parcels.sb79StopTier,
  sb79Band: parcels.sb79DistBand,
} satisfies Record<keyof TileLot, unknown>
const TILE_LOT_FACTS = Object.keys(TILE_LOT_COLUMNS) as (keyof TileLot)[]

/**
 * The lots meeting `condition`, read as one JSON array of each lot's facts in `TILE_LOT_COLUMNS`'
 * order, built by the database. A tile reads thousands of lots: the embedded database's driver
 * decodes each field of each row in JavaScript, which took four fifths of its tile query; one
 * text for `JSON.parse` takes a fifth of that there, and about as long as rows on PostgreSQL
 * (decision 805). (Rows through the query builder cost a fifth of a cold tile, decision 800.)
 */
async function tileLots(db: Db, condition: SQL): Promise<TileLot[]> {
  const facts = sql.join(Object.values(TILE_LOT_COLUMNS), sql`, `)
  const [result] = await queryRows<{ lots: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(${facts})), '[]')::text as "lots"
        from ${parcels} where ${condition}`,
  )
  return (JSON.parse(result!.lots) as unknown[][]).map((values) => {
    const lot: Record<string, unknown> = {}
    for (const [index, fact] of TILE_LOT_FACTS.entries()) lot[fact] = values[index]
    return lot as TileLot
  })
}

/** The lots in the box, each with the overlay facts on record for it. */
async function lotFeatures(db: Db, box: Box): Promise<TileFeature[]> {
  const [drawn, located] = await Promise.all([
    tileLots(db, outlineMeets(box)),
    tileLots(db, sql`${parcels.shape} is null and ${pointIn(box)}`),
  ])
  return outlinesOf([...drawn, ...located], await streetContext(db, box, located)).map(
    ({ lot, shape, approximate }) => ({
      type: 'Feature',
      id: mapIdOfApn(lot.apn),
      geometry: shape,
      properties: lotProperties(lot, approximate),
    }),
  )
}

/**
 * The other lots of each street whose direction must be read from them: a lot drawn as a stand-in
 * rectangle with no direction on record is turned by the lots of its street within
 * `STREET_REACH_FT`, in the tile or beyond it, so it is turned the same in every tile that draws
 * it. Most lots have their direction on record (the demo city's grid), and then nothing is read.
 */
async function streetContext(
  db: Db,
  box: Box,
  located: ReadonlyArray<{ streetSearch: string | null; streetBearingDeg: number | null }>,
): Promise<LotOnStreet[]> {
  const streets = new Set<string>()
  for (const lot of located)
    if (lot.streetBearingDeg === null && lot.streetSearch !== null) streets.add(lot.streetSearch)
  if (streets.size === 0) return []
  const [west, south] = positionAt({ lat: box.south, lon: box.west }, [
    -STREET_REACH_FT,
    -STREET_REACH_FT,
  ])
  const [east, north] = positionAt({ lat: box.north, lon: box.east }, [
    STREET_REACH_FT,
    STREET_REACH_FT,
  ])
  return db
    .select({ streetSearch: parcels.streetSearch, lat: parcels.lat, lon: parcels.lon })
    .from(parcels)
    .where(
      and(
        isNull(parcels.shape),
        inArray(parcels.streetSearch, [...streets]),
        pointIn({ west, south, east, north }),
      ),
    )
}
/**
 * A lot's properties in a tile. An overlay's flag is written only where the record puts the lot
 * in it: the map draws an overlay's lots by it, and a flag false or not on record would cost two
 * bytes a lot for nothing drawn (decision 760). Other facts are written when on record: a vector
 * tile has no way to say "unknown".
 */
function lotProperties(
  lot: TileLot,
  approximate: boolean,
): Record<string, string | number | boolean> {
  const properties: Record<string, string | number | boolean> = {
    zone: lot.zone ?? '',
    demo: lot.isDemo,
    approximate,
  }
  if (lot.vhfhsz) properties.vhfhsz = true
  if (lot.hpoz) properties.hpoz = true
  if (lot.coastalZone) properties.coastal_zone = true
  if (lot.rso) properties.rso = true
  if (lot.tocTier !== null) properties.toc_tier = lot.tocTier
  if (lot.sb79Tier !== null) properties.sb79_tier = lot.sb79Tier
  if (lot.sb79Band !== null) properties.sb79_band = lot.sb79Band
  return properties
}

/**
 * The stops in the box (every stop with the lots, only the major ones further out) and the
 * station-area rings of the SB 79 stops within half a mile of it.
 */
async function stopFeatures(
  db: Db,
  box: Box,
  everyStop: boolean,
): Promise<{ points: TileFeature[]; areas: TileFeature[] }> {
  const ringFeet = SB79_RINGS_MI.half * FEET_PER_MILE
  const [west, south] = positionAt({ lat: box.south, lon: box.west }, [-ringFeet, -ringFeet])
  const [east, north] = positionAt({ lat: box.north, lon: box.east }, [ringFeet, ringFeet])
  const stops = await db
    .select({
      name: transitStops.name,
      kind: transitStops.kind,
      lat: transitStops.lat,
      lon: transitStops.lon,
      isMajor: transitStops.isMajor,
    })
    .from(transitStops)
    .where(
      and(
        sql`${transitStops.lat} between ${south} and ${north}`,
        sql`${transitStops.lon} between ${west} and ${east}`,
        everyStop ? undefined : sql`${transitStops.isMajor}`,
      ),
    )
  const inBox = (stop: { lat: number; lon: number }) =>
    stop.lat >= box.south && stop.lat <= box.north && stop.lon >= box.west && stop.lon <= box.east
  const points: TileFeature[] = stops.filter(inBox).map((stop) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [stop.lon, stop.lat] },
    properties: { name: stop.name, kind: stop.kind, major: stop.isMajor },
  }))
  const areas: TileFeature[] = stops.flatMap((stop) => {
    const tier = SB79_STOP_TIERS[stop.kind]
    // A station riders cannot board at is no major stop, so it makes no station area: the lots'
    // own SB 79 facts are read from major stops alone (transit-facts.ts).
    if (tier === undefined || !stop.isMajor) return []
    return (['half', 'quarter'] as const).map((ring) => ({
      type: 'Feature' as const,
      geometry: { type: 'Polygon' as const, coordinates: [circle(stop, SB79_RINGS_MI[ring])] },
      properties: { stop: stop.name, tier, ring, miles: SB79_RINGS_MI[ring] },
    }))
  })
  return { points, areas }
}

/** A ring of `miles` around a point, counter-clockwise and closed. */
function circle(centre: { lat: number; lon: number }, miles: number): Position[] {
  const feet = miles * FEET_PER_MILE
  const ring = Array.from({ length: RING_CORNERS }, (_, i) => {
    const angle = (2 * Math.PI * i) / RING_CORNERS
    return positionAt(centre, [feet * Math.cos(angle), feet * Math.sin(angle)])
  })
  return [...ring, ring[0]!]
}

/** Forgets every kept tile (the benchmark measures cold tiles with it). */
export function clearTileCache(): void {
  cache.clear()
}
