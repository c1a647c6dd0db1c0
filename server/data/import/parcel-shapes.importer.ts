// Lot shapes from the County parcel layer, as it is published: GeoJSON (lon/lat), or a shapefile
// (.shp with its .dbf and .prj) in State Plane zone 5 feet (EPSG:2229) or Web Mercator. Shapes
// join the parcels already in the records by AIN. A shape that is not closed or runs the wrong
// way round is repaired; one that crosses itself is rebuilt from its outline; one with no area,
// or far from its parcel's point, is rejected with the reason, and the parcel keeps its facts.
import { access, readFile } from 'node:fs/promises'
import kinks from '@turf/kinks'
import { inArray } from 'drizzle-orm'
import polygonClipping from 'polygon-clipping'
import proj4 from 'proj4'
import * as shapefile from 'shapefile'
import { normalizeApn } from '#common/contracts/parcels.ts'
import {
  areaSqFt,
  boundingBox,
  feetFromBox,
  isClosed,
  isCounterClockwise,
  type LotPolygons,
  type Position,
  type Ring,
} from '#common/lot-shape.ts'
import { parcels } from '../../db/schema/index.ts'
import { readGeoJsonFeatures, type PolygonSet } from './geojson.ts'
import { countDerived, ImportFileError, type Importer } from './import-context.ts'
import { createParcelWriter } from './parcel-writer.ts'

/** NAD83 / California zone 5, US survey feet (EPSG:2229), as the EPSG registry defines it. */
const STATE_PLANE_5_FEET =
  '+proj=lcc +lat_0=33.5 +lon_0=-118 +lat_1=35.4666666666667 +lat_2=34.0333333333333 +x_0=2000000.0001016 +y_0=500000.0001016 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=us-ft +no_defs'
const CRS_DEFINITIONS = {
  'EPSG:4326': 'EPSG:4326',
  'EPSG:2229': STATE_PLANE_5_FEET,
  'EPSG:3857': 'EPSG:3857',
} as const
export type LayerCrs = keyof typeof CRS_DEFINITIONS

/** A shape this far from its parcel's point belongs to another lot. */
const MAX_FEET_FROM_POINT = 500
const AIN_FIELDS = ['AIN', 'ain', 'APN', 'apn', 'BPP']

export const parcelShapesImporter: Importer = {
  dataset: 'LA County Assessor parcel shapes',
  description: 'County parcel polygons (GeoJSON, or a shapefile with .dbf and .prj), joined by AIN',
  async run(context) {
    const stated = context.settings.crs
    if (stated !== undefined && !(stated in CRS_DEFINITIONS))
      throw new ImportFileError(
        context.file,
        null,
        `--crs ${stated} is not one of ${Object.keys(CRS_DEFINITIONS).join(', ')}`,
      )
    const features = context.file.toLowerCase().endsWith('.shp')
      ? readShapefile(context.file)
      : readGeoJsonFeatures(context.file)

    // Every feature of an AIN first (a lot can come in several rows), then one write each.
    const byApn = new Map<string, { line: number; polygons: LotPolygons[]; repairs: string[] }>()
    let crs = stated as LayerCrs | undefined
    let line = 0
    for await (const feature of features) {
      line += 1
      context.counts.read += 1
      // The County layer writes a blank AIN as a space.
      const rawAin = AIN_FIELDS.map((name) => feature.properties[name])
        .find((value) => typeof value === 'string' || typeof value === 'number')
        ?.toString()
        .trim()
      const apn = normalizeApn(rawAin ?? '')
      if (!apn) {
        context.reject(
          line,
          rawAin ? `AIN "${rawAin}" is not a 10-digit parcel number` : 'no AIN',
          feature.properties,
        )
        continue
      }
      if (!feature.polygons) {
        context.reject(line, 'the feature has no polygon', feature.properties)
        continue
      }
      crs ??=
        (await crsOfShapefile(context.file)) ?? crsOfCoordinates(feature.polygons) ?? undefined
      if (!crs) {
        context.reject(
          line,
          'the coordinates are neither lon/lat, State Plane zone 5 feet nor Web Mercator',
          feature.properties,
        )
        continue
      }
      const checked = checkShape(toLonLat(feature.polygons, crs))
      if (typeof checked === 'string') {
        context.reject(line, checked, { AIN: apn })
        continue
      }
      const entry = byApn.get(apn) ?? { line, polygons: [], repairs: [] }
      entry.polygons.push(checked.polygons)
      entry.repairs.push(...checked.repairs)
      byApn.set(apn, entry)
      context.progress()
    }

    const writer = createParcelWriter(context)
    const apns = [...byApn.keys()]
    for (let start = 0; start < apns.length; start += 5000) {
      const batch = apns.slice(start, start + 5000)
      const known = await context.tx
        .select({ apn: parcels.apn, lat: parcels.lat, lon: parcels.lon })
        .from(parcels)
        .where(inArray(parcels.apn, batch))
      const points = new Map(known.map((row) => [row.apn, row]))
      for (const apn of batch) {
        const entry = byApn.get(apn)!
        const parcel = points.get(apn)
        if (!parcel) {
          context.reject(entry.line, `no parcel with APN ${apn} is in the records`, { AIN: apn })
          continue
        }
        const polygons =
          entry.polygons.length === 1
            ? entry.polygons[0]!
            : (polygonClipping.union(...(entry.polygons as [polygonClipping.Geom])) as LotPolygons)
        const box = boundingBox(polygons)!
        if (parcel.lat !== null && parcel.lon !== null) {
          const away = feetFromBox({ lat: parcel.lat, lon: parcel.lon }, box)
          if (away > MAX_FEET_FROM_POINT) {
            context.reject(
              entry.line,
              `the shape lies ${Math.round(away)} ft from the parcel's point`,
              { AIN: apn },
            )
            continue
          }
        }
        for (const repair of new Set(entry.repairs))
          countDerived(context, `shapes repaired: ${repair}`)
        if (entry.polygons.length > 1) countDerived(context, 'lots joined from several rows')
        await writer.add({
          apn,
          ain: apn.replaceAll('-', ''),
          shape: { type: 'MultiPolygon', coordinates: polygons },
          shapeWest: box.west,
          shapeSouth: box.south,
          shapeEast: box.east,
          shapeNorth: box.north,
          shapeAreaSf: Math.round(areaSqFt(polygons)),
        })
      }
    }
    await writer.flush()
  },
}

/** Features of a shapefile, with its .dbf beside it. */
async function* readShapefile(file: string) {
  const source = await shapefile
    .open(file, file.replace(/\.shp$/i, '.dbf'), { encoding: 'utf-8' })
    .catch((error: Error) => {
      throw new ImportFileError(file, null, `not a readable shapefile (${error.message})`)
    })
  for (let index = 0; ; index += 1) {
    const { done, value } = await source.read()
    if (done) return
    const geometry = value.geometry as { type: string; coordinates: unknown } | null
    yield {
      index,
      properties: (value.properties ?? {}) as Record<string, unknown>,
      polygons:
        geometry?.type === 'Polygon'
          ? ([geometry.coordinates] as PolygonSet)
          : geometry?.type === 'MultiPolygon'
            ? (geometry.coordinates as PolygonSet)
            : null,
    }
  }
}

/** The coordinate system a shapefile's .prj names; null when there is none or it is unknown. */
async function crsOfShapefile(file: string): Promise<LayerCrs | null> {
  if (!file.toLowerCase().endsWith('.shp')) return null
  const prj = file.replace(/\.shp$/i, '.prj')
  if (
    !(await access(prj).then(
      () => true,
      () => false,
    ))
  )
    return null
  const text = await readFile(prj, 'utf8')
  if (/California.*(zone_?5|_V\b|V_FIPS_0405)|FIPS_0405|2229/i.test(text)) return 'EPSG:2229'
  if (/Mercator_Auxiliary_Sphere|Pseudo.Mercator|3857|102100/i.test(text)) return 'EPSG:3857'
  if (/^GEOGCS/i.test(text.trim())) return 'EPSG:4326'
  return null
}

/** The coordinate system that fits the first corner's numbers in Los Angeles. */
function crsOfCoordinates(polygons: PolygonSet): LayerCrs | null {
  const [x, y] = polygons[0]?.[0]?.[0] ?? []
  if (x === undefined || y === undefined) return null
  if (Math.abs(x) <= 180 && Math.abs(y) <= 90) return 'EPSG:4326'
  if (x > 5_500_000 && x < 7_500_000 && y > 1_400_000 && y < 2_400_000) return 'EPSG:2229'
  if (x < -12_900_000 && x > -13_300_000 && y > 3_900_000 && y < 4_200_000) return 'EPSG:3857'
  return null
}

function toLonLat(polygons: PolygonSet, crs: LayerCrs): LotPolygons {
  const convert =
    crs === 'EPSG:4326'
      ? (position: readonly [number, number]): Position => [position[0], position[1]]
      : (position: readonly [number, number]): Position =>
          proj4(CRS_DEFINITIONS[crs], 'EPSG:4326', [position[0], position[1]]) as Position
  return polygons.map((polygon) => polygon.map((ring) => ring.map(convert)))
}

/** The shape made valid, with what was repaired, or why it cannot be used. */
export function checkShape(
  polygons: LotPolygons,
): { polygons: LotPolygons; repairs: string[] } | string {
  const repairs: string[] = []
  const fixed: LotPolygons = []
  for (const polygon of polygons) {
    const rings: Ring[] = []
    for (const [index, original] of polygon.entries()) {
      const ring = original.filter(
        (position) => Number.isFinite(position[0]) && Number.isFinite(position[1]),
      )
      if (ring.length !== original.length) return 'a corner has no coordinates'
      if (!isClosed(ring)) {
        ring.push([ring[0]![0], ring[0]![1]])
        repairs.push('unclosed ring')
      }
      if (new Set(ring.map(([x, y]) => `${x},${y}`)).size < 3)
        return 'a ring has fewer than 3 corners'
      // Outer rings counter-clockwise, holes clockwise (RFC 7946).
      if (isCounterClockwise(ring) !== (index === 0)) {
        ring.reverse()
        repairs.push('ring order')
      }
      rings.push(ring)
    }
    if (rings.length > 0) fixed.push(rings)
  }
  if (fixed.length === 0) return 'the shape has no rings'
  let result = fixed
  const crossings = kinks({ type: 'MultiPolygon', coordinates: fixed })
  if (crossings.features.length > 0) {
    result = polygonClipping.union(fixed as polygonClipping.MultiPolygon) as LotPolygons
    repairs.push('self-intersection')
  }
  if (result.length === 0 || areaSqFt(result) < 1) return 'the shape has no area'
  return { polygons: result, repairs }
}
