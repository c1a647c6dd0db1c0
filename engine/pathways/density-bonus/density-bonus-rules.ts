// Thresholds the density-bonus parts share (Gov. Code 65915, law/rules.md §2).

/** A housing development is five or more homes (65915(i)). */
export const MIN_DEVELOPMENT_UNITS = 5
/** Replacement duty looks back five years (65915(c)(3)). */
export const REPLACEMENT_LOOKBACK_YEARS = 5
