// Screening the city: what each parcel's stored result says of one pathway, and the progress of
// a refresh of every parcel's results.
import { z } from 'zod'
import {
  MAX_LOT_SF,
  PATHWAY_IDS,
  type PathwayId,
  type PathwayStatus,
  type ZoneFamily,
} from '#engine'
import type { Ring } from '../lot-shape.ts'
import { parseScreenArea, SCREEN_AREA_MAX_CORNERS } from '../screen-area.ts'

/**
 * One pathway of one parcel as a screen reads it. A figure the pathway lacks is left out rather
 * than stored as null: a million results' JSON is most of what a refresh writes, and the nulls
 * were half of it (decision 735). Results of before screen result version 3 still carry the nulls
 * (and those of before version 2 no values at all) until the next refresh recomputes them, so a
 * reader takes an absent figure and a null one alike.
 */
export type PathwayScreen = {
  readonly status: PathwayStatus
  /** Homes the pathway adds to what stands on the lot; absent when it adds none it can count. */
  readonly netNewUnits?: number | 'unlimited' | null
  /**
   * The residual land value under this pathway at the pro forma's default assumptions; absent
   * when the pro forma does not price it (no homes to price).
   */
  readonly residualLandValue?: number | null
}

/** A refresh of every parcel's screen result, and how far it has got. */
export type ScreenRun = {
  id: string
  status: 'running' | 'finished'
  engineVersion: string
  total: number
  done: number
  failed: number
  startedAt: string
  finishedAt: string | null
}

/** Facts that exclude a lot, as a screen's `exclude` names them. */
export const SCREEN_EXCLUSIONS = ['rent_stabilised', 'hpoz', 'fire_zone', 'coastal'] as const
export type ScreenExclusion = (typeof SCREEN_EXCLUSIONS)[number]

export const SCREEN_SORTS = ['homes', 'value', 'lot', 'transit', 'apn'] as const
export type ScreenSort = (typeof SCREEN_SORTS)[number]

/** The zone families a screen filters on (the engine's, engine/rules/zones.ts). */
export const SCREEN_ZONE_FAMILIES = [
  'agricultural',
  'single_family',
  'two_family',
  'multifamily',
  'commercial',
  'commercial_manufacturing',
  'industrial',
  'parking',
  'public',
] as const satisfies readonly ZoneFamily[]

/** Rows of a screen's order a signed-in caller may page through or export; visitors the first few. */
export const SCREEN_ROW_LIMIT = 100_000
export const SCREEN_VISITOR_ROWS = 10
/** Rows of one page of a screen's answer when the request names no limit, and the most it may. */
export const SCREEN_PAGE_ROWS = 200
export const SCREEN_PAGE_MAX_ROWS = 2_000

const MAX_MONEY = 10_000_000_000

const number = (field: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .refine(Number.isFinite, `${field} must be a number`)
    .refine(
      (value) => value >= min && value <= max,
      `${field} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')} ${unit}`,
    )

/**
 * A screen as its address holds it (`/screen?…` and `GET /api/screen?…`). Every filter is
 * optional; out of range, the answer names the field.
 */
export const ScreenQuerySchema = z.object({
  /** One pathway the lot must have open; any pathway when absent. */
  pathway: z
    .enum(PATHWAY_IDS, { error: 'pathway must be one of the pathways' })
    .meta({ description: 'One pathway the lots must have open; any pathway when left out.' })
    .optional(),
  /** `available`: available only; `open`: available or needing confirmation. */
  status: z
    .enum(['available', 'open'], { error: 'status must be available or open' })
    .default('open')
    .meta({
      description:
        'available: the pathway is available on the lot; open: available or needing confirmation of a fact.',
    }),
  minHomes: number('minHomes', 0, 100_000, 'homes')
    .meta({ description: 'The fewest net new homes the pathway must add to what stands.' })
    .optional(),
  minValue: number('minValue', -MAX_MONEY, MAX_MONEY, 'dollars')
    .meta({
      description:
        "The least residual land value under the pathway, in dollars: what the land is worth to a builder at the pro forma's default assumptions.",
    })
    .optional(),
  minLotSf: number('minLotSf', 0, MAX_LOT_SF, 'sq ft')
    .meta({ description: 'The smallest lot area, in square feet.' })
    .optional(),
  maxLotSf: number('maxLotSf', 0, MAX_LOT_SF, 'sq ft')
    .meta({ description: 'The largest lot area, in square feet.' })
    .optional(),
  zone: z
    .enum(SCREEN_ZONE_FAMILIES, { error: 'zone must be a zone family' })
    .meta({ description: "The family of the lot's base zone." })
    .optional(),
  maxTransitMi: number('maxTransitMi', 0, 100, 'miles')
    .meta({ description: 'The farthest the lot may be from a major transit stop, in miles.' })
    .optional(),
  /** A community plan area by name. */
  plan: z
    .string()
    .trim()
    .min(1)
    .max(100, 'plan must be at most 100 characters')
    .meta({
      description:
        'The community plan area the lots must be in, by the name the City gives it (any case): the filter called community plan area on the Find Lots page.',
      example: 'West Los Angeles',
    })
    .optional(),
  /** Comma-separated facts that exclude a lot. */
  exclude: z
    .string()
    .meta({
      description: `Lots to leave out, separated by commas: rent_stabilised (homes under the City's Rent Stabilization Ordinance), hpoz (in a historic preservation overlay zone), fire_zone (in a very high fire hazard severity zone), coastal (in the coastal zone).`,
      example: 'rent_stabilised,hpoz',
    })
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(
      z.array(
        z.enum(SCREEN_EXCLUSIONS, {
          error: `exclude lists ${SCREEN_EXCLUSIONS.join(', ')}, separated by commas`,
        }),
      ),
    )
    .optional(),
  /** Only the lots in an area drawn on the map: a lot whose outline meets it, or whose point is in it. */
  area: z
    .string()
    .meta({
      description: `An area the lots must be in: up to ${SCREEN_AREA_MAX_CORNERS} corners "longitude latitude", separated by commas, the first repeated as the last (a ring as WKT writes it). A lot with an outline is in it when any part of the outline is; a lot without one, when its point is.`,
      example: '-118.31 34.05,-118.29 34.05,-118.29 34.07,-118.31 34.07,-118.31 34.05',
    })
    .transform((text, context): Ring => {
      const parsed = parseScreenArea(text)
      if ('ring' in parsed) return parsed.ring
      context.addIssue({ code: 'custom', message: parsed.problem })
      return z.NEVER
    })
    .optional(),
  /** Only the lots of one of the caller's uploaded lists (its id). */
  list: z
    .uuid({ error: 'list must be the id of one of your lists' })
    .meta({ description: 'Only the lots of one of your uploaded lists, by its id.' })
    .optional(),
  sort: z
    .enum(SCREEN_SORTS, { error: `sort must be one of ${SCREEN_SORTS.join(', ')}` })
    .default('value')
    .meta({
      description:
        'The order: value (residual land value, the default: with dir desc, the lots worth most to a builder first, those that lose money after every lot that pencils), homes (net new homes), lot (lot area), transit (distance to a major transit stop) or apn.',
    }),
  dir: z
    .enum(['asc', 'desc'], { error: 'dir must be asc or desc' })
    .default('desc')
    .meta({ description: 'desc: largest first; asc: smallest first.' }),
})
export type ScreenQuery = z.output<typeof ScreenQuerySchema>
export type ScreenQueryInput = z.input<typeof ScreenQuerySchema>

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .refine(Number.isInteger, `${field} must be a whole number`)
    .refine(
      (value) => value >= min && value <= max,
      `${field} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}`,
    )

/**
 * A page of a screen: its filters and order, and which rows of that order (`offset` rows in,
 * `limit` of them). The order ends with the APN, so the pages of one order neither overlap nor
 * skip a lot (decision 465).
 */
export const ScreenPageQuerySchema = ScreenQuerySchema.extend({
  offset: wholeNumber('offset', 0, SCREEN_ROW_LIMIT)
    .default(0)
    .meta({ description: 'Rows of the order to pass over before this page.' }),
  limit: wholeNumber('limit', 1, SCREEN_PAGE_MAX_ROWS)
    .default(SCREEN_PAGE_ROWS)
    .meta({
      description: `Rows in this page: ${SCREEN_PAGE_ROWS} when not given, at most ${SCREEN_PAGE_MAX_ROWS.toLocaleString('en-US')}.`,
    }),
})
export type ScreenPageQuery = z.output<typeof ScreenPageQuerySchema>

/** One lot of a screen's answer. */
export type ScreenRow = {
  apn: string
  address: string | null
  zone: string | null
  lotSf: number | null
  /** A generated lot of the demo city, not a real property. */
  isDemo: boolean
  communityPlanArea: string | null
  transitMi: number | null
  /** Where the lot is (its point, WGS 84), to draw it on the map; null when not on record. */
  lat: number | null
  lon: number | null
  /**
   * The pathway this row speaks for: of the lot's open pathways, one that meets every filter a
   * pathway meets on its own (the pathway asked for, minimum net new homes, minimum residual land
   * value), the most valuable (decision 820), or the one with the most homes when the screen
   * sorts by homes. Its homes and value are the two figures below, so a lot never matches on one
   * pathway's homes and another's value (decision 630).
   */
  by: PathwayId | null
  /** The net new homes of `by` ("unlimited" when it sets no limit). */
  netNewUnits: number | 'unlimited' | null
  /**
   * The residual land value under `by` at the pro forma's default assumptions for the lot's ZIP
   * (the City-wide ones without it); null when not priced.
   */
  residualLandValue: number | null
  /** The lot's ZIP, whose rents and linkage-fee area its value is priced at; null when unknown. */
  zip: string | null
  /** The lot's pathway with the most homes, and its most valuable one, whatever the filters. */
  bestByHomes: PathwayId | null
  bestByValue: PathwayId | null
  stale: boolean
}

export type ScreenAnswer = {
  /** Lots that match. */
  total: number
  /** The page of lots asked for, in the order asked (visitors: only among the first few). */
  rows: ScreenRow[]
  /** Where `rows` start in the order. */
  offset: number
  /** The offset of the next page, or null when this page is the last the caller may read. */
  nextOffset: number | null
  /**
   * True when more lots match than the caller may page through: visitors read the first few,
   * signed-in callers the first SCREEN_ROW_LIMIT (narrow the screen for the rest).
   */
  truncated: boolean
  engineVersion: string
  /** The day (in Los Angeles) the results were last brought up to date; null before the first. */
  analysedOn: string | null
  /** The latest data import's dataset date. */
  dataDate: string | null
}

export const ZONE_FAMILY_NAMES: Readonly<Record<(typeof SCREEN_ZONE_FAMILIES)[number], string>> = {
  agricultural: 'Agricultural',
  single_family: 'Single-family',
  two_family: 'Two-family',
  multifamily: 'Multifamily',
  commercial: 'Commercial',
  commercial_manufacturing: 'Commercial manufacturing',
  industrial: 'Industrial',
  parking: 'Parking',
  public: 'Public and open space',
}

export const EXCLUSION_NAMES: Readonly<Record<ScreenExclusion, string>> = {
  rent_stabilised: 'Rent-stabilised homes',
  hpoz: 'Historic preservation overlay (HPOZ)',
  fire_zone: 'Very high fire hazard zone',
  coastal: 'Coastal zone',
}

/** A screen's export: the same filters and order, and the file's format. */
export const ScreenExportQuerySchema = ScreenQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
})

/** Rows an uploaded list may hold (blank rows and a header aside). */
export const SCREEN_LIST_ROW_LIMIT = 10_000

/** Why a row of an uploaded list matched no lot. */
export const SCREEN_LIST_PROBLEMS = [
  'unknown_apn',
  'address_not_found',
  'ambiguous_address',
  'outside_city',
  'duplicate',
] as const
export type ScreenListProblem = (typeof SCREEN_LIST_PROBLEMS)[number]

/** A row of an uploaded list that matched no lot, and why, in words for its owner. */
export type ScreenListRow = {
  /** The row's number as a spreadsheet shows it (the header, when there is one, is row 1). */
  row: number
  /** What the row said. */
  input: string
  problem: ScreenListProblem
  message: string
}

/** An uploaded list: how many rows it had, how many lots they matched, and the rows that did not. */
export type ScreenList = {
  id: string
  name: string
  rowCount: number
  /** Distinct lots the rows matched. */
  matched: number
  unmatched: ScreenListRow[]
  createdAt: string
}

/** A list as its owner's lists show it: the rows that matched no lot counted, not read out. */
export type ScreenListOverview = Omit<ScreenList, 'unmatched'> & { unmatchedCount: number }

export const SCREEN_LIST_NOT_FOUND =
  'That list is not one of yours. Upload it again on the Find Lots page.'

/** Deleting a list that a saved screen narrows to is refused: the saved screen would match nothing. */
export function listInUseMessage(savedScreenNames: string[]): string {
  const named = savedScreenNames.map((name) => `“${name}”`).join(', ')
  return savedScreenNames.length === 1
    ? `Your saved screen ${named} screens this list. Delete that saved screen first, then the list.`
    : `Your saved screens ${named} screen this list. Delete those saved screens first, then the list.`
}

/** An upload's query: the list's name (its file's, when the browser sends it). */
export const ScreenListUploadQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .max(200, 'name must be at most 200 characters')
    .default('Uploaded list')
    .meta({ description: 'The name your lists show it by.' }),
})

/** Saved screens a user may keep at once. */
export const SAVED_SCREENS_PER_USER = 50
export const TOO_MANY_SAVED_SCREENS_MESSAGE = `You have ${SAVED_SCREENS_PER_USER} saved screens, the most you can keep. Delete one you no longer need, then save this one.`
export const SAVED_SCREEN_NOT_FOUND = 'That saved screen is not one of yours, or it was deleted.'

/** Saving a screen: its name, its filters as the address writes them, and whether to email. */
export const SaveScreenSchema = z.object({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'give the screen a name')
    .max(120, 'name must be at most 120 characters'),
  /** The screen as `/screen?…` holds it ("minHomes=4&minValue=1"). */
  query: z.string({ error: 'query must be text' }).max(2000, 'query is too long'),
  /** Also email the new lots in the owner's digest (the app shows them either way). */
  emailNewLots: z.boolean({ error: 'emailNewLots must be true or false' }).default(true),
})
export type SaveScreen = z.input<typeof SaveScreenSchema>

/** A lot that began to match a saved screen. */
export type SavedScreenLot = { apn: string; address: string | null }

/** A saved screen, with the lots that began to match it since its owner last opened it. */
export type SavedScreen = {
  id: string
  name: string
  /** The screen's parameters, to open it at `/screen?…`. */
  query: string
  emailNewLots: boolean
  createdAt: string
  newLots: {
    total: number
    /** The first few, to name them. */
    first: SavedScreenLot[]
  }
}
