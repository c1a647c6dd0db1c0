import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { DEMO_PARCEL_LABEL, distinctSources, REAL_PARCEL_LABEL } from '#common/parcel-provenance.ts'
import { countedRanking } from '#common/report/counted-homes.ts'
import { netNewHomesWords } from '#common/report/figures.ts'
import { analyzeParcel, STATUS_LABELS, type Analysis, type PathwayStatus } from '#engine'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { californiaToday } from '../../../lib/california-date.ts'
import { formatDate } from '../../../lib/format.ts'
import { useParcel } from '../api/get-parcel.ts'
import { parcelCardFacts } from '../card-facts.ts'
import { ParcelCardLoading } from './parcel-card-loading.tsx'

/** A status's colour; its words (the engine's label) always stand beside it. */
function statusTone(status: PathwayStatus): BadgeTone {
  if (status === 'available' || status === 'available_with_checks') return 'eligible'
  return status === 'needs_confirmation' ? 'conditional' : 'unavailable'
}

export type OfferFacts = {
  apn: string
  zoneClass: string | null
  /** The lot's first analysis, from which each offer says what its report would work out. */
  analysis: Analysis | null
}

/**
 * The key facts of one parcel, a first look at what it may allow, and where ordering starts:
 * `offers` renders the report types to order (the page composes them from the orders feature).
 */
export function ParcelSummaryCard({
  apn,
  offers,
  watch,
  onShown,
}: {
  apn: string
  offers: (parcel: OfferFacts) => ReactNode
  /** Saving the lot to the watchlist (the page composes it from the watch feature). */
  watch: (apn: string) => ReactNode
  /** Called with the card’s heading once the parcel’s facts are shown, and again when it changes. */
  onShown?: (heading: HTMLElement) => void
}) {
  const { data: parcel, error, isPending } = useParcel(apn)
  const heading = useRef<HTMLHeadingElement>(null)
  const shownApn = parcel?.apn
  useEffect(() => {
    if (shownApn && heading.current) onShown?.(heading.current)
  }, [shownApn, onShown])
  const analysis = useMemo(
    () =>
      parcel
        ? analyzeParcel({
            parcel: parcel.facts,
            scenario: { analysisDate: californiaToday() },
          })
        : null,
    [parcel],
  )

  if (isPending) return <ParcelCardLoading />
  if (error || !parcel) {
    return (
      <Card role="alert" className="text-danger-700">
        We could not load this parcel. {error?.message}
      </Card>
    )
  }

  const facts = parcelCardFacts(parcel)
  const top = analysis?.summary.ranking.slice(0, 3) ?? []
  const counted = analysis ? countedRanking(analysis) : []

  return (
    <Card className="flex flex-col gap-5" aria-labelledby={`parcel-${parcel.apn}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {/* Focusable from code alone: a pick in the search moves focus here. */}
          <CardTitle id={`parcel-${parcel.apn}`} ref={heading} tabIndex={-1}>
            {parcel.address.display ?? `Parcel ${parcel.apn}`}
          </CardTitle>
          <p className="text-gray-700">
            {parcel.address.display ? '' : 'No street address on record · '}APN {parcel.apn}
          </p>
        </div>
        {parcel.isDemo ? (
          <Badge tone="accent">{DEMO_PARCEL_LABEL}</Badge>
        ) : (
          <Badge tone="brand">{REAL_PARCEL_LABEL}</Badge>
        )}
      </div>
      {watch(parcel.apn)}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!parcel.isDemo && (
        <p className="text-sm text-gray-700">
          Sources:{' '}
          {distinctSources(Object.values(parcel.sources))
            .map((source) => `${source.dataset} (retrieved ${formatDate(source.date)})`)
            .join('; ')}
          .
        </p>
      )}
      {analysis && top.length > 0 && (
        <section
          aria-labelledby={`preview-${parcel.apn}`}
          className="border-t border-gray-200 pt-4"
        >
          <h3 id={`preview-${parcel.apn}`} className="font-semibold text-gray-900">
            What this lot may allow (a first look)
          </h3>
          {/* Statuses in one column and what each pathway allows beside them, wrapping there,
              so a long pathway name does not push its status onto a line of its own; on a
              phone each status sits above its pathway. */}
          <ul className="mt-2 grid gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-3">
            {top.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col items-start gap-1 sm:col-span-2 sm:grid sm:grid-cols-subgrid sm:items-baseline sm:justify-items-start"
              >
                <Badge tone={statusTone(entry.status)}>{STATUS_LABELS[entry.status]}</Badge>
                <span className="text-gray-900">
                  {analysis.pathways[entry.id].name}:{' '}
                  <span className="tabular font-medium">
                    {netNewHomesWords(
                      analysis.pathways[entry.id],
                      counted,
                      analysis.existing.existingUnits,
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-600">
            Computed in your browser from public records. A report checks every fact, explains each
            criterion and cites the law behind every figure.
          </p>
        </section>
      )}
      <section aria-labelledby={`order-${parcel.apn}`} className="rounded-md bg-brand-50 p-4">
        <h3 id={`order-${parcel.apn}`} className="font-semibold text-brand-900">
          Order a report for this parcel
        </h3>
        <p className="mt-1 text-gray-800">
          Every report is computed at once from the records and then checked by an analyst.
        </p>
        {offers({
          apn: parcel.apn,
          zoneClass: parcel.zoning.zoneClass,
          analysis,
        })}
      </section>
    </Card>
  )
}
