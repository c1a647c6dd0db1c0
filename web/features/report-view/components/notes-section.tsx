import type { Analysis } from '#engine'
import { formatDate, formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { ReportSection } from './report-section.tsx'

/**
 * The report's notes (one text, which its owner and the analysts may both edit, so the heading
 * names no author), and which engine computed the analysis, as of when.
 */
export function NotesSection({
  notes,
  analysis,
  computedAt,
}: {
  notes: string | null
  analysis: Analysis
  computedAt: string | null
}) {
  return (
    <ReportSection id="notes" heading="Notes">
      {notes ? (
        <p className="whitespace-pre-wrap text-gray-800">{notes}</p>
      ) : (
        <p className="text-gray-700">No notes yet.</p>
      )}
      <p className="text-sm text-gray-700">
        Computed by engine version {analysis.engineVersion}
        {computedAt && <> on {formatDateTimeInLosAngeles(computedAt)}</>}, for the law in force on{' '}
        {formatDate(analysis.analysisDate)}.
      </p>
    </ReportSection>
  )
}
