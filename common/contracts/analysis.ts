// The wire format of an analysis request: one JSON object whose keys are the snake_case fields
// of the rules document (§0) plus the scenario, exactly as law/cases.json writes them, and an
// optional `options` object choosing readings of contested rules. Read here once, for the
// `analyze` command and the API alike, into the engine's input. docs/engine.md documents
// every key.
import { z } from 'zod'
import {
  INPUT_LIMITS,
  OPTION_DEFINITIONS,
  describeLimit,
  findZoneRules,
  isWithinLimit,
  MARKET_AREAS,
  parseHeightDistrict,
  readUnitMixKey,
  splitZoneString,
  UNIT_MIX_KEY_FORMS,
  type AnalysisInput,
  type EngineOptions,
  type NumberLimit,
  type OptionName,
  type ParcelFacts,
  type Scenario,
} from '#engine'

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' })
const flag = z.boolean({ error: 'must be true or false' })
const miipTier = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'must be 1, 2, 3 or null',
})

/** A number within the engine's bounds, refused in words otherwise. */
function bounded(limit: NumberLimit) {
  return z.number({ error: 'must be a number' }).refine((value) => isWithinLimit(value, limit), {
    error: `must be ${describeLimit(limit)}`,
  })
}

/** Years since an event; null means it never happened (rules.md §0). */
const yearsSince = (limit: NumberLimit) =>
  bounded(limit)
    .nullable()
    .transform((value) => value ?? ('never' as const))

const zone = z
  .string({ error: 'must be a zone class such as "R3", or "C2/R1" for a split lot' })
  .trim()
  .refine((value) => splitZoneString(value).every((piece) => findZoneRules(piece) !== null), {
    error: (issue) => `the engine cannot read zone ${JSON.stringify(issue.input)}`,
  })
const heightDistrict = z
  .string({ error: 'must be a height district such as "1VL"' })
  .refine((value) => parseHeightDistrict(value) !== null, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a height district (1, 1L, 1VL, 1XL, 1SS, 2, 3, 4)`,
  })
const L = INPUT_LIMITS

/** Parcel facts by wire key; each maps to the camelCase engine fact of the same name. */
const PARCEL_FIELDS = {
  lot_sf: bounded(L.lotSf),
  lot_width_ft: bounded(L.lotWidthFt),
  lot_depth_ft: bounded(L.lotDepthFt),
  alley_width_ft: bounded(L.alleyWidthFt),
  zone,
  height_district: heightDistrict,
  zone_string: z.string({ error: 'must be text such as "[Q]C2-1VL-CPIO"' }),
  zone_split_sf: z.array(bounded(L.zoneSplitSf), { error: 'must be a list of areas in sq ft' }),
  general_plan_land_use: z.string(),
  specific_plan: z.string(),
  existing_units: bounded(L.existingUnits),
  existing_unit_type: z.enum(['SFD', 'duplex', 'multifamily', 'none']),
  existing_structure_multistory: flag,
  existing_building_sf: bounded(L.existingBuildingSf),
  conversion_space_adus: bounded(L.conversionSpaceAdus),
  rso: flag,
  year_built: bounded(L.yearBuilt),
  tenant_occupied_within_years: yearsSince(L.tenantOccupiedWithinYears),
  ellis_withdrawal_within_years: yearsSince(L.ellisWithdrawalWithinYears),
  lower_income_occupied_within_years: yearsSince(L.lowerIncomeOccupiedWithinYears),
  deed_restricted_affordable: flag,
  vacant: flag,
  dist_mts_mi: bounded(L.distMtsMi),
  walk_dist_mts_mi: bounded(L.walkDistMtsMi),
  unobstructed_access_to_mts: flag,
  toc_tier: bounded(L.tocTier),
  sb79_stop_tier: z
    .union([z.literal(1), z.literal(2)], { error: 'must be 1, 2 or null' })
    .nullable(),
  sb79_dist_band: z.enum(['adjacent', 'quarter', 'half']).nullable(),
  sb79_la_status: z.enum([
    'available',
    'temporary_exempt',
    'permanent_exempt',
    'statutory_exempt',
    'unknown',
  ]),
  sb79_local_delay: flag,
  miip_toia_tier: miipTier.nullable(),
  miip_oc_tier: miipTier.nullable(),
  miip_lowrise_subarea: z.enum(['LR-1', 'LR-2']).nullable(),
  residential_market_area: z.enum(MARKET_AREAS),
  miip_market_tier: z.enum(['low_medium', 'high_medium_high']),
  tcac_opportunity_area: z.enum(['higher', 'moderate', 'lower', 'insufficient_data']),
  opportunity_station_area: flag,
  neighbors_outside_fra_or_cz: flag,
  city_population: bounded(L.cityPopulation),
  corridor_row_width_ft: bounded(L.corridorRowWidthFt),
  corridor_frontage_ft: bounded(L.corridorFrontageFt),
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
  private_restrictions: flag,
  easement_sf: bounded(L.easementSf),
  wastewater: z.enum(['sewer', 'septic']),
  sea_level_rise_1ft: flag,
  very_low_vmt_area: flag,
  housing_element_site_units: bounded(L.housingElementSiteUnits).nullable(),
  prior_sb9_split: flag,
  adjacent_sb9_split_by_owner: flag,
  use: z.string(),
} as const

/**
 * Scenario fields by wire key. `units` is the proposed home count and `vli_units`/`vli_pct`
 * a very-low-income set-aside, as cases.json writes them.
 */
const SCENARIO_FIELDS = {
  base_units: bounded(L.baseUnits),
  set_aside_category: z.enum(['VLI', 'LI', 'MOD', 'SENIOR', '100PCT']),
  set_aside_pct: bounded(L.setAsidePct),
  set_aside_units: bounded(L.setAsideUnits),
  vli_units: bounded(L.setAsideUnits),
  vli_pct: bounded(L.setAsidePct),
  ab1287_category: z.enum(['VLI', 'MOD']),
  ab1287_pct: bounded(L.ab1287Pct),
  tenure: z.enum(['rental', 'for_sale']),
  units: bounded(L.proposedUnits),
  proposed_split_sf: z.tuple([bounded(L.proposedSplitSf), bounded(L.proposedSplitSf)], {
    error: 'must be two areas in sq ft, like [3000, 3000]',
  }),
  unit_mix: z
    .record(z.string(), bounded(L.unitMix))
    .refine((mix) => Object.keys(mix).every((key) => readUnitMixKey(key) !== null), {
      error: `keys name homes by ${UNIT_MIX_KEY_FORMS}`,
    }),
  stories_proposed: bounded(L.storiesProposed),
  building_all_residential: flag,
  owner_affidavit: flag,
  analysis_date: isoDate,
  application_date: isoDate,
} as const

/** Wire keys whose engine name is not their camelCase form. */
const WIRE_TO_ENGINE: Readonly<Record<string, string>> = { units: 'proposedUnits' }

export const AnalysisRequestSchema = z
  .object({
    ...PARCEL_FIELDS,
    ...SCENARIO_FIELDS,
    options: z.record(z.string(), z.unknown(), { error: 'must be an object of option values' }),
  })
  .partial()
export type AnalysisRequest = z.input<typeof AnalysisRequestSchema>

/** Every key the wire format knows. */
export const ANALYSIS_REQUEST_KEYS: readonly string[] = [
  ...Object.keys(PARCEL_FIELDS),
  ...Object.keys(SCENARIO_FIELDS),
  'options',
]

export type ParsedAnalysisRequest =
  | {
      ok: true
      input: AnalysisInput
      options: Partial<EngineOptions>
      unknownKeys: string[]
    }
  | { ok: false; error: string }

function camelCase(key: string): string {
  return (
    WIRE_TO_ENGINE[key] ?? key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  )
}

/** An option's wire name: "laDbScale" → "la_db_scale". */
export function optionWireName(name: OptionName): string {
  return name.replace(/([A-Z])/g, (letter) => `_${letter.toLowerCase()}`)
}

const OPTION_BY_WIRE_NAME: ReadonlyMap<string, OptionName> = new Map(
  (Object.keys(OPTION_DEFINITIONS) as OptionName[]).map((name) => [optionWireName(name), name]),
)

/**
 * Reads option choices by wire name ("la_db_scale": "cap35"). Values may be written as text,
 * as `--option` gives them ("2" for the number 2, "true" for true).
 */
export function parseEngineOptions(
  raw: Readonly<Record<string, unknown>>,
): { ok: true; options: Partial<EngineOptions> } | { ok: false; error: string } {
  const options: Record<string, unknown> = {}
  for (const [wireName, value] of Object.entries(raw)) {
    const name = OPTION_BY_WIRE_NAME.get(wireName)
    if (!name) {
      return {
        ok: false,
        error: `options: there is no option "${wireName}" (options are ${[...OPTION_BY_WIRE_NAME.keys()].join(', ')})`,
      }
    }
    const allowed = OPTION_DEFINITIONS[name].values
    const match = allowed.find((candidate) => candidate === value || String(candidate) === value)
    if (match === undefined) {
      return {
        ok: false,
        error: `options.${wireName}: must be one of ${allowed.map((candidate) => JSON.stringify(candidate)).join(', ')}`,
      }
    }
    options[name] = match
  }
  return { ok: true, options: options as Partial<EngineOptions> }
}

/**
 * A very-low-income set-aside written as `vli_units` or `vli_pct` (as cases.json does) is a
 * set-aside in that category; a share and a count of the same set-aside are one too many.
 */
function readSetAside(data: Record<string, unknown>): string | Record<string, unknown> {
  const given = ['set_aside_pct', 'set_aside_units', 'vli_units', 'vli_pct'].filter(
    (key) => data[key] !== undefined,
  )
  if (given.length > 1)
    return `${given.join(' and ')}: give the affordable set-aside once, as a share or as a number of homes`
  const category = data.set_aside_category
  if ((data.vli_units !== undefined || data.vli_pct !== undefined) && category !== undefined) {
    if (category !== 'VLI')
      return `${data.vli_units === undefined ? 'vli_pct' : 'vli_units'}: gives very-low-income homes, but set_aside_category is ${JSON.stringify(category)}; use set_aside_units or set_aside_pct for that category`
  }
  if (data.vli_units !== undefined)
    return { setAsideCategory: 'VLI', setAsideUnits: data.vli_units }
  if (data.vli_pct !== undefined) return { setAsideCategory: 'VLI', setAsidePct: data.vli_pct }
  return {}
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
  const { options: rawOptions, ...data } = parsed.data
  const options = parseEngineOptions(rawOptions ?? {})
  if (!options.ok) return options
  const setAside = readSetAside(data)
  if (typeof setAside === 'string') return { ok: false, error: setAside }
  const parcel: Record<string, unknown> = {}
  const scenario: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || key === 'vli_units' || key === 'vli_pct') continue
    const target = key in PARCEL_FIELDS ? parcel : scenario
    target[camelCase(key)] = value
  }
  Object.assign(scenario, setAside)
  scenario.analysisDate ??= today
  const unknownKeys = Object.keys(raw).filter((key) => !ANALYSIS_REQUEST_KEYS.includes(key))
  return {
    ok: true,
    input: { parcel: parcel as ParcelFacts, scenario: scenario as unknown as Scenario },
    options: options.options,
    unknownKeys,
  }
}
