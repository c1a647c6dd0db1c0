// A generated demo city that looks like Los Angeles: parcels laid out in real neighbourhoods,
// with zone strings, lot sizes, years built, units, rent stabilization and hazards drawn from
// the distributions of the City's public data (zone frequencies, lot-size quantiles by zone,
// year-built quantiles; shared data README §3). Seeded, so every run produces the same city.
// Every parcel is marked isDemo and its APN uses Assessor books 9000–9009, which the County
// does not use, so demo parcels can never be mistaken for real ones.
import { parseSitusAddress } from '#common/contracts/parcels.ts'
import { createRandom, type Random } from '../../lib/seeded-random.ts'
import { addressColumns, zoneColumns, type ParcelWrite } from '../import/parcel-writer.ts'
import { NEIGHBOURHOODS, RAIL_STATIONS, type Character, type Neighbourhood } from './la-places.ts'
import type { StopRecord } from '../transit/save-stops.ts'
import { layOutDemoCity, type LotToPlace } from './demo-layout.ts'
import { realStreets } from './real-streets.ts'

export const DEMO_SEED = 20_261_123
export const DEMO_PARCEL_COUNT = 50_000
export const DEMO_DATASET = 'Lotwise demo city (generated, not real parcels)'
export const DEMO_DATASET_DATE = '2026-11-01'

type Weighted<T> = ReadonlyArray<readonly [T, number]>

/** Zone strings by neighbourhood character, weighted after the City's parcel-level frequencies. */
// prettier-ignore
const ZONE_MIX: Readonly<Record<Character, Weighted<string>>> = {
  hillside: [['RE15-1-H', 25], ['RE20-1-H', 10], ['RE40-1-H-HCR', 10], ['R1-1-HCR', 20], ['RE11-1', 10], ['RS-1', 5], ['[Q]R1-1D-HCR', 8], ['RA-1-H', 7], ['R1-1XL', 5]],
  suburban: [['R1-1', 45], ['RS-1', 12], ['RE11-1', 6], ['RE9-1', 4], ['R2-1', 4], ['RD1.5-1', 4], ['R3-1', 5], ['C2-1VL', 4], ['[Q]C2-1VL', 2], ['RA-1', 4], ['R1-1-O', 3], ['CR-1', 1], ['R1V2', 3], ['P-1', 1]],
  urban: [['R3-1', 18], ['[Q]R3-1', 6], ['R4-1', 8], ['RD1.5-1', 10], ['R1-1', 10], ['C2-1VL-CPIO', 10], ['C2-1', 6], ['C4-2D', 4], ['RD2-1', 6], ['R2-1', 5], ['R5-4D', 2], ['(Q)R3-1', 3], ['C2-2D-CPIO', 4], ['CR-1', 2], ['R3-1-O', 3], ['RAS4-1VL', 2], ['PF-1XL', 1]],
  older_urban: [['R1-1', 25], ['R2-1', 14], ['RD1.5-1', 10], ['R3-1', 12], ['RD2-1', 6], ['C2-1VL', 6], ['R1-1-RIO', 5], ['[Q]R3-1', 4], ['C2-1VL-CPIO', 5], ['R1-1-CUGU', 4], ['RD1.5-1XL', 3], ['R4-1', 3], ['PF-1XL', 3]],
  downtown: [['C2-4D', 10], ['R5-4D', 6], ['[Q]C2-2D', 6], ['M2-2D', 8], ['[HB3-G1-5] [CX2-FA] [CPIO]', 15], ['[DM4-CHC1-5] [CX4-FA] [SN-CPIO-CDO]', 8], ['[LF1-WH1-6] [I1-N]', 8], ['C4-4D', 10], ['R4-2', 4], ['CM-2D', 5], ['[MN1-SH2-5] [CX1-FA] [CPIO-O-CDO]', 6]],
  coastal: [['R1-1', 30], ['RD1.5-1', 10], ['R3-1', 12], ['C2-1VL', 8], ['R2-1', 8], ['RD2-1', 6], ['R1-1-O', 8], ['C4-1VL', 4], ['RE9-1', 6], ['RW1-1', 2], ['PF-1XL', 4]],
  industrial: [['M2-1', 25], ['M1-1', 15], ['M3-1', 10], ['CM-1', 10], ['[Q]M1-1VL', 5], ['R1-1', 15], ['R2-1', 8], ['RD1.5-1', 5], ['C2-1', 7]],
}

/** Lot area quantiles (sq ft): median and 90th percentile by zone class (README §3.3). */
// prettier-ignore
const LOT_SF: Readonly<Record<string, readonly [number, number]>> = {
  R1: [6412, 10584], R2: [5485, 7655], 'RD1.5': [6751, 20000], RD2: [6753, 20000], R3: [9302, 30000],
  R4: [9425, 40000], RAS4: [9425, 40000], R5: [36893, 85036], RS: [7653, 9902], RE9: [11269, 25752],
  RE11: [11552, 20232], RE15: [16435, 47425], RE20: [22983, 63720], RE40: [24857, 132567], RA: [19146, 43558],
  R1V2: [6204, 8588], RW1: [2850, 3500], C2: [6504, 23979], CR: [6504, 23979], C4: [8160, 40000],
  CM: [15000, 60000], M1: [25000, 120000], M2: [25000, 120000], M3: [40000, 200000], P: [6000, 15000],
}
const CHAPTER_1A_LOT_SF: readonly [number, number] = [20000, 60000]

/** Year built, by quantile (p0, p10, p25, p50, p75, p90, p100), from the ZIMAS sample. */
const YEAR_QUANTILES = [
  [0, 1905],
  [0.1, 1925],
  [0.25, 1942],
  [0.5, 1949],
  [0.75, 1962],
  [0.9, 2008],
  [1, 2024],
] as const

const GENERAL_PLAN_BY_CLASS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(RE|RA|RS)/, 'Very Low Residential'],
  [/^R1/, 'Low Residential'],
  [/^RW1/, 'Low Residential'],
  [/^R2/, 'Low Medium I Residential'],
  [/^RD/, 'Low Medium II Residential'],
  [/^R3/, 'Medium Residential'],
  [/^(R4|RAS4)/, 'High Medium Residential'],
  [/^R5/, 'High Residential'],
  [/^(C1|C1\.5)/, 'Neighborhood Commercial'],
  [/^(C2|C4|CR|CX)/, 'Community Commercial'],
  [/^(CM|M|I)/, 'Light Industrial'],
  [/^PF/, 'Public Facilities'],
  [/^P/, 'Community Commercial'],
]

/** The smallest lot area drawn (sq ft). */
const MIN_LOT_SF = 1_200

/**
 * A lot area drawn around the zone's median and 90th percentile, between MIN_LOT_SF and twice the
 * 90th: the distribution's far tail made six-acre apartment lots in Hollywood that no one would
 * believe. A draw past a bound is folded back inside it (on the logarithmic scale the areas are
 * drawn on), not set to the bound: setting it gave hundreds of lots the very same area (433 of
 * 1,200 sq ft, four R5 lots downtown of 170,072), which no real city has.
 */
function lognormalLotSf(random: Random, [median, p90]: readonly [number, number]): number {
  const sigma = Math.log(p90 / median) / 1.2816
  const low = Math.log(MIN_LOT_SF)
  const high = Math.log(2 * p90)
  let drawn = Math.log(median) + sigma * random.normal()
  // Each fold brings a draw nearer the range; a deviate several ranges out takes a few.
  while (drawn < low || drawn > high) drawn = drawn < low ? 2 * low - drawn : 2 * high - drawn
  return Math.round(Math.exp(drawn))
}

function yearBuilt(random: Random): number {
  const u = random.next()
  for (let i = 1; i < YEAR_QUANTILES.length; i += 1) {
    const [q0, y0] = YEAR_QUANTILES[i - 1] as readonly [number, number]
    const [q1, y1] = YEAR_QUANTILES[i] as readonly [number, number]
    if (u <= q1) return Math.round(y0 + ((u - q0) / (q1 - q0)) * (y1 - y0))
  }
  return 2024
}

/** Homes on the lot: a share of what the zone allows, often a single older house. */
function unitsFor(random: Random, zoneClass: string, lotSf: number): number {
  if (/^(R1|RS|RE|RA|RW1|R1V)/.test(zoneClass)) return random.chance(0.05) ? 0 : 1
  if (zoneClass === 'R2') return random.chance(0.4) ? 1 : 2
  const sfPerUnit = /^RD1\.5/.test(zoneClass)
    ? 1500
    : /^RD2/.test(zoneClass)
      ? 2000
      : /^R3/.test(zoneClass)
        ? 800
        : /^(R4|RAS4)/.test(zoneClass)
          ? 400
          : /^R5/.test(zoneClass)
            ? 200
            : null
  if (sfPerUnit !== null) {
    if (random.chance(0.3)) return 1
    return Math.max(1, Math.floor((lotSf / sfPerUnit) * (0.3 + 0.7 * random.next())))
  }
  if (/^(C|CX)/.test(zoneClass) && random.chance(0.3))
    return Math.max(2, Math.floor((lotSf / 400) * 0.5 * random.next()))
  return 0
}

function useCodeFor(random: Random, units: number, zoneClass: string): string {
  if (units === 0) {
    if (/^(M|I|CM)/.test(zoneClass)) return '3100 - Industrial - Light Manufacturing'
    if (/^PF/.test(zoneClass)) return '8800 - Miscellaneous - Government Owned Property'
    if (/^(C|CX|P)/.test(zoneClass))
      return random.chance(0.5)
        ? '1100 - Commercial - Store'
        : '1700 - Commercial - Office Building'
    return '010V - Residential - Single Family Residence - Vacant Land'
  }
  if (units === 1)
    return random.chance(0.2)
      ? '0101 - Residential - Single Family Residence - Pool'
      : '0100 - Residential - Single Family Residence'
  if (units === 2) return '0200 - Residential - Double, Duplex, or Two Units'
  if (units <= 4) return `0${units}00 - Residential - ${units === 3 ? 'Three' : 'Four'} Units`
  return '0500 - Residential - Five or More Units or Apartments'
}

/** Hazard shares by character: fire, hillside, coastal, flood, fault, methane. */
// prettier-ignore
const HAZARDS: Readonly<Record<Character, { fire: number; hillside: number; coastal: number; flood: number; fault: number; methane: number }>> = {
  hillside: { fire: 0.7, hillside: 0.9, coastal: 0, flood: 0.005, fault: 0.05, methane: 0.02 },
  suburban: { fire: 0.08, hillside: 0.1, coastal: 0, flood: 0.01, fault: 0.02, methane: 0.05 },
  urban: { fire: 0.01, hillside: 0.02, coastal: 0, flood: 0.005, fault: 0.03, methane: 0.3 },
  older_urban: { fire: 0.03, hillside: 0.08, coastal: 0, flood: 0.01, fault: 0.02, methane: 0.1 },
  downtown: { fire: 0, hillside: 0, coastal: 0, flood: 0.01, fault: 0.02, methane: 0.2 },
  coastal: { fire: 0.02, hillside: 0.05, coastal: 0.45, flood: 0.04, fault: 0.03, methane: 0.3 },
  industrial: { fire: 0, hillside: 0, coastal: 0, flood: 0.03, fault: 0.02, methane: 0.15 },
}

/**
 * The demo city's parcels, one at a time (before transit distances, which come from stations).
 * Where a lot stands depends on all the others: a smaller `count` lays out a different city, so
 * the product's first lots are the first of the whole city's.
 */
export function* generateDemoParcels({
  count = DEMO_PARCEL_COUNT,
  seed = DEMO_SEED,
} = {}): Generator<ParcelWrite> {
  const random = createRandom(seed)
  const weights: Weighted<Neighbourhood> = NEIGHBOURHOODS.map((place) => [
    place,
    Math.sqrt(place.areaSqMi),
  ])
  // Every lot's facts first: where each stands depends on all the others (decision 565).
  const generated: Array<{ facts: ParcelWrite; toPlace: LotToPlace }> = []
  for (let i = 0; i < count; i += 1) {
    const place = random.weighted(weights)
    const drawn = random.weighted(ZONE_MIX[place.character])
    // Historic districts cover residential blocks: their zone strings carry -HPOZ.
    const residential = /^R/.test(zoneColumns(drawn).zoneClass ?? '')
    const inHpoz = place.hpozShare !== undefined && residential && random.chance(place.hpozShare)
    const zone = zoneColumns(inHpoz ? `${drawn}-HPOZ` : drawn)
    const zoneClass = zone.zoneClass ?? ''
    const lotSf = lognormalLotSf(
      random,
      LOT_SF[zoneClass.replace(/\(.*\)/, '')] ?? CHAPTER_1A_LOT_SF,
    )
    // Frontage is drawn on its own, but never wider than the lot is deep: a 1,200 sq ft lot
    // 84 ft wide would be 14 ft deep, with no room left between its front and rear yards.
    const drawnWidth = Math.min(
      Math.round(Math.min(Math.max(59 * Math.exp(0.4 * random.normal()), 25), 400)),
      Math.floor(Math.sqrt(lotSf)),
    )
    // Nor more than three times as deep as it is wide: a 37,000 sq ft lot 59 ft wide would
    // reach 630 ft back from its street, through the block behind it.
    const width = Math.max(drawnWidth, Math.round(Math.sqrt(lotSf / 3)))
    const units = unitsFor(random, zoneClass, lotSf)
    const built = units === 0 && /^(R|RE|RS|RA)/.test(zoneClass) ? null : yearBuilt(random)
    const hazards = HAZARDS[place.character]
    // A point in a disc the size of the neighbourhood: where on its grid the lot is laid.
    const radiusFt = Math.sqrt(place.areaSqMi / Math.PI) * 5280
    const r = radiusFt * Math.sqrt(random.next())
    const angle = 2 * Math.PI * random.next()
    // The four draws that picked a street and house number before lots were laid on a grid:
    // kept, so every demo parcel keeps its facts (the sample report's among them).
    for (let draw = 0; draw < 4; draw += 1) random.next()

    const book = 9000 + Math.floor(i / 100_000)
    const page = Math.floor((i % 100_000) / 100)
    const parcel = (i % 100) + 1
    const apn = `${book}-${String(page).padStart(3, '0')}-${String(parcel).padStart(3, '0')}`
    generated.push({
      toPlace: {
        place,
        widthFt: width,
        depthFt: Math.round(lotSf / width),
        lotSf,
        drawn: [r * Math.cos(angle), r * Math.sin(angle)],
      },
      facts: {
        apn,
        ain: apn.replaceAll('-', ''),
        isDemo: true,
        communityPlanArea: place.name,
        lotSf,
        lotWidthFt: width,
        lotDepthFt: Math.round(lotSf / width),
        ...zone,
        generalPlanLandUse:
          GENERAL_PLAN_BY_CLASS.find(([pattern]) => pattern.test(zoneClass))?.[1] ?? null,
        yearBuilt: built,
        existingUnits: units,
        useCode: useCodeFor(random, units, zoneClass),
        landValue: Math.round(lotSf * (40 + random.next() * 160)),
        improvementValue: units === 0 ? 0 : Math.round(units * (80_000 + random.next() * 420_000)),
        // The ordinance covers buildings of two or more units first occupied before October 1978.
        rso: units >= 2 && built !== null && built < 1978 ? random.chance(0.92) : false,
        vhfhsz: random.chance(hazards.fire),
        hillsideArea: zone.hillsideArea ?? random.chance(hazards.hillside),
        coastalZone: random.chance(hazards.coastal),
        floodZoneSfha: random.chance(hazards.flood),
        earthquakeFaultZone: random.chance(hazards.fault),
        methaneZone: random.chance(hazards.methane),
      },
    })
  }

  const placed = layOutDemoCity(generated.map(({ toPlace }) => toPlace))
  // A demo lot never takes a real parcel's address, so a search for one finds only the real lot.
  const usedAddresses = new Set<string>(realStreets().addresses)
  for (const [index, { facts }] of generated.entries()) {
    const { lat, lon, street, houseNumber, bearingDeg } = placed[index]!
    // Its side of the street keeps its parity: the next free number two along.
    let number = houseNumber
    while (usedAddresses.has(`${number} ${street}`)) number += 2
    usedAddresses.add(`${number} ${street}`)
    yield {
      ...facts,
      ...addressColumns(parseSitusAddress(`${number} ${street}`), 'LOS ANGELES', null),
      lat: Math.round(lat * 1e6) / 1e6,
      lon: Math.round(lon * 1e6) / 1e6,
      streetBearingDeg: bearingDeg,
    }
  }
}

/** The demo city's transit: Metro's real rail stations (heavy rail on the B and D Lines). */
export function demoStations(): StopRecord[] {
  return RAIL_STATIONS.map(([name, lat, lon, lines]) => ({
    id: `demo-rail:${name}`,
    name: `${name} Station`,
    lat,
    lon,
    lines: lines.split('').map((line) => `${line} Line`),
    kind: /[BD]/.test(lines) ? 'heavy_rail' : 'light_rail',
    isMajor: true,
    majorMethod: 'rail station (demo city: Metro rail stations)',
  }))
}
