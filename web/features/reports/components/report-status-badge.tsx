import type { ReportStatus } from '#common/contracts/reports.ts'
import { Badge } from '../../../components/ui/badge.tsx'

/** Pending or Completed, in words and colour. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge tone={status === 'completed' ? 'eligible' : 'conditional'}>
      {status === 'completed' ? 'Completed' : 'Pending'}
    </Badge>
  )
}
