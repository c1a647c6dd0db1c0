// Parking a density-bonus project may request (Gov. Code 65915(p), law/rules.md §2.8), then
// AB 2097. Every ratio the project could use is listed in `details.parkingScenarios`;
// `parkingMin` is the one the known facts support.
import { ab2097Applies } from '../../analysis/ab2097-overlay.ts'
import type { Context } from '../../analysis/context.ts'
import { readUnitMix } from '../../analysis/parking.ts'
import { fixedSource, type PathwayBuilder } from '../../analysis/pathway-builder.ts'
import { atLeast, roundUp } from '../../analysis/rounding.ts'
import { CITE } from '../../rules/citations.ts'
import { parkingPerUnitByBedrooms } from '../../rules/density-bonus.ts'
import type { SetAside } from './set-aside.ts'

const NO_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No parking minimum near transit (65915(p)(4), AB 2097)',
  [CITE.govCode65915Parking, CITE.govCode65863_2],
)
const PARKING_SCENARIOS_SOURCE = fixedSource(
  'details.parkingScenarios',
  'Each parking ratio the project may request, with the provision behind it',
  [CITE.govCode65915Parking, CITE.govCode65863_2],
)
const AB2097_PARKING_SOURCE = fixedSource(
  'parkingMin',
  'No minimum within ½ mile of a major transit stop (AB 2097)',
  [CITE.govCode65863_2],
)

type ParkingScenario = { readonly basis: string; readonly spaces: number }

export function bonusParking(
  context: Context,
  pathway: PathwayBuilder,
  details: Record<string, unknown>,
  setAside: SetAside | null,
  totalUnits: number | null,
): number | null {
  const { scenario } = context
  const units = scenario.proposedUnits ?? totalUnits
  const accessNear = context.nearMts === true && context.facts.unobstructedAccessToMts !== false
  const fullyAffordable = setAside?.category === '100PCT'
  pathway.cite(CITE.govCode65915Parking)
  if (units === null) {
    // With no home count, only the rules that remove the minimum altogether can be applied.
    if (ab2097Applies(context) || (fullyAffordable && accessNear)) {
      pathway.use(NO_PARKING_SOURCE)
      return 0
    }
    return null
  }
  const mix = readUnitMix(scenario.unitMix)
  const byBedrooms = mix
    ? roundUp(
        mix.byBedrooms.reduce(
          (sum, [bedrooms, count]) => sum + count * parkingPerUnitByBedrooms(bedrooms),
          0,
        ) *
          (units / mix.units),
      )
    : units
  const pct = setAside?.pct ?? 0
  const scenarios: ParkingScenario[] = [
    {
      basis: mix
        ? '65915(p)(1): by bedrooms'
        : '65915(p)(1): 1 per studio or one-bedroom (bedroom mix not known)',
      spaces: byBedrooms,
    },
  ]
  let applicable = byBedrooms
  if (fullyAffordable) {
    scenarios.push({ basis: '65915(p)(4): 100 % affordable within ½ mile of transit', spaces: 0 })
    if (accessNear) applicable = 0
  } else if (
    (setAside?.category === 'VLI' && atLeast(pct, 11)) ||
    (setAside?.category === 'LI' && atLeast(pct, 20))
  ) {
    const halfPerUnit = roundUp(units * 0.5)
    scenarios.push({
      basis: '65915(p)(2): 0.5 per home within ½ mile of a major transit stop',
      spaces: halfPerUnit,
    })
    if (accessNear) applicable = halfPerUnit
  } else if (
    setAside?.category === 'MOD' &&
    atLeast(pct, 40) &&
    scenario.tenure === 'for_sale' &&
    mix
  ) {
    const perBedroom = roundUp(0.5 * mix.bedrooms * (units / mix.units))
    scenarios.push({
      basis: '65915(p)(3): 0.5 per bedroom within ½ mile of a major transit stop',
      spaces: perBedroom,
    })
    if (context.nearMts === true) applicable = perBedroom
  }
  scenarios.push({ basis: 'AB 2097: no minimum within ½ mile of a major transit stop', spaces: 0 })
  details.parkingScenarios = scenarios
  pathway.use(PARKING_SCENARIOS_SOURCE)
  if (ab2097Applies(context)) {
    pathway.use(AB2097_PARKING_SOURCE)
    return 0
  }
  pathway.source(
    'parkingMin',
    mix
      ? 'Parking ratios a density-bonus project may request, for the proposed bedroom mix (65915(p))'
      : 'Parking ratios a density-bonus project may request, at 1 space per home: the least, with the bedroom mix not known (65915(p))',
    [CITE.govCode65915Parking],
  )
  if (context.nearMts === undefined)
    pathway.note(
      'Near transit the parking minimum drops (65915(p), AB 2097); the distance to transit is not known.',
    )
  return applicable
}
