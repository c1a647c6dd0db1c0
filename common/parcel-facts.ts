// A stored parcel record as the analysis engine reads it, with the reason for every fact that
// was derived or reconciled rather than copied. Records disagree with themselves: ZIMAS shows
// lots marked rent-stabilized whose unit count says 1 while the Assessor's use code says a
// duplex or more, condominium units whose use code is "Not Available", buildings "built" after
// 1978 on lots whose older homes are still covered. Where the unit count, the use code and the
// year disagree, the facts take the cautious reading (the one that never opens a pathway the
// law may close) and say why (docs/decisions/033-cautious-parcel-facts.md).
import { formatNumber, formatSqFt, MARKET_AREAS, type MarketArea, type ParcelFacts } from '#engine'
import { describeSplit, type MapLayerFact, type MapSplits } from './map-splits.ts'

/** The parcel table's columns the engine needs, camelCase, each null when not known. */
export type ParcelRecord = {
  readonly lotSf: number | null
  /** Area of the lot as drawn on the County parcel map, sq ft (absent before shapes are imported). */
  readonly shapeAreaSf?: number | null
  readonly lotWidthFt: number | null
  readonly lotDepthFt: number | null
  readonly zoneString: string | null
  readonly zoneClass: string | null
  readonly heightDistrict: string | null
  readonly generalPlanLandUse: string | null
  readonly specificPlan: string | null
  readonly yearBuilt: number | null
  readonly existingUnits: number | null
  /** Floor area of the buildings on the lot as the public record gives it, sq ft. */
  readonly existingBuildingSf: number | null
  /** The residential market area as the importer stored it: 'low' … 'high' (ZIMAS). */
  readonly residentialMarketArea: string | null
  /** The Assessor's use code as ZIMAS shows it: "0100 - Residential - Single Family Residence". */
  readonly useCode: string | null
  /**
   * The Assessor's value of the improvements on the lot, USD: above 0, something stands. Absent
   * where a caller has no roll values.
   */
  readonly improvementValue?: number | null
  readonly rso: boolean | null
  readonly vhfhsz: boolean | null
  readonly hpoz: boolean | null
  readonly coastalZone: boolean | null
  readonly hillsideArea: boolean | null
  readonly floodZoneSfha: boolean | null
  readonly earthquakeFaultZone: boolean | null
  readonly tocTier: number | null
  readonly distMtsMi: number | null
  readonly sb79StopTier: number | null
  readonly sb79DistBand: string | null
  /** The map layers whose lines cross the lot's outline, with each value's share (absent before shapes are imported). */
  readonly mapSplits?: MapSplits | null
}

/** Why a fact has the value it has, in words a report can print. */
export type FactDerivation = { readonly fact: keyof ParcelFacts; readonly reason: string }

export type DerivedParcelFacts = {
  readonly facts: ParcelFacts
  readonly derivations: readonly FactDerivation[]
}

/** Los Angeles's population (2020 Census), for SB 79's 35,000-person threshold. */
export const LOS_ANGELES_POPULATION = 3_898_747

/** What an Assessor use code says about the homes on a lot. */
type UseCodeReading = {
  /** The code as written: "0200". */
  readonly code: string
  /** Vacant land ("010V", "100V"…). */
  readonly vacantLand: boolean
  /** The fewest homes the code implies (a "five or more" code implies 5); null: no count. */
  readonly minUnits: number | null
  readonly type: 'duplex' | 'multifamily' | null
  /** The code's category in words, for reasons: "a duplex", "five or more homes". */
  readonly describes: string
}

const RESIDENTIAL_CODES: Readonly<
  Record<string, { minUnits: number; type: 'duplex' | 'multifamily' | null; describes: string }>
> = {
  '01': { minUnits: 1, type: null, describes: 'a single-family house' },
  '02': { minUnits: 2, type: 'duplex', describes: 'a duplex (two homes)' },
  '03': { minUnits: 3, type: 'multifamily', describes: 'three homes' },
  '04': { minUnits: 4, type: 'multifamily', describes: 'four homes' },
  '05': { minUnits: 5, type: 'multifamily', describes: 'five or more homes' },
}

/** Reads the leading code of a use code; null when there is none ("Not Available"). */
export function readUseCode(useCode: string | null): UseCodeReading | null {
  const code = useCode?.trim().slice(0, 4).toUpperCase()
  if (!code || !/^[0-9][0-9A-Z]{3}$/.test(code)) return null
  const vacantLand = code.endsWith('V')
  const residential = RESIDENTIAL_CODES[code.slice(0, 2)]
  if (vacantLand) return { code, vacantLand, minUnits: 0, type: null, describes: 'vacant land' }
  if (residential) return { code, vacantLand, ...residential }
  return { code, vacantLand, minUnits: null, type: null, describes: 'a non-residential use' }
}

const SF_TYPE_LEFT_OPEN =
  'House type left open: the records show one house, but not that it is the only dwelling on the lot (a second unit or a condominium would be under the Rent Stabilization Ordinance).'

/**
 * The engine's facts for a stored parcel, and the reason for each one derived or reconciled.
 * Unknown stays unknown: a null column is left out.
 */
export function deriveParcelFacts(record: ParcelRecord): DerivedParcelFacts {
  const derivations: FactDerivation[] = []
  const explain = (fact: keyof ParcelFacts, reason: string) => derivations.push({ fact, reason })
  const facts: Record<string, unknown> = {}
  const copy = <K extends keyof ParcelFacts & keyof ParcelRecord>(key: K) => {
    const value = record[key]
    if (value !== null) facts[key] = value
  }
  for (const key of [
    'lotSf',
    'lotWidthFt',
    'lotDepthFt',
    'zoneString',
    'heightDistrict',
    'generalPlanLandUse',
    'specificPlan',
    'rso',
    'vhfhsz',
    'hpoz',
    'coastalZone',
    'hillsideArea',
    'floodZoneSfha',
    'earthquakeFaultZone',
    'tocTier',
    'distMtsMi',
  ] as const)
    copy(key)
  if (record.zoneClass !== null) facts.zone = record.zoneClass
  for (const [fact, split] of Object.entries(record.mapSplits ?? {}))
    if (split) explain(fact as MapLayerFact, describeSplit(fact as MapLayerFact, split))
  lotArea(record, facts, explain)

  const homes = reconcileHomes(record, explain)
  Object.assign(facts, homes)
  const floorArea = buildingFloorArea(record, explain)
  if (floorArea !== undefined) facts.existingBuildingSf = floorArea
  if (isMarketArea(record.residentialMarketArea))
    facts.residentialMarketArea = record.residentialMarketArea
  transitFacts(record, facts, explain)
  facts.cityPopulation = LOS_ANGELES_POPULATION
  explain(
    'cityPopulation',
    `The City of Los Angeles had ${LOS_ANGELES_POPULATION.toLocaleString('en-US')} people in the 2020 Census.`,
  )
  return { facts: facts as ParcelFacts, derivations }
}

/** Drawn and recorded lot areas this far apart (as a share of the smaller) are not trusted. */
const LOT_AREA_TOLERANCE = 0.2

/**
 * A lot whose drawn outline and Assessor's area disagree by more than 20 % takes the smaller
 * area until someone confirms it: the larger would overstate floor area and homes.
 */
function lotArea(
  record: ParcelRecord,
  facts: Record<string, unknown>,
  explain: (fact: keyof ParcelFacts, reason: string) => void,
) {
  const drawn = record.shapeAreaSf ?? null
  const recorded = record.lotSf
  if (drawn === null || recorded === null || drawn <= 0 || recorded <= 0) return
  const smaller = Math.min(drawn, recorded)
  if (Math.abs(drawn - recorded) / smaller <= LOT_AREA_TOLERANCE) return
  facts.lotSf = smaller
  explain(
    'lotSf',
    `The lot drawn on the County parcel map measures ${formatSqFt(drawn)} and the Assessor records ${formatSqFt(recorded)}, more than 20 % apart: the smaller, ${formatSqFt(smaller)}, is used until the lot area is confirmed.`,
  )
}

type HomeFacts = Pick<ParcelFacts, 'existingUnits' | 'existingUnitType' | 'vacant' | 'yearBuilt'>

/** Homes, house type, vacancy and year built, reconciled between the count, code and year. */
function reconcileHomes(
  record: ParcelRecord,
  explain: (fact: keyof ParcelFacts, reason: string) => void,
): HomeFacts {
  const use = readUseCode(record.useCode)
  const counted = record.existingUnits
  const year = plausibleYear(record.yearBuilt)
  if (record.yearBuilt !== null && year === undefined)
    explain(
      'yearBuilt',
      `Year built left unknown: the record’s ${record.yearBuilt} is not a real year.`,
    )
  const result: { -readonly [K in keyof HomeFacts]: HomeFacts[K] } = {}
  if (year !== undefined) result.yearBuilt = year

  if (use === null) {
    if (counted !== null) result.existingUnits = counted
    if (counted !== null && counted > 0) {
      result.vacant = false
      explain('vacant', `Not vacant: the record counts ${counted} home${counted === 1 ? '' : 's'}.`)
      if (counted === 1)
        explain(
          'existingUnitType',
          'House type left open: the use code is not available, and one home may be a condominium unit or part of a larger building.',
        )
    } else if (counted === null && (record.improvementValue ?? 0) > 0) {
      // The County's parcel layer gives the roll's values but no use code or building records:
      // valued improvements mean a structure stands, though not what it is (decision 781).
      result.vacant = false
      explain(
        'vacant',
        `Not vacant: the Assessor values improvements on the lot at $${formatNumber(record.improvementValue ?? 0)}, so a building or other structure stands; the records do not say what it is or how many homes it holds.`,
      )
    }
    return result
  }

  if (use.vacantLand) {
    if (counted === null || counted === 0) {
      result.existingUnits = 0
      result.existingUnitType = 'none'
      result.vacant = true
      explain('vacant', `Vacant: the Assessor’s use code ${use.code} is vacant land.`)
      explain('existingUnits', `No homes: the use code ${use.code} is vacant land.`)
    } else {
      result.existingUnits = counted
      explain(
        'vacant',
        `Vacancy left unknown: the use code ${use.code} says vacant land, but the record counts ${counted} home${counted === 1 ? '' : 's'}.`,
      )
    }
    return result
  }

  // Any other code records an improvement: a permanent structure stands on the lot.
  result.vacant = false
  explain(
    'vacant',
    `Not vacant: the Assessor’s use code ${use.code} records a building on the lot.`,
  )
  if (use.minUnits === null) {
    if (counted !== null) result.existingUnits = counted
    if (counted !== null && counted > 0)
      explain(
        'existingUnitType',
        `House type left open: the use code ${use.code} is ${use.describes}, with ${counted} home${counted === 1 ? '' : 's'} counted.`,
      )
    return result
  }

  const units = counted === null ? use.minUnits : Math.max(counted, use.minUnits)
  result.existingUnits = units
  if (counted === null) {
    explain(
      'existingUnits',
      `${units} home${units === 1 ? '' : 's'}: the use code ${use.code} is ${use.describes}.`,
    )
  } else if (counted < use.minUnits) {
    explain(
      'existingUnits',
      `Treated as ${use.describes}: the Assessor’s use code ${use.code} says so, although the unit count says ${counted}. The larger count is the cautious reading.`,
    )
    if (year !== undefined && year >= 1978) {
      delete result.yearBuilt
      explain(
        'yearBuilt',
        `Year built ${year} not relied on: it belongs to the recorded building, and the use code shows more homes than the record counts, which may be older.`,
      )
    }
  }
  if (use.type !== null) {
    result.existingUnitType = use.type
    if (units > use.minUnits && use.type === 'duplex') result.existingUnitType = 'multifamily'
    explain(
      'existingUnitType',
      result.existingUnitType === use.type
        ? `${use.type === 'duplex' ? 'A duplex' : 'A multifamily building'}: the use code ${use.code} is ${use.describes}.`
        : `A multifamily building: the use code ${use.code} is ${use.describes}, but the record counts ${units} homes.`,
    )
  } else {
    explain(
      'existingUnitType',
      units === 1
        ? SF_TYPE_LEFT_OPEN
        : `House type left open: the use code ${use.code} is ${use.describes}, but the record counts ${units} homes.`,
    )
  }
  return result
}

/**
 * The buildings' floor area the report draws what stands from, when the record's figure covers
 * everything on the lot. A record of 0 is "none recorded", not "nothing stands" (the records
 * write 0 for unknown). The figure is set aside where it may cover only part of what stands: a
 * condominium unit's own area, one building record of a lot whose use code shows more homes than
 * the record counts, or a record without a use code to tell (decision 540).
 */
function buildingFloorArea(
  record: ParcelRecord,
  explain: (fact: keyof ParcelFacts, reason: string) => void,
): number | undefined {
  const recorded = record.existingBuildingSf
  if (recorded === null || recorded <= 0) return undefined
  const area = formatSqFt(recorded)
  const setAside = (why: string) =>
    explain('existingBuildingSf', `Floor area of what stands left unknown: ${why}`)
  const use = readUseCode(record.useCode)
  if (use === null) {
    setAside(
      `the record gives ${area} but no use code, so it may be one condominium unit or one building of several.`,
    )
    return undefined
  }
  if (use.code[3] === 'C') {
    setAside(
      `the use code ${use.code} is a condominium unit, and its ${area} are the unit’s, not the building’s.`,
    )
    return undefined
  }
  if (use.vacantLand) {
    setAside(`the use code ${use.code} says vacant land, but the record gives ${area}.`)
    return undefined
  }
  const counted = record.existingUnits
  if (use.minUnits !== null && counted !== null && counted < use.minUnits) {
    setAside(
      `the record’s ${area} belong to a building with ${counted} home${counted === 1 ? '' : 's'}, and the use code ${use.code} shows ${use.describes}, so other buildings may stand beside it.`,
    )
    return undefined
  }
  return recorded
}

/** The importers store only the City's four areas; anything else in the column stays unknown. */
function isMarketArea(value: string | null): value is MarketArea {
  return value !== null && (MARKET_AREAS as readonly string[]).includes(value)
}

/** A year the engine can use; the records write unknown years as 0. */
function plausibleYear(year: number | null): number | undefined {
  return year !== null && Number.isInteger(year) && year >= 1781 && year <= 2100 ? year : undefined
}

/**
 * SB 79 stop tier and band: with the transit distances computed, "no SB 79 stop within
 * ½ mile" is a known null; without them it stays unknown.
 */
function transitFacts(
  record: ParcelRecord,
  facts: Record<string, unknown>,
  explain: (fact: keyof ParcelFacts, reason: string) => void,
) {
  const transitKnown = record.distMtsMi !== null
  const tier = record.sb79StopTier
  if (tier === 1 || tier === 2) facts.sb79StopTier = tier
  else if (transitKnown) {
    facts.sb79StopTier = null
    explain(
      'sb79StopTier',
      'No SB 79 stop within ½ mile: the distances to every rail and bus-rapid-transit stop were computed.',
    )
  }
  const band = record.sb79DistBand
  if (band === 'adjacent' || band === 'quarter' || band === 'half') facts.sb79DistBand = band
  else if (transitKnown) facts.sb79DistBand = null
}
