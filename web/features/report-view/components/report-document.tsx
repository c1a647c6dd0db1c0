import type { ReactNode } from 'react'
import type { ProformaChanges } from '#common/report/assumption-values.ts'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { REPORT_CONTENTS } from '#common/report/contents.ts'
import type { ReportDocumentData } from '#common/report/document-model.ts'
import type { Objective } from '#common/report/objectives.ts'
import { reportState, verificationLine } from '#common/report/review.ts'
import { ConfirmSection } from './confirm-section.tsx'
import { EnvelopeSection } from './envelope-section.tsx'
import { LotMapSection } from './lot-map-section.tsx'
import { NotesSection } from './notes-section.tsx'
import { ParcelFactsSection } from './parcel-facts-section.tsx'
import { ProformaSection } from './proforma-section.tsx'
import { PathwayTable } from './pathway-table.tsx'
import { ReadingsSection } from './readings-section.tsx'
import { ReviewSection } from './review-section.tsx'
import { ReportStateBadge } from './status-badges.tsx'
import { SummarySection } from './summary-section.tsx'

/**
 * A whole report. `standard` reads as the analysis was made (facts, then pathways); `v2`, the
 * full report's next layout, leads with what a developer decides on (decision 146).
 */
export type ReportLayout = 'standard' | 'v2'

export function ReportDocument({
  data,
  layout = data.reportType === 'multifamily_development_v2' ? 'v2' : 'standard',
  actions,
  banner,
  print = false,
  mapSrc,
  interactiveMap,
  onSaveProforma,
  factsEditor,
  onObjective,
}: {
  data: ReportDocumentData
  layout?: ReportLayout
  /** Buttons beside the title (edit, print, recompute): the page's, not the report's. */
  actions?: ReactNode
  /** Messages above the report: a stale engine, a failed recompute. */
  banner?: ReactNode
  /** Every pathway open, for the print view. */
  print?: boolean
  /** Where the server draws the lot's map (the print view's and the shared page's). */
  mapSrc?: string
  /** The page's interactive map of the lot, given the drawn map to fall back on (the report page). */
  interactiveMap?: (drawn: ReactNode) => ReactNode
  /** Given when the reader may change the pro forma's assumptions (the owner, an admin). */
  onSaveProforma?: (changes: ProformaChanges) => Promise<void>
  /** Where the reader may state what they know about the lot; absent where they cannot. */
  factsEditor?: string
  /** Given when the reader may change what "best" means for this report. */
  onObjective?: (objective: Objective) => void
}) {
  const { model } = data.derived
  const { analysis } = data
  const money = REPORT_CONTENTS[data.reportType].proforma
  const sections = {
    summary: (
      <SummarySection
        key="summary"
        data={data}
        model={model}
        onObjective={print ? undefined : onObjective}
      />
    ),
    facts: (
      <ParcelFactsSection
        key="facts"
        apn={data.apn}
        inputs={data.inputs}
        corrections={data.corrections}
      />
    ),
    map: mapSrc && (
      <LotMapSection key="map" src={mapSrc} address={data.address} interactive={interactiveMap} />
    ),
    pathways: (
      <PathwayTable key="pathways" analysis={analysis} pathways={model.pathways} openAll={print} />
    ),
    confirm: <ConfirmSection key="confirm" questions={model.questions} />,
    readings: <ReadingsSection key="readings" readings={model.readings} />,
    envelope: <EnvelopeSection key="envelope" analysis={analysis} model={model} />,
    proforma: money && (
      <ProformaSection
        key="proforma"
        analysis={analysis}
        inputs={data.inputs}
        pathways={model.pathways}
        version={money}
        saved={data.proformaAssumptions}
        stored={data.derived.money}
        onSave={print ? undefined : onSaveProforma}
        factsEditor={print ? undefined : factsEditor}
        print={print}
      />
    ),
    review: data.review && <ReviewSection key="review" review={data.review} />,
    notes: (
      <NotesSection
        key="notes"
        notes={data.notes}
        analysis={analysis}
        inputs={data.inputs}
        computedAt={data.computedAt}
      />
    ),
  }
  const order: ReadonlyArray<keyof typeof sections> =
    layout === 'v2'
      ? [
          'summary',
          'envelope',
          'pathways',
          'proforma',
          'readings',
          'confirm',
          'facts',
          'map',
          'review',
          'notes',
        ]
      : [
          'summary',
          'facts',
          'map',
          'pathways',
          'proforma',
          'confirm',
          'readings',
          'envelope',
          'review',
          'notes',
        ]

  return (
    <article className="report-document mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-medium tracking-wide text-brand-800 uppercase">
          {REPORT_TYPE_LABELS[data.reportType]}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">
          {data.address}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <ReportStateBadge state={reportState(data)} />
          {actions}
        </div>
        {data.review && (
          <p className="text-gray-800">
            <a href="#review-heading" className="underline underline-offset-2">
              {verificationLine(data.review)}
            </a>
          </p>
        )}
        {banner}
      </header>
      {order.map((name) => sections[name])}
    </article>
  )
}
