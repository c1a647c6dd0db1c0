// Parking minimums: Los Angeles code ratios (LAMC 12.21 A.4, law/rules.md §1.6) and the unit
// mix they depend on.
import type { Scenario } from '../types.ts'
import { roundUp } from './rounding.ts'

/** Bedrooms per unit-mix key: "0BR"/"studio" → 0, "1BR" → 1, "4BR" → 4. */
export function bedroomsOf(key: string): number | null {
  if (/^studio$/i.test(key)) return 0
  const match = /^(\d+)\s*BR$/i.exec(key.trim())
  return match ? Number(match[1]) : null
}

/** Units and bedrooms of a unit mix, or null when there is none or it cannot be read. */
export function readUnitMix(mix: Scenario['unitMix']): {
  units: number
  bedrooms: number
  byBedrooms: ReadonlyArray<readonly [number, number]>
} | null {
  if (!mix) return null
  const byBedrooms: Array<readonly [number, number]> = []
  for (const [key, count] of Object.entries(mix)) {
    const bedrooms = bedroomsOf(key)
    if (bedrooms === null) return null
    byBedrooms.push([bedrooms, count])
  }
  const units = byBedrooms.reduce((sum, [, count]) => sum + count, 0)
  const bedrooms = byBedrooms.reduce((sum, [rooms, count]) => sum + rooms * count, 0)
  return units > 0 ? { units, bedrooms, byBedrooms } : null
}

/**
 * LAMC spaces for `units` multifamily units: 1 per unit under three habitable rooms (studios and
 * one-bedrooms), 1.5 with three (two bedrooms), 2 above. Without a unit mix, the lowest the
 * code could require (all small units), which the result says.
 */
export function lamcMultifamilyParking(
  units: number,
  mix: Scenario['unitMix'],
): { spaces: number; fromMix: boolean } {
  const read = readUnitMix(mix)
  if (!read) return { spaces: units, fromMix: false }
  const perMix = read.byBedrooms.reduce(
    (sum, [bedrooms, count]) => sum + count * (bedrooms <= 1 ? 1 : bedrooms === 2 ? 1.5 : 2),
    0,
  )
  // Scale the mix to the unit count the pathway allows.
  return { spaces: roundUp((perMix / read.units) * units), fromMix: true }
}
