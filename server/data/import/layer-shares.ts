// A map layer's values laid over the parcels: a lot known only by its point takes the value of the
// polygon it falls in; a lot with an outline gathers the area each value covers of it while the
// layer streams by, and once the layer is read takes the value of the largest share, with the
// split kept where a line really crosses the lot (common/map-splits.ts).
import { eq, inArray, sql } from 'drizzle-orm'
import {
  resolveShares,
  type MapLayerFact,
  type MapValue,
  type SplitShare,
} from '#common/map-splits.ts'
import { parcels } from '../../db/schema/index.ts'
import type { PolygonSet } from './geojson.ts'
import { findLotsMeeting } from './geojson.ts'
import { countDerived, type ImportContext } from './import-context.ts'

type Columns = Partial<typeof parcels.$inferInsert>

/**
 * `outside`: the value of the part of a lot no polygon covers (an overlay's "not in it"), or null
 * where the layer covers every lot and an uncovered part is a street.
 */
export function createLayerShares(
  context: ImportContext,
  fact: MapLayerFact,
  columnsOf: (value: MapValue) => Columns,
  outside: MapValue | null,
) {
  const outlined = new Map<string, { lotSf: number; areas: Map<MapValue, number> }>()
  /** Parcels given a value other than `outside`. */
  let given = 0

  async function write(
    apns: readonly string[],
    value: MapValue,
    splits: Map<string, SplitShare[]>,
  ) {
    if (apns.length === 0) return
    const columns = columnsOf(value)
    const sources = Object.fromEntries(
      [...Object.keys(columns), 'mapSplits'].map((key) => [key, context.importId]),
    )
    for (let start = 0; start < apns.length; start += 5000) {
      const batch = apns.slice(start, start + 5000)
      await context.tx
        .update(parcels)
        .set({
          ...columns,
          // This layer's split is replaced: kept where its line still crosses the lot, else gone.
          mapSplits: sql`nullif(coalesce(${parcels.mapSplits}, '{}'::jsonb) - ${fact}::text, '{}'::jsonb)`,
          sources: sql`${parcels.sources} || ${JSON.stringify(sources)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(inArray(parcels.apn, batch))
    }
    for (const apn of apns) {
      const split = splits.get(apn)
      if (!split) continue
      await context.tx
        .update(parcels)
        .set({
          mapSplits: sql`coalesce(${parcels.mapSplits}, '{}'::jsonb) || ${JSON.stringify({ [fact]: split })}::jsonb`,
        })
        .where(eq(parcels.apn, apn))
    }
    if (value !== outside) given += apns.length
  }

  return {
    /** Lays one feature's polygons, of `value`, over the parcels they reach. */
    async add(polygons: PolygonSet, value: MapValue): Promise<void> {
      const { outlined: reached, located } = await findLotsMeeting(context.tx, polygons)
      await write(located, value, new Map())
      for (const { apn, lotSf, insideSf } of reached) {
        const lot = outlined.get(apn) ?? { lotSf, areas: new Map<MapValue, number>() }
        lot.areas.set(value, (lot.areas.get(value) ?? 0) + insideSf)
        outlined.set(apn, lot)
      }
    },

    /**
     * Gives each outlined lot its largest share's value; answers how many parcels the layer put
     * inside one of its polygons (for an overlay, not counting lots mostly outside it).
     */
    async finish(): Promise<number> {
      const byValue = new Map<MapValue, string[]>()
      const splits = new Map<string, SplitShare[]>()
      for (const [apn, { lotSf, areas }] of outlined) {
        if (outside !== null) {
          const covered = [...areas.values()].reduce((sum, sf) => sum + sf, 0)
          areas.set(outside, (areas.get(outside) ?? 0) + Math.max(0, lotSf - covered))
        }
        const resolved = resolveShares(areas, lotSf)
        if (!resolved) continue
        const group = byValue.get(resolved.value) ?? []
        group.push(apn)
        byValue.set(resolved.value, group)
        if (resolved.split) {
          splits.set(apn, resolved.split)
          countDerived(context, 'lots straddling a line (split recorded)')
        }
      }
      for (const [value, apns] of byValue) await write(apns, value, splits)
      return given
    },
  }
}
