// Parking minimums: Los Angeles code ratios (LAMC 12.21 A.4, law/rules.md §1.6) and the unit
// mix they depend on.
import type { Scenario } from '../types.ts'
import { roundUp } from './rounding.ts'

/**
 * Rooms besides the bedrooms that every home has and the code counts as habitable: the living
 * room and the kitchen (LAMC 12.03; rules.md §1.6). A studio has two habitable rooms.
 */
const ROOMS_BESIDE_BEDROOMS = 2

/** How a unit-mix key may be written, for messages. */
export const UNIT_MIX_KEY_FORMS =
  'bedrooms, like "studio", "1BR" or "2 bedroom", or habitable rooms (the kitchen counts), like "3 rooms" or "4HR"'

const BEDROOMS_KEY = /^(\d+)\s*-?\s*(?:BR|bed|beds|bedrooms?)$/i
const ROOMS_KEY = /^(\d+)\s*-?\s*(?:HR|rooms?|habitable\s+rooms?)$/i

/**
 * A unit-mix key read as bedrooms and habitable rooms: "studio"/"0BR" → 0 bedrooms, 2 rooms;
 * "1BR" → 1 and 3; "3 rooms" → 1 and 3. Null when the key is neither form.
 */
export function readUnitMixKey(key: string): { bedrooms: number; rooms: number } | null {
  const text = key.trim()
  if (/^studio$/i.test(text)) return { bedrooms: 0, rooms: ROOMS_BESIDE_BEDROOMS }
  const bedrooms = BEDROOMS_KEY.exec(text)
  if (bedrooms) {
    const count = Number(bedrooms[1])
    return { bedrooms: count, rooms: count + ROOMS_BESIDE_BEDROOMS }
  }
  const rooms = ROOMS_KEY.exec(text)
  if (rooms) {
    const count = Number(rooms[1])
    if (count < 1) return null
    return { bedrooms: Math.max(0, count - ROOMS_BESIDE_BEDROOMS), rooms: count }
  }
  return null
}

type MixEntry = { readonly bedrooms: number; readonly rooms: number; readonly count: number }

/** Units and bedrooms of a unit mix, or null when there is none or it cannot be read. */
export function readUnitMix(mix: Scenario['unitMix']): {
  units: number
  bedrooms: number
  byBedrooms: ReadonlyArray<readonly [number, number]>
  entries: readonly MixEntry[]
} | null {
  if (!mix) return null
  const entries: MixEntry[] = []
  for (const [key, count] of Object.entries(mix)) {
    const read = readUnitMixKey(key)
    if (read === null) return null
    entries.push({ ...read, count })
  }
  const units = entries.reduce((sum, entry) => sum + entry.count, 0)
  const bedrooms = entries.reduce((sum, entry) => sum + entry.bedrooms * entry.count, 0)
  const byBedrooms = entries.map((entry) => [entry.bedrooms, entry.count] as const)
  return units > 0 ? { units, bedrooms, byBedrooms, entries } : null
}

/**
 * LAMC spaces for `units` multifamily units: 1 per unit under three habitable rooms (studios),
 * 1.5 with three (one-bedrooms), 2 above (LAMC 12.21 A.4; the kitchen counts as a room). Without
 * a unit mix, the lowest the code could require (all studios), which the result says.
 */
export function lamcMultifamilyParking(
  units: number,
  mix: Scenario['unitMix'],
): { spaces: number; fromMix: boolean } {
  const read = readUnitMix(mix)
  if (!read) return { spaces: units, fromMix: false }
  const perMix = read.entries.reduce(
    (sum, { rooms, count }) => sum + count * (rooms < 3 ? 1 : rooms === 3 ? 1.5 : 2),
    0,
  )
  // Scale the mix to the unit count the pathway allows.
  return { spaces: roundUp((perMix / read.units) * units), fromMix: true }
}
