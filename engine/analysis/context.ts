// Facts every pathway needs, derived once per analysis: the zoning (one zone, or each zone of a
// split lot with its area), lot area in acres, distance to transit. Unknown stays unknown.
import { parseHeightDistrict, type HeightDistrict } from '../rules/height-districts.ts'
import { findZoneRules, type ZoneRules } from '../rules/zones.ts'
import {
  parseZoneString,
  splitZoneString,
  type ParsedZoneString,
} from '../zoning/parse-zone-string.ts'
import type {
  EngineOptions,
  ExistingHomesOutcome,
  ParcelFacts,
  PathwayExisting,
  Scenario,
} from '../types.ts'
import { ACRE_SF } from './rounding.ts'
import { rentStabilization, type RentStabilization } from './rent-stabilization.ts'
import { isWithinHalfMile } from '../rules/transit.ts'

/** One zone of the lot: the whole lot, or one part of a split-zoned lot. */
export type ZonePart = {
  /** As written: "C2-1VL", or the bare class "C2". */
  readonly label: string
  /** The class as read ("C2", "CR(PKM)"), or undefined when none was given. */
  readonly zoneClass: string | undefined
  /** The class's rules; null when the class is not one the engine knows. */
  readonly rules: ZoneRules | null
  readonly heightDistrict: HeightDistrict | undefined
  /** The height district as given, when it could not be read. */
  readonly unreadHeightDistrict: string | undefined
  readonly dLimitation: boolean
  /** Square feet of the lot in this zone; undefined when unknown. */
  readonly areaSf: number | undefined
  /** Qualifiers in the zone string that the base tables cannot account for. */
  readonly qualifiers: readonly string[]
  /** The zone string read completely, and its overlays ("HPOZ", "H"…); from a zone string only. */
  readonly parsed: ParsedZoneString | null
}

export type Zoning = {
  readonly parts: readonly ZonePart[]
  /** The lot lies in more than one zone. */
  readonly split: boolean
  /** Why the parts' areas are not known, in plain words; null when they are (or no split). */
  readonly areasProblem: string | null
}

export type Context = {
  readonly facts: ParcelFacts
  readonly scenario: Scenario
  readonly options: EngineOptions
  readonly analysisDate: string
  /** The application date, or the analysis date when none is planned. */
  readonly applicationDate: string
  /** The lot's zoning; undefined when no zone was given. */
  readonly zoning: Zoning | undefined
  /**
   * The zone's rules on a lot in one zone: undefined when no zone was given or the lot is
   * split, null when the zone is not one the engine knows.
   */
  readonly zone: ZoneRules | null | undefined
  readonly heightDistrict: HeightDistrict | undefined
  /** A "D" development limitation on the height district (lowers height or FAR by ordinance). */
  readonly dLimitation: boolean
  /** Lot area: as given, or the sum of a split lot's parts. */
  readonly lotSf: number | undefined
  /** Lot area used for density: the lot, plus half the abutting alley when that option is on. */
  readonly densityLotSf: number | undefined
  readonly acres: number | undefined
  /** Within ½ mile of a major transit stop (straight line, or a walk no longer than that). */
  readonly nearMts: boolean | undefined
  /** Within ½ mile walking of a major transit stop. */
  readonly walkNearMts: boolean | undefined
  /** Whether the lot's homes are under the Rent Stabilization Ordinance, read once. */
  readonly rentStabilization: RentStabilization
  /** Zone density worked out once, for the pathways that build on it (zone-density.ts). */
  readonly densityMemo: { counts?: ZoneDensityCounts | null }
  /** What stands on the lot, read once for every pathway (existing-homes.ts). */
  readonly existingMemo: ExistingHomesMemo
}

/** Homes by zone on the lot: the count, the unrounded quotient, the arithmetic in words. */
/** The lot's existing homes as each kind of pathway reads them, worked out once per analysis. */
export type ExistingHomesMemo = {
  kept?: PathwayExisting
  demolished?: PathwayExisting
  demolishedForDensityBonus?: PathwayExisting
  /** What each of those owes, in the order first met: the analysis's `existing.outcomes`. */
  readonly outcomes: ExistingHomesOutcome[]
}

export type ZoneDensity = {
  readonly units: number
  /** The unrounded quotient lot area ÷ area per unit; null for one-house-per-lot zones. */
  readonly exact: number | null
  readonly rule: string
  /** The zones and areas counted over, for the units under other readings (`unitsOf`). */
  readonly parts: readonly DensityPart[]
}

/** Zone density under both roundings, worked out together once per analysis. */
export type ZoneDensityCounts = {
  readonly floor: ZoneDensity
  readonly ceil: ZoneDensity
  readonly hasR2: boolean
}

export type DensityPart = { readonly zone: ZoneRules; readonly areaSf: number | undefined }

export function createContext(
  givenFacts: ParcelFacts,
  scenario: Scenario,
  options: EngineOptions,
): Context {
  const zoning = readZoning(givenFacts)
  const single = zoning && !zoning.split ? zoning.parts[0] : undefined
  const facts = zoning ? withZoneStringFacts(givenFacts, zoning) : givenFacts
  const lotSf =
    facts.lotSf ?? (zoning?.split && zoning.areasProblem === null ? sumAreas(zoning) : undefined)
  const halfAlleySf =
    options.includeHalfAlleySf && facts.alleyWidthFt !== undefined && facts.lotWidthFt !== undefined
      ? (facts.alleyWidthFt / 2) * facts.lotWidthFt
      : 0
  return {
    facts,
    scenario,
    options,
    analysisDate: scenario.analysisDate,
    applicationDate: scenario.applicationDate ?? scenario.analysisDate,
    zoning,
    zone: single ? single.rules : undefined,
    heightDistrict: single?.heightDistrict,
    dLimitation: single?.dLimitation ?? false,
    lotSf,
    densityLotSf: lotSf === undefined ? undefined : lotSf + halfAlleySf,
    acres: lotSf === undefined ? undefined : lotSf / ACRE_SF,
    nearMts: nearTransit(facts),
    walkNearMts: walkingNearTransit(facts),
    rentStabilization: rentStabilization(facts),
    // Every field from the start: a memo filled in a different order per analysis would take a
    // different shape each time, and the pathways reading it would read it slowly.
    densityMemo: { counts: undefined },
    existingMemo: {
      kept: undefined,
      demolished: undefined,
      demolishedForDensityBonus: undefined,
      outcomes: [],
    },
  }
}

function sumAreas(zoning: Zoning): number {
  let total = 0
  for (const part of zoning.parts) total += part.areaSf ?? 0
  return total
}

/** The zone string when given (it carries the height district and overlays), else the zone. */
function readZoning(facts: ParcelFacts): Zoning | undefined {
  const source = facts.zoneString ?? facts.zone
  if (source === undefined) return undefined
  const pieces = splitZoneString(source)
  if (pieces.length <= 1) {
    const zoneString = facts.zoneString === undefined ? null : source
    const part = readPart(zoneString, facts.zone, facts.heightDistrict, facts.lotSf)
    return { parts: [part], split: false, areasProblem: null }
  }
  const areas = facts.zoneSplitSf
  const areasProblem = splitAreasProblem(pieces, areas, facts.lotSf)
  const parts = pieces.map((piece, index) => {
    const known = areasProblem === null ? areas?.[index] : undefined
    return facts.zoneString === undefined
      ? readPart(null, piece, facts.heightDistrict, known)
      : readPart(piece, undefined, undefined, known)
  })
  return { parts, split: true, areasProblem }
}

function splitAreasProblem(
  pieces: readonly string[],
  areas: readonly number[] | undefined,
  lotSf: number | undefined,
): string | null {
  const names = pieces.join(' and ')
  if (areas === undefined)
    return `The lot is split between ${names}; each zone governs its own part, and the parts’ areas are not known.`
  if (areas.length !== pieces.length)
    return `The lot is split between ${names}, but ${areas.length} part area${areas.length === 1 ? ' was' : 's were'} given for ${pieces.length} zones.`
  const total = areas.reduce((sum, value) => sum + value, 0)
  if (lotSf !== undefined && Math.abs(total - lotSf) > 1)
    return `The parts of the lot in ${names} add up to ${Math.round(total)} sq ft, not the lot’s ${Math.round(lotSf)} sq ft.`
  return null
}

/**
 * One zone: from its zone string (class, district, overlays), with a class or district given
 * separately taking precedence over what the string says.
 */
function readPart(
  zoneString: string | null,
  givenZone: string | undefined,
  givenDistrict: string | undefined,
  areaSf: number | undefined,
): ZonePart {
  const parsed = zoneString === null ? null : parseZoneString(zoneString)
  const stringClass = parsed?.zoneClass
    ? parsed.classPlan
      ? `${parsed.zoneClass}(${parsed.classPlan})`
      : parsed.zoneClass
    : undefined
  const zoneClass = givenZone ?? stringClass
  const rawDistrict =
    givenDistrict ??
    (parsed?.heightDistrict
      ? `${parsed.heightDistrict}${parsed.dLimitation ? 'D' : ''}`
      : undefined)
  const district = rawDistrict === undefined ? null : parseHeightDistrict(rawDistrict)
  return {
    label: zoneString?.trim() ?? zoneClass ?? '',
    zoneClass,
    rules: zoneClass === undefined ? null : findZoneRules(zoneClass),
    heightDistrict: district?.district,
    unreadHeightDistrict: district === null ? rawDistrict : undefined,
    dLimitation: (district?.dLimitation ?? false) || (parsed?.dLimitation ?? false),
    areaSf,
    qualifiers: parsed ? zoneQualifiers(parsed) : [],
    parsed,
  }
}

/**
 * Fills facts the zone string settles when they were not given: HPOZ status (Los Angeles
 * writes every HPOZ into the zone string; a complete string without "-HPOZ" is outside one)
 * and hillside land (a "-H" or "-HCR" suffix).
 */
function withZoneStringFacts(facts: ParcelFacts, zoning: Zoning): ParcelFacts {
  if (
    facts.zoneString === undefined ||
    (facts.hpoz !== undefined && facts.hillsideArea !== undefined)
  )
    return facts
  let hpoz = false
  let complete = true
  let hillside = false
  for (const part of zoning.parts) {
    const overlays = part.parsed?.overlays ?? []
    if (overlays.includes('HPOZ')) hpoz = true
    if (overlays.includes('H') || overlays.includes('HCR')) hillside = true
    if (!part.parsed?.complete) complete = false
  }
  const known = {
    hpoz: facts.hpoz ?? (hpoz ? true : complete ? false : undefined),
    hillsideArea: facts.hillsideArea ?? (hillside ? true : undefined),
  }
  return known.hpoz === facts.hpoz && known.hillsideArea === facts.hillsideArea
    ? facts
    : { ...facts, ...known }
}

/**
 * Straight-line distance decides; without it, a walk of ½ mile or less settles it too, since
 * the straight line is never longer than the walk.
 */
function nearTransit(facts: ParcelFacts): boolean | undefined {
  if (facts.distMtsMi !== undefined) return isWithinHalfMile(facts.distMtsMi)
  if (facts.walkDistMtsMi !== undefined && isWithinHalfMile(facts.walkDistMtsMi)) return true
  return undefined
}

/**
 * Walking distance is never shorter than the straight line, so a stop more than ½ mile away in
 * a straight line is more than ½ mile away on foot too.
 */
function walkingNearTransit(facts: ParcelFacts): boolean | undefined {
  if (facts.walkDistMtsMi !== undefined) return isWithinHalfMile(facts.walkDistMtsMi)
  if (facts.distMtsMi !== undefined && !isWithinHalfMile(facts.distMtsMi)) return false
  return undefined
}

const OVERLAY_NAMES: Readonly<Record<string, string>> = {
  O: 'an oil drilling district (-O)',
  CPIO: 'a community plan implementation overlay (-CPIO)',
  HPOZ: 'a historic preservation overlay (-HPOZ)',
  RIO: 'a river improvement overlay (-RIO)',
  CDO: 'a community design overlay (-CDO)',
  POD: 'a pedestrian oriented district (-POD)',
  SN: 'a sign district (-SN)',
  RFA: 'a residential floor area district (-RFA)',
  K: 'an equinekeeping district (-K)',
  CUGU: 'a Clean Up Green Up district (-CUGU)',
}

/** Qualifiers in a zone string that may raise or lower what the base tables allow. */
function zoneQualifiers(parsed: ParsedZoneString): string[] {
  const found: string[] = []
  if (parsed.prefixes.includes('Q')) found.push('a [Q] qualified classification')
  if (parsed.prefixes.includes('T')) found.push('a [T] tentative classification')
  if (parsed.classPlan) found.push(`specific plan zoning (${parsed.classPlan})`)
  for (const overlay of parsed.overlays) {
    const name = OVERLAY_NAMES[overlay]
    if (name) found.push(name)
  }
  if (parsed.zoneClass && /^R1[VFRH]/.test(parsed.zoneClass)) found.push('an R1 variation zone')
  if (parsed.format === 'chapter1a')
    found.push('Downtown (Chapter 1A) zoning, which these tables do not cover')
  if (!parsed.complete && parsed.format !== 'empty')
    found.push(`parts we could not read (${parsed.unread.join(', ')})`)
  return found
}

/** True when `date` (ISO) is on or after `effective` (ISO). */
export function isOnOrAfter(date: string, effective: string): boolean {
  return date >= effective
}
