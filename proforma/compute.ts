// The pro forma of one pathway: what it would cost to build, what it would be worth, and what the
// land is worth to a builder under it (the residual land value). The steps follow PROFORMA.md (c);
// every figure lists the assumptions it used with their source and year.
import type { PathwayResult } from '#engine'
import {
  AFFORDABLE_RENTS,
  ASSUMPTIONS,
  BEDROOMS,
  CONSTRUCTION_MONTHS,
  DEFAULT_UNIT_MIX,
  MARKET_RENT,
  TRANSFER_TAX,
  UNIT_SIZE_SF,
  type AffordableCategory,
  type AssumptionId,
  type Assumptions,
  type Bedroom,
} from './assumptions.ts'

/** What the pro forma reads of a pathway's result. */
export type PathwayFigures = Pick<
  PathwayResult,
  | 'id'
  | 'name'
  | 'eligible'
  | 'maxUnits'
  | 'maxStories'
  | 'maxHeightFt'
  | 'maxFloorAreaSf'
  | 'parkingMin'
  | 'affordable'
>

/** What the pro forma reads of the scenario and the lot. */
export type ProformaContext = {
  readonly tenure?: 'rental' | 'for_sale'
  readonly unitMix?: Readonly<Record<string, number>>
  readonly lotSf: number | null
}

/** One assumption or data table a figure rests on. */
export type Basis = {
  readonly id: AssumptionId | 'affordableRents' | 'transferTax' | 'constructionMonths'
  readonly label: string
  readonly source: string
  readonly year: string
  /** The value used (absent for a table). */
  readonly value?: number
  /** The value differs from the default. */
  readonly changed: boolean
}

export type Figure = { readonly value: number; readonly basis: readonly Basis[] }

export type ConstructionType =
  'adu' | 'small_home' | 'type_v_walkup' | 'type_v_podium' | 'type_iii' | 'type_i'

export const CONSTRUCTION_LABELS: Readonly<Record<ConstructionType, string>> = {
  adu: 'Detached ADU, wood frame',
  small_home: 'Small homes, wood frame',
  type_v_walkup: 'Type V walk-up',
  type_v_podium: 'Type V over a concrete podium',
  type_iii: 'Type III over concrete',
  type_i: 'Type I concrete high-rise',
}

export type PathwayProforma = {
  readonly pathwayId: PathwayResult['id']
  readonly name: string
  readonly tenure: 'rental' | 'for_sale'
  readonly units: number
  readonly affordableUnits: number
  readonly affordableCategory: AffordableCategory | null
  readonly constructionType: ConstructionType
  readonly stories: number
  readonly grossFloorAreaSf: Figure
  readonly netFloorAreaSf: Figure
  readonly hardCost: Figure
  readonly parkingCost: Figure
  readonly softCost: Figure
  readonly fees: {
    readonly linkage: Figure
    readonly school: Figure
    readonly park: Figure
    readonly permit: Figure
    readonly adu: Figure
    readonly total: Figure
  }
  readonly financing: Figure
  readonly totalDevelopmentCost: Figure
  /** Rentals: gross potential rent plus other income, a year. Homes for sale: gross sales. */
  readonly grossRevenue: Figure
  readonly vacancy: Figure
  readonly operatingCosts: Figure
  readonly netOperatingIncome: Figure
  /** Rentals: value at the exit cap rate; homes: sale proceeds; both net of sale costs and taxes. */
  readonly value: Figure
  /** What a builder could spend in all at the target return (NOI ÷ target yield, or proceeds ÷ (1 + profit)). */
  readonly supportedCost: Figure
  /** supportedCost − totalDevelopmentCost: what the land is worth to a builder. */
  readonly residualLandValue: Figure
  /** NOI ÷ cost before land, in percent; null for homes for sale. */
  readonly yieldOnCost: Figure | null
  /** (value − cost before land) ÷ cost before land, in percent. */
  readonly margin: Figure
}

const STORY_FT = 11
const SITE_COVERAGE = 0.6

type Bases = {
  readonly of: (id: AssumptionId) => Basis
  readonly affordable: Basis
  readonly transferTax: Basis
  readonly months: Basis
}

/** The basis records for one set of assumptions, built once and shared by every figure. */
export function basesFor(assumptions: Assumptions): Bases {
  const cache = new Map<AssumptionId, Basis>()
  return {
    of(id) {
      let basis = cache.get(id)
      if (!basis) {
        const definition = ASSUMPTIONS[id]
        basis = {
          id,
          label: definition.label,
          source: definition.source,
          year: definition.year,
          value: assumptions[id],
          changed: assumptions[id] !== definition.default,
        }
        cache.set(id, basis)
      }
      return basis
    },
    affordable: {
      id: 'affordableRents',
      label: 'Affordable rents by income category',
      source: AFFORDABLE_RENTS.source,
      year: AFFORDABLE_RENTS.year,
      changed: false,
    },
    transferTax: {
      id: 'transferTax',
      label: 'Measure ULA transfer tax',
      source: TRANSFER_TAX.source,
      year: TRANSFER_TAX.year,
      changed: false,
    },
    months: {
      id: 'constructionMonths',
      label: 'Months of construction by building type',
      source: 'Lotwise pro forma defaults (PROFORMA.md): practitioner norms',
      year: '2025',
      changed: false,
    },
  }
}

function figure(value: number, basis: readonly Basis[]): Figure {
  return { value, basis }
}

function sum(figures: readonly Figure[]): Figure {
  let value = 0
  const basis: Basis[] = []
  for (const item of figures) {
    value += item.value
    for (const entry of item.basis) if (!basis.includes(entry)) basis.push(entry)
  }
  return { value, basis }
}

/** A share of a whole in percent; a whole under a dollar counts as none, so no share explodes. */
function ratio(part: number, whole: number): number {
  return whole >= 1 ? (part / whole) * 100 : 0
}

/**
 * Net proceeds of one sale at `price`. Measure ULA taxes the whole price above each threshold, so
 * a price just over it nets less than one just under; sellers price below the cliff instead, so
 * the proceeds are never taken as less than a sale just under the threshold (decision 163).
 */
export function netOfSale(price: number, costOfSalePct: number): number {
  const keep = 1 - costOfSalePct / 100
  const rateAt = (amount: number) =>
    TRANSFER_TAX.tiers.find((tier) => amount >= tier.from)?.rate ?? 0
  let best = Math.max(0, price * (keep - rateAt(price)))
  for (const tier of TRANSFER_TAX.tiers) {
    if (price >= tier.from) {
      const justUnder = tier.from * (keep - rateAt(tier.from - 1))
      if (justUnder > best) best = justUnder
    }
  }
  return best
}

function unitMixOf(context: ProformaContext): Readonly<Record<Bedroom, number>> {
  const given = context.unitMix
  if (!given) return DEFAULT_UNIT_MIX
  const counts = BEDROOMS.map((bedroom) => Math.max(0, given[bedroom] ?? 0))
  // Four-bedroom homes rent and measure as three-bedroom ones here: the rent table stops at 3BR.
  counts[3]! += Math.max(0, given['4BR'] ?? 0)
  const total = counts.reduce((a, b) => a + b, 0)
  if (!(total > 0)) return DEFAULT_UNIT_MIX
  return Object.fromEntries(BEDROOMS.map((bedroom, i) => [bedroom, counts[i]! / total])) as Record<
    Bedroom,
    number
  >
}

/** The first way the pathway offers to meet its affordability, as units and a category. */
function affordableOf(pathway: PathwayFigures, units: number) {
  const first = pathway.affordable[0]
  if (!first || !(first.units > 0)) return { units: 0, category: null }
  return { units: Math.min(units, first.units), category: first.category }
}

function kindOf(pathway: PathwayFigures): 'adu' | 'homes' | 'building' {
  if (pathway.id === 'adu') return 'adu'
  if (pathway.id === 'sb9' || pathway.id === 'sb1123') return 'homes'
  return 'building'
}

/** Stories a building needs on the lot at a typical coverage, within what the pathway allows. */
function storiesOf(pathway: PathwayFigures, grossSf: number, lotSf: number | null): number {
  const allowed =
    pathway.maxStories ??
    (pathway.maxHeightFt !== null ? Math.max(1, Math.floor(pathway.maxHeightFt / STORY_FT)) : null)
  const needed =
    lotSf && lotSf > 0 ? Math.max(1, Math.ceil(grossSf / (lotSf * SITE_COVERAGE))) : null
  if (needed !== null && allowed !== null) return Math.min(needed, allowed)
  return needed ?? allowed ?? 3
}

/** PROFORMA.md (c) step 1: the cost row follows the height of the building. */
export function constructionTypeOf(
  kind: 'adu' | 'homes' | 'building',
  units: number,
  stories: number,
): ConstructionType {
  if (kind === 'adu') return 'adu'
  if (kind === 'homes' || units <= 4) return 'small_home'
  if (stories <= 3) return 'type_v_walkup'
  if (stories <= 6) return 'type_v_podium'
  if (stories <= 8) return 'type_iii'
  return 'type_i'
}

const HARD_COST_ROW: Readonly<Record<ConstructionType, AssumptionId>> = {
  adu: 'hcAduDetached',
  small_home: 'hcSmallHome',
  type_v_walkup: 'hcTypeVWalkup',
  type_v_podium: 'hcTypeVPodium',
  type_iii: 'hcTypeIII',
  type_i: 'hcTypeI',
}

/**
 * The pro forma of one pathway, or null when the pathway gives no homes to price (not available,
 * a parking-only pathway, or unlimited units with no floor-area limit).
 */
export function proformaOfPathway(
  pathway: PathwayFigures,
  context: ProformaContext,
  assumptions: Assumptions,
  bases: Bases = basesFor(assumptions),
): PathwayProforma | null {
  if (pathway.eligible === false || pathway.maxUnits === null) return null
  const a = assumptions
  const b = bases.of
  const kind = kindOf(pathway)
  const mix = unitMixOf(context)
  const efficiency = kind === 'building' ? a.efficiency / 100 : 1
  const mixNetSf = BEDROOMS.reduce(
    (total, bedroom) => total + mix[bedroom] * UNIT_SIZE_SF[bedroom],
    0,
  )
  const unitNetSf = kind === 'adu' ? a.aduSize : kind === 'homes' ? a.homeSize : mixNetSf
  const sizeBasis = kind === 'adu' ? [b('aduSize')] : kind === 'homes' ? [b('homeSize')] : []

  let units: number
  if (pathway.maxUnits === 'unlimited') {
    if (pathway.maxFloorAreaSf === null) return null
    units = Math.floor((pathway.maxFloorAreaSf * efficiency) / unitNetSf)
  } else {
    units = Math.max(0, Math.floor(pathway.maxUnits))
  }

  // The floor area the homes need, cut to what the pathway allows; a cut shrinks the homes, and
  // market rents and prices with them (decision 161).
  const neededGrossSf = (units * unitNetSf) / efficiency
  const grossSf =
    kind !== 'adu' && pathway.maxFloorAreaSf !== null
      ? Math.min(neededGrossSf, pathway.maxFloorAreaSf)
      : neededGrossSf
  const sizeScale = neededGrossSf > 0 ? grossSf / neededGrossSf : 1
  const netSf = grossSf * efficiency
  const areaBasis = kind === 'building' ? [b('efficiency')] : sizeBasis

  const tenure: 'rental' | 'for_sale' =
    kind === 'adu' ? 'rental' : kind === 'homes' ? 'for_sale' : (context.tenure ?? 'rental')
  const affordable = affordableOf(pathway, units)
  const marketUnits = units - affordable.units

  const stories =
    kind === 'building'
      ? storiesOf(pathway, grossSf, context.lotSf)
      : Math.min(2, pathway.maxStories ?? 2)
  const type = constructionTypeOf(kind, units, stories)
  const hardRow = HARD_COST_ROW[type]

  // Costs (PROFORMA.md (c) steps 1–2). Parking is priced as structured stalls in apartment
  // buildings only; small homes and ADUs park on the lot at no separate cost (decision 162).
  const stalls = kind === 'building' ? Math.max(0, pathway.parkingMin ?? 0) : 0
  const contingency = 1 + a.contingency / 100
  const hardCost = figure(grossSf * a[hardRow] * contingency, [b(hardRow), b('contingency')])
  const parkingCost = figure(stalls * a.parkingStall * contingency, [
    b('parkingStall'),
    b('contingency'),
  ])
  const softRow: AssumptionId = kind === 'building' ? 'softCostMultifamily' : 'softCostSmall'
  const softCost = figure(((hardCost.value + parkingCost.value) * a[softRow]) / 100, [
    b(softRow),
    ...hardCost.basis,
  ])

  // Fees, with the exemptions the law gives: ADUs under 750 sq ft pay no impact fees; covenanted
  // affordable homes pay no park fee; a building with on-site affordable homes is taken as
  // exempt from the linkage fee (LAMC 19.18; decision 162).
  const isAdu = kind === 'adu'
  const smallAdu = isAdu && a.aduSize < 750
  const linkageRow: AssumptionId = units >= 2 && units <= 5 ? 'feeLinkageSmall' : 'feeLinkage'
  const linkage = figure(
    isAdu || affordable.units > 0 ? 0 : grossSf * a[linkageRow],
    isAdu || affordable.units > 0 ? [] : [b(linkageRow)],
  )
  const school = figure(smallAdu ? 0 : grossSf * a.feeSchool, smallAdu ? [] : [b('feeSchool')])
  const parkRow: AssumptionId = tenure === 'for_sale' ? 'feeParkForSale' : 'feeParkRental'
  const park = figure(isAdu ? 0 : marketUnits * a[parkRow], isAdu ? [] : [b(parkRow)])
  const permit = figure(
    isAdu ? 0 : (hardCost.value * a.feePermit) / 100,
    isAdu ? [] : [b('feePermit')],
  )
  const aduFee = figure(isAdu ? units * a.feeAdu : 0, isAdu ? [b('feeAdu')] : [])
  const feesTotal = sum([linkage, school, park, permit, aduFee])

  const beforeFinancing = hardCost.value + parkingCost.value + softCost.value + feesTotal.value
  const months = CONSTRUCTION_MONTHS[type] + (tenure === 'rental' ? a.leaseUpMonths : 0)
  const loan = (beforeFinancing * a.loanToCost) / 100
  const financing = figure(
    loan * (a.loanRate / 100) * (a.loanDraw / 100) * (months / 12) + (loan * a.loanFee) / 100,
    [
      b('loanToCost'),
      b('loanRate'),
      b('loanDraw'),
      b('loanFee'),
      bases.months,
      ...(tenure === 'rental' ? [b('leaseUpMonths')] : []),
    ],
  )
  const totalDevelopmentCost = sum([hardCost, parkingCost, softCost, feesTotal, financing])
  const cost = totalDevelopmentCost.value

  // Revenue (step 3). Covenanted homes rent at the category's limit, never at market.
  const marketRentBasis = isAdu
    ? [b('rentAdu')]
    : BEDROOMS.filter((x) => mix[x] > 0).map((x) => b(MARKET_RENT[x]))
  const marketRent = isAdu
    ? a.rentAdu
    : BEDROOMS.reduce((total, x) => total + mix[x] * a[MARKET_RENT[x]], 0) * sizeScale
  const affordableRent =
    affordable.category === null
      ? 0
      : BEDROOMS.reduce(
          (total, x) => total + mix[x] * AFFORDABLE_RENTS.rents[affordable.category!][x],
          0,
        )
  const affordableBasis = affordable.units > 0 ? [bases.affordable] : []
  const opexRow: AssumptionId = units <= 4 || isAdu ? 'opexSmall' : 'opexMultifamily'

  let grossRevenue: Figure
  let vacancy: Figure
  let operatingCosts: Figure
  let netOperatingIncome: Figure
  let value: Figure
  let supportedCost: Figure
  let yieldOnCost: Figure | null
  if (tenure === 'rental') {
    const rent = (marketUnits * marketRent + affordable.units * affordableRent) * 12
    grossRevenue = figure(rent * (1 + a.otherIncome / 100), [
      ...marketRentBasis,
      ...affordableBasis,
      b('otherIncome'),
    ])
    vacancy = figure((grossRevenue.value * a.vacancy) / 100, [b('vacancy')])
    const effective = grossRevenue.value - vacancy.value
    operatingCosts = figure((effective * a[opexRow]) / 100, [b(opexRow)])
    netOperatingIncome = figure(effective - operatingCosts.value, [
      ...grossRevenue.basis,
      b('vacancy'),
      b(opexRow),
    ])
    const noi = netOperatingIncome.value
    value = figure(netOfSale(noi / (a.capRate / 100), a.costOfSale), [
      b('capRate'),
      b('costOfSale'),
      bases.transferTax,
    ])
    supportedCost = figure(noi / (a.yieldOnCostTarget / 100), [
      ...netOperatingIncome.basis,
      b('yieldOnCostTarget'),
    ])
    yieldOnCost = figure(ratio(noi, cost), [...netOperatingIncome.basis])
  } else {
    // Homes for sale: market homes at the price per sq ft; a covenanted home at the value of its
    // capped rent at the exit cap rate (decision 163). ULA applies to each sale on its own.
    const marketHomePrice = (netSf / Math.max(units, 1)) * a.salePrice
    const affordableHomePrice =
      ((affordableRent * 12 * (1 - a.opexSmall / 100)) / (a.capRate / 100)) *
      (affordable.units > 0 ? 1 : 0)
    grossRevenue = figure(marketUnits * marketHomePrice + affordable.units * affordableHomePrice, [
      b('salePrice'),
      ...(affordable.units > 0 ? [bases.affordable, b('capRate'), b('opexSmall')] : []),
    ])
    vacancy = figure(0, [])
    operatingCosts = figure(0, [])
    netOperatingIncome = figure(0, [])
    value = figure(
      marketUnits * netOfSale(marketHomePrice, a.costOfSale) +
        affordable.units * netOfSale(affordableHomePrice, a.costOfSale),
      [...grossRevenue.basis, b('costOfSale'), bases.transferTax],
    )
    supportedCost = figure(value.value / (1 + a.profitTarget / 100), [
      ...value.basis,
      b('profitTarget'),
    ])
    yieldOnCost = null
  }

  const residualLandValue = figure(supportedCost.value - cost, [
    ...supportedCost.basis,
    ...totalDevelopmentCost.basis.filter((entry) => !supportedCost.basis.includes(entry)),
  ])
  const margin = figure(ratio(value.value - cost, cost), [...value.basis])

  return {
    pathwayId: pathway.id,
    name: pathway.name,
    tenure,
    units,
    affordableUnits: affordable.units,
    affordableCategory: affordable.category,
    constructionType: type,
    stories,
    grossFloorAreaSf: figure(grossSf, areaBasis),
    netFloorAreaSf: figure(netSf, areaBasis),
    hardCost,
    parkingCost,
    softCost,
    fees: { linkage, school, park, permit, adu: aduFee, total: feesTotal },
    financing,
    totalDevelopmentCost,
    grossRevenue,
    vacancy,
    operatingCosts,
    netOperatingIncome,
    value,
    supportedCost,
    residualLandValue,
    yieldOnCost,
    margin,
  }
}
