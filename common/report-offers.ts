// Which report types fit a lot, and why: the parcel card and the checkout page suggest these.
// Every type can still be ordered; a suggestion only says which one answers the lot's question.
import { findZoneRules } from '#engine'

export type ReportOffer = { productId: string; suggested: boolean; why: string }

const REPORT_PRODUCT_IDS = ['single_family', 'multifamily_zoning', 'multifamily_development']

/** The three report products for a lot with zone class `zoneClass`, each with a reason. */
export function reportOffers(zoneClass: string | null, lotSf: number | null): ReportOffer[] {
  const family = zoneClass ? (findZoneRules(zoneClass)?.family ?? null) : null
  const zone = zoneClass ?? 'unknown'
  const houseLot =
    family === 'single_family' || family === 'two_family' || family === 'agricultural'
  const apartmentLot =
    family === 'multifamily' || family === 'commercial' || family === 'commercial_manufacturing'
  const large = lotSf !== null && lotSf >= 5000
  const reasons: Record<string, { suggested: boolean; why: string }> = {
    single_family: houseLot
      ? {
          suggested: true,
          why: `The lot is zoned ${zone} for houses: ADUs, SB 9 and a lot split are its main options.`,
        }
      : { suggested: false, why: 'For lots zoned for houses: ADUs, SB 9 and lot splits.' },
    multifamily_zoning: apartmentLot
      ? {
          suggested: true,
          why: `The lot is zoned ${zone}: several housing laws may stack here, and this report checks each one.`,
        }
      : {
          suggested: false,
          why: 'Every pathway for apartments on the lot, with the criteria it meets or fails.',
        },
    multifamily_development:
      apartmentLot && large
        ? {
            suggested: true,
            why: `A ${zone} lot of this size can carry a building worth a full feasibility study with a pro forma.`,
          }
        : {
            suggested: false,
            why: 'Full feasibility: the best pathway, unit mix, massing and a pro forma.',
          },
  }
  return REPORT_PRODUCT_IDS.map((productId) => ({ productId, ...reasons[productId]! }))
}
