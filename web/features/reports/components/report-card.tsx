// One report in the profile grid (spec §2, §4): admins see the reporter, Publish on pending
// reports, and Delete after a confirmation.
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { ReportSummary } from '#common/contracts/accounts.ts'
import { REPORT_TYPE_LABELS } from '#common/reports.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { useDeleteReport, usePublishReport } from '../api.ts'

export function deletePrompt(address: string): string {
  return `Are you sure you want to delete the report for "${address}"?`
}

export function ReportCard({ report, isAdmin }: { report: ReportSummary; isAdmin: boolean }) {
  const publish = usePublishReport({
    onSuccess: () => toast.success('Report published successfully'),
    onError: () => toast.error('Failed to publish report'),
  })
  const remove = useDeleteReport({
    onSuccess: () => toast.success('Report deleted successfully'),
    onError: () => toast.error('Failed to delete report'),
  })
  const [confirming, setConfirming] = useState(false)

  return (
    <Card className="flex w-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <CardTitle as="h3" className="text-base">
          <Link to={`/report/${report.id}`} className="hover:underline">
            {report.address}
          </Link>
        </CardTitle>
        <Badge tone={report.status === 'completed' ? 'eligible' : 'conditional'}>
          {report.status === 'completed' ? 'Completed' : 'Pending'}
        </Badge>
      </div>
      <p className="text-sm text-gray-700">{REPORT_TYPE_LABELS[report.reportType]}</p>
      <p className="text-sm text-gray-600">Created {formatDateTime(report.createdAt)}</p>
      {isAdmin && (
        <p className="text-sm text-gray-700">
          Reporter: {report.user_name ?? 'Unknown'} ({report.user_email ?? 'no email'})
        </p>
      )}
      {isAdmin && (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {report.status === 'pending' && (
            <Button size="sm" busy={publish.isPending} onClick={() => publish.mutate(report.id)}>
              Publish
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete report"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(report.id, { onSettled: () => setConfirming(false) })}
            >
              Delete report
            </Button>
          </>
        }
      >
        {deletePrompt(report.address)}
      </Dialog>
    </Card>
  )
}
