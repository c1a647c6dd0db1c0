import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '../../../lib/toast.ts'
import type { ReportInputs } from '#common/contracts/reports.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { AppError } from '#common/errors.ts'
import { can, changeReopensReview, type Actor } from '#common/permissions.ts'
import { sourceName } from '#common/parcel-provenance.ts'
import { isSharedSource, sharedSource } from '#common/report/fact-origins.ts'
import { FACTS, formatFactValue, type FactName } from '#common/report/facts.ts'
import { isOwnerFact, OWNER_FACTS } from '#common/report/owner-facts.ts'
import { REPORT_CONTENTS } from '#common/report/contents.ts'
import { optionLabel, readingsFor } from '#common/report/readings.ts'
import {
  SCENARIO_FIELDS,
  SET_ASIDE_CATEGORY_LABELS,
  TENURE_LABELS,
  UNIT_MIX_KEYS,
  UNIT_MIX_LABELS,
} from '#common/report/scenario.ts'
import { SANITIZED_MAX_LENGTH } from '#common/sanitize.ts'
import {
  analyzeParcel,
  DEFAULT_OPTIONS,
  OPTION_DEFINITIONS,
  type Analysis,
  type EngineOptions,
  type OptionName,
} from '#engine'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/input.tsx'
import { SelectField } from '../../../components/ui/select.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useCorrectFacts } from '../api/correct-facts.ts'
import { useUpdateReport } from '../api/update-report.ts'
import {
  factChanges,
  initialFactDraft,
  initialScenarioDraft,
  readScenarioDraft,
  type FactDraft,
  type FieldErrors,
  type ScenarioDraft,
} from '../editor-drafts.ts'
import { CorrectionTrail } from './correction-trail.tsx'
import { FactField } from './fact-field.tsx'

/**
 * The editor's toasts appear at the top, not at the bottom as elsewhere (decision 597): below
 * 1280 px the preview headline stays at the foot of the screen, and a save is read there.
 */
const TOAST_ABOVE_PREVIEW = { position: 'top-center' } as const

const FACT_GROUPS: ReadonlyArray<{ title: string; facts: readonly FactName[] }> = [
  {
    title: 'Lot and zoning',
    facts: [
      'lotSf',
      'lotWidthFt',
      'lotDepthFt',
      'zone',
      'heightDistrict',
      'zoneString',
      'generalPlanLandUse',
      'specificPlan',
      'alleyWidthFt',
    ],
  },
  {
    title: 'Buildings and tenants',
    facts: [
      'existingUnits',
      'existingUnitType',
      'existingStructureMultistory',
      'existingBuildingSf',
      'conversionSpaceAdus',
      'yearBuilt',
      'vacant',
      'rso',
      'tenantOccupiedWithinYears',
      'ellisWithdrawalWithinYears',
      'lowerIncomeOccupiedWithinYears',
      'deedRestrictedAffordable',
    ],
  },
  {
    title: 'Transit',
    facts: [
      'distMtsMi',
      'walkDistMtsMi',
      'unobstructedAccessToMts',
      'tocTier',
      'sb79StopTier',
      'sb79DistBand',
      'sb79LaStatus',
      'sb79LocalDelay',
      'veryLowVmtArea',
    ],
  },
  {
    title: 'Hazards, overlays and history',
    facts: [
      'vhfhsz',
      'hpoz',
      'coastalZone',
      'hillsideArea',
      'floodZoneSfha',
      'floodway',
      'earthquakeFaultZone',
      'seaLevelRise1ft',
      'historicDesignation',
      'historicDesignatedBefore2025',
    ],
  },
  {
    title: 'Site screening',
    facts: ['wetland', 'habitatProtected', 'conservationEasement', 'hazardousWasteSite'],
  },
  {
    title: 'Title and services',
    facts: ['privateRestrictions', 'easementSf', 'wastewater'],
  },
  {
    title: 'Commercial corridors and other',
    facts: [
      'corridorRowWidthFt',
      'corridorFrontageFt',
      'adjoinsIndustrialUse',
      'within500ftFreeway',
      'housingElementSiteUnits',
      'priorSb9Split',
      'adjacentSb9SplitByOwner',
      'cityPopulation',
      'use',
    ],
  },
]

/** The preview's input: the draft's facts, scenario and readings, analysed in the browser. */
export type EditorPreview = { analysis: Analysis; inputs: ReportInputs }

/**
 * The report editor: parcel facts (analysts), the scenario, the contested-rule readings and the
 * notes, each saved on its own; every unsaved change re-runs the engine for the live preview.
 */
export function ReportEditor({
  view,
  actor,
  renderPreview,
  renderPreviewHeadline,
}: {
  view: ReportView
  actor: Actor
  renderPreview: (preview: EditorPreview) => ReactNode
  /** The preview's headline in a line, kept in view at the form's foot below the widest screens. */
  renderPreviewHeadline: (preview: EditorPreview) => ReactNode
}) {
  const report = view.report
  const canCorrect = can(actor, 'correct:report', report)
  const [facts, setFacts] = useState<FactDraft>(() => initialFactDraft(view))
  const [scenario, setScenario] = useState<ScenarioDraft>(() => initialScenarioDraft(view))
  const [options, setOptions] = useState<Partial<EngineOptions>>(() => view.settings.options)
  const [notes, setNotes] = useState(view.document?.notes ?? '')

  const factResult = useMemo(() => factChanges(view, facts), [view, facts])
  const scenarioResult = useMemo(() => readScenarioDraft(scenario), [scenario])
  // A field the save would refuse stays out of the preview, which says so.
  const factsRefused = Object.keys(factResult.errors).length > 0
  const refused = factsRefused || scenarioResult.wire === null
  const preview = useMemo((): EditorPreview | null => {
    const stored = view.document?.inputs
    if (!stored) return null
    const inputs: ReportInputs = {
      ...stored,
      parcel: factResult.facts,
      // A scenario the save would refuse leaves the preview on the one last saved.
      scenario:
        scenarioResult.wire === null
          ? stored.scenario
          : { ...scenarioResult.scenario, analysisDate: stored.scenario.analysisDate },
      options,
    }
    return {
      analysis: analyzeParcel({ parcel: inputs.parcel, scenario: inputs.scenario }, options),
      inputs,
    }
  }, [view, factResult, scenarioResult, options])
  // The readings asked follow the lot as the preview reads it: stating the homes that stand can
  // bring in the ADU law's reading, and correcting the zone the R2 cap.
  const analysis = preview?.analysis ?? view.document?.analysis
  const readings = useMemo(
    () =>
      analysis ? readingsFor(analysis, REPORT_CONTENTS[report.reportType].pathways, options) : [],
    [analysis, report.reportType, options],
  )

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-10">
        <FactsForm
          view={view}
          canCorrect={canCorrect}
          draft={facts}
          errors={factResult.errors}
          onChange={setFacts}
          onSaved={(saved) => setFacts(initialFactDraft(saved))}
          request={factResult.request}
        />
        <ScenarioForm
          view={view}
          draft={scenario}
          errors={scenarioResult.errors}
          onChange={setScenario}
          wire={scenarioResult.wire}
          options={options}
          readings={readings}
          onOptions={setOptions}
          reopensReview={changeReopensReview(actor, report)}
        />
        <NotesForm view={view} notes={notes} onChange={setNotes} />
        <CorrectionTrail corrections={view.document?.corrections ?? []} />
        {/* Below the widest screens the preview follows the whole form, thousands of pixels
            down on a phone; its headline stays at the foot of the screen while the form scrolls,
            so each change shows its effect beside the field. */}
        {preview && (
          <aside
            aria-label="Preview headline"
            className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-brand-300 bg-brand-50 px-4 py-3 shadow-[0_-2px_6px_rgb(0_0_0/0.08)] xl:hidden"
          >
            {renderPreviewHeadline(preview)}
            {refused && (
              <p className="w-full text-sm text-gray-800">
                Computed with the last saved values of the highlighted fields.
              </p>
            )}
            <a href="#preview-heading" className="text-sm font-medium text-brand-800 underline">
              See the whole preview
            </a>
          </aside>
        )}
      </div>
      {/* Beside the form the preview stays in view, scrolling on its own, so a reading changed
          at the foot of the form shows its effect where the analyst is looking. */}
      <section
        aria-labelledby="preview-heading"
        className="flex min-w-0 flex-col gap-4 xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:self-start xl:overflow-y-auto"
      >
        <div>
          <h2 id="preview-heading" className="text-xl font-semibold text-gray-900">
            Live preview
          </h2>
          <p className="text-gray-700" aria-live="polite">
            {previewNote(factsRefused, scenarioResult.wire === null)}
          </p>
        </div>
        {preview ? (
          renderPreview(preview)
        ) : (
          <p className="text-gray-700">The report has no analysis to preview yet.</p>
        )}
      </section>
    </div>
  )
}

/**
 * What the preview computes with: the draft as typed, or, where a field would be refused on
 * saving, what was last saved there, so it never shows figures for a value the save refuses.
 */
function previewNote(factsRefused: boolean, scenarioRefused: boolean): string {
  if (!factsRefused && !scenarioRefused)
    return 'Every change re-runs the analysis here at once. Save to keep it; the saved report is recomputed with today’s date.'
  return [
    factsRefused &&
      'The highlighted facts would not be saved: until they are fixed, the preview computes with their last saved values and shows your other changes.',
    scenarioRefused &&
      'The highlighted scenario fields would not be saved: until they are fixed, the preview computes with the scenario last saved.',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The server's field errors ("scenario.set_aside_pct") by the form's field key. */
function serverFieldErrors(error: unknown, prefix: string): FieldErrors {
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return {}
  const errors: Record<string, string> = {}
  for (const issue of error.details as Array<{ path?: unknown; message?: unknown }>) {
    if (
      typeof issue.path === 'string' &&
      typeof issue.message === 'string' &&
      issue.path.startsWith(prefix)
    )
      errors[issue.path.slice(prefix.length)] = issue.message
  }
  return errors
}

function FactsForm({
  view,
  canCorrect,
  draft,
  errors,
  request,
  onChange,
  onSaved,
}: {
  view: ReportView
  canCorrect: boolean
  draft: FactDraft
  errors: FieldErrors
  request: ReturnType<typeof factChanges>['request']
  onChange: (draft: FactDraft) => void
  onSaved: (view: ReportView) => void
}) {
  const save = useCorrectFacts(view.report.id)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const changed = (request.revert?.length ?? 0) + Object.keys(request.set ?? {}).length
  const shown = { ...serverErrors, ...errors }
  const sources = view.record?.sources ?? {}
  const shared = sharedSource(
    FACT_GROUPS.flatMap((group) => group.facts.map((name) => sources[name])),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(errors).length > 0) {
      setMessage('Some facts are not valid: see the messages beside them.')
      return
    }
    setMessage(null)
    save.mutate(
      { ...request, expectedUpdatedAt: view.report.updatedAt },
      {
        onSuccess: (saved) => {
          setServerErrors({})
          onSaved(saved)
          toast.success(
            canCorrect
              ? 'Corrections saved; the analysis is recomputed'
              : 'Saved as owner-stated; the analysis is recomputed',
            TOAST_ABOVE_PREVIEW,
          )
        },
        onError: (error) => {
          setServerErrors(serverFieldErrors(error, 'set.'))
          setMessage(error.message)
        },
      },
    )
  }
  // Analysts correct every fact; an owner states what only they know, and reads the rest as
  // the record (or an analyst) has it: text, not inputs they cannot use.
  const groups = canCorrect
    ? FACT_GROUPS
    : [{ title: 'What you know about the lot', facts: OWNER_FACTS }]
  const field = (name: FactName) => (
    <FactField
      key={name}
      name={name}
      value={draft[name]}
      recorded={view.record?.facts[name]}
      source={isSharedSource(sources[name], shared) ? undefined : sources[name]}
      error={shown[FACTS[name].wire]}
      onChange={(value) => onChange({ ...draft, [name]: value })}
    />
  )
  return (
    <form
      onSubmit={submit}
      aria-labelledby="facts-form-heading"
      className="flex flex-col gap-4"
      noValidate
    >
      <div>
        <h2 id="facts-form-heading" className="text-xl font-semibold text-gray-900">
          Parcel facts
        </h2>
        <p className="mt-1 text-gray-700">
          {canCorrect
            ? 'Correct a fact the records have wrong or do not know. Each correction is kept with who made it, when, and the value it replaced, and shows as “corrected by analyst” in the report. Empty a field to go back to the record.'
            : 'Public records do not know who lives on the lot or what binds it. State what you know: each answer shows in the report as “owner-stated”, with your name and the date, and the analysis is computed again with it. Empty a field to withdraw your statement.'}
        </p>
        {shared && (
          <p className="mt-2 text-gray-700">
            The records come from {sourceName(shared.dataset)}, {formatDate(shared.date)}, unless a
            field names another source.
          </p>
        )}
      </div>
      {groups.map((group, index) => (
        <details
          key={group.title}
          open={index === 0}
          className="rounded-lg border border-gray-200 p-4"
        >
          <summary className="cursor-pointer font-medium text-gray-900">{group.title}</summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">{group.facts.map(field)}</div>
        </details>
      ))}
      <div className="flex flex-col gap-3">
        <FormAlert tone="error">{message}</FormAlert>
        <div>
          <Button type="submit" busy={save.isPending} disabled={changed === 0}>
            {canCorrect ? 'Save corrections' : 'Save what you know'}
            {changed > 0 ? ` (${changed})` : ''}
          </Button>
        </div>
      </div>
      {!canCorrect && <RecordedFacts view={view} />}
    </form>
  )
}

/**
 * The facts an owner cannot change, as the report has them: only an analyst corrects the
 * public record, so they read as text, with a way to ask for a correction.
 */
function RecordedFacts({ view }: { view: ReportView }) {
  const parcel = view.document?.inputs.parcel ?? view.record?.facts ?? {}
  return (
    <details className="rounded-lg border border-gray-200 p-4">
      <summary className="cursor-pointer font-medium text-gray-900">From the public record</summary>
      <p className="mt-2 text-gray-700">
        Only an analyst can correct these. If one is wrong, say so in the notes and an analyst will
        check it against the record.
      </p>
      {FACT_GROUPS.map((group) => {
        const names = group.facts.filter((name) => !isOwnerFact(name))
        return (
          <section key={group.title} className="mt-4">
            <h3 className="font-medium text-gray-900">{group.title}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {names.map((name) => (
                <div key={name} className="flex flex-col border-b border-gray-100 pb-1">
                  <dt className="text-sm text-gray-700">{FACTS[name].label}</dt>
                  <dd className="tabular text-gray-900">{formatFactValue(name, parcel[name])}</dd>
                </div>
              ))}
            </dl>
          </section>
        )
      })}
    </details>
  )
}

function ScenarioForm({
  view,
  draft,
  errors,
  wire,
  options,
  readings,
  onChange,
  onOptions,
  reopensReview,
}: {
  view: ReportView
  draft: ScenarioDraft
  errors: FieldErrors
  wire: ReturnType<typeof readScenarioDraft>['wire']
  options: Partial<EngineOptions>
  /** The readings that bear on this lot's figures (`readingsFor`). */
  readings: readonly OptionName[]
  onChange: (draft: ScenarioDraft) => void
  onOptions: (options: Partial<EngineOptions>) => void
  /** An owner's change to a verified report sends it back for review: say so before saving. */
  reopensReview: boolean
}) {
  const save = useUpdateReport(view.report.id)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const shown = { ...serverErrors, ...errors }
  const field = (key: string) => ({
    value: draft[key] ?? '',
    error: shown[key],
    name: key,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [key]: event.target.value }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!wire) {
      setMessage('Some values are not valid: see the messages beside them.')
      return
    }
    setMessage(null)
    save.mutate(
      { scenario: wire, options, expectedUpdatedAt: view.report.updatedAt },
      {
        onSuccess: () => {
          setServerErrors({})
          toast.success('Scenario saved; the analysis is recomputed', TOAST_ABOVE_PREVIEW)
        },
        onError: (error) => {
          setServerErrors({
            ...serverFieldErrors(error, 'scenario.'),
            ...serverFieldErrors(error, 'options.'),
          })
          setMessage(error.message)
        },
      },
    )
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby="scenario-form-heading"
      className="flex flex-col gap-4"
      noValidate
    >
      <div>
        <h2 id="scenario-form-heading" className="text-xl font-semibold text-gray-900">
          Scenario
        </h2>
        <p className="mt-1 text-gray-700">
          What is proposed for the lot. Leave a field empty to let the analysis assume it.
        </p>
        {reopensReview && (
          <p className="mt-2 rounded-md border border-conditional-700 bg-conditional-50 p-3 text-sm text-gray-900">
            A specialist has reviewed this report. Saving a new scenario or reading sends it back to
            our analysts: it reads as preliminary until they publish it again.
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={SCENARIO_FIELDS.setAsideCategory.label}
          hint={SCENARIO_FIELDS.setAsideCategory.hint}
          options={[
            { value: '', label: 'Not chosen' },
            ...Object.entries(SET_ASIDE_CATEGORY_LABELS).map(([value, label]) => ({
              value,
              label,
            })),
          ]}
          {...field('set_aside_category')}
        />
        <TextField
          label={SCENARIO_FIELDS.setAsidePct.label}
          hint={SCENARIO_FIELDS.setAsidePct.hint}
          inputMode="decimal"
          {...field('set_aside_pct')}
        />
        <SelectField
          label={SCENARIO_FIELDS.tenure.label}
          hint={SCENARIO_FIELDS.tenure.hint}
          options={[
            { value: '', label: 'Not chosen' },
            ...Object.entries(TENURE_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          {...field('tenure')}
        />
        <TextField
          label={SCENARIO_FIELDS.proposedUnits.label}
          hint={SCENARIO_FIELDS.proposedUnits.hint}
          inputMode="numeric"
          {...field('units')}
        />
        <TextField
          label={SCENARIO_FIELDS.applicationDate.label}
          hint={SCENARIO_FIELDS.applicationDate.hint}
          type="date"
          {...field('application_date')}
        />
        <SelectField
          label={SCENARIO_FIELDS.ownerAffidavit.label}
          hint={SCENARIO_FIELDS.ownerAffidavit.hint}
          options={[
            { value: '', label: 'Not known' },
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]}
          {...field('owner_affidavit')}
        />
      </div>
      <fieldset className="min-w-0 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 font-medium text-gray-900">{SCENARIO_FIELDS.unitMix.label}</legend>
        <p className="text-sm text-gray-600">{SCENARIO_FIELDS.unitMix.hint}</p>
        {shown.unit_mix && <p className="mt-1 text-sm text-danger-700">{shown.unit_mix}</p>}
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {UNIT_MIX_KEYS.map((key) => (
            <TextField
              key={key}
              label={UNIT_MIX_LABELS[key]}
              inputMode="numeric"
              {...field(`unit_mix.${key}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 font-medium text-gray-900">Contested readings of the law</legend>
        <p className="text-sm text-gray-600">
          {readings.length > 0
            ? 'Where a rule this lot’s figures rest on can be read more than one way, choose the reading this report uses. The first choice is the reading Lotwise uses unless you pick another.'
            : 'None of the rules this lot’s figures rest on is read more than one way.'}
        </p>
        {readings.map((name) => (
          <SelectField
            key={name}
            label={OPTION_DEFINITIONS[name].question}
            name={`options.${name}`}
            error={shown[name]}
            value={options[name] === undefined ? '' : String(options[name])}
            onChange={(event) => {
              const value = OPTION_DEFINITIONS[name].values.find(
                (candidate) => String(candidate) === event.target.value,
              )
              const next: Record<string, unknown> = { ...options }
              if (value === undefined) delete next[name]
              else next[name] = value
              onOptions(next as Partial<EngineOptions>)
            }}
            options={[
              { value: '', label: `Default: ${optionLabel(name, DEFAULT_OPTIONS[name])}` },
              ...OPTION_DEFINITIONS[name].values.map((value) => ({
                value: String(value),
                label: optionLabel(name, value),
              })),
            ]}
          />
        ))}
      </fieldset>
      <FormAlert tone="error">{message}</FormAlert>
      <div>
        <Button type="submit" busy={save.isPending}>
          Save scenario and readings
        </Button>
      </div>
    </form>
  )
}

function NotesForm({
  view,
  notes,
  onChange,
}: {
  view: ReportView
  notes: string
  onChange: (notes: string) => void
}) {
  const save = useUpdateReport(view.report.id)
  const [message, setMessage] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    save.mutate(
      { notes, expectedUpdatedAt: view.report.updatedAt },
      {
        onSuccess: (saved) => {
          onChange(saved.document?.notes ?? '')
          toast.success('Notes saved', TOAST_ABOVE_PREVIEW)
        },
        onError: (error) => setMessage(error.message),
      },
    )
  }
  return (
    <form onSubmit={submit} aria-labelledby="notes-form-heading" className="flex flex-col gap-3">
      <h2 id="notes-form-heading" className="text-xl font-semibold text-gray-900">
        Notes
      </h2>
      <label htmlFor="report-notes" className="text-sm font-medium text-gray-900">
        Notes shown in the report (the owner and our analysts both write here)
      </label>
      <textarea
        id="report-notes"
        value={notes}
        onChange={(event) => onChange(event.target.value)}
        rows={6}
        aria-describedby="report-notes-hint"
        className="rounded-md border border-gray-300 bg-white p-3 text-base text-gray-900"
      />
      <p id="report-notes-hint" className="text-sm text-gray-600">
        Plain text, up to {SANITIZED_MAX_LENGTH.toLocaleString('en-US')} characters; angle brackets,
        quotes and markup are removed when saved. {notes.length.toLocaleString('en-US')} typed.
      </p>
      <FormAlert tone="error">{message}</FormAlert>
      <div>
        <Button
          type="submit"
          busy={save.isPending}
          disabled={notes === (view.document?.notes ?? '')}
        >
          Save notes
        </Button>
      </div>
    </form>
  )
}
