// Which transit stops make an SB 79 station area, and its tier: heavy rail is tier 1; light
// rail, other rail and bus rapid transit are tier 2. The parcel facts (data/transit) and the map
// tiles' station-area rings read the same table.
export const SB79_STOP_TIERS: Readonly<Record<string, 1 | 2>> = {
  heavy_rail: 1,
  light_rail: 2,
  rail: 2,
  brt: 2,
}

/** The station area's rings, in miles from the stop. */
export const SB79_RINGS_MI = { quarter: 0.25, half: 0.5 } as const
