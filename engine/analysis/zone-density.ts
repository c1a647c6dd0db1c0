// Units the Los Angeles zone allows on a lot (law/rules.md §1.2), before any program. Used by
// base zoning (rounded down by default) and by the programs that build on it (rounded up). On
// a split lot each zone counts for its own part, rounded on its own.
import { CITE } from '../rules/citations.ts'
import type { EngineOptions } from '../types.ts'
import type { Context, DensityPart, ZoneDensity, ZoneDensityCounts } from './context.ts'
import { formatNumber } from './format.ts'
import { flagOf, type PathwayBuilder } from './pathway-builder.ts'
import { roundBy } from './rounding.ts'

type Rounding = 'floor' | 'ceil'

const R2_CAPPED_FLAG = r2CapFlag('at most two homes')
const R2_UNCAPPED_FLAG = r2CapFlag('one home per 2,500 sq ft')

function r2CapFlag(reading: string) {
  return flagOf(
    'VERIFY',
    'r2_per_lot_cap',
    `R2 lots are taken to hold ${reading}; the code text was not read.`,
    'r2PerLotCap',
  )
}

const HALF_ALLEY_FLAG = flagOf(
  'VERIFY',
  'half_alley',
  'Half of the abutting alley was counted toward lot area: a City practice we could not confirm.',
  'includeHalfAlleySf',
)

/**
 * Units the zone allows, rounded as `rounding` says, or null when the zone or lot area is
 * unknown (or a split lot's parts have no areas). 0 when the zone permits no new dwellings.
 * Records the R2 cap and half-alley options it applies.
 */
export function zoneDensity(
  context: Context,
  pathway: PathwayBuilder,
  rounding: Rounding,
): ZoneDensity | null {
  const counts = countOnce(context)
  if (!counts) return null
  if (counts.hasR2) {
    const r2Cap = pathway.option('r2PerLotCap', context.options.r2PerLotCap)
    pathway.flag(r2Cap === 'none' ? R2_UNCAPPED_FLAG : R2_CAPPED_FLAG)
  }
  if (context.options.includeHalfAlleySf && context.densityLotSf !== context.lotSf) {
    pathway.option('includeHalfAlleySf', true)
    pathway.flag(HALF_ALLEY_FLAG)
  }
  pathway.cite(CITE.zoningSummaryTable1)
  return rounding === 'floor' ? counts.floor : counts.ceil
}

/**
 * Both roundings, worked out on the first request of an analysis: base zoning, the density
 * bonus and TOC all count zone density, and the arithmetic in words is the same for both.
 */
function countOnce(context: Context): ZoneDensityCounts | null {
  const memo = context.densityMemo
  if (memo.counts === undefined) {
    const parts = densityParts(context)
    memo.counts = parts && countBoth(parts, context.options.r2PerLotCap)
  }
  return memo.counts
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

function countBoth(
  parts: readonly DensityPart[],
  r2Cap: EngineOptions['r2PerLotCap'],
): ZoneDensityCounts | null {
  let floorUnits = 0
  let ceilUnits = 0
  let exact: number | null = null
  let hasR2 = false
  let floorRule = ''
  let ceilRule = ''
  for (const part of parts) {
    // Without the area there is no count: the caller records the missing lot area.
    if (part.areaSf === undefined && part.zone.sfPerDu !== null && !part.zone.onePerLot) return null
    if (part.zone.zoneClass === 'R2') hasR2 = true
    const quotient = partQuotient(part)
    if (quotient !== null) exact = (exact ?? 0) + quotient
    floorUnits += partUnits(part, 'floor', r2Cap)
    ceilUnits += partUnits(part, 'ceil', r2Cap)
    // The arithmetic is the same under either rounding: written once, then each rounding's end.
    const arithmetic = partArithmetic(part, quotient)
    const floor = partRule(part, quotient, arithmetic, 'floor', r2Cap)
    const ceil = partRule(part, quotient, arithmetic, 'ceil', r2Cap)
    floorRule = floorRule === '' ? floor : `${floorRule}; ${floor}`
    ceilRule = ceilRule === '' ? ceil : `${ceilRule}; ${ceil}`
  }
  return {
    floor: { units: floorUnits, exact, rule: floorRule, parts },
    ceil: { units: ceilUnits, exact, rule: ceilRule, parts },
    hasR2,
  }
}

/** Lot area ÷ area per unit, or null for zones that count no quotient. */
function partQuotient({ zone, areaSf }: DensityPart): number | null {
  if (zone.sfPerDu === null || zone.onePerLot || areaSf === undefined) return null
  return areaSf / zone.sfPerDu
}

/** The units alone: for each rounding here, and for the readings of other roundings and caps. */
function partUnits(
  { zone, areaSf }: DensityPart,
  rounding: Rounding,
  r2Cap: EngineOptions['r2PerLotCap'],
): number {
  if (zone.sfPerDu === null) return 0
  if (zone.onePerLot || areaSf === undefined) return 1
  const rounded = Math.max(1, roundBy(areaSf / zone.sfPerDu, rounding))
  return zone.zoneClass === 'R2' && r2Cap === 2 && rounded > 2 ? 2 : rounded
}

/** The units of `parts` under a rounding and R2 cap, for the readings of contested rules. */
export function unitsOf(
  parts: readonly DensityPart[],
  rounding: Rounding,
  r2Cap: EngineOptions['r2PerLotCap'],
): number {
  let units = 0
  for (const part of parts) units += partUnits(part, rounding, r2Cap)
  return units
}

/** "7,000 sq ft ÷ 800 sq ft per home in R3 = 8.75", the same under either rounding. */
function partArithmetic({ zone, areaSf }: DensityPart, quotient: number | null): string {
  if (zone.sfPerDu === null) return `${zone.zoneClass} permits no new homes`
  if (quotient === null) return `${zone.zoneClass}: one home per lot, whatever its size`
  return `${formatNumber(areaSf as number)} sq ft ÷ ${formatNumber(zone.sfPerDu)} sq ft per home in ${zone.zoneClass} = ${formatNumber(quotient)}`
}

function partRule(
  { zone }: DensityPart,
  quotient: number | null,
  arithmetic: string,
  rounding: Rounding,
  r2Cap: EngineOptions['r2PerLotCap'],
): string {
  if (quotient === null) return arithmetic
  const capped = zone.zoneClass === 'R2' && r2Cap === 2 && roundBy(quotient, rounding) > 2
  return `${arithmetic}, ${rounding === 'floor' ? 'rounded down' : 'rounded up'}${capped ? ', capped at 2 homes on an R2 lot' : ''}`
}
