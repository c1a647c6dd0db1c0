// The pro forma's default assumptions: Los Angeles figures for 2024–2026 as gathered in
// ../shared/PROFORMA.md, each with its source, year, confidence and range. The figures are data
// from those sources; the names and grouping are ours. `min`/`max` are what the model accepts
// (a validation bound, wider than the low–high range a user is shown). A source is shown to
// customers, so it names the public source itself in plain words (publisher, title or dataset,
// year) that a reader could look up, or says plainly that a figure is a rule of thumb or our own
// estimate; never the research file or its [S#] keys (a unit test holds this).

export type AssumptionUnit =
  'usd_per_sf' | 'usd_per_unit' | 'usd_per_stall' | 'usd_per_month' | 'pct' | 'sf' | 'months'

export type Confidence = 'high' | 'medium' | 'low'

export type AssumptionDefinition = {
  readonly label: string
  readonly unit: AssumptionUnit
  readonly group: 'costs' | 'fees' | 'financing' | 'revenue' | 'returns' | 'building'
  readonly default: number
  readonly low: number
  readonly high: number
  /** The smallest value the model accepts. */
  readonly min: number
  /** The largest value the model accepts. */
  readonly max: number
  readonly source: string
  readonly year: string
  readonly confidence: Confidence
}

const DOLLARS_PSF = { unit: 'usd_per_sf', min: 0, max: 5_000 } as const
const PERCENT = { unit: 'pct', min: 0, max: 100 } as const
const RENT = { unit: 'usd_per_month', min: 0, max: 50_000, group: 'revenue' } as const

export const ASSUMPTIONS = {
  hcAduDetached: {
    label: 'Hard cost, detached ADU (site-built)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 325,
    low: 250,
    high: 450,
    source:
      'Los Angeles ADU builders’ published cost guides (Hexagon Design Build, Cali ADU and others)',
    year: '2024–26',
    confidence: 'low',
  },
  hcAduConversion: {
    label: 'Hard cost, ADU converted from space in a building',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 250,
    low: 175,
    high: 375,
    source:
      'Los Angeles ADU builders’ published cost guides for garage and storage-space conversions',
    year: '2025',
    confidence: 'low',
  },
  hcJadu: {
    label: 'Hard cost, junior ADU (inside the house)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 275,
    low: 200,
    high: 400,
    source:
      'Los Angeles ADU builders’ published cost guides for junior ADUs (a bedroom given a kitchenette and its own entrance): about $220–450 a sq ft with design and permits',
    year: '2026',
    confidence: 'low',
  },
  hcSmallHome: {
    label: 'Hard cost, SB 9 and small-lot homes (wood frame)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 350,
    low: 275,
    high: 500,
    source:
      'Rider Levett Bucknall, Los Angeles single-family costs (Q1 2018), escalated about 35 %; LA ADU builders’ guides',
    year: '2018, escalated to 2025',
    confidence: 'low',
  },
  hcTypeVWalkup: {
    label: 'Hard cost, Type V walk-up (2–3 stories)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 325,
    low: 275,
    high: 400,
    source:
      'Rider Levett Bucknall, Los Angeles multifamily costs (Q1 2018), escalated about 35 %; Terner Center (2020)',
    year: '2018, escalated to 2025',
    confidence: 'low',
  },
  hcTypeVPodium: {
    label: 'Hard cost, Type V over podium (4–6 stories)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 400,
    low: 350,
    high: 500,
    source:
      'Terner Center, The Hard Costs of Construction (2020), escalated to 2025; Los Angeles broker estimates',
    year: '2025',
    confidence: 'low',
  },
  hcTypeIII: {
    label: 'Hard cost, Type III over concrete (7–8 stories)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 450,
    low: 400,
    high: 550,
    source:
      'Interpolated between the podium and high-rise costs; Los Angeles multifamily broker estimates',
    year: '2025',
    confidence: 'low',
  },
  hcTypeI: {
    label: 'Hard cost, Type I high-rise',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 650,
    low: 550,
    high: 850,
    source: 'Los Angeles multifamily broker estimates of high-rise construction costs',
    year: '2025',
    confidence: 'low',
  },
  demolitionPerHome: {
    label: 'Demolition, per existing home removed',
    unit: 'usd_per_unit',
    group: 'costs',
    min: 0,
    max: 1_000_000,
    default: 30_000,
    low: 15_000,
    high: 60_000,
    source:
      'Our assumption for taking down a wood-frame house or apartment and clearing the site, asbestos survey included (no Los Angeles cost survey found); set your contractor’s figure',
    year: '2025',
    confidence: 'low',
  },
  parkingStall: {
    label: 'Parking, per structured stall',
    unit: 'usd_per_stall',
    group: 'costs',
    min: 0,
    max: 500_000,
    default: 75_000,
    low: 55_000,
    high: 100_000,
    source:
      'Industry rule of thumb for a structured parking stall (no recent Los Angeles cost survey found)',
    year: '2025',
    confidence: 'low',
  },
  prevailingWage: {
    label: 'Prevailing-wage uplift on hard cost (AB 2011)',
    ...PERCENT,
    group: 'costs',
    default: 20,
    low: 15,
    high: 30,
    source:
      'Terner Center, The Hard Costs of Construction (2020): prevailing wage adds $30+ per sq ft',
    year: '2020',
    confidence: 'medium',
  },
  contingency: {
    label: 'Hard-cost contingency',
    ...PERCENT,
    group: 'costs',
    default: 5,
    low: 3,
    high: 10,
    source: 'Industry rule of thumb for construction contingency',
    year: '2025',
    confidence: 'low',
  },
  softCostMultifamily: {
    label: 'Soft costs, apartment buildings (share of hard cost)',
    ...PERCENT,
    group: 'costs',
    default: 25,
    low: 20,
    high: 30,
    source:
      'Terner Center, The Hard Costs of Construction (2020) and Making It Pencil (2023 update)',
    year: '2020–25',
    confidence: 'medium',
  },
  softCostSmall: {
    label: 'Soft costs, ADUs and small homes (share of hard cost)',
    ...PERCENT,
    group: 'costs',
    default: 15,
    low: 10,
    high: 20,
    source: 'Los Angeles ADU builders’ published design, engineering and permit costs',
    year: '2025',
    confidence: 'low',
  },
  // Until the lot's market area is known the fee is the high area's, the most it could be
  // (decision 545); the lot's ZIP replaces it with its own area's rate (location.ts).
  feeLinkage: {
    label:
      'Affordable Housing Linkage Fee, 1 or 6+ homes (market area not known: high area’s rate)',
    ...DOLLARS_PSF,
    group: 'fees',
    default: 23.2,
    low: 10.32,
    high: 23.2,
    source:
      'City of Los Angeles Affordable Housing Linkage Fee schedule, July 1, 2025 (low: low market area; high: high market area)',
    year: 'FY25-26',
    confidence: 'low',
  },
  feeLinkageSmall: {
    label: 'Affordable Housing Linkage Fee, 2–5 homes (market area not known: high area’s rate)',
    ...DOLLARS_PSF,
    group: 'fees',
    default: 23.2,
    low: 1.28,
    high: 23.2,
    source:
      'City of Los Angeles Affordable Housing Linkage Fee schedule, July 1, 2025 (low: low market area; high: high market area)',
    year: 'FY25-26',
    confidence: 'low',
  },
  feeSchool: {
    label: 'LAUSD school fee',
    ...DOLLARS_PSF,
    group: 'fees',
    default: 5.17,
    low: 5.17,
    high: 5.17,
    source: 'LADBS notice of the LAUSD school-fee rate, effective June 8, 2024',
    year: '2024',
    confidence: 'high',
  },
  feeParkRental: {
    label: 'Park fee, apartments (per market-rate home)',
    unit: 'usd_per_unit',
    group: 'fees',
    min: 0,
    max: 200_000,
    default: 8_362,
    low: 8_362,
    high: 8_362,
    source:
      'Los Angeles Recreation and Parks park fee schedule, July 1, 2024 (non-subdivision rate)',
    year: 'FY24-25',
    confidence: 'high',
  },
  feeParkForSale: {
    label: 'Park fee, homes for sale (per market-rate home)',
    unit: 'usd_per_unit',
    group: 'fees',
    min: 0,
    max: 200_000,
    default: 17_060,
    low: 17_060,
    high: 17_060,
    source: 'Los Angeles Recreation and Parks park fee schedule, July 1, 2024 (subdivision rate)',
    year: 'FY24-25',
    confidence: 'high',
  },
  feePermit: {
    label: 'Building permit and plan check (share of hard cost)',
    ...PERCENT,
    group: 'fees',
    default: 1.5,
    low: 1,
    high: 2.5,
    source:
      'Our estimate: LADBS permit fees scale with project value; LA ADU builders’ permit-fee examples',
    year: '2025',
    confidence: 'low',
  },
  feeAdu: {
    label: 'Fees per ADU under 750 sq ft (permits, plan check, utilities)',
    unit: 'usd_per_unit',
    group: 'fees',
    min: 0,
    max: 200_000,
    default: 10_000,
    low: 5_000,
    high: 20_000,
    source:
      'State ADU law bars impact fees under 750 sq ft (LAUSD ADU guidance); LA ADU builders’ fee guides',
    year: '2025',
    confidence: 'low',
  },
  loanToCost: {
    label: 'Construction loan, share of cost',
    ...PERCENT,
    group: 'financing',
    default: 60,
    low: 50,
    high: 65,
    source:
      'Lenders’ published multifamily construction-loan terms (Apartment Loan Store and others)',
    year: '2025',
    confidence: 'medium',
  },
  loanRate: {
    label: 'Construction loan rate',
    unit: 'pct',
    group: 'financing',
    min: 0,
    max: 30,
    default: 7,
    low: 6.25,
    high: 8.75,
    source: 'Apartment Loan Store, multifamily construction-loan rates, January 2026',
    year: '2026',
    confidence: 'medium',
  },
  loanFee: {
    label: 'Construction loan fee (share of the loan)',
    unit: 'pct',
    group: 'financing',
    min: 0,
    max: 10,
    default: 1,
    low: 0.5,
    high: 1.5,
    source: 'Industry norm for a construction-loan fee',
    year: '2025',
    confidence: 'low',
  },
  loanDraw: {
    label: 'Average share of the loan drawn',
    ...PERCENT,
    group: 'financing',
    default: 55,
    low: 50,
    high: 65,
    source: 'Industry rule of thumb for the average share of a construction loan drawn',
    year: '2025',
    confidence: 'low',
  },
  leaseUpMonths: {
    label: 'Lease-up after construction (rentals)',
    unit: 'months',
    group: 'financing',
    min: 0,
    max: 60,
    default: 6,
    low: 3,
    high: 12,
    source: 'Industry rule of thumb for leasing up a new rental building',
    year: '2025',
    confidence: 'low',
  },
  rentStudio: {
    label: 'Market rent, new studio',
    ...RENT,
    default: 2_300,
    low: 1_840,
    high: 3_105,
    source: 'CoStar, Los Angeles 4–5 star apartment rents per sq ft (2025), for a 450 sq ft studio',
    year: '2025–26',
    confidence: 'low',
  },
  rent1br: {
    label: 'Market rent, new one-bedroom',
    ...RENT,
    default: 2_900,
    low: 2_320,
    high: 3_915,
    source:
      'CoStar, Los Angeles 4–5 star apartment rents per sq ft (2025), for a 650 sq ft one-bedroom',
    year: '2025–26',
    confidence: 'low',
  },
  rent2br: {
    label: 'Market rent, new two-bedroom',
    ...RENT,
    default: 3_800,
    low: 3_040,
    high: 5_130,
    source:
      'CoStar, Los Angeles 4–5 star apartment rents per sq ft (2025), for a 950 sq ft two-bedroom',
    year: '2025–26',
    confidence: 'low',
  },
  rent3br: {
    label: 'Market rent, new three-bedroom',
    ...RENT,
    default: 4_600,
    low: 3_680,
    high: 6_210,
    source:
      'CoStar, Los Angeles 4–5 star apartment rents per sq ft (2025), for a 1,200 sq ft three-bedroom',
    year: '2025–26',
    confidence: 'low',
  },
  rentAdu: {
    label: 'Market rent, detached ADU',
    ...RENT,
    default: 2_500,
    low: 2_000,
    high: 3_250,
    source:
      'Our estimate from CoStar 2025 new-building rents, for a one-bedroom detached ADU with a yard',
    year: '2025',
    confidence: 'low',
  },
  rentAduConversion: {
    label: 'Market rent, converted ADU',
    ...RENT,
    default: 2_300,
    low: 1_840,
    high: 2_990,
    source:
      'HUD Small Area Fair Market Rents, the City median for a studio ($2,290), for a conversion of about 400 sq ft',
    year: 'FY2027',
    confidence: 'low',
  },
  rentJadu: {
    label: 'Market rent, junior ADU',
    ...RENT,
    default: 2_300,
    low: 1_840,
    high: 2_990,
    source:
      'HUD Small Area Fair Market Rents, the City median for a studio ($2,290), for a junior ADU let as a studio',
    year: 'FY2027',
    confidence: 'low',
  },
  salePrice: {
    label: 'Sale price, new small-lot home',
    ...DOLLARS_PSF,
    group: 'revenue',
    default: 750,
    low: 550,
    high: 1_100,
    source:
      'Los Angeles County resale price per sq ft (first tuesday Journal, 2024); Zillow LA-metro new-home median',
    year: '2024–25',
    confidence: 'low',
  },
  otherIncome: {
    label: 'Other income (parking, storage, pets)',
    ...PERCENT,
    group: 'revenue',
    default: 2,
    low: 0,
    high: 4,
    source: 'Industry norm for parking, storage and pet income',
    year: '2025',
    confidence: 'low',
  },
  vacancy: {
    label: 'Vacancy and credit loss',
    ...PERCENT,
    group: 'revenue',
    default: 5,
    low: 3,
    high: 7,
    source: 'NAI Capital (Q2 2025) and Lee & Associates (Q3 2025) Los Angeles multifamily reports',
    year: '2025',
    confidence: 'medium',
  },
  opexMultifamily: {
    label: 'Operating costs, apartment buildings (share of income)',
    ...PERCENT,
    group: 'revenue',
    default: 35,
    low: 30,
    high: 40,
    source: 'Industry norm for taxes, insurance, management and reserves in new apartments',
    year: '2025',
    confidence: 'low',
  },
  opexSmall: {
    label: 'Operating costs, 1–4 homes and ADUs (share of income)',
    ...PERCENT,
    group: 'revenue',
    default: 25,
    low: 20,
    high: 30,
    source: 'Industry norm for owner-managed small rentals',
    year: '2025',
    confidence: 'low',
  },
  capRate: {
    label: 'Exit cap rate',
    unit: 'pct',
    group: 'returns',
    // A cap rate of 0 would value any income at infinity.
    min: 0.5,
    max: 25,
    default: 5.25,
    low: 4.75,
    high: 6,
    source:
      'Kidder Mathews, Los Angeles multifamily market report (Q4 2025); CBRE cap-rate figures (Q1 2025)',
    year: '2025',
    confidence: 'medium',
  },
  costOfSale: {
    label: 'Cost of sale (brokerage, closing, 0.56 % transfer tax)',
    unit: 'pct',
    group: 'returns',
    min: 0,
    max: 50,
    default: 5,
    low: 4,
    high: 6,
    source:
      'Industry norm for brokerage and closing, plus LA city and county transfer tax of 0.56 %',
    year: '2025',
    confidence: 'low',
  },
  yieldOnCostTarget: {
    label: 'Target yield on cost (rentals)',
    unit: 'pct',
    group: 'returns',
    min: 0.5,
    max: 30,
    default: 6.5,
    low: 6,
    high: 7.5,
    source:
      'Industry yield-on-cost guides (exit cap plus 1.25–2 points); Terner Center, Making It Pencil (2023)',
    year: '2025–26',
    confidence: 'medium',
  },
  profitTarget: {
    label: 'Target profit on cost (homes for sale)',
    unit: 'pct',
    group: 'returns',
    min: 0,
    max: 100,
    default: 15,
    low: 12,
    high: 20,
    source: 'Industry norm for small for-sale projects (small-lot homes, SB 9, condominiums)',
    year: '2025',
    confidence: 'low',
  },
  efficiency: {
    label: 'Rentable share of floor area (apartments)',
    unit: 'pct',
    group: 'building',
    min: 40,
    max: 100,
    default: 85,
    low: 80,
    high: 90,
    source: 'Industry rule of thumb for the floor area taken by corridors and stairs',
    year: '2025',
    confidence: 'low',
  },
  aduSize: {
    label: 'ADU size',
    unit: 'sf',
    group: 'building',
    min: 150,
    max: 1_200,
    default: 600,
    low: 450,
    high: 750,
    source: 'Our assumption: a typical detached ADU, under the 750 sq ft impact-fee limit',
    year: '2025',
    confidence: 'low',
  },
  aduConversionSize: {
    label: 'Converted ADU size',
    unit: 'sf',
    group: 'building',
    min: 150,
    max: 1_200,
    default: 400,
    low: 300,
    high: 600,
    source: 'Los Angeles ADU builders’ 2026 cost guides: a garage conversion of about 400 sq ft',
    year: '2026',
    confidence: 'low',
  },
  jaduSize: {
    label: 'Junior ADU size',
    unit: 'sf',
    group: 'building',
    min: 150,
    // Gov. Code 66323: a junior ADU is at most 500 sq ft.
    max: 500,
    default: 450,
    low: 300,
    high: 500,
    source: 'Our assumption: a studio of 450 sq ft, within the junior ADU’s 500 sq ft limit',
    year: '2025',
    confidence: 'low',
  },
  homeSize: {
    label: 'Home size, SB 9 and small-lot homes',
    unit: 'sf',
    group: 'building',
    min: 300,
    max: 5_000,
    default: 1_200,
    low: 900,
    high: 1_600,
    source: 'Our assumption: a typical SB 9 or small-lot home',
    year: '2025',
    confidence: 'low',
  },
} as const satisfies Record<string, AssumptionDefinition>

export type AssumptionId = keyof typeof ASSUMPTIONS
export const ASSUMPTION_IDS = Object.keys(ASSUMPTIONS) as AssumptionId[]
export type Assumptions = Readonly<Record<AssumptionId, number>>

export const DEFAULT_ASSUMPTIONS: Assumptions = Object.fromEntries(
  ASSUMPTION_IDS.map((id) => [id, ASSUMPTIONS[id].default]),
) as Assumptions

/** Bedroom types the model rents, with their net size in sq ft (PROFORMA.md rent rows). */
export const BEDROOMS = ['0BR', '1BR', '2BR', '3BR'] as const
export type Bedroom = (typeof BEDROOMS)[number]
export const UNIT_SIZE_SF: Readonly<Record<Bedroom, number>> = {
  '0BR': 450,
  '1BR': 650,
  '2BR': 950,
  '3BR': 1_200,
}
export const MARKET_RENT: Readonly<Record<Bedroom, AssumptionId>> = {
  '0BR': 'rentStudio',
  '1BR': 'rent1br',
  '2BR': 'rent2br',
  '3BR': 'rent3br',
}

/**
 * Maximum gross monthly rents for covenanted units, HCD basis (State Density Bonus; LAHD
 * Schedule VI/VII), Los Angeles County, from PROFORMA.md table b2 (H&SC §50053 with the 2025 HCD
 * income limits; household size = bedrooms + 1).
 */
export const AFFORDABLE_RENTS = {
  year: '2025',
  source:
    'California HCD 2025 State Income Limits, Los Angeles County; rents per Health and Safety Code §50053',
  rents: {
    ELI: { '0BR': 560, '1BR': 640, '2BR': 720, '3BR': 800 },
    VLI: { '0BR': 933, '1BR': 1_066, '2BR': 1_199, '3BR': 1_332 },
    LI: { '0BR': 1_119, '1BR': 1_279, '2BR': 1_439, '3BR': 1_599 },
    MOD: { '0BR': 2_052, '1BR': 2_345, '2BR': 2_638, '3BR': 2_932 },
  },
} as const
export type AffordableCategory = keyof typeof AFFORDABLE_RENTS.rents

/** Measure ULA, on the whole price of a sale above each threshold (PROFORMA.md [S10]). */
export const TRANSFER_TAX = {
  year: 'FY25-26',
  source:
    'City of Los Angeles Office of Finance, Measure ULA tax rates and thresholds, July 1, 2025',
  tiers: [
    { from: 10_600_000, rate: 0.055 },
    { from: 5_300_000, rate: 0.04 },
  ],
} as const

/** Months of construction by building type (PROFORMA.md, const_months). */
export const CONSTRUCTION_MONTHS = {
  adu: 6,
  small_home: 12,
  type_v_walkup: 16,
  type_v_podium: 24,
  type_iii: 24,
  type_i: 36,
} as const

/** When no unit mix is given: a typical new Los Angeles building (decision 161). */
export const DEFAULT_UNIT_MIX: Readonly<Record<Bedroom, number>> = {
  '0BR': 0.2,
  '1BR': 0.4,
  '2BR': 0.3,
  '3BR': 0.1,
}
