import type { Analysis } from '#engine'
import type { ReportInputs } from '#common/contracts/reports.ts'
import { newestRecordDate } from '#common/report/fact-origins.ts'
import { formatDate, formatDateTimeInLosAngeles, formatMonthOrDate } from '../../../lib/format.ts'
import { ReportSection } from './report-section.tsx'

/**
 * The report's notes (one text, which its owner and the analysts may both edit, so the heading
 * names no author), and the dates the figures rest on: when they were worked out, the law of
 * which day, and how recent the records are. Which engine version computed them is for the
 * analysts' queue, the exports and the API, not the reader (decision 845).
 */
export function NotesSection({
  notes,
  analysis,
  inputs,
  computedAt,
}: {
  notes: string | null
  analysis: Analysis
  inputs: ReportInputs
  computedAt: string | null
}) {
  const dataDate = newestRecordDate(inputs)
  return (
    <ReportSection id="notes" heading="Notes">
      {notes ? (
        <p className="whitespace-pre-wrap text-gray-800">{notes}</p>
      ) : (
        <p className="text-gray-700">No notes yet.</p>
      )}
      <p className="text-sm text-gray-700">
        {computedAt ? `Worked out on ${formatDateTimeInLosAngeles(computedAt)}` : 'Worked out'} for
        the law in force on {formatDate(analysis.analysisDate)}
        {dataDate && <>, from parcel data as of {formatMonthOrDate(dataDate)}</>}.
      </p>
    </ReportSection>
  )
}
