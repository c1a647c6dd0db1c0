// Overlay maps as GeoJSON polygons: each sets one parcel fact by point-in-polygon. The layer is
// taken as complete: a located parcel outside every polygon gets false (or TOC tier 0).
//   --flag vhfhsz | hpoz | coastal_zone | hillside_area | flood_zone_sfha | earthquake_fault_zone
//   --flag toc_tier   (the tier is read from a TIER/Tier/tier/TOC_TIER property, 1–4)
import { inArray, isNotNull, sql } from 'drizzle-orm'
import { parcels } from '../../db/schema/index.ts'
import { findParcelsInside, readGeoJsonFeatures } from './geojson.ts'
import { ImportFileError, countDerived, type Importer } from './import-context.ts'

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
    'overlay polygons (GeoJSON) setting one flag by point-in-polygon: --flag vhfhsz|hpoz|coastal_zone|toc_tier|…',
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
    const sourceJson = JSON.stringify({
      [field]: context.importId,
    })
    const setValue = async (apns: string[] | null, value: boolean | number) => {
      const update = context.tx.update(parcels).set({
        [field]: value,
        sources: sql`${parcels.sources} || ${sourceJson}::jsonb`,
        updatedAt: sql`now()`,
      })
      const result = await (
        apns === null
          ? update.where(isNotNull(parcels.lat))
          : update.where(inArray(parcels.apn, apns))
      ).returning({ apn: parcels.apn })
      return result.length
    }
    // Start from "outside", then mark what lies inside.
    await setValue(null, flag === 'toc_tier' ? 0 : false)
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
      const inside = await findParcelsInside(context.tx, feature.polygons)
      if (inside.length > 0) {
        context.counts.updated += await setValue(inside, value)
        for (let i = 0; i < inside.length; i += 1)
          countDerived(context, `parcels inside (${field})`)
      }
    }
  },
}
