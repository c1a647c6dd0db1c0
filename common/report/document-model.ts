// What a report shows, derived from its stored analysis and inputs: the pathways its type
// presents, the open questions, the contested readings, the envelopes to draw, the pro forma at
// the saved assumptions and the best pathway for each objective. Computed on the server when the
// analysis is stored or edited (decision 320); the editor's live preview and the sample report,
// which compute their own analysis, derive it in the browser. The envelopes are built in
// derive-report.ts, which the preview, drawing none, does not load (decision 695).
import type { FactCorrection, ReportInputs } from '../contracts/reports.ts'
import type { ReportType } from './type-labels.ts'
import type { ProformaChanges } from './assumption-values.ts'
import type { ReportReview } from '../contracts/report-review.ts'
import { ENGINE_VERSION, type Analysis, type PathwayId } from '#engine'
import { PROFORMA_VERSION, withChanges } from '#proforma'
import { bestPathways, type BestPathways, type Objective } from './objectives.ts'
import { buildMoneyModel } from './build-money-model.ts'
import { localFiguresOfLot } from './lot-figures.ts'
import type { MoneyModel } from './proforma-model.ts'
import { findOpenQuestions, type ConfirmItem } from './confirm.ts'
import { REPORT_CONTENTS } from './contents.ts'
import type { EnvelopeOutcome } from './envelope.ts'
import { findContestedReadings, type ContestedReading } from './readings.ts'

/** Everything the report's sections read. */
export type ReportDocumentData = {
  readonly address: string
  readonly apn: string | null
  readonly reportType: ReportType
  /** `sample`: the public sample report, computed at build time. */
  readonly status: 'pending' | 'completed' | 'sample'
  readonly analysis: Analysis
  readonly inputs: ReportInputs
  readonly notes: string | null
  readonly computedAt: string | null
  /** The audit trail, newest first (for the value each correction replaced). */
  readonly corrections: readonly FactCorrection[]
  /** The pro forma's assumptions changed from the defaults (none for the sample report). */
  readonly proformaAssumptions: ProformaChanges
  /** The analyst's review, once published (none for the sample report). */
  readonly review: ReportReview | null
  /** What "best" means in the headline, as the reader picked it or the report type's default. */
  readonly objective: Objective
  /** What derives from the analysis, computed once (`deriveReport`). */
  readonly derived: ReportDerivation
}

/**
 * What the report's outputs show that derives from its analysis: the presented pathways, open
 * questions, contested readings and envelopes, the pro forma at the saved assumptions, and the
 * best pathway for each objective. Stored beside the analysis with the versions that made it.
 */
export type ReportDerivation = {
  readonly engineVersion: string
  readonly proformaVersion: string
  /** `DERIVATION_LAYOUT` when it was made (absent: made before the layout was numbered). */
  readonly layout?: number
  readonly model: ReportModel
  readonly money: MoneyModel
  readonly best: BestPathways
}

export type ReportModel = {
  /**
   * The pathways the report presents: its type's, less any closed to this application, plus the
   * recommended one if it is not among them.
   */
  readonly pathways: readonly PathwayId[]
  readonly questions: readonly ConfirmItem[]
  readonly readings: readonly ContestedReading[]
  /** The recommended pathway's envelope and base zoning's (once when they are the same). */
  readonly envelopes: ReadonlyArray<{
    readonly pathwayId: PathwayId
    readonly outcome: EnvelopeOutcome
  }>
}

/** The pathways a report presents (`ReportModel.pathways`). */
export function presentedPathways(
  reportType: ReportType,
  analysis: Analysis,
): readonly PathwayId[] {
  const recommended = analysis.summary.recommended
  // A program closed to this application (TOC for one filed after CHIP took effect) is left
  // out: the report shows it only where an application filed in time can still use it. An
  // analysis stored before a pathway was added lacks it.
  const stored: Partial<Analysis['pathways']> = analysis.pathways
  const open = REPORT_CONTENTS[reportType].pathways.filter((id) => {
    const result = stored[id]
    return result !== undefined && result.status !== 'closed'
  })
  return recommended && !open.includes(recommended) ? [...open, recommended] : open
}

/** What `deriveReport` reads: the analysis, what it was computed from, and the saved money. */
export type DerivationSource = {
  readonly reportType: ReportType
  readonly address: string
  readonly analysis: Analysis
  readonly inputs: ReportInputs
  readonly proformaAssumptions: ProformaChanges
}

/** The report's model but its envelopes: the pathways it presents, open questions, contested readings. */
export function buildReportModel(source: DerivationSource): Omit<ReportModel, 'envelopes'> {
  const pathways = presentedPathways(source.reportType, source.analysis)
  const input = { parcel: source.inputs.parcel, scenario: source.inputs.scenario }
  return {
    pathways,
    questions: findOpenQuestions(source.analysis, input, pathways, source.inputs.factOrigins),
    readings: findContestedReadings(source.analysis, input, pathways),
  }
}

/**
 * Everything the report's outputs show that derives from the analysis, at the saved pro forma
 * assumptions and the area's figures, with `envelopes` as the envelopes to draw: a report's are
 * built by `deriveReport` (derive-report.ts). A report type without a money section still prices
 * its pathways in full, for the headline's best pathway by value.
 */
export function deriveReportWith(
  source: DerivationSource,
  envelopes: ReportModel['envelopes'],
): ReportDerivation {
  const model = { ...buildReportModel(source), envelopes }
  const local = localFiguresOfLot(source.address, source.inputs)
  const money = buildMoneyModel(
    source.analysis,
    source.inputs,
    model.pathways,
    REPORT_CONTENTS[source.reportType].proforma ?? 'full',
    withChanges(source.proformaAssumptions, local),
    local,
  )
  return {
    engineVersion: source.analysis.engineVersion,
    proformaVersion: PROFORMA_VERSION,
    layout: DERIVATION_LAYOUT,
    model,
    money,
    best: bestPathways(source.analysis, money.result, model.pathways),
  }
}

/**
 * The layout of the derivation itself: raised when what it holds changes shape (2: envelopes
 * carry the lot's outline and the footprint's polygons; 3: and what stands on the lot; 4: the
 * money section says where an unlimited pathway's floor area comes from; 5: and each priced
 * pathway's net new homes; 6: the questions hold every fact the report names as not known, and
 * conflicting records; 7: the money section names the facts an unpriced pathway waits on; 8: a
 * question's reasons are said once each, with the pathways each decides; 9: a priced pathway's
 * ADUs say how many convert space the owner has stated), so one stored before is made again.
 */
export const DERIVATION_LAYOUT = 9

/** Whether a stored derivation was made by the running engine, pro forma and layout. */
export function isCurrentDerivation(derived: ReportDerivation | null, analysis: Analysis): boolean {
  return (
    derived !== null &&
    derived.engineVersion === analysis.engineVersion &&
    derived.engineVersion === ENGINE_VERSION &&
    derived.proformaVersion === PROFORMA_VERSION &&
    derived.layout === DERIVATION_LAYOUT
  )
}
