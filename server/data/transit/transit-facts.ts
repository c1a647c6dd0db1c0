// Each parcel's nearest major transit stop (AB 2097, density-bonus parking, ADUs) and its
// SB 79 stop tier and distance band, from the stops in the database. Distances are straight
// lines from the parcel's point; the laws measure from the nearest lot edge, so a parcel near a
// band edge may fall on the other side (recorded in docs/decisions/043).
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import { transitDistanceBand } from '#engine'
import type { Db } from '../../db/client.ts'
import { SB79_STOP_TIERS } from '../../domain/sb79-stops.ts'
import { dataImports, parcels, transitStops } from '../../db/schema/index.ts'
import type { ParcelFields } from '../import/parcel-writer.ts'
import { PointIndex, distanceMi, type GeoPoint } from './geo.ts'

/** A major stop; `source` is the data_imports row that wrote it, when known. */
export type StopPoint = GeoPoint & { id: string; name: string; kind: string; source?: string }

export type TransitIndex = {
  /** Major transit stops (rail, bus rapid transit, qualifying bus intersections). */
  readonly major: PointIndex<StopPoint>
  /** SB 79 transit-oriented-development stops: rail and bus rapid transit stations. */
  readonly tod: PointIndex<StopPoint>
  readonly allMajor: readonly StopPoint[]
  readonly dataset: string
}

const SEARCH_RADIUS_MI = 10
const TOD_RADIUS_MI = 0.5

/**
 * The major stops on record, each with the import that wrote it: a parcel's transit fields are
 * credited to the stops' feed (LA Metro's), not to whichever import measured them (decision 625).
 * `current` is the import under way, whose data_imports row is written only when it ends.
 */
export async function loadTransitIndex(
  db: Db,
  current?: { importId: string; dataset: string; datasetDate: string },
): Promise<TransitIndex> {
  const stops = await db
    .select({
      id: transitStops.id,
      name: transitStops.name,
      kind: transitStops.kind,
      lat: transitStops.lat,
      lon: transitStops.lon,
      dataset: transitStops.dataset,
      date: transitStops.datasetDate,
    })
    .from(transitStops)
    .where(eq(transitStops.isMajor, true))
  const names = [...new Set(stops.map((stop) => stop.dataset))]
  const runs =
    names.length === 0
      ? []
      : await db
          .select({
            id: dataImports.id,
            dataset: dataImports.dataset,
            date: dataImports.datasetDate,
          })
          .from(dataImports)
          .where(inArray(dataImports.dataset, names))
          .orderBy(asc(dataImports.finishedAt))
  const key = (dataset: string, date: string) => `${dataset}\n${date}`
  // The newest import of a dataset and date wins: it wrote the stops as they stand.
  const runOf = new Map(runs.map((run) => [key(run.dataset, run.date), run.id]))
  if (current) runOf.set(key(current.dataset, current.datasetDate), current.importId)
  const points = stops.map(({ dataset, date, ...stop }) => {
    const source = runOf.get(key(dataset, date))
    return source === undefined ? stop : { ...stop, source }
  })
  const datasets = [...new Set(stops.map((stop) => `${stop.dataset} (${stop.date})`))].sort()
  return createTransitIndex(points, datasets.join('; '))
}

/** An index over major stops (all of them major) described by `dataset`. */
export function createTransitIndex(stops: readonly StopPoint[], dataset: string): TransitIndex {
  return {
    major: new PointIndex(stops),
    tod: new PointIndex(stops.filter((stop) => SB79_STOP_TIERS[stop.kind] !== undefined)),
    allMajor: stops,
    dataset,
  }
}

/** Transit columns for a parcel at `point`; empty when no major stops are known yet. */
export function transitColumns(index: TransitIndex, point: GeoPoint): Partial<ParcelFields> {
  return transitFacts(index, point).columns
}

/**
 * Transit columns for a parcel at `point`, with the import each set column was measured from:
 * the nearest stop's for its distance, name and kind, the SB 79 stop's for its tier and band.
 * Columns from a stop whose import is not known (or from no stop) are credited to `fallback`.
 */
export function transitFacts(
  index: TransitIndex,
  point: GeoPoint,
  fallback?: string,
): { columns: Partial<ParcelFields>; sources: Record<string, string> } {
  if (index.major.size === 0)
    return {
      columns: {},
      sources: fallback
        ? Object.fromEntries([...NEAREST_FIELDS, ...TOD_FIELDS].map((field) => [field, fallback]))
        : {},
    }
  const nearest =
    index.major.nearest(point, SEARCH_RADIUS_MI) ?? nearestByScan(index.allMajor, point)
  const tod = index.tod.nearest(point, TOD_RADIUS_MI)
  const tier = tod ? (SB79_STOP_TIERS[tod.point.kind] ?? null) : null
  const columns = {
    distMtsMi: nearest ? Math.round(nearest.distanceMi * 1000) / 1000 : null,
    mtsName: nearest?.point.name ?? null,
    mtsKind: nearest?.point.kind ?? null,
    sb79StopTier: tier,
    sb79DistBand: tod ? withinHalfMileBand(tod.distanceMi) : null,
  }
  // With no SB 79 stop within ½ mile, that there is none is read from the same stops as the rest.
  const nearestSource = nearest?.point.source ?? fallback
  const todSource = tod?.point.source ?? nearestSource
  const sources: Record<string, string> = {}
  if (nearestSource) for (const field of NEAREST_FIELDS) sources[field] = nearestSource
  if (todSource) for (const field of TOD_FIELDS) sources[field] = todSource
  return { columns, sources }
}

const NEAREST_FIELDS = ['distMtsMi', 'mtsName', 'mtsKind'] as const
const TOD_FIELDS = ['sb79StopTier', 'sb79DistBand'] as const

function nearestByScan(stops: readonly StopPoint[], point: GeoPoint) {
  let best: { point: StopPoint; distanceMi: number } | null = null
  for (const stop of stops) {
    const d = distanceMi(point, stop)
    if (!best || d < best.distanceMi) best = { point: stop, distanceMi: d }
  }
  return best
}

const BATCH = 1000

/**
 * Recomputes the transit columns of every parcel that has a location, in batches ordered by
 * APN (so memory stays flat), inside the caller's transaction; each column is credited to the
 * import of the stop it was measured from (`importId` when that is not known). Returns how many
 * were updated.
 */
export async function recomputeTransitColumns(
  tx: Db,
  index: TransitIndex,
  importId: string,
  onBatch?: (done: number) => void,
): Promise<number> {
  let after = ''
  let done = 0
  for (;;) {
    const batch = await tx
      .select({ apn: parcels.apn, lat: parcels.lat, lon: parcels.lon })
      .from(parcels)
      .where(and(gt(parcels.apn, after), isNotNull(parcels.lat), isNotNull(parcels.lon)))
      .orderBy(asc(parcels.apn))
      .limit(BATCH)
    if (batch.length === 0) return done
    const values = batch.map((row) => {
      const point = { lat: row.lat as number, lon: row.lon as number }
      const { columns, sources } = transitFacts(index, point, importId)
      return sql`(${row.apn}, ${columns.distMtsMi ?? null}::double precision, ${columns.mtsName ?? null}::text, ${columns.mtsKind ?? null}::text, ${columns.sb79StopTier ?? null}::integer, ${columns.sb79DistBand ?? null}::text, ${JSON.stringify(sources)}::jsonb)`
    })
    await tx.execute(sql`
      update parcels set
        dist_mts_mi = v.dist, mts_name = v.name, mts_kind = v.kind,
        sb79_stop_tier = v.tier, sb79_dist_band = v.band,
        sources = parcels.sources || v.src,
        updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(apn, dist, name, kind, tier, band, src)
      where parcels.apn = v.apn`)
    done += batch.length
    after = batch[batch.length - 1]?.apn ?? after
    onBatch?.(done)
  }
}

/** SB 79's band for a stop within ½ mile (null beyond it: the stop does not count). */
function withinHalfMileBand(distanceMi: number): 'adjacent' | 'quarter' | 'half' | null {
  const band = transitDistanceBand(distanceMi)
  return band === 'beyond' ? null : band
}
