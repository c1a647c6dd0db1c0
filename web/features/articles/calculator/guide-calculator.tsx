// A guide's live calculator: a short form whose facts run through the engine in the browser on
// every change, showing the guide's own law first with its reasons, then the neighbouring
// pathways, and the report that answers the question for a real lot.
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { REPORT_TYPE_LABELS } from '#common/report/type-labels.ts'
import { YEARS_ACCEPTED } from '#common/report/years-text.ts'
import type { PathwayResult } from '#engine'
import type { Calculator, CalculatorField } from '#content/types.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { californiaToday } from '../../../lib/california-date.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { CALCULATOR_ID } from './anchor.ts'
import { runCalculator } from './run.ts'
import { describeField, readControl, writeControl, type FieldSpec } from './fields.ts'
import { otherCount, ownFigures } from './figures.ts'

export function GuideCalculator({ bill, calculator }: { bill: string; calculator: Calculator }) {
  const hydrated = useHydrated()
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(
      calculator.fields.map((field) => [
        field,
        writeControl(describeField(field), calculator.example[field]),
      ]),
    ),
  )
  const outcome = useMemo(() => {
    const values = Object.fromEntries(
      calculator.fields.map((field) => [
        field,
        readControl(describeField(field), texts[field] ?? ''),
      ]),
    )
    return runCalculator(values, calculator.pathways, californiaToday())
  }, [calculator, texts])
  const [own, ...others] = outcome.ok ? outcome.results : []

  return (
    <section
      id={CALCULATOR_ID}
      aria-labelledby="calculator-heading"
      className="mt-12 rounded-lg border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="calculator-heading" className="text-2xl font-semibold text-gray-900">
        Try {bill} on your lot
      </h2>
      <p className="mt-2 text-gray-800">
        Change the facts below; the result updates as you type. It runs the same analysis engine as
        our reports, on this page, with nothing sent anywhere.
      </p>
      <form
        className="mt-6"
        aria-label={`${bill} calculator`}
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The page is painted before its code runs (decision 193): the fields wait for it, so
            nothing typed in the meantime is lost. */}
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-4 sm:grid-cols-2 [&>*]:min-w-0">
          {calculator.fields.map((field) => (
            <FieldControl
              key={field}
              field={field}
              spec={describeField(field)}
              text={texts[field] ?? ''}
              onChange={(text) => setTexts((current) => ({ ...current, [field]: text }))}
            />
          ))}
        </fieldset>
      </form>
      <div aria-live="polite" className="mt-6">
        {outcome.ok ? (
          <>
            {own && <OwnResult result={own} />}
            {others.length > 0 && (
              <div className="mt-4">
                <h3 className="font-semibold text-gray-900">Beside it on the same lot</h3>
                <ul className="mt-2 flex flex-col gap-1 text-gray-800" data-testid="other-results">
                  {others.map((result) => (
                    <li key={result.id} data-pathway={result.id}>
                      <span className="font-medium">{result.name}</span>: {result.statusLabel}
                      {otherCount(result)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        ) : (
          <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
            {inReadersWords(outcome.error, calculator.fields)}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-brand-200 pt-5">
        <p className="text-gray-800">
          For your own parcel, with its recorded facts checked by an analyst:
        </p>
        {/* On a phone the label wraps to two lines: the button grows with it (h-auto follows
            h-11 in Tailwind's output, so it wins) and stays at least 44 px tall to tap. */}
        <Link
          to="/pricing"
          className={buttonClasses({
            variant: 'accent',
            className: 'h-auto min-h-11 py-2 text-center',
          })}
        >
          Get the {REPORT_TYPE_LABELS[calculator.reportType]}
        </Link>
      </div>
    </section>
  )
}

function OwnResult({ result }: { result: PathwayResult }) {
  // Each figure with an optional rule under it.
  const shown = ownFigures(result)
  return (
    <div className="rounded-md border border-gray-200 bg-white p-4" data-pathway={result.id}>
      <h3 className="font-semibold text-gray-900">
        {result.name}: <span data-testid="own-status">{result.statusLabel}</span>
      </h3>
      {shown.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shown.map(({ label, value, rule }) => (
            <div key={label}>
              <dt className="text-sm text-gray-600">{label}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums" data-figure={label}>
                {value}
              </dd>
              {rule && <dd className="text-sm text-gray-600">{rule}</dd>}
            </div>
          ))}
        </dl>
      )}
      {result.failReasons.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-gray-900">Why</h4>
          <ul
            className="mt-1 flex list-disc flex-col gap-1 pl-5 text-gray-800"
            data-testid="reasons"
          >
            {result.failReasons.map((reason) => (
              <li key={`${reason.code}-${reason.message}`}>{reason.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** "lot_sf: must be …" → "Lot area: must be …": the reader sees the label they typed into. */
function inReadersWords(error: string, fields: readonly CalculatorField[]): string {
  const field = fields.find((candidate) => error.startsWith(`${candidate}:`))
  if (!field) return error
  return `${describeField(field).label}${error.slice(field.length)}`
}

function FieldControl({
  field,
  spec,
  text,
  onChange,
}: {
  field: CalculatorField
  spec: FieldSpec
  text: string
  onChange: (text: string) => void
}) {
  const id = useId()
  switch (spec.kind) {
    case 'number':
      return (
        <TextField
          name={field}
          label={spec.unit ? `${spec.label} (${spec.unit})` : spec.label}
          type="number"
          inputMode="decimal"
          step={spec.step}
          min={0}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'years':
      return (
        <TextField
          name={field}
          label={spec.label}
          hint={`Type ${YEARS_ACCEPTED}; leave it empty if you do not know.`}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'choice':
      return (
        <SelectField
          name={field}
          label={spec.label}
          hint={spec.hint}
          options={spec.choices}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    case 'flag':
      // Level with the input beside it, below that field's label (a line of text-sm and the
      // 6 px gap: 26 px), whatever hint hangs under it; bottom-aligned, it sat level with the hint.
      return (
        <div className="flex min-h-11 items-center gap-3 self-start sm:mt-6.5">
          <input
            id={id}
            name={field}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={text === 'true'}
            onChange={(event) => onChange(String(event.target.checked))}
          />
          <label htmlFor={id} className="text-gray-900">
            {spec.label}
          </label>
        </div>
      )
  }
}
