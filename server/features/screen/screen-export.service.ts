// A screen's lots as a spreadsheet: each lot's figures, the legal status of every pathway with the
// law it rests on, the engine version and the date of the data. Cells that a spreadsheet would
// read as a formula are neutralised (formula injection).
import ExcelJS from 'exceljs'
import {
  PATHWAY_SHORT_NAMES,
  SCREEN_ROW_LIMIT,
  type ScreenQuery,
} from '#common/contracts/screen.ts'
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
  findScreenList,
  findScreenLots,
  type ScreenLot,
} from '../../domain/screen.ts'

export type ScreenTable = {
  readonly header: readonly string[]
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null>>
}

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
 * The matching lots of `query` (up to the screen's limit) as a table with its sources. A list's
 * lots are its owner's alone.
 */
export async function buildScreenTable(
  db: Db,
  actor: SignedInActor | null,
  query: ScreenQuery,
): Promise<ScreenTable> {
  if (query.list !== undefined) await findScreenList(db, actor, query.list)
  const { lots } = await findScreenLots(db, query, SCREEN_ROW_LIMIT, true)
  const dataDate = (await findDataDate(db)) ?? ''
  const header = [
    'APN',
    'Address',
    'Zone',
    'Lot size (sq ft)',
    'Community plan area',
    'Miles to major transit',
    'Net new homes',
    'Most homes by',
    'Residual land value ($)',
    'Highest value by',
    ...PATHWAY_IDS.map((id) => `${PATHWAY_SHORT_NAMES[id]}: status (${lawOf(id)})`),
    'Engine version',
    'Pro forma version',
    'Parcel data as of',
    'Sources',
  ]
  const sources = `Statuses and homes: Lotwise engine ${ENGINE_VERSION}, under the laws named in each status column. Residual land value: Lotwise pro forma ${PROFORMA_VERSION} at its default assumptions. Parcel facts: public records as of ${dataDate}.`
  const rows = lots.map((lot) => [
    lot.apn,
    lot.address,
    lot.zone,
    lot.lotSf === null ? null : Math.round(lot.lotSf),
    lot.communityPlanArea,
    lot.transitMi === null ? null : Math.round(lot.transitMi * 100) / 100,
    lot.netNewUnits === 'unlimited' ? 'No limit' : lot.netNewUnits,
    lot.bestByHomes ? PATHWAY_SHORT_NAMES[lot.bestByHomes] : null,
    lot.residualLandValue,
    lot.bestByValue ? PATHWAY_SHORT_NAMES[lot.bestByValue] : null,
    ...PATHWAY_IDS.map((id) => statusOf(lot, id)),
    ENGINE_VERSION,
    PROFORMA_VERSION,
    dataDate,
    sources,
  ])
  return { header, rows }
}

function statusOf(lot: ScreenLot, id: PathwayId): string | null {
  const pathway = lot.pathways[id]
  if (!pathway) return null
  const homes =
    pathway.netNewUnits === null
      ? ''
      : pathway.netNewUnits === 'unlimited'
        ? ' (no limit on homes)'
        : ` (${pathway.netNewUnits} net new homes)`
  return `${STATUS_LABELS[pathway.status]}${homes}`
}

/**
 * Text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
 * return) is prefixed with an apostrophe, so it is shown as written. Numbers stay numbers.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** RFC 4180 CSV with a byte-order mark (Excel reads it as UTF-8) and CRLF line ends. */
export function toCsv(table: ScreenTable): string {
  const line = (cells: ReadonlyArray<string | number | null>) =>
    cells
      .map((cell) => {
        if (cell === null) return ''
        if (typeof cell === 'number') return String(cell)
        const text = neutraliseFormula(cell)
        return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
      })
      .join(',')
  return `\uFEFF${[line(table.header), ...table.rows.map(line)].join('\r\n')}\r\n`
}

/**
 * The same table as an Excel workbook: one sheet, the header bold and frozen, numbers as numbers
 * and text as text (neutralised as in the CSV, so a sheet saved again as CSV stays safe).
 */
export async function toXlsx(table: ScreenTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Lotwise'
  const sheet = workbook.addWorksheet('Lots', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow([...table.header]).font = { bold: true }
  for (const row of table.rows)
    sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)))
  sheet.columns.forEach((column, index) => {
    column.width = index < 2 ? 28 : 16
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
