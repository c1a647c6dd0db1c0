// The pro forma's only public entry. Pure like the engine: a pathway's result and assumptions in,
// costs, value and the residual land value out; no I/O, no clock, no dependencies.
import { ASSUMPTION_IDS, type AssumptionId, type Assumptions } from './assumptions.ts'
import type { LocalFigures } from './location.ts'

/**
 * The assumptions with the saved changes laid over the area's defaults. The area is always
 * given: a page showing a report has it from the report, and loads no table of areas (decision 860).
 */
export function withChanges(
  changes: Partial<Assumptions> | null | undefined,
  local: LocalFigures,
): Assumptions {
  if (!changes) return local.defaults
  const merged: Record<AssumptionId, number> = { ...local.defaults }
  for (const id of ASSUMPTION_IDS) {
    const value = changes[id]
    if (typeof value === 'number' && Number.isFinite(value)) merged[id] = value
  }
  return merged
}

export {
  AFFORDABLE_RENTS,
  BEDROOMS,
  ASSUMPTION_IDS,
  ASSUMPTIONS,
  DEFAULT_ASSUMPTIONS,
  TRANSFER_TAX,
  type AssumptionDefinition,
  type AssumptionId,
  type AssumptionUnit,
  type Assumptions,
  type Bedroom,
} from './assumptions.ts'
export {
  CITY_FIGURES,
  estimatedMarketArea,
  localFigures,
  type LocalFigures,
  type MarketAreaFrom,
} from './location.ts'
export { PLAN_AREA_SAMPLE, SAFMR_BY_ZIP, type PlanAreaSample } from './location-data.ts'
export {
  CONSTRUCTION_LABELS,
  PROFORMA_VERSION,
  SENSITIVITY_STEPS,
  type ConstructionType,
} from './labels.ts'
export {
  computeProforma,
  sensitivity,
  type ProformaResult,
  type SensitivityGrid,
  type UnpricedPathway,
} from './price.ts'
export { ADU_KINDS, aduMixOf, pricedAdus, type AduKind, type AduMix } from './adu-mix.ts'
export {
  constructionTypeOf,
  netOfSale,
  pathwayFigures,
  proformaOfPathway,
  whyUnpriced,
  UNKNOWN_COUNT,
  type Basis,
  type Figure,
  type PathwayFigures,
  type PathwayProforma,
  type ProformaContext,
  type UnitMix,
} from './compute.ts'
