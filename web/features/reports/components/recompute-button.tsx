import { toast } from '../../../lib/toast.ts'
import { Button, type ButtonProps } from '../../../components/ui/button.tsx'
import { useRecomputeReport } from '../api/recompute-report.ts'

/** Recomputes one report with the running engine and today's date. */
export function RecomputeButton({
  reportId,
  label = 'Recompute',
  ...props
}: { reportId: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const recompute = useRecomputeReport({
    onSuccess: () => toast.success('Report recomputed with the current engine'),
    onError: (error) => toast.error(error.message),
  })
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={recompute.isPending}
      onClick={() => recompute.mutate(reportId)}
      {...props}
    >
      {label}
    </Button>
  )
}
