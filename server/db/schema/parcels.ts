// Parcels and what describes them: Los Angeles public data (County Assessor, ZIMAS, City zoning,
// Metro transit, overlay maps), one row per Assessor's Parcel Number. Unknown is NULL, never
// false or 0; `sources` records where each field came from.
import { sql } from 'drizzle-orm'
import type { LotShape } from '#common/lot-shape.ts'
import type { MapSplits } from '#common/map-splits.ts'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const parcels = pgTable(
  'parcels',
  {
    /** Assessor's Parcel Number, "####-###-###". */
    apn: text().primaryKey(),
    /** The same number without dashes (Assessor Identification Number). */
    ain: text().notNull().unique(),
    houseNumber: integer(),
    /** Fraction after the house number ("1/2"). */
    houseFraction: text(),
    streetDirection: text(),
    streetName: text(),
    streetSuffix: text(),
    unit: text(),
    city: text(),
    zip: text(),
    /** The address as people write it: "741 W 40th St, Los Angeles, CA 90037". */
    addressDisplay: text(),
    /**
     * Street name and suffix, upper case and abbreviated ("40TH ST"): what the search compares,
     * by prefix with the house number, and by trigram similarity for typos.
     */
    streetSearch: text(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    lotSf: doublePrecision(),
    lotWidthFt: doublePrecision(),
    lotDepthFt: doublePrecision(),
    zoneString: text(),
    zoneClass: text(),
    heightDistrict: text(),
    zoneParsedComplete: boolean(),
    generalPlanLandUse: text(),
    specificPlan: text(),
    communityPlanArea: text(),
    yearBuilt: integer(),
    existingUnits: integer(),
    /**
     * Floor area of the buildings on the lot, sq ft, as the public record gives it (the Assessor's
     * building records summed, or ZIMAS's building size); null when the record has none or 0.
     */
    existingBuildingSf: integer(),
    /**
     * The City's residential market area for the lot, as its ZIMAS profile names it: 'low',
     * 'medium', 'medium_high' or 'high' (the Affordable Housing Linkage Fee's areas).
     */
    residentialMarketArea: text(),
    useCode: text(),
    landValue: integer(),
    improvementValue: integer(),
    vhfhsz: boolean(),
    hpoz: boolean(),
    coastalZone: boolean(),
    hillsideArea: boolean(),
    floodZoneSfha: boolean(),
    earthquakeFaultZone: boolean(),
    methaneZone: boolean(),
    rso: boolean(),
    tocTier: integer(),
    /** High-quality transit area (ZIMAS). */
    hqta: boolean(),
    /** Nearest major transit stop: straight-line miles, name and kind. */
    distMtsMi: doublePrecision(),
    mtsName: text(),
    mtsKind: text(),
    /** SB 79: nearest rail or bus-rapid-transit stop's tier (1, 2) and distance band. */
    sb79StopTier: integer(),
    sb79DistBand: text(),
    /**
     * The direction of the lot's street, degrees clockwise from north (0–180), where it is known
     * without reading it from the lots around: the demo city's street grid (decision 565).
     */
    streetBearingDeg: doublePrecision(),
    /** The lot's outline (GeoJSON MultiPolygon, WGS 84), from the County parcel layer. */
    shape: jsonb().$type<LotShape>(),
    /** The outline's bounding box, which the box index answers. */
    shapeWest: doublePrecision(),
    shapeSouth: doublePrecision(),
    shapeEast: doublePrecision(),
    shapeNorth: doublePrecision(),
    /** Area of the outline as drawn, sq ft (compared with the Assessor's lot area). */
    shapeAreaSf: doublePrecision(),
    /**
     * The map layers (zoning, overlays) whose lines cross the outline, with each value's share of
     * the lot, largest first; the layer's column holds the largest share's value.
     */
    mapSplits: jsonb().$type<MapSplits>(),
    /** Where each field came from: field name → the data_imports row that wrote it. */
    sources: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Generated demonstration parcel, not a real property. */
    isDemo: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Byte-order ("C") collation lets one index answer both the prefix match and the ordering.
    index('parcels_house_street').on(table.houseNumber, sql`${table.streetSearch} collate "C"`),
    index('parcels_street_house').on(sql`${table.streetSearch} collate "C"`, table.houseNumber),
    // ZIP code searches, listed by street and number.
    index('parcels_zip_street').on(
      table.zip,
      sql`${table.streetSearch} collate "C"`,
      table.houseNumber,
    ),
    // Lots whose outline's box, or whose point, is in a box (a map tile, the lots around one,
    // an overlay's polygon): two-dimensional, so a box reads only its own lots and not every lot
    // of its band of latitude. Queries name these very expressions (outlineMeets, pointIn in
    // domain/parcels.ts; decision 805).
    index('parcels_outline_box').using(
      'gist',
      sql`box(point(${table.shapeWest}, ${table.shapeSouth}), point(${table.shapeEast}, ${table.shapeNorth}))`,
    ),
    index('parcels_point').using('gist', sql`point(${table.lon}, ${table.lat})`),
  ],
)

/**
 * Every street the parcels are on, in their search form. Typo-tolerant search compares the typed
 * street with these few thousand names instead of with a million parcels.
 */
export const parcelStreets = pgTable(
  'parcel_streets',
  { streetSearch: text().primaryKey() },
  (table) => [index('parcel_streets_trgm').using('gin', sql`${table.streetSearch} gin_trgm_ops`)],
)

/** Transit stops, and which of them are major transit stops (Pub. Res. Code 21064.3). */
export const transitStops = pgTable('transit_stops', {
  /** Source and stop id, e.g. "metro-rail:80101S". */
  id: text().primaryKey(),
  name: text().notNull(),
  /** heavy_rail | light_rail | rail | brt | bus */
  kind: text().notNull(),
  lat: doublePrecision().notNull(),
  lon: doublePrecision().notNull(),
  lines: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isMajor: boolean().notNull(),
  /** How the stop was classified, in words. */
  majorMethod: text().notNull(),
  dataset: text().notNull(),
  datasetDate: text().notNull(),
  isDemo: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** The distinct zone strings of the City zoning layer, with how the parser read them. */
export const zoneStrings = pgTable('zone_strings', {
  zoneString: text().primaryKey(),
  zoneClass: text(),
  zoneSummary: text(),
  polygonCount: integer().notNull().default(0),
  parsedComplete: boolean().notNull(),
  dataset: text().notNull(),
  datasetDate: text().notNull(),
})

/** One row per import run: what it read and did. Parcels' `sources` point here. */
/** Kinds of imports of transit stops: they measure parcels but record no parcel fact of their own. */
export const STOP_IMPORTS = ['gtfs', 'metro-lines', 'transit-stops'] as const

export const dataImports = pgTable('data_imports', {
  id: text().primaryKey(),
  kind: text().notNull(),
  file: text().notNull(),
  dataset: text().notNull(),
  datasetDate: text().notNull(),
  read: integer().notNull(),
  inserted: integer().notNull(),
  updated: integer().notNull(),
  rejected: integer().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull(),
})
