// Overlay maps as GeoJSON polygons: each sets one parcel fact, by the largest share of the lot's
// outline (the split kept where the overlay's edge crosses the lot) or by the lot's point where no
// outline is on record (./layer-shares.ts). The layer is taken as complete: a located parcel
// outside every polygon gets false (or TOC tier 0).
//   --flag vhfhsz | hpoz | coastal_zone | hillside_area | flood_zone_sfha | earthquake_fault_zone
//   --flag toc_tier   (the tier is read from a TIER/Tier/tier/TOC_TIER property, 1–4)
import { isNotNull, or, sql } from 'drizzle-orm'
import { parcels } from '../../db/schema/index.ts'
import { readGeoJsonFeatures } from './geojson.ts'
import { ImportFileError, type Importer } from './import-context.ts'
import { createLayerShares } from './layer-shares.ts'

/** The parcel fact each --flag sets. */
const FIELD_NAMES = {
  vhfhsz: 'vhfhsz',
  hpoz: 'hpoz',
  coastal_zone: 'coastalZone',
  hillside_area: 'hillsideArea',
  flood_zone_sfha: 'floodZoneSfha',
  earthquake_fault_zone: 'earthquakeFaultZone',
  toc_tier: 'tocTier',
} as const
type FlagName = keyof typeof FIELD_NAMES

export const overlayImporter: Importer = {
  dataset: 'LA overlay map',
  description:
    'overlay polygons (GeoJSON) setting one flag by the lots they cover: --flag vhfhsz|hpoz|coastal_zone|toc_tier|…',
  async run(context) {
    const flag = context.settings.flag as FlagName | undefined
    if (!flag || !(flag in FIELD_NAMES)) {
      throw new ImportFileError(
        context.file,
        null,
        `say which fact the polygons set: --flag ${Object.keys(FIELD_NAMES).join('|')}`,
      )
    }
    const field = FIELD_NAMES[flag]
    const outside = flag === 'toc_tier' ? 0 : false
    // Start from "outside" (no split), then lay the polygons over the lots.
    await context.tx
      .update(parcels)
      .set({
        [field]: outside,
        mapSplits: sql`nullif(coalesce(${parcels.mapSplits}, '{}'::jsonb) - ${field}::text, '{}'::jsonb)`,
        sources: sql`${parcels.sources} || ${JSON.stringify({ [field]: context.importId })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(or(isNotNull(parcels.lat), isNotNull(parcels.shape)))
    const layer = createLayerShares(context, field, (value) => ({ [field]: value }), outside)
    for await (const feature of readGeoJsonFeatures(context.file)) {
      context.counts.read += 1
      context.progress()
      if (!feature.polygons) {
        context.reject(feature.index + 1, 'the feature has no polygon geometry', feature.properties)
        continue
      }
      let value: boolean | number = true
      if (flag === 'toc_tier') {
        const tier = Number(
          ['TIER', 'Tier', 'tier', 'TOC_TIER']
            .map((key) => feature.properties[key])
            .find((v) => v !== undefined && v !== null),
        )
        if (!Number.isInteger(tier) || tier < 1 || tier > 4) {
          context.reject(
            feature.index + 1,
            'no TOC tier (1–4) in TIER/Tier/tier/TOC_TIER',
            feature.properties,
          )
          continue
        }
        value = tier
      }
      await layer.add(feature.polygons, value)
    }
    const inside = await layer.finish()
    context.counts.updated += inside
    if (inside > 0) context.derived[`parcels inside (${field})`] = inside
  },
}
