import { useMemo } from 'react'
import { buildReportModel, type ReportDocumentData } from '#common/report/document-model.ts'
import { PathwayTable } from './pathway-table.tsx'
import { SummarySection } from './summary-section.tsx'

/** The editor's live preview: the summary and the pathways, as the unsaved draft would make them. */
export function ReportPreview({ data }: { data: ReportDocumentData }) {
  const model = useMemo(() => buildReportModel(data), [data])
  return (
    <div className="flex flex-col gap-8 rounded-lg border border-dashed border-brand-300 p-4">
      <SummarySection data={data} model={model} linkToConfirm={false} />
      <PathwayTable analysis={data.analysis} pathways={model.pathways} />
    </div>
  )
}
