// AB 2011 mixed-income track (Gov. Code 65912.120–.124, as amended by AB 2243; rules.md §7).
/** A commercial corridor's right-of-way, in feet (70–150; AB 2243 reportedly allows 50 for some). */
export const AB2011_CORRIDOR_MIN_ROW_FT = 70
export const AB2011_CORRIDOR_MAX_ROW_FT = 150
export const AB2243_CORRIDOR_MIN_ROW_FT = 50
export const AB2011_MIN_FRONTAGE_FT = 50
export const AB2011_MAX_SITE_ACRES = 20
/** Tenant look-back for demolition (years). */
export const AB2011_TENANT_LOOKBACK_YEARS = 10

/** Density the city must allow (du/acre), metropolitan jurisdiction. */
export function ab2011DuPerAcre({
  acres,
  rowWidthFt,
  nearTransitOrLowVmt,
}: {
  acres: number
  rowWidthFt: number
  nearTransitOrLowVmt: boolean
}): number {
  if (nearTransitOrLowVmt) return 80
  if (acres < 1) return 30
  return rowWidthFt < 100 ? 40 : 60
}

/** Height the city must allow (ft): 35 or 45 by corridor width, 65 within ½ mile of transit. */
export function ab2011HeightFt({
  rowWidthFt,
  nearTransit,
}: {
  rowWidthFt: number
  nearTransit: boolean
}): number {
  if (nearTransit) return 65
  return rowWidthFt < 100 ? 35 : 45
}

/** Rental affordability: 15 % lower income, or 8 % VLI plus 5 % ELI. */
export const AB2011_RENTAL_AFFORDABILITY = ['15% lower income', '8% VLI + 5% ELI'] as const
