// Streams the features of a GeoJSON FeatureCollection one at a time, so a layer of any size
// is read in flat memory, and finds the parcels a feature's polygons reach: by the share of the
// lot's outline they cover, or by the lot's point where no outline is on record.
import { createReadStream } from 'node:fs'
import { and, isNull } from 'drizzle-orm'
import polygonClipping from 'polygon-clipping'
import chain from 'stream-chain'
import { parser } from 'stream-json'
import { pick } from 'stream-json/filters/pick.js'
import { streamArray } from 'stream-json/streamers/stream-array.js'
import { areaSqFt, boundingBox, type LotPolygons } from '#common/lot-shape.ts'
import type { Db } from '../../db/client.ts'
import { parcels } from '../../db/schema/index.ts'
import { outlineMeets, pointIn } from '../../domain/parcels.ts'
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

/**
 * The parcels a layer's polygons reach: those with an outline, with the area of it the polygons
 * cover (sq ft); and those known only by their point, when it falls inside.
 */
export async function findLotsMeeting(
  tx: Db,
  polygons: PolygonSet,
): Promise<{
  outlined: Array<{ apn: string; lotSf: number; insideSf: number }>
  located: string[]
}> {
  const box = boundingBox(polygons)
  if (!box) return { outlined: [], located: [] }
  const [outlined, located] = await Promise.all([
    tx
      .select({ apn: parcels.apn, shape: parcels.shape, lotSf: parcels.shapeAreaSf })
      .from(parcels)
      .where(outlineMeets(box)),
    tx
      .select({ apn: parcels.apn, lat: parcels.lat, lon: parcels.lon })
      .from(parcels)
      .where(and(isNull(parcels.shape), pointIn(box))),
  ])
  const layer = polygons as polygonClipping.MultiPolygon
  return {
    outlined: outlined.flatMap((lot) => {
      if (!lot.shape) return []
      const covered = polygonClipping.intersection(
        lot.shape.coordinates as polygonClipping.MultiPolygon,
        layer,
      )
      const insideSf = areaSqFt(covered as LotPolygons)
      const lotSf = lot.lotSf ?? areaSqFt(lot.shape.coordinates)
      return insideSf > 0 ? [{ apn: lot.apn, lotSf, insideSf }] : []
    }),
    located: located
      .filter((row) => isInPolygon({ lat: row.lat as number, lon: row.lon as number }, polygons))
      .map((row) => row.apn),
  }
}
