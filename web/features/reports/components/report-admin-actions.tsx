import { useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import type { ReportSummary } from '#common/contracts/reports.ts'
import { AppError } from '#common/errors.ts'
import { deleteReportPrompt, MESSAGES } from '#common/messages.ts'
import { can, type Actor } from '#common/permissions.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { useDeleteReport } from '../api/delete-report.ts'
import { PublishReviewDialog } from './publish-review-dialog.tsx'

/** The spec's toast for a failed delete: which step failed, when the server says. */
function deleteFailure(error: Error): string {
  const step =
    error instanceof AppError && typeof error.details === 'object' && error.details !== null
      ? (error.details as { step?: unknown }).step
      : null
  return step === 'details' ? MESSAGES.reportDetailsDeleteFailed : MESSAGES.reportDeleteFailed
}

/**
 * Publish (pending reports, through the review checklist) and Delete (after the spec's prompt),
 * for those allowed (spec §4, §6).
 */
export function ReportAdminActions({ report, actor }: { report: ReportSummary; actor: Actor }) {
  const [reviewing, setReviewing] = useState(false)
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
          disabled={report.analysisStatus !== 'ready'}
          title={
            report.analysisStatus !== 'ready'
              ? 'There is no computed analysis to publish yet'
              : undefined
          }
          onClick={() => setReviewing(true)}
        >
          Publish
        </Button>
      )}
      {canPublish && (
        <PublishReviewDialog report={report} open={reviewing} onClose={() => setReviewing(false)} />
      )}
      {canDelete && (
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete report"
        confirmLabel="Delete report"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(report.id, { onSettled: () => setConfirming(false) })}
      >
        {deleteReportPrompt(report.address)}
      </ConfirmDialog>
    </>
  )
}
