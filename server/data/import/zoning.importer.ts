// City of Los Angeles zoning: the attribute table (CSV: ZONE_CMPLT, ZONE_CLASS, ZONE_SMRY) fills
// the table of known zone strings; the layer with geometry (GeoJSON) also gives each parcel its
// zone string: by the largest share of its outline, the split kept where a zoning line crosses
// the lot, or by its point where no outline is on record (./layer-shares.ts).
import { parseZoneString } from '#engine'
import { zoneStrings } from '../../db/schema/index.ts'
import { readGeoJsonFeatures } from './geojson.ts'
import {
  pick,
  readCsv,
  upsertInBatches,
  type ImportContext,
  type Importer,
} from './import-context.ts'
import { createLayerShares } from './layer-shares.ts'
import { zoneColumns } from './parcel-writer.ts'

const ZONE_COLUMN = ['ZONE_CMPLT', 'zone_cmplt', 'ZONING']

type ZoneTally = { zoneClass: string | null; summary: string | null; count: number }

export const zoningImporter: Importer = {
  dataset: 'LA City zoning',
  description: 'City zoning attributes (CSV) or zoning polygons (GeoJSON) with ZONE_CMPLT',
  async run(context) {
    const tally = new Map<string, ZoneTally>()
    const add = (line: number, properties: Record<string, unknown>) => {
      context.counts.read += 1
      const zone = pickText(properties, ZONE_COLUMN)
      if (!zone) {
        context.reject(line, 'no zone string (ZONE_CMPLT)', properties)
        return null
      }
      const entry = tally.get(zone) ?? {
        zoneClass: pickText(properties, ['ZONE_CLASS']) ?? null,
        summary: pickText(properties, ['ZONE_SMRY']) ?? null,
        count: 0,
      }
      entry.count += 1
      tally.set(zone, entry)
      context.progress()
      return zone
    }
    if (/\.(geo)?json$/i.test(context.file)) {
      const zones = createLayerShares(
        context,
        'zoneString',
        (zone) => zoneColumns(String(zone)),
        null,
      )
      for await (const feature of readGeoJsonFeatures(context.file)) {
        const zone = add(feature.index + 1, feature.properties as Record<string, unknown>)
        if (zone && feature.polygons) await zones.add(feature.polygons, zone)
      }
      const given = await zones.finish()
      context.counts.updated += given
      if (given > 0) context.derived['parcels given a zone string'] = given
    } else {
      for await (const { line, record } of readCsv(context.file, [ZONE_COLUMN])) add(line, record)
    }
    await saveZoneStrings(context, tally)
  },
}

function pickText(
  properties: Record<string, unknown>,
  names: readonly string[],
): string | undefined {
  const value = pick(
    Object.fromEntries(
      Object.entries(properties).map(([key, v]) => [key, v == null ? '' : String(v)]),
    ),
    names,
  )
  return value?.trim() || undefined
}

async function saveZoneStrings(context: ImportContext, tally: Map<string, ZoneTally>) {
  const rows = [...tally.entries()].map(([zoneString, entry]) => ({
    zoneString,
    zoneClass: entry.zoneClass,
    zoneSummary: entry.summary,
    polygonCount: entry.count,
    parsedComplete: parseZoneString(zoneString).complete,
    dataset: context.dataset,
    datasetDate: context.datasetDate,
  }))
  await upsertInBatches(context, zoneStrings, zoneStrings.zoneString, rows, [
    'zoneClass',
    'zoneSummary',
    'polygonCount',
    'parsedComplete',
    'dataset',
    'datasetDate',
  ])
  const complete = rows.filter((row) => row.parsedComplete).length
  context.derived['distinct zone strings'] = rows.length
  context.derived['distinct zone strings parsed fully'] = complete
  context.derived['zone strings parsed fully (%)'] =
    rows.length === 0 ? 0 : Math.round((complete / rows.length) * 10_000) / 100
}
