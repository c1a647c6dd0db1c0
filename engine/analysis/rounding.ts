// Rounding happens only here, at the edges of a calculation, with names that say which rule
// applies. A small tolerance keeps binary fractions honest: 0.1 × 120 = 12.000000000000002
// must round up to 12, not 13, and 11.999999999999998 must round down to 12, not 11.
const TOLERANCE = 1e-9

/** Drops any fraction of a unit (e.g. LA by-right density, 65915 never uses this). */
export function roundDown(value: number): number {
  return Math.floor(value + TOLERANCE)
}

/** Counts any fraction as a whole unit (65915(q): every density-bonus component). */
export function roundUp(value: number): number {
  return Math.ceil(value - TOLERANCE)
}

/** Rounds down or up as an option chooses. */
export function roundBy(value: number, mode: 'floor' | 'ceil'): number {
  return mode === 'floor' ? roundDown(value) : roundUp(value)
}

/** True when `value` is at least `threshold`, allowing for binary fractions (11 % of 100). */
export function atLeast(value: number, threshold: number): boolean {
  return value + TOLERANCE >= threshold
}

/** Square feet in an acre. */
export const ACRE_SF = 43_560
