// The sentence under the screen's map when it shows fewer lots than match: which lots it shows,
// and why the others are not on it, in the same counts as the table beside it.
import { SCREEN_ROW_LIMIT, SCREEN_VISITOR_ROWS } from '#common/contracts/screen.ts'

const count = (value: number) => value.toLocaleString('en-US')

const NO_POINT = 'no location on record (no map point in the public data we hold)'

/**
 * What the map says of its lots: `shown` dots of `total` matches. A visitor's map shows the
 * table's first few lots, those with a point on record; a signed-in reader's, every match with
 * one, up to the table's limit. Null when the map shows every match.
 */
export function mapCountNote({
  shown,
  total,
  signedIn,
}: {
  shown: number
  total: number
  signedIn: boolean
}): string | null {
  if (shown >= total) return null
  const rows = signedIn ? SCREEN_ROW_LIMIT : SCREEN_VISITOR_ROWS
  if (total <= rows)
    return `The map shows ${count(shown)} of ${count(total)} lots: ${count(total - shown)} ${total - shown === 1 ? 'has' : 'have'} ${NO_POINT}, so the table lists ${total - shown === 1 ? 'it' : 'them'} without one.`
  if (signedIn) return `The map shows ${count(shown)} of ${count(total)} lots.`
  const listed = Math.min(total, rows)
  if (shown >= listed)
    return `The map shows ${count(shown)} of ${count(total)} lots, the first, as the table does.`
  // Some of the table's first lots have no point: the map cannot show them, and says so
  // rather than claim it shows what the table does.
  return shown === 0
    ? `The map shows none of the first ${count(listed)} lots the table lists (of ${count(total)}): they have ${NO_POINT}.`
    : `The map shows ${count(shown)} of the first ${count(listed)} lots the table lists (of ${count(total)}): the others have ${NO_POINT}.`
}
