import type { ReactNode } from 'react'
import { formatDayInLosAngeles } from '../../../lib/format.ts'
import { useReportChanges } from '../api/watches.ts'
import { DifferenceList } from './difference-list.tsx'

/**
 * "Changed since you ordered" (decision 402): what moved on the report's lot since its analysis,
 * old and new side by side, and the way to the refreshed analysis (`refresh`, the page's, when the
 * reader may refresh). Says nothing while nothing moved.
 */
export function ReportChangesPanel({
  reportId,
  refresh,
}: {
  reportId: string
  refresh: ReactNode
}) {
  const found = useReportChanges(reportId)
  const changes = found.data?.changes
  if (!changes) return null
  return (
    <section
      aria-labelledby="report-changes-heading"
      className="flex flex-col gap-2 rounded-md border border-conditional-200 bg-conditional-50 p-4 print:hidden"
    >
      <h2 id="report-changes-heading" className="text-lg font-semibold text-gray-900">
        Changed since you ordered
      </h2>
      <p className="text-gray-800">
        We ran this lot again on {formatDayInLosAngeles(changes.foundAt)}. These figures moved since
        the report’s analysis of {formatDayInLosAngeles(changes.computedAt)}:
      </p>
      <DifferenceList differences={changes.differences} />
      {changes.backToReview && (
        <p className="text-gray-800">
          This report had been published. Because its figures changed, it is back with our analysts
          for review. Until the analysis is refreshed, the report below shows the figures as they
          were published.
        </p>
      )}
      {refresh && <div className="flex flex-wrap items-center gap-3">{refresh}</div>}
    </section>
  )
}
