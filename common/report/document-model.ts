// What a report shows, derived from its stored analysis and inputs: the pathways its type
// presents, the open questions, the contested readings and the envelopes to draw. Pure: the
// report page, its print view, the editor's live preview and the sample report all use it.
import type {
  FactCorrection,
  Objective,
  ReportInputs,
  ReportType,
  ReportView,
} from '../contracts/reports.ts'
import type { ProformaChanges } from '../contracts/proforma.ts'
import type { ReportReview } from '../contracts/report-review.ts'
import { defaultObjective } from './objectives.ts'
import { findOpenQuestions, type ConfirmItem } from './confirm.ts'
import { REPORT_CONTENTS } from './contents.ts'
import { buildEnvelope, type EnvelopeOutcome } from './envelope.ts'
import { findContestedReadings, type ContestedReading } from './readings.ts'
import type { Analysis, PathwayId } from '#engine'

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

export function buildReportModel(data: ReportDocumentData): ReportModel {
  const contents = REPORT_CONTENTS[data.reportType]
  const recommended = data.analysis.summary.recommended
  const pathways = presentedPathways(data.reportType, data.analysis)
  const input = { parcel: data.inputs.parcel, scenario: data.inputs.scenario }
  const drawn: PathwayId[] = contents.envelope
    ? [...new Set<PathwayId>([...(recommended ? [recommended] : []), 'la_base_zoning'])]
    : []
  return {
    pathways,
    questions: findOpenQuestions(data.analysis, input, pathways, data.inputs.factOrigins),
    readings: findContestedReadings(data.analysis, input, pathways),
    envelopes: drawn.map((pathwayId) => ({
      pathwayId,
      outcome: buildEnvelope(data.analysis, data.inputs.parcel, pathwayId),
    })),
  }
}

/** A stored report as its sections read it, once its analysis is there. */
export function documentDataOf(view: ReportView): ReportDocumentData | null {
  if (!view.analysis || !view.inputs) return null
  return {
    address: view.report.address,
    apn: view.report.apn,
    reportType: view.report.reportType,
    status: view.report.status,
    analysis: view.analysis,
    inputs: view.inputs,
    notes: view.notes,
    computedAt: view.computedAt,
    corrections: view.corrections,
    proformaAssumptions: view.proformaAssumptions,
    review: view.review,
    objective: view.settings.objective ?? defaultObjective(view.report.reportType),
  }
}
