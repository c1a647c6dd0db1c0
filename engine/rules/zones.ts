// Los Angeles zone classes (Chapter 1 zones) as data: density, zone family and the groups the
// height, floor-area and yard tables use. Source: the City's Generalized Summary of Zoning
// Regulations, CP-7150 (2020), Table 1, as written up in law/rules.md §1.2.

export type ZoneFamily =
  | 'agricultural'
  | 'single_family'
  | 'two_family'
  | 'multifamily'
  | 'commercial'
  | 'commercial_manufacturing'
  | 'industrial'
  | 'parking'
  | 'public'

/** Rows of the height-district table (rules.md §1.4) that zones share. */
export type HeightGroup =
  | 'agricultural'
  | 'rd_r3'
  | 'ras3'
  | 'r2'
  | 'r4_r5'
  | 'ras4'
  | 'cr'
  | 'commercial_industrial'
  | 'sf_small'
  | 'sf_large'
  | 'r1_variation'
  | 'none'

export type ZoneRules = {
  /** The class as written in the table ("R1" also stands for its variation zones). */
  readonly zoneClass: string
  readonly family: ZoneFamily
  /** Lot area per dwelling unit (sq ft); null when the zone permits no new primary dwellings. */
  readonly sfPerDu: number | null
  /** One dwelling per lot however large the lot is. */
  readonly onePerLot: boolean
  readonly minLotSf: number | null
  readonly heightGroup: HeightGroup
  /** Residential floor-area ratio for single-family zones (non-hillside). */
  readonly rfaRatio: number | null
  /** The RFA ratio is recalled, not read from the code ([VERIFY] in rules.md §1.4). */
  readonly rfaUnverified: boolean
}

type Row = Omit<ZoneRules, 'zoneClass' | 'rfaUnverified'> & { rfaUnverified?: boolean }

const ACRE_SF = 43_560

function singleFamily(
  minLotSf: number,
  heightGroup: HeightGroup,
  rfaRatio: number | null,
  rfaUnverified = true,
): Row {
  return {
    family: 'single_family',
    sfPerDu: minLotSf,
    onePerLot: true,
    minLotSf,
    heightGroup,
    rfaRatio,
    rfaUnverified,
  }
}

function multifamily(sfPerDu: number, minLotSf: number, heightGroup: HeightGroup): Row {
  return {
    family: 'multifamily',
    sfPerDu,
    onePerLot: false,
    minLotSf,
    heightGroup,
    rfaRatio: null,
  }
}

function commercial(sfPerDu: number, heightGroup: HeightGroup = 'commercial_industrial'): Row {
  return {
    family: 'commercial',
    sfPerDu,
    onePerLot: false,
    minLotSf: null,
    heightGroup,
    rfaRatio: null,
  }
}

function noDwellings(family: ZoneFamily): Row {
  return {
    family,
    sfPerDu: null,
    onePerLot: false,
    minLotSf: null,
    heightGroup: family === 'public' || family === 'parking' ? 'none' : 'commercial_industrial',
    rfaRatio: null,
  }
}

const ZONE_TABLE: Readonly<Record<string, Row>> = {
  A1: {
    family: 'agricultural',
    sfPerDu: 2.5 * ACRE_SF,
    onePerLot: true,
    minLotSf: 5 * ACRE_SF,
    heightGroup: 'agricultural',
    rfaRatio: null,
  },
  A2: {
    family: 'agricultural',
    sfPerDu: ACRE_SF,
    onePerLot: true,
    minLotSf: 2 * ACRE_SF,
    heightGroup: 'agricultural',
    rfaRatio: null,
  },
  RA: singleFamily(17_500, 'sf_large', 0.25),
  RE40: singleFamily(40_000, 'sf_large', 0.35),
  RE20: singleFamily(20_000, 'sf_large', 0.35),
  RE15: singleFamily(15_000, 'sf_large', 0.35),
  RE11: singleFamily(11_000, 'sf_large', 0.4),
  RE9: singleFamily(9_000, 'sf_small', 0.4),
  RS: singleFamily(7_500, 'sf_small', 0.45),
  // R1's 0.45 is confirmed through a secondary source (Ord. 184,802, rules.md §1.4); the other
  // single-family ratios are recalled and unverified.
  R1: singleFamily(5_000, 'sf_small', 0.45, false),
  RU: singleFamily(3_500, 'none', null),
  'RZ2.5': singleFamily(2_500, 'agricultural', null),
  RZ3: singleFamily(3_000, 'agricultural', null),
  RZ4: singleFamily(4_000, 'agricultural', null),
  RW1: singleFamily(2_300, 'none', null),
  R2: {
    family: 'two_family',
    sfPerDu: 2_500,
    onePerLot: false,
    minLotSf: 5_000,
    heightGroup: 'r2',
    rfaRatio: null,
  },
  'RD1.5': multifamily(1_500, 5_000, 'rd_r3'),
  RD2: multifamily(2_000, 5_000, 'rd_r3'),
  RD3: multifamily(3_000, 6_000, 'rd_r3'),
  RD4: multifamily(4_000, 8_000, 'rd_r3'),
  RD5: multifamily(5_000, 10_000, 'rd_r3'),
  RD6: multifamily(6_000, 12_000, 'rd_r3'),
  R3: multifamily(800, 5_000, 'rd_r3'),
  RAS3: multifamily(800, 5_000, 'ras3'),
  R4: multifamily(400, 5_000, 'r4_r5'),
  RAS4: multifamily(400, 5_000, 'ras4'),
  R5: multifamily(200, 5_000, 'r4_r5'),
  CR: commercial(400, 'cr'),
  C1: commercial(800),
  'C1.5': commercial(400),
  C2: commercial(400),
  C4: commercial(400),
  C5: commercial(400),
  CM: { ...commercial(800), family: 'commercial_manufacturing' },
  // MR zones allow only a caretaker's dwelling accessory to the industrial use (LAMC 12.17.5).
  MR1: noDwellings('industrial'),
  MR2: noDwellings('industrial'),
  M1: noDwellings('industrial'),
  M2: noDwellings('industrial'),
  M3: noDwellings('industrial'),
  P: noDwellings('parking'),
  PB: noDwellings('parking'),
  PF: noDwellings('public'),
  OS: noDwellings('public'),
}

/** R1 variation zones (R1V1–R1V4, R1F, R1R, R1H): one house per lot, their own height tables. */
const R1_VARIATION = /^R1(V[1-4]|F|R|H)\d?$/
/** R1 variation heights (ft) from the zoning summary; other variations have sliding tables. */
const R1_VARIATION_HEIGHT_FT: Readonly<Record<string, number>> = {
  R1V1: 30,
  R1V2: 30,
  R1V3: 28,
  R1V4: 20,
}

/**
 * The rules of a zone class, or null when the class is not one the engine knows. Accepts the
 * class with a parenthesised qualifier ("CR(PKM)") and R1 variation zones.
 */
export function findZoneRules(zone: string): ZoneRules | null {
  const cached = lookups.get(zone)
  if (cached !== undefined) return cached
  const rules = lookUpZone(zone)
  // Zone classes are a small vocabulary; remembering lookups keeps the engine fast.
  if (lookups.size < 10_000) lookups.set(zone, rules)
  return rules
}

const lookups = new Map<string, ZoneRules | null>()

function lookUpZone(zone: string): ZoneRules | null {
  const zoneClass = zone
    .trim()
    .toUpperCase()
    .replace(/\(.*\)$/, '')
  const row = ZONE_TABLE[zoneClass]
  if (row) return { zoneClass, rfaUnverified: false, ...row }
  if (R1_VARIATION.test(zoneClass)) {
    return {
      zoneClass,
      family: 'single_family',
      sfPerDu: 5_000,
      onePerLot: true,
      minLotSf: 5_000,
      heightGroup: 'r1_variation',
      rfaRatio: null,
      rfaUnverified: false,
    }
  }
  return null
}

/** Height limit (ft) of an R1 variation zone, or null when it has a sliding table. */
export function r1VariationHeightFt(zoneClass: string): number | null {
  return R1_VARIATION_HEIGHT_FT[zoneClass] ?? null
}

/** True for the zones SB 9 applies to in Los Angeles (RA, RE, RS, R1 and variations, RU, RZ, RW1). */
export function isSb9Zone(rules: ZoneRules): boolean {
  return rules.family === 'single_family'
}

/** True when the zone's class name starts with RD (the TOC schedule treats RD zones apart). */
export function isRdZone(rules: ZoneRules): boolean {
  return rules.zoneClass.startsWith('RD')
}

/** True for C and M zones, whose FAR and yards follow the commercial rows of the tables. */
export function isCommercialOrIndustrial(rules: ZoneRules): boolean {
  return (
    rules.family === 'commercial' ||
    rules.family === 'commercial_manufacturing' ||
    rules.family === 'industrial'
  )
}
