// AB 2097 (Gov. Code 65863.2, law/rules.md §9): no minimum parking within ½ mile of a major
// transit stop. It is a pathway of its own (maxUnits is null) and an overlay on every other.
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import type { PathwayResult } from '../types.ts'
import { isOnOrAfter, type Context } from './context.ts'
import { PathwayBuilder } from './pathway-builder.ts'
import { formatNumber } from './rounding.ts'

const TRANSIENT_LODGING = /hotel|motel|bed\s*and\s*breakfast|b&b|transient/i

function isTransientLodging(context: Context): boolean {
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

/** A pathway's parking minimum after AB 2097: 0 near transit, otherwise unchanged. */
export function applyAb2097(context: Context, spaces: number): number {
  return ab2097Applies(context) ? 0 : spaces
}

/** Says what an unknown transit distance would change. */
export function transitParkingNote(context: Context, pathway: PathwayBuilder): void {
  if (context.nearMts === undefined) {
    pathway.note(
      'Within ½ mile of a major transit stop there is no parking minimum (AB 2097); the distance to transit is unknown.',
    )
  }
}

export function analyzeAb2097(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(
    'ab2097',
    'AB 2097 parking relief near transit',
    EFFECTIVE.ab2097,
  )
  pathway.cite(CITE.govCode65863_2, CITE.pubResCode21155)
  if (!isOnOrAfter(context.analysisDate, EFFECTIVE.ab2097)) {
    pathway.fail('not_yet_effective', null, `AB 2097 applies from ${EFFECTIVE.ab2097}.`)
    pathway.setStatus('not_yet_effective')
    return pathway.finish({})
  }
  if (isTransientLodging(context)) {
    pathway.fail(
      'transient_lodging',
      'use',
      'AB 2097 does not apply to hotels, motels and other transient lodging.',
    )
  }
  const distance = context.facts.distMtsMi
  if (distance === undefined) {
    pathway.unknown(
      'transit_distance_unknown',
      'distMtsMi',
      'The distance to the nearest major transit stop is unknown; AB 2097 needs it within ½ mile.',
    )
  } else if (distance > 0.5) {
    pathway.fail(
      'too_far_from_transit',
      'distMtsMi',
      `The nearest major transit stop is ${formatNumber(distance)} miles away; AB 2097 needs ½ mile or less.`,
    )
  }
  pathway.note(
    'A city may still require parking with written findings, but never for housing with 20 % or more affordable units or fewer than 20 units.',
  )
  pathway.note(
    'Parking built voluntarily must still meet electric-vehicle and accessibility rules.',
  )
  pathway.source(
    'parkingMin',
    'No minimum automobile parking within ½ mile of a major transit stop',
    [CITE.govCode65863_2],
  )
  return pathway.finish({ parkingMin: 0 })
}
