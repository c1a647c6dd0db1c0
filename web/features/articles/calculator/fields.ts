// How the guides' calculators ask each fact: a label in the reader's words and the kind of
// control. Only the facts some guide's calculator asks are described; the guide content test
// keeps every listed field within the analysis wire format, and `describeField` refuses one
// this table does not know so a new guide field cannot render as a blank control.
import { readYearsText, writeYearsText } from '#common/report/years-text.ts'
import type { CalculatorField } from '#content/types.ts'

type Choice = { readonly value: string; readonly label: string }

export type FieldSpec =
  | {
      readonly kind: 'number'
      readonly label: string
      readonly step: number
      readonly unit?: string
    }
  | { readonly kind: 'flag'; readonly label: string }
  | {
      readonly kind: 'choice'
      readonly label: string
      readonly choices: readonly Choice[]
      /** The wire value is a number ("1" → 1); an empty choice is null. */
      readonly numeric?: boolean
      /**
       * What the choices mean, under the field: a closed drop-down shows only as much of a
       * choice as fits a phone's or a half-width field, so the choices stay short.
       */
      readonly hint?: string
    }
  /** Years since an event, "never", or empty when not known (common/report/years-text.ts). */
  | { readonly kind: 'years'; readonly label: string }

const ZONES: readonly Choice[] = [
  'R1',
  'RS',
  'R2',
  'RD1.5',
  'RD2',
  'R3',
  'RAS3',
  'R4',
  'R5',
  'C1',
  'C1.5',
  'C2',
  'C4',
  'CR',
  'CM',
].map((zone) => ({ value: zone, label: zone }))

const FIELDS: Partial<Record<CalculatorField, FieldSpec>> = {
  zone: { kind: 'choice', label: 'Zone', choices: ZONES },
  height_district: {
    kind: 'choice',
    label: 'Height district',
    choices: ['1', '1L', '1VL', '1XL', '1SS', '2', '3', '4'].map((value) => ({
      value,
      label: value,
    })),
  },
  lot_sf: { kind: 'number', label: 'Lot area', step: 100, unit: 'sq ft' },
  existing_units: { kind: 'number', label: 'Homes on the lot now', step: 1 },
  existing_unit_type: {
    kind: 'choice',
    label: 'Building on the lot now',
    choices: [
      { value: 'none', label: 'None' },
      { value: 'SFD', label: 'A single-family house' },
      { value: 'duplex', label: 'A duplex' },
      { value: 'multifamily', label: 'An apartment building' },
    ],
  },
  existing_structure_multistory: { kind: 'flag', label: 'The building has more than one story' },
  vacant: { kind: 'flag', label: 'The lot is vacant' },
  rso: { kind: 'flag', label: 'Homes on the lot are under rent stabilization (RSO)' },
  tenant_occupied_within_years: {
    kind: 'years',
    label: 'Years since a tenant last lived on the lot',
  },
  vhfhsz: { kind: 'flag', label: 'In a Very High Fire Hazard Severity Zone' },
  hpoz: { kind: 'flag', label: 'In a Historic Preservation Overlay Zone' },
  adjoins_industrial_use: { kind: 'flag', label: 'A neighbouring parcel is in industrial use' },
  corridor_row_width_ft: {
    kind: 'number',
    label: 'Width of the street the lot faces',
    step: 1,
    unit: 'ft',
  },
  corridor_frontage_ft: { kind: 'number', label: 'Frontage on that street', step: 1, unit: 'ft' },
  dist_mts_mi: {
    kind: 'number',
    label: 'Distance to the nearest major transit stop',
    step: 0.05,
    unit: 'miles',
  },
  walk_dist_mts_mi: {
    kind: 'number',
    label: 'Walking distance to the nearest major transit stop',
    step: 0.05,
    unit: 'miles',
  },
  sb79_stop_tier: {
    kind: 'choice',
    label: 'SB 79 transit stop within ½ mile',
    numeric: true,
    choices: [
      { value: '1', label: 'Tier 1' },
      { value: '2', label: 'Tier 2' },
      { value: '', label: 'None' },
    ],
    hint: 'Tier 1: heavy rail or very frequent service. Tier 2: light rail or frequent bus rapid transit.',
  },
  sb79_dist_band: {
    kind: 'choice',
    label: 'Distance to that stop',
    choices: [
      { value: 'adjacent', label: 'Next to the stop' },
      { value: 'quarter', label: 'Within ¼ mile' },
      { value: 'half', label: 'Within ½ mile' },
      { value: '', label: 'Farther' },
    ],
  },
  sb79_la_status: {
    kind: 'choice',
    label: 'Status on the City’s SB 79 map',
    choices: [
      { value: 'available', label: 'Available' },
      { value: 'temporary_exempt', label: 'Temporarily exempt' },
      { value: 'permanent_exempt', label: 'Permanently exempt' },
      { value: 'statutory_exempt', label: 'Exempt by statute' },
      { value: 'unknown', label: 'Not known' },
    ],
  },
  set_aside_category: {
    kind: 'choice',
    label: 'Income level of the affordable homes',
    choices: [
      { value: 'VLI', label: 'Very low income' },
      { value: 'LI', label: 'Low income' },
      { value: 'MOD', label: 'Moderate income' },
    ],
  },
  set_aside_pct: { kind: 'number', label: 'Share of affordable homes', step: 1, unit: '%' },
  ab1287_category: {
    kind: 'choice',
    label: 'Income level of the extra AB 1287 homes',
    choices: [
      { value: 'VLI', label: 'Very low income' },
      { value: 'MOD', label: 'Moderate income' },
    ],
  },
  ab1287_pct: { kind: 'number', label: 'Share of extra AB 1287 homes', step: 1, unit: '%' },
  tenure: {
    kind: 'choice',
    label: 'Homes for rent or for sale',
    choices: [
      { value: 'rental', label: 'For rent' },
      { value: 'for_sale', label: 'For sale' },
    ],
  },
}

/** How the form asks `field`; throws for a field no calculator has asked before. */
export function describeField(field: CalculatorField): FieldSpec {
  const spec = FIELDS[field]
  if (!spec) throw new Error(`The calculator has no control for "${field}"`)
  return spec
}

/** The wire value a control's text stands for. */
export function readControl(spec: FieldSpec, text: string): unknown {
  switch (spec.kind) {
    case 'number':
      return text.trim() === '' ? undefined : Number(text)
    case 'flag':
      return text === 'true'
    case 'years':
      return readYearsText(text)
    case 'choice':
      if (text === '') return null
      return spec.numeric ? Number(text) : text
  }
}

/** The text a control shows for a wire value. */
export function writeControl(spec: FieldSpec, value: unknown): string {
  if (spec.kind === 'years') return writeYearsText(value)
  if (value === null || value === undefined) return ''
  return String(value)
}
