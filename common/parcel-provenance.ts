// Whether a parcel is a real property or a generated demonstration, said the same way on the
// card, the report and the PDF, with the public sources of a real parcel's facts.
import type { FieldSource } from './contracts/parcels.ts'

export const DEMO_PARCEL_LABEL = 'Demo parcel — generated, not a real property'
export const REAL_PARCEL_LABEL = 'Real parcel — facts from public records'

/** Each public source once, the most recently retrieved first. */
export function distinctSources(sources: Iterable<FieldSource>): FieldSource[] {
  const byDataset = new Map<string, FieldSource>()
  for (const source of sources) {
    const seen = byDataset.get(source.dataset)
    if (!seen || seen.date < source.date) byDataset.set(source.dataset, source)
  }
  return [...byDataset.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.dataset.localeCompare(b.dataset),
  )
}
