// The wire format of an analysis request: one JSON object whose keys are the snake_case fields
// of the rules document (§0) plus the scenario, exactly as law/cases.json writes them. Read here
// once, for the `analyze` command and the API alike, into the engine's input.
import { z } from 'zod'
import {
  findZoneRules,
  parseHeightDistrict,
  type AnalysisInput,
  type ParcelFacts,
  type Scenario,
} from '#engine'

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' })
const nonNegative = z.number({ error: 'must be a number' }).nonnegative('must not be negative')
const positive = z.number({ error: 'must be a number' }).positive('must be greater than 0')
const count = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .nonnegative('must not be negative')
const percent = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 to 100')
  .max(100, 'must be 0 to 100')
const flag = z.boolean({ error: 'must be true or false' })
/** Years since an event; null means it never happened (rules.md §0). */
const yearsSince = nonNegative.nullable().transform((value) => value ?? ('never' as const))

const zone = z
  .string({ error: 'must be a zone class such as "R3"' })
  .trim()
  .refine((value) => findZoneRules(value) !== null, {
    error: (issue) => `the engine cannot read zone ${JSON.stringify(issue.input)}`,
  })
const heightDistrict = z
  .string({ error: 'must be a height district such as "1VL"' })
  .refine((value) => parseHeightDistrict(value) !== null, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a height district (1, 1L, 1VL, 1XL, 1SS, 2, 3, 4)`,
  })

/** Parcel facts by wire key; each maps to the camelCase engine fact of the same name. */
const PARCEL_FIELDS = {
  lot_sf: positive,
  lot_width_ft: positive,
  lot_depth_ft: positive,
  alley_width_ft: nonNegative,
  zone,
  height_district: heightDistrict,
  zone_string: z.string(),
  general_plan_land_use: z.string(),
  specific_plan: z.string(),
  existing_units: count,
  existing_unit_type: z.enum(['SFD', 'duplex', 'multifamily', 'none']),
  existing_structure_multistory: flag,
  rso: flag,
  year_built: z.number().int().min(1781).max(2100),
  tenant_occupied_within_years: yearsSince,
  ellis_withdrawal_within_years: yearsSince,
  deed_restricted_affordable: flag,
  vacant: flag,
  dist_mts_mi: nonNegative,
  walk_dist_mts_mi: nonNegative,
  unobstructed_access_to_mts: flag,
  toc_tier: z.number().int().min(0).max(4),
  sb79_stop_tier: z.union([z.literal(1), z.literal(2)]).nullable(),
  sb79_dist_band: z.enum(['adjacent', 'quarter', 'half']).nullable(),
  sb79_la_status: z.enum([
    'available',
    'temporary_exempt',
    'permanent_exempt',
    'statutory_exempt',
    'unknown',
  ]),
  sb79_local_delay: flag,
  city_population: count,
  corridor_row_width_ft: positive,
  corridor_frontage_ft: nonNegative,
  adjoins_industrial_use: flag,
  within_500ft_freeway: flag,
  vhfhsz: flag,
  coastal_zone: flag,
  hpoz: flag,
  historic_designation: flag,
  historic_designated_before_2025: flag,
  hillside_area: flag,
  flood_zone_sfha: flag,
  floodway: flag,
  earthquake_fault_zone: flag,
  wetland: flag,
  hazardous_waste_site: flag,
  habitat_protected: flag,
  conservation_easement: flag,
  sea_level_rise_1ft: flag,
  very_low_vmt_area: flag,
  housing_element_site_units: count.nullable(),
  prior_sb9_split: flag,
  adjacent_sb9_split_by_owner: flag,
  use: z.string(),
} as const

/** Scenario fields by wire key. `units` is the proposed unit count, as cases.json writes it. */
const SCENARIO_FIELDS = {
  base_units: count,
  set_aside_category: z.enum(['VLI', 'LI', 'MOD', 'SENIOR', '100PCT']),
  set_aside_pct: percent,
  vli_units: count,
  vli_pct: percent,
  ab1287_category: z.enum(['VLI', 'MOD']),
  ab1287_pct: percent,
  tenure: z.enum(['rental', 'for_sale']),
  units: count,
  proposed_split_sf: z.tuple([positive, positive]),
  unit_mix: z
    .record(z.string(), count)
    .refine((mix) => Object.keys(mix).every((key) => /^(\d+BR|studio)$/i.test(key)), {
      error: 'keys are like "1BR" or "studio"',
    }),
  stories_proposed: count,
  building_all_residential: flag,
  owner_affidavit: flag,
  analysis_date: isoDate,
  application_date: isoDate,
} as const

const WIRE_TO_ENGINE: Readonly<Record<string, string>> = { units: 'proposedUnits' }

export const AnalysisRequestSchema = z.object({ ...PARCEL_FIELDS, ...SCENARIO_FIELDS }).partial()
export type AnalysisRequest = z.input<typeof AnalysisRequestSchema>

/** Every key the wire format knows. */
export const ANALYSIS_REQUEST_KEYS: readonly string[] = [
  ...Object.keys(PARCEL_FIELDS),
  ...Object.keys(SCENARIO_FIELDS),
]

export type ParsedAnalysisRequest =
  { ok: true; input: AnalysisInput; unknownKeys: string[] } | { ok: false; error: string }

function camelCase(key: string): string {
  return (
    WIRE_TO_ENGINE[key] ?? key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  )
}

/**
 * Reads one analysis request. Unknown keys are returned (not rejected); an invalid value gives
 * one message naming the key and the problem. `today` is the analysis date when none is given.
 */
export function parseAnalysisRequest(raw: unknown, today: string): ParsedAnalysisRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'expected a JSON object of parcel facts' }
  }
  const parsed = AnalysisRequestSchema.safeParse(raw)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const key = issue?.path.join('.') || 'input'
    return { ok: false, error: `${key}: ${issue?.message ?? 'invalid value'}` }
  }
  const parcel: Record<string, unknown> = {}
  const scenario: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue
    const target = key in PARCEL_FIELDS ? parcel : scenario
    target[camelCase(key)] = value
  }
  scenario.analysisDate ??= today
  const unknownKeys = Object.keys(raw).filter((key) => !ANALYSIS_REQUEST_KEYS.includes(key))
  return {
    ok: true,
    input: { parcel: parcel as ParcelFacts, scenario: scenario as unknown as Scenario },
    unknownKeys,
  }
}
