// Legacy Transit Oriented Communities program (TOC Guidelines 2017/2018, law/rules.md §3).
export type TocTier = 1 | 2 | 3 | 4

export type TocTierRules = {
  /** Density increase, percent, in general and in RD zones. */
  readonly densityIncreasePct: number
  readonly rdDensityIncreasePct: number
  /** FAR increase percent, or the commercial-zone FAR floor, whichever is greater. */
  readonly farIncreasePct: number
  readonly commercialFar: number
  /** Affordable share of total units, by income category (one of them is required). */
  readonly affordablePct: { readonly ELI: number; readonly VLI: number; readonly LI: number }
  /** Residential parking caps: per bedroom and per unit (the lesser applies); null = none. */
  readonly parkingPerBedroom: number | null
  readonly parkingPerUnit: number | null
  readonly heightIncreaseFt: number
  readonly heightIncreaseStories: number
}

export const TOC_TIERS: Readonly<Record<TocTier, TocTierRules>> = {
  1: {
    densityIncreasePct: 50,
    rdDensityIncreasePct: 35,
    farIncreasePct: 40,
    commercialFar: 2.75,
    affordablePct: { ELI: 8, VLI: 11, LI: 20 },
    parkingPerBedroom: 0.5,
    parkingPerUnit: null,
    heightIncreaseFt: 11,
    heightIncreaseStories: 1,
  },
  2: {
    densityIncreasePct: 60,
    rdDensityIncreasePct: 35,
    farIncreasePct: 45,
    commercialFar: 3.25,
    affordablePct: { ELI: 9, VLI: 12, LI: 21 },
    parkingPerBedroom: 0.5,
    parkingPerUnit: 1,
    heightIncreaseFt: 11,
    heightIncreaseStories: 1,
  },
  3: {
    densityIncreasePct: 70,
    rdDensityIncreasePct: 40,
    farIncreasePct: 50,
    commercialFar: 3.75,
    affordablePct: { ELI: 10, VLI: 14, LI: 23 },
    parkingPerBedroom: 0.5,
    parkingPerUnit: 0.5,
    heightIncreaseFt: 22,
    heightIncreaseStories: 2,
  },
  4: {
    densityIncreasePct: 80,
    rdDensityIncreasePct: 45,
    farIncreasePct: 55,
    commercialFar: 4.25,
    affordablePct: { ELI: 11, VLI: 15, LI: 25 },
    parkingPerBedroom: 0,
    parkingPerUnit: 0,
    heightIncreaseFt: 33,
    heightIncreaseStories: 3,
  },
}

/** The FAR increase is capped at 45 % in RD zones (Guidelines §VI.1.b.v). */
export const TOC_RD_FAR_INCREASE_CAP_PCT = 45
/** A TOC project is a Housing Development of at least 5 new units (§II.3). */
export const TOC_MIN_UNITS = 5
