// The scenario an owner or analyst sets on a report (what they propose to build), as the editor
// shows it. Keys are the engine's scenario names; `wire` is the analysis request's key, whose
// schema (common/contracts/analysis.ts) validates every value.
import type { Scenario } from '#engine'

export type ScenarioName = Exclude<keyof Scenario, 'analysisDate'>

export type ScenarioFieldDefinition = {
  readonly wire: string
  readonly label: string
  readonly hint: string
}

/** The scenario fields a report's editor offers, in the order it shows them. */
export const SCENARIO_FIELDS = {
  setAsideCategory: {
    wire: 'set_aside_category',
    label: 'Affordable set-aside: income category',
    hint: 'Who the affordable homes are for. Leave empty to let the analysis assume the set-aside that earns the largest bonus.',
  },
  setAsidePct: {
    wire: 'set_aside_pct',
    label: 'Affordable set-aside: share of base homes (%)',
    hint: 'From 0 to 100.',
  },
  tenure: {
    wire: 'tenure',
    label: 'Rental or for sale',
    hint: 'Some bonuses and set-asides differ between rental and for-sale homes.',
  },
  unitMix: {
    wire: 'unit_mix',
    label: 'Unit mix',
    hint: 'Homes by bedroom count; parking minimums depend on it.',
  },
  proposedUnits: {
    wire: 'units',
    label: 'Homes proposed',
    hint: 'Leave empty to see the most each pathway allows.',
  },
  applicationDate: {
    wire: 'application_date',
    label: 'Planning application date',
    hint: 'Laws in force on this date apply. Leave empty to use the date of the analysis.',
  },
  ownerAffidavit: {
    wire: 'owner_affidavit',
    label: 'Owner will sign the SB 9 owner-occupancy affidavit',
    hint: 'SB 9 lot splits require it.',
  },
} as const satisfies Partial<Record<ScenarioName, ScenarioFieldDefinition>>

export type EditableScenarioName = keyof typeof SCENARIO_FIELDS

export const SET_ASIDE_CATEGORY_LABELS = {
  VLI: 'Very low income',
  LI: 'Lower income',
  MOD: 'Moderate income',
  SENIOR: 'Senior housing',
  '100PCT': '100 % affordable',
} as const

export const TENURE_LABELS = { rental: 'Rental', for_sale: 'For sale' } as const

/** The bedroom counts a unit mix is written in. */
export const UNIT_MIX_KEYS = ['0BR', '1BR', '2BR', '3BR', '4BR'] as const
export const UNIT_MIX_LABELS: Readonly<Record<(typeof UNIT_MIX_KEYS)[number], string>> = {
  '0BR': 'Studios',
  '1BR': 'One-bedroom',
  '2BR': 'Two-bedroom',
  '3BR': 'Three-bedroom',
  '4BR': 'Four-bedroom or larger',
}
