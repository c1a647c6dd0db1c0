import type { ReportSummary } from '#common/contracts/reports.ts'
import { REPORT_STATE_BADGES } from '#common/report/labels.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'

const TONES: Readonly<Record<ReportSummary['state'], BadgeTone>> = {
  pending: 'conditional',
  reviewed: 'brand',
  verified: 'eligible',
}

/** Awaiting review, reviewed or verified (decision 595), in words and colour. */
export function ReportStatusBadge({ state }: { state: ReportSummary['state'] }) {
  // Two words at most: kept on one line, where a narrow table column broke "Awaiting review".
  return (
    <Badge tone={TONES[state]} className="whitespace-nowrap">
      {REPORT_STATE_BADGES[state]}
    </Badge>
  )
}
