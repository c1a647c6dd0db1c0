// AB 2097 (Gov. Code 65863.2) as an overlay on every pathway's parking: no minimum within
// ½ mile of a major transit stop, except for transient lodging.
import { CITE } from '../rules/citations.ts'
import type { Citation } from '../types.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { isOnOrAfter, type Context } from './context.ts'
import { fixedSource, type PathwayBuilder } from './pathway-builder.ts'

const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No minimum within ½ mile of a major transit stop (AB 2097)',
  [CITE.govCode65863_2],
)

const TRANSIENT_LODGING = /hotel|motel|bed\s*and\s*breakfast|b&b|transient/i

export function isTransientLodging(context: Context): boolean {
  return context.facts.use !== undefined && TRANSIENT_LODGING.test(context.facts.use)
}

/** True when AB 2097 removes the parking minimum on this lot (false when unknown). */
export function ab2097Applies(context: Context): boolean {
  return (
    context.nearMts === true &&
    !isTransientLodging(context) &&
    isOnOrAfter(context.analysisDate, EFFECTIVE.ab2097)
  )
}

/**
 * A pathway's parking minimum after AB 2097, with its source recorded: 0 near transit,
 * otherwise the pathway's own figure and rule, with a note when the distance is unknown.
 */
export function applyAb2097(
  context: Context,
  pathway: PathwayBuilder,
  spaces: number,
  rule: string,
  citations: readonly Citation[],
): number {
  if (ab2097Applies(context)) {
    pathway.use(NO_PARKING_SOURCE)
    return 0
  }
  pathway.source('parkingMin', rule, citations)
  if (context.nearMts === undefined) {
    pathway.note(
      'Within ½ mile of a major transit stop there is no parking minimum (AB 2097); the distance to transit is not known.',
    )
  }
  return spaces
}
