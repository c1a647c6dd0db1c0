// The analysis engine's only public entry: everything other parts use is exported here. Pure:
// facts and a scenario in, every pathway's result out; no I/O, no clock, no randomness, no
// dependencies. See docs/engine.md.
import { createContext, type Context } from './analysis/context.ts'
import { lotExisting } from './analysis/existing-homes.ts'
import { summarize } from './analysis/summary.ts'
import { assertValidInput } from './input.ts'
import { DEFAULT_OPTIONS } from './options.ts'
import { analyzeAb2011 } from './pathways/ab2011.ts'
import { analyzeAb2097 } from './pathways/ab2097.ts'
import { analyzeAdu } from './pathways/adu.ts'
import { analyzeStateDensityBonus } from './pathways/density-bonus/density-bonus.ts'
import { analyzeLaBaseZoning } from './pathways/la-base-zoning.ts'
import { analyzeLaToc } from './pathways/la-toc.ts'
import { analyzeSb1123 } from './pathways/sb1123.ts'
import { analyzeSb684 } from './pathways/sb684.ts'
import { analyzeSb79 } from './pathways/sb79.ts'
import { analyzeSb9 } from './pathways/sb9.ts'
import { analyzeMiipLowRise } from './pathways/chip/low-rise.ts'
import { analyzeAhip } from './pathways/chip/ahip.ts'
import { analyzeMiipOc, analyzeMiipToia } from './pathways/chip/miip.ts'
import type {
  Analysis,
  AnalysisInput,
  EngineOptions,
  PathwayId,
  PathwayResult,
  ZonePortion,
} from './types.ts'

/**
 * Stored with every analysis so old results can be found and recomputed when rules change.
 * 2.0.0: statuses with routine checks, sourced figures with confidence and readings, split
 * zones, the cautious reading of rent stabilization. 2.0.1: a lot its yards cover needs
 * confirmation. 2.1.0: every result carries its law's legal status on the analysis date.
 * 2.2.0: what each pathway does with the homes that stand, net new homes, replacement and
 * relocation owed. 2.3.0: the Mixed Income Incentive Program's pathways. 2.4.0: citations
 * name primary sources only. 2.5.0: every criterion each pathway checked, passed or not.
 * 2.6.0: an application filed before June 30, 2026 in a Low-Rise area takes the Corridor
 * Transition incentives, to confirm. 2.6.1: the state density bonus flags where CHIP's own
 * program may give more. 2.7.0: the Mixed Income Incentive Program's market tier is presumed
 * from the lot's residential market area (docs/engine.md, "What changed"). 2.8.0: a result
 * holds each fact once: what stands and what each way of treating it owes at the analysis level
 * (`existing`), a pathway naming its own; a criterion names its reasons by their places in
 * `failReasons` (decision 615; `existingHomesFor` and `findingsOf` put them together). 2.9.0:
 * the ADU pathway counts its ADUs by kind on every lot (detached, converted, junior), each count
 * sourced and shown under both readings of a house's combination (decision 840). 2.10.0: the owner
 * may state how many ADUs an existing multifamily building's space not used as living space can
 * hold (`conversionSpaceAdus`); the result counts that many conversions, up to the law's, as
 * `details.statedConversionAdus` (decision 865).
 */
export const ENGINE_VERSION = '2.10.0'

const NO_OPTIONS: Partial<EngineOptions> = {}

/**
 * Analyzes one lot under every pathway: eligibility with reasons, units and standards, each
 * figure with its rule, citation, confidence and readings, and a ranked summary. `options`
 * choose between readings of uncertain rules; the defaults are the rules document's. Throws
 * EngineInputError for a number out of bounds or a malformed date.
 */
export function analyzeParcel(
  input: AnalysisInput,
  options: Partial<EngineOptions> = NO_OPTIONS,
): Analysis {
  assertValidInput(input)
  const merged: EngineOptions =
    options === NO_OPTIONS ? DEFAULT_OPTIONS : { ...DEFAULT_OPTIONS, ...options }
  const context = createContext(input.parcel, input.scenario, merged)
  const pathways: Record<PathwayId, PathwayResult> = {
    la_base_zoning: analyzeLaBaseZoning(context),
    state_density_bonus: analyzeStateDensityBonus(context),
    la_toc: analyzeLaToc(context),
    sb9: analyzeSb9(context),
    sb684: analyzeSb684(context),
    sb1123: analyzeSb1123(context),
    adu: analyzeAdu(context),
    ab2011: analyzeAb2011(context),
    sb79: analyzeSb79(context),
    ab2097: analyzeAb2097(context),
    miip_toia: analyzeMiipToia(context),
    miip_oc: analyzeMiipOc(context),
    miip_lowrise: analyzeMiipLowRise(context),
    ahip: analyzeAhip(context),
  }
  return {
    engineVersion: ENGINE_VERSION,
    analysisDate: input.scenario.analysisDate,
    options: merged,
    zoning: zoningOf(context),
    existing: lotExisting(context),
    pathways,
    summary: summarize(context, pathways),
  }
}

function zoningOf(context: Context): Analysis['zoning'] {
  const parts = context.zoning?.parts ?? []
  const portions: ZonePortion[] = parts.map((part) => ({
    zone: part.zoneClass ?? null,
    heightDistrict: part.heightDistrict ?? null,
    areaSf: part.areaSf ?? null,
  }))
  return { portions, split: context.zoning?.split ?? false }
}

export {
  EngineInputError,
  INPUT_LIMITS,
  MAX_LOT_SF,
  describeLimit,
  isWithinLimit,
  type NumberLimit,
} from './input.ts'
export { DEFAULT_OPTIONS, OPTION_DEFINITIONS, type OptionDefinition } from './options.ts'
export { STATUS_LABELS, findSource } from './analysis/readouts.ts'
export { existingHomesFor, findingsOf } from './analysis/views.ts'
export { formatDate, formatNumber, formatSqFt } from './analysis/format.ts'
export { LA_DETACHED_ADU_MAX_SF } from './pathways/adu.ts'
export { rentStabilization, type RentStabilization } from './analysis/rent-stabilization.ts'
export { readUnitMixKey, UNIT_MIX_KEY_FORMS } from './analysis/parking.ts'
export {
  LAW_CALENDAR,
  LAW_NAMES,
  LEGAL_STATUS_LABELS,
  datedStatusChanges,
  legalStatusOn,
  statusChangesAfter,
  type DatedStatusChange,
  type StatusChange,
} from './rules/legal-status.ts'
export { findZoneRules, type ZoneFamily, type ZoneRules } from './rules/zones.ts'
export { parseHeightDistrict } from './rules/height-districts.ts'
export { transitDistanceBand, type TransitBand } from './rules/transit.ts'
export {
  parseZoneString,
  splitZoneString,
  type Chapter1aParts,
  type ParsedZoneString,
  type ZonePrefix,
} from './zoning/parse-zone-string.ts'
export * from './types.ts'
export {
  fromEarlierShape,
  isEarlierShape,
  toEarlierShape,
  type EarlierAnalysis,
  type EarlierCriterion,
  type EarlierPathwayResult,
} from './analysis/earlier-shape.ts'
