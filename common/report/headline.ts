// The report's headline under the objective its reader picked (issue 37, item 2): one wording for
// the page, the shared page, the print view and the PDF. The money behind the value objective is
// the report's own money section's (its saved assumptions, its area's figures), read from the
// stored derivation, so the headline and the section never disagree.
import { STATUS_LABELS, type Analysis, type PathwayId, type PathwayStatus } from '#engine'
import type { ProformaResult } from '#proforma'
import type { Objective } from '../contracts/reports.ts'
import type { ReportDocumentData } from './document-model.ts'
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
  const headline = headlineOf(money, data.derived.best, objective)
  const id = headline.pathwayId
  const ranking = rankingSentence(analysis, money, objective, id)
  if (id === null)
    return {
      objective,
      pathwayId: null,
      status: null,
      title: 'No pathway allows housing on the facts given',
      closest: null,
      figures: '',
      explanation: analysis.summary.reason,
      ranking,
    }
  const result = analysis.pathways[id]
  const ranked = analysis.summary.ranking.find((entry) => entry.id === id)
  const value =
    headline.residualLandValue === null
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
    // The engine's reason explains its own first choice; another pathway is explained by what
    // its own count rests on.
    explanation:
      id === analysis.summary.recommended
        ? analysis.summary.reason
        : ranked && ranked.assumptions.length > 0
          ? `This count rests on: ${ranked.assumptions.join(' ')}`
          : null,
  }
}

/**
 * How each objective picks its pathway (`bestPathways`), in one sentence a buyer reads: value
 * and homes compare the open pathways whatever their status, so one that needs confirmation can
 * lead. Ties follow the analysis's order, which puts available pathways first and, within them,
 * more homes first; each sentence names the part of it that can decide under its objective.
 */
const OBJECTIVE_RULES: Readonly<Record<Objective, string>> = {
  value:
    'Chosen by the highest residual land value at the report’s assumptions, among the priced pathways that are available or need only confirmation, so one that needs confirmation leads an available one worth less; on equal value, the one with more homes.',
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

/** One bar of "Homes on the lot under each pathway": the page, the PDF and the email list these. */
export type PathwayHomes = {
  readonly id: PathwayId
  readonly name: string
  readonly status: PathwayStatus
  /** Homes on the whole lot under the pathway; null when it sets no number of its own. */
  readonly units: number | 'unlimited' | null
  /** The figure in words: "12 homes · needs confirmation", "Available · sets no number of homes". */
  readonly text: string
}

/** Statuses under which a pathway applies but counts no homes of its own (parking relief). */
const SETS_NO_COUNT: ReadonlySet<PathwayStatus> = new Set([
  'available',
  'available_with_checks',
  'needs_confirmation',
])

/** The homes on the lot under each presented pathway, most first. */
export function homesByPathway(
  analysis: ReportDocumentData['analysis'],
  pathways: readonly PathwayId[],
): PathwayHomes[] {
  const ranked = new Map(analysis.summary.ranking.map((entry) => [entry.id, entry.totalUnits]))
  const rows = pathways.map((id) => {
    const result = analysis.pathways[id]
    const units = ranked.get(id) ?? null
    const text =
      units === null
        ? `${STATUS_LABELS[result.status]}${SETS_NO_COUNT.has(result.status) ? ' · sets no number of homes' : ''}`
        : `${homesLabel(units)}${result.status === 'available' ? '' : ' · needs confirmation'}`
    return { id, name: result.name, status: result.status, units, text }
  })
  return rows.sort((a, b) => unitsOrder(b.units) - unitsOrder(a.units))
}

function unitsOrder(units: number | 'unlimited' | null): number {
  if (units === null) return -1
  return units === 'unlimited' ? Number.POSITIVE_INFINITY : units
}
