// Figures that vary with where a lot is, by ZIP, as dated data with their sources (gathered in
// ../shared/PROFORMA.md, "Location and fees"). Only figures free for a paid product ship here:
// HUD's rents are public domain. Zillow and Redfin figures in the same notes are kept out; a test
// uses a few of them to check the figures derived from these.
import type { MarketArea } from '#engine'

/** The City's six broad areas, as the ZIPs are grouped in the research notes. */
export type AreaCode = 'W' | 'C' | 'V' | 'H' | 'E' | 'S'

export const AREA_NAMES: Readonly<Record<AreaCode, string>> = {
  W: 'Westside',
  C: 'Central LA, Hollywood and Downtown',
  V: 'San Fernando Valley',
  H: 'Harbor',
  E: 'East and Northeast LA',
  S: 'South LA',
}

/** A ZIP's area and its small-area rents, studio to three bedrooms, $ a month. */
export type ZipRents = readonly [
  area: AreaCode,
  studio: number,
  one: number,
  two: number,
  three: number,
]

/**
 * HUD Small Area Fair Market Rents for every ZIP wholly or partly in the City of Los Angeles:
 * the 40th-percentile gross rent of existing homes in the ZIP, capped at 150 % of the metro
 * figure. They index location; they are not new-building rents.
 */
export const SMALL_AREA_RENTS = {
  source:
    'HUD Small Area Fair Market Rents, FY2027, Los Angeles–Long Beach–Glendale metro area (effective October 1, 2026)',
  year: 'FY2027',
  /** The median over the City's ZIPs, studio to three bedrooms: the level the defaults match. */
  cityMedian: [2_290, 2_550, 3_150, 4_000],
} as const

/** The FY2027 small-area rents of each City ZIP, with its area. */
export const SAFMR_BY_ZIP: Readonly<Record<string, ZipRents>> = {
  '90001': ['S', 1690, 1890, 2330, 2960],
  '90002': ['S', 1690, 1890, 2330, 2960],
  '90003': ['S', 1630, 1820, 2240, 2840],
  '90004': ['C', 2320, 2590, 3190, 4050],
  '90005': ['C', 2340, 2620, 3230, 4100],
  '90006': ['C', 1860, 2070, 2560, 3250],
  '90007': ['S', 1730, 1930, 2380, 3020],
  '90008': ['S', 1920, 2140, 2640, 3350],
  '90010': ['C', 2820, 3150, 3890, 4940],
  '90011': ['S', 1680, 1880, 2320, 2940],
  '90012': ['C', 2290, 2550, 3150, 4000],
  '90013': ['C', 2390, 2670, 3290, 4170],
  '90014': ['C', 2770, 3100, 3820, 4850],
  '90015': ['C', 3230, 3610, 4450, 5650],
  '90016': ['S', 2030, 2270, 2800, 3550],
  '90017': ['C', 2740, 3060, 3780, 4800],
  '90018': ['S', 1820, 2030, 2510, 3180],
  '90019': ['C', 2140, 2390, 2950, 3740],
  '90020': ['C', 2390, 2670, 3290, 4170],
  '90021': ['C', 1760, 1960, 2420, 3070],
  '90023': ['E', 1650, 1840, 2270, 2880],
  '90024': ['W', 3230, 3610, 4450, 5650],
  '90025': ['W', 3180, 3550, 4380, 5560],
  '90026': ['C', 2210, 2460, 3040, 3860],
  '90027': ['C', 2610, 2920, 3600, 4570],
  '90028': ['C', 2320, 2590, 3190, 4050],
  '90029': ['C', 2160, 2410, 2970, 3770],
  '90031': ['E', 1610, 1800, 2220, 2820],
  '90032': ['E', 1680, 1870, 2310, 2930],
  '90033': ['E', 1720, 1920, 2370, 3010],
  '90034': ['W', 2690, 3010, 3710, 4710],
  '90035': ['W', 2980, 3320, 4100, 5200],
  '90036': ['C', 3230, 3610, 4450, 5650],
  '90037': ['S', 1680, 1870, 2310, 2930],
  '90038': ['C', 2460, 2750, 3390, 4300],
  '90039': ['E', 2320, 2590, 3190, 4050],
  '90041': ['E', 2160, 2420, 2980, 3780],
  '90042': ['E', 2160, 2410, 2970, 3770],
  '90043': ['S', 1760, 1970, 2430, 3080],
  '90044': ['S', 1710, 1900, 2350, 2980],
  '90045': ['W', 3160, 3530, 4360, 5530],
  '90046': ['C', 2780, 3100, 3830, 4860],
  '90047': ['S', 1840, 2060, 2540, 3220],
  '90048': ['C', 2870, 3210, 3960, 5020],
  '90049': ['W', 3230, 3610, 4450, 5650],
  '90057': ['C', 1990, 2220, 2740, 3480],
  '90058': ['S', 1340, 1500, 1870, 2390],
  '90059': ['S', 1700, 1900, 2340, 2970],
  '90061': ['S', 1750, 1950, 2410, 3060],
  '90062': ['S', 1790, 1990, 2460, 3120],
  '90063': ['E', 1680, 1870, 2310, 2930],
  '90064': ['W', 3230, 3610, 4450, 5650],
  '90065': ['E', 2080, 2330, 2870, 3640],
  '90066': ['W', 2670, 2980, 3680, 4670],
  '90067': ['W', 3130, 3500, 4310, 5480],
  '90068': ['C', 2790, 3120, 3850, 4880],
  '90071': ['C', 2540, 2840, 3510, 4450],
  '90077': ['W', 3230, 3610, 4450, 5650],
  '90089': ['S', 1730, 1930, 2380, 3020],
  '90094': ['W', 2950, 3290, 4070, 5160],
  '90210': ['W', 3230, 3610, 4450, 5650],
  '90230': ['W', 2820, 3150, 3890, 4940],
  '90232': ['W', 2930, 3270, 4040, 5130],
  '90247': ['H', 1970, 2200, 2710, 3440],
  '90248': ['H', 1860, 2070, 2560, 3250],
  '90272': ['W', 3230, 3610, 4450, 5650],
  '90291': ['W', 3230, 3610, 4450, 5650],
  '90292': ['W', 2960, 3310, 4080, 5180],
  '90293': ['W', 3020, 3370, 4160, 5280],
  '90501': ['H', 2190, 2450, 3020, 3830],
  '90710': ['H', 1760, 1970, 2430, 3080],
  '90717': ['H', 2130, 2370, 2930, 3720],
  '90731': ['H', 2010, 2240, 2770, 3510],
  '90732': ['H', 2920, 3260, 4020, 5100],
  '90744': ['H', 1830, 2040, 2520, 3200],
  '91040': ['V', 2130, 2370, 2930, 3720],
  '91042': ['V', 2080, 2320, 2860, 3630],
  '91303': ['V', 2350, 2630, 3240, 4110],
  '91304': ['V', 2230, 2490, 3070, 3890],
  '91306': ['V', 2120, 2370, 2920, 3700],
  '91307': ['V', 2570, 2870, 3540, 4480],
  '91311': ['V', 2510, 2800, 3450, 4380],
  '91316': ['V', 2650, 2960, 3650, 4630],
  '91324': ['V', 2510, 2800, 3460, 4390],
  '91325': ['V', 2330, 2600, 3210, 4070],
  '91326': ['V', 3230, 3610, 4450, 5650],
  '91330': ['V', 2340, 2610, 3220, 4080],
  '91331': ['V', 1970, 2200, 2710, 3440],
  '91335': ['V', 2200, 2460, 3030, 3840],
  '91342': ['V', 2080, 2320, 2860, 3630],
  '91343': ['V', 2050, 2290, 2830, 3590],
  '91344': ['V', 2580, 2880, 3550, 4500],
  '91345': ['V', 2210, 2460, 3040, 3860],
  '91352': ['V', 1880, 2100, 2590, 3290],
  '91356': ['V', 2250, 2510, 3100, 3930],
  '91364': ['V', 3110, 3480, 4290, 5440],
  '91367': ['V', 3220, 3600, 4440, 5630],
  '91401': ['V', 2210, 2470, 3050, 3870],
  '91402': ['V', 1980, 2210, 2730, 3460],
  '91403': ['V', 2940, 3280, 4050, 5140],
  '91405': ['V', 2170, 2420, 2990, 3790],
  '91406': ['V', 2210, 2470, 3050, 3870],
  '91411': ['V', 2360, 2630, 3250, 4120],
  '91423': ['V', 2610, 2910, 3590, 4550],
  '91436': ['V', 3230, 3610, 4450, 5650],
  '91601': ['V', 2580, 2890, 3560, 4520],
  '91602': ['V', 2730, 3050, 3760, 4770],
  '91604': ['V', 2920, 3270, 4030, 5110],
  '91605': ['V', 1970, 2200, 2720, 3450],
  '91606': ['V', 2130, 2380, 2940, 3730],
  '91607': ['V', 2440, 2720, 3360, 4260],
}

/** The Affordable Housing Linkage Fee's market areas (LAMC 19.18). */

/**
 * The linkage fee by market area, $ per sq ft, from July 1, 2025. The low and high rates are
 * published; the medium ones are derived from their 2018 base rates, indexed as the published
 * ones were, and are not confirmed. The July 2026 schedule was not found.
 */
export const LINKAGE_FEE = {
  source: 'City of Los Angeles Affordable Housing Linkage Fee schedule, July 1, 2025',
  year: 'FY25-26',
  rates: {
    low: { oneOrSixPlus: 10.32, twoToFive: 1.28, confirmed: true },
    medium: { oneOrSixPlus: 12.89, twoToFive: 1.28, confirmed: false },
    medium_high: { oneOrSixPlus: 19.34, twoToFive: 6.45, confirmed: false },
    high: { oneOrSixPlus: 23.2, twoToFive: 23.2, confirmed: true },
  },
} as const satisfies {
  source: string
  year: string
  rates: Record<MarketArea, { oneOrSixPlus: number; twoToFive: number; confirmed: boolean }>
}

/**
 * The market area most of a ZIP's parcels were in on the City's linkage-fee map before it was
 * redrawn on April 24, 2026 (the dominant area among the ZIMAS records of sampled parcels). The
 * lot's own area is on ZIMAS; this is the fallback when it is not known.
 */
export const LINKAGE_AREA_BY_ZIP: Readonly<Record<string, MarketArea>> = {
  '90002': 'low',
  '90003': 'low',
  '90004': 'medium_high',
  '90005': 'medium_high',
  '90006': 'low',
  '90007': 'low',
  '90008': 'medium',
  '90011': 'low',
  '90012': 'medium_high',
  '90015': 'low',
  '90016': 'medium',
  '90018': 'low',
  '90019': 'medium_high',
  '90021': 'low',
  '90023': 'low',
  '90024': 'high',
  '90025': 'high',
  '90026': 'medium_high',
  '90027': 'medium_high',
  '90028': 'medium_high',
  '90029': 'medium_high',
  '90031': 'medium',
  '90032': 'medium',
  '90033': 'low',
  '90034': 'high',
  '90035': 'high',
  '90036': 'medium_high',
  '90037': 'low',
  '90039': 'medium',
  '90041': 'medium',
  '90042': 'medium',
  '90043': 'medium',
  '90044': 'low',
  '90045': 'high',
  '90046': 'medium_high',
  '90047': 'low',
  '90048': 'medium_high',
  '90049': 'high',
  '90061': 'low',
  '90062': 'low',
  '90063': 'low',
  '90064': 'high',
  '90065': 'medium',
  '90066': 'high',
  '90068': 'medium_high',
  '90077': 'high',
  '90210': 'high',
  '90230': 'high',
  '90247': 'low',
  '90272': 'high',
  '90291': 'high',
  '90292': 'high',
  '90293': 'high',
  '90501': 'low',
  '90731': 'low',
  '90732': 'low',
  '90744': 'low',
  '91040': 'low',
  '91042': 'low',
  '91303': 'medium',
  '91304': 'low',
  '91306': 'medium',
  '91307': 'medium',
  '91311': 'low',
  '91316': 'medium',
  '91324': 'low',
  '91325': 'low',
  '91326': 'low',
  '91331': 'low',
  '91335': 'medium',
  '91342': 'low',
  '91343': 'low',
  '91344': 'low',
  '91345': 'low',
  '91352': 'low',
  '91356': 'medium',
  '91364': 'medium',
  '91367': 'medium',
  '91401': 'low',
  '91402': 'low',
  '91403': 'medium',
  '91405': 'low',
  '91406': 'medium',
  '91411': 'low',
  '91423': 'medium',
  '91436': 'medium',
  '91504': 'low',
  '91601': 'medium',
  '91602': 'medium',
  '91604': 'medium',
  '91605': 'medium',
  '91606': 'medium',
  '91607': 'low',
}

/** ZIPs whose sampled parcels fell in more than one market area. */
export const SPLIT_LINKAGE_ZIPS: ReadonlySet<string> = new Set([
  '90006',
  '90018',
  '90019',
  '90026',
  '90031',
  '90033',
  '90034',
  '90035',
  '90046',
  '90068',
  '91304',
  '91325',
  '91406',
  '91605',
  '91607',
])

/**
 * What the seed's ZIMAS profiles (server/data/seed/zimas-profiles.csv, read August 6, 2025) show
 * of each City community plan area: how many of its profiled lots name a linkage-fee market area,
 * that area when they all name the same one (null when they differ), and the ZIPs the profiled
 * lots are in. A lot with no ZIP or market area of its own on record (the County parcels of the
 * seed) is placed by its plan area with these, as an estimate said to be one (decision 780).
 * Checked against the seed by server/data/seed/load-seed.test.ts, which fails when they differ.
 */
export type PlanAreaSample = {
  readonly lots: number
  readonly marketArea: MarketArea | null
  readonly zips: readonly string[]
}

export const PLAN_AREA_SAMPLE: Readonly<Record<string, PlanAreaSample>> = {
  'Arleta - Pacoima': { lots: 10, marketArea: 'low', zips: ['91331'] },
  'Bel Air - Beverly Crest': { lots: 7, marketArea: 'high', zips: ['90049', '90077', '90210'] },
  'Boyle Heights': { lots: 12, marketArea: 'low', zips: ['90023', '90033', '90063'] },
  'Brentwood - Pacific Palisades': { lots: 13, marketArea: 'high', zips: ['90049', '90272'] },
  'Canoga Park - Winnetka - Woodland Hills - West Hills': {
    lots: 30,
    marketArea: 'medium',
    zips: ['91303', '91304', '91306', '91307', '91364', '91367'],
  },
  'Chatsworth - Porter Ranch': {
    lots: 13,
    marketArea: 'low',
    zips: ['91304', '91311', '91324', '91326'],
  },
  Downtown: { lots: 1, marketArea: 'medium_high', zips: ['90012'] },
  'Encino - Tarzana': {
    lots: 19,
    marketArea: 'medium',
    zips: ['91316', '91356', '91403', '91436'],
  },
  'Granada Hills - Knollwood': { lots: 13, marketArea: 'low', zips: ['91343', '91344'] },
  'Harbor Gateway': { lots: 4, marketArea: 'low', zips: ['90247', '90501'] },
  Hollywood: {
    lots: 18,
    marketArea: 'medium_high',
    zips: ['90027', '90028', '90029', '90036', '90046', '90068'],
  },
  'Mission Hills - Panorama City - North Hills': {
    lots: 16,
    marketArea: 'low',
    zips: ['91331', '91343', '91345', '91402'],
  },
  'North Hollywood - Valley Village': {
    lots: 15,
    marketArea: 'medium',
    zips: ['91601', '91602', '91605', '91606', '91607'],
  },
  'Northeast Los Angeles': {
    lots: 51,
    marketArea: 'medium',
    zips: ['90031', '90032', '90033', '90039', '90041', '90042', '90065'],
  },
  Northridge: { lots: 9, marketArea: 'low', zips: ['91324', '91325', '91326', '91343'] },
  'Palms - Mar Vista - Del Rey': {
    lots: 13,
    marketArea: 'high',
    zips: ['90034', '90064', '90066', '90230'],
  },
  'Reseda - West Van Nuys': { lots: 15, marketArea: 'medium', zips: ['91325', '91335', '91406'] },
  'San Pedro': { lots: 16, marketArea: 'low', zips: ['90731', '90732'] },
  'Sherman Oaks - Studio City - Toluca Lake - Cahuenga Pass': {
    lots: 16,
    marketArea: 'medium',
    zips: ['90046', '90068', '91403', '91423', '91602', '91604'],
  },
  'Silver Lake - Echo Park - Elysian Valley': {
    lots: 10,
    marketArea: 'medium_high',
    zips: ['90026', '90031'],
  },
  'South Los Angeles': {
    lots: 33,
    marketArea: 'low',
    zips: ['90003', '90006', '90007', '90018', '90037', '90044', '90047', '90061', '90062'],
  },
  'Southeast Los Angeles': {
    lots: 28,
    marketArea: 'low',
    zips: ['90002', '90003', '90011', '90015', '90021', '90037', '90061'],
  },
  'Sun Valley - La Tuna Canyon': {
    lots: 12,
    marketArea: 'low',
    zips: ['91331', '91352', '91504', '91605'],
  },
  'Sunland - Tujunga - Lake View Terrace - Shadow Hills - East La Tuna Canyon': {
    lots: 14,
    marketArea: 'low',
    zips: ['91040', '91042', '91342'],
  },
  Sylmar: { lots: 13, marketArea: 'low', zips: ['91342'] },
  'Van Nuys - North Sherman Oaks': {
    lots: 19,
    marketArea: 'low',
    zips: ['91401', '91405', '91406', '91411', '91607'],
  },
  Venice: { lots: 3, marketArea: 'high', zips: ['90291', '90292'] },
  'West Adams - Baldwin Hills - Leimert': {
    lots: 20,
    marketArea: 'medium',
    zips: ['90008', '90016', '90018', '90019', '90034', '90043'],
  },
  'West Los Angeles': { lots: 491, marketArea: 'high', zips: ['90025', '90034', '90035', '90064'] },
  'Westchester - Playa del Rey': { lots: 11, marketArea: 'high', zips: ['90045', '90293'] },
  Westlake: { lots: 2, marketArea: 'medium', zips: ['90006', '90026'] },
  Westwood: { lots: 4, marketArea: 'high', zips: ['90024', '90049'] },
  'Wilmington - Harbor City': { lots: 11, marketArea: 'low', zips: ['90744'] },
  Wilshire: {
    lots: 20,
    marketArea: 'medium_high',
    zips: ['90004', '90005', '90019', '90035', '90036', '90048'],
  },
}
