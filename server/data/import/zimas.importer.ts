// ZIMAS-style parcel profiles (the City's zoning information system), one row per parcel:
// zone string, general plan land use, specific plan, lot and building facts, and the flags
// ZIMAS shows (RSO, TOC eligibility, high-quality transit, methane, flood, fault), and the
// residential market area that sets the lot's linkage fee.
import { normalizeApn, parseSitusAddress } from '#common/contracts/parcels.ts'
import type { ParcelFacts } from '#engine'
import {
  countDerived,
  numberOrUndefined,
  pick,
  readCsv,
  yesNo,
  type Importer,
} from './import-context.ts'
import {
  addressColumns,
  createParcelWriter,
  zoneColumns,
  type ParcelWrite,
} from './parcel-writer.ts'

export const zimasImporter: Importer = {
  dataset: 'ZIMAS parcel profiles',
  description:
    'ZIMAS parcel profile CSV (assessor_parcel_id, full_zoning_code, general_plan_land_use, building_size_sqft, residential_market_area, flags…)',
  async run(context) {
    const writer = createParcelWriter(context)
    for await (const { line, record } of readCsv(context.file, [['assessor_parcel_id']])) {
      context.counts.read += 1
      const row = readRow(record)
      if (typeof row === 'string') {
        context.reject(line, row, record)
        continue
      }
      if (row.zoneString)
        countDerived(
          context,
          row.zoneParsedComplete ? 'zone strings parsed fully' : 'zone strings parsed in part',
        )
      if (row.rso != null) countDerived(context, 'RSO flags set')
      if (row.tocTier === 0) countDerived(context, 'parcels outside TOC areas')
      if (record.residential_market_area?.trim() && row.residentialMarketArea === undefined)
        countDerived(context, 'residential market areas not one of the City’s, left unknown')
      await writer.add(row)
      context.progress()
    }
    await writer.flush()
  },
}

/** The City's residential market areas as ZIMAS names them, and the name the parcels store. */
const MARKET_AREAS: ReadonlyMap<
  string,
  NonNullable<ParcelFacts['residentialMarketArea']>
> = new Map([
  ['high', 'high'],
  ['medium-high', 'medium_high'],
  ['medium', 'medium'],
  ['low', 'low'],
])

/**
 * The lot's residential market area from ZIMAS's name for it ("Medium-High"), or undefined when
 * blank or not one of the City's four: a name we do not know is left unknown, never guessed.
 */
export function readMarketArea(
  name: string | undefined,
): ParcelFacts['residentialMarketArea'] | undefined {
  return name === undefined ? undefined : MARKET_AREAS.get(name.trim().toLowerCase())
}

function readRow(record: Record<string, string>): ParcelWrite | string {
  const raw = record.assessor_parcel_id ?? ''
  const apn = normalizeApn(raw)
  if (!apn)
    return raw
      ? `assessor_parcel_id "${raw}" is not a 10-digit parcel number`
      : 'no assessor_parcel_id'
  const lotSf = numberOrUndefined(record.lot_size_sqft)
  const yearBuilt = numberOrUndefined(record.year_built)
  const units = numberOrUndefined(record.number_of_units)
  const buildingSf = numberOrUndefined(record.building_size_sqft)
  const landValue = numberOrUndefined(record.assessed_land_value)
  const improvementValue = numberOrUndefined(record.assessed_improvement_value)
  for (const [field, value] of Object.entries({
    lotSf,
    yearBuilt,
    units,
    buildingSf,
    landValue,
    improvementValue,
  })) {
    if (value !== undefined && !Number.isFinite(value)) return `${field} is not a number`
  }
  if (lotSf !== undefined && lotSf <= 0) return 'lot_size_sqft must be greater than 0'
  if (buildingSf !== undefined && buildingSf < 0) return 'building_size_sqft must not be negative'
  const zone = pick(record, ['full_zoning_code'])
  const specificPlan = pick(record, ['specific_plan_area'])
  const rentStabilization = pick(record, ['rent_stabilization'])
  const flood = pick(record, ['flood_zone'])
  const address = parseSitusAddress(record.site_address ?? '')
  return {
    apn,
    ain: apn.replaceAll('-', ''),
    isDemo: false,
    ...(address.streetName
      ? addressColumns(address, 'LOS ANGELES', pick(record, ['zip_code'])?.slice(0, 5) ?? null)
      : {}),
    ...(zone ? zoneColumns(zone) : {}),
    communityPlanArea: pick(record, ['community_plan_area']),
    generalPlanLandUse: pick(record, ['general_plan_land_use']),
    specificPlan,
    // ZIMAS names the coastal zone only through specific plans such as "VENICE COASTAL ZONE".
    coastalZone: specificPlan && /COASTAL ZONE/i.test(specificPlan) ? true : undefined,
    lotSf,
    yearBuilt: yearBuilt ? Math.round(yearBuilt) : undefined,
    existingUnits: units === undefined ? undefined : Math.round(units),
    // ZIMAS shows 0 where the Assessor records no building area: not known, not "nothing stands".
    existingBuildingSf: buildingSf ? Math.round(buildingSf) : undefined,
    residentialMarketArea: readMarketArea(record.residential_market_area),
    useCode:
      pick(record, ['use_code']) === 'Not Available' ? undefined : pick(record, ['use_code']),
    landValue: landValue === undefined ? undefined : Math.round(landValue),
    improvementValue: improvementValue === undefined ? undefined : Math.round(improvementValue),
    rso:
      rentStabilization === undefined
        ? undefined
        : /^yes/i.test(rentStabilization)
          ? true
          : /^no/i.test(rentStabilization)
            ? false
            : undefined,
    // "toc_eligible" gives no tier: False settles tier 0, True leaves the tier unknown.
    tocTier: yesNo(pick(record, ['toc_eligible'])) === false ? 0 : undefined,
    hqta: yesNo(pick(record, ['high_quality_transit'])),
    methaneZone: pick(record, ['methane_zone']) ? true : undefined,
    floodZoneSfha:
      flood === undefined
        ? undefined
        : /^100 Yr/i.test(flood)
          ? true
          : /^(Outside|500)/i.test(flood)
            ? false
            : undefined,
    earthquakeFaultZone: yesNo(pick(record, ['fault_zone'])),
  }
}
