import { useState } from 'react'
import { toast } from 'sonner'
import type { ReportSummary } from '#common/contracts/reports.ts'
import { AppError } from '#common/errors.ts'
import { deleteReportPrompt, MESSAGES } from '#common/messages.ts'
import { can, type Actor } from '#common/permissions.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useDeleteReport } from '../api/delete-report.ts'
import { usePublishReport } from '../api/publish-report.ts'

/** The spec's toast for a failed delete: which step failed, when the server says. */
function deleteFailure(error: Error): string {
  const step =
    error instanceof AppError && typeof error.details === 'object' && error.details !== null
      ? (error.details as { step?: unknown }).step
      : null
  return step === 'details' ? MESSAGES.reportDetailsDeleteFailed : MESSAGES.reportDeleteFailed
}

/** Publish (pending reports) and Delete (after the spec's prompt), for those allowed (spec §4, §6). */
export function ReportAdminActions({ report, actor }: { report: ReportSummary; actor: Actor }) {
  const publish = usePublishReport({
    onSuccess: () => toast.success(MESSAGES.reportPublished),
    onError: () => toast.error(MESSAGES.reportPublishFailed),
  })
  const remove = useDeleteReport({
    onSuccess: () => toast.success(MESSAGES.reportDeleted),
    onError: (error) => toast.error(deleteFailure(error)),
  })
  const canPublish = report.status === 'pending' && can(actor, 'publish:report', report)
  const canDelete = can(actor, 'delete:report', report)
  const [confirming, setConfirming] = useState(false)
  if (!canPublish && !canDelete) return null
  return (
    <>
      {canPublish && (
        <Button
          size="sm"
          busy={publish.isPending}
          disabled={report.analysisStatus !== 'ready'}
          title={
            report.analysisStatus !== 'ready'
              ? 'There is no computed analysis to publish yet'
              : undefined
          }
          onClick={() => publish.mutate(report.id)}
        >
          Publish
        </Button>
      )}
      {canDelete && (
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
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
        {deleteReportPrompt(report.address)}
      </Dialog>
    </>
  )
}
