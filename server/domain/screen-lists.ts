// Lists of lots to screen: a CSV of APNs or addresses that someone uploads, each row matched to a
// parcel or told why not. The parcels it matched narrow a screen (`list=` on the Find Lots page,
// its exports and the public API), so a list is screened exactly as the city is.
import { parse } from 'csv-parse/sync'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { outsideCoverageMessage, placeOutsideCoverage } from '#common/contracts/coverage.ts'
import { looksLikeApn, normalizeApn, parseAddressQuery } from '#common/contracts/parcels.ts'
import {
  listInUseMessage,
  SCREEN_LIST_NOT_FOUND,
  SCREEN_LIST_ROW_LIMIT,
  type ScreenList,
  type ScreenListOverview,
  type ScreenListRow,
} from '#common/contracts/screen.ts'
import { AppError } from '#common/errors.ts'
import type { SignedInActor } from '../auth/actor.ts'
import type { Db } from '../db/client.ts'
import { parcels, savedScreens, screenListParcels, screenLists } from '../db/schema/index.ts'
import { searchParcelsByBranch } from './parcel-search.ts'

/** One row of a list as read from its file: what it says, and whether that is an APN. */
export type ListEntry = { row: number; input: string; kind: 'apn' | 'address' }

const APN_HEADER = /^(apn|ain|parcel( number| id)?|assessor'?s? parcel number)$/i
const ADDRESS_HEADER = /address/i

/** The delimiter the first line uses most: a comma, a semicolon (European Excel) or a tab. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }))
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter
}

const oneLine = (cell: string) => cell.replace(/\s+/g, ' ').trim()

/**
 * The rows of an uploaded list: a byte-order mark, semicolons or tabs, quoted line breaks and
 * blank rows are all read as a spreadsheet would. A header naming an APN or address column picks
 * that column (a cell of the APN column with letters in it is an address); without one, a row
 * whose first cell is an APN is that APN, and any other row is an address (its cells joined,
 * since an unquoted address splits at its commas).
 * More than SCREEN_LIST_ROW_LIMIT rows is refused whole.
 */
export function readListCsv(text: string): ListEntry[] {
  let records: string[][]
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][]
  } catch (error) {
    throw new AppError(
      'INVALID_INPUT',
      `The file could not be read as CSV: ${(error as Error).message}. Save it from your spreadsheet as CSV and upload it again.`,
    )
  }
  const cells = records.map((record) => record.map(oneLine))
  const firstIndex = cells.findIndex((record) => record.some((cell) => cell !== ''))
  const first = cells[firstIndex] ?? []
  const apnColumn = first.findIndex((cell) => APN_HEADER.test(cell))
  const addressColumn = first.findIndex((cell) => ADDRESS_HEADER.test(cell))
  const hasHeader = apnColumn >= 0 || addressColumn >= 0

  const entries: ListEntry[] = []
  cells.forEach((record, index) => {
    if (hasHeader && index <= firstIndex) return
    if (record.every((cell) => cell === '')) return
    const row = index + 1
    const apn = apnColumn >= 0 ? (record[apnColumn] ?? '') : ''
    if (apn !== '') {
      // An address typed in the APN column (letters an APN never has) is looked up as the
      // address it is, not refused as a malformed APN.
      entries.push({ row, input: apn, kind: /[a-z]/i.test(apn) ? 'address' : 'apn' })
      return
    }
    if (hasHeader) {
      const address = addressColumn >= 0 ? (record[addressColumn] ?? '') : ''
      if (address !== '') entries.push({ row, input: address, kind: 'address' })
      return
    }
    const [lead = ''] = record
    if (looksLikeApn(lead)) entries.push({ row, input: lead, kind: 'apn' })
    else {
      const input = record.filter((cell) => cell !== '').join(', ')
      entries.push({ row, input, kind: looksLikeApn(input) ? 'apn' : 'address' })
    }
  })
  if (entries.length > SCREEN_LIST_ROW_LIMIT)
    throw new AppError(
      'INVALID_INPUT',
      `The list has ${entries.length.toLocaleString('en-US')} rows; a list holds at most ${SCREEN_LIST_ROW_LIMIT.toLocaleString('en-US')}. Split it into lists of ${SCREEN_LIST_ROW_LIMIT.toLocaleString('en-US')} rows or fewer and upload each.`,
    )
  if (entries.length === 0)
    throw new AppError(
      'INVALID_INPUT',
      'The list has no rows. Put one APN or address on each row, with or without a header.',
    )
  return entries
}

type Matched = { row: number; input: string; apn: string }

/** Each entry's parcel, or the row with the reason it has none. */
async function matchEntries(
  db: Db,
  entries: readonly ListEntry[],
): Promise<{ matched: Matched[]; unmatched: ScreenListRow[] }> {
  const matched: Matched[] = []
  const unmatched: ScreenListRow[] = []

  const apnEntries = entries.filter((entry) => entry.kind === 'apn')
  const wanted = [
    ...new Set(apnEntries.map((entry) => normalizeApn(entry.input)).filter((apn) => apn !== null)),
  ]
  const known = new Set<string>()
  for (let start = 0; start < wanted.length; start += 1000) {
    const found = await db
      .select({ apn: parcels.apn })
      .from(parcels)
      .where(inArray(parcels.apn, wanted.slice(start, start + 1000)))
    for (const { apn } of found) known.add(apn)
  }

  for (const entry of entries) {
    const { row, input } = entry
    if (entry.kind === 'apn') {
      const apn = normalizeApn(input)
      if (apn === null)
        unmatched.push({
          row,
          input,
          problem: 'unknown_apn',
          message: 'Not an APN: an APN has 10 digits, written like 4306-026-007.',
        })
      else if (!known.has(apn))
        unmatched.push({
          row,
          input,
          problem: 'unknown_apn',
          message: `No parcel with APN ${apn} is in our records of the City of Los Angeles.`,
        })
      else matched.push({ row, input, apn })
      continue
    }
    const place = placeOutsideCoverage(input)
    if (place !== null) {
      unmatched.push({
        row,
        input,
        problem: 'outside_city',
        message: `${outsideCoverageMessage(place)}.`,
      })
      continue
    }
    const found = await searchParcelsByBranch({ db, q: input })
    const exact =
      found.branch === 'street-prefix' && parseAddressQuery(input).houseNumber !== null
        ? found.results
        : []
    const [only] = exact
    if (only && exact.length === 1) matched.push({ row, input, apn: only.apn })
    else if (exact.length > 1)
      unmatched.push({
        row,
        input,
        problem: 'ambiguous_address',
        message: `${exact.length >= 10 ? 'Ten or more' : exact.length} lots are at this address (${exact
          .slice(0, 3)
          .map((lot) => lot.apn)
          .join(', ')}${exact.length > 3 ? ', …' : ''}). List the one you mean by its APN.`,
      })
    else
      unmatched.push({
        row,
        input,
        problem: 'address_not_found',
        message: 'No lot at this address is in our records of the City of Los Angeles.',
      })
  }

  // The same lot twice is screened once; the later rows say which row it was.
  const firstRow = new Map<string, number>()
  const distinct: Matched[] = []
  for (const lot of matched) {
    const earlier = firstRow.get(lot.apn)
    if (earlier === undefined) {
      firstRow.set(lot.apn, lot.row)
      distinct.push(lot)
    } else
      unmatched.push({
        row: lot.row,
        input: lot.input,
        problem: 'duplicate',
        message: `The same lot (APN ${lot.apn}) as row ${earlier}.`,
      })
  }
  unmatched.sort((a, b) => a.row - b.row)
  return { matched: distinct, unmatched }
}

/**
 * Reads, matches and stores an uploaded list for `actor`, in one transaction: a list refused
 * (over the limit, unreadable) leaves nothing behind.
 */
export async function createScreenList(
  db: Db,
  actor: SignedInActor,
  upload: { name: string; csv: string },
): Promise<ScreenList> {
  const entries = readListCsv(upload.csv)
  const { matched, unmatched } = await matchEntries(db, entries)
  const name = oneLine(upload.name).slice(0, 200) || 'Uploaded list'
  return db.transaction(async (tx) => {
    const [list] = await tx
      .insert(screenLists)
      .values({ userId: actor.id, name, rowCount: entries.length, unmatched })
      .returning()
    if (!list) throw new Error('the list was not stored')
    for (let start = 0; start < matched.length; start += 1000)
      await tx
        .insert(screenListParcels)
        .values(matched.slice(start, start + 1000).map(({ apn }) => ({ listId: list.id, apn })))
    return {
      id: list.id,
      name: list.name,
      rowCount: list.rowCount,
      matched: matched.length,
      unmatched: list.unmatched,
      createdAt: list.createdAt.toISOString(),
    }
  })
}

/** `actor`'s lists, newest first, each with its counts. */
export async function listScreenLists(db: Db, actor: SignedInActor): Promise<ScreenListOverview[]> {
  const rows = await db
    .select({
      id: screenLists.id,
      name: screenLists.name,
      rowCount: screenLists.rowCount,
      unmatchedCount: sql<number>`jsonb_array_length(${screenLists.unmatched})`.mapWith(Number),
      createdAt: screenLists.createdAt,
      matched:
        sql<number>`(select count(*) from ${screenListParcels} where ${screenListParcels.listId} = ${screenLists.id})`.mapWith(
          Number,
        ),
    })
    .from(screenLists)
    .where(eq(screenLists.userId, actor.id))
    .orderBy(desc(screenLists.createdAt), desc(screenLists.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/**
 * Deletes one of `actor`'s lists with the lots it matched. A list a saved screen narrows to is
 * kept, with the saved screens named: deleting it would leave them matching nothing, silently.
 */
export async function deleteScreenList(db: Db, actor: SignedInActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [list] = await tx
      .select({ id: screenLists.id })
      .from(screenLists)
      .where(and(eq(screenLists.id, id), eq(screenLists.userId, actor.id)))
      .for('update')
    if (!list) throw new AppError('NOT_FOUND', SCREEN_LIST_NOT_FOUND)
    const users = await tx
      .select({ name: savedScreens.name })
      .from(savedScreens)
      .where(and(eq(savedScreens.userId, actor.id), sql`${savedScreens.params} ->> 'list' = ${id}`))
      .orderBy(savedScreens.name)
    if (users.length > 0)
      throw new AppError('CONFLICT', listInUseMessage(users.map((screen) => screen.name)))
    await tx.delete(screenLists).where(eq(screenLists.id, id))
  })
}

/** The list's text as uploaded: a CSV body (text/csv, or plain text). */
export async function readUploadedCsv(request: Request): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('text/csv') && !type.startsWith('text/plain'))
    throw new AppError(
      'INVALID_INPUT',
      'Send the list as the request body with Content-Type: text/csv, one APN or address a row.',
    )
  return request.text()
}
