import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '../../../lib/toast.ts'
import {
  type ConfirmationSource,
  type PublishReview,
  type ReviewChecklist,
  type ReviewFactItem,
} from '#common/contracts/report-review.ts'
import { CONFIRMATION_SOURCE_LABELS } from '#common/report/confirmation-labels.ts'
import type { ReportSummary } from '#common/contracts/reports.ts'
import { AppError } from '#common/errors.ts'
import { MESSAGES } from '#common/messages.ts'
import { readingHint } from '#common/report/review.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { usePublishReport, useReviewChecklist } from '../api/publish-report.ts'

/**
 * One item as the form holds it: the select's value, the figure typed for a fact that is one,
 * where it was confirmed, and the reason typed for leaving it open.
 */
type Answer = { choice: string; figure: string; source: string; reason: string }
const UNANSWERED: Answer = { choice: '', figure: '', source: '', reason: '' }
const LEFT_OPEN = 'left_open'
const KEPT = 'chosen'
/** The choice of a figure typed, beside the fixed answers' ids prefixed with `answer:`. */
const FIGURE = 'figure'
const ANSWER = 'answer:'

/** A fact's answers, a figure to type when it is one, and leaving it open. */
function factChoices(fact: ReviewFactItem) {
  return [
    { value: '', label: 'Choose an answer' },
    ...(fact.sources.length === 0
      ? []
      : [
          ...fact.answers.map((answer) => ({
            value: `${ANSWER}${answer.id}`,
            label: `Confirmed: ${answer.label}`,
          })),
          ...(fact.figure ? [{ value: FIGURE, label: 'Confirmed: type the figure' }] : []),
        ]),
    { value: LEFT_OPEN, label: 'Left open' },
  ]
}

function sourceChoices(fact: ReviewFactItem) {
  return [
    { value: '', label: 'Choose where' },
    ...fact.sources.map((source) => ({ value: source, label: CONFIRMATION_SOURCE_LABELS[source] })),
  ]
}

const READING_CHOICES = [
  { value: '', label: 'Choose an answer' },
  { value: KEPT, label: 'Keep this reading' },
  { value: LEFT_OPEN, label: 'Left open' },
]

/** The form's answers as the publish endpoint reads them; the server checks that each is whole. */
function reviewOf(
  checklist: ReviewChecklist,
  answers: Record<string, Answer>,
  note: string,
): PublishReview {
  const answered = (id: string) => answers[id] ?? UNANSWERED
  return {
    facts: checklist.facts.flatMap((fact): PublishReview['facts'] => {
      const { choice, figure, source, reason } = answered(fact.id)
      if (choice === LEFT_OPEN) return [{ item: fact.id, outcome: 'left_open', reason }]
      if (!choice) return []
      return [
        {
          item: fact.id,
          outcome: 'confirmed',
          answer: choice === FIGURE ? figure : choice.slice(ANSWER.length),
          ...(source ? { source: source as ConfirmationSource } : {}),
        },
      ]
    }),
    readings: checklist.readings.flatMap((reading): PublishReview['readings'] => {
      const { choice, reason } = answered(reading.id)
      if (choice === LEFT_OPEN) return [{ item: reading.id, outcome: 'left_open', reason }]
      return choice === KEPT ? [{ item: reading.id, outcome: 'chosen' }] : []
    }),
    note,
  }
}

/**
 * Publishing as a recorded review: the analyst answers every open fact (its answer and where it
 * was confirmed, which the report then states as a fact, or left open, and why) and every contested reading, and writes a note. The server refuses an
 * unanswered item by name; the form keeps what was typed and marks that item.
 */
export function PublishReviewDialog({
  report,
  open,
  onClose,
}: {
  report: ReportSummary
  open: boolean
  onClose: () => void
}) {
  const checklist = useReviewChecklist(report.id, open)
  const [answers, setAnswers] = useState<Record<string, Answer>>({})
  const [note, setNote] = useState('')
  const [refusal, setRefusal] = useState<{ message: string; item: string | null } | null>(null)
  const publish = usePublishReport({
    onSuccess: () => {
      toast.success(MESSAGES.reportPublished)
      onClose()
    },
  })
  const answerOf = (id: string) => answers[id] ?? UNANSWERED
  const setAnswer = (id: string, change: Partial<Answer>) =>
    setAnswers((current) => ({ ...current, [id]: { ...answerOf(id), ...change } }))

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!checklist.data) return
    setRefusal(null)
    publish.mutate(
      { id: report.id, review: reviewOf(checklist.data, answers, note) },
      {
        onError: (error) => {
          const item =
            error instanceof AppError && typeof error.details === 'object' && error.details
              ? ((error.details as { item?: unknown }).item as string | undefined)
              : undefined
          setRefusal({
            message: error instanceof AppError ? error.message : MESSAGES.reportPublishFailed,
            item: item ?? null,
          })
        },
      },
    )
  }

  const formId = `publish-review-${report.id}`
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={`Review and publish: ${report.address}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={publish.isPending} disabled={!checklist.data}>
            Publish with this review
          </Button>
        </>
      }
    >
      {checklist.isPending && open && (
        <p className="flex items-center gap-2">
          <Spinner /> Reading the report’s open facts…
        </p>
      )}
      {checklist.error && <FormAlert tone="error">{checklist.error.message}</FormAlert>}
      {checklist.data && (
        <form id={formId} onSubmit={submit} className="flex flex-col gap-6" noValidate>
          <p>
            The owner reads this review in the report, its PDF and the email that tells them it is
            published. Answer every item.
          </p>
          <section aria-labelledby={`${formId}-facts`} className="flex flex-col gap-4">
            <h3 id={`${formId}-facts`} className="font-semibold text-gray-900">
              Open facts ({checklist.data.facts.length})
            </h3>
            {checklist.data.facts.length === 0 && <p>The analysis leaves no fact open.</p>}
            {checklist.data.facts.map((fact) => (
              <ChecklistItem
                key={fact.id}
                label={fact.label}
                hint={`${fact.conflict ? `${fact.conflict} ` : ''}Where to confirm it: ${fact.confirm}`}
                choices={factChoices(fact)}
                answer={answerOf(fact.id)}
                refused={refusal?.item === fact.id}
                onChange={(change) => setAnswer(fact.id, change)}
              >
                {answerOf(fact.id).choice === FIGURE && (
                  <TextField
                    label={`The figure confirmed${fact.figure?.unit ? ` (${fact.figure.unit})` : ''}`}
                    inputMode="decimal"
                    value={answerOf(fact.id).figure}
                    onChange={(event) => setAnswer(fact.id, { figure: event.target.value })}
                  />
                )}
                {answerOf(fact.id).choice !== '' && answerOf(fact.id).choice !== LEFT_OPEN && (
                  <SelectField
                    label="Where it was confirmed"
                    options={sourceChoices(fact)}
                    value={answerOf(fact.id).source}
                    onChange={(event) => setAnswer(fact.id, { source: event.target.value })}
                  />
                )}
              </ChecklistItem>
            ))}
          </section>
          <section aria-labelledby={`${formId}-readings`} className="flex flex-col gap-4">
            <h3 id={`${formId}-readings`} className="font-semibold text-gray-900">
              Contested readings ({checklist.data.readings.length})
            </h3>
            {checklist.data.readings.length === 0 && (
              <p>No contested reading changes a figure on this lot.</p>
            )}
            {checklist.data.readings.map((reading) => (
              <ChecklistItem
                key={reading.id}
                label={reading.label}
                hint={readingHint(reading)}
                choices={READING_CHOICES}
                answer={answerOf(reading.id)}
                refused={refusal?.item === reading.id}
                onChange={(change) => setAnswer(reading.id, change)}
              />
            ))}
          </section>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${formId}-note`} className="text-sm font-medium text-gray-900">
              Review note (shown to the owner)
            </label>
            <textarea
              id={`${formId}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              required
              className="rounded-md border border-gray-300 bg-white p-3 text-base text-gray-900"
            />
          </div>
          <FormAlert tone="error">{refusal?.message ?? null}</FormAlert>
        </form>
      )}
    </Dialog>
  )
}

function ChecklistItem({
  label,
  hint,
  choices,
  answer,
  refused,
  onChange,
  children,
}: {
  label: string
  hint: string
  choices: ReadonlyArray<{ value: string; label: string }>
  answer: Answer
  refused: boolean
  onChange: (change: Partial<Answer>) => void
  /** What a confirmed answer asks besides: the figure, and where it was confirmed. */
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2 border-l-2 border-gray-200 pl-3">
      <SelectField
        label={label}
        hint={hint}
        options={choices}
        value={answer.choice}
        error={refused ? 'Answer this item.' : null}
        onChange={(event) => onChange({ choice: event.target.value })}
      />
      {children}
      {answer.choice === LEFT_OPEN && (
        <TextField
          label="Why it is left open"
          value={answer.reason}
          onChange={(event) => onChange({ reason: event.target.value })}
        />
      )}
    </div>
  )
}
