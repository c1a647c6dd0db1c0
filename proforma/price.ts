// Prices a lot's pathways: each one's costs, value and residual land value, ranked, and the
// sensitivity of one to rents and hard costs.
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
import { PROFORMA_VERSION, SENSITIVITY_STEPS } from './labels.ts'
import { CITY_FIGURES, type LocalFigures } from './location.ts'

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

const REVENUE_IDS: readonly AssumptionId[] = [
  ...Object.values(MARKET_RENT),
  'rentAdu',
  'rentAduConversion',
  'rentJadu',
  'salePrice',
]
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
