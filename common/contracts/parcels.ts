// Parcels as the API and the importers see them: APN forms, address normalisation for search,
// the search request, and the shapes the API returns. Shared by server and web.
import { z } from 'zod'
import { splitTypedAddress } from './coverage.ts'

/** Where one field of a parcel came from. */
export type FieldSource = { readonly dataset: string; readonly date: string }
export type FieldSources = Readonly<Record<string, FieldSource>>

/**
 * The canonical "####-###-###" form of an Assessor's Parcel Number, from any common form:
 * with dashes, spaces or nothing between the groups (the 10-digit AIN). Null otherwise.
 */
export function normalizeApn(text: string): string | null {
  const digits = text.trim().replace(/[\s-]/g, '')
  if (!/^\d{10}$/.test(digits)) return null
  return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
}

/**
 * A lot's number on the map, the id of its feature in a tile: its APN's ten digits (the AIN) as a
 * number, which a tile stores in a few bytes instead of a text of twelve (decision 760).
 */
export function mapIdOfApn(apn: string): number {
  return Number(apn.replaceAll('-', ''))
}

/** The APN a tile feature's id stands for (`mapIdOfApn`); null for any other id. */
export function apnOfMapId(id: unknown): string | null {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return null
  return normalizeApn(String(id).padStart(10, '0'))
}

/** True when a search looks like (the start of) a parcel number rather than an address. */
export function looksLikeApn(text: string): boolean {
  return (
    /^\d{4}[\s-]?\d{0,3}[\s-]?\d{0,3}$/.test(text.trim()) && text.replace(/\D/g, '').length >= 4
  )
}

const WORD_ABBREVIATIONS: Readonly<Record<string, string>> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  STREET: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  BOULEVARD: 'BLVD',
  DRIVE: 'DR',
  ROAD: 'RD',
  PLACE: 'PL',
  LANE: 'LN',
  COURT: 'CT',
  TERRACE: 'TER',
  PARKWAY: 'PKWY',
  CIRCLE: 'CIR',
  HIGHWAY: 'HWY',
  CANYON: 'CYN',
  TRAIL: 'TRL',
  SQUARE: 'SQ',
}

const DIRECTIONS = new Set(['N', 'S', 'E', 'W'])

/** Upper-case words with the usual abbreviations, without punctuation or a trailing city/ZIP. */
export function addressWords(text: string): string[] {
  const words = text
    .toUpperCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORD_ABBREVIATIONS[word] ?? word)
  // People often type the city, state and ZIP after the street; the street is what identifies it.
  while (words.length > 1 && /^(\d{5}(-\d{4})?|CA|CALIFORNIA)$/.test(words[words.length - 1] ?? ''))
    words.pop()
  if (
    words.length > 2 &&
    words[words.length - 2] === 'LOS' &&
    words[words.length - 1] === 'ANGELES'
  ) {
    words.splice(-2, 2)
  }
  return words
}

export type AddressQuery = {
  /** The house number, wherever it was typed ("741 w 40th" or "40th st 741"). */
  readonly houseNumber: number | null
  /** Street words without the house number or a leading direction: "40TH ST". */
  readonly street: string
  /** The leading direction typed ("W" for "741 w 40th"), as the Assessor writes it; else null. */
  readonly direction: string | null
}

/** At most six digits: longer runs are no house number (and would overflow the stored integer). */
const HOUSE_NUMBER = /^\d{1,6}$/

/** Reads a typed address into the forms the search compares with (the place after it aside). */
export function parseAddressQuery(query: string): AddressQuery {
  const words = addressWords(splitTypedAddress(query).street)
  let houseNumber: number | null = null
  const first = words[0]
  const last = words[words.length - 1]
  if (first && HOUSE_NUMBER.test(first)) {
    houseNumber = Number(first)
    words.shift()
  } else if (last && words.length > 1 && HOUSE_NUMBER.test(last)) {
    houseNumber = Number(last)
    words.pop()
  }
  const direction = words[0] && DIRECTIONS.has(words[0]) && words.length > 1 ? words[0] : null
  const streetWords = direction ? words.slice(1) : words
  return { houseNumber, street: streetWords.join(' '), direction }
}

/** The stored search form of a street: name and suffix, upper case and abbreviated. */
export function streetSearchForm(parts: {
  streetName: string | null
  streetSuffix: string | null
}): string | null {
  if (!parts.streetName) return null
  return addressWords([parts.streetName, parts.streetSuffix].filter(Boolean).join(' ')).join(' ')
}

export const ParcelSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type an address or an APN to search.' })
    .trim()
    .min(2, 'Type at least 2 characters of an address or an APN.')
    .max(100, 'That search is too long: type an address or an APN (at most 100 characters).'),
})

export const ParcelApnParamSchema = z.object({
  apn: z
    .string()
    .refine((value) => normalizeApn(value) !== null, {
      error: 'An APN has 10 digits, written like 4306-026-007 or 4306026007.',
    })
    .meta({
      description: "The Assessor's Parcel Number: 10 digits, with or without dashes.",
      example: '4306-026-007',
    }),
})

/** One search match. */
export type ParcelMatch = {
  readonly apn: string
  readonly address: string | null
  readonly zone: string | null
  readonly lotSf: number | null
  readonly isDemo: boolean
}

export type ParcelSearchResponse = {
  readonly query: string
  readonly results: readonly ParcelMatch[]
  /**
   * Set when the results are not what was typed: the street exists but not that house number
   * in our records (the nearest numbers on it follow, those in the direction typed when there are
   * any, within NEAREST_NUMBER_RANGE of it: none when it has none so near), or no street is named
   * so (the closest names follow).
   */
  readonly notice?:
    | {
        readonly kind: 'no_such_number'
        readonly houseNumber: number
        /**
         * Set when a direction was typed ("N") and none of the nearest numbers lie in it: `listed`
         * is the one direction they all lie in ("S"), or null when they lie in several.
         */
        readonly direction?: { readonly typed: string; readonly listed: string | null }
      }
    | { readonly kind: 'similar_street' }
    /** The place typed lies outside the City of Los Angeles: no parcel is offered. */
    | { readonly kind: 'outside_coverage'; readonly place: string }
}

/**
 * How far from a house number the street has no record of the search offers the nearest numbers
 * on it: about ten blocks, at a hundred numbers a block. Further lies another part of town
 * ("10904 S Spring St" is not near "200 N Spring St"; decision 646).
 */
export const NEAREST_NUMBER_RANGE = 1000

/** A ZIP code typed on its own ("90012"): the search lists parcels in it. */
export function zipQuery(text: string): string | null {
  const trimmed = text.trim()
  return /^9\d{4}$/.test(trimmed) ? trimmed : null
}

/** A parcel the server holds, offered as an example to search for. */
export type ParcelExample = { readonly address: string; readonly apn: string }

const STREET_SUFFIXES = new Set([
  'ST',
  'AVE',
  'BLVD',
  'DR',
  'RD',
  'PL',
  'LN',
  'CT',
  'TER',
  'WAY',
  'PKWY',
  'CIR',
  'HWY',
  'CYN',
  'TRL',
  'SQ',
  'WALK',
  'PATH',
  'ROW',
  'PLZ',
  'MALL',
  'ALY',
  'VIS',
  'CRES',
  'GRN',
  'LOOP',
])

export type SitusAddress = {
  readonly houseNumber: number | null
  readonly houseFraction: string | null
  readonly streetDirection: string | null
  readonly streetName: string | null
  readonly streetSuffix: string | null
  readonly unit: string | null
}

/** Splits a one-line situs address ("741 W 40TH ST", "1234 1/2 S MAIN ST #3") into parts. */
export function parseSitusAddress(text: string): SitusAddress {
  // The Assessor writes many units as "NO 101" or "NO A"; a short token after it is a unit.
  const unitMatch = /\s+(?:(?:#|UNIT\s+|APT\s+|STE\s+)(\S+)|NO\s+([A-Z0-9-]{1,6}))$/i.exec(
    text.trim(),
  )
  const withoutUnit = unitMatch ? text.trim().slice(0, unitMatch.index) : text.trim()
  const words = addressWords(withoutUnit)
  let houseNumber: number | null = null
  let houseFraction: string | null = null
  if (words[0] && /^\d+$/.test(words[0])) houseNumber = Number(words.shift())
  if (words[0] && /^\d\/\d$/.test(words[0])) houseFraction = words.shift() ?? null
  const streetDirection =
    words.length > 1 && DIRECTIONS.has(words[0] ?? '') ? (words.shift() ?? null) : null
  // It also writes a unit bare after the street's suffix ("7254 VASSAR AVE 101", "GILMORE ST A",
  // "SWALL DR PN1", "ROXBURY DR NO101"). A name must come before the suffix, so "AVENUE 50" stays
  // a street; five digits are a ZIP.
  const bareUnit =
    !unitMatch && words.length > 2 && STREET_SUFFIXES.has(words[words.length - 2] ?? '')
      ? (/^(?:NO)?([A-Z]{0,2}\d{1,4}[A-Z]?|[A-Z])$/i.exec(words[words.length - 1] ?? '')?.[1] ??
        null)
      : null
  if (bareUnit !== null) words.pop()
  const streetSuffix =
    words.length > 1 && STREET_SUFFIXES.has(words[words.length - 1] ?? '')
      ? (words.pop() ?? null)
      : null
  return {
    houseNumber,
    houseFraction,
    streetDirection,
    streetName: words.length > 0 ? words.join(' ') : null,
    streetSuffix,
    unit: unitOrNone(unitMatch?.[1] ?? unitMatch?.[2] ?? bareUnit),
  }
}

/** The Assessor writes "NO 0" on lots with no unit: a unit of zeros is none. */
function unitOrNone(unit: string | null): string | null {
  return unit === null || /^0+$/.test(unit) ? null : unit
}

/** "741 W 40th St, Los Angeles, CA 90037" from the parts (street words in title case). */
export function formatAddress(
  address: SitusAddress & { city: string | null; zip: string | null },
): string | null {
  if (!address.streetName) return null
  const title = (word: string) =>
    /^\d/.test(word) ? word.toLowerCase() : word.charAt(0) + word.slice(1).toLowerCase()
  const street = [
    address.houseNumber,
    address.houseFraction,
    address.streetDirection,
    ...address.streetName.split(' ').map(title),
    address.streetSuffix ? title(address.streetSuffix) : null,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' ')
  const unit = address.unit ? ` #${address.unit}` : ''
  const city = address.city ? `, ${address.city.split(' ').map(title).join(' ')}` : ''
  const stateZip = address.zip ? `, CA ${address.zip}` : address.city ? ', CA' : ''
  return `${street}${unit}${city}${stateZip}`
}
