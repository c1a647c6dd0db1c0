// AB 2097 (Gov. Code 65863.2, law/rules.md §9): no minimum parking within ½ mile of a major
// transit stop. It is a pathway of its own (maxUnits is null) and an overlay on every other
// (analysis/ab2097-overlay.ts).
import { criterion } from '../analysis/criteria.ts'
import { isTransientLodging } from '../analysis/ab2097-overlay.ts'
import type { Context } from '../analysis/context.ts'
import { formatNumber } from '../analysis/format.ts'
import {
  NO_FIGURES,
  PathwayBuilder,
  fixedSource,
  preparePathway,
} from '../analysis/pathway-builder.ts'
import { CITE } from '../rules/citations.ts'
import { EFFECTIVE } from '../rules/effective-dates.ts'
import { isWithinHalfMile } from '../rules/transit.ts'
import type { FailReason, PathwayResult } from '../types.ts'

const TRANSIENT_LODGING: FailReason = {
  code: 'transient_lodging',
  status: 'fail',
  fact: 'use',
  message: 'AB 2097 does not apply to hotels, motels and other transient lodging.',
}

const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No minimum automobile parking within ½ mile of a major transit stop',
  [CITE.govCode65863_2],
)

/** The pathway and the law it rests on, prepared once. */
const PATHWAY = preparePathway({
  id: 'ab2097',
  name: 'AB 2097 parking relief near transit',
  law: 'AB 2097',
  lawId: 'ab2097',
  effectiveDate: EFFECTIVE.ab2097,
  inForceBy: 'analysis',
  citations: [CITE.govCode65863_2, CITE.pubResCode21155],
  // Parking relief only: it builds nothing, so it leaves what stands as it is.
  existingHomes: 'adds',
  ownerSite: 'builds_no_homes',
})

const NOT_LODGING = criterion(
  'transient_lodging',
  'The project is not a hotel, motel or other transient lodging',
  CITE.govCode65863_2,
)
const NEAR_TRANSIT = criterion(
  'too_far_from_transit',
  'The lot is within ½ mile of a major transit stop',
  CITE.govCode65863_2,
  ['too_far_from_transit', 'transit_distance_unknown'],
)

export function analyzeAb2097(context: Context): PathwayResult {
  const pathway = new PathwayBuilder(context, PATHWAY)
  if (pathway.hasFailed()) return pathway.finish(NO_FIGURES)
  pathway.check(NOT_LODGING)
  pathway.check(NEAR_TRANSIT)
  if (isTransientLodging(context)) {
    pathway.add(TRANSIENT_LODGING)
  }
  const { distMtsMi: distance, walkDistMtsMi: walk } = context.facts
  if (distance !== undefined && !isWithinHalfMile(distance)) {
    pathway.fail(
      'too_far_from_transit',
      'distMtsMi',
      `The nearest major transit stop is ${formatNumber(distance)} miles away in a straight line; AB 2097 needs ½ mile or less.`,
    )
  } else if (distance === undefined && context.nearMts !== true) {
    pathway.unknown(
      'transit_distance_unknown',
      'distMtsMi',
      walk === undefined
        ? 'The distance to the nearest major transit stop is not known; AB 2097 needs it within ½ mile.'
        : `The walk to the nearest major transit stop is ${formatNumber(walk)} miles; AB 2097 counts the straight-line distance, which may be shorter. It must be within ½ mile.`,
    )
  } else if (distance === undefined) {
    pathway.note(
      `The walk to the nearest major transit stop is ${formatNumber(walk ?? 0)} miles, so the straight-line distance is within ½ mile too.`,
    )
  }
  pathway.note(
    'A city may still require parking with written findings, but never for housing with 20 % or more affordable homes or fewer than 20 homes.',
  )
  pathway.note(
    'Parking built voluntarily must still meet electric-vehicle and accessibility rules.',
  )
  pathway.use(NO_PARKING_SOURCE)
  return pathway.finish({ ...NO_FIGURES, parkingMin: 0 })
}
