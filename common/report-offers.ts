// Which report types fit a lot, and why: the parcel card and the checkout page suggest these.
// Every type can still be ordered; a suggestion only says which one answers the lot's question.
// Each promise is read from the lot's own analysis, limited to the pathways that report
// presents (common/report/contents.ts), so an offer never names a law its report then rules out.
import type { Analysis, PathwayId } from '#engine'
import { PATHWAY_SHORT_NAMES } from './contracts/screen.ts'
import { REPORT_CONTENTS } from './report/contents.ts'

export type ReportOffer = { productId: string; suggested: boolean; why: string }

/** What every report states and no offer needs to promise: the zone's own rules and parking. */
const EVERY_REPORT: ReadonlySet<PathwayId> = new Set(['la_base_zoning', 'ab2097'])

/** The Single Family Report's own subject: the state laws that divide or add homes to a house lot. */
const HOUSE_LOT_LAWS: readonly PathwayId[] = ['sb9', 'sb1123']

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The pathways among `ids` that may apply on the lot (available, or open on facts to confirm),
 * and those its facts already rule out, by short name.
 */
function splitByOutcome(analysis: Analysis, ids: readonly PathwayId[]) {
  const open: PathwayId[] = []
  const ruledOut: PathwayId[] = []
  for (const id of ids) {
    if (EVERY_REPORT.has(id)) continue
    const status = analysis.pathways[id].status
    if (status === 'not_available' || status === 'closed') ruledOut.push(id)
    else open.push(id)
  }
  return { open, ruledOut }
}

const names = (ids: readonly PathwayId[]) => ids.map((id) => PATHWAY_SHORT_NAMES[id])

/**
 * The three report products for a lot zoned `zoneClass`, each with what it would work out for
 * this lot. Without an analysis (a lot whose facts cannot be analysed) none is suggested and
 * each says what it covers in general.
 */
export function reportOffers(
  zoneClass: string | null,
  lotSf: number | null,
  analysis: Analysis | null,
): ReportOffer[] {
  if (!analysis) {
    return [
      {
        productId: 'single_family',
        suggested: false,
        why: 'For lots zoned for houses: ADUs, SB 9 and SB 1123 where they apply.',
      },
      {
        productId: 'multifamily_zoning',
        suggested: false,
        why: 'Every housing law for apartments on the lot, with the criteria it meets or fails.',
      },
      {
        productId: 'multifamily_development',
        suggested: false,
        why: 'Full feasibility: the best pathway, unit mix, massing and a pro forma.',
      },
    ]
  }
  const lot = zoneClass ? `this ${zoneClass} lot` : 'this lot'
  const house = splitByOutcome(analysis, REPORT_CONTENTS.single_family.pathways)
  const houseLawsOpen = house.open.some((id) => HOUSE_LOT_LAWS.includes(id))
  const houseLawsOut = house.ruledOut.filter((id) => HOUSE_LOT_LAWS.includes(id))
  const single: ReportOffer = {
    productId: 'single_family',
    suggested: houseLawsOpen,
    why:
      house.open.length === 0
        ? `On ${lot} none of its pathways (ADUs, SB 9, SB 1123) is open.`
        : `For ${lot} it works out ${listOf(names(house.open))}, with a rough cost and value${
            houseLawsOut.length > 0
              ? `; ${listOf(names(houseLawsOut))} ${houseLawsOut.length === 1 ? 'does' : 'do'} not apply here`
              : ''
          }.`,
  }

  const every = splitByOutcome(analysis, REPORT_CONTENTS.multifamily_zoning.pathways)
  const beyondHouse = every.open.filter(
    (id) => !REPORT_CONTENTS.single_family.pathways.includes(id),
  )
  const shown = names(beyondHouse.slice(0, 4))
  const more = beyondHouse.length - shown.length
  const openList = more > 0 ? `${shown.join(', ')} and ${more} more` : listOf(shown)
  const zoning: ReportOffer = {
    productId: 'multifamily_zoning',
    suggested: beyondHouse.length > 0,
    why:
      beyondHouse.length > 0
        ? `On ${lot} ${openList} may apply beside the house-lot laws; this report tests every one.`
        : `Every housing law tested against ${lot}; none beyond the house-lot laws is open here.`,
  }

  const large = lotSf !== null && lotSf >= 5000
  const development: ReportOffer = {
    productId: 'multifamily_development',
    suggested: zoning.suggested && large,
    why:
      beyondHouse.length > 0
        ? `Everything in the zoning report, plus which of ${openList} pencils best here, with unit mix, massing and a pro forma.`
        : 'Full feasibility: the best pathway, unit mix, massing and a pro forma.',
  }
  return [single, zoning, development]
}
