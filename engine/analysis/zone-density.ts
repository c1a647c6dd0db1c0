// Units the Los Angeles zone allows on a lot (law/rules.md §1.2), before any program. Used by
// base zoning (rounded down by default) and by the programs that build on it (rounded up). On
// a split lot each zone counts for its own part, rounded on its own.
import { CITE } from '../rules/citations.ts'
import type { ZoneRules } from '../rules/zones.ts'
import type { EngineOptions } from '../types.ts'
import type { Context, DensityCount } from './context.ts'
import { formatNumber } from './format.ts'
import type { PathwayBuilder } from './pathway-builder.ts'
import { roundBy } from './rounding.ts'

export type ZoneDensity = {
  readonly units: number
  /** The unrounded quotient lot area ÷ area per unit; null for one-house-per-lot zones. */
  readonly exact: number | null
  readonly rule: string
  /** The units under another rounding or R2 cap, for the readings of contested rules. */
  readonly under: (rounding: 'floor' | 'ceil', r2Cap: EngineOptions['r2PerLotCap']) => number
  /** The units of a lot in one zone counted on another area (without the half alley). */
  readonly onArea: (areaSf: number) => number
}

type DensityPart = { readonly zone: ZoneRules; readonly areaSf: number | undefined }

/**
 * Units the zone allows, rounded as `rounding` says, or null when the zone or lot area is
 * unknown (or a split lot's parts have no areas). 0 when the zone permits no new dwellings.
 * Records the R2 cap and half-alley options it applies.
 */
export function zoneDensity(
  context: Context,
  pathway: PathwayBuilder,
  rounding: 'floor' | 'ceil',
): ZoneDensity | null {
  const parts = densityParts(context)
  if (!parts) return null
  const r2Cap = context.options.r2PerLotCap
  const counted = countOnce(context, parts, rounding)
  if (!counted) return null
  const { units, exact, rule } = counted
  if (parts.some((part) => part.zone.zoneClass === 'R2')) {
    pathway.option('r2PerLotCap', r2Cap)
    pathway.flag(
      'VERIFY',
      'r2_per_lot_cap',
      `R2 lots are taken to hold ${r2Cap === 'none' ? 'one home per 2,500 sq ft' : 'at most two homes'}; the code text was not read.`,
      'r2PerLotCap',
    )
  }
  if (context.options.includeHalfAlleySf && context.densityLotSf !== context.lotSf) {
    pathway.option('includeHalfAlleySf', true)
    pathway.flag(
      'VERIFY',
      'half_alley',
      'Half of the abutting alley was counted toward lot area: a City practice we could not confirm.',
      'includeHalfAlleySf',
    )
  }
  pathway.cite(CITE.zoningSummaryTable1)
  return {
    units,
    exact,
    rule,
    under: (otherRounding, otherCap) => unitsOf(parts, otherRounding, otherCap),
    onArea: (areaSf) =>
      unitsOf(
        parts.map((part) => ({ ...part, areaSf })),
        rounding,
        r2Cap,
      ),
  }
}

/** The count for a rounding, worked out once per analysis (base zoning, TOC, density bonus). */
function countOnce(
  context: Context,
  parts: readonly DensityPart[],
  rounding: 'floor' | 'ceil',
): DensityCount | null {
  const memo = context.densityByRounding
  let counted = memo[rounding]
  if (counted === undefined) {
    const fresh = computeDensity(parts, rounding, context.options.r2PerLotCap)
    counted = Number.isNaN(fresh.units) ? null : fresh
    memo[rounding] = counted
  }
  return counted
}

/** The zones and areas density is counted over: the lot, or each part of a split lot. */
function densityParts(context: Context): DensityPart[] | null {
  const zoning = context.zoning
  if (!zoning) return null
  if (!zoning.split) {
    return context.zone ? [{ zone: context.zone, areaSf: context.densityLotSf }] : null
  }
  if (zoning.areasProblem !== null) return null
  const parts: DensityPart[] = []
  for (const part of zoning.parts) {
    if (!part.rules) return null
    parts.push({ zone: part.rules, areaSf: part.areaSf })
  }
  return parts
}

function computeDensity(
  parts: readonly DensityPart[],
  rounding: 'floor' | 'ceil',
  r2Cap: EngineOptions['r2PerLotCap'],
): { units: number; exact: number | null; rule: string } {
  if (parts.length === 1) return partDensity(parts[0] as DensityPart, rounding, r2Cap)
  let units = 0
  let exact: number | null = null
  const rules: string[] = []
  for (const part of parts) {
    const density = partDensity(part, rounding, r2Cap)
    units += density.units
    if (density.exact !== null) exact = (exact ?? 0) + density.exact
    rules.push(density.rule)
  }
  return { units, exact, rule: rules.join('; ') }
}

/** The units alone, for the readings of other roundings and caps. */
function unitsOf(
  parts: readonly DensityPart[],
  rounding: 'floor' | 'ceil',
  r2Cap: EngineOptions['r2PerLotCap'],
): number {
  let units = 0
  for (const { zone, areaSf } of parts) {
    if (zone.sfPerDu === null) continue
    if (zone.onePerLot || areaSf === undefined) {
      units += 1
      continue
    }
    const rounded = Math.max(1, roundBy(areaSf / zone.sfPerDu, rounding))
    units += zone.zoneClass === 'R2' && r2Cap === 2 && rounded > 2 ? 2 : rounded
  }
  return units
}

/** One zone on its area: units, the unrounded quotient, and the arithmetic in words. */
function partDensity(
  { zone, areaSf }: DensityPart,
  rounding: 'floor' | 'ceil',
  r2Cap: EngineOptions['r2PerLotCap'],
): { units: number; exact: number | null; rule: string } {
  if (zone.sfPerDu === null)
    return { units: 0, exact: null, rule: `${zone.zoneClass} permits no new homes` }
  if (zone.onePerLot)
    return { units: 1, exact: null, rule: `${zone.zoneClass}: one home per lot, whatever its size` }
  // Without the area there is no count: the caller records the missing lot area.
  if (areaSf === undefined) return { units: Number.NaN, exact: null, rule: '' }
  const exact = areaSf / zone.sfPerDu
  const rounded = Math.max(1, roundBy(exact, rounding))
  const capped = zone.zoneClass === 'R2' && r2Cap === 2 && rounded > 2
  return {
    units: capped ? 2 : rounded,
    exact,
    rule: `${formatNumber(areaSf)} sq ft ÷ ${formatNumber(zone.sfPerDu)} sq ft per home in ${zone.zoneClass} = ${formatNumber(exact)}, ${rounding === 'floor' ? 'rounded down' : 'rounded up'}${capped ? ', capped at 2 homes on an R2 lot' : ''}`,
  }
}
