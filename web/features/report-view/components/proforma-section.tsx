import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import {
  assumptionProblem,
  changesFrom,
  describeAssumptionValue,
  type ProformaChanges,
} from '#common/report/assumption-values.ts'
import type * as PricingModule from '#common/report/build-money-model.ts'
import type { ReportInputs } from '#common/contracts/reports.ts'
import type { Analysis, PathwayId } from '#engine'
import {
  AFFORDABLE_RENTS,
  ASSUMPTION_IDS,
  SENSITIVITY_STEPS,
  withChanges,
  type AssumptionDefinition,
  type AssumptionId,
  type Assumptions,
  type Figure,
  type LocalFigures,
  type PathwayProforma,
} from '#proforma'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useAction } from '../../../lib/use-action.ts'
import { formatSqFt } from '../../../lib/format.ts'
import {
  ASSUMPTION_GROUPS,
  areaSentence,
  buildingLabel,
  unpricedAdusWords,
  formatMoney,
  formatPercent,
  formatStep,
  shownAssumptions,
  unitMixLine,
  netNewHomesCell,
  netNewHomesCount,
  netNewHomesNote,
  siteClearingWords,
  unpricedLines,
  unpricedSentence,
  type MoneyModel,
} from '#common/report/proforma-model.ts'
import { isOwnerFact } from '#common/report/owner-facts.ts'
import { ReportSection } from './report-section.tsx'

/**
 * The money side of a report: each pathway's cost, value and residual land value, ranked, with a
 * chart, a sensitivity view and the assumptions, which the owner and admins change in place.
 */
export function ProformaSection({
  analysis,
  inputs,
  pathways,
  version,
  saved,
  stored,
  onSave,
  factsEditor,
  print = false,
}: {
  analysis: Analysis
  inputs: ReportInputs
  pathways: readonly PathwayId[]
  version: 'full' | 'light'
  saved: ProformaChanges
  /** The figures at the saved assumptions, as the report document holds them. */
  stored: MoneyModel
  /** Given when the reader may change the assumptions. */
  onSave?: (changes: ProformaChanges) => Promise<void>
  /** Where the reader may state what they know about the lot (the owner's and admins' page). */
  factsEditor?: string
  print?: boolean
}) {
  // What is typed, per assumption; a value that does not pass keeps the last good one in force.
  const [draft, setDraft] = useState<Partial<Record<AssumptionId, string>>>({})
  const save = useAction()
  const [savedNote, setSavedNote] = useState<string | null>(null)
  // Closed at first so the figures lead; the print view opens it, so paper shows the sources.
  const [open, setOpen] = useState(print)
  const pricing = usePricing(open && onSave !== undefined)

  const problems: Partial<Record<AssumptionId, string>> = {}
  const typed: Partial<Record<AssumptionId, number>> = {}
  for (const id of ASSUMPTION_IDS) {
    const text = draft[id]
    if (text === undefined) continue
    const value = text.trim() === '' ? NaN : Number(text)
    const problem = assumptionProblem(id, value)
    if (problem === null) typed[id] = value
    else problems[id] = problem
  }
  // The area's figures the report was priced with, from the report document.
  const local = stored.result.local
  const { definitions } = local
  const assumptions: Assumptions = withChanges({ ...saved, ...typed }, local)
  const dirty = ASSUMPTION_IDS.some((id) => draft[id] !== undefined)

  // The saved assumptions' figures are the report document's; what the reader types is priced
  // here as they type (well under a millisecond for every pathway).
  const model =
    dirty && pricing.module
      ? pricing.module.buildMoneyModel(analysis, inputs, pathways, version, assumptions, local)
      : stored
  const unpriced = unpricedLines(model.result)

  async function submit() {
    if (!onSave) return
    setSavedNote(null)
    await save.run(async () => {
      await onSave(changesFrom(assumptions, local.defaults))
      setDraft({})
      setSavedNote('Assumptions saved with the report.')
    })
  }

  const shown = shownAssumptions(version)
  const changedCount = shown.filter((id) => assumptions[id] !== definitions[id].default).length

  return (
    <ReportSection
      id="proforma"
      heading={version === 'light' ? 'What building would cost and be worth' : 'Does it pencil?'}
      lead={
        version === 'light'
          ? 'Adding ADUs or splitting the lot under SB 9: what it would cost, what it would be worth, and what it adds to the land.'
          : 'For each pathway: what it would cost to build, what it would be worth, and what the land is worth to a builder under it (the residual land value).'
      }
    >
      <AreaNote local={local} />
      {model.result.pathways.length === 0 ? (
        <p className="text-gray-700">
          None of this report’s pathways allows homes that can be priced on the facts given.
          {unpriced.length > 0 && ` ${unpricedSentence(model.result)}`}
        </p>
      ) : (
        <>
          <RankingCards model={model} />
          <RankingTable model={model} />
          {unpriced.length > 0 && (
            <div className="text-sm text-gray-700">
              <p>Not priced:</p>
              <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
                {unpriced.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <ResidualChart pathways={model.result.pathways} />
          {model.sensitivity && <SensitivityTable model={model} />}
          <BestBreakdown pathway={model.result.pathways[0]!} />
        </>
      )}

      {factsEditor && model.missingFacts.some(isOwnerFact) && (
        <p className="text-gray-800">
          If you know what the records do not,{' '}
          <Link to={factsEditor} className="font-medium text-brand-800 underline">
            state it in the report editor
          </Link>
          : the report is worked out again with it.
        </p>
      )}
      <details
        className="group rounded-lg border border-gray-200 p-4"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-gray-900">
            <span
              aria-hidden="true"
              className="mr-2 inline-block text-brand-800 group-open:rotate-90"
            >
              ▸
            </span>
            Assumptions{onSave ? ', editable' : ''}
          </h3>
          <span className="text-sm text-gray-700">
            {changedCount === 0
              ? `All at the defaults for ${local.area}.`
              : `${changedCount} changed from the defaults.`}
          </span>
        </summary>
        <div className="mt-4 flex flex-col gap-4">
          {onSave && (
            <p className="text-sm text-gray-700">
              Change any figure: the table, chart and sensitivity update at once. Save to keep the
              change with the report.
            </p>
          )}
          <FormAlert tone="error">
            {pricing.failed
              ? 'The figures above cannot follow your changes: the calculator did not load. Saving still works, and the saved report shows the new figures.'
              : null}
          </FormAlert>
          {ASSUMPTION_GROUPS.map(([group, title]) => {
            const ids = shown.filter((id) => definitions[id].group === group)
            if (ids.length === 0) return null
            return (
              <fieldset key={group} className="flex flex-col gap-2">
                <legend className="mb-1 font-medium text-gray-900">{title}</legend>
                <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
                  {ids.map((id) => (
                    <AssumptionField
                      key={id}
                      id={id}
                      definition={definitions[id]}
                      value={assumptions[id]}
                      text={draft[id]}
                      problem={problems[id]}
                      editable={Boolean(onSave)}
                      onChange={(text) => {
                        setSavedNote(null)
                        setDraft((current) => ({ ...current, [id]: text }))
                      }}
                    />
                  ))}
                </div>
              </fieldset>
            )
          })}
          <p className="text-sm text-gray-600">
            Covenanted affordable homes rent at the {AFFORDABLE_RENTS.year} limits:{' '}
            {AFFORDABLE_RENTS.source}.
          </p>
          {onSave && (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                onClick={submit}
                disabled={save.busy || Object.keys(problems).length > 0}
              >
                {save.busy ? 'Saving…' : 'Save assumptions'}
              </Button>
              {(dirty || Object.keys(saved).length > 0) && (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={save.busy}
                  onClick={() =>
                    setDraft(
                      Object.fromEntries(
                        ASSUMPTION_IDS.filter(
                          (id) => assumptions[id] !== definitions[id].default,
                        ).map((id) => [id, String(definitions[id].default)]),
                      ),
                    )
                  }
                >
                  Back to the defaults
                </Button>
              )}
              {dirty && !save.busy && <span className="text-sm text-gray-700">Not saved yet.</span>}
            </div>
          )}
          <FormAlert tone="error">{save.error}</FormAlert>
        </div>
      </details>
      <FormAlert tone="success">{savedNote}</FormAlert>
    </ReportSection>
  )
}

type Pricing = typeof PricingModule

/**
 * The code that prices typed assumptions, fetched when a reader who may change them opens them,
 * not with the page: the figures first shown are the report document's (decision 695).
 */
function usePricing(wanted: boolean): { module: Pricing | null; failed: boolean } {
  const [pricing, setPricing] = useState<{ module: Pricing | null; failed: boolean }>({
    module: null,
    failed: false,
  })
  const loaded = pricing.module !== null
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    import('#common/report/build-money-model.ts').then(
      (module) => current && setPricing({ module, failed: false }),
      () => current && setPricing({ module: null, failed: true }),
    )
    return () => {
      current = false
    }
  }, [wanted, loaded])
  return pricing
}

/** Which area's figures the section uses, how sure they are, and where each came from. */
function AreaNote({ local }: { local: LocalFigures }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
      <p className="font-medium text-gray-900">{areaSentence(local)}</p>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
        {local.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  )
}

const UNIT_SUFFIX: Readonly<Record<AssumptionDefinition['unit'], string>> = {
  usd_per_sf: '$ per sq ft',
  usd_per_unit: '$ per home',
  usd_per_stall: '$ per stall',
  usd_per_month: '$ a month',
  pct: '%',
  sf: 'sq ft',
  months: 'months',
}

function AssumptionField({
  id,
  definition,
  value,
  text,
  problem,
  editable,
  onChange,
}: {
  id: AssumptionId
  definition: AssumptionDefinition
  value: number
  text: string | undefined
  problem: string | undefined
  editable: boolean
  onChange: (text: string) => void
}) {
  const changed = value !== definition.default
  const inputId = `assumption-${id}`
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {/* A label names a form control; a value only shown is named by plain text. */}
        {editable ? (
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
            {definition.label}
          </label>
        ) : (
          <span className="text-sm font-medium text-gray-900">{definition.label}</span>
        )}
        {changed && <Badge tone="accent">Changed from default</Badge>}
      </div>
      {editable ? (
        <div className="flex items-center gap-2">
          <input
            id={inputId}
            inputMode="decimal"
            className={`h-10 w-36 rounded-md border bg-white px-3 text-gray-900 ${problem ? 'border-danger-600' : 'border-gray-300'}`}
            value={text ?? String(value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-source${problem ? ` ${inputId}-error` : ''}`}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="text-sm text-gray-700">{UNIT_SUFFIX[definition.unit]}</span>
        </div>
      ) : (
        <p className="text-gray-900">{describeAssumptionValue(id, value)}</p>
      )}
      {problem && (
        <p id={`${inputId}-error`} className="text-sm text-danger-700">
          {problem}
        </p>
      )}
      <p id={`${inputId}-source`} className="text-xs text-gray-600">
        Default {describeAssumptionValue(id, definition.default)}, range{' '}
        {describeAssumptionValue(id, definition.low)}–{describeAssumptionValue(id, definition.high)}
        . {definition.source}, {definition.year}; confidence {definition.confidence}.
      </p>
    </div>
  )
}

/** The building's size and tenure, under its construction type in the table and the cards. */
function floorAreaAndTenure(pathway: PathwayProforma): string {
  return `${formatSqFt(pathway.grossFloorAreaSf.value)}${pathway.tenure === 'for_sale' ? ', for sale' : ', for rent'}`
}

const RESIDUAL_EXPLAINED =
  'Residual land value: what a builder could pay for the land and still earn the target return (rentals: net operating income ÷ target yield on cost; homes for sale: proceeds ÷ (1 + target profit)), less every cost but the land. Below zero, the pathway does not pencil at any land price. Yield on cost and margin are before land.'

/**
 * The ranking on a phone: one card per pathway with every column of the table, since nine
 * columns do not fit a narrow screen and a table scrolled sideways hides most of them.
 */
function RankingCards({ model }: { model: MoneyModel }) {
  return (
    <div className="flex flex-col gap-3 md:hidden print:hidden">
      <ol aria-label="Pathways ranked by residual land value" className="flex flex-col gap-3">
        {model.result.pathways.map((pathway, index) => {
          const negative = pathway.residualLandValue.value < 0
          const rows: Array<[string, string]> = [
            ['Net new homes', netNewHomesCell(model, pathway)],
            ['Building', `${buildingLabel(pathway)}, ${floorAreaAndTenure(pathway)}`],
            ...(pathway.unitMix
              ? [['Homes by bedrooms', unitMixLine(pathway.unitMix)] as [string, string]]
              : []),
            ...(model.floorAreaNotes[pathway.pathwayId]
              ? [['Floor area', model.floorAreaNotes[pathway.pathwayId]] as [string, string]]
              : []),
            ...(unpricedAdusWords(pathway)
              ? [['Left out', unpricedAdusWords(pathway)] as [string, string]]
              : []),
            ...(pathway.siteClearing.value > 0
              ? [
                  [
                    'Clearing the site',
                    `${formatMoney(pathway.siteClearing.value)} (demolition, relocation)`,
                  ] as [string, string],
                ]
              : []),
            ['Cost before land', formatMoney(pathway.totalDevelopmentCost.value)],
            ['Value', formatMoney(pathway.value.value)],
            ['Yield on cost', pathway.yieldOnCost ? formatPercent(pathway.yieldOnCost.value) : '—'],
            ['Margin', formatPercent(pathway.margin.value)],
          ]
          return (
            <li
              key={pathway.pathwayId}
              className="rounded-lg border border-gray-200 p-4"
              data-pathway={pathway.pathwayId}
            >
              <h3 className="font-semibold text-gray-900">
                {index + 1}. {pathway.name}
              </h3>
              <p className={`mt-1 text-sm ${negative ? 'text-danger-700' : 'text-gray-900'}`}>
                Residual land value{' '}
                <span className="text-lg font-semibold">
                  {formatMoney(pathway.residualLandValue.value)}
                </span>
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-gray-700">{label}</dt>
                    <dd className="text-right text-gray-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          )
        })}
      </ol>
      <p className="text-xs text-gray-600">{RESIDUAL_EXPLAINED}</p>
    </div>
  )
}

function RankingTable({ model }: { model: MoneyModel }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-gray-200 md:block print:block">
      <table
        className="w-full min-w-[48rem] border-collapse text-left text-sm"
        aria-label="Pathways ranked by residual land value"
      >
        <thead className="bg-gray-50 text-gray-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Rank
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Pathway
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Net new homes
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Building
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Cost before land
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Value
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Residual land value
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Yield on cost
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Margin
            </th>
          </tr>
        </thead>
        <tbody>
          {model.result.pathways.map((pathway, index) => (
            <tr
              key={pathway.pathwayId}
              className="border-t border-gray-200"
              data-pathway={pathway.pathwayId}
            >
              <td className="px-3 py-2 text-gray-700">{index + 1}</td>
              <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                {pathway.name}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {netNewHomesCount(model, pathway)}
                {netNewHomesNote(model, pathway) && (
                  <span className="block text-xs whitespace-normal text-gray-600">
                    {netNewHomesNote(model, pathway)}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">
                {buildingLabel(pathway)}
                <span className="block text-xs text-gray-600">{floorAreaAndTenure(pathway)}</span>
                {pathway.unitMix && (
                  <span className="block text-xs text-gray-600">
                    {unitMixLine(pathway.unitMix)}
                  </span>
                )}
                {pathway.siteClearing.value > 0 && (
                  <span className="block text-xs text-gray-600">{siteClearingWords(pathway)}</span>
                )}
                {unpricedAdusWords(pathway) && (
                  <span className="block text-xs text-gray-600">{unpricedAdusWords(pathway)}</span>
                )}
                {model.floorAreaNotes[pathway.pathwayId] && (
                  <span className="block text-xs text-gray-600">
                    {model.floorAreaNotes[pathway.pathwayId]}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatMoney(pathway.totalDevelopmentCost.value)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatMoney(pathway.value.value)}
              </td>
              <td
                className={`px-3 py-2 text-right font-semibold whitespace-nowrap ${pathway.residualLandValue.value < 0 ? 'text-danger-700' : 'text-gray-900'}`}
              >
                {formatMoney(pathway.residualLandValue.value)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {pathway.yieldOnCost ? formatPercent(pathway.yieldOnCost.value) : '—'}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatPercent(pathway.margin.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-gray-200 px-3 py-2 text-xs text-gray-600">
        {RESIDUAL_EXPLAINED}
      </p>
    </div>
  )
}

/** Horizontal bars of the residual land value, zero marked, negative values to its left. */
function ResidualChart({ pathways }: { pathways: readonly PathwayProforma[] }) {
  const values = pathways.map((pathway) => pathway.residualLandValue.value)
  const highest = Math.max(0, ...values)
  const lowest = Math.min(0, ...values)
  const span = highest - lowest || 1
  const zeroPct = ((0 - lowest) / span) * 100
  return (
    <figure className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={`Residual land value by pathway: ${pathways.map((p) => `${p.name} ${formatMoney(p.residualLandValue.value)}`).join('; ')}`}
        className="flex max-w-4xl flex-col gap-2"
      >
        {pathways.map((pathway) => {
          const value = pathway.residualLandValue.value
          const startPct = ((Math.min(value, 0) - lowest) / span) * 100
          const widthPct = (Math.abs(value) / span) * 100
          return (
            <div
              key={pathway.pathwayId}
              aria-hidden="true"
              className="grid grid-cols-[minmax(8rem,14rem)_1fr_5.5rem] items-center gap-3 text-sm"
            >
              <span className="text-gray-800">{pathway.name}</span>
              <span className="relative h-5 rounded bg-gray-100">
                <span
                  className={`absolute inset-y-0 rounded ${value < 0 ? 'bg-danger-600' : 'bg-brand-700'}`}
                  style={{ left: `${startPct}%`, width: `max(${widthPct}%, 2px)` }}
                />
                <span
                  className="absolute inset-y-[-3px] w-px bg-gray-600"
                  style={{ left: `${zeroPct}%` }}
                />
              </span>
              <span
                className={`text-right font-medium ${value < 0 ? 'text-danger-700' : 'text-gray-900'}`}
              >
                {formatMoney(value)}
              </span>
            </div>
          )
        })}
      </div>
      <figcaption className="text-sm text-gray-700">
        Residual land value by pathway; the thin line is zero, bars to its left do not pencil.
      </figcaption>
    </figure>
  )
}

function SensitivityTable({ model }: { model: MoneyModel }) {
  const grid = model.sensitivity!
  const best = model.result.pathways[0]!
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold text-gray-900">Sensitivity: {best.name}</h3>
      <p className="text-sm text-gray-700">
        Residual land value as rents (and sale prices) and hard costs move from the assumptions.
      </p>
      {/* Wider than a phone: focusable, so a keyboard can scroll it too. */}
      <div
        className="overflow-x-auto rounded-lg border border-gray-200"
        tabIndex={0}
        role="region"
        aria-label={`Sensitivity of ${best.name}`}
      >
        <table className="w-full min-w-[36rem] border-collapse text-right text-sm">
          <caption className="sr-only">
            Residual land value of {best.name} by rents and hard costs
          </caption>
          <thead className="bg-gray-50 text-gray-800">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Rents ↓ · Hard costs →
              </th>
              {SENSITIVITY_STEPS.map((costStep) => (
                <th key={costStep} scope="col" className="px-3 py-2 font-semibold">
                  {formatStep(costStep)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SENSITIVITY_STEPS.map((rentStep, row) => (
              <tr key={rentStep} className="border-t border-gray-200">
                <th scope="row" className="px-3 py-2 text-left font-medium text-gray-900">
                  {formatStep(rentStep)}
                </th>
                {grid.residual[row]!.map((value, column) => (
                  <td
                    key={column}
                    className={`px-3 py-2 ${value < 0 ? 'text-danger-700' : 'text-gray-900'} ${row === 2 && column === 2 ? 'font-semibold' : ''}`}
                  >
                    {formatMoney(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** The best pathway line by line, each line with the assumptions and sources it rests on. */
function BestBreakdown({ pathway }: { pathway: PathwayProforma }) {
  const rental = pathway.tenure === 'rental'
  const target = pathway.supportedCost.basis.filter(
    (basis) => basis.id === 'yieldOnCostTarget' || basis.id === 'profitTarget',
  )
  const lines: Array<[string, Figure]> = [
    ['Hard cost', pathway.hardCost],
    ['Parking', pathway.parkingCost],
    ...(pathway.siteClearing.value > 0
      ? ([['Clearing the site (demolition, relocation)', pathway.siteClearing]] as Array<
          [string, Figure]
        >)
      : []),
    ['Soft costs', pathway.softCost],
    ['Fees', pathway.fees.total],
    ['Financing', pathway.financing],
    ['Cost before land', pathway.totalDevelopmentCost],
    [rental ? 'Rent and other income, a year' : 'Gross sales', pathway.grossRevenue],
    ...(rental
      ? ([
          ['Vacancy', pathway.vacancy],
          ['Operating costs', pathway.operatingCosts],
          ['Net operating income', pathway.netOperatingIncome],
        ] as Array<[string, Figure]>)
      : []),
    [
      rental ? 'Value at the exit cap rate, after sale costs' : 'Sale proceeds, after costs',
      pathway.value,
    ],
    ['What the target return supports', { ...pathway.supportedCost, basis: target }],
    ['Residual land value', { ...pathway.residualLandValue, basis: [] }],
  ]
  return (
    <details className="rounded-lg border border-gray-200 p-4">
      <summary className="cursor-pointer font-medium text-gray-900">
        How {pathway.name} is worked out, with sources
      </summary>
      <dl className="mt-3 flex flex-col divide-y divide-gray-100 text-sm">
        {lines.map(([label, item]) => (
          <div key={label} className="grid gap-1 py-2 sm:grid-cols-[16rem_8rem_1fr]">
            <dt className="font-medium text-gray-900">{label}</dt>
            <dd className="text-gray-900 sm:text-right">{formatMoney(item.value)}</dd>
            <dd className="text-xs text-gray-600">
              {label === 'Residual land value'
                ? 'What the target return supports, less the cost before land.'
                : item.basis.length === 0
                  ? 'None for this pathway.'
                  : item.basis
                      .map(
                        (basis) =>
                          `${basis.label}${basis.changed ? ' (changed)' : ''} — ${basis.source}, ${basis.year}`,
                      )
                      .join('; ')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
