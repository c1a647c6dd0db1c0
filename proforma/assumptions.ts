// The pro forma's default assumptions: Los Angeles figures for 2024–2026 as gathered in
// ../shared/PROFORMA.md, each with its source, year, confidence and range. The figures are data
// from those sources; the names and grouping are ours. `min`/`max` are what the model accepts
// (a validation bound, wider than the low–high range a user is shown). A source reads
// "PROFORMA.md [S#] publisher, what": the key resolves in that file's list of sources.

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

const PROFORMA_MD = 'PROFORMA.md'

export const ASSUMPTIONS = {
  hcAduDetached: {
    label: 'Hard cost, detached ADU (site-built)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 325,
    low: 250,
    high: 450,
    source: `${PROFORMA_MD} [S6]: Los Angeles ADU builder guides`,
    year: '2024–26',
    confidence: 'low',
  },
  hcSmallHome: {
    label: 'Hard cost, SB 9 and small-lot homes (wood frame)',
    ...DOLLARS_PSF,
    group: 'costs',
    default: 350,
    low: 275,
    high: 500,
    source: `${PROFORMA_MD} [S4] RLB Los Angeles single-family 2018, escalated about 35 %; [S6]`,
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
    source: `${PROFORMA_MD} [S4] RLB Los Angeles multifamily 2018 ×1.35; [S1] Terner Center`,
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
    source: `${PROFORMA_MD} [S1] Terner Center, escalated; [S5] Los Angeles broker note`,
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
    source: `${PROFORMA_MD}: between the podium and high-rise rows; [S5]`,
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
    source: `${PROFORMA_MD} [S5] Los Angeles high-rise range`,
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
    source: `${PROFORMA_MD}: practitioner rule of thumb`,
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
    source: `${PROFORMA_MD} [S1] Terner Center: prevailing wage adds $30+ per sq ft (2020 dollars)`,
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
    source: `${PROFORMA_MD}: industry norm`,
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
    source: `${PROFORMA_MD} [S1][S3] Terner Center`,
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
    source: `${PROFORMA_MD} [S6] design and permit costs`,
    year: '2025',
    confidence: 'low',
  },
  feeLinkage: {
    label: 'Affordable Housing Linkage Fee, 1 or 6+ homes (low market area)',
    ...DOLLARS_PSF,
    group: 'fees',
    default: 10.32,
    low: 10.32,
    high: 23.2,
    source: `${PROFORMA_MD} [S7] July 1 2025 schedule; high = high market area`,
    year: 'FY25-26',
    confidence: 'medium',
  },
  feeLinkageSmall: {
    label: 'Affordable Housing Linkage Fee, 2–5 homes (low market area)',
    ...DOLLARS_PSF,
    group: 'fees',
    default: 1.28,
    low: 1.28,
    high: 23.2,
    source: `${PROFORMA_MD} [S7] July 1 2025 schedule; high = high market area`,
    year: 'FY25-26',
    confidence: 'medium',
  },
  feeSchool: {
    label: 'LAUSD school fee',
    ...DOLLARS_PSF,
    group: 'fees',
    default: 5.17,
    low: 5.17,
    high: 5.17,
    source: `${PROFORMA_MD} [S8] LADBS notice, effective June 8 2024`,
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
    source: `${PROFORMA_MD} [S9] Recreation and Parks schedule, July 2024`,
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
    source: `${PROFORMA_MD} [S9] Recreation and Parks schedule, July 2024`,
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
    source: `${PROFORMA_MD}: LADBS fees scale with valuation; [S6]`,
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
    source: `${PROFORMA_MD} [S6][S12]: impact fees barred under 750 sq ft`,
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
    source: `${PROFORMA_MD} [S17] construction lenders`,
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
    source: `${PROFORMA_MD} [S17] January 2026 lender quotes`,
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
    source: `${PROFORMA_MD}: lending norm`,
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
    source: `${PROFORMA_MD} (c) step 2`,
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
    source: `${PROFORMA_MD} (c) step 2`,
    year: '2025',
    confidence: 'low',
  },
  rentStudio: {
    label: 'Market rent, new studio',
    ...RENT,
    default: 2_300,
    low: 1_840,
    high: 3_105,
    source: `${PROFORMA_MD} [S13] CoStar new-building rents at 450 sq ft`,
    year: '2025–26',
    confidence: 'low',
  },
  rent1br: {
    label: 'Market rent, new one-bedroom',
    ...RENT,
    default: 2_900,
    low: 2_320,
    high: 3_915,
    source: `${PROFORMA_MD} [S13] CoStar new-building rents at 650 sq ft`,
    year: '2025–26',
    confidence: 'low',
  },
  rent2br: {
    label: 'Market rent, new two-bedroom',
    ...RENT,
    default: 3_800,
    low: 3_040,
    high: 5_130,
    source: `${PROFORMA_MD} [S13] CoStar new-building rents at 950 sq ft`,
    year: '2025–26',
    confidence: 'low',
  },
  rent3br: {
    label: 'Market rent, new three-bedroom',
    ...RENT,
    default: 4_600,
    low: 3_680,
    high: 6_210,
    source: `${PROFORMA_MD} [S13] CoStar new-building rents at 1,200 sq ft`,
    year: '2025–26',
    confidence: 'low',
  },
  rentAdu: {
    label: 'Market rent, detached ADU',
    ...RENT,
    default: 2_500,
    low: 2_000,
    high: 3_250,
    source: `${PROFORMA_MD}: one-bedroom ADU with a private yard`,
    year: '2025',
    confidence: 'low',
  },
  salePrice: {
    label: 'Sale price, new small-lot home',
    ...DOLLARS_PSF,
    group: 'revenue',
    default: 750,
    low: 550,
    high: 1_100,
    source: `${PROFORMA_MD} [S16] Los Angeles County resale and new-home medians`,
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
    source: `${PROFORMA_MD}: operating norm`,
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
    source: `${PROFORMA_MD} [S13] Los Angeles County vacancy`,
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
    source: `${PROFORMA_MD}: taxes, insurance, management and reserves`,
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
    source: `${PROFORMA_MD}: owner-managed norm`,
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
    source: `${PROFORMA_MD} [S15] Los Angeles County cap rates`,
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
    source: `${PROFORMA_MD} [S10]: brokerage, closing and the base transfer tax`,
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
    source: `${PROFORMA_MD} [S18]: exit cap plus 125–200 basis points; [S3]`,
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
    source: `${PROFORMA_MD}: small for-sale norm`,
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
    source: `${PROFORMA_MD} (c) step 1: corridors and stairs`,
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
    source: `${PROFORMA_MD} (c) step 6: a 600 sq ft detached ADU`,
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
    source: `${PROFORMA_MD} (c) step 1: small-lot homes`,
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
  source: 'HCD 2025 income limits, Los Angeles County; rents per H&SC §50053 (PROFORMA.md b2)',
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
  source: 'City of Los Angeles Measure ULA thresholds, July 2025 (PROFORMA.md [S10])',
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
