// SB 79 minimum standards by stop tier and distance band (Gov. Code 65912.157, law/rules.md §8.3).

export type Sb79Tier = 1 | 2
export type Sb79Band = 'adjacent' | 'quarter' | 'half'

export type Sb79Standards = {
  readonly heightFt: number
  readonly duPerAcre: number
  readonly far: number
}

export const SB79_STANDARDS: Readonly<Record<Sb79Tier, Readonly<Record<Sb79Band, Sb79Standards>>>> =
  {
    1: {
      adjacent: { heightFt: 95, duPerAcre: 160, far: 4.5 },
      quarter: { heightFt: 75, duPerAcre: 120, far: 3.5 },
      half: { heightFt: 65, duPerAcre: 100, far: 3 },
    },
    2: {
      adjacent: { heightFt: 85, duPerAcre: 140, far: 4 },
      quarter: { heightFt: 65, duPerAcre: 100, far: 3 },
      half: { heightFt: 55, duPerAcre: 80, far: 2.5 },
    },
  }

/** Rows of the table confirmed only through secondary sources (rules.md §8.3). */
export const SB79_SECONDARY_ROWS: Readonly<Record<Sb79Tier, readonly Sb79Band[]>> = {
  1: ['adjacent', 'half'],
  2: ['adjacent', 'quarter', 'half'],
}

/** The ¼–½ mile band applies only in cities of at least this population (65912.157(a)(4)). */
export const SB79_HALF_BAND_MIN_POPULATION = 35_000
/** Projects must have at least 5 units and 30 du/ac (65912.157(a)(1)). */
export const SB79_MIN_UNITS = 5
export const SB79_MIN_DU_PER_ACRE = 30
/** Affordability applies above 10 units: one of 7 % ELI, 10 % VLI, 13 % lower income. */
export const SB79_AFFORDABILITY_THRESHOLD_UNITS = 10
export const SB79_AFFORDABLE_PCT = { ELI: 7, VLI: 10, LI: 13 } as const
/** Sites where 2 or more rent-controlled units were tenant-occupied within 7 years are out. */
export const SB79_TENANT_LOOKBACK_YEARS = 7
