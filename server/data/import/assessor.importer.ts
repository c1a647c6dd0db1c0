// LA County Assessor parcel data, as the County publishes it (CSV). Two column sets are read:
// the open-data "Assessor Parcels" export (AIN, SitusHouseNo, SitusStreet…, CENTER_LAT/LON) and
// the County parcel-service fields (ain, situsAddress, lotSf, lat/lng…), which some exports
// carry with the ZIMAS zone string and fire-zone flag at the parcel point.
import { normalizeApn, parseSitusAddress } from '#common/contracts/parcels.ts'
import { loadTransitIndex, transitFacts } from '../transit/transit-facts.ts'
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

const COLUMNS = {
  ain: ['AIN', 'ain', 'APN', 'apn', 'AssessorID'],
  situs: ['situsAddress', 'SitusAddress', 'SitusFullAddress', 'PropertyLocation'],
  houseNumber: ['SitusHouseNo', 'HouseNo'],
  houseFraction: ['SitusFraction', 'HouseFraction'],
  direction: ['SitusDirection', 'StreetDirection'],
  street: ['SitusStreet', 'StreetName'],
  unit: ['SitusUnit', 'UnitNo'],
  city: ['SitusCity', 'City', 'TaxRateArea_CITY'],
  zip: ['SitusZipCode', 'SitusZip', 'ZIPcode5', 'ZIPcode', 'ZipCode'],
  lat: ['CENTER_LAT', 'lat', 'LAT', 'Latitude'],
  lon: ['CENTER_LON', 'lng', 'LON', 'LONG', 'Longitude'],
  lotSf: ['lotSf', 'LotSqFt', 'SQFTlot', 'LandSqFt'],
  lotWidth: ['lotWidth', 'LotWidth'],
  lotDepth: ['lotDepth', 'LotDepth'],
  useCode: ['UseCode', 'PropertyUseCode', 'useCode'],
  yearBuilt: ['YearBuilt', 'yearBuilt'],
  units: ['Units', 'units'],
  landValue: ['LandValue', 'landValue'],
  improvementValue: ['ImprovementValue', 'impValue'],
  zone: ['zoning', 'Zoning', 'ZONE_CMPLT'],
  fireZone: ['fireZone', 'FireZone'],
  /**
   * Present in exports that mark City membership by community plan area; kept as the lot's plan
   * area, which places the money of a lot with no ZIP on record (decision 780).
   */
  planArea: ['cpa_2015_name', 'CommunityPlanArea'],
} as const

/**
 * A field of the parcel layer's building records (up to five per parcel, numbered after the
 * field's name: `Units1`..`Units5`), summed over the records that hold a value; blank records are
 * skipped. Undefined when no record holds one; NaN when a record holds something other than a
 * count or an area.
 */
function sumOfBuildingRecords(record: Record<string, string>, field: string): number | undefined {
  let total: number | undefined
  for (let index = 1; index <= 5; index += 1) {
    const value = numberOrUndefined(record[`${field}${index}`])
    if (value === undefined) continue
    if (!(value >= 0)) return Number.NaN
    total = (total ?? 0) + value
  }
  return total
}

/**
 * The floor area of the buildings on a parcel: its building records' main areas summed, where
 * blank or 0 means no building in that record. Undefined when no record has an area (0 is "none
 * recorded", never "nothing stands"); NaN when a record holds something other than an area.
 * A condominium unit's records are that unit's: the analysis, not the import, sets them aside.
 */
export function buildingFloorArea(record: Record<string, string>): number | undefined {
  const total = sumOfBuildingRecords(record, 'SQFTmain')
  return total === undefined || total === 0 ? undefined : Math.round(total)
}

/**
 * The homes on a parcel: the roll's one `Units` column where the export has it, else the parcel
 * layer's building records summed (FORMATS.md). Unlike floor area, 0 homes across the records is
 * a fact: the buildings hold no homes.
 */
export function buildingUnits(record: Record<string, string>): number | undefined {
  return numberOrUndefined(pick(record, COLUMNS.units)) ?? sumOfBuildingRecords(record, 'Units')
}

/**
 * The year the parcel's buildings were built: the roll's one `YearBuilt` column, else the
 * earliest of the parcel layer's building records, since the protections that turn on age (rent
 * stabilisation's 1978 line) reach a lot through its oldest building. The Assessor writes 0 for
 * "not recorded"; those records are skipped.
 */
export function buildingYearBuilt(record: Record<string, string>): number | undefined {
  const single = numberOrUndefined(pick(record, COLUMNS.yearBuilt))
  if (single !== undefined) return single
  let earliest: number | undefined
  for (let index = 1; index <= 5; index += 1) {
    const year = numberOrUndefined(record[`YearBuilt${index}`])
    if (year === undefined || year === 0) continue
    if (!Number.isFinite(year)) return Number.NaN
    earliest = Math.min(earliest ?? year, year)
  }
  return earliest
}

/** Los Angeles County lies within these bounds; a point outside is a data error. */
const COUNTY_BOUNDS = { minLat: 33.2, maxLat: 34.9, minLon: -118.95, maxLon: -117.6 }

export const assessorImporter: Importer = {
  dataset: 'LA County Assessor parcels',
  description:
    'LA County Assessor parcel CSV (AIN, situs address, lot area, use, values, location, and year built, homes and floor area from its building records)',
  async run(context) {
    const writer = createParcelWriter(context)
    const transit = await loadTransitIndex(context.tx)
    let headerHasPlanArea: boolean | null = null
    for await (const { line, record } of readCsv(context.file, [COLUMNS.ain])) {
      context.counts.read += 1
      headerHasPlanArea ??= COLUMNS.planArea.some((name) => name in record)
      const row = readRow(record, headerHasPlanArea)
      if (typeof row === 'string') {
        context.reject(line, row, record)
        continue
      }
      let credits: Record<string, string> = {}
      if (row.lat != null && row.lon != null) {
        // Measured here from the stops on record, but credited to their feed: the Assessor
        // says nothing about transit (decision 625).
        const { columns, sources } = transitFacts(transit, { lat: row.lat, lon: row.lon })
        Object.assign(row, columns)
        credits = sources
        if (row.distMtsMi != null) countDerived(context, 'parcels with a transit distance')
      }
      if (row.zoneString)
        countDerived(
          context,
          row.zoneParsedComplete ? 'zone strings parsed fully' : 'zone strings parsed in part',
        )
      if (row.vhfhsz != null) countDerived(context, 'fire-zone flags set')
      await writer.add(row, credits)
      context.progress()
    }
    await writer.flush()
  },
}

/** A parcel to write, or why the row is rejected. */
function readRow(record: Record<string, string>, cityByPlanArea: boolean): ParcelWrite | string {
  const rawAin = pick(record, COLUMNS.ain) ?? ''
  const apn = normalizeApn(rawAin)
  if (!apn) return rawAin ? `AIN "${rawAin}" is not a 10-digit parcel number` : 'no AIN'

  const city = pick(record, COLUMNS.city)?.toUpperCase() ?? null
  if (city !== null && city !== 'LOS ANGELES')
    return `outside the City of Los Angeles (city: ${city})`
  if (cityByPlanArea && !pick(record, COLUMNS.planArea))
    return 'outside the City of Los Angeles (no City community plan area)'

  const numbers = {
    lat: numberOrUndefined(pick(record, COLUMNS.lat)),
    lon: numberOrUndefined(pick(record, COLUMNS.lon)),
    lotSf: numberOrUndefined(pick(record, COLUMNS.lotSf)),
    lotWidthFt: numberOrUndefined(pick(record, COLUMNS.lotWidth)),
    lotDepthFt: numberOrUndefined(pick(record, COLUMNS.lotDepth)),
    yearBuilt: buildingYearBuilt(record),
    existingUnits: buildingUnits(record),
    existingBuildingSf: buildingFloorArea(record),
    landValue: numberOrUndefined(pick(record, COLUMNS.landValue)),
    improvementValue: numberOrUndefined(pick(record, COLUMNS.improvementValue)),
  }
  for (const [field, value] of Object.entries(numbers)) {
    if (value !== undefined && !Number.isFinite(value)) return `${field} is not a number`
  }
  const { lat, lon } = numbers
  if ((lat === undefined) !== (lon === undefined))
    return 'location has a latitude or a longitude but not both'
  if (
    lat !== undefined &&
    lon !== undefined &&
    (lat < COUNTY_BOUNDS.minLat ||
      lat > COUNTY_BOUNDS.maxLat ||
      lon < COUNTY_BOUNDS.minLon ||
      lon > COUNTY_BOUNDS.maxLon)
  ) {
    return `location ${lat}, ${lon} is outside Los Angeles County`
  }
  if (numbers.lotSf !== undefined && numbers.lotSf <= 0) return 'lot area must be greater than 0'
  // The Assessor writes 0 for "not recorded" in year built.
  const yearBuilt = numbers.yearBuilt ? Math.round(numbers.yearBuilt) : undefined
  if (yearBuilt !== undefined && (yearBuilt < 1780 || yearBuilt > 2100))
    return `year built ${yearBuilt} is not a plausible year`

  const situs = pick(record, COLUMNS.situs)
  const address = situs
    ? parseSitusAddress(situs)
    : parseSitusAddress(
        [
          pick(record, COLUMNS.houseNumber),
          pick(record, COLUMNS.houseFraction),
          pick(record, COLUMNS.direction),
          pick(record, COLUMNS.street),
          pick(record, COLUMNS.unit) ? `#${pick(record, COLUMNS.unit)}` : undefined,
        ]
          .filter(Boolean)
          .join(' '),
      )
  const zone = pick(record, COLUMNS.zone)
  return {
    apn,
    ain: apn.replaceAll('-', ''),
    isDemo: false,
    ...addressColumns(
      address,
      city ?? 'LOS ANGELES',
      pick(record, COLUMNS.zip)?.slice(0, 5) ?? null,
    ),
    lat,
    lon,
    lotSf: numbers.lotSf,
    lotWidthFt: numbers.lotWidthFt,
    lotDepthFt: numbers.lotDepthFt,
    useCode: pick(record, COLUMNS.useCode),
    yearBuilt,
    existingUnits:
      numbers.existingUnits === undefined ? undefined : Math.round(numbers.existingUnits),
    existingBuildingSf: numbers.existingBuildingSf,
    landValue: numbers.landValue === undefined ? undefined : Math.round(numbers.landValue),
    improvementValue:
      numbers.improvementValue === undefined ? undefined : Math.round(numbers.improvementValue),
    vhfhsz: yesNo(pick(record, COLUMNS.fireZone)),
    communityPlanArea: pick(record, COLUMNS.planArea),
    ...(zone ? zoneColumns(zone) : {}),
  }
}
