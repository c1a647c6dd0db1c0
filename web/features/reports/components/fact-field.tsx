import type { FieldSource } from '#common/contracts/parcels.ts'
import { sourceName } from '#common/parcel-provenance.ts'
import { FACTS, formatFactValue, type FactName } from '#common/report/facts.ts'
import { YEARS_ACCEPTED } from '#common/report/years-text.ts'
import { TextField } from '../../../components/ui/input.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import { formatDate } from '../../../lib/format.ts'

/**
 * One parcel fact in the corrections form: the record's value and source as the hint, and a
 * field to correct it. Empty (or "As recorded") keeps the record's value.
 */
export function FactField({
  name,
  value,
  recorded,
  source,
  error,
  onChange,
}: {
  name: FactName
  value: string
  recorded: unknown
  /** Where the record read it; undefined when the form names that source once above. */
  source: FieldSource | undefined
  error: string | undefined
  onChange: (value: string) => void
}) {
  const definition = FACTS[name]
  const kind = definition.kind
  const recordText = formatFactValue(name, recorded)
  const hint = `Record: ${recordText}${source ? ` (${sourceName(source.dataset)}, ${formatDate(source.date)})` : ''}`
  if (kind.type === 'boolean' || kind.type === 'choice') {
    const choices =
      kind.type === 'boolean'
        ? [
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]
        : kind.choices.map((choice) => ({
            value: JSON.stringify(choice.value),
            label: choice.label,
          }))
    return (
      <SelectField
        label={definition.label}
        hint={hint}
        error={error}
        name={definition.wire}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[{ value: '', label: `As recorded (${recordText})` }, ...choices]}
      />
    )
  }
  const numeric = kind.type === 'number' || kind.type === 'integer' || kind.type === 'year'
  return (
    <TextField
      label={
        kind.type === 'number' && kind.unit
          ? `${definition.label} (${kind.unit})`
          : definition.label
      }
      hint={
        kind.type === 'years'
          ? `${hint}. Type ${YEARS_ACCEPTED}.`
          : kind.type === 'areas'
            ? `${hint}. One area in sq ft per zone, separated by commas.`
            : hint
      }
      error={error}
      name={definition.wire}
      inputMode={numeric ? 'decimal' : undefined}
      placeholder={recorded === undefined ? 'Not known' : 'As recorded'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
