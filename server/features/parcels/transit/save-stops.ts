// Writes classified transit stops and brings every parcel's transit distances up to date.
import { sql } from 'drizzle-orm'
import { transitStops } from '../../../db/schema/index.ts'
import { countDerived, type ImportContext } from '../import/import-context.ts'
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
  for (let i = 0; i < stops.length; i += 500) {
    const rows = stops
      .slice(i, i + 500)
      .map((stop) => ({ ...stop, dataset: context.dataset, datasetDate: context.datasetDate }))
    const written = await context.tx
      .insert(transitStops)
      .values(rows)
      .onConflictDoUpdate({
        target: transitStops.id,
        set: {
          name: sql`excluded.name`,
          kind: sql`excluded.kind`,
          lat: sql`excluded.lat`,
          lon: sql`excluded.lon`,
          lines: sql`excluded.lines`,
          isMajor: sql`excluded.is_major`,
          majorMethod: sql`excluded.major_method`,
          dataset: sql`excluded.dataset`,
          datasetDate: sql`excluded.dataset_date`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` })
    for (const { inserted } of written) {
      if (inserted) context.counts.inserted += 1
      else context.counts.updated += 1
    }
  }
  for (const stop of stops)
    if (stop.isMajor) countDerived(context, `major transit stops (${stop.kind})`)
  const index = await loadTransitIndex(context.tx)
  context.derived['parcels with a transit distance'] = await recomputeTransitColumns(
    context.tx,
    index,
    context.importId,
    () => context.progress(),
  )
}
