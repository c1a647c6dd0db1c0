// Residential densities of the Los Angeles general plan land-use categories, for AB 1287's
// "greatest of" base density (law/rules.md §2.3). Dwelling units per net acre, upper ends.
import type { EngineOptions } from '../types.ts'

type Range = { readonly framework: number; readonly communityPlan: number }

// Most specific first: "Low Medium II" must match before "Low Medium I", "High Medium" before
// "Medium" and "High".
const CATEGORIES: ReadonlyArray<readonly [RegExp, Range]> = [
  [/low\s*medium\s*ii\b/i, { framework: 29, communityPlan: 29 }],
  [/low\s*medium\s*i\b/i, { framework: 17, communityPlan: 18 }],
  [/high\s*medium/i, { framework: 109, communityPlan: 109 }],
  [/\bmedium\b/i, { framework: 55, communityPlan: 55 }],
  [/\bhigh\b/i, { framework: 218, communityPlan: 218 }],
]

/** Upper density (du per net acre) of a general plan residential category, or null. */
export function generalPlanMaxDuPerAcre(
  landUse: string,
  source: EngineOptions['gpluDensitySource'],
): number | null {
  let range = ranges.get(landUse)
  if (range === undefined) {
    range = CATEGORIES.find(([pattern]) => pattern.test(landUse))?.[1] ?? null
    // Land-use names are a vocabulary of a few dozen: remembering them keeps analyses fast.
    if (ranges.size < 1_000) ranges.set(landUse, range)
  }
  if (!range) return null
  return source === 'framework' ? range.framework : range.communityPlan
}

const ranges = new Map<string, Range | null>()
