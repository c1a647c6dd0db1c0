// The pro forma of one pathway: what it would cost to build, what it would be worth, and what the
// land is worth to a builder under it (the residual land value). The steps follow PROFORMA.md (c);
// every figure lists the assumptions it used with their source and year.
import {
  existingHomesFor,
  type Analysis,
  type ExistingHomes,
  type PathwayId,
  type PathwayResult,
  type ReplacementAffordability,
} from '#engine'
import {
  AFFORDABLE_RENTS,
  BEDROOMS,
  CONSTRUCTION_MONTHS,
  DEFAULT_UNIT_MIX,
  MARKET_RENT,
  TRANSFER_TAX,
  UNIT_SIZE_SF,
  type AffordableCategory,
  type AssumptionDefinition,
  type AssumptionId,
  type Assumptions,
  type Bedroom,
} from './assumptions.ts'
import type { ConstructionType } from './labels.ts'
import { ADU_KINDS, aduMixOf, pricedAdus, type AduKind, type AduMix } from './adu-mix.ts'
import { CITY_FIGURES, type LocalFigures } from './location.ts'

/** What the pro forma reads of a pathway's result. */
export type PathwayFigures = Pick<
  PathwayResult,
  | 'id'
  | 'name'
  | 'eligible'
  | 'statusLabel'
  | 'maxUnits'
  | 'maxStories'
  | 'maxHeightFt'
  | 'maxFloorAreaSf'
  | 'parkingMin'
  | 'affordable'
> & {
  /** What the pathway does with what stands and what that owes, whole (`pathwayFigures`). */
  readonly existing: ExistingHomes
  /** The ADUs by kind, as the pro forma prices them; null for every other pathway. */
  readonly adus: AduMix | null
}

/** What the pro forma reads of one pathway of an analysis. */
export function pathwayFigures(
  analysis: Pick<Analysis, 'existing' | 'pathways'>,
  id: PathwayId,
): PathwayFigures {
  const pathway = analysis.pathways[id]
  return {
    id: pathway.id,
    name: pathway.name,
    eligible: pathway.eligible,
    statusLabel: pathway.statusLabel,
    maxUnits: pathway.maxUnits,
    maxStories: pathway.maxStories,
    maxHeightFt: pathway.maxHeightFt,
    maxFloorAreaSf: pathway.maxFloorAreaSf,
    parkingMin: pathway.parkingMin,
    affordable: pathway.affordable,
    existing: existingHomesFor(analysis, pathway),
    adus: aduMixOf(pathway),
  }
}

/** What the pro forma reads of the scenario and the lot. */
export type ProformaContext = {
  readonly tenure?: 'rental' | 'for_sale'
  readonly unitMix?: Readonly<Record<string, number>>
  readonly lotSf: number | null
  /** The facts say nothing stands on the lot (vacant, or no homes); unknown counts as false. */
  readonly emptyLot?: boolean
  /** The figures for where the lot is; the City-wide ones when absent. */
  readonly local?: LocalFigures
}

/** One assumption or data table a figure rests on. */
export type Basis = {
  readonly id:
    AssumptionId | 'affordableRents' | 'transferTax' | 'constructionMonths' | 'relocation'
  readonly label: string
  readonly source: string
  readonly year: string
  /** The value used (absent for a table). */
  readonly value?: number
  /** The value differs from the default. */
  readonly changed: boolean
}

export type Figure = { readonly value: number; readonly basis: readonly Basis[] }

/** A building's homes by bedrooms, and where the mix came from (decision 261). */
export type UnitMix = {
  readonly homes: Readonly<Record<Bedroom, number>>
  /** The scenario's mix, homes sized to share the pathway's floor area, or a typical building's. */
  readonly from: 'scenario' | 'envelope' | 'typical'
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
  /** How a building's homes divide by bedrooms; null for ADUs and small-lot homes, priced by size. */
  readonly unitMix: UnitMix | null
  /** The ADUs by kind, each priced at its own size, cost and rent; null for other pathways. */
  readonly adus: AduMix | null
  /** Covenanted homes owed in place of protected homes demolished, within `affordableUnits`. */
  readonly replacementUnits: number
  readonly grossFloorAreaSf: Figure
  readonly netFloorAreaSf: Figure
  readonly hardCost: Figure
  readonly parkingCost: Figure
  /** Taking down the homes the pathway removes, and the relocation owed to their tenants. */
  readonly siteClearing: Figure
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
/** One home adding no more than this floor area pays no linkage fee (LAMC 19.18). */
const SINGLE_HOME_LINKAGE_FREE_SF = 1_500
const SITE_COVERAGE = 0.6

type Bases = {
  readonly of: (id: AssumptionId) => Basis
  readonly bundles: Map<number, BasisBundle>
  readonly affordable: Basis
  readonly transferTax: Basis
  readonly months: Basis
}

type Definitions = Readonly<Record<AssumptionId, AssumptionDefinition>>

const BASES = new WeakMap<Definitions, WeakMap<Assumptions, Bases>>()

/**
 * The basis records for one set of assumptions as one area defines them, built once and shared
 * by every figure (and by every parcel priced with the same objects).
 */
export function basesFor(
  assumptions: Assumptions,
  definitions: Definitions = CITY_FIGURES.definitions,
): Bases {
  let byAssumptions = BASES.get(definitions)
  if (!byAssumptions) {
    byAssumptions = new WeakMap()
    BASES.set(definitions, byAssumptions)
  }
  let bases = byAssumptions.get(assumptions)
  if (!bases) {
    bases = newBases(assumptions, definitions)
    byAssumptions.set(assumptions, bases)
  }
  return bases
}

function newBases(assumptions: Assumptions, definitions: Definitions): Bases {
  const cache = new Map<AssumptionId, Basis>()
  return {
    bundles: new Map(),
    of(id) {
      let basis = cache.get(id)
      if (!basis) {
        const definition = definitions[id]
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
      source: 'Industry rule of thumb for construction time by building type',
      year: '2025',
      changed: false,
    },
  }
}

function figure(value: number, basis: readonly Basis[]): Figure {
  return { value, basis }
}

/** Every basis once, in the order first met. */
function union(lists: ReadonlyArray<readonly Basis[]>): Basis[] {
  const seen = new Set<Basis>()
  for (const list of lists) for (const entry of list) seen.add(entry)
  return [...seen]
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

type Shares = Readonly<Record<Bedroom, number>>

/** The scenario's own mix as shares, or null when it gives none. */
function scenarioMixOf(context: ProformaContext): Shares | null {
  const given = context.unitMix
  if (!given) return null
  const counts = BEDROOMS.map((bedroom) => Math.max(0, given[bedroom] ?? 0))
  // Four-bedroom homes rent and measure as three-bedroom ones here: the rent table stops at 3BR.
  counts[3]! += Math.max(0, given['4BR'] ?? 0)
  const total = counts.reduce((a, b) => a + b, 0)
  if (!(total > 0)) return null
  return Object.fromEntries(BEDROOMS.map((bedroom, i) => [bedroom, counts[i]! / total])) as Shares
}

/**
 * Homes of `netSf` on average: all studios below a studio's size, all three-bedroom above
 * that size, otherwise the two neighbouring sizes in the shares that average to it.
 */
function mixOfAverageSize(netSf: number): Shares {
  const shares: Record<Bedroom, number> = { '0BR': 0, '1BR': 0, '2BR': 0, '3BR': 0 }
  const sizes = BEDROOMS.map((bedroom) => UNIT_SIZE_SF[bedroom])
  if (netSf <= sizes[0]!) shares['0BR'] = 1
  else if (netSf >= sizes[3]!) shares['3BR'] = 1
  else {
    const upper = sizes.findIndex((size) => size >= netSf)
    const larger = (netSf - sizes[upper - 1]!) / (sizes[upper]! - sizes[upper - 1]!)
    shares[BEDROOMS[upper]!] = larger
    shares[BEDROOMS[upper - 1]!] = 1 - larger
  }
  return shares
}

/**
 * A building's mix of homes (decision 261): the scenario's when it gives one; else, when the
 * pathway caps both its homes and its floor area, homes sized to share that floor area; else a
 * typical new Los Angeles building's (decision 161).
 */
function unitMixFor(
  pathway: PathwayFigures,
  context: ProformaContext,
  efficiency: number,
): { readonly shares: Shares; readonly from: UnitMix['from'] | null } {
  const given = scenarioMixOf(context)
  if (given) return { shares: given, from: 'scenario' }
  const units = typeof pathway.maxUnits === 'number' ? Math.floor(pathway.maxUnits) : 0
  if (units >= 1 && pathway.maxFloorAreaSf !== null)
    return {
      shares: mixOfAverageSize((pathway.maxFloorAreaSf * efficiency) / units),
      from: 'envelope',
    }
  return { shares: DEFAULT_UNIT_MIX, from: 'typical' }
}

/** `units` homes split by `shares`, each count whole, the largest remainders rounded up. */
function homesByBedroom(units: number, shares: Shares): Record<Bedroom, number> {
  const exact = BEDROOMS.map((bedroom) => units * shares[bedroom])
  const homes = exact.map(Math.floor)
  let left = units - homes.reduce((a, b) => a + b, 0)
  const byRemainder = BEDROOMS.map((_, i) => i).sort(
    (x, y) => exact[y]! - homes[y]! - (exact[x]! - homes[x]!),
  )
  for (const i of byRemainder) {
    if (left <= 0) break
    homes[i]! += 1
    left -= 1
  }
  return Object.fromEntries(BEDROOMS.map((bedroom, i) => [bedroom, homes[i]!])) as Record<
    Bedroom,
    number
  >
}

/**
 * The rent level a replacement home is priced at: the lowest its covenant may require, since
 * the tenants' incomes that decide it are rarely known when a lot is screened (decision 292).
 */
const REPLACEMENT_CATEGORY: Readonly<Record<ReplacementAffordability, AffordableCategory>> = {
  same_as_covenant: 'VLI',
  lower_income: 'VLI',
  low_income: 'LI',
  low_income_or_rent_stabilized: 'LI',
}

/** Replacement homes the pathway owes for the protected homes it demolishes, and their level. */
function replacementOf(existing: ExistingHomes) {
  let units = 0
  let category: AffordableCategory | null = null
  if (existing.action !== 'demolishes') return { units, category }
  for (const owed of existing.replacement) {
    units += owed.units
    const level = REPLACEMENT_CATEGORY[owed.affordability]
    if (category === null || level === 'VLI') category = level
  }
  return { units, category }
}

/**
 * The covenanted homes of the building, as units and a category: the first way the pathway
 * offers to meet its affordability, and at least the replacement homes it owes, which count
 * toward it (Gov. Code 65915(c)(3); decision 292).
 */
function affordableOf(pathway: PathwayFigures, units: number) {
  const first = pathway.affordable[0]
  const setAside = first && first.units > 0 ? first.units : 0
  const replacement = replacementOf(pathway.existing)
  const owed = Math.min(units, Math.max(setAside, replacement.units))
  if (owed === 0) return { units: 0, category: null, replacementUnits: 0 }
  return {
    units: owed,
    category: setAside > 0 && first ? first.category : replacement.category,
    replacementUnits: Math.min(owed, replacement.units),
  }
}

const NO_BASIS: readonly Basis[] = []

/**
 * Clearing the site of what the pathway removes: demolition per home, and the relocation owed
 * to tenants who must move, at the most the engine's schedule gives (the tenants' tenancies and
 * circumstances that set the amount are rarely known before a purchase).
 */
function siteClearingOf(existing: ExistingHomes, a: Assumptions, bases: Bases): Figure {
  if (existing.action !== 'demolishes') return figure(0, NO_BASIS)
  const homes = existing.demolishedUnits ?? 0
  const relocation = existing.relocation.owed === false ? 0 : (existing.relocation.totalHigh ?? 0)
  const basis: Basis[] = []
  if (homes > 0) basis.push(bases.of('demolitionPerHome'))
  if (relocation > 0)
    basis.push({
      id: 'relocation',
      label: 'Relocation owed to tenants, at the most the schedule gives',
      source:
        'Los Angeles relocation assistance schedule (LAMC 151.09 and 16.60), as the engine reads it',
      year: existing.relocation.schedule.asOf,
      value: relocation,
      changed: false,
    })
  return figure(homes * a.demolitionPerHome + relocation, basis)
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

const KINDS = ['adu', 'homes', 'building'] as const
const PREVAILING_WAGE_PATHWAYS: readonly PathwayResult['id'][] = ['ab2011']
const CONSTRUCTION_TYPES: readonly ConstructionType[] = [
  'adu',
  'small_home',
  'type_v_walkup',
  'type_v_podium',
  'type_iii',
  'type_i',
]

const HARD_COST_ROW: Readonly<Record<ConstructionType, AssumptionId>> = {
  adu: 'hcAduDetached',
  small_home: 'hcSmallHome',
  type_v_walkup: 'hcTypeVWalkup',
  type_v_podium: 'hcTypeVPodium',
  type_iii: 'hcTypeIII',
  type_i: 'hcTypeI',
}

/** Each kind of ADU's size, hard cost and rent. */
const ADU_ROWS: Readonly<
  Record<
    AduKind,
    { readonly size: AssumptionId; readonly hard: AssumptionId; readonly rent: AssumptionId }
  >
> = {
  detached: { size: 'aduSize', hard: 'hcAduDetached', rent: 'rentAdu' },
  converted: { size: 'aduConversionSize', hard: 'hcAduConversion', rent: 'rentAduConversion' },
  junior: { size: 'jaduSize', hard: 'hcJadu', rent: 'rentJadu' },
}

/** ADUs under 750 sq ft pay no impact fees under state law, the school fee among them. */
const ADU_IMPACT_FEE_FREE_SF = 750

const NO_ADUS: AduMix = { detached: 0, converted: 0, junior: 0, stated: 0, unrecorded: 0 }

type Shape = {
  readonly kind: 'adu' | 'homes' | 'building'
  /** The kinds of ADU built, each with its own size, hard cost and rent rows. */
  readonly aduKinds: readonly AduKind[]
  readonly prevailingWage: boolean
  readonly tenure: 'rental' | 'for_sale'
  readonly hardRow: AssumptionId
  readonly softRow: AssumptionId
  readonly linkageRow: AssumptionId | null
  readonly schoolFee: boolean
  readonly parkRow: AssumptionId | null
  readonly opexRow: AssumptionId
  readonly affordable: boolean
  readonly bedrooms: readonly Bedroom[]
}

type BasisBundle = Readonly<
  Record<
    | 'area'
    | 'hard'
    | 'parking'
    | 'soft'
    | 'linkage'
    | 'school'
    | 'park'
    | 'permit'
    | 'adu'
    | 'fees'
    | 'financing'
    | 'cost'
    | 'gross'
    | 'vacancy'
    | 'opex'
    | 'noi'
    | 'value'
    | 'supported'
    | 'yieldOnCost'
    | 'residual',
    readonly Basis[]
  >
>

/**
 * Which assumptions each figure rests on depends only on the pathway's shape (kind, tenure, cost
 * rows, exemptions, bedrooms), so the lists are built once per shape and shared: a parcel's
 * figures then cost arithmetic only.
 */
function basisBundle(bases: Bases, key: number, shape: Shape): BasisBundle {
  const b = bases.of
  const isAdu = shape.kind === 'adu'
  const rental = shape.tenure === 'rental'
  const hard = [
    ...(isAdu ? shape.aduKinds.map((kind) => b(ADU_ROWS[kind].hard)) : [b(shape.hardRow)]),
    ...(shape.prevailingWage ? [b('prevailingWage')] : []),
    b('contingency'),
  ]
  const parking = shape.kind === 'building' ? [b('parkingStall'), b('contingency')] : []
  const soft = [b(shape.softRow), ...hard]
  const linkage = shape.linkageRow ? [b(shape.linkageRow)] : []
  const school = shape.schoolFee ? [b('feeSchool')] : []
  const park = shape.parkRow ? [b(shape.parkRow)] : []
  const permit = isAdu ? [] : [b('feePermit')]
  const adu = isAdu ? [b('feeAdu')] : []
  const fees = union([linkage, school, park, permit, adu])
  const financing = [
    b('loanToCost'),
    b('loanRate'),
    b('loanDraw'),
    b('loanFee'),
    bases.months,
    ...(rental ? [b('leaseUpMonths')] : []),
  ]
  const cost = union([hard, parking, soft, fees, financing])
  const affordable = shape.affordable ? [bases.affordable] : []
  let gross: Basis[], vacancy: Basis[], opex: Basis[], noi: Basis[], value: Basis[]
  let supported: Basis[], yieldOnCost: Basis[]
  if (rental) {
    const rents = isAdu
      ? shape.aduKinds.map((kind) => b(ADU_ROWS[kind].rent))
      : shape.bedrooms.map((x) => b(MARKET_RENT[x]))
    gross = [...rents, ...affordable, b('otherIncome')]
    vacancy = [b('vacancy')]
    opex = [b(shape.opexRow)]
    noi = [...gross, b('vacancy'), b(shape.opexRow)]
    value = [b('capRate'), b('costOfSale'), bases.transferTax]
    supported = [...noi, b('yieldOnCostTarget')]
    yieldOnCost = noi
  } else {
    gross = [
      b('salePrice'),
      ...(shape.affordable ? [bases.affordable, b('capRate'), b('opexSmall')] : []),
    ]
    vacancy = []
    opex = []
    noi = []
    value = [...gross, b('costOfSale'), bases.transferTax]
    supported = [...value, b('profitTarget')]
    yieldOnCost = []
  }
  const area =
    shape.kind === 'building'
      ? [b('efficiency')]
      : isAdu
        ? shape.aduKinds.map((kind) => b(ADU_ROWS[kind].size))
        : [b('homeSize')]
  const bundle: BasisBundle = {
    area,
    hard,
    parking,
    soft,
    linkage,
    school,
    park,
    permit,
    adu,
    fees,
    financing,
    cost,
    gross,
    vacancy,
    opex,
    noi,
    value,
    supported,
    yieldOnCost,
    residual: union([supported, cost]),
  }
  bases.bundles.set(key, bundle)
  return bundle
}

/** Why a pathway whose count rests on unknown facts is not priced (a report names the facts). */
export const UNKNOWN_COUNT = 'its number of homes rests on facts not yet known'

/**
 * Why a pathway cannot be priced on its own, in the reader's words, or null when it can. ADUs
 * are accessory to a home: on an empty lot they come with the house or building they join,
 * which another pathway prices, so pricing them alone would count their rent without the cost
 * of what they depend on.
 */
export function whyUnpriced(pathway: PathwayFigures, context: ProformaContext): string | null {
  // "not available", "closed to new applications", "not yet in force"
  if (pathway.eligible === false) return pathway.statusLabel.toLowerCase()
  if (pathway.id === 'ab2097') return 'it relieves parking and adds no homes of its own'
  if (pathway.maxUnits === null) return UNKNOWN_COUNT
  if (pathway.maxUnits === 'unlimited' && pathway.maxFloorAreaSf === null)
    return 'sets no number of homes or floor area to price'
  if (pathway.id === 'adu' && context.emptyLot === true)
    return 'ADUs are added to a home, and none stands on this lot yet'
  return null
}

/** The pro forma of one pathway, or null when it cannot be priced (see `whyUnpriced`). */
export function proformaOfPathway(
  pathway: PathwayFigures,
  context: ProformaContext,
  assumptions: Assumptions,
  bases: Bases = basesFor(assumptions, context.local?.definitions),
): PathwayProforma | null {
  return whyUnpriced(pathway, context) === null
    ? pricePathway(pathway, context, assumptions, bases)
    : null
}

/**
 * The pro forma of a pathway `whyUnpriced` accepts, for callers that checked it once and price
 * the pathway many times (the ranking, the sensitivity grid).
 */
export function pricePathway(
  pathway: PathwayFigures,
  context: ProformaContext,
  assumptions: Assumptions,
  bases: Bases,
): PathwayProforma {
  const a = assumptions
  const kind = kindOf(pathway)
  const efficiency = kind === 'building' ? a.efficiency / 100 : 1
  const { shares: mix, from: mixFrom } =
    kind === 'building'
      ? unitMixFor(pathway, context, efficiency)
      : { shares: scenarioMixOf(context) ?? DEFAULT_UNIT_MIX, from: null }
  let mixNetSf = 0
  for (const x of BEDROOMS) mixNetSf += mix[x] * UNIT_SIZE_SF[x]
  const unitNetSf = kind === 'homes' ? a.homeSize : mixNetSf
  const adus = kind === 'adu' ? (pathway.adus ?? NO_ADUS) : null

  // Each kind of ADU at its own size, hard cost and rent; the pathway's figures are their sums.
  let aduSf = 0
  let aduHard = 0
  let aduRent = 0
  let aduSchoolSf = 0
  let aduMask = 0
  if (adus)
    for (let i = 0; i < ADU_KINDS.length; i++) {
      const count = adus[ADU_KINDS[i]!]
      if (count === 0) continue
      const rows = ADU_ROWS[ADU_KINDS[i]!]
      const sf = count * a[rows.size]
      aduSf += sf
      aduHard += sf * a[rows.hard]
      aduRent += count * a[rows.rent]
      if (a[rows.size] >= ADU_IMPACT_FEE_FREE_SF) aduSchoolSf += sf
      aduMask |= 1 << i
    }

  // Both figures are known here: `whyUnpriced` refuses the pathway otherwise.
  const units = adus
    ? pricedAdus(adus)
    : pathway.maxUnits === 'unlimited'
      ? Math.floor(((pathway.maxFloorAreaSf ?? 0) * efficiency) / unitNetSf)
      : Math.max(0, Math.floor(pathway.maxUnits ?? 0))

  // The floor area the homes need, cut to what the pathway allows; a cut shrinks the homes, and
  // market rents and prices with them (decision 161).
  const neededGrossSf = adus ? aduSf : (units * unitNetSf) / efficiency
  const grossSf =
    kind !== 'adu' && pathway.maxFloorAreaSf !== null
      ? Math.min(neededGrossSf, pathway.maxFloorAreaSf)
      : neededGrossSf
  const sizeScale = neededGrossSf > 0 ? grossSf / neededGrossSf : 1
  const netSf = grossSf * efficiency

  const tenure: 'rental' | 'for_sale' =
    kind === 'adu' ? 'rental' : kind === 'homes' ? 'for_sale' : (context.tenure ?? 'rental')
  const affordable = affordableOf(pathway, units)
  const marketUnits = units - affordable.units

  const stories =
    kind === 'building'
      ? storiesOf(pathway, grossSf, context.lotSf)
      : Math.min(2, pathway.maxStories ?? 2)
  const type = constructionTypeOf(kind, units, stories)
  const isAdu = kind === 'adu'

  // Fees, with the exemptions the law gives: ADUs under 750 sq ft pay no impact fees; covenanted
  // affordable homes pay no park fee; a building with on-site affordable homes is taken as
  // exempt from the linkage fee (LAMC 19.18; decision 162), and one home pays it only above
  // 1,500 sq ft (decision 260).
  const hardRow = HARD_COST_ROW[type]
  const softRow: AssumptionId = kind === 'building' ? 'softCostMultifamily' : 'softCostSmall'
  const linkageRow: AssumptionId | null =
    isAdu || affordable.units > 0 || (units === 1 && grossSf <= SINGLE_HOME_LINKAGE_FREE_SF)
      ? null
      : units >= 2 && units <= 5
        ? 'feeLinkageSmall'
        : 'feeLinkage'
  const schoolFee = !isAdu || aduSchoolSf > 0
  const parkRow: AssumptionId | null = isAdu
    ? null
    : tenure === 'for_sale'
      ? 'feeParkForSale'
      : 'feeParkRental'
  const opexRow: AssumptionId = units <= 4 || isAdu ? 'opexSmall' : 'opexMultifamily'
  // AB 2011 requires prevailing wages on every project (the engine notes it); hard costs rise.
  const prevailingWage = PREVAILING_WAGE_PATHWAYS.includes(pathway.id)
  let bedroomMask = 0
  for (let i = 0; i < BEDROOMS.length; i++) if (mix[BEDROOMS[i]!] > 0) bedroomMask |= 1 << i
  // One number per shape: every choice above is one of a few, so their indexes pack into it.
  const key =
    ((((((KINDS.indexOf(kind) * 2 + (tenure === 'rental' ? 0 : 1)) * 6 +
      CONSTRUCTION_TYPES.indexOf(type)) *
      3 +
      (linkageRow === null ? 0 : linkageRow === 'feeLinkage' ? 1 : 2)) *
      2 +
      (schoolFee ? 1 : 0)) *
      3 +
      (parkRow === null ? 0 : parkRow === 'feeParkRental' ? 1 : 2)) *
      2 +
      (opexRow === 'opexSmall' ? 0 : 1)) *
      32 +
    (affordable.units > 0 ? 16 : 0) +
    bedroomMask +
    // Every other key is below 3·2·6·3·2·3·2·32 = 41,472.
    (prevailingWage ? 100_000 : 0) +
    aduMask * 200_000
  const basis =
    bases.bundles.get(key) ??
    basisBundle(bases, key, {
      kind,
      aduKinds: ADU_KINDS.filter((_, i) => aduMask & (1 << i)),
      prevailingWage,
      tenure,
      hardRow,
      softRow,
      linkageRow,
      schoolFee,
      parkRow,
      opexRow,
      affordable: affordable.units > 0,
      bedrooms: BEDROOMS.filter((_, i) => bedroomMask & (1 << i)),
    })

  // Costs (PROFORMA.md (c) steps 1–2). Parking is priced as structured stalls in apartment
  // buildings only; small homes and ADUs park on the lot at no separate cost (decision 162).
  const stalls = kind === 'building' ? Math.max(0, pathway.parkingMin ?? 0) : 0
  const clearing = siteClearingOf(pathway.existing, a, bases)
  const contingency = 1 + a.contingency / 100
  const hard =
    (adus ? aduHard : grossSf * a[hardRow]) *
    (prevailingWage ? 1 + a.prevailingWage / 100 : 1) *
    contingency
  const parking = stalls * a.parkingStall * contingency
  const soft = ((hard + parking) * a[softRow]) / 100
  const linkage = linkageRow ? grossSf * a[linkageRow] : 0
  const school = schoolFee ? (adus ? aduSchoolSf : grossSf) * a.feeSchool : 0
  const park = parkRow ? marketUnits * a[parkRow] : 0
  const permit = isAdu ? 0 : (hard * a.feePermit) / 100
  const aduFee = isAdu ? units * a.feeAdu : 0
  const fees = linkage + school + park + permit + aduFee

  const beforeFinancing = hard + parking + clearing.value + soft + fees
  const months = CONSTRUCTION_MONTHS[type] + (tenure === 'rental' ? a.leaseUpMonths : 0)
  const loan = (beforeFinancing * a.loanToCost) / 100
  const financing =
    loan * (a.loanRate / 100) * (a.loanDraw / 100) * (months / 12) + (loan * a.loanFee) / 100
  const cost = beforeFinancing + financing

  // Revenue (step 3). Covenanted homes rent at the category's limit, never at market.
  let marketRent = units > 0 ? aduRent / units : 0
  if (!isAdu) {
    marketRent = 0
    for (const x of BEDROOMS) marketRent += mix[x] * a[MARKET_RENT[x]]
    marketRent *= sizeScale
  }
  let affordableRent = 0
  if (affordable.category !== null)
    for (const x of BEDROOMS)
      affordableRent += mix[x] * AFFORDABLE_RENTS.rents[affordable.category][x]

  let gross: number, vacancy: number, opex: number, noi: number, value: number, supported: number
  if (tenure === 'rental') {
    const rent = (marketUnits * marketRent + affordable.units * affordableRent) * 12
    gross = rent * (1 + a.otherIncome / 100)
    vacancy = (gross * a.vacancy) / 100
    opex = ((gross - vacancy) * a[opexRow]) / 100
    noi = gross - vacancy - opex
    value = netOfSale(noi / (a.capRate / 100), a.costOfSale)
    supported = noi / (a.yieldOnCostTarget / 100)
  } else {
    // Homes for sale: market homes at the price per sq ft; a covenanted home at the value of its
    // capped rent at the exit cap rate (decision 163). ULA applies to each sale on its own.
    const marketHomePrice = (netSf / Math.max(units, 1)) * a.salePrice
    const affordableHomePrice =
      affordable.units > 0 ? (affordableRent * 12 * (1 - a.opexSmall / 100)) / (a.capRate / 100) : 0
    gross = marketUnits * marketHomePrice + affordable.units * affordableHomePrice
    vacancy = 0
    opex = 0
    noi = 0
    value =
      marketUnits * netOfSale(marketHomePrice, a.costOfSale) +
      affordable.units * netOfSale(affordableHomePrice, a.costOfSale)
    supported = value / (1 + a.profitTarget / 100)
  }

  return {
    pathwayId: pathway.id,
    name: pathway.name,
    tenure,
    units,
    affordableUnits: affordable.units,
    affordableCategory: affordable.category,
    constructionType: type,
    stories,
    unitMix: mixFrom === null ? null : { homes: homesByBedroom(units, mix), from: mixFrom },
    adus,
    replacementUnits: affordable.replacementUnits,
    grossFloorAreaSf: figure(grossSf, basis.area),
    netFloorAreaSf: figure(netSf, basis.area),
    hardCost: figure(hard, basis.hard),
    parkingCost: figure(parking, basis.parking),
    siteClearing: clearing,
    softCost: figure(soft, basis.soft),
    fees: {
      linkage: figure(linkage, basis.linkage),
      school: figure(school, basis.school),
      park: figure(park, basis.park),
      permit: figure(permit, basis.permit),
      adu: figure(aduFee, basis.adu),
      total: figure(fees, basis.fees),
    },
    financing: figure(financing, basis.financing),
    totalDevelopmentCost: figure(
      cost,
      clearing.basis.length === 0 ? basis.cost : union([basis.cost, clearing.basis]),
    ),
    grossRevenue: figure(gross, basis.gross),
    vacancy: figure(vacancy, basis.vacancy),
    operatingCosts: figure(opex, basis.opex),
    netOperatingIncome: figure(noi, basis.noi),
    value: figure(value, basis.value),
    supportedCost: figure(supported, basis.supported),
    residualLandValue: figure(
      supported - cost,
      clearing.basis.length === 0 ? basis.residual : union([basis.residual, clearing.basis]),
    ),
    yieldOnCost: tenure === 'rental' ? figure(ratio(noi, cost), basis.yieldOnCost) : null,
    margin: figure(ratio(value - cost, cost), basis.value),
  }
}
