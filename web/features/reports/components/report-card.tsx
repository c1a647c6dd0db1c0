// One report in the profile grid (spec §2, §4): admins see the reporter, Publish on pending
// reports, and Delete after a confirmation.
import { Link } from 'react-router'
import { type ReportSummary } from '#common/contracts/reports.ts'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { canOnAny, type Actor } from '#common/permissions.ts'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { ReportAdminActions } from './report-admin-actions.tsx'
import { ReportStatusBadge } from './report-status-badge.tsx'

export function ReportCard({ report, actor }: { report: ReportSummary; actor: Actor }) {
  return (
    <Card className="flex w-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <CardTitle as="h3" className="text-base">
          <Link to={`/report/${report.id}`} className="hover:underline">
            {report.address}
          </Link>
        </CardTitle>
        <ReportStatusBadge state={report.state} />
      </div>
      <p className="text-sm text-gray-700">{REPORT_TYPE_LABELS[report.reportType]}</p>
      <p className="text-sm text-gray-600">
        Created {formatDateTimeInLosAngeles(report.createdAt)}
      </p>
      {canOnAny(actor, 'read:report') && (
        <p className="text-sm text-gray-700">
          Reporter: {report.user_name ?? 'Unknown'} ({report.user_email ?? 'no email'})
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2 empty:hidden">
        <ReportAdminActions report={report} actor={actor} />
      </div>
    </Card>
  )
}
