// The pro forma's only public entry. Pure like the engine: a pathway's result and assumptions in,
// costs, value and the residual land value out; no I/O, no clock, no dependencies.
import type { PathwayId } from '#engine'
import { ASSUMPTION_IDS, MARKET_RENT, type AssumptionId, type Assumptions } from './assumptions.ts'
import {
  basesFor,
  pricePathway,
  whyUnpriced,
  type PathwayFigures,
  type PathwayProforma,
  type ProformaContext,
} from './compute.ts'
import { CITY_FIGURES, type LocalFigures } from './location.ts'

/**
 * Stored beside saved assumptions so figures can be told apart when the model changes.
 * 1.0.0: costs by construction type, fees with exemptions, rentals by yield on cost and homes
 * for sale by profit on cost (docs/decisions/160–163).
 * 1.1.0: rents, sale prices and the linkage fee by the lot's ZIP (decision 260).
 * 1.2.0: demolition, relocation and replacement homes where a pathway removes what stands
 * (decision 292).
 * 1.3.0: a lot whose linkage-fee market area is not known pays the high area's rate, said to be
 * an assumption, not the low area's (decision 545).
 * 1.4.0: the linkage fee at the lot's own market area from its ZIMAS record, before its ZIP's
 * (decision 570).
 * 1.4.1: a market area an analyst or the report's owner corrected is named so, not as the
 * ZIMAS record's (decision 591).
 */
export const PROFORMA_VERSION = '1.4.1'

/** A pathway the pro forma leaves out, and why. */
export type UnpricedPathway = {
  readonly pathwayId: PathwayId
  readonly name: string
  readonly reason: string
}

export type ProformaResult = {
  readonly version: string
  /** Whose figures were used: the lot's ZIP's, or the City-wide ones, with the confidence. */
  readonly local: LocalFigures
  /** Pathways with homes to price, highest residual land value first. */
  readonly pathways: readonly PathwayProforma[]
  /** The others, in the order given. */
  readonly unpriced: readonly UnpricedPathway[]
}

/**
 * Every priced pathway of one lot, ranked by what the land is worth to a builder under it, and
 * why the others are not priced.
 */
export function computeProforma(
  pathways: readonly PathwayFigures[],
  context: ProformaContext,
  assumptions: Assumptions = (context.local ?? CITY_FIGURES).defaults,
): ProformaResult {
  const local = context.local ?? CITY_FIGURES
  const bases = basesFor(assumptions, local.definitions)
  const priced: PathwayProforma[] = []
  const unpriced: UnpricedPathway[] = []
  for (const pathway of pathways) {
    const reason = whyUnpriced(pathway, context)
    if (reason !== null) {
      unpriced.push({ pathwayId: pathway.id, name: pathway.name, reason })
      continue
    }
    priced.push(pricePathway(pathway, context, assumptions, bases))
  }
  priced.sort((x, y) => y.residualLandValue.value - x.residualLandValue.value || y.units - x.units)
  return { version: PROFORMA_VERSION, local, pathways: priced, unpriced }
}

/** The steps of the sensitivity view, in percent. */
export const SENSITIVITY_STEPS = [-20, -10, 0, 10, 20] as const

const REVENUE_IDS: readonly AssumptionId[] = [...Object.values(MARKET_RENT), 'rentAdu', 'salePrice']
const HARD_COST_IDS: readonly AssumptionId[] = ASSUMPTION_IDS.filter(
  (id) => id.startsWith('hc') || id === 'parkingStall',
)

export type SensitivityGrid = {
  readonly pathwayId: PathwayId
  /** Rows: rents (and sale prices) moved by each step; columns: hard costs moved by each step. */
  readonly residual: ReadonlyArray<ReadonlyArray<number>>
}

/** The residual land value of one pathway as rents and hard costs move by ±10 % and ±20 %. */
export function sensitivity(
  pathway: PathwayFigures,
  context: ProformaContext,
  assumptions: Assumptions = (context.local ?? CITY_FIGURES).defaults,
): SensitivityGrid | null {
  if (whyUnpriced(pathway, context) !== null) return null
  // Only the residual's value is read here, so every case shares the unmoved assumptions' basis
  // records instead of building 25 sets.
  const bases = basesFor(assumptions, context.local?.definitions)
  const residual = SENSITIVITY_STEPS.map((rentStep) =>
    SENSITIVITY_STEPS.map((costStep) => {
      const moved: Record<AssumptionId, number> = { ...assumptions }
      for (const id of REVENUE_IDS) moved[id] = assumptions[id] * (1 + rentStep / 100)
      for (const id of HARD_COST_IDS) moved[id] = assumptions[id] * (1 + costStep / 100)
      return pricePathway(pathway, context, moved, bases).residualLandValue.value
    }),
  )
  return { pathwayId: pathway.id, residual }
}

/** The assumptions with the saved changes laid over the area's defaults. */
export function withChanges(
  changes: Partial<Assumptions> | null | undefined,
  local: LocalFigures = CITY_FIGURES,
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
export { CITY_FIGURES, localFigures, type LocalFigures, type MarketAreaFrom } from './location.ts'
export { SAFMR_BY_ZIP } from './location-data.ts'
export {
  CONSTRUCTION_LABELS,
  constructionTypeOf,
  netOfSale,
  pathwayFigures,
  proformaOfPathway,
  whyUnpriced,
  type Basis,
  type ConstructionType,
  type Figure,
  type PathwayFigures,
  type PathwayProforma,
  type ProformaContext,
  type UnitMix,
} from './compute.ts'
