// Streams the features of a GeoJSON FeatureCollection one at a time, so a layer of any size
// is read in flat memory, and finds the parcels whose point lies inside a feature's polygons.
import { createReadStream } from 'node:fs'
import { and, between, isNotNull } from 'drizzle-orm'
import chain from 'stream-chain'
import { parser } from 'stream-json'
import { pick } from 'stream-json/filters/pick.js'
import { streamArray } from 'stream-json/streamers/stream-array.js'
import type { Db } from '../../db/client.ts'
import { parcels } from '../../db/schema/index.ts'
import { isInPolygon } from '../transit/geo.ts'
import { ImportFileError } from './import-context.ts'

type Position = readonly [number, number]
export type PolygonSet = ReadonlyArray<ReadonlyArray<ReadonlyArray<Position>>>

export type Feature = {
  readonly index: number
  readonly properties: Readonly<Record<string, unknown>>
  /** Polygon rings as a MultiPolygon; null when the feature has no (polygon) geometry. */
  readonly polygons: PolygonSet | null
}

export async function* readGeoJsonFeatures(file: string): AsyncGenerator<Feature> {
  const pipeline = chain([
    createReadStream(file),
    parser(),
    pick({ filter: 'features' }),
    streamArray(),
  ])
  try {
    for await (const { key, value } of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
      yield toFeature(file, key, value)
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ImportFileError(file, null, 'no such file')
    throw new ImportFileError(file, null, `not readable GeoJSON (${(error as Error).message})`)
  }
}

function toFeature(file: string, index: number, value: unknown): Feature {
  if (typeof value !== 'object' || value === null)
    throw new ImportFileError(file, null, `feature ${index} is not an object`)
  const { properties, geometry } = value as {
    properties?: Record<string, unknown>
    geometry?: { type?: string; coordinates?: unknown } | null
  }
  let polygons: PolygonSet | null = null
  if (geometry?.type === 'Polygon') polygons = [geometry.coordinates as PolygonSet[number]]
  else if (geometry?.type === 'MultiPolygon') polygons = geometry.coordinates as PolygonSet
  return { index, properties: properties ?? {}, polygons }
}

/** The APNs of located parcels whose point falls inside the polygons. */
export async function findParcelsInside(tx: Db, polygons: PolygonSet): Promise<string[]> {
  let minLat = Infinity
  let maxLat = -Infinity
  let minLon = Infinity
  let maxLon = -Infinity
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      minLat = Math.min(minLat, lat)
      maxLat = Math.max(maxLat, lat)
      minLon = Math.min(minLon, lon)
      maxLon = Math.max(maxLon, lon)
    }
  }
  if (!Number.isFinite(minLat)) return []
  const candidates = await tx
    .select({ apn: parcels.apn, lat: parcels.lat, lon: parcels.lon })
    .from(parcels)
    .where(
      and(
        isNotNull(parcels.lat),
        between(parcels.lat, minLat, maxLat),
        between(parcels.lon, minLon, maxLon),
      ),
    )
  return candidates
    .filter((row) => isInPolygon({ lat: row.lat as number, lon: row.lon as number }, polygons))
    .map((row) => row.apn)
}
