// Finding parcels by address or APN, as the person types.
import { and, asc, between, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import { union, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { placeOutsideCoverage } from '#common/contracts/coverage.ts'
import {
  looksLikeApn,
  NEAREST_NUMBER_RANGE,
  parseAddressQuery,
  zipQuery,
  type ParcelExample,
  type ParcelMatch,
  type ParcelSearchResponse,
} from '#common/contracts/parcels.ts'
import type { Db } from '../db/client.ts'
import { preparedQuery } from '../db/prepared.ts'
import { parcelStreets, parcels } from '../db/schema/index.ts'

const RESULT_LIMIT = 10

const matchColumns = {
  apn: parcels.apn,
  address: parcels.addressDisplay,
  zone: parcels.zoneString,
  lotSf: parcels.lotSf,
  isDemo: parcels.isDemo,
}

/** Mistyped streets are matched against this many of the most similar street names. */
const SIMILAR_STREETS = 3

/**
 * Up to 10 parcels for what someone is typing: an APN or AIN (whole or its first digits), a ZIP
 * code, or an address with the house number first or last. An address in a place outside the
 * City of Los Angeles gets no parcels, only that answer. Exact prefix matches come from byte-ordered
 * indexes, already in order. Only when nothing matches exactly does a trigram search (pg_trgm,
 * similarity of at least 0.3) look for a mistyped street: among the streets at that house
 * number, then among all street names, taking the house numbers nearest the one typed.
 */
export async function searchParcels(args: { db: Db; q: string }): Promise<ParcelSearchResponse> {
  const { query, results, notice } = await searchParcelsByBranch(args)
  return notice ? { query, results, notice } : { query, results }
}

/** Which way a search found its answer: `npm run bench:data` counts and explains each. */
export const SEARCH_BRANCHES = [
  'apn',
  'zip',
  'outside-coverage',
  'empty',
  'house-number',
  'street-prefix',
  'nearest-on-street',
  'similar-at-house',
  'similar-street',
] as const
export type SearchBranch = (typeof SEARCH_BRANCHES)[number]

/** The search, with the branch that answered it. */
export async function searchParcelsByBranch({
  db,
  q,
}: {
  db: Db
  q: string
}): Promise<ParcelSearchResponse & { branch: SearchBranch }> {
  const statements = searchStatements(db)
  // Five digits starting with 9 are a California ZIP code before they are the start of an APN.
  const zip = zipQuery(q)
  if (zip !== null) {
    return { query: q, results: await statements.byZip.execute({ zip }), branch: 'zip' }
  }
  if (looksLikeApn(q)) {
    const digits = q.replace(/\D/g, '').slice(0, 10)
    const results = await statements.byAin.execute({
      from: digits.padEnd(10, '0'),
      to: digits.padEnd(10, '9'),
    })
    return { query: q, results, branch: 'apn' }
  }

  const place = placeOutsideCoverage(q)
  if (place !== null) {
    return {
      query: q,
      results: [],
      notice: { kind: 'outside_coverage', place },
      branch: 'outside-coverage',
    }
  }

  const { houseNumber, street, direction } = parseAddressQuery(q)
  if (!street) {
    if (houseNumber === null) return { query: q, results: [], branch: 'empty' }
    const results = await statements.atHouse.execute({ houseNumber })
    return { query: q, results, branch: 'house-number' }
  }

  const range = prefixRange(street)
  const exact = await (houseNumber === null
    ? statements.streetPrefix.execute(range)
    : statements.streetPrefixAtHouse.execute({ ...range, houseNumber, direction }))
  if (exact.length > 0) return { query: q, results: exact, branch: 'street-prefix' }

  if (houseNumber !== null) {
    // The street is there but not the number: say so, and offer the nearest numbers on it
    // within NEAREST_NUMBER_RANGE rather than the same number on another street: those in the
    // direction typed when it has any ("200 N Spring St" offers North Spring alone), else the
    // others.
    const nearest = await statements.nearestOnNamedStreets.execute({
      ...range,
      houseNumber,
      direction,
    })
    const inDirection =
      direction === null ? [] : nearest.filter((match) => match.direction === direction)
    const offered = inDirection.length > 0 ? inDirection : nearest
    if (offered.length > 0) {
      // A direction typed that none of the nearest lie in ("200 N Spring St" answered with
      // South Spring's numbers) is said, so the list is not read as the street typed.
      const listed = new Set(offered.map((match) => match.direction))
      const otherDirection =
        direction !== null && !listed.has(direction)
          ? { typed: direction, listed: listed.size === 1 ? ([...listed][0] ?? null) : null }
          : undefined
      return {
        query: q,
        results: offered.map(withoutDirection),
        notice: {
          kind: 'no_such_number',
          houseNumber,
          ...(otherDirection ? { direction: otherDirection } : {}),
        },
        branch: 'nearest-on-street',
      }
    }
    // A street with no number near the one typed is still the street typed: no similar name is
    // offered in its place.
    const [named] = await statements.namedStreet.execute(range)
    if (named) {
      return {
        query: q,
        results: [],
        notice: { kind: 'no_such_number', houseNumber },
        branch: 'nearest-on-street',
      }
    }

    const atHouse = await statements.similarAtHouse.execute({ houseNumber, street })
    if (atHouse.length > 0) {
      return {
        query: q,
        results: atHouse,
        notice: { kind: 'similar_street' },
        branch: 'similar-at-house',
      }
    }
  }

  const results = await statements.nearestOnSimilarStreets.execute({
    street,
    houseNumber: houseNumber ?? 0,
    direction,
  })
  return results.length > 0
    ? {
        query: q,
        results: results.map(withoutDirection),
        notice: { kind: 'similar_street' },
        branch: 'similar-street',
      }
    : { query: q, results: [], branch: 'similar-street' }
}

/** A match as the search answers it: the street direction is read by the search alone. */
function withoutDirection({
  direction: _direction,
  ...match
}: ParcelMatch & { direction: unknown }) {
  return match
}

/**
 * The facts a parcel's card shows as "Not in the records" when missing: the example lot is the one
 * that leaves fewest of them open.
 */
const EXAMPLE_FACTS = [
  parcels.lotSf,
  parcels.zoneClass,
  parcels.yearBuilt,
  parcels.existingUnits,
  parcels.existingBuildingSf,
  parcels.residentialMarketArea,
  parcels.rso,
  parcels.hpoz,
  parcels.vhfhsz,
  parcels.coastalZone,
  parcels.hillsideArea,
  parcels.distMtsMi,
]
const knownFacts = sql.join(
  EXAMPLE_FACTS.map((column) => sql`(${column} is not null)::int`),
  sql` + `,
)
/** The example changes only when data is imported; it is read again after this long. */
const EXAMPLE_KEPT_MS = 10 * 60_000
const keptExamples = new WeakMap<Db, { readonly at: number; readonly example: ParcelExample }>()

/**
 * The home page's example, to show people what to type: the real parcel whose card leaves the
 * fewest facts unknown, nearest a major transit stop among those (its card then has the most
 * pathways to show), the first by AIN among equals; a demo lot only when no real parcel has an
 * address; null when none has. It feeds every home page, so it is kept per database for a while.
 */
export async function exampleParcel({ db }: { db: Db }): Promise<ParcelExample | null> {
  const kept = keptExamples.get(db)
  if (kept && Date.now() - kept.at < EXAMPLE_KEPT_MS) return kept.example
  const [best] = await db
    .select({ address: parcels.addressDisplay, apn: parcels.apn, isDemo: parcels.isDemo })
    .from(parcels)
    .where(isNotNull(parcels.addressDisplay))
    .orderBy(
      asc(parcels.isDemo),
      desc(knownFacts),
      sql`${parcels.distMtsMi} asc nulls last`,
      asc(parcels.ain),
    )
    .limit(1)
  if (!best?.address) return null
  const example = { address: best.address, apn: best.apn }
  // On a first start the demo city loads before the real parcels: a demo lot is not kept.
  if (!best.isDemo) keptExamples.set(db, { at: Date.now(), example })
  return example
}

// The pieces the statements share, built once with the module rather than on every search.
const houseNumberParam = sql.placeholder('houseNumber')
const directionParam = sql.placeholder('direction')
const streetParam = sql.placeholder('street')
const streetC = sql`${parcels.streetSearch} collate "C"`
const namedC = sql`${parcelStreets.streetSearch} collate "C"`
/** Parcels in the direction typed before the others; with no direction typed, all alike. */
const sameDirectionFirst = (direction: AnyPgColumn) =>
  desc(sql`coalesce(${direction} = ${directionParam}, false)`)
const inRange = (column: SQL) =>
  and(gte(column, sql.placeholder('from')), lt(column, sql.placeholder('to')))

/**
 * The search's statements, prepared once per database (server/db/prepared.ts). Street prefixes
 * are byte-order ranges rather than LIKE patterns, so that a plan PostgreSQL keeps for a
 * prepared statement still uses the indexes.
 */
function searchStatements(db: Db) {
  return {
    byAin: preparedQuery(db, 'parcel_search_ain', (on) =>
      on
        .select(matchColumns)
        .from(parcels)
        .where(between(parcels.ain, sql.placeholder('from'), sql.placeholder('to')))
        .orderBy(asc(parcels.ain))
        .limit(RESULT_LIMIT),
    ),
    byZip: preparedQuery(db, 'parcel_search_zip', (on) =>
      on
        .select(matchColumns)
        .from(parcels)
        .where(eq(parcels.zip, sql.placeholder('zip')))
        .orderBy(streetC, asc(parcels.houseNumber))
        .limit(RESULT_LIMIT),
    ),
    atHouse: preparedQuery(db, 'parcel_search_house', (on) =>
      on
        .select(matchColumns)
        .from(parcels)
        .where(eq(parcels.houseNumber, houseNumberParam))
        .orderBy(streetC)
        .limit(RESULT_LIMIT),
    ),
    streetPrefix: preparedQuery(db, 'parcel_search_street', (on) =>
      on
        .select(matchColumns)
        .from(parcels)
        .where(inRange(streetC))
        .orderBy(streetC, asc(parcels.houseNumber))
        .limit(RESULT_LIMIT),
    ),
    streetPrefixAtHouse: preparedQuery(db, 'parcel_search_street_house', (on) =>
      on
        .select(matchColumns)
        .from(parcels)
        .where(and(eq(parcels.houseNumber, houseNumberParam), inRange(streetC)))
        .orderBy(sameDirectionFirst(parcels.streetDirection), streetC)
        .limit(RESULT_LIMIT),
    ),
    // Streets whose names start with what was typed ("SPRING ST" and "SPRING ST NO 101") are
    // one street to the reader: the nearest number comes first whichever of them it is on.
    nearestOnNamedStreets: preparedQuery(db, 'parcel_search_nearest_named', (on) =>
      nearestOnStreets(on, {
        where: inRange(namedC),
        rank: namedC,
        order: asc,
        nearestBeforeStreet: true,
        withinRange: true,
      }),
    ),
    namedStreet: preparedQuery(db, 'parcel_search_named_street', (on) =>
      on
        .select({ street: parcelStreets.streetSearch })
        .from(parcelStreets)
        .where(inRange(namedC))
        .limit(1),
    ),
    similarAtHouse: preparedQuery(db, 'parcel_search_similar_house', (on) =>
      on
        .select(matchColumns)
        .from(parcels)
        .where(
          and(
            eq(parcels.houseNumber, houseNumberParam),
            sql`${parcels.streetSearch} % ${streetParam}`,
          ),
        )
        .orderBy(desc(sql`similarity(${parcels.streetSearch}, ${streetParam})`))
        .limit(RESULT_LIMIT),
    ),
    nearestOnSimilarStreets: preparedQuery(db, 'parcel_search_nearest_similar', (on) =>
      nearestOnStreets(on, {
        where: sql`${parcelStreets.streetSearch} % ${streetParam}`,
        rank: sql`similarity(${parcelStreets.streetSearch}, ${streetParam})`,
        order: desc,
        nearestBeforeStreet: false,
        withinRange: false,
      }),
    ),
  }
}

/**
 * Parcels on up to three streets (those `where` finds, best `rank` first) with the house numbers
 * nearest the `houseNumber` placeholder (the lowest for 0), those in the `direction` typed first
 * ("200 N Spring St" offers North Spring before South Spring), and with `withinRange` none
 * further than NEAREST_NUMBER_RANGE from it. Per street, short index scans up and down from the
 * number, in any direction and in the one typed, in one statement. Similar streets keep the
 * closest name first; streets that all start with what was typed are ordered by the nearest
 * number (`nearestBeforeStreet`).
 */
function nearestOnStreets(
  db: Db,
  streets: {
    where: SQL | undefined
    rank: SQL
    order: typeof asc
    nearestBeforeStreet: boolean
    withinRange: boolean
  },
) {
  const candidates = db
    .select({ street: parcelStreets.streetSearch, rank: streets.rank.as('rank') })
    .from(parcelStreets)
    .where(streets.where)
    .orderBy(streets.order(streets.rank))
    .limit(SIMILAR_STREETS)
    .as('candidates')
  const onStreet = sql`${parcels.streetSearch} collate "C" = ${candidates.street}`
  const inDirection = eq(parcels.streetDirection, directionParam)
  const columns = {
    ...matchColumns,
    houseNumber: parcels.houseNumber,
    direction: parcels.streetDirection,
  }
  const scan = (where: SQL | undefined, upwards: boolean) =>
    db
      .select(columns)
      .from(parcels)
      .where(where)
      .orderBy(upwards ? asc(parcels.houseNumber) : desc(parcels.houseNumber))
      .limit(RESULT_LIMIT)
  const up = and(
    gte(parcels.houseNumber, houseNumberParam),
    streets.withinRange
      ? lte(
          parcels.houseNumber,
          sql`${houseNumberParam}::integer + ${sql.raw(String(NEAREST_NUMBER_RANGE))}`,
        )
      : undefined,
  )
  const down = and(
    lt(parcels.houseNumber, houseNumberParam),
    streets.withinRange
      ? gte(
          parcels.houseNumber,
          sql`${houseNumberParam}::integer - ${sql.raw(String(NEAREST_NUMBER_RANGE))}`,
        )
      : undefined,
  )
  // The scans in the direction typed find its numbers even where the other direction's crowd
  // the nearest ten; a parcel both find is listed once.
  const near = union(
    scan(and(onStreet, up), true),
    scan(and(onStreet, down), false),
    scan(and(onStreet, inDirection, up), true),
    scan(and(onStreet, inDirection, down), false),
  ).as('near')
  const distance = sql`abs(${near.houseNumber} - ${houseNumberParam})`
  const street = streets.order(candidates.rank)
  return db
    .select({
      apn: near.apn,
      address: near.address,
      zone: near.zone,
      lotSf: near.lotSf,
      isDemo: near.isDemo,
      direction: near.direction,
    })
    .from(candidates)
    .crossJoinLateral(near)
    .orderBy(
      ...(streets.nearestBeforeStreet ? [] : [street]),
      sameDirectionFirst(near.direction),
      distance,
      ...(streets.nearestBeforeStreet ? [street] : []),
      // Of two numbers as near, the higher first; then a fixed order.
      desc(near.houseNumber),
      asc(near.apn),
    )
    .limit(RESULT_LIMIT)
}

/**
 * The strings that start with `prefix`, as a half-open range in byte (code point) order:
 * from the prefix itself to the prefix with its last character's successor.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const points = Array.from(prefix, (character) => character.codePointAt(0)!)
  const last = points.pop()!
  // Past the surrogates, which are no characters; a last U+10FFFF has no successor and
  // leaves the range empty.
  points.push(last + 1 === 0xd800 ? 0xe000 : Math.min(last + 1, 0x10ffff))
  return { from: prefix, to: String.fromCodePoint(...points) }
}
