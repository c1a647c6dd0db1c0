// A report's derivation with its envelopes, each built on the lot's outline (polygon-clipping and
// the engine's pathway rules): where a report's derivation is stored (decision 320) and for the
// sample report. Apart from document-model.ts, so the editor's live preview, which draws no
// envelope, loads none of it (decision 695).
import type { PathwayId } from '#engine'
import { buildEnvelope } from './build-envelope.ts'
import { REPORT_CONTENTS } from './contents.ts'
import {
  deriveReportWith,
  type DerivationSource,
  type ReportDerivation,
  type ReportModel,
} from './document-model.ts'

/** The recommended pathway's envelope and base zoning's (once when they are the same). */
function reportEnvelopes(source: DerivationSource): ReportModel['envelopes'] {
  if (!REPORT_CONTENTS[source.reportType].envelope) return []
  const recommended = source.analysis.summary.recommended
  const drawn = new Set<PathwayId>([...(recommended ? [recommended] : []), 'la_base_zoning'])
  return [...drawn].map((pathwayId) => ({
    pathwayId,
    outcome: buildEnvelope(
      source.analysis,
      source.inputs.parcel,
      source.inputs.lotPlan ?? null,
      pathwayId,
      source.inputs.factOrigins.existingBuildingSf,
    ),
  }))
}

/** Everything the report's outputs show that derives from its analysis, envelopes included. */
export function deriveReport(source: DerivationSource): ReportDerivation {
  return deriveReportWith(source, reportEnvelopes(source))
}
