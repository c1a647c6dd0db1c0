// The facts a parcel's card lists, in a reader's words. A fact the records lack says so, and says
// what they do show where that bears on it: a valued building beside an unknown count of homes,
// the market area a report will estimate from the lot's community plan area (decision 780).
import { formatFactValue } from '#common/report/facts.ts'
import {
  formatNumber,
  formatSqFt,
  type MarketArea,
  type ParcelFacts,
  type TransitBand,
} from '#engine'

const NOT_IN_RECORDS = 'Not in the records'

/** What of a parcel's detail (GET /api/parcels/{apn}) the card's facts read. */
export type CardParcel = {
  readonly facts: ParcelFacts
  readonly zoning: { readonly zoneString: string | null }
  readonly transit: {
    readonly distMtsMi: number | null
    readonly name: string | null
    readonly band: TransitBand | null
  }
  readonly property: {
    readonly improvementValue: number | null
    readonly communityPlanArea: string | null
    readonly estimatedMarketArea: { readonly area: MarketArea; readonly lots: number } | null
  }
}

function yesNo(value: boolean | undefined): string {
  return value === true ? 'Yes' : value === false ? 'No' : NOT_IN_RECORDS
}

/** The homes standing; when the records count none but a building is valued, that is said. */
function homesOnLot({ facts, property }: CardParcel): string {
  if (facts.existingUnits !== undefined) return String(facts.existingUnits)
  if (facts.vacant === false && property.improvementValue !== null && property.improvementValue > 0)
    return `${NOT_IN_RECORDS}; a structure stands (Assessor’s value $${formatNumber(property.improvementValue)})`
  return NOT_IN_RECORDS
}

/** The lot's market area on record, else the estimate a report's linkage fee uses. */
function marketArea({ facts, property }: CardParcel): string {
  if (facts.residentialMarketArea !== undefined)
    return formatFactValue('residentialMarketArea', facts.residentialMarketArea)
  const estimate = property.estimatedMarketArea
  if (estimate !== null && property.communityPlanArea !== null)
    return `${formatFactValue('residentialMarketArea', estimate.area)} (estimated from its community plan area, ${property.communityPlanArea})`
  return `${NOT_IN_RECORDS}; the lot’s ZIMAS profile shows it`
}

function transitStop({ transit }: CardParcel): string {
  if (transit.distMtsMi === null) return NOT_IN_RECORDS
  const within =
    transit.band === 'beyond' ? '' : `, within ${transit.band === 'half' ? '½' : '¼'} mile`
  return `${transit.name} (${transit.distMtsMi.toFixed(2)} mi${within})`
}

/** The card's facts as label and value, in the card's order. */
export function parcelCardFacts(parcel: CardParcel): Array<[string, string]> {
  const { facts } = parcel
  return [
    ['Zone', parcel.zoning.zoneString ?? NOT_IN_RECORDS],
    ['Lot area', facts.lotSf ? formatSqFt(facts.lotSf) : NOT_IN_RECORDS],
    ['Year built', facts.yearBuilt ? String(facts.yearBuilt) : NOT_IN_RECORDS],
    ['Homes on the lot', homesOnLot(parcel)],
    [
      'Floor area of the buildings',
      facts.existingBuildingSf !== undefined
        ? formatSqFt(facts.existingBuildingSf)
        : NOT_IN_RECORDS,
    ],
    ['Residential market area', marketArea(parcel)],
    ['General plan', facts.generalPlanLandUse ?? NOT_IN_RECORDS],
    ['Nearest major transit stop', transitStop(parcel)],
    ['Very high fire hazard zone', yesNo(facts.vhfhsz)],
    ['Historic overlay (HPOZ)', yesNo(facts.hpoz)],
    ['Hillside area', yesNo(facts.hillsideArea)],
    ['Rent stabilization (RSO)', yesNo(facts.rso)],
  ]
}
