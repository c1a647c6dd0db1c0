import { useMemo } from 'react'
import type { ReportDocument } from '#common/contracts/report-document.ts'
import type { ReportInputs } from '#common/contracts/reports.ts'
import { deriveReportWith, type ReportDocumentData } from '#common/report/document-model.ts'
import { reportHeadline } from '#common/report/headline.ts'
import { OBJECTIVE_LABELS } from '#common/report/objectives.ts'
import type { Analysis } from '#engine'
import { PathwayTable } from './pathway-table.tsx'
import { SummarySection } from './summary-section.tsx'

type PreviewProps = { saved: ReportDocument; analysis: Analysis; inputs: ReportInputs }

/**
 * The draft's report data. The full preview and its headline bar read the same draft, so the
 * last derivation is kept and reused rather than derived twice on every keystroke. Without
 * envelopes: the preview draws none, and building them on the lot's outline would load the
 * geometry and run it on every keystroke for nothing (decision 695).
 */
let last: (PreviewProps & { data: ReportDocumentData }) | null = null
function previewData({ saved, analysis, inputs }: PreviewProps): ReportDocumentData {
  if (last?.saved === saved && last.analysis === analysis && last.inputs === inputs)
    return last.data
  const derived = deriveReportWith({ ...saved, analysis, inputs }, [])
  const data = { ...saved, analysis, inputs, derived }
  last = { saved, analysis, inputs, data }
  return data
}

/**
 * The editor's live preview: the summary and the pathways, as the unsaved draft would make them.
 * The editor computes its draft's analysis in the browser, so it derives the rest here too.
 */
export function ReportPreview({ saved, analysis, inputs }: PreviewProps) {
  const data = useMemo(() => previewData({ saved, analysis, inputs }), [saved, analysis, inputs])
  const { model } = data.derived
  return (
    <div className="flex flex-col gap-8 rounded-lg border border-dashed border-brand-300 p-4">
      <SummarySection data={data} model={model} linkToConfirm={false} />
      <PathwayTable analysis={data.analysis} pathways={model.pathways} />
    </div>
  )
}

/**
 * The preview's headline in one line, for the foot of the editor's form on a screen too narrow
 * to show the preview beside it: each change's effect on the best pathway shows where the
 * person is typing, with a link down to the whole preview.
 */
export function PreviewHeadline({ saved, analysis, inputs }: PreviewProps) {
  const data = useMemo(() => previewData({ saved, analysis, inputs }), [saved, analysis, inputs])
  const headline = reportHeadline(data)
  return (
    <div className="text-sm text-gray-900" aria-live="polite">
      <p>
        <span className="font-medium">
          Preview, best by {OBJECTIVE_LABELS[headline.objective].toLowerCase()}:
        </span>{' '}
        {headline.title}
      </p>
      {headline.closest && <p>{headline.closest}</p>}
      {headline.figures && <p className="tabular text-gray-800">{headline.figures}</p>}
    </div>
  )
}
