// Distance bands to transit that the laws use: "adjacent" (within 200 ft of a stop's access
// point, SB 79), within ¼ mile, within ½ mile (AB 2097, 65915(p), ADUs, SB 9, SB 79), beyond.
// One function gives the band for a straight-line distance, for the engine and its callers.

export type TransitBand = 'adjacent' | 'quarter' | 'half' | 'beyond'

const FEET_PER_MILE = 5_280
/** "Adjacent" means within 200 ft of a pedestrian access point of the stop (65912.156(a)). */
const ADJACENT_FT = 200
const QUARTER_MILE = 0.25
const HALF_MILE = 0.5
/** Distances are stored to the thousandth of a mile; this keeps 0.25 inside the ¼-mile band. */
const TOLERANCE_MI = 1e-9

/** The band of a straight-line distance in miles: adjacent, quarter, half or beyond. */
export function transitDistanceBand(distanceMi: number): TransitBand {
  if (distanceMi * FEET_PER_MILE <= ADJACENT_FT + TOLERANCE_MI) return 'adjacent'
  if (distanceMi <= QUARTER_MILE + TOLERANCE_MI) return 'quarter'
  if (distanceMi <= HALF_MILE + TOLERANCE_MI) return 'half'
  return 'beyond'
}

/** Within ½ mile: the reach of AB 2097, 65915(p) parking and the ADU and SB 9 transit rules. */
export function isWithinHalfMile(distanceMi: number): boolean {
  return distanceMi <= HALF_MILE + TOLERANCE_MI
}
