import { Link, useParams, type MetaArgs } from 'react-router'
import { SHARE_LINK_NOT_FOUND } from '#common/contracts/report-shares.ts'
import { AppError } from '#common/errors.ts'
import { Page } from '../components/layout/page.tsx'
import { buttonClasses } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { ReportDocument } from '../features/report-view/components/report-document.tsx'
import { useSharedReport } from '../features/report-sharing/api/get-shared-report.ts'
import { formatDateTimeInLosAngeles } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Shared report', path: location.pathname })
}

/**
 * What a share link opens: the report read-only, as its print view shows it, for anyone with
 * the link and no account. A revoked or expired link gets a page that says so (decision 171).
 */
export default function SharedReportPage() {
  const { token = '' } = useParams()
  const shared = useSharedReport(token)
  if (shared.isPending)
    return (
      <Page heading="Shared report">
        <Spinner label="Loading the report" />
      </Page>
    )
  if (shared.isError) return <LinkProblem error={shared.error} />
  const data = shared.data.document
  if (!data)
    return (
      <Page heading={shared.data.address}>
        <p className="text-gray-800">
          This report is still being prepared. Open the link again in a few minutes.
        </p>
      </Page>
    )
  return (
    <ReportDocument
      data={data}
      print
      mapSrc={`/api/shared/${token}/map.svg`}
      actions={
        <a
          href={`/api/shared/${token}/pdf`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          Download PDF
        </a>
      }
      banner={
        <p className="text-sm text-gray-700 print:hidden">
          Shared with you read-only. This link works until{' '}
          {formatDateTimeInLosAngeles(shared.data.expiresAt)}.
        </p>
      }
    />
  )
}

const HEADINGS: Readonly<Record<string, string>> = {
  expired: 'This share link has expired',
  revoked: 'This share link was turned off',
}

function LinkProblem({ error }: { error: Error }) {
  const reason =
    error instanceof AppError && error.code === 'GONE'
      ? (error.details as { reason?: string } | undefined)?.reason
      : undefined
  const known =
    error instanceof AppError && ['GONE', 'NOT_FOUND', 'INVALID_INPUT'].includes(error.code)
  return (
    <Page
      heading={(reason && HEADINGS[reason]) ?? (known ? 'No report at this link' : 'Shared report')}
    >
      <p className={known ? 'text-gray-800' : 'text-danger-700'} role={known ? undefined : 'alert'}>
        {reason
          ? error.message
          : known
            ? SHARE_LINK_NOT_FOUND
            : `The report could not be loaded: ${error.message} Try opening the link again.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to Lotwise
        </Link>
        <Link to="/login" className={buttonClasses({ variant: 'ghost' })}>
          Sign in
        </Link>
      </div>
    </Page>
  )
}
