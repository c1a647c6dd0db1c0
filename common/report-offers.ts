// Which report types fit a lot, and why: the parcel card and the checkout page suggest these.
// Every type can still be ordered; a suggestion only says which one answers the lot's question.
// Each promise is read from the lot's own analysis, limited to the pathways that report
// presents (common/report/contents.ts), so an offer never names a law its report then rules out.
import type { Analysis, PathwayId } from '#engine'
import type { ReportType } from './report/type-labels.ts'
import { PATHWAY_PROSE_NAMES } from './pathway-names.ts'
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

/** Whether a pathway's outcome waits on a zone the records do not give or we could not read. */
function waitsOnZone(analysis: Analysis, id: PathwayId): boolean {
  return analysis.pathways[id].failReasons.some(
    (reason) => reason.code === 'zone_unreadable' || reason.code === 'zone_unknown',
  )
}

/**
 * The pathways among `ids` that may apply on the lot (available, or open on facts to confirm
 * other than the zone), and those its facts already rule out. A pathway that waits on an
 * unread zone is in neither: nothing about the lot says it may apply.
 */
function splitByOutcome(analysis: Analysis, ids: readonly PathwayId[]) {
  const open: PathwayId[] = []
  const ruledOut: PathwayId[] = []
  for (const id of ids) {
    if (EVERY_REPORT.has(id)) continue
    const status = analysis.pathways[id].status
    if (status === 'not_available' || status === 'closed') ruledOut.push(id)
    else if (!waitsOnZone(analysis, id)) open.push(id)
  }
  return { open, ruledOut }
}

/** Where each of the City's mixed-income programs applies, to name several of them once. */
const MIXED_INCOME_AREAS: Partial<Record<PathwayId, string>> = {
  miip_toia: 'near transit',
  miip_oc: 'on corridors',
  miip_lowrise: 'for low-rise homes',
}

/**
 * The pathways `ids` as a sentence names them, in order; the City's mixed-income programs, when
 * two or more are among them, as one name where the first stands: "the City's mixed-income
 * incentives near transit and on corridors".
 */
function names(ids: readonly PathwayId[]): string[] {
  const mixed = ids.filter((id) => MIXED_INCOME_AREAS[id] !== undefined)
  if (mixed.length < 2) return ids.map((id) => PATHWAY_PROSE_NAMES[id])
  const together = `the City’s mixed-income incentives ${listOf(mixed.map((id) => MIXED_INCOME_AREAS[id]!))}`
  return ids.flatMap((id) =>
    id === mixed[0] ? [together] : mixed.includes(id) ? [] : [PATHWAY_PROSE_NAMES[id]],
  )
}

/** A sentence that starts with `text`, which may start with a word written lowercase. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The three report products for a lot zoned `zoneClass`, each with what it would work out for
 * this lot, and at most one suggested: the one whose pathways lead the lot's analysis. Without
 * an analysis (a lot whose facts cannot be analysed) none is suggested and each says what it
 * covers in general; when the zone could not be read, none is suggested and none names a law.
 */
export function reportOffers(zoneClass: string | null, analysis: Analysis | null): ReportOffer[] {
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
  if (waitsOnZone(analysis, 'la_base_zoning')) {
    const unread = `We could not read the zone of ${lot}, so no law can be named for it yet.`
    return [
      { productId: 'single_family', suggested: false, why: `For lots zoned for houses. ${unread}` },
      {
        productId: 'multifamily_zoning',
        suggested: false,
        why: `Every housing law for apartments, with the criteria each meets or fails. ${unread}`,
      },
      {
        productId: 'multifamily_development',
        suggested: false,
        why: `Full feasibility: the best pathway, unit mix, massing and a pro forma. ${unread}`,
      },
    ]
  }
  const house = splitByOutcome(analysis, REPORT_CONTENTS.single_family.pathways)
  const houseLawsOpen = house.open.some((id) => HOUSE_LOT_LAWS.includes(id))
  const houseLawsOut = house.ruledOut.filter((id) => HOUSE_LOT_LAWS.includes(id))
  const every = splitByOutcome(analysis, REPORT_CONTENTS.multifamily_zoning.pathways)
  const beyondHouse = every.open.filter(
    (id) => !REPORT_CONTENTS.single_family.pathways.includes(id),
  )
  const suggested = bestFit(analysis, houseLawsOpen, beyondHouse)

  const single: ReportOffer = {
    productId: 'single_family',
    suggested: suggested === 'single_family',
    why:
      house.open.length === 0
        ? `None of this report’s pathways (${listOf(names(REPORT_CONTENTS.single_family.pathways.filter((id) => !EVERY_REPORT.has(id))))}) is open on ${lot}.`
        : `What ${listOf(names(house.open))} could add to ${lot}, with a rough cost and value${
            houseLawsOut.length > 0
              ? `; ${listOf(names(houseLawsOut))} ${houseLawsOut.length === 1 ? 'does' : 'do'} not apply here`
              : ''
          }.`,
  }

  const named = names(beyondHouse)
  const shown = named.slice(0, 4)
  const more = named.length - shown.length
  const openList = more > 0 ? `${shown.join(', ')} and ${more} more` : listOf(shown)
  const zoning: ReportOffer = {
    productId: 'multifamily_zoning',
    suggested: suggested === 'multifamily_zoning',
    why:
      beyondHouse.length > 0
        ? `${capitalised(openList)} may apply to ${lot}, beyond the laws for house lots; this report tests every one.`
        : `Every housing law tested against ${lot}; none beyond the laws for house lots is open here.`,
  }

  const development: ReportOffer = {
    productId: 'multifamily_development',
    suggested: suggested === 'multifamily_development',
    why:
      beyondHouse.length > 0
        ? `Everything in the zoning report, and which of ${openList} is worth most here, with a unit mix, massing and a pro forma.`
        : 'Full feasibility: the best pathway, unit mix, massing and a pro forma.',
  }
  return [single, zoning, development]
}

/**
 * The one report that fits the lot best (decision 536): the Single Family Report where a
 * house-lot law may apply, unless the lot's leading pathway (most homes, available first) is one
 * only the apartment reports present; then the zoning report, which tests those laws (the
 * development report adds the money to the same laws, and says so). Null when no report's own
 * laws are open.
 */
function bestFit(
  analysis: Analysis,
  houseLawsOpen: boolean,
  beyondHouse: readonly PathwayId[],
): ReportOffer['productId'] | null {
  const leading = analysis.summary.ranking[0]?.id
  if (houseLawsOpen && !(leading !== undefined && beyondHouse.includes(leading)))
    return 'single_family'
  return beyondHouse.length > 0 ? 'multifamily_zoning' : null
}

/**
 * The suggested offer, when it suits the lot better than the report `productId` being ordered;
 * null when that report is the suggestion, none is, or it presents every pathway the suggested
 * one does (the development report beside the zoning report it contains).
 */
export function betterFitThan(
  offers: readonly ReportOffer[],
  productId: ReportType,
): ReportOffer | null {
  const better = offers.find((offer) => offer.suggested)
  if (!better || better.productId === productId) return null
  const own = REPORT_CONTENTS[productId].pathways
  const covered = REPORT_CONTENTS[better.productId as ReportType].pathways.every((id) =>
    own.includes(id),
  )
  return covered ? null : better
}
