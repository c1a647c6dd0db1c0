import { useState } from 'react'
import { Link } from 'react-router'
import { type ReportSummary } from '#common/contracts/reports.ts'
import { REPORT_TYPE_ADMIN_LABELS, REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { can, canOnAny, type Actor } from '#common/permissions.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClasses } from '../../../components/ui/button.tsx'
import {
  STACKED_BLOCK,
  STACKED_CELL,
  STACKED_CONTAINER,
  STACKED_HIDDEN,
  STACKED_ROW,
  STACKED_ROW_HEADING,
} from '../../../components/ui/stacked-table.ts'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { RecomputeButton } from './recompute-button.tsx'
import { ReportAdminActions } from './report-admin-actions.tsx'
import { ReportStatusBadge } from './report-status-badge.tsx'

const DAY_MS = 24 * 60 * 60 * 1000

/** "3 days", "5 hours": how long a report has waited. */
function ageOf(createdAt: string, now: number): string {
  const ms = Math.max(0, now - new Date(createdAt).getTime())
  if (ms >= DAY_MS) {
    const days = Math.floor(ms / DAY_MS)
    return `${days} ${days === 1 ? 'day' : 'days'}`
  }
  const hours = Math.floor(ms / (60 * 60 * 1000))
  return hours >= 1 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : 'under an hour'
}

/**
 * Reports as a table: address, type, status and date; admins also see the reporter. In the
 * analysts' queue each row adds its age, the analysis's state and the analysts' actions.
 */
export function ReportsTable({
  reports,
  actor,
  queue = false,
}: {
  reports: readonly ReportSummary[]
  actor: Actor
  queue?: boolean
}) {
  // Ages are counted from when the table first showed, not re-read on every render.
  const [now] = useState(() => Date.now())
  const showReporter = canOnAny(actor, 'read:report')
  return (
    // In a narrow space each report stacks its fields, each named, instead of a wide table
    // scrolled sideways that hid its status and actions.
    <div className={`overflow-x-auto rounded-lg border border-gray-200 ${STACKED_CONTAINER}`}>
      <table className={`w-full border-collapse text-left text-sm ${STACKED_BLOCK}`}>
        <thead className={`bg-gray-50 text-gray-800 ${STACKED_HIDDEN}`}>
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Address
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {queue ? 'Waiting' : 'Created'}
            </th>
            {showReporter && (
              <th scope="col" className="px-3 py-2 font-semibold">
                Reporter
              </th>
            )}
            {queue && (
              <th scope="col" className="px-3 py-2 font-semibold">
                Analysis
              </th>
            )}
            {queue && (
              <th scope="col" className="px-3 py-2 font-semibold">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className={STACKED_BLOCK}>
          {reports.map((report) => (
            <tr key={report.id} className={`border-t border-gray-200 align-top ${STACKED_ROW}`}>
              <th scope="row" className={`px-3 py-2 font-medium ${STACKED_ROW_HEADING}`}>
                <Link to={`/report/${report.id}`} className="text-brand-800 hover:underline">
                  {report.address}
                </Link>
              </th>
              <td data-label="Type" className={`px-3 py-2 ${STACKED_CELL}`}>
                {(showReporter ? REPORT_TYPE_ADMIN_LABELS : REPORT_TYPE_LABELS)[report.reportType]}
              </td>
              <td data-label="Status" className={`px-3 py-2 ${STACKED_CELL}`}>
                <ReportStatusBadge state={report.state} />
              </td>
              <td
                data-label={queue ? 'Waiting' : 'Created'}
                className={`tabular px-3 py-2 whitespace-nowrap ${STACKED_CELL}`}
              >
                {queue ? (
                  // Only a pending report is waiting; a published one has nothing to count.
                  <span title={`Created ${formatDateTimeInLosAngeles(report.createdAt)}`}>
                    {report.status === 'pending' ? ageOf(report.createdAt, now) : '—'}
                  </span>
                ) : (
                  formatDateTimeInLosAngeles(report.createdAt)
                )}
              </td>
              {showReporter && (
                <td
                  data-label="Reporter"
                  className={`px-3 py-2 ${STACKED_CELL} ${STACKED_ROW_HEADING}`}
                >
                  {report.user_name ?? 'Unknown'}
                  <br />
                  <span className="text-gray-700">{report.user_email ?? 'no email'}</span>
                </td>
              )}
              {queue && (
                <td data-label="Analysis" className={`px-3 py-2 ${STACKED_CELL}`}>
                  <AnalysisState report={report} />
                </td>
              )}
              {queue && (
                <td
                  data-label="Actions"
                  className={`px-3 py-2 ${STACKED_CELL} ${STACKED_ROW_HEADING}`}
                >
                  <div className="flex flex-wrap gap-2">
                    {can(actor, 'update:report', report) && (
                      <Link
                        to={`/edit-report/${report.id}`}
                        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                        aria-label={`Edit ${report.address}`}
                      >
                        Edit
                      </Link>
                    )}
                    {can(actor, 'recompute:report', report) && (
                      <RecomputeButton
                        reportId={report.id}
                        aria-label={`Recompute ${report.address}`}
                      />
                    )}
                    <ReportAdminActions report={report} actor={actor} />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function AnalysisState({ report }: { report: ReportSummary }) {
  if (report.analysisStatus === 'failed') return <Badge tone="danger">Failed</Badge>
  if (report.analysisStatus === 'pending') return <Badge tone="neutral">Computing</Badge>
  return report.stale ? (
    <Badge tone="conditional" className="whitespace-nowrap">
      Engine {report.engineVersion} (stale)
    </Badge>
  ) : (
    <Badge tone="eligible" className="whitespace-nowrap">
      Engine {report.engineVersion}
    </Badge>
  )
}
