import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { useRecomputeRun, useStartBulkRecompute } from '../api/bulk-recompute.ts'

/** Recompute every report on an older engine version, with the run's progress. */
export function BulkRecomputePanel({ staleCount }: { staleCount: number | null }) {
  const run = useRecomputeRun()
  const start = useStartBulkRecompute({
    onSuccess: () => toast.success('Bulk recompute started'),
    onError: (error) => toast.error(error.message),
  })
  const current = run.data ?? null
  const running = current?.status === 'running'
  const handled = current ? current.done + current.failed : 0
  const percent = current && current.total > 0 ? Math.round((handled / current.total) * 100) : 100
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle as="h2">Bulk recompute</CardTitle>
      <p className="text-gray-800">
        {staleCount === null
          ? 'Counting reports computed by an older engine…'
          : staleCount === 0
            ? 'Every report is computed by the current engine.'
            : `${staleCount} ${staleCount === 1 ? 'report was' : 'reports were'} computed by an older engine version.`}
      </p>
      {current && (
        <div className="flex flex-col gap-1">
          <progress
            className="h-3 w-full accent-brand-700"
            max={Math.max(1, current.total)}
            value={handled}
            aria-label="Bulk recompute progress"
          />
          <p className="tabular text-sm text-gray-700" role="status">
            {running ? 'Running' : 'Finished'}: {handled} of {current.total} ({percent} %)
            {current.failed > 0 && `, ${current.failed} could not be computed`} · started{' '}
            {formatDateTimeInLosAngeles(current.startedAt)}
            {current.finishedAt && `, finished ${formatDateTimeInLosAngeles(current.finishedAt)}`}
          </p>
        </div>
      )}
      <div>
        <Button
          variant="secondary"
          busy={start.isPending}
          disabled={running || staleCount === 0}
          onClick={() => start.mutate(undefined)}
        >
          Recompute all stale reports
        </Button>
      </div>
    </Card>
  )
}
