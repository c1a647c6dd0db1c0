// Writes parcels in batches: insert new ones, update known ones, never duplicate. A value an
// import does not have never erases one another import wrote (COALESCE), and each written field
// records its dataset and date in `sources`.
import { getTableColumns, sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import { formatAddress, streetSearchForm, type SitusAddress } from '#common/contracts/parcels.ts'
import { parseZoneString } from '#engine'
import { queryRows } from '../../db/client.ts'
import { parcelStreets, parcels } from '../../db/schema/index.ts'
import { countWrites, type ImportContext } from './import-context.ts'

export type ParcelInsert = typeof parcels.$inferInsert
/** The fields an import may set (everything but bookkeeping). */
export type ParcelFields = Omit<ParcelInsert, 'apn' | 'ain' | 'sources' | 'createdAt' | 'updatedAt'>
export type ParcelWrite = { apn: string; ain: string } & Partial<ParcelFields>

const BATCH_SIZE = 5000
// The street's bearing only turns a drawn stand-in rectangle: not a fact about the lot.
const NOT_FACTS = new Set([
  'apn',
  'ain',
  'isDemo',
  'addressDisplay',
  'streetSearch',
  'streetBearingDeg',
])

/** SQL type of each parcels column, for the typed rows the batch upsert reads from JSON. */
const COLUMN_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries(getTableColumns(parcels)).map(([key, column]) => [key, column.getSQLType()]),
)

export function createParcelWriter(context: ImportContext) {
  const pending = new Map<string, ParcelWrite>()
  /** Fields of a pending row credited to another import than this one (its transit columns). */
  const credited = new Map<string, Record<string, string>>()

  /**
   * One statement per batch: the rows travel as one JSON document that PostgreSQL turns back
   * into typed rows (jsonb_to_recordset), far faster than thousands of separate parameters.
   */
  async function flush() {
    if (pending.size === 0) return
    const rows = [...pending.values()].map((row) => ({
      ...row,
      sources: creditedSources(sourcesOf(row, context.importId), credited.get(row.apn)),
    }))
    pending.clear()
    credited.clear()
    const keys = new Set<string>()
    for (const row of rows) for (const key of Object.keys(row)) keys.add(key)
    const columns = [...keys]
    const names = columns.map((key) => sql.raw(`"${toSnakeCase(key)}"`))
    const types = columns.map((key) =>
      sql.raw(`"${toSnakeCase(key)}" ${COLUMN_TYPES.get(key) ?? 'text'}`),
    )
    const document = JSON.stringify(
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [toSnakeCase(key), value])),
      ),
    )
    const updates = columns
      .filter((key) => key !== 'apn')
      .map((key) => {
        const column = sql.raw(`"${toSnakeCase(key)}"`)
        if (key === 'sources') return sql`sources = parcels.sources || excluded.sources`
        if (key === 'isDemo') return sql`is_demo = excluded.is_demo`
        return sql`${column} = coalesce(excluded.${column}, parcels.${column})`
      })
    const written = await queryRows<{ inserted: boolean }>(
      context.tx,
      sql`insert into parcels (${sql.join(names, sql`, `)})
        select * from jsonb_to_recordset(${document}::jsonb) as v(${sql.join(types, sql`, `)})
        on conflict (apn) do update set ${sql.join(updates, sql`, `)}, updated_at = now()
        returning (xmax = 0) as inserted`,
    )
    countWrites(context, written)
    const streets = [
      ...new Set(rows.map((row) => row.streetSearch).filter((street) => street != null)),
    ]
    if (streets.length > 0) {
      await context.tx
        .insert(parcelStreets)
        .values(streets.map((streetSearch) => ({ streetSearch })))
        .onConflictDoNothing()
    }
  }

  return {
    /**
     * Queues a parcel; a second write of the same APN in one batch merges into the first.
     * `credits` names another import for fields this one only computed from it (field → import).
     */
    async add(row: ParcelWrite, credits: Readonly<Record<string, string>> = {}) {
      const earlier = pending.get(row.apn)
      if (earlier) context.counts.updated += 1
      pending.set(row.apn, earlier ? { ...earlier, ...definedOnly(row) } : definedOnly(row))
      if (Object.keys(credits).length > 0)
        credited.set(row.apn, { ...credited.get(row.apn), ...credits })
      if (pending.size >= BATCH_SIZE) await flush()
    },
    flush,
  }
}

function definedOnly<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as T
}

/** field → the import that wrote it, for every fact the row sets. */
export function sourcesOf(row: ParcelWrite, importId: string): Record<string, string> {
  const sources: Record<string, string> = {}
  for (const [key, value] of Object.entries(row)) {
    if (value !== undefined && value !== null && !NOT_FACTS.has(key)) sources[key] = importId
  }
  return sources
}

/** `sources` with the fields it credits also named in `credits` credited as `credits` says. */
function creditedSources(
  sources: Record<string, string>,
  credits: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  if (credits)
    for (const [field, importId] of Object.entries(credits))
      if (field in sources) sources[field] = importId
  return sources
}

/** Address columns, with the display and search forms, from a parsed situs address. */
export function addressColumns(
  address: SitusAddress,
  city: string | null,
  zip: string | null,
): Partial<ParcelFields> {
  return {
    houseNumber: address.houseNumber,
    houseFraction: address.houseFraction,
    streetDirection: address.streetDirection,
    streetName: address.streetName,
    streetSuffix: address.streetSuffix,
    unit: address.unit,
    city,
    zip,
    addressDisplay: formatAddress({ ...address, city, zip }),
    streetSearch: streetSearchForm(address),
  }
}

/**
 * Zone columns from a zone string: class, height district and completeness, plus what the
 * string settles: HPOZ (every HPOZ is written into the zone string) and hillside land (-H, -HCR).
 */
export function zoneColumns(zoneString: string): Partial<ParcelFields> {
  const parsed = parseZoneString(zoneString)
  const overlays = parsed.overlays
  return {
    zoneString: zoneString.trim(),
    zoneClass: parsed.classPlan ? `${parsed.zoneClass}(${parsed.classPlan})` : parsed.zoneClass,
    heightDistrict: parsed.heightDistrict
      ? `${parsed.heightDistrict}${parsed.dLimitation ? 'D' : ''}`
      : null,
    zoneParsedComplete: parsed.complete,
    hpoz: overlays.includes('HPOZ') ? true : parsed.complete ? false : undefined,
    hillsideArea: overlays.includes('H') || overlays.includes('HCR') ? true : undefined,
  }
}
