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
  return <Badge tone={TONES[state]}>{REPORT_STATE_BADGES[state]}</Badge>
}
