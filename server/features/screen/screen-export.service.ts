// A screen's lots as a spreadsheet: each lot's figures, the legal status of every pathway with the
// law it rests on, the engine version and the date of the data. Cells that a spreadsheet would
// read as a formula are neutralised (formula injection).
import { EventEmitter, once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { setImmediate as nextEventLoopTurn } from 'node:timers/promises'
import type ExcelJS from 'exceljs'
import { SCREEN_ROW_LIMIT, type ScreenQuery } from '#common/contracts/screen.ts'
import { PATHWAY_SHORT_NAMES } from '#common/pathway-names.ts'
import {
  analyzeParcel,
  ENGINE_VERSION,
  PATHWAY_IDS,
  STATUS_LABELS,
  type Citation,
  type PathwayId,
} from '#engine'
import { PROFORMA_VERSION } from '#proforma'
import type { Db } from '../../db/client.ts'
import type { SignedInActor } from '../../auth/actor.ts'
import {
  findDataDate,
  findExportLots,
  findScreenApns,
  findScreenList,
  type ExportLot,
} from '../../domain/screen.ts'

type Cell = string | number | null

/**
 * A screen's lots as a table to send: its header, how many rows, and the rows read from the
 * database a part at a time (the next part read while this one is sent), so a download of
 * 100,000 lots holds two parts at most, never them all.
 */
export type ScreenTable = {
  readonly header: readonly string[]
  readonly rowCount: number
  readonly parts: () => AsyncGenerator<ReadonlyArray<readonly Cell[]>>
}

/**
 * Lots read from the database at a time while a table is sent. A part and the one read ahead live
 * through several of V8's young collections while they are written, so they reach the old
 * generation, which then grows by half before it is collected (decision 620): smaller parts keep
 * the server's peak lower, for no more processor time than parts of 2,000 (decision 870).
 */
export const EXPORT_PART_ROWS = 500

/** The law each pathway rests on (the same for every lot), read from the engine once. */
let pathwayLaws: Readonly<Record<PathwayId, string>> | null = null
function lawOf(id: PathwayId): string {
  if (!pathwayLaws) {
    const analysis = analyzeParcel({ parcel: {}, scenario: { analysisDate: '2026-01-01' } })
    pathwayLaws = Object.fromEntries(
      PATHWAY_IDS.map((pathway) => [
        pathway,
        analysis.pathways[pathway].citations.map(citationText).join('; '),
      ]),
    ) as Record<PathwayId, string>
  }
  return pathwayLaws[id]
}

function citationText(citation: Citation): string {
  return `${citation.law} ${citation.section}`.trim()
}

/**
 * The matching lots of `query` (up to the screen's limit) as a table with its sources, read
 * `partRows` lots at a time. A list's lots are its owner's alone.
 */
export async function buildScreenTable(
  db: Db,
  actor: SignedInActor | null,
  query: ScreenQuery,
  partRows = EXPORT_PART_ROWS,
): Promise<ScreenTable> {
  if (query.list !== undefined) await findScreenList(db, actor, query.list)
  // The order is settled once, as APNs; each part then reads its lots' figures by APN.
  const apns = await findScreenApns(db, query, SCREEN_ROW_LIMIT)
  const dataDate = await findDataDate(db)
  const header = [
    'APN',
    'Address',
    'Zone',
    'Lot size (sq ft)',
    'Community plan area',
    'Miles to major transit',
    'Pathway',
    'Net new homes',
    'Residual land value ($)',
    'Most homes by',
    'Highest value by',
    ...PATHWAY_IDS.map((id) => `${PATHWAY_SHORT_NAMES[id]}: status (${lawOf(id)})`),
    'Engine version',
    'Pro forma version',
    'Parcel data as of',
    'Sources',
  ]
  const sources = `Net new homes and residual land value: both of the pathway named beside them, the lot's pathway that meets the screen's filters (${query.sort === 'homes' ? 'the most homes of them' : 'the most valuable of them'}). Statuses and homes: Lotwise engine ${ENGINE_VERSION}, under the laws named in each status column. Residual land value: Lotwise pro forma ${PROFORMA_VERSION} at its default assumptions for the lot's ZIP, or City-wide figures where its ZIP is not known. Parcel facts: public records${dataDate ? ` as of ${dataDate}` : ''}.`
  const toRow = (lot: ExportLot): Cell[] => [
    lot.apn,
    lot.address,
    lot.zone,
    lot.lotSf === null ? null : Math.round(lot.lotSf),
    lot.communityPlanArea,
    lot.transitMi === null ? null : Math.round(lot.transitMi * 100) / 100,
    lot.by ? PATHWAY_SHORT_NAMES[lot.by] : null,
    lot.netNewUnits === 'unlimited' ? 'No limit' : lot.netNewUnits,
    lot.residualLandValue,
    lot.bestByHomes ? PATHWAY_SHORT_NAMES[lot.bestByHomes] : null,
    lot.bestByValue ? PATHWAY_SHORT_NAMES[lot.bestByValue] : null,
    ...PATHWAY_IDS.map((id) => statusOf(lot, id)),
    ENGINE_VERSION,
    PROFORMA_VERSION,
    dataDate,
    sources,
  ]
  return {
    header,
    rowCount: apns.length,
    async *parts() {
      const read = (start: number) => findExportLots(db, query, apns.slice(start, start + partRows))
      // Each part is asked for before the one before it is handed on, so the database finds it
      // while the caller writes out that one, instead of both waiting on each other in turn.
      let reading = read(0)
      for (let start = 0; start < apns.length; start += partRows) {
        const lots = await reading
        if (start + partRows < apns.length) {
          reading = read(start + partRows)
          // Awaited on the next turn; if the caller stops first, its failure has nobody to
          // reach and must not end the process as an unhandled rejection.
          reading.catch(() => {})
        }
        yield lots.map(toRow)
      }
    },
  }
}

function statusOf(lot: ExportLot, id: PathwayId): string | null {
  const pathway = lot.pathways[id]
  if (!pathway) return null
  const netNewUnits = pathway.netNewUnits ?? null
  const homes =
    netNewUnits === null
      ? ''
      : netNewUnits === 'unlimited'
        ? ' (no limit on homes)'
        : ` (${netNewUnits} net new homes)`
  return `${STATUS_LABELS[pathway.status]}${homes}`
}

/**
 * Text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
 * return) is prefixed with an apostrophe, so it is shown as written. Numbers stay numbers.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** One cell of CSV, RFC 4180, its text neutralised. */
function csvCell(cell: Cell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell)
  const text = neutraliseFormula(cell)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * CSV lines, RFC 4180, each ended by CRLF. A cell the same as the one above it reuses that one's
 * escaped text rather than neutralising and quoting it again: the versions, the data date and the
 * sources sentence are the same on every line, and the statuses often are.
 */
function csvLines(): (cells: readonly Cell[]) => string {
  const above: Cell[] = []
  const aboveText: string[] = []
  return (cells) => {
    let line = ''
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index]!
      if (index >= above.length || above[index] !== cell) {
        above[index] = cell
        aboveText[index] = csvCell(cell)
      }
      line += index === 0 ? aboveText[index] : `,${aboveText[index]}`
    }
    return `${line}\r\n`
  }
}

/**
 * The table as CSV with a byte-order mark (Excel reads it as UTF-8), sent part by part: the next
 * part is made when the reader asks for it (ReadableStream.from holds none ahead), so memory holds
 * what the socket has not yet taken and the one part read ahead (decision 675).
 */
export function toCsv(table: ScreenTable): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const line = csvLines()
  async function* text() {
    yield encoder.encode(`\uFEFF${line(table.header)}`)
    for await (const rows of table.parts()) yield encoder.encode(rows.map(line).join(''))
  }
  return NodeReadableStream.from(text()) as ReadableStream<Uint8Array>
}

/**
 * The one style of every cell below the header. ExcelJS gives each new cell a style object of its
 * own and, on writing the row, renders that style to XML to find its number in the workbook; it
 * remembers the number only per object. Sharing one object makes that a look-up; the rendering
 * was about 40 % of the processor time of a 100,000-row workbook (decision 515).
 */
const UNSTYLED: Partial<ExcelJS.Style> = {}

/** A stream a sheet's XML waits in: Node's own or the readable-stream package's (archiver's). */
type XmlStream = EventEmitter & { _writableState?: { needDrain?: boolean; length?: number } }

/**
 * The streams ExcelJS pipes a sheet's XML into on its way to the zip (archiver's, of the
 * readable-stream package). ExcelJS's streaming writer writes the XML there without heeding their
 * backpressure, so a writer faster than the compression kept tens of megabytes of XML waiting
 * (docs/scaling.md); the export waits on them instead. These are ExcelJS's internals (`stream.pipes`
 * of the sheet, exceljs 4.4.0, pinned): where they are not, none is found and the export runs
 * unbounded as before, with the same bytes; screen.test.ts checks they are found.
 */
export function sheetXmlStreams(sheet: ExcelJS.Worksheet): XmlStream[] {
  const { stream } = sheet as unknown as { stream?: { pipes?: unknown } }
  return Array.isArray(stream?.pipes)
    ? stream.pipes.filter(
        (pipe): pipe is XmlStream => pipe instanceof EventEmitter && '_writableState' in pipe,
      )
    : []
}

/**
 * Once each of `streams` that holds more than `atMost` bytes has written out what it holds, or
 * `out` is gone (the reader left).
 */
async function drained(streams: readonly XmlStream[], out: PassThrough, atMost = 0): Promise<void> {
  for (const stream of streams) {
    const state = stream._writableState
    if (!state?.needDrain || (state.length ?? Infinity) <= atMost) continue
    const gone = new AbortController()
    try {
      await Promise.race([
        once(stream, 'drain', { signal: gone.signal }),
        once(out, 'close', { signal: gone.signal }),
      ])
    } finally {
      gone.abort()
    }
    if (out.destroyed) throw new Error('the reader left before the workbook was written')
  }
}

/**
 * Rows written between two turns of the event loop. The zip compresses a sheet's XML on zlib's
 * threads, but each piece it takes and hands on is a callback on this one: while rows are written
 * without a turn, it waits. Writing a part's 2,000 rows at once, then waiting for the zip to take
 * all their XML, left the writer idle about a third of an export's time on a busy machine.
 */
const ROWS_PER_TURN = 250

/**
 * XML a sheet may have waiting for the zip before the writer waits for it all to be taken: a
 * little more than a part's (about 650 lots' worth), so the zip rarely runs dry while the writer
 * waits, and memory stays flat however far it falls behind (decisions 821 and 870).
 */
const XML_WAITING_BYTES = 1_000_000

/**
 * ExcelJS's streaming writer as a module of its own (exceljs 4.4.0, pinned). The module has no
 * types of its own: held as a plain string, its path is not looked up by the compiler, and the
 * import is typed from the package's description of the writer.
 */
const EXCELJS_WORKBOOK_WRITER: string = 'exceljs/lib/stream/xlsx/workbook-writer.js'

/**
 * The same table as an Excel workbook: one sheet, the header bold and frozen, numbers as numbers
 * and text as text (neutralised as in the CSV, so a sheet saved again as CSV stays safe). Written
 * by ExcelJS's streaming writer, each part's rows committed as they come, so the workbook is never
 * whole in memory.
 */
export function toXlsx(table: ScreenTable): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  void (async () => {
    // ExcelJS's streaming writer alone, loaded with the first workbook asked for, not at start
    // (decision 620): the whole package, its readers and CSV parts too, took 29 MB of the server's
    // memory and half a second to load, the writer 18 MB and a tenth of that (decision 765).
    const { default: WorkbookWriter } = (await import(EXCELJS_WORKBOOK_WRITER)) as {
      default: typeof ExcelJS.stream.xlsx.WorkbookWriter
    }
    const workbook = new WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    })
    workbook.creator = 'Lotwise'
    const sheet = workbook.addWorksheet('Lots', { views: [{ state: 'frozen', ySplit: 1 }] })
    sheet.columns = table.header.map((_, index) => ({ width: index < 2 ? 28 : 16 }))
    const header = sheet.addRow([...table.header])
    header.font = { bold: true }
    header.commit()
    let written = 0
    for await (const rows of table.parts()) {
      for (const row of rows) {
        const added = sheet.addRow(
          row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)),
        )
        added.eachCell((cell) => {
          cell.style = UNSTYLED
        })
        added.commit()
        if (++written % ROWS_PER_TURN !== 0) continue
        // The zip takes the XML so far while the next rows are written, unless it has fallen
        // behind by more than XML_WAITING_BYTES; then the writer waits for it.
        await drained(sheetXmlStreams(sheet), out, XML_WAITING_BYTES)
        await nextEventLoopTurn()
      }
      // The next part is written once the reader has taken the bytes; meanwhile only the part
      // after it is read ahead, so a slow reader (or a zip slowed by a busy machine) holds back
      // the database too.
      await drained(sheetXmlStreams(sheet), out, XML_WAITING_BYTES)
      await drained([out], out)
    }
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => out.destroy(error as Error))
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}
