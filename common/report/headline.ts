// The report's headline under the objective its reader picked (issue 37, item 2): one wording for
// the page, the shared page, the print view and the PDF. The money behind the value objective is
// the report's own money section's (its saved assumptions, its area's figures), read from the
// stored derivation, so the headline and the section never disagree.
import {
  PATHWAY_IDS,
  STATUS_LABELS,
  type Analysis,
  type PathwayId,
  type PathwayStatus,
} from '#engine'
import { aduMixOf, type ProformaResult } from '#proforma'
import type { Objective } from './objectives.ts'
import type { ReportDocumentData } from './document-model.ts'
import { zoneNotRead } from '../zone-not-read.ts'
import { countedRanking } from './counted-homes.ts'
import { andList, homesLabel } from './labels.ts'
import { defaultObjective, headlineOf, objectivesOf } from './objectives.ts'
import { formatMoney } from './proforma-model.ts'

export type ReportHeadline = {
  readonly objective: Objective
  readonly pathwayId: PathwayId | null
  readonly status: PathwayStatus | null
  readonly title: string
  /**
   * The pathway the status and figures belong to, when the title does not name it: when nothing
   * pencils, the title says so and this names the closest, so its badge never reads as the
   * title's.
   */
  readonly closest: string | null
  /** The figures under the title: net new homes, homes in all, residual land value. */
  readonly figures: string
  /** Why, when nothing pencils or the engine's own reason applies to this pathway. */
  readonly explanation: string | null
  /** How the objective picked this pathway, in the report's own words (`rankingSentence`). */
  readonly ranking: string
}

/** "16 homes net new": homes added net of those removed; the engine's count, never ours. */
export function netNewHomesLabel(units: number | 'unlimited' | null): string {
  if (units === null)
    return 'net new homes not known (the homes standing on the lot now are not known)'
  if (units === 'unlimited') return 'no fixed limit on new homes'
  return `${homesLabel(units)} net new`
}

/**
 * "18 homes in all": the homes the lot holds once the pathway is built, those it keeps and those
 * it adds. Not "on the lot", which reads as the homes standing there now. Null, and left out of
 * the figures, when the pathway sets no count.
 */
export function totalHomesLabel(units: number | 'unlimited' | null): string | null {
  if (units === null) return null
  if (units === 'unlimited') return 'no fixed limit on homes'
  return `${homesLabel(units)} in all`
}

export function reportHeadline(data: ReportDocumentData): ReportHeadline {
  const { analysis } = data
  const objective = objectivesOf(data.reportType).includes(data.objective)
    ? data.objective
    : defaultObjective(data.reportType)
  const money = data.derived.money.result
  const byObjective = headlineOf(money, data.derived.best, objective)
  // A report prices only some of its pathways (the single-family report: ADUs and SB 9, and ADUs
  // only beside a house that stands). When none of those is open but another is, as on a vacant
  // R2 lot, "nothing allows housing" would deny the report's own table: the headline names the
  // pathway that adds the most homes instead, and says why value could not choose.
  const unpriced = byObjective.pathwayId === null && data.derived.best.homes !== null
  const headline = unpriced ? headlineOf(money, data.derived.best, 'homes') : byObjective
  const id = headline.pathwayId
  const ranking = rankingSentence(analysis, money, headline.objective, id)
  if (id === null) {
    const zone = zoneNotRead(analysis)
    return {
      objective,
      pathwayId: null,
      status: null,
      title: zone ? ZONE_NOT_READ_TITLE[zone] : 'No pathway allows housing on the facts given',
      closest: null,
      figures: '',
      explanation: zone
        ? `${analysis.summary.reason} ${ZONE_NEXT_STEP[data.status]}`
        : reasonWithin(analysis, data.derived.model.pathways),
      ranking,
    }
  }
  const result = analysis.pathways[id]
  const ranked = countedRanking(analysis).find((entry) => entry.id === id)
  // A report without a money section (the zoning report) never quotes a value it does not explain.
  const value =
    headline.residualLandValue === null || !objectivesOf(data.reportType).includes('value')
      ? null
      : `residual land value ${formatMoney(headline.residualLandValue)}`
  const figures = [
    netNewHomesLabel(ranked?.netNewUnits ?? null),
    totalHomesLabel(ranked?.totalUnits ?? result.maxUnits),
    value,
  ]
    .filter(Boolean)
    .join(' · ')
  if (!headline.pencils)
    return {
      objective,
      pathwayId: id,
      status: result.status,
      title: 'Nothing pencils at these assumptions',
      closest: `Closest to breaking even: ${result.name}`,
      figures,
      explanation: 'Every priced pathway loses money at the report’s assumptions.',
      ranking,
    }
  return {
    objective,
    pathwayId: id,
    status: result.status,
    title: result.name,
    closest: null,
    figures,
    ranking,
    // The report's own words, in net new homes as the list under the headline counts them: the
    // engine's reason counts homes in all and only among available pathways, so it could say
    // "ADU (4 homes) allows the most homes" above "SB 79 … 8 homes".
    explanation:
      [
        unpriced ? NO_PRICED_PATHWAY : null,
        headlineReason(analysis, id, headline.objective, data.derived.model.pathways),
      ]
        .filter(Boolean)
        .join(' ') || null,
  }
}

/** Why a report led by value names a pathway without a value (`unpriced` above). */
const NO_PRICED_PATHWAY =
  'No pathway open to this lot has a value in this report, so the headline names the one that adds the most homes.'

/**
 * The engine's reason for recommending nothing, unless it names a pathway the report does not
 * present ("SB 684 … could be used once these are confirmed: …"): what that one needs is on no
 * list of the report's, nor on its checklist.
 */
function reasonWithin(analysis: Analysis, presented: readonly PathwayId[]): string | null {
  const { reason } = analysis.summary
  const pathways: Partial<Analysis['pathways']> = analysis.pathways
  const elsewhere = PATHWAY_IDS.some(
    (id) => !presented.includes(id) && reason.includes(`${pathways[id]?.name} (`),
  )
  return elsewhere ? null : reason
}

const ZONE_NOT_READ_TITLE = {
  unread: 'We could not read this lot’s zone',
  unknown: 'This lot’s zone is not on record',
} as const

/**
 * What happens to a report whose zone could not be read: an analyst reads it on ZIMAS and
 * corrects it in review, which runs the analysis again (decision 635).
 */
const ZONE_NEXT_STEP: Readonly<Record<ReportDocumentData['status'], string>> = {
  pending:
    'What happens next: a Lotwise analyst reads the zone on ZIMAS and corrects it in review; every pathway is then computed on the corrected zone before the report is published.',
  completed:
    'This report was published without its zone: ask us to correct it from ZIMAS, and every pathway is computed again on the corrected zone.',
  sample:
    'An analyst reads the zone on ZIMAS and corrects it in review; every pathway is then computed on the corrected zone.',
}

/** Net new homes as a number to compare: "unlimited" above every count, not known below. */
function netValue(units: number | 'unlimited' | null): number {
  if (units === null) return -1
  return units === 'unlimited' ? Number.POSITIVE_INFINITY : units
}

/**
 * The headline pathway's reason in net new homes, true to the list under it: it names a pathway
 * the report presents that is open to the lot (available or needing only confirmation) and adds
 * more, with what it needs, the routine checks left, and what the count rests on. Only presented
 * pathways are named, so what one needs is on the report's list of what to confirm and on its
 * checklist; "adds the most" is said only when no open pathway, presented or not, adds more.
 */
function headlineReason(
  analysis: Analysis,
  id: PathwayId,
  objective: Objective,
  presented: readonly PathwayId[],
): string | null {
  const ranking = countedRanking(analysis)
  const ranked = ranking.find((entry) => entry.id === id)
  if (!ranked) return null
  const name = analysis.pathways[id].name
  const own = netValue(ranked.netNewUnits)
  const sentences: string[] = []
  let more: (typeof ranking)[number] | null = null
  let most = true
  for (const entry of ranking) {
    if (entry.id === id || !OPEN_STATUSES.has(entry.status)) continue
    const units = netValue(entry.netNewUnits)
    if (units > own) most = false
    if (
      presented.includes(entry.id) &&
      units > Math.max(own, more ? netValue(more.netNewUnits) : own)
    )
      more = entry
  }
  if (objective === 'homes' && most && ranked.netNewUnits !== null)
    sentences.push(
      `${name} adds the most net new homes (${netNewHomesLabel(ranked.netNewUnits)}) of the pathways open to this lot.`,
    )
  if (more !== null)
    sentences.push(
      `${analysis.pathways[more.id].name} adds more (${netNewHomesLabel(more.netNewUnits)})${
        more.status === 'needs_confirmation' && more.toConfirm.length > 0
          ? ` once these are confirmed: ${more.toConfirm.join('; ')}.`
          : '.'
      }`,
    )
  if (ranked.status === 'available_with_checks' && ranked.routineChecks.length > 0)
    sentences.push(`Routine checks remain: ${ranked.routineChecks.join('; ')}.`)
  if (ranked.status === 'needs_confirmation' && ranked.toConfirm.length > 0)
    sentences.push(`It needs these confirmed: ${ranked.toConfirm.join('; ')}.`)
  if (ranked.assumptions.length > 0)
    sentences.push(`This count rests on: ${ranked.assumptions.join(' ')}`)
  const adus = id === 'adu' ? aduMixOf(analysis.pathways.adu) : null
  if (adus && adus.stated > 0)
    sentences.push(
      `The count includes ${adus.stated === 1 ? 'one ADU' : `${adus.stated} ADUs`} converted from space of the building not used as living space that the owner has stated.`,
    )
  if (adus && adus.unrecorded > 0) {
    const more = adus.stated > 0 ? ' more' : ''
    sentences.push(
      `The law also allows up to ${adus.unrecorded === 1 ? `one${more} ADU` : `${adus.unrecorded}${more} ADUs`} converted from space of the building not used as living space (storage rooms, attics, garages), which the records do not show; they are not counted here.`,
    )
  }
  return sentences.length === 0 ? null : sentences.join(' ')
}

const OPEN_STATUSES: ReadonlySet<PathwayStatus> = new Set([
  'available',
  'available_with_checks',
  'needs_confirmation',
])

/**
 * How each objective picks its pathway (`bestPathways`), in one sentence a buyer reads: value
 * and homes compare the open pathways whatever their status, so one that needs confirmation can
 * lead. Ties follow the analysis's order, which puts available pathways first and, within them,
 * more homes first; each sentence names the part of it that can decide under its objective.
 */
const OBJECTIVE_RULES: Readonly<Record<Objective, string>> = {
  value:
    'Chosen by the highest residual land value at the report’s assumptions, among the priced pathways that are available or need only confirmation, so one that needs confirmation can lead an available one worth less; on equal value, the one with more homes.',
  homes:
    'Chosen by the most net new homes among the pathways that are available or need only confirmation; on equal homes, an available one comes first.',
  conditions:
    'Chosen by the fewest conditions: an available pathway before one that needs confirmation, then the fewest facts to confirm and checks; on equal conditions, the one with more homes.',
}

/**
 * The sentence under the headline on how its pathway was chosen: the objective's own rule with
 * its tie-break and, when the chosen pathway needs confirmation while available ones were
 * compared, which available ones it leads.
 */
export function rankingSentence(
  analysis: Analysis,
  money: ProformaResult,
  objective: Objective,
  chosen: PathwayId | null,
): string {
  const sentence = OBJECTIVE_RULES[objective]
  if (chosen === null || analysis.pathways[chosen].status !== 'needs_confirmation') return sentence
  const priced = new Set(money.pathways.map((entry) => entry.pathwayId))
  const led = analysis.summary.ranking
    .filter(
      (entry) =>
        (entry.status === 'available' || entry.status === 'available_with_checks') &&
        (objective !== 'value' || priced.has(entry.id)),
    )
    .map((entry) => analysis.pathways[entry.id].name)
  if (led.length === 0) return sentence
  return `${sentence} Here ${analysis.pathways[chosen].name} needs confirmation and still leads ${andList(led)}, which ${led.length === 1 ? 'is' : 'are'} available.`
}

/** The heading of the list under the headline: the page, the PDF and the email write it. */
export const HOMES_LIST_HEADING = 'Net new homes under each pathway'

/** One bar of "Net new homes under each pathway": the page, the PDF and the email list these. */
export type PathwayHomes = {
  readonly id: PathwayId
  readonly name: string
  readonly status: PathwayStatus
  /**
   * Homes the pathway adds net of those it removes, the count the headline and the pro forma
   * table give; null when it sets no number of its own or the homes standing now are not known.
   */
  readonly units: number | 'unlimited' | null
  /** The figure in words: "12 net new · needs confirmation", "Available · sets no number of homes". */
  readonly text: string
}

/** Statuses under which a pathway applies but counts no homes of its own (parking relief). */
const SETS_NO_COUNT: ReadonlySet<PathwayStatus> = new Set([
  'available',
  'available_with_checks',
  'needs_confirmation',
])

/** The net new homes under each presented pathway, most first. */
export function homesByPathway(
  analysis: ReportDocumentData['analysis'],
  pathways: readonly PathwayId[],
): PathwayHomes[] {
  const ranked = new Map(countedRanking(analysis).map((entry) => [entry.id, entry]))
  const rows = pathways.map((id) => {
    const result = analysis.pathways[id]
    const entry = ranked.get(id)
    const units = entry?.netNewUnits ?? null
    const status =
      result.status === 'available'
        ? ''
        : result.status === 'available_with_checks'
          ? ' · routine checks'
          : ' · needs confirmation'
    const text =
      entry === undefined
        ? `${STATUS_LABELS[result.status]}${SETS_NO_COUNT.has(result.status) ? ' · sets no number of homes' : ''}`
        : units === null
          ? `net new homes not known${status}`
          : `${units === 'unlimited' ? 'no fixed limit' : `${units} net new`}${status}`
    return { id, name: result.name, status: result.status, units, text }
  })
  return rows.sort((a, b) => netValue(b.units) - netValue(a.units))
}
