import { Fragment, useState } from 'react'
import {
  caveatFigures,
  criteriaOf,
  figureLabel,
  findingText,
  OUTCOME_LABELS,
  pathwayCaveats,
} from '#common/report/labels.ts'
import {
  findingsOf,
  type Analysis,
  type CriterionOutcome,
  type PathwayId,
  type PathwayResult,
} from '#engine'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import {
  STACKED_BLOCK,
  STACKED_CELL,
  STACKED_CONTAINER,
  STACKED_HIDDEN,
  STACKED_ROW,
  STACKED_ROW_HEADING,
} from '../../../components/ui/stacked-table.ts'
import { formatDate, formatMonthOrDate } from '../../../lib/format.ts'
import {
  formatAffordable,
  formatFloorArea,
  formatHeight,
  formatHomes,
  formatParking,
} from '#common/report/figures.ts'
import { CitationLink } from '../../../components/ui/citation-link.tsx'
import { ReportSection } from './report-section.tsx'
import { PathwayStatusBadge } from './status-badges.tsx'

const COLUMNS = ['Status', 'Homes', 'Height', 'Floor area', 'Parking', 'Affordable homes'] as const

/** Every pathway with its figures; opening a row shows each criterion and the law behind it. */
export function PathwayTable({
  analysis,
  pathways,
  openAll = false,
}: {
  analysis: Analysis
  pathways: readonly PathwayId[]
  /** Print: every row open. */
  openAll?: boolean
}) {
  const [open, setOpen] = useState<ReadonlySet<PathwayId>>(new Set())
  const toggle = (id: PathwayId) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <ReportSection
      id="pathways"
      heading="Every pathway"
      lead="Open a pathway to see each criterion it was checked against and the law behind each figure."
    >
      {/* In a narrow space each pathway stacks its figures, each named, instead of a
          seven-column table scrolled sideways whose open criteria ran off the screen. */}
      <div className={`overflow-x-auto rounded-lg border border-gray-200 ${STACKED_CONTAINER}`}>
        <table className={`w-full border-collapse text-left text-sm ${STACKED_BLOCK}`}>
          <thead className={`bg-gray-50 text-gray-800 ${STACKED_HIDDEN}`}>
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Pathway
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={STACKED_BLOCK}>
            {pathways.map((id) => {
              const result = analysis.pathways[id]
              const expanded = openAll || open.has(id)
              const detailsId = `pathway-${id}-details`
              const figures = [
                formatHomes(result, analysis.summary.ranking),
                formatHeight(result),
                formatFloorArea(result),
                formatParking(result),
                formatAffordable(result.affordable),
              ]
              // Stacked in a narrow space, a pathway without a single figure shows its status
              // alone, not five dashes.
              const figureClass = figures.every((figure) => figure === '—')
                ? `tabular ${STACKED_HIDDEN}`
                : 'tabular'
              return (
                <Fragment key={id}>
                  <tr className={`border-t border-gray-200 align-top ${STACKED_ROW}`}>
                    <th
                      scope="row"
                      className={`px-3 py-2 font-medium text-gray-900 ${STACKED_ROW_HEADING}`}
                    >
                      <button
                        type="button"
                        className="flex items-start gap-2 text-left hover:underline print:hidden"
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        onClick={() => toggle(id)}
                      >
                        <span aria-hidden="true" className="w-3 text-brand-800">
                          {expanded ? '▾' : '▸'}
                        </span>
                        {result.name}
                      </button>
                      <span className="hidden print:inline">{result.name}</span>
                    </th>
                    {[<PathwayStatusBadge key="status" status={result.status} />, ...figures].map(
                      (cell, index) => (
                        <td
                          key={COLUMNS[index]}
                          data-label={COLUMNS[index]}
                          className={`px-3 py-2 ${STACKED_CELL} ${index === 0 ? STACKED_ROW_HEADING : figureClass}`}
                        >
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                  <tr
                    id={detailsId}
                    hidden={!expanded}
                    className={`bg-gray-50/60 ${STACKED_BLOCK}`}
                  >
                    <td colSpan={COLUMNS.length + 1} className={`px-3 pt-1 pb-4 ${STACKED_BLOCK}`}>
                      {expanded && <PathwayDetails result={result} />}
                    </td>
                  </tr>
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
    </ReportSection>
  )
}

const OUTCOME_TONES: Readonly<Record<CriterionOutcome, { tone: BadgeTone; icon: string }>> = {
  passed: { tone: 'eligible', icon: '✓' },
  failed: { tone: 'unavailable', icon: '✕' },
  needs_confirmation: { tone: 'conditional', icon: '?' },
}

const CONFIDENCE_LABELS = {
  medium: 'Rests on a secondary source or an assumption',
  low: 'Contested or not yet verified',
} as const

function PathwayDetails({ result }: { result: PathwayResult }) {
  const sources = result.sources
  const caveats = pathwayCaveats(result)
  return (
    <div className="flex max-w-4xl flex-col gap-4 text-base">
      <div>
        <h3 className="font-semibold text-gray-900">Criteria</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {criteriaOf(result).map((criterion, index) => (
            <li key={`${criterion.code}-${index}`} className="flex flex-wrap items-start gap-2">
              <Badge
                tone={OUTCOME_TONES[criterion.outcome].tone}
                icon={OUTCOME_TONES[criterion.outcome].icon}
                className="whitespace-nowrap"
              >
                {OUTCOME_LABELS[criterion.outcome]}
              </Badge>
              <div className="min-w-0 flex-1 text-gray-800">
                {criterion.requirement !== null && <p>{criterion.requirement}.</p>}
                {findingsOf(result, criterion).map((finding) => (
                  <p
                    key={`${finding.code}-${finding.fact ?? ''}`}
                    className={criterion.requirement === null ? undefined : 'text-sm text-gray-700'}
                  >
                    {findingText(finding)}
                  </p>
                ))}
                <p className="text-sm text-gray-700">
                  <CitationLink citation={criterion.citation} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {sources.length > 0 && (
        <div>
          <h3 className="font-semibold text-gray-900">Where each figure comes from</h3>
          <dl className="mt-2 flex flex-col gap-2">
            {sources.map((source) => (
              <div key={source.figure}>
                <dt className="font-medium text-gray-900">
                  {figureLabel(source.figure)}
                  {source.confidence !== 'high' && (
                    <Badge tone="conditional" className="ml-2">
                      {CONFIDENCE_LABELS[source.confidence]}
                    </Badge>
                  )}
                </dt>
                <dd className="text-gray-800">
                  {source.rule}.{' '}
                  {source.citations.map((citation, index) => (
                    <span key={`${citation.law}-${citation.section}`}>
                      {index > 0 && '; '}
                      <CitationLink citation={citation} />
                    </span>
                  ))}
                </dd>
                {source.readings.length > 1 && (
                  <dd className="text-sm text-gray-700">
                    <ul className="mt-1 flex flex-col gap-1">
                      {source.readings.map((reading) => (
                        <li key={String(reading.value)}>
                          {reading.chosen ? 'Used here: ' : 'Other reading: '}
                          {reading.message}
                        </li>
                      ))}
                    </ul>
                  </dd>
                )}
              </div>
            ))}
          </dl>
          {/* Each caveat once, naming the figures it qualifies, instead of under each of them. */}
          {caveats.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-700">
              {caveats.map((caveat) => (
                <li key={caveat.message}>
                  <span className="font-medium text-gray-900">{caveatFigures(caveat)}:</span>{' '}
                  {caveat.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {result.notes.length > 0 && (
        <div>
          <h3 className="font-semibold text-gray-900">Notes</h3>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-gray-800">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-semibold text-gray-900">The law</h3>
        <ul className="mt-1 flex flex-col gap-1">
          {result.citations.map((citation) => (
            <li key={`${citation.law}-${citation.section}`}>
              <CitationLink citation={citation} />
            </li>
          ))}
        </ul>
        <LegalStatusLine result={result} />
      </div>
    </div>
  )
}

/**
 * Where the law stands on the analysis date, since when, and the next change on record. An
 * analysis stored by an engine before legal statuses has only the date the law took effect.
 */
function LegalStatusLine({ result }: { result: PathwayResult }) {
  const standing = (result as Partial<PathwayResult>).legalStatus
  if (!standing) {
    return (
      <p className="mt-1 text-sm text-gray-700">
        In effect since {formatDate(result.effectiveDate)}.
      </p>
    )
  }
  return (
    <div className="mt-2 text-sm text-gray-700" data-testid={`legal-status-${result.id}`}>
      <p>
        <span className="font-medium text-gray-900">
          {standing.label}
          {standing.since && ` since ${formatDate(standing.since)}`}
        </span>
        : {standing.event}. Source: <CitationLink citation={standing.source} />, read{' '}
        {formatMonthOrDate(standing.retrieved)}.
      </p>
      {standing.next && (
        <p>
          From {formatDate(standing.next.date)}: {standing.next.event}.
        </p>
      )}
    </div>
  )
}
