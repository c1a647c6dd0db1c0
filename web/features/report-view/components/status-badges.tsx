import { STATUS_LABELS, type PathwayStatus } from '#engine'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { REPORT_STATE_LABELS, type ReportState } from '#common/report/labels.ts'

const PATHWAY_TONES: Readonly<Record<PathwayStatus, { tone: BadgeTone; icon: string }>> = {
  available: { tone: 'eligible', icon: '✓' },
  available_with_checks: { tone: 'eligible', icon: '✓' },
  needs_confirmation: { tone: 'conditional', icon: '?' },
  not_available: { tone: 'unavailable', icon: '✕' },
  not_yet_effective: { tone: 'unavailable', icon: '…' },
  closed: { tone: 'unavailable', icon: '✕' },
}

/** A pathway's status: colour, icon and words together (never colour alone). */
export function PathwayStatusBadge({ status }: { status: PathwayStatus }) {
  const { tone, icon } = PATHWAY_TONES[status]
  return (
    <Badge tone={tone} icon={icon} className="whitespace-nowrap">
      {STATUS_LABELS[status]}
    </Badge>
  )
}

const REPORT_STATE_TONES: Readonly<Record<ReportState, BadgeTone>> = {
  pending: 'conditional',
  reviewed: 'eligible',
  verified: 'eligible',
  sample: 'accent',
}

export function ReportStateBadge({ state }: { state: ReportState }) {
  return <Badge tone={REPORT_STATE_TONES[state]}>{REPORT_STATE_LABELS[state]}</Badge>
}
