// The analysis engine's only public entry. Pure: facts and a scenario in, every pathway's
// result out; no I/O, no clock, no randomness, no dependencies. See docs/engine.md.
import { analyzeAb2011 } from './analysis/ab2011.ts'
import { analyzeAb2097 } from './analysis/ab2097.ts'
import { analyzeAdu } from './analysis/adu.ts'
import { createContext } from './analysis/context.ts'
import { analyzeLaBaseZoning } from './analysis/la-base-zoning.ts'
import { analyzeLaToc } from './analysis/la-toc.ts'
import { analyzeSb79 } from './analysis/sb79.ts'
import { analyzeSb9 } from './analysis/sb9.ts'
import { analyzeSb1123, analyzeSb684 } from './analysis/small-lot-subdivision.ts'
import { analyzeStateDensityBonus } from './analysis/state-density-bonus.ts'
import { summarize } from './analysis/summary.ts'
import { DEFAULT_OPTIONS } from './options.ts'
import type { Analysis, AnalysisInput, EngineOptions, PathwayId, PathwayResult } from './types.ts'

/** Stored with every analysis so old results can be found and recomputed when rules change. */
export const ENGINE_VERSION = '1.0.0'

/**
 * Analyzes one lot under every pathway: eligibility with reasons, units and standards, each
 * figure with its rule and citation, and a ranked summary. `options` choose between readings
 * of uncertain rules; the defaults are the rules document's.
 */
export function analyzeParcel(
  input: AnalysisInput,
  options: Partial<EngineOptions> = {},
): Analysis {
  const merged: EngineOptions =
    Object.keys(options).length === 0 ? DEFAULT_OPTIONS : { ...DEFAULT_OPTIONS, ...options }
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
  }
  return {
    engineVersion: ENGINE_VERSION,
    analysisDate: input.scenario.analysisDate,
    options: merged,
    pathways,
    summary: summarize(context, pathways),
  }
}

export { DEFAULT_OPTIONS, OPTION_DEFINITIONS, type OptionDefinition } from './options.ts'
export { findZoneRules, type ZoneRules } from './rules/zones.ts'
export { HEIGHT_DISTRICTS, parseHeightDistrict } from './rules/height-districts.ts'
export { sb79DistanceBand } from './rules/sb79.ts'
export * from './types.ts'
