import { useState, type FormEvent } from 'react'
import {
  EXCLUSION_NAMES,
  SCREEN_EXCLUSIONS,
  SCREEN_ZONE_FAMILIES,
  ZONE_FAMILY_NAMES,
  type ScreenExclusion,
} from '#common/contracts/screen.ts'
import { PATHWAY_SHORT_NAMES } from '#common/pathway-names.ts'
import { PATHWAY_IDS } from '#engine'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import type { ScreenParams } from '../screen-query-params.ts'
import { usePlanAreas } from '../api/plan-areas.ts'

const PATHWAY_OPTIONS = [
  { value: '', label: 'Any pathway' },
  ...PATHWAY_IDS.map((id) => ({ value: id, label: PATHWAY_SHORT_NAMES[id] })),
]
const STATUS_OPTIONS = [
  { value: 'open', label: 'Available or to confirm' },
  { value: 'available', label: 'Available' },
]
const ZONE_OPTIONS = [
  { value: '', label: 'Any zone' },
  ...SCREEN_ZONE_FAMILIES.map((family) => ({ value: family, label: ZONE_FAMILY_NAMES[family] })),
]

type NumberKey = 'minHomes' | 'minValue' | 'minLotSf' | 'maxLotSf' | 'maxTransitMi'
const NUMBER_FIELDS: ReadonlyArray<{ key: NumberKey; label: string; step: string }> = [
  { key: 'minHomes', label: 'At least this many new homes', step: '1' },
  { key: 'minValue', label: 'Residual land value at least ($)', step: '1000' },
  { key: 'minLotSf', label: 'Lot size from (sq ft)', step: '100' },
  { key: 'maxLotSf', label: 'Lot size up to (sq ft)', step: '100' },
  { key: 'maxTransitMi', label: 'Within miles of major transit', step: '0.1' },
]

/** The screen's filters; they apply together on "Show Lots" (or Enter). */
export function ScreenFilters({
  screen,
  onChange,
}: {
  screen: ScreenParams
  onChange: (screen: ScreenParams) => void
}) {
  const [draft, setDraft] = useState<ScreenParams>(screen)
  const plans = usePlanAreas().data?.plans ?? []
  // A screen's address may name its plan area in any case (the server matches it so): the
  // choice shown is the data's own name, and a name the data does not hold stays visible.
  const plan =
    plans.find((name) => name.toLowerCase() === draft.plan?.toLowerCase()) ?? draft.plan ?? ''
  const planOptions = [
    { value: '', label: 'Any plan area' },
    ...(plan === '' || plans.includes(plan) ? [] : [{ value: plan, label: plan }]),
    ...plans.map((name) => ({ value: name, label: name })),
  ]
  const excluded = new Set((draft.exclude ?? '').split(',').filter(Boolean))
  const set = (key: keyof ScreenParams, value: string) => setDraft({ ...draft, [key]: value })
  const toggle = (exclusion: ScreenExclusion, on: boolean) => {
    const next = SCREEN_EXCLUSIONS.filter((name) => (name === exclusion ? on : excluded.has(name)))
    set('exclude', next.join(','))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(draft)
  }
  return (
    <form
      role="search"
      aria-label="Screen the lots"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Pathway"
          options={PATHWAY_OPTIONS}
          value={draft.pathway ?? ''}
          onChange={(event) => set('pathway', event.target.value)}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={draft.status ?? 'open'}
          onChange={(event) => set('status', event.target.value)}
        />
        <SelectField
          label="Zone"
          options={ZONE_OPTIONS}
          value={draft.zone ?? ''}
          onChange={(event) => set('zone', event.target.value)}
        />
        <SelectField
          label="Community plan area"
          options={planOptions}
          value={plan}
          onChange={(event) => set('plan', event.target.value)}
        />
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type="number"
            inputMode="decimal"
            step={field.step}
            value={draft[field.key] ?? ''}
            onChange={(event) => set(field.key, event.target.value)}
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-900">Leave out lots with</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SCREEN_EXCLUSIONS.map((exclusion) => (
            <label key={exclusion} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={excluded.has(exclusion)}
                onChange={(event) => toggle(exclusion, event.target.checked)}
              />
              {EXCLUSION_NAMES[exclusion]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit">Show Lots</Button>
      </div>
    </form>
  )
}
