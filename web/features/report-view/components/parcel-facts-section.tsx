import type { FactCorrection, ReportInputs } from '#common/contracts/reports.ts'
import { CONFIRMATION_SOURCE_LABELS } from '#common/report/confirmation-labels.ts'
import { DEMO_PARCEL_LABEL, REAL_PARCEL_LABEL, sourceName } from '#common/parcel-provenance.ts'
import { isSharedOrigin, sharedOrigin } from '#common/report/fact-origins.ts'
import { FACT_NAMES, FACTS, formatFactValue, type FactName } from '#common/report/facts.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { formatDate, formatDateTimeInLosAngeles } from '../../../lib/format.ts'
import { ReportSection } from './report-section.tsx'

/** The facts the analysis read, each with where it came from; analysts' corrections marked. */
export function ParcelFactsSection({
  apn,
  inputs,
  corrections,
}: {
  apn: string | null
  inputs: ReportInputs
  corrections: readonly FactCorrection[]
}) {
  const known = FACT_NAMES.filter((name) => inputs.parcel[name] !== undefined)
  const shared = sharedOrigin(inputs, known)
  return (
    <ReportSection
      id="facts"
      heading="Parcel facts"
      lead="What the analysis read about the lot, and where each fact came from. Facts that are not in the records are listed under What to confirm."
    >
      <div className="flex flex-wrap items-center gap-3">
        {apn && <span className="text-gray-800">APN {apn}</span>}
        {inputs.demoParcel ? (
          <Badge tone="accent">{DEMO_PARCEL_LABEL}</Badge>
        ) : (
          <Badge tone="brand">{REAL_PARCEL_LABEL}</Badge>
        )}
      </div>
      {shared && (
        <p className="text-gray-700">
          Each fact comes from {sourceName(shared.dataset)}, {formatDate(shared.date)}, unless
          another source is named under it.
        </p>
      )}
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {known.map((name) => (
          <FactRow
            key={name}
            name={name}
            inputs={inputs}
            replaced={corrections.find((entry) => entry.fact === name)}
            sourceShown={!isSharedOrigin(inputs.factOrigins[name], shared)}
          />
        ))}
      </dl>
    </ReportSection>
  )
}

function FactRow({
  name,
  inputs,
  replaced,
  sourceShown,
}: {
  name: FactName
  inputs: ReportInputs
  replaced: FactCorrection | undefined
  /** False when the fact comes from the record named once above the list. */
  sourceShown: boolean
}) {
  const origin = inputs.factOrigins[name]
  return (
    <div className="flex flex-col border-b border-gray-100 pb-2">
      <dt className="text-sm text-gray-700">{FACTS[name].label}</dt>
      <dd className="tabular font-medium text-gray-900">
        {formatFactValue(name, inputs.parcel[name])}
      </dd>
      {origin?.kind === 'record' && origin.note && (
        <dd className="text-sm text-gray-800">{origin.note}</dd>
      )}
      {sourceShown && (
        <dd className="text-sm text-gray-700">
          {origin?.kind === 'correction' || origin?.kind === 'owner' ? (
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="brand" icon="✎">
                {origin.kind === 'owner'
                  ? 'Owner-stated'
                  : origin.confirmedWith
                    ? 'Confirmed by analyst'
                    : 'Corrected by analyst'}
              </Badge>
              <span>
                {origin.by ?? (origin.kind === 'owner' ? 'The owner' : 'An analyst')},{' '}
                {origin.kind === 'correction' &&
                  origin.confirmedWith &&
                  `with ${CONFIRMATION_SOURCE_LABELS[origin.confirmedWith]}, `}
                {formatDateTimeInLosAngeles(origin.at)}
                {replaced &&
                  replaced.action === 'set' &&
                  `; before: ${formatFactValue(name, replaced.oldValue)}`}
              </span>
            </span>
          ) : origin ? (
            `${sourceName(origin.dataset)}, ${formatDate(origin.date)}`
          ) : (
            'Source not recorded'
          )}
        </dd>
      )}
    </div>
  )
}
