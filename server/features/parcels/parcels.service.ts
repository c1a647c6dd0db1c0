// Finding parcels by address or APN, as the person types.
import { and, asc, between, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import {
  looksLikeApn,
  parseAddressQuery,
  type ParcelExample,
  type ParcelMatch,
  type ParcelSearchResponse,
} from '#common/contracts/parcels.ts'
import type { Db } from '../../db/client.ts'
import { parcelStreets, parcels } from '../../db/schema/index.ts'

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
 * Up to 10 parcels for what someone is typing: an APN or AIN (whole or its first digits), or an
 * address with the house number first or last. Exact prefix matches come from byte-ordered
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
  if (looksLikeApn(q)) {
    const digits = q.replace(/\D/g, '').slice(0, 10)
    const results = await db
      .select(matchColumns)
      .from(parcels)
      .where(between(parcels.ain, digits.padEnd(10, '0'), digits.padEnd(10, '9')))
      .orderBy(asc(parcels.ain))
      .limit(RESULT_LIMIT)
    return { query: q, results, branch: 'apn' }
  }

  const { houseNumber, street } = parseAddressQuery(q)
  const streetC = sql`${parcels.streetSearch} collate "C"`
  if (!street) {
    if (houseNumber === null) return { query: q, results: [], branch: 'empty' }
    const results = await db
      .select(matchColumns)
      .from(parcels)
      .where(eq(parcels.houseNumber, houseNumber))
      .orderBy(streetC)
      .limit(RESULT_LIMIT)
    return { query: q, results, branch: 'house-number' }
  }

  const prefix = sql`${streetC} like ${`${escapeLike(street)}%`}`
  const exact = await db
    .select(matchColumns)
    .from(parcels)
    .where(houseNumber === null ? prefix : and(eq(parcels.houseNumber, houseNumber), prefix))
    .orderBy(streetC, asc(parcels.houseNumber))
    .limit(RESULT_LIMIT)
  if (exact.length > 0) return { query: q, results: exact, branch: 'street-prefix' }

  if (houseNumber !== null) {
    // The street is there but not the number: say so, and offer the nearest numbers on it
    // rather than the same number on another street.
    const namedStreets = await db
      .select({ street: parcelStreets.streetSearch })
      .from(parcelStreets)
      .where(sql`${parcelStreets.streetSearch} collate "C" like ${`${escapeLike(street)}%`}`)
      .orderBy(sql`${parcelStreets.streetSearch} collate "C"`)
      .limit(SIMILAR_STREETS)
    if (namedStreets.length > 0) {
      const nearest: ParcelMatch[] = []
      for (const { street: name } of namedStreets) {
        if (nearest.length >= RESULT_LIMIT) break
        nearest.push(
          ...(await nearestOnStreet(db, name, houseNumber, RESULT_LIMIT - nearest.length)),
        )
      }
      return {
        query: q,
        results: nearest,
        notice: { kind: 'no_such_number', houseNumber },
        branch: 'nearest-on-street',
      }
    }

    const atHouse = await db
      .select(matchColumns)
      .from(parcels)
      .where(and(eq(parcels.houseNumber, houseNumber), sql`${parcels.streetSearch} % ${street}`))
      .orderBy(desc(sql`similarity(${parcels.streetSearch}, ${street})`))
      .limit(RESULT_LIMIT)
    if (atHouse.length > 0) {
      return {
        query: q,
        results: atHouse,
        notice: { kind: 'similar_street' },
        branch: 'similar-at-house',
      }
    }
  }

  const similarStreets = await db
    .select({ street: parcelStreets.streetSearch })
    .from(parcelStreets)
    .where(sql`${parcelStreets.streetSearch} % ${street}`)
    .orderBy(desc(sql`similarity(${parcelStreets.streetSearch}, ${street})`))
    .limit(SIMILAR_STREETS)
  const results: ParcelMatch[] = []
  for (const { street: name } of similarStreets) {
    if (results.length >= RESULT_LIMIT) break
    results.push(...(await nearestOnStreet(db, name, houseNumber, RESULT_LIMIT - results.length)))
  }
  return results.length > 0
    ? { query: q, results, notice: { kind: 'similar_street' }, branch: 'similar-street' }
    : { query: q, results, branch: 'similar-street' }
}

/**
 * A parcel with an address that the server holds (the first by AIN), for the home page's
 * example; null when no parcel has an address yet.
 */
export async function exampleParcel({ db }: { db: Db }): Promise<ParcelExample | null> {
  const [first] = await db
    .select({ address: parcels.addressDisplay, apn: parcels.apn })
    .from(parcels)
    .where(isNotNull(parcels.addressDisplay))
    .orderBy(asc(parcels.ain))
    .limit(1)
  return first?.address ? { address: first.address, apn: first.apn } : null
}

/**
 * Parcels on one street with the house numbers nearest `houseNumber` (the lowest numbers when
 * there is none): two short index scans, up and down from the number, merged by distance.
 */
async function nearestOnStreet(
  db: Db,
  street: string,
  houseNumber: number | null,
  limit: number,
): Promise<ParcelMatch[]> {
  const onStreet = sql`${parcels.streetSearch} collate "C" = ${street}`
  const from = houseNumber ?? 0
  const [above, below] = await Promise.all([
    db
      .select({ ...matchColumns, houseNumber: parcels.houseNumber })
      .from(parcels)
      .where(and(onStreet, gte(parcels.houseNumber, from)))
      .orderBy(asc(parcels.houseNumber))
      .limit(limit),
    houseNumber === null
      ? Promise.resolve([])
      : db
          .select({ ...matchColumns, houseNumber: parcels.houseNumber })
          .from(parcels)
          .where(and(onStreet, lt(parcels.houseNumber, from)))
          .orderBy(desc(parcels.houseNumber))
          .limit(limit),
  ])
  return [...above, ...below]
    .sort((a, b) => Math.abs((a.houseNumber ?? 0) - from) - Math.abs((b.houseNumber ?? 0) - from))
    .slice(0, limit)
    .map(({ houseNumber: _houseNumber, ...match }) => match)
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
