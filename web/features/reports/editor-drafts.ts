// The editor's drafts: what a person has typed, read into the engine's values with the same
// contracts the server validates (common/contracts), so a value the server would refuse is
// caught beside its field before anything is sent, and the live preview only ever runs the
// engine on values it accepts.
import {
  FactCorrectionsSchema,
  ReportScenarioSchema,
  type FactCorrections,
  type ReportEdit,
} from '#common/contracts/reports.ts'
import type { ReportView } from '#common/contracts/report-document.ts'
import { FACT_NAMES, FACTS, type FactName } from '#common/report/facts.ts'
import { impossibleFacts } from '#common/report/owner-facts.ts'
import { readYearsText, writeYearsText, YEARS_ACCEPTED } from '#common/report/years-text.ts'
import {
  SCENARIO_FIELDS,
  UNIT_MIX_KEYS,
  type EditableScenarioName,
} from '#common/report/scenario.ts'
import type { ParcelFacts, Scenario } from '#engine'

/** Field errors by wire key. */
export type FieldErrors = Readonly<Record<string, string>>

/** What is typed in each fact's field; '' means "as the record says". */
export type FactDraft = Readonly<Record<FactName, string>>

/** A fact's value as its field shows it. */
export function factText(name: FactName, value: unknown): string {
  if (value === undefined) return ''
  const kind = FACTS[name].kind
  if (kind.type === 'years') return writeYearsText(value)
  if (kind.type === 'choice' || kind.type === 'boolean') return JSON.stringify(value)
  if (kind.type === 'areas' && Array.isArray(value)) return value.join(', ')
  return String(value)
}

/** The corrections in force, as the fact fields start. */
export function initialFactDraft(view: ReportView): FactDraft {
  const inForce = correctedFacts(view)
  return Object.fromEntries(
    FACT_NAMES.map((name) => [name, name in inForce ? factText(name, inForce[name]) : '']),
  ) as FactDraft
}

/** Facts whose value in force an analyst corrected or the owner stated, with that value. */
export function correctedFacts(view: ReportView): Partial<Record<FactName, unknown>> {
  const corrected: Partial<Record<FactName, unknown>> = {}
  const inputs = view.document?.inputs
  if (!inputs) return corrected
  for (const name of FACT_NAMES) {
    const kind = inputs.factOrigins[name]?.kind
    if (kind === 'correction' || kind === 'owner') corrected[name] = inputs.parcel[name]
  }
  return corrected
}

/** A typed fact as the wire format writes it (before validation). */
function wireValue(name: FactName, text: string): unknown {
  const kind = FACTS[name].kind
  const trimmed = text.trim()
  switch (kind.type) {
    case 'number':
    case 'integer':
    case 'year':
      return trimmed === '' ? undefined : Number(trimmed)
    case 'years':
      return readYearsText(trimmed)
    case 'boolean':
    case 'choice':
      return JSON.parse(trimmed) as unknown
    case 'areas':
      // "3500, 3500": one area per zone, in the order the zone string writes them.
      return trimmed === ''
        ? undefined
        : trimmed
            .split(/[,;\s]+/)
            .filter(Boolean)
            .map(Number)
    case 'text':
      return trimmed
  }
}

export type FactChanges = {
  request: FactCorrections
  errors: FieldErrors
  /**
   * The facts the preview runs on: the record's, with each drafted value the save would accept
   * over them; a field the save would refuse keeps the value in force (the last one saved).
   */
  facts: ParcelFacts
}

/**
 * The corrections a fact draft asks for: facts typed differently from the value in force, and
 * corrected facts emptied back to the record, with a message beside each field the save would
 * refuse: the contract's per-field checks, then the same check across facts the server makes
 * (`impossibleFacts`: more homes than the lot could hold, easements larger than the lot).
 */
export function factChanges(view: ReportView, draft: FactDraft): FactChanges {
  const inForce = correctedFacts(view)
  const set: Record<string, unknown> = {}
  const revert: string[] = []
  const errors: Record<string, string> = {}
  for (const name of FACT_NAMES) {
    const text = draft[name].trim()
    const wire = FACTS[name].wire
    if (text === '') {
      if (name in inForce) revert.push(wire)
      continue
    }
    if (name in inForce && text === factText(name, inForce[name])) continue
    const value = wireValue(name, text)
    if (typeof value === 'number' && Number.isNaN(value)) {
      errors[wire] =
        FACTS[name].kind.type === 'years' ? `must be ${YEARS_ACCEPTED}` : 'must be a number'
      continue
    }
    set[wire] = value
  }
  const parsed = FactCorrectionsSchema.safeParse({ set, revert })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, key] = issue.path
      if (typeof key === 'string') errors[key] = issue.message
    }
  }
  const recorded: Partial<Record<FactName, unknown>> =
    view.record?.facts ?? view.document?.inputs.parcel ?? {}
  const facts: Record<string, unknown> = { ...recorded, ...inForce }
  for (const name of FACT_NAMES) {
    const wire = FACTS[name].wire
    if (revert.includes(wire)) facts[name] = recorded[name]
    if (!(wire in set) || wire in errors) continue
    // The value as the contract reads it, as the server would store it.
    const accepted = FactCorrectionsSchema.safeParse({ set: { [wire]: set[wire] } })
    if (accepted.success) facts[name] = accepted.data.set?.[wire]
  }
  for (const problem of impossibleFacts(facts as ParcelFacts)) {
    const wire = problem.path.replace(/^set\./, '')
    const name = factOfWire(wire)
    errors[wire] = problem.message
    if (name) facts[name] = name in inForce ? inForce[name] : recorded[name]
  }
  return {
    request: { set: set as NonNullable<FactCorrections['set']>, revert },
    errors,
    facts: facts as ParcelFacts,
  }
}

function factOfWire(wire: string): FactName | undefined {
  return FACT_NAMES.find((name) => FACTS[name].wire === wire)
}

/** What is typed in each scenario field (the unit mix, one field per bedroom count). */
export type ScenarioDraft = Readonly<Record<string, string>>

export function initialScenarioDraft(view: ReportView): ScenarioDraft {
  const scenario = view.settings.scenario as Readonly<Record<string, unknown>>
  const draft: Record<string, string> = {}
  for (const [name, field] of Object.entries(SCENARIO_FIELDS)) {
    if (name === 'unitMix') continue
    const value = scenario[name]
    draft[field.wire] = value === undefined ? '' : String(value)
  }
  const mix = (scenario.unitMix ?? {}) as Readonly<Record<string, number>>
  for (const key of UNIT_MIX_KEYS)
    draft[`unit_mix.${key}`] = mix[key] === undefined ? '' : String(mix[key])
  return draft
}

const NUMERIC_SCENARIO = new Set(['set_aside_pct', 'units'])

export type ScenarioResult = {
  /** The wire scenario to send, when every field is valid. */
  wire: NonNullable<ReportEdit['scenario']> | null
  /** The same in the engine's names, for the preview. */
  scenario: Partial<Scenario>
  errors: FieldErrors
}

/** Reads a scenario draft through the server's contract. */
export function readScenarioDraft(draft: ScenarioDraft): ScenarioResult {
  const wire: Record<string, unknown> = {}
  for (const field of Object.values(SCENARIO_FIELDS)) {
    if (field.wire === 'unit_mix') continue
    const text = (draft[field.wire] ?? '').trim()
    if (text === '') continue
    if (field.wire === 'owner_affidavit') wire[field.wire] = text === 'true'
    else wire[field.wire] = NUMERIC_SCENARIO.has(field.wire) ? Number(text) : text
  }
  const mix: Record<string, number> = {}
  for (const key of UNIT_MIX_KEYS) {
    const text = (draft[`unit_mix.${key}`] ?? '').trim()
    if (text !== '') mix[key] = Number(text)
  }
  if (Object.keys(mix).length > 0) wire.unit_mix = mix

  const parsed = ReportScenarioSchema.safeParse(wire)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      errors[issue.path.map(String).join('.')] = issue.message
    return { wire: null, scenario: {}, errors }
  }
  const scenario: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(SCENARIO_FIELDS) as Array<
    [EditableScenarioName, { wire: string }]
  >) {
    const value = (parsed.data as Record<string, unknown>)[field.wire]
    if (value !== undefined) scenario[name] = value
  }
  return {
    wire: wire as NonNullable<ReportEdit['scenario']>,
    scenario: scenario as Partial<Scenario>,
    errors: {},
  }
}
