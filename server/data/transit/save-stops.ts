// Writes classified transit stops and brings every parcel's transit distances up to date.
import { eq, sql } from 'drizzle-orm'
import { transitStops } from '../../db/schema/index.ts'
import { countDerived, upsertInBatches, type ImportContext } from '../import/import-context.ts'
import { loadTransitIndex, recomputeTransitColumns } from './transit-facts.ts'

export type StopRecord = {
  id: string
  name: string
  kind: 'heavy_rail' | 'light_rail' | 'rail' | 'brt' | 'bus'
  lat: number
  lon: number
  lines: string[]
  isMajor: boolean
  majorMethod: string
}

export async function saveStopsAndRecompute(
  context: ImportContext,
  stops: readonly StopRecord[],
): Promise<void> {
  // Real stops supersede the demo city's list of rail stations, which would otherwise stand
  // beside them as duplicates under generated ids.
  await context.tx.delete(transitStops).where(eq(transitStops.isDemo, true))
  const rows = stops.map((stop) => ({
    ...stop,
    dataset: context.dataset,
    datasetDate: context.datasetDate,
  }))
  await upsertInBatches(
    context,
    transitStops,
    transitStops.id,
    rows,
    ['name', 'kind', 'lat', 'lon', 'lines', 'isMajor', 'majorMethod', 'dataset', 'datasetDate'],
    { updatedAt: sql`now()` },
  )
  for (const stop of stops)
    if (stop.isMajor) countDerived(context, `major transit stops (${stop.kind})`)
  const index = await loadTransitIndex(context.tx, context)
  context.derived['parcels with a transit distance'] = await recomputeTransitColumns(
    context.tx,
    index,
    context.importId,
    () => context.progress(),
  )
}
