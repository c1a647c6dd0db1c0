// What a report says is not known, read from the words its sections print (the headline, the
// homes under each pathway, the pencil table, the pathway table's findings and caveats) rather
// than from its list of what to confirm, so tests can hold the publish checklist to cover each
// one. Test support only (like engine/test-parcels.ts): nothing in the app imports it.
import { analyzeParcel, type ParcelFacts } from '#engine'
import type { FactOrigin, ReportInputs } from '../contracts/reports.ts'
import type { ReportType } from './type-labels.ts'
import { deriveReport } from './derive-report.ts'
import type { ReportDocumentData } from './document-model.ts'
import { homesByPathway, reportHeadline } from './headline.ts'
import { defaultObjective } from './objectives.ts'
import { netNewHomesCount } from './proforma-model.ts'

/** A pending report of `reportType` on `parcel`, as the server derives it on 2026-11-23. */
export function pendingReportOf(
  reportType: ReportType,
  parcel: ParcelFacts,
  factOrigins: Readonly<Record<string, FactOrigin>> = {},
): ReportDocumentData {
  const scenario = { analysisDate: '2026-11-23' }
  const analysis = analyzeParcel({ parcel, scenario })
  const inputs: ReportInputs = { parcel, scenario, options: {}, factOrigins, demoParcel: false }
  const source = {
    reportType,
    address: '100 Test St, Los Angeles, CA 90012',
    analysis,
    inputs,
    proformaAssumptions: {},
  }
  return {
    ...source,
    apn: null,
    status: 'pending',
    notes: null,
    computedAt: null,
    corrections: [],
    review: null,
    objective: defaultObjective(reportType),
    derived: deriveReport(source),
  }
}

/** The site exclusions the report asks about as one question (`findOpenQuestions`). */
const SITE_SCREENING = new Set([
  'wetland',
  'habitatProtected',
  'conservationEasement',
  'hazardousWasteSite',
])

/** One fact the report states is not known (any of `facts`), and where. */
export type StatedUnknown = { readonly facts: readonly string[]; readonly where: string }

/**
 * Every fact the report names as not known or to be confirmed, outside its list of what to
 * confirm. A pathway ruled out (a failed criterion) is left out: no answer opens it, and the
 * report asks nothing of it.
 */
export function statedUnknowns(data: ReportDocumentData): StatedUnknown[] {
  const { analysis } = data
  const presented = data.derived.model.pathways
  const stated: StatedUnknown[] = []
  const named = (facts: readonly string[], where: string) => stated.push({ facts, where })
  /** The facts behind a pathway's words "to confirm" (its unknowns) or "routine checks". */
  const behind = (id: string, status: 'unknown' | 'check', where: string) => {
    for (const reason of analysis.pathways[id as keyof typeof analysis.pathways].failReasons)
      if (reason.status === status && reason.fact)
        named([reason.fact], `${where}: ${reason.message}`)
  }

  const headline = reportHeadline(data)
  const explanation = headline.explanation ?? ''
  for (const entry of analysis.summary.ranking) {
    if (entry.toConfirm.length > 0 && explanation.includes(entry.toConfirm.join('; ')))
      behind(entry.id, 'unknown', `the headline, ${entry.id} to confirm`)
    if (entry.routineChecks.length > 0 && explanation.includes(entry.routineChecks.join('; ')))
      behind(entry.id, 'check', `the headline, ${entry.id} routine checks`)
  }
  const counts = [
    ['the headline', `${headline.figures} ${explanation}`],
    ...homesByPathway(analysis, presented).map((row) => [`the homes list, ${row.id}`, row.text]),
    ...data.derived.money.result.pathways.map((pathway) => [
      `the pencil table, ${pathway.pathwayId}`,
      netNewHomesCount(data.derived.money, pathway),
    ]),
  ]
  for (const [where, text] of counts)
    if (/not known/.test(text ?? '')) named(['existingUnits'], where ?? '')

  for (const id of presented) {
    const result = analysis.pathways[id]
    if (result.eligible === false) continue
    for (const reason of result.failReasons)
      if ((reason.status === 'unknown' || reason.status === 'check') && reason.fact)
        named([reason.fact], `the pathway table, ${id}: ${reason.message}`)
    for (const source of result.sources)
      for (const caveat of source.caveats)
        if (caveat.kind === 'assumed_fact' && caveat.fact)
          named([caveat.fact], `the pathway table, ${id}: ${caveat.message}`)
    // What demolishing the homes owes, which the pencil table's costs and the replacement homes
    // rest on (the summary once named these from the engine's own list).
    for (const question of analysis.existing.outcomes[result.existing.outcome]?.toConfirm ?? [])
      named([question.fact], `what ${id} owes: ${question.question}`)
  }
  return stated
}

/**
 * The stated unknowns none of `items` is about (a checklist's facts, or a review's facts left
 * open), each as "where (facts)".
 */
export function unaskedUnknowns(
  data: ReportDocumentData,
  items: ReadonlyArray<{ readonly id: string }>,
): string[] {
  const asked = new Set(items.map((item) => item.id))
  return statedUnknowns(data)
    .filter(
      ({ facts }) =>
        !facts.some((fact) => asked.has(SITE_SCREENING.has(fact) ? 'site_screening' : fact)),
    )
    .map(({ facts, where }) => `${where} (${facts.join(' or ')})`)
}
