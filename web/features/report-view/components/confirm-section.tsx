import { STATUS_LABELS } from '#engine'
import type { ConfirmItem, Outcome } from '#common/report/confirm.ts'
import { homesLabel } from '#common/report/labels.ts'
import { ReportSection } from './report-section.tsx'

/** Every open question: the engine's words, where to settle it, and what each answer changes. */
export function ConfirmSection({ questions }: { questions: readonly ConfirmItem[] }) {
  return (
    <ReportSection
      id="confirm"
      heading="What to confirm"
      lead={
        questions.length === 0
          ? 'Nothing: every fact the pathways depend on is known.'
          : 'Facts the records do not settle or contradict. Each one says where to confirm it and what changes if it comes out one way or the other.'
      }
    >
      {questions.length > 0 && (
        <ol className="flex flex-col gap-4">
          {questions.map((question) => (
            <li key={question.id} className="rounded-lg border border-gray-200 p-4">
              <h3 className="font-semibold text-gray-900">{question.label}</h3>
              {question.conflict && <p className="mt-1 text-gray-800">{question.conflict}</p>}
              {question.recordNotes.map((note) => (
                <p key={note} className="mt-1 text-gray-700">
                  {note}
                </p>
              ))}
              <p className="mt-1 text-gray-800">
                <span className="font-medium">How to confirm: </span>
                {question.confirm}.
              </p>
              {question.reasons.length > 0 && (
                <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-gray-800">
                  {question.reasons.map((reason) => (
                    <li key={`${reason.status}:${reason.message}`}>
                      {reason.message}{' '}
                      <span className="text-gray-700">
                        <span className="font-medium">Decides:</span>{' '}
                        {reason.pathways.map((pathway) => pathway.name).join('; ')}.
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {question.outcomes.length > 0 &&
                (question.outcomes.some(movesAnything) ? (
                  <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                    {question.outcomes.map((outcome) => (
                      <OutcomeBlock key={outcome.label} outcome={outcome} />
                    ))}
                  </dl>
                ) : (
                  // The law's consequences are above; the answers move no figure of this
                  // report, and one line says so rather than a "nothing changes" per answer
                  // beside them.
                  <p className="mt-2 text-gray-700">{NO_ANSWER_MOVES}</p>
                ))}
            </li>
          ))}
        </ol>
      )}
    </ReportSection>
  )
}

const NO_ANSWER_MOVES =
  'Whichever way it comes out, no pathway’s status or count of homes in this report changes on this alone.'

/** An answer that changes a pathway's status or homes, or the best pathway. */
const movesAnything = (outcome: Outcome) =>
  outcome.changes.length > 0 || outcome.recommended !== null

function OutcomeBlock({ outcome }: { outcome: Outcome }) {
  return (
    <div className="rounded-md bg-gray-50 p-3">
      <dt className="font-medium text-gray-900">{outcome.label}</dt>
      {!movesAnything(outcome) ? (
        <dd className="text-gray-800">No pathway’s status or count of homes changes.</dd>
      ) : (
        <>
          {outcome.changes.map((change) => (
            <dd key={change.pathwayId} className="text-gray-800">
              {change.pathwayName}: {STATUS_LABELS[change.from.status].toLowerCase()}
              {change.from.units !== null && ` (${homesLabel(change.from.units)})`} →{' '}
              {STATUS_LABELS[change.to.status].toLowerCase()}
              {change.to.units !== null && ` (${homesLabel(change.to.units)})`}
            </dd>
          ))}
          {outcome.recommended && (
            <dd className="font-medium text-gray-900">
              Best pathway becomes: {outcome.recommended.name ?? 'none'}
            </dd>
          )}
        </>
      )}
    </div>
  )
}
