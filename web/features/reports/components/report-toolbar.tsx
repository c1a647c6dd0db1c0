import { Link } from 'react-router'
import type { ReportView } from '#common/contracts/report-document.ts'
import { can, canOnAny, type Actor } from '#common/permissions.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { RecomputeButton } from './recompute-button.tsx'

/**
 * The report page's actions: edit, the print view, the PDF, and for admins a recompute at any time (an
 * owner's recompute is offered by the stale banner).
 */
export function ReportActions({ view, actor }: { view: ReportView; actor: Actor }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {can(actor, 'update:report', view.report) && (
        <Link
          to={`/edit-report/${view.report.id}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          Edit report
        </Link>
      )}
      <Link
        to={`/secure-view-report/${view.report.id}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Print view
      </Link>
      <a
        href={`/api/reports/${view.report.id}/pdf`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Download PDF
      </a>
      {canOnAny(actor, 'recompute:report') && !view.report.stale && (
        <RecomputeButton reportId={view.report.id} />
      )}
    </div>
  )
}

/**
 * What a reader must know before trusting the figures: a newer engine is running, the last
 * recompute failed, or the parcel has left the records. Owners may recompute a stale report,
 * admins any.
 */
export function ReportBanners({ view, actor }: { view: ReportView; actor: Actor }) {
  const canRecompute = can(actor, 'recompute:report', view.report)
  const messages = []
  if (view.report.stale) {
    messages.push(
      <div
        key="stale"
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-md bg-conditional-50 p-3 text-conditional-700"
      >
        <span>
          Our analysis has changed since this report was worked out
          {view.document?.computedAt
            ? ` on ${formatDateTimeInLosAngeles(view.document.computedAt)}`
            : ''}
          . Recompute it to apply the current rules and data.
        </span>
        {canRecompute && <RecomputeButton reportId={view.report.id} />}
      </div>,
    )
  }
  if (view.report.analysisStatus === 'failed' && view.analysisError) {
    messages.push(
      <p key="failed" role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
        The last recompute failed: {view.analysisError} The analysis below is the last one that
        succeeded
        {view.document?.computedAt
          ? `, from ${formatDateTimeInLosAngeles(view.document.computedAt)}`
          : ''}
        .
      </p>,
    )
  } else if (view.parcelInRecords === false) {
    messages.push(
      <p key="gone" role="status" className="rounded-md bg-conditional-50 p-3 text-conditional-700">
        The parcel this report names is no longer in our parcel records. The report stays as it was
        computed.
      </p>,
    )
  }
  return messages.length > 0 ? (
    <div className="flex flex-col gap-2 print:hidden">{messages}</div>
  ) : null
}
