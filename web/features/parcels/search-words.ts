// What the address search says in its list and announces to screen readers: one text for each
// answer, so that what is heard is what is shown.
import { outsideCoverageMessage } from '#common/contracts/coverage.ts'
import { NEAREST_NUMBER_RANGE, type ParcelSearchResponse } from '#common/contracts/parcels.ts'

type NoSuchNumber = Extract<NonNullable<ParcelSearchResponse['notice']>, { kind: 'no_such_number' }>

/**
 * What our records lack, said as such: a house number missing from them may well exist (City Hall
 * at 200 N Spring St is not in them).
 */
function noRecordText(notice: NoSuchNumber): string {
  return `We have no record of house number ${notice.houseNumber} on that street`
}

/** A street with no number near the one typed: nothing is listed, and this says why. */
export function nothingNearText(notice: NoSuchNumber): string {
  return `${noRecordText(notice)}, nor of any within ${NEAREST_NUMBER_RANGE.toLocaleString('en-US')} numbers of it.`
}

/** Where the nearest numbers lie when they are not in the direction typed ("N" for North). */
function otherDirectionText({ typed, listed }: NonNullable<NoSuchNumber['direction']>): string {
  return listed === null ? `not on its ${typed} part` : `on its ${listed} part, not ${typed}`
}

/** What the list says when its matches are not what was typed. */
export function noticeText(notice: NonNullable<ParcelSearchResponse['notice']>): string {
  switch (notice.kind) {
    case 'no_such_number':
      return notice.direction
        ? `${noRecordText(notice)}. The nearest numbers we have are ${otherDirectionText(notice.direction)}:`
        : `${noRecordText(notice)}. The nearest numbers we have on it:`
    case 'similar_street':
      return 'No street has that exact name. The closest names:'
    case 'outside_coverage':
      return `${outsideCoverageMessage(notice.place)}.`
  }
}

/**
 * What the search announces once it answers: the count of what it lists, said as what the list
 * is, so that nearest numbers are never announced as parcels found at the number typed.
 */
export function announcementText(
  query: string,
  count: number,
  notice: ParcelSearchResponse['notice'] | undefined,
): string {
  const parcelCount = `${count} ${count === 1 ? 'parcel' : 'parcels'}`
  switch (notice?.kind) {
    case 'no_such_number':
      if (count === 0) return nothingNearText(notice)
      return notice.direction
        ? `${noRecordText(notice)}: ${parcelCount} with the nearest numbers we have, ${otherDirectionText(notice.direction)}.`
        : `${noRecordText(notice)}: ${parcelCount} with the nearest numbers we have on it.`
    case 'similar_street':
      return `No street has that exact name: ${parcelCount} on the closest names.`
    case 'outside_coverage':
      return noticeText(notice)
    case undefined:
      return count === 0 ? noMatchText(query) : `${parcelCount} found`
  }
}

/** The list's line and the announcement when nothing matches what was typed. */
export function noMatchText(query: string): string {
  return `No parcel matches “${query}”. Check the spelling, or try the APN.`
}
