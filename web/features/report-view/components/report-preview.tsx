import { useMemo } from 'react'
import type { ReportDocument } from '#common/contracts/report-document.ts'
import type { ReportInputs } from '#common/contracts/reports.ts'
import { deriveReport } from '#common/report/document-model.ts'
import type { Analysis } from '#engine'
import { PathwayTable } from './pathway-table.tsx'
import { SummarySection } from './summary-section.tsx'

/**
 * The editor's live preview: the summary and the pathways, as the unsaved draft would make them.
 * The editor computes its draft's analysis in the browser, so it derives the rest here too.
 */
export function ReportPreview({
  saved,
  analysis,
  inputs,
}: {
  saved: ReportDocument
  analysis: Analysis
  inputs: ReportInputs
}) {
  const data = useMemo(
    () => ({ ...saved, analysis, inputs, derived: deriveReport({ ...saved, analysis, inputs }) }),
    [saved, analysis, inputs],
  )
  const { model } = data.derived
  return (
    <div className="flex flex-col gap-8 rounded-lg border border-dashed border-brand-300 p-4">
      <SummarySection data={data} model={model} linkToConfirm={false} />
      <PathwayTable analysis={data.analysis} pathways={model.pathways} />
    </div>
  )
}
