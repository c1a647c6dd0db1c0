// On the first start of an empty embedded database the demo city is loaded, so the product
// works out of the box: its parcels (bulk-loaded with COPY), Metro's rail stations, and each
// parcel's transit distances. The data_imports row, written last, marks the load complete.
import { toSnakeCase } from 'drizzle-orm/casing'
import { count, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { dataImports, parcels, transitStops } from '../../db/schema/index.ts'
import { dataChanged } from '../../domain/data-version.ts'
import { toCsvLine } from '../../lib/csv.ts'
import type { Logger } from '../../lib/logger.ts'
import { newImportId } from '../import/run-import.ts'
import { sourcesOf } from '../import/parcel-writer.ts'
import { createTransitIndex, transitColumns } from '../transit/transit-facts.ts'
import {
  DEMO_DATASET,
  DEMO_DATASET_DATE,
  DEMO_PARCEL_COUNT,
  demoStations,
  generateDemoParcels,
} from './demo-city.ts'

/** Columns the demo city fills, in COPY order. */
const COLUMNS = [
  'apn',
  'ain',
  'isDemo',
  'houseNumber',
  'houseFraction',
  'streetDirection',
  'streetName',
  'streetSuffix',
  'unit',
  'city',
  'zip',
  'addressDisplay',
  'streetSearch',
  'communityPlanArea',
  'lat',
  'lon',
  'lotSf',
  'lotWidthFt',
  'lotDepthFt',
  'streetBearingDeg',
  'zoneString',
  'zoneClass',
  'heightDistrict',
  'zoneParsedComplete',
  'hpoz',
  'hillsideArea',
  'generalPlanLandUse',
  'yearBuilt',
  'existingUnits',
  'useCode',
  'landValue',
  'improvementValue',
  'rso',
  'vhfhsz',
  'coastalZone',
  'floodZoneSfha',
  'earthquakeFaultZone',
  'methaneZone',
  'distMtsMi',
  'mtsName',
  'mtsKind',
  'sb79StopTier',
  'sb79DistBand',
  'tocTier',
  'sources',
] as const

/** Loads the demo city into an empty database; does nothing when any parcel or import exists. */
export async function loadDemoCityIfEmpty({
  database,
  logger,
  count: parcelCount = DEMO_PARCEL_COUNT,
}: {
  database: Database
  logger: Logger
  /** Parcels to generate (tests use fewer). */
  count?: number
}): Promise<boolean> {
  const { db } = database
  const [existing] = await db.select({ parcels: count() }).from(parcels)
  const [imports] = await db.select({ runs: count() }).from(dataImports)
  if ((existing?.parcels ?? 0) > 0 || (imports?.runs ?? 0) > 0) return false
  const started = new Date()
  logger.info('empty database: loading the demo city (generated parcels, clearly marked as demo)', {
    parcels: parcelCount,
  })

  const stations = demoStations()
  await db
    .insert(transitStops)
    .values(
      stations.map((stop) => ({
        ...stop,
        dataset: DEMO_DATASET,
        datasetDate: DEMO_DATASET_DATE,
        isDemo: true,
      })),
    )
    .onConflictDoNothing()
  const index = createTransitIndex(stations, DEMO_DATASET)
  const importId = newImportId()
  // Written in parts for a benchmark's city of a million lots, whose rows as one text would pass
  // the longest string JavaScript allows; the product's city fits in one.
  let lines: string[] = []
  let written = 0
  const writeLines = async () => {
    await database.copyCsv('parcels', COLUMNS.map(toSnakeCase), lines.join('\n'))
    written += lines.length
    lines = []
  }
  for (const parcel of generateDemoParcels({ count: parcelCount })) {
    const transit = transitColumns(index, { lat: parcel.lat as number, lon: parcel.lon as number })
    const row: Record<string, unknown> = {
      ...parcel,
      ...transit,
      tocTier: demoTocTier(transit.distMtsMi ?? null),
    }
    row.sources = sourcesOf(row as typeof parcel, importId)
    lines.push(toCsvLine(COLUMNS.map((column) => row[column])))
    if (lines.length === COPY_PART_ROWS) {
      await writeLines()
      logger.info('writing the demo city to the database', { parcels: written })
    }
  }
  await writeLines()
  await db.execute(sql`
    insert into parcel_streets (street_search)
    select distinct street_search from parcels where street_search is not null
    on conflict do nothing`)
  // Planner statistics now, not whenever autovacuum gets to it: search plans depend on them.
  await db.execute(sql`analyze parcels, parcel_streets`)
  await db.insert(dataImports).values({
    id: importId,
    kind: 'demo',
    file: 'generated',
    dataset: DEMO_DATASET,
    datasetDate: DEMO_DATASET_DATE,
    read: written,
    inserted: written,
    updated: 0,
    rejected: 0,
    startedAt: started,
    finishedAt: new Date(),
  })
  dataChanged()
  logger.info('demo city loaded', {
    parcels: written,
    durationMs: Date.now() - started.getTime(),
  })
  return true
}

/** Rows per COPY: the product's city of 50,000 lots in one, a benchmark's million in a few. */
const COPY_PART_ROWS = 200_000

/** TOC tiers in the demo city follow distance to rail (the real map also weighs bus lines). */
function demoTocTier(distanceMi: number | null): number | null {
  if (distanceMi === null) return null
  if (distanceMi <= 0.25) return 3
  if (distanceMi <= 0.5) return 2
  return distanceMi <= 0.75 ? 1 : 0
}
