import { useMemo } from 'react'
import { HOMES_LIST_HEADING, homesByPathway, reportHeadline } from '#common/report/headline.ts'
import { OWNER_SCENARIO_HEADING, ownerScenario } from '#common/report/owner-scenario.ts'
import type { Objective } from '#common/report/objectives.ts'
import { OBJECTIVE_LABELS, objectivesOf } from '#common/report/objectives.ts'
import type { Analysis, PathwayId } from '#engine'
import type { ReportDocumentData, ReportModel } from '#common/report/document-model.ts'
import { PathwayStatusBadge } from './status-badges.tsx'
import { ReportSection } from './report-section.tsx'

/**
 * The answer first: the best pathway by the objective the reader picked (saved with the report
 * when they may change it), its net new homes and figures, then the homes each pathway allows and
 * what is open.
 */
export function SummarySection({
  data,
  model,
  linkToConfirm = true,
  onObjective,
}: {
  data: ReportDocumentData
  model: ReportModel
  /** Whether the report's What to confirm section is on the page to link to. */
  linkToConfirm?: boolean
  /** Given when the reader may change what "best" means for this report. */
  onObjective?: (objective: Objective) => void
}) {
  const { analysis } = data
  const headline = useMemo(() => reportHeadline(data), [data])
  const changes = useMemo(() => ownerScenario(data), [data])
  const choices = objectivesOf(data.reportType)
  return (
    <ReportSection id="summary" heading="Summary">
      <div className="rounded-lg border border-brand-200 bg-brand-50 p-5">
        {onObjective ? (
          <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-900">
            Best pathway by
            <select
              value={headline.objective}
              onChange={(event) => onObjective(event.target.value as Objective)}
              className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900"
            >
              {choices.map((objective) => (
                <option key={objective} value={objective}>
                  {OBJECTIVE_LABELS[objective].toLowerCase()}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-sm font-medium text-brand-900">
            Best pathway by {OBJECTIVE_LABELS[headline.objective].toLowerCase()}
          </p>
        )}
        <p className="mt-1 text-2xl font-semibold text-gray-900">{headline.title}</p>
        {headline.closest && <p className="mt-2 font-medium text-gray-900">{headline.closest}</p>}
        {headline.status && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <PathwayStatusBadge status={headline.status} />
            <span className="tabular text-gray-800">{headline.figures}</span>
          </div>
        )}
        {headline.explanation && <p className="mt-3 text-gray-800">{headline.explanation}</p>}
        <p className="mt-2 text-sm text-gray-700">{headline.ranking}</p>
      </div>
      {changes.length > 0 && (
        <div>
          <h3 className="font-semibold text-gray-900">{OWNER_SCENARIO_HEADING}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-gray-800">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <UnitsChart analysis={analysis} shown={model.pathways} />
      <div>
        <h3 className="font-semibold text-gray-900">What must still be confirmed</h3>
        {model.questions.length === 0 ? (
          <p className="mt-1 text-gray-800">
            Nothing: every fact these pathways depend on is known.
          </p>
        ) : (
          <>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-gray-800">
              {model.questions.map((question) => (
                <li key={question.id}>{question.label}</li>
              ))}
            </ul>
            {linkToConfirm && (
              <p className="mt-2 text-sm text-gray-700">
                <a href="#confirm-heading" className="text-brand-800 underline">
                  Where to confirm each one, and what changes either way
                </a>
              </p>
            )}
          </>
        )}
      </div>
    </ReportSection>
  )
}

/** Net new homes under each pathway, as bars with their figures in text. */
function UnitsChart({ analysis, shown }: { analysis: Analysis; shown: readonly PathwayId[] }) {
  const rows = homesByPathway(analysis, shown)
  const numeric = rows
    .map((row) => row.units)
    .filter((units): units is number => typeof units === 'number')
  const largest = Math.max(1, ...numeric)
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-gray-900">{HOMES_LIST_HEADING}</figcaption>
      <ul className="flex flex-col gap-2">
        {rows.map(({ id, name, status, units, text }) => (
          <li key={id} className="grid grid-cols-1 gap-1 sm:grid-cols-[14rem_1fr] sm:items-center">
            <span className="text-sm text-gray-800">{name}</span>
            {units === null ? (
              <span className="text-sm text-gray-600">{text}</span>
            ) : (
              <span className="flex items-center gap-2">
                {/* Every row's track is equally wide (its figure has a fixed width beside it),
                    so bars compare to scale. */}
                <span aria-hidden="true" className="min-w-0 flex-1">
                  <span
                    className={
                      status === 'available'
                        ? 'block h-4 rounded-sm bg-eligible-700'
                        : 'block h-4 rounded-sm border border-conditional-700 bg-conditional-50 bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,rgb(138_90_0/0.35)_4px,rgb(138_90_0/0.35)_6px)]'
                    }
                    style={{
                      width: `${units === 'unlimited' ? 100 : Math.max(2, (units / largest) * 100)}%`,
                    }}
                  />
                </span>
                <span className="tabular w-28 shrink-0 text-sm font-medium text-gray-900 sm:w-52">
                  {text}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </figure>
  )
}
