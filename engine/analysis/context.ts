// Facts every pathway needs, derived once per analysis: the zone's rules, the height district,
// lot area in acres, distance to transit. Unknown stays unknown (undefined).
import { parseHeightDistrict, type HeightDistrict } from '../rules/height-districts.ts'
import { findZoneRules, type ZoneRules } from '../rules/zones.ts'
import { parseZoneString, type ParsedZoneString } from '../zoning/parse-zone-string.ts'
import type { EngineOptions, ParcelFacts, Scenario } from '../types.ts'
import type { PathwayBuilder } from './pathway-builder.ts'
import { ACRE_SF } from './rounding.ts'

/** Transit within this distance (miles) counts as "near" for AB 2097, 65915(p) and ADUs. */
export const HALF_MILE = 0.5

export type Context = {
  readonly facts: ParcelFacts
  readonly scenario: Scenario
  readonly options: EngineOptions
  readonly analysisDate: string
  /** The zone's rules; undefined when no zone was given, null when the zone is not known. */
  readonly zone: ZoneRules | null | undefined
  readonly heightDistrict: HeightDistrict | undefined
  /** A "D" development limitation on the height district (lowers height or FAR by ordinance). */
  readonly dLimitation: boolean
  /** Lot area used for density: the lot, plus half the abutting alley when that option is on. */
  readonly densityLotSf: number | undefined
  readonly acres: number | undefined
  /** Within ½ mile (straight line) of a major transit stop. */
  readonly nearMts: boolean | undefined
  /** Within ½ mile walking of a major transit stop. */
  readonly walkNearMts: boolean | undefined
  /** Qualifiers in the raw zone string that the base tables cannot account for. */
  readonly zoneQualifiers: readonly string[]
}

export function createContext(
  givenFacts: ParcelFacts,
  scenario: Scenario,
  options: EngineOptions,
): Context {
  const parsedZone =
    givenFacts.zoneString === undefined ? null : parseZoneString(givenFacts.zoneString)
  const facts = parsedZone ? withZoneStringFacts(givenFacts, parsedZone) : givenFacts
  const zone = facts.zone === undefined ? undefined : findZoneRules(facts.zone)
  const parsedDistrict =
    facts.heightDistrict === undefined ? null : parseHeightDistrict(facts.heightDistrict)
  const halfAlleySf =
    options.includeHalfAlleySf && facts.alleyWidthFt !== undefined && facts.lotWidthFt !== undefined
      ? (facts.alleyWidthFt / 2) * facts.lotWidthFt
      : 0
  const densityLotSf = facts.lotSf === undefined ? undefined : facts.lotSf + halfAlleySf
  return {
    facts,
    scenario,
    options,
    analysisDate: scenario.analysisDate,
    zone,
    heightDistrict: parsedDistrict?.district,
    dLimitation: (parsedDistrict?.dLimitation ?? false) || (parsedZone?.dLimitation ?? false),
    densityLotSf,
    acres: facts.lotSf === undefined ? undefined : facts.lotSf / ACRE_SF,
    nearMts: facts.distMtsMi === undefined ? undefined : facts.distMtsMi <= HALF_MILE,
    walkNearMts: walkingNearTransit(facts),
    zoneQualifiers: parsedZone ? zoneQualifiers(parsedZone) : [],
  }
}

/**
 * Fills facts the zone string settles when they were not given: the class and height
 * district, and HPOZ status (Los Angeles writes every HPOZ into the zone string; a complete
 * string without "-HPOZ" is outside one). A "-H" or "-HCR" suffix marks hillside land.
 */
function withZoneStringFacts(facts: ParcelFacts, parsed: ParsedZoneString): ParcelFacts {
  const hasHpoz = parsed.overlays.includes('HPOZ')
  const zoneClass = parsed.classPlan ? `${parsed.zoneClass}(${parsed.classPlan})` : parsed.zoneClass
  return {
    ...facts,
    zone: facts.zone ?? zoneClass ?? undefined,
    heightDistrict:
      facts.heightDistrict ??
      (parsed.heightDistrict
        ? `${parsed.heightDistrict}${parsed.dLimitation ? 'D' : ''}`
        : undefined),
    hpoz: facts.hpoz ?? (hasHpoz ? true : parsed.complete ? false : undefined),
    hillsideArea:
      facts.hillsideArea ??
      (parsed.overlays.includes('H') || parsed.overlays.includes('HCR') ? true : undefined),
  }
}

/**
 * Walking distance is never shorter than the straight line, so a stop more than ½ mile away in
 * a straight line is more than ½ mile away on foot too.
 */
function walkingNearTransit(facts: ParcelFacts): boolean | undefined {
  if (facts.walkDistMtsMi !== undefined) return facts.walkDistMtsMi <= HALF_MILE
  if (facts.distMtsMi !== undefined && facts.distMtsMi > HALF_MILE) return false
  return undefined
}

const OVERLAY_NAMES: Readonly<Record<string, string>> = {
  O: '-O oil drilling district',
  CPIO: '-CPIO community plan implementation overlay',
  HPOZ: '-HPOZ historic preservation overlay',
  RIO: '-RIO river improvement overlay',
  CDO: '-CDO community design overlay',
  POD: '-POD pedestrian oriented district',
  SN: '-SN sign district',
  RFA: '-RFA residential floor area district',
  K: '-K equinekeeping district',
  CUGU: '-CUGU Clean Up Green Up district',
}

/** Qualifiers in a zone string that may raise or lower what the base tables allow. */
function zoneQualifiers(parsed: ParsedZoneString): string[] {
  const found: string[] = []
  if (parsed.prefixes.includes('Q')) found.push('[Q] qualified classification')
  if (parsed.prefixes.includes('T')) found.push('[T] tentative classification')
  if (parsed.classPlan) found.push(`(${parsed.classPlan}) specific plan zoning`)
  for (const overlay of parsed.overlays) {
    const name = OVERLAY_NAMES[overlay]
    if (name) found.push(name)
  }
  if (parsed.zoneClass && /^R1[VFRH]/.test(parsed.zoneClass)) found.push('R1 variation zone')
  if (parsed.format === 'chapter1a')
    found.push('Downtown (Chapter 1A) zoning, which these tables do not cover')
  if (!parsed.complete && parsed.format !== 'empty')
    found.push(`parts the parser could not read (${parsed.unread.join(', ')})`)
  return found
}

/** True when `date` (ISO) is on or after `effective` (ISO). */
export function isOnOrAfter(date: string, effective: string): boolean {
  return date >= effective
}

/** The zone's rules, or null after recording why they are missing. */
export function requireZone(context: Context, pathway: PathwayBuilder): ZoneRules | null {
  if (context.zone) return context.zone
  if (context.zone === undefined) {
    pathway.unknown('zone_unknown', 'zone', 'The zone is unknown; the result depends on it.')
  } else {
    pathway.unknown(
      'zone_unreadable',
      'zone',
      `We could not read the zone "${context.facts.zone ?? ''}"; check it on ZIMAS.`,
    )
  }
  return null
}

/** The lot area, or undefined after recording that it is unknown. */
export function requireLotSf(context: Context, pathway: PathwayBuilder): number | undefined {
  if (context.facts.lotSf === undefined) {
    pathway.unknown(
      'lot_area_unknown',
      'lotSf',
      'The lot area is unknown; the result depends on it.',
    )
  }
  return context.facts.lotSf
}
