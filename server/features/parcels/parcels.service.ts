// Finding parcels by address or APN, and reading one parcel with all its facts and sources.
import { and, asc, between, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import {
  looksLikeApn,
  normalizeApn,
  parseAddressQuery,
  type FieldSources,
  type ParcelMatch,
  type ParcelSearchResponse,
} from '#common/contracts/parcels.ts'
import { AppError } from '#common/errors.ts'
import type { ParcelFacts } from '#engine'
import { parseZoneString } from '#engine/zoning/parse-zone-string.ts'
import type { Db } from '../../db/client.ts'
import { dataImports, parcelStreets, parcels } from '../../db/schema/index.ts'

const RESULT_LIMIT = 10

const matchColumns = {
  apn: parcels.apn,
  address: parcels.addressDisplay,
  zone: parcels.zoneString,
  lotSf: parcels.lotSf,
  isDemo: parcels.isDemo,
}

/** Mistyped streets are matched against this many of the most similar street names. */
const SIMILAR_STREETS = 3

/**
 * Up to 10 parcels for what someone is typing: an APN or AIN (whole or its first digits), or an
 * address with the house number first or last. Exact prefix matches come from byte-ordered
 * indexes, already in order. Only when nothing matches exactly does a trigram search (pg_trgm,
 * similarity of at least 0.3) look for a mistyped street: among the streets at that house
 * number, then among all street names, taking the house numbers nearest the one typed.
 */
export async function searchParcels({
  db,
  q,
}: {
  db: Db
  q: string
}): Promise<ParcelSearchResponse> {
  if (looksLikeApn(q)) {
    const digits = q.replace(/\D/g, '').slice(0, 10)
    const results = await db
      .select(matchColumns)
      .from(parcels)
      .where(between(parcels.ain, digits.padEnd(10, '0'), digits.padEnd(10, '9')))
      .orderBy(asc(parcels.ain))
      .limit(RESULT_LIMIT)
    return { query: q, results }
  }

  const { houseNumber, street } = parseAddressQuery(q)
  const streetC = sql`${parcels.streetSearch} collate "C"`
  if (!street) {
    if (houseNumber === null) return { query: q, results: [] }
    const results = await db
      .select(matchColumns)
      .from(parcels)
      .where(eq(parcels.houseNumber, houseNumber))
      .orderBy(streetC)
      .limit(RESULT_LIMIT)
    return { query: q, results }
  }

  const prefix = sql`${streetC} like ${`${escapeLike(street)}%`}`
  const exact = await db
    .select(matchColumns)
    .from(parcels)
    .where(houseNumber === null ? prefix : and(eq(parcels.houseNumber, houseNumber), prefix))
    .orderBy(streetC, asc(parcels.houseNumber))
    .limit(RESULT_LIMIT)
  if (exact.length > 0) return { query: q, results: exact }

  if (houseNumber !== null) {
    const atHouse = await db
      .select(matchColumns)
      .from(parcels)
      .where(and(eq(parcels.houseNumber, houseNumber), sql`${parcels.streetSearch} % ${street}`))
      .orderBy(desc(sql`similarity(${parcels.streetSearch}, ${street})`))
      .limit(RESULT_LIMIT)
    if (atHouse.length > 0) return { query: q, results: atHouse }
  }

  const similarStreets = await db
    .select({ street: parcelStreets.streetSearch })
    .from(parcelStreets)
    .where(sql`${parcelStreets.streetSearch} % ${street}`)
    .orderBy(desc(sql`similarity(${parcelStreets.streetSearch}, ${street})`))
    .limit(SIMILAR_STREETS)
  const results: ParcelMatch[] = []
  for (const { street: name } of similarStreets) {
    if (results.length >= RESULT_LIMIT) break
    results.push(...(await nearestOnStreet(db, name, houseNumber, RESULT_LIMIT - results.length)))
  }
  return { query: q, results }
}

/**
 * Parcels on one street with the house numbers nearest `houseNumber` (the lowest numbers when
 * there is none): two short index scans, up and down from the number, merged by distance.
 */
async function nearestOnStreet(
  db: Db,
  street: string,
  houseNumber: number | null,
  limit: number,
): Promise<ParcelMatch[]> {
  const onStreet = sql`${parcels.streetSearch} collate "C" = ${street}`
  const from = houseNumber ?? 0
  const [above, below] = await Promise.all([
    db
      .select({ ...matchColumns, houseNumber: parcels.houseNumber })
      .from(parcels)
      .where(and(onStreet, gte(parcels.houseNumber, from)))
      .orderBy(asc(parcels.houseNumber))
      .limit(limit),
    houseNumber === null
      ? Promise.resolve([])
      : db
          .select({ ...matchColumns, houseNumber: parcels.houseNumber })
          .from(parcels)
          .where(and(onStreet, lt(parcels.houseNumber, from)))
          .orderBy(desc(parcels.houseNumber))
          .limit(limit),
  ])
  return [...above, ...below]
    .sort((a, b) => Math.abs((a.houseNumber ?? 0) - from) - Math.abs((b.houseNumber ?? 0) - from))
    .slice(0, limit)
    .map(({ houseNumber: _houseNumber, ...match }) => match)
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

type ParcelRow = typeof parcels.$inferSelect

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
  const ids = [...new Set(Object.values(sources))]
  if (ids.length === 0) return {}
  const runs = await db
    .select({ id: dataImports.id, dataset: dataImports.dataset, date: dataImports.datasetDate })
    .from(dataImports)
    .where(inArray(dataImports.id, ids))
  const byId = new Map(runs.map((run) => [run.id, { dataset: run.dataset, date: run.date }]))
  return Object.fromEntries(
    Object.entries(sources).flatMap(([field, id]) => {
      const run = byId.get(id)
      return run ? [[field, run]] : []
    }),
  )
}

export type ParcelDetail = ReturnType<typeof toParcelDetail>

function toParcelDetail(row: ParcelRow, sources: FieldSources) {
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
      /** The ¼- and ½-mile bands the laws use. */
      band:
        row.distMtsMi === null
          ? null
          : row.distMtsMi <= 0.25
            ? 'quarter'
            : row.distMtsMi <= 0.5
              ? 'half'
              : 'beyond',
      sb79StopTier: row.sb79StopTier,
      sb79DistBand: row.sb79DistBand,
    },
    property: {
      useCode: row.useCode,
      landValue: row.landValue,
      improvementValue: row.improvementValue,
      communityPlanArea: row.communityPlanArea,
      methaneZone: row.methaneZone,
      hqta: row.hqta,
    },
    facts: toParcelFacts(row),
    sources,
  }
}

/** Los Angeles's population (2020 Census), for SB 79's 35,000-person threshold. */
const LOS_ANGELES_POPULATION = 3_898_747

/** The stored parcel as the analysis engine reads it: known facts only, unknown left out. */
export function toParcelFacts(row: ParcelRow): ParcelFacts {
  const known = <T>(value: T | null): T | undefined => value ?? undefined
  // With the transit distances computed, "no SB 79 stop within ½ mile" is a known null.
  const transitKnown = row.distMtsMi !== null
  const facts: ParcelFacts = {
    lotSf: known(row.lotSf),
    lotWidthFt: known(row.lotWidthFt),
    lotDepthFt: known(row.lotDepthFt),
    zone: known(row.zoneClass),
    heightDistrict: known(row.heightDistrict),
    zoneString: known(row.zoneString),
    generalPlanLandUse: known(row.generalPlanLandUse),
    specificPlan: known(row.specificPlan),
    existingUnits: known(row.existingUnits),
    existingUnitType: existingUnitType(row),
    rso: known(row.rso),
    yearBuilt: known(row.yearBuilt),
    vacant:
      row.useCode && /^\d{3}V/.test(row.useCode) ? true : row.existingUnits ? false : undefined,
    distMtsMi: known(row.distMtsMi),
    tocTier: known(row.tocTier),
    sb79StopTier:
      row.sb79StopTier === 1 || row.sb79StopTier === 2
        ? row.sb79StopTier
        : transitKnown
          ? null
          : undefined,
    sb79DistBand: isBand(row.sb79DistBand) ? row.sb79DistBand : transitKnown ? null : undefined,
    cityPopulation: LOS_ANGELES_POPULATION,
    vhfhsz: known(row.vhfhsz),
    coastalZone: known(row.coastalZone),
    hpoz: known(row.hpoz),
    hillsideArea: known(row.hillsideArea),
    floodZoneSfha: known(row.floodZoneSfha),
    earthquakeFaultZone: known(row.earthquakeFaultZone),
  }
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined),
  ) as ParcelFacts
}

function isBand(value: string | null): value is 'adjacent' | 'quarter' | 'half' {
  return value === 'adjacent' || value === 'quarter' || value === 'half'
}

/** From the Assessor's use code when there is one (01 single, 02 two units, 03–05 more). */
function existingUnitType(row: ParcelRow): ParcelFacts['existingUnitType'] {
  const use = row.useCode?.slice(0, 2)
  if (use === '01' && !row.useCode?.slice(0, 4).endsWith('V')) return 'SFD'
  if (use === '02') return 'duplex'
  if (use === '03' || use === '04' || use === '05') return 'multifamily'
  if (row.existingUnits === null) return undefined
  if (row.existingUnits === 0) return 'none'
  if (row.existingUnits === 1) return 'SFD'
  return row.existingUnits === 2 ? 'duplex' : 'multifamily'
}
