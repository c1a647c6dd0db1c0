// Height districts: height and story limits by zone group, and FAR by zone family (CP-7150
// Table 2, law/rules.md §1.4). The lower of the zone's and the district's limits is already
// merged into each cell.
import type { HeightGroup } from './zones.ts'

export const HEIGHT_DISTRICTS = ['1', '1L', '1VL', '1XL', '1SS', '2', '3', '4'] as const
export type HeightDistrict = (typeof HEIGHT_DISTRICTS)[number]

export type HeightLimit = {
  /** Feet; null means the district sets no limit. */
  readonly heightFt: number | null
  /** For single-family zones: the limit for roofs under 25 % slope. */
  readonly flatRoofHeightFt?: number
  readonly stories: number | null
  /**
   * Whether the story limit binds all-residential buildings too. Most story limits do not
   * (Table 2, note †); CR's own 6-story limit does.
   */
  readonly storiesBindResidential: boolean
}

const NO_LIMIT: HeightLimit = { heightFt: null, stories: null, storiesBindResidential: false }

function ft(heightFt: number, stories: number | null = null, storiesBindResidential = false) {
  return { heightFt, stories, storiesBindResidential }
}

function roof(sloped: number, flat: number): HeightLimit {
  return { heightFt: sloped, flatRoofHeightFt: flat, stories: null, storiesBindResidential: false }
}

type Row = Readonly<Record<HeightDistrict, HeightLimit | 'n/a'>>

// prettier-ignore
const TABLE: Readonly<Record<Exclude<HeightGroup, 'r1_variation' | 'none'>, Row>> = {
  agricultural: {
    '1': ft(45), '1L': ft(45), '1VL': ft(45, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': NO_LIMIT, '3': NO_LIMIT, '4': NO_LIMIT,
  },
  rd_r3: {
    '1': ft(45), '1L': ft(45), '1VL': ft(45, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': ft(75, 6), '3': ft(75, 6), '4': ft(75, 6),
  },
  ras3: {
    '1': ft(45), '1L': ft(45), '1VL': ft(50), '1XL': ft(30), '1SS': 'n/a',
    '2': ft(75, 6), '3': ft(75, 6), '4': ft(75, 6),
  },
  r2: {
    '1': ft(33), '1L': ft(33), '1VL': ft(33, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': ft(33), '3': ft(33), '4': ft(33),
  },
  r4_r5: {
    '1': NO_LIMIT, '1L': ft(75, 6), '1VL': ft(45, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': NO_LIMIT, '3': NO_LIMIT, '4': NO_LIMIT,
  },
  ras4: {
    '1': NO_LIMIT, '1L': ft(75, 6), '1VL': ft(50, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': NO_LIMIT, '3': NO_LIMIT, '4': NO_LIMIT,
  },
  cr: {
    '1': ft(75, 6, true), '1L': ft(75, 6), '1VL': ft(45, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': ft(75, 6, true), '3': ft(75, 6, true), '4': ft(75, 6, true),
  },
  commercial_industrial: {
    '1': NO_LIMIT, '1L': ft(75, 6), '1VL': ft(45, 3), '1XL': ft(30, 2), '1SS': 'n/a',
    '2': NO_LIMIT, '3': NO_LIMIT, '4': NO_LIMIT,
  },
  sf_small: {
    '1': roof(33, 28), '1L': roof(33, 28), '1VL': roof(33, 28), '1XL': roof(30, 28),
    '1SS': roof(18, 18), '2': roof(33, 28), '3': roof(33, 28), '4': roof(33, 28),
  },
  sf_large: {
    '1': roof(36, 30), '1L': roof(36, 30), '1VL': roof(36, 30), '1XL': roof(30, 30),
    '1SS': roof(18, 18), '2': roof(36, 30), '3': roof(36, 30), '4': roof(36, 30),
  },
}

/** The height limit for a zone group in a height district; 'n/a' where the pair does not exist. */
export function heightLimit(
  group: HeightGroup,
  district: HeightDistrict,
): HeightLimit | 'n/a' | null {
  if (group === 'r1_variation' || group === 'none') return null
  return TABLE[group][district]
}

/** FAR by height district; single-family zones in district 1 use residential floor area instead. */
// prettier-ignore
export const FAR_BY_DISTRICT: Readonly<
  Record<'commercial_industrial' | 'residential' | 'single_family', Readonly<Record<HeightDistrict, number | 'rfa' | 'n/a'>>>
> = {
  commercial_industrial: {
    '1': 1.5, '1L': 1.5, '1VL': 1.5, '1XL': 1.5, '1SS': 'n/a', '2': 6, '3': 10, '4': 13,
  },
  residential: { '1': 3, '1L': 3, '1VL': 3, '1XL': 3, '1SS': 'n/a', '2': 6, '3': 10, '4': 13 },
  single_family: {
    '1': 'rfa', '1L': 'rfa', '1VL': 'rfa', '1XL': 'rfa', '1SS': 'rfa', '2': 6, '3': 10, '4': 13,
  },
}

/** Splits "2D" or "1VL-D" into the district and whether a D limitation applies. */
export function parseHeightDistrict(value: string): ParsedHeightDistrict | null {
  const cached = parsed.get(value)
  if (cached !== undefined) return cached
  const result = readHeightDistrict(value)
  if (parsed.size < 1_000) parsed.set(value, result)
  return result
}

export type ParsedHeightDistrict = {
  readonly district: HeightDistrict
  readonly dLimitation: boolean
}

const parsed = new Map<string, ParsedHeightDistrict | null>()

function readHeightDistrict(value: string): ParsedHeightDistrict | null {
  const match = /^(1SS|1VL|1XL|1L|1|2|3|4)-?(D)?$/.exec(value.trim().toUpperCase())
  if (!match) return null
  return { district: match[1] as HeightDistrict, dLimitation: match[2] === 'D' }
}
