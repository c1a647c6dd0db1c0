import { STATUS_LABELS, type PathwayStatus } from '#engine'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import type { ReportDocumentData } from '#common/report/document-model.ts'

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

const REPORT_STATUS: Readonly<
  Record<ReportDocumentData['status'], { tone: BadgeTone; label: string }>
> = {
  pending: { tone: 'conditional', label: 'Preliminary — awaiting specialist review' },
  completed: { tone: 'eligible', label: 'Completed — verified by a specialist' },
  sample: { tone: 'accent', label: 'Sample report — computed on a demo parcel' },
}

export function ReportStatusBadge({ status }: { status: ReportDocumentData['status'] }) {
  const { tone, label } = REPORT_STATUS[status]
  return <Badge tone={tone}>{label}</Badge>
}
