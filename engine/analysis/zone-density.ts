// Units the Los Angeles zone allows on a lot (law/rules.md §1.2), before any program. Used by
// base zoning (rounded down by default) and by the programs that build on it (rounded up).
import { CITE } from '../rules/citations.ts'
import type { Context } from './context.ts'
import type { PathwayBuilder } from './pathway-builder.ts'
import { formatNumber, roundBy } from './rounding.ts'

export type ZoneDensity = {
  readonly units: number
  /** The unrounded quotient lot area ÷ area per unit; null for one-house-per-lot zones. */
  readonly exact: number | null
  readonly rule: string
}

/**
 * Units the zone allows, rounded as `rounding` says, or null when the zone or lot area is
 * unknown, or 0 when the zone permits no new dwellings. Records the R2 cap option it applies.
 */
export function zoneDensity(
  context: Context,
  pathway: PathwayBuilder,
  rounding: 'floor' | 'ceil',
): ZoneDensity | null {
  const zone = context.zone
  if (!zone) return null
  if (zone.sfPerDu === null)
    return { units: 0, exact: null, rule: `${zone.zoneClass} permits no new dwellings` }
  if (zone.onePerLot) {
    return {
      units: 1,
      exact: null,
      rule: `${zone.zoneClass}: one dwelling per lot, whatever its size`,
    }
  }
  const lotSf = context.densityLotSf
  if (lotSf === undefined) return null
  const exact = lotSf / zone.sfPerDu
  let units = Math.max(1, roundBy(exact, rounding))
  let rule = `${formatNumber(lotSf)} sq ft ÷ ${formatNumber(zone.sfPerDu)} sq ft per unit = ${formatNumber(exact)}, ${rounding === 'floor' ? 'rounded down' : 'rounded up'}`
  if (zone.zoneClass === 'R2') {
    const cap = pathway.option('r2PerLotCap', context.options.r2PerLotCap)
    pathway.flag(
      'VERIFY',
      'r2_per_lot_cap',
      `R2 lots are taken to hold at most ${cap === 'none' ? 'one unit per 2,500 sq ft' : '2 units'} (the code text was not read).`,
      'r2PerLotCap',
    )
    if (cap === 2 && units > 2) {
      units = 2
      rule += ', capped at 2 units per R2 lot'
    }
  }
  if (context.options.includeHalfAlleySf && lotSf !== context.facts.lotSf) {
    pathway.option('includeHalfAlleySf', true)
    pathway.flag(
      'VERIFY',
      'half_alley',
      'Half of the abutting alley was counted toward lot area: unverified Los Angeles practice.',
      'includeHalfAlleySf',
    )
  }
  pathway.cite(CITE.zoningSummaryTable1)
  return { units, exact, rule }
}
