import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ReportDocument } from '#common/contracts/report-document.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { AppError } from '#common/errors.ts'
import { can, type Actor } from '#common/permissions.ts'
import { Page } from '../../../components/layout/page.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useReport } from '../api/get-report.ts'
import { RecomputeButton } from './recompute-button.tsx'

/**
 * Loads report `id` and renders it with `children` once there is an analysis to show. Until
 * then, and when it cannot be shown, it says why in words: not found, not yours, still being
 * computed, failed, or computed by an engine this version cannot read.
 */
export function ReportGate({
  id,
  actor,
  forbiddenMessage,
  children,
}: {
  id: string
  actor: Actor
  /** What a refused reader is told, when the page has its own words for it. */
  forbiddenMessage?: string
  children: (view: ReportView, document: ReportDocument) => ReactNode
}) {
  const report = useReport(id)
  if (report.isPending) {
    return (
      <Page heading="Report">
        <Spinner label="Loading the report" />
      </Page>
    )
  }
  if (report.isError)
    return (
      <ReportLoadError
        error={report.error}
        forbiddenMessage={forbiddenMessage}
        onRetry={() => void report.refetch()}
      />
    )
  const view = report.data
  if (view.document) return children(view, view.document)

  const canRecompute = can(actor, 'recompute:report', view.report)
  const reason =
    view.unreadable ??
    view.analysisError ??
    'The analysis of this report is being computed. It appears here as soon as it is ready, usually within a few seconds.'
  return (
    <Page heading={view.report.address}>
      <div className="flex flex-col items-start gap-4">
        {view.report.analysisStatus === 'pending' && !view.unreadable ? (
          <p role="status" className="flex items-center gap-3 text-gray-800">
            <Spinner label={null} /> {reason}
          </p>
        ) : (
          <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
            {reason}
          </p>
        )}
        {view.parcelInRecords === false && (
          <p className="text-gray-800">
            The parcel this report names is no longer in our records. An analyst can correct its
            facts or contact you about it.
          </p>
        )}
        {canRecompute && view.report.analysisStatus !== 'pending' && (
          <RecomputeButton reportId={view.report.id} />
        )}
      </div>
    </Page>
  )
}

function ReportLoadError({
  error,
  forbiddenMessage,
  onRetry,
}: {
  error: Error
  forbiddenMessage: string | undefined
  onRetry: () => void
}) {
  const code = error instanceof AppError ? error.code : null
  if (code === 'NOT_FOUND' || code === 'INVALID_INPUT') {
    return (
      <Page heading="Report not found">
        <p className="text-gray-800">
          There is no report at this address. It may have been deleted, or the link may be
          incomplete.
        </p>
        <Link to="/reports" className="mt-4 inline-block text-brand-800 underline">
          See your reports
        </Link>
      </Page>
    )
  }
  return (
    <Page heading="Report">
      <p role="alert" className="text-danger-700">
        {code === 'FORBIDDEN' && forbiddenMessage ? forbiddenMessage : error.message}
      </p>
      {code === 'FORBIDDEN' ? (
        <Link to="/reports" className="mt-4 inline-block text-brand-800 underline">
          See your reports
        </Link>
      ) : (
        <Button className="mt-4" variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </Page>
  )
}
