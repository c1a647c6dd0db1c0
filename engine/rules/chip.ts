// Los Angeles's Citywide Housing Incentive Program (CHIP, Ord. 188477, in force 2025-02-11):
// the Mixed Income Incentive Program (LAMC 12.22 A.38) in Transit Oriented Incentive Areas,
// Opportunity Corridors and, from 2026-06-30, Low-Rise Incentive Areas (Ord. 188967), and the
// Affordable Housing Incentive Program (A.39). Figures from law/rules-chip-replacement.md §§C2–C3,
// which read them in the City's MIIP referral forms (CP-4095, CP-4096, rev. 2025-11-20) and the
// Low-Rise ordinance's own text.
import type { MarketArea } from '../types.ts'

export type MiipTier = 1 | 2 | 3
/** TCAC/HCD opportunity area of the site, as CHIP groups them. */
export type OpportunityArea = 'higher' | 'moderate' | 'lower' | 'insufficient_data'
export type MarketTier = 'low_medium' | 'high_medium_high'

/**
 * The set-aside table's market tier of each of the City's residential market areas: its "Low &
 * Medium" row takes the Low and Medium areas, its "High-Medium & High" row the Medium-High and
 * High ones. That the table means these areas (the linkage fee's, shown in ZIMAS) is presumed,
 * not confirmed (rules-chip-replacement.md §C0, decision 590).
 */
export const MARKET_TIER_OF_AREA: Readonly<Record<MarketArea, MarketTier>> = {
  low: 'low_medium',
  medium: 'low_medium',
  medium_high: 'high_medium_high',
  high: 'high_medium_high',
}

/** A project must create at least 5 homes (Table 12.22 A.38(c)(1)(i)). */
export const MIIP_MIN_UNITS = 5

/** Set-aside shares of all homes, bonus included, by market tier and subarea tier (Table (c)(3)(iii)). */
export const MIIP_SET_ASIDE_PCT: Readonly<
  Record<MarketTier, Readonly<Record<MiipTier, { ELI: number; VLI: number; LI: number }>>>
> = {
  low_medium: {
    1: { ELI: 9, VLI: 12, LI: 21 },
    2: { ELI: 10, VLI: 14, LI: 23 },
    3: { ELI: 11, VLI: 15, LI: 25 },
  },
  high_medium_high: {
    1: { ELI: 11, VLI: 14, LI: 23 },
    2: { ELI: 12, VLI: 16, LI: 25 },
    3: { ELI: 13, VLI: 17, LI: 27 },
  },
}

/**
 * TOIA base incentives by tier (Table 12.22 A.38(e)(2)(i)): density bonus by opportunity area
 * (null: limited by floor area alone), the bonus when the site's MARD is under 5, FAR increases
 * in R zones and the C-zone FAR (the greater of an absolute FAR and the increase), and height.
 */
export type ToiaTierRules = {
  readonly densityPct: { readonly higher: number | null; readonly other: number }
  readonly smallSiteDensityPct: number
  readonly residentialFarPct: { readonly higher: number; readonly other: number }
  readonly commercialFar: {
    readonly higher: { readonly far: number; readonly pct: number }
    readonly other: { readonly far: number; readonly pct: number }
  }
  readonly addedStories: number
  readonly addedFt: number
}

export const TOIA_TIERS: Readonly<Record<MiipTier, ToiaTierRules>> = {
  1: {
    densityPct: { higher: 120, other: 100 },
    smallSiteDensityPct: 60,
    residentialFarPct: { higher: 40, other: 40 },
    commercialFar: { higher: { far: 4.2, pct: 45 }, other: { far: 3.25, pct: 40 } },
    addedStories: 1,
    addedFt: 11,
  },
  2: {
    densityPct: { higher: null, other: 110 },
    smallSiteDensityPct: 70,
    residentialFarPct: { higher: 45, other: 40 },
    commercialFar: { higher: { far: 4.5, pct: 50 }, other: { far: 4.2, pct: 50 } },
    addedStories: 2,
    addedFt: 22,
  },
  3: {
    densityPct: { higher: null, other: 120 },
    smallSiteDensityPct: 80,
    residentialFarPct: { higher: 50, other: 45 },
    commercialFar: { higher: { far: 4.65, pct: 55 }, other: { far: 4.5, pct: 50 } },
    addedStories: 3,
    addedFt: 33,
  },
}

/** Sites whose MARD is under this take the small-site bonus and no FAR increase (CP-4096 p.10). */
export const MIIP_SMALL_SITE_MARD = 5

/**
 * Opportunity Corridor base incentives (CP-4095 p.9): density limited by floor area; FAR in R
 * zones raised by a share, in C zones the greater of an absolute FAR and the raise (OC-3: one
 * cell for every zone); height raised by stories and feet, or up to a total number of stories.
 */
export type OcTierRules = {
  readonly residentialFar: { readonly far: number | null; readonly pct: number }
  readonly commercialFar: { readonly far: number; readonly pct: number }
  readonly addedStories: number
  readonly addedFt: number
  readonly totalStories: number
}

export const OC_TIERS: Readonly<Record<MiipTier, OcTierRules>> = {
  1: {
    residentialFar: { far: null, pct: 45 },
    commercialFar: { far: 4.5, pct: 50 },
    addedStories: 1,
    addedFt: 11,
    totalStories: 5,
  },
  2: {
    residentialFar: { far: null, pct: 50 },
    commercialFar: { far: 4.65, pct: 55 },
    addedStories: 2,
    addedFt: 22,
    totalStories: 6,
  },
  3: {
    residentialFar: { far: 4.8, pct: 60 },
    commercialFar: { far: 4.8, pct: 60 },
    addedStories: 3,
    addedFt: 33,
    totalStories: 7,
  },
}

/**
 * Where density is limited by floor area alone, homes are estimated from the floor area: this
 * share of it is in homes (the rest corridors, stairs, walls) …
 */
export const CAPACITY_EFFICIENCY = 0.85
/** … at this average size of a home, sq ft (law/rules-chip-replacement.md §C2.7). */
export const CAPACITY_AVERAGE_HOME_SF = 800

/**
 * The (j)(12) floor from 2026-06-30 (Ord. 188967 Sec.12): on sites whose MARD exceeds 5, a
 * mixed-income project also reserves 16 % very low (rental), 25 % low (rental) or 45 % moderate
 * (for sale) of the MARD. Before that date the forms ask it (24 % low) only for a 4th incentive.
 */
export const J12_MIN_MARD_EXCLUSIVE = 5
export const J12_FLOOR_PCT = { VLI: 16, LI: 25, MOD: 45 } as const
export const J12_FORMS_FLOOR_PCT = { VLI: 16, LI: 24, MOD: 45 } as const

/** Additional incentives a MIIP project may take (CP-4096 pp.11–14). */
export const MIIP_INCENTIVES = 4
/** Incentives an AHIP project may take (CHIP Procedures). */
export const AHIP_INCENTIVES = 5

/** Low-Rise site maximums (Ord. 188967 Table (g)(3)(i)): homes → FAR, and stories. */
export type LowRiseStep = { readonly units: number; readonly far: number; readonly stories: number }

export const LOW_RISE_STEPS: readonly LowRiseStep[] = [
  { units: 5, far: 1.3, stories: 2 },
  { units: 6, far: 1.45, stories: 2 },
  { units: 7, far: 1.6, stories: 3 },
  { units: 8, far: 1.75, stories: 3 },
  { units: 9, far: 1.9, stories: 3 },
  { units: 10, far: 2, stories: 3 },
  { units: 11, far: 2.15, stories: 3 },
  { units: 12, far: 2.3, stories: 3 },
  { units: 13, far: 2.45, stories: 3 },
  { units: 14, far: 2.6, stories: 3 },
  { units: 15, far: 2.75, stories: 3 },
  { units: 16, far: 2.9, stories: 3 },
]

/** The most homes a Low-Rise subarea allows (LR-1 rows end at 11, LR-2 at 16). */
export const LOW_RISE_MAX_UNITS = { 'LR-1': 11, 'LR-2': 16 } as const
/** The pending amendment's LR-1 cap (CF 25-1083-S3 draft of 2026-09-24): 10 homes, FAR 2.0. */
export const LOW_RISE_DRAFT_LR1_MAX_UNITS = 10
/**
 * Low-Rise affordability (Table (c)(3)(v) fn.2): LR-1, one moderate home per 10 proposed; LR-2,
 * one very low or low home, or two moderate, per 16 proposed.
 */
export const LOW_RISE_BLOCK = { 'LR-1': 10, 'LR-2': 16 } as const
/** ≥ 20 % of homes with 3+ bedrooms earns +0.5 FAR and one more story (Ord. 188967 (g)(3)). */
export const LOW_RISE_FAMILY_BONUS = { sharePct: 20, far: 0.5, stories: 1 } as const
