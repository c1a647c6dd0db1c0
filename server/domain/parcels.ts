// One parcel with every fact, the facts as the engine reads them (with the reason for each one
// derived or reconciled, common/parcel-facts.ts), and where each came from: what the parcel
// page, ordering and reports all read.
import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import { normalizeApn, type FieldSource, type FieldSources } from '#common/contracts/parcels.ts'
import { deriveParcelFacts, type FactDerivation, type ParcelRecord } from '#common/parcel-facts.ts'
import { AppError } from '#common/errors.ts'
import type { Box, LotOnMap } from '#common/lot-shape.ts'
import { parseZoneString, transitDistanceBand, type ParcelFacts } from '#engine'
import { estimatedMarketArea } from '#proforma'
import type { Db } from '../db/client.ts'
import { preparedQuery } from '../db/prepared.ts'
import { dataImports, parcels } from '../db/schema/index.ts'

type ParcelRow = typeof parcels.$inferSelect

/** `box` as a PostgreSQL box, which the two-dimensional indexes of parcels are searched by. */
function boxValue(box: Box): SQL {
  return sql`box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`
}

/**
 * Lots whose outline's box meets `box`, as the outline index (parcels_outline_box) answers: the
 * expression is the index's own, so that the planner can use it (decision 805).
 */
export function outlineMeets(box: Box): SQL {
  return sql`box(point(${parcels.shapeWest}, ${parcels.shapeSouth}), point(${parcels.shapeEast}, ${parcels.shapeNorth})) && ${boxValue(box)}`
}

/** Where each fact that places a lot on a map (`LotOnMap`) is read from: tiles and report maps. */
export const LOT_ON_MAP_COLUMNS = {
  shape: parcels.shape,
  lat: parcels.lat,
  lon: parcels.lon,
  lotSf: parcels.lotSf,
  lotWidthFt: parcels.lotWidthFt,
  lotDepthFt: parcels.lotDepthFt,
  streetSearch: parcels.streetSearch,
  streetBearingDeg: parcels.streetBearingDeg,
} satisfies Record<keyof LotOnMap, unknown>

/** Lots whose point is in `box`, as the point index (parcels_point) answers (decision 805). */
export function pointIn(box: Box): SQL {
  return sql`point(${parcels.lon}, ${parcels.lat}) <@ ${boxValue(box)}`
}

/** One parcel with every fact, the facts as the engine reads them, and their sources. */
export async function getParcel({ db, apn }: { db: Db; apn: string }) {
  const canonical = normalizeApn(apn)
  if (!canonical)
    throw new AppError(
      'INVALID_INPUT',
      'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
    )
  const [row] = await db.select().from(parcels).where(eq(parcels.apn, canonical))
  if (!row) throw new AppError('NOT_FOUND', `No parcel with APN ${canonical} is in our records.`)
  return toParcelDetail(row, await resolveSources(db, row.sources))
}

/** field → the dataset and date behind it, from the import runs the parcel's fields point to. */
async function resolveSources(
  db: Db,
  sources: Readonly<Record<string, string>>,
): Promise<FieldSources> {
  return sourcesFrom(sources, await findImportRuns(db, Object.values(sources)))
}

async function findImportRuns(db: Db, ids: readonly string[]): Promise<Map<string, FieldSource>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const runs = await db
    .select({ id: dataImports.id, dataset: dataImports.dataset, date: dataImports.datasetDate })
    .from(dataImports)
    .where(inArray(dataImports.id, unique))
  return new Map(runs.map((run) => [run.id, { dataset: run.dataset, date: run.date }]))
}

function sourcesFrom(
  sources: Readonly<Record<string, string>>,
  runs: ReadonlyMap<string, FieldSource>,
): FieldSources {
  return Object.fromEntries(
    Object.entries(sources).flatMap(([field, id]) => {
      const run = runs.get(id)
      return run ? [[field, run]] : []
    }),
  )
}

/**
 * A parcel as an analysis reads it: its facts, where each came from, why each derived fact reads
 * as it does, and the demo mark.
 */
export type ParcelForAnalysis = {
  facts: ParcelFacts
  factSources: Readonly<Record<string, FieldSource>>
  derivations: readonly FactDerivation[]
  isDemo: boolean
  /** The City community plan area the record names, which places a lot's money (decision 780). */
  communityPlanArea: string | null
}

/** The parcels of `apns` that are in the records, by canonical APN, in two queries. */
export async function findParcelsForAnalysis(
  db: Db,
  apns: readonly string[],
): Promise<Map<string, ParcelForAnalysis>> {
  const canonical = [...new Set(apns.map(normalizeApn).filter((apn) => apn !== null))]
  if (canonical.length === 0) return new Map()
  // One parcel is what a report page reads: its query is prepared once.
  const rows =
    canonical.length === 1
      ? await parcelByApn(db).execute({ apn: canonical[0] })
      : await db.select().from(parcels).where(inArray(parcels.apn, canonical))
  const runs = await findImportRuns(
    db,
    rows.flatMap((row) => Object.values(row.sources)),
  )
  return new Map(
    rows.map((row) => {
      const { facts, derivations } = deriveParcelFacts(row)
      const explained = [...Object.keys(facts), ...derivations.map((entry) => entry.fact)]
      return [
        row.apn,
        {
          facts,
          factSources: factSourcesOf(explained, sourcesFrom(row.sources, runs)),
          derivations,
          isDemo: row.isDemo,
          communityPlanArea: row.communityPlanArea,
        },
      ]
    }),
  )
}

/**
 * The facts of each parcel of `apns` (canonical APNs) as stored now, in one prepared query, for a
 * caller that does not show where each fact came from (findParcelsForAnalysis reads that too, in
 * a second query). A parcel not in the records is left out.
 */
export async function findParcelsFacts(db: Db, apns: string[]): Promise<Map<string, ParcelFacts>> {
  const rows = await parcelsByApn(db).execute({ apns })
  return new Map(rows.map((row) => [row.apn, deriveParcelFacts(row).facts]))
}

/**
 * The version of each parcel row of `apns` (canonical APNs) as stored now: PostgreSQL's `xmin`,
 * which every update, delete or insert of the row changes. A parcel not in the records is left
 * out. One small query, for a caller that keeps what it made from a row until the row changes.
 */
export async function findParcelVersions(db: Db, apns: string[]): Promise<Map<string, string>> {
  const rows = await parcelVersionsByApn(db).execute({ apns })
  return new Map(rows.map((row) => [row.apn, row.version]))
}

function parcelVersionsByApn(db: Db) {
  return preparedQuery(db, 'parcel_versions_by_apn', (on) =>
    on
      .select({ apn: parcels.apn, version: sql<string>`${parcels}.xmin::text` })
      .from(parcels)
      .where(sql`${parcels.apn} = any(${sql.placeholder('apns')}::text[])`),
  )
}

function parcelByApn(db: Db) {
  return preparedQuery(db, 'parcel_by_apn', (on) =>
    on
      .select()
      .from(parcels)
      .where(eq(parcels.apn, sql.placeholder('apn'))),
  )
}

/**
 * The parcel columns the engine's facts are derived from: every field of common/parcel-facts.ts's
 * ParcelRecord, so a field added there fails to compile here until it is read. Readers that need
 * only the facts (a first /api/v1 analysis, the screen's refresh) read these, not whole rows with
 * their outlines and sources.
 */
export const PARCEL_RECORD_COLUMNS = {
  lotSf: parcels.lotSf,
  shapeAreaSf: parcels.shapeAreaSf,
  lotWidthFt: parcels.lotWidthFt,
  lotDepthFt: parcels.lotDepthFt,
  zoneString: parcels.zoneString,
  zoneClass: parcels.zoneClass,
  heightDistrict: parcels.heightDistrict,
  generalPlanLandUse: parcels.generalPlanLandUse,
  specificPlan: parcels.specificPlan,
  yearBuilt: parcels.yearBuilt,
  existingUnits: parcels.existingUnits,
  existingBuildingSf: parcels.existingBuildingSf,
  residentialMarketArea: parcels.residentialMarketArea,
  useCode: parcels.useCode,
  improvementValue: parcels.improvementValue,
  rso: parcels.rso,
  vhfhsz: parcels.vhfhsz,
  hpoz: parcels.hpoz,
  coastalZone: parcels.coastalZone,
  hillsideArea: parcels.hillsideArea,
  floodZoneSfha: parcels.floodZoneSfha,
  earthquakeFaultZone: parcels.earthquakeFaultZone,
  tocTier: parcels.tocTier,
  distMtsMi: parcels.distMtsMi,
  sb79StopTier: parcels.sb79StopTier,
  sb79DistBand: parcels.sb79DistBand,
  mapSplits: parcels.mapSplits,
} satisfies { [Column in keyof ParcelRecord]-?: unknown }

const factColumns = { apn: parcels.apn, ...PARCEL_RECORD_COLUMNS }

function parcelsByApn(db: Db) {
  return preparedQuery(db, 'parcels_by_apn', (on) =>
    on
      .select(factColumns)
      .from(parcels)
      .where(sql`${parcels.apn} = any(${sql.placeholder('apns')}::text[])`),
  )
}

/** The stored columns each derived fact is read from (a fact not listed reads its own column). */
const FACT_COLUMNS: Readonly<Partial<Record<string, readonly string[]>>> = {
  zone: ['zoneClass'],
  existingUnits: ['existingUnits', 'useCode'],
  existingUnitType: ['useCode', 'existingUnits'],
  vacant: ['useCode', 'existingUnits', 'improvementValue'],
  sb79StopTier: ['sb79StopTier', 'distMtsMi'],
  sb79DistBand: ['sb79DistBand', 'distMtsMi'],
}

const CENSUS_2020: FieldSource = {
  dataset: 'U.S. Census 2020, City of Los Angeles',
  date: '2020-04-01',
}

/** fact → the dataset and date of the column it was read from. */
function factSourcesOf(
  facts: readonly string[],
  columns: FieldSources,
): Record<string, FieldSource> {
  const origins: Record<string, FieldSource> = {}
  for (const fact of facts) {
    if (fact === 'cityPopulation') {
      origins[fact] = CENSUS_2020
      continue
    }
    const source = (FACT_COLUMNS[fact] ?? [fact])
      .map((column) => columns[column])
      .find((found) => found !== undefined)
    if (source) origins[fact] = source
  }
  return origins
}

export type ParcelDetail = ReturnType<typeof toParcelDetail>

function toParcelDetail(row: ParcelRow, sources: FieldSources) {
  const derived = deriveParcelFacts(row)
  return {
    apn: row.apn,
    ain: row.ain,
    isDemo: row.isDemo,
    address: {
      display: row.addressDisplay,
      houseNumber: row.houseNumber,
      houseFraction: row.houseFraction,
      streetDirection: row.streetDirection,
      streetName: row.streetName,
      streetSuffix: row.streetSuffix,
      unit: row.unit,
      city: row.city,
      zip: row.zip,
    },
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    zoning: {
      zoneString: row.zoneString,
      zoneClass: row.zoneClass,
      heightDistrict: row.heightDistrict,
      parsedComplete: row.zoneParsedComplete,
      parts: row.zoneString ? parseZoneString(row.zoneString) : null,
    },
    transit: {
      distMtsMi: row.distMtsMi,
      name: row.mtsName,
      kind: row.mtsKind,
      /** The distance bands the laws use: adjacent (200 ft), ¼ mile, ½ mile, beyond. */
      band: row.distMtsMi === null ? null : transitDistanceBand(row.distMtsMi),
      sb79StopTier: row.sb79StopTier,
      sb79DistBand: row.sb79DistBand,
    },
    property: {
      useCode: row.useCode,
      landValue: row.landValue,
      improvementValue: row.improvementValue,
      communityPlanArea: row.communityPlanArea,
      /**
       * With no market area on record, the one a report's linkage fee estimates from the plan
       * area (decision 780), so the card says what the report will use.
       */
      estimatedMarketArea:
        derived.facts.residentialMarketArea === undefined
          ? estimatedMarketArea(row.communityPlanArea)
          : null,
      methaneZone: row.methaneZone,
      hqta: row.hqta,
    },
    ...derived,
    sources,
  }
}
