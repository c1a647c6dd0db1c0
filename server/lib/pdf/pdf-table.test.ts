import { getDocumentProxy } from 'unpdf'
import { createElement as h, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { Document, Page, Text, View } from '@react-pdf/renderer'
import { renderWithPageNumbers } from './page-numbers.ts'
import { preparePdfFonts } from './pdf-fonts.ts'
import { COLORS, styles } from './pdf-styles.ts'
import {
  tableHead,
  tableRow,
  type CellText,
  type TableCell,
  type TableColumn,
} from './pdf-table.ts'

const COLUMNS: readonly TableColumn[] = [
  { heading: '#', share: 0.04 },
  { heading: 'Pathway', share: 0.21 },
  { heading: 'Net new homes', share: 0.09, right: true },
  { heading: 'Building', share: 0.18 },
  { heading: 'Residual land value', share: 0.11, right: true },
  { heading: 'Used', share: 0.22 },
  { heading: 'Source', share: 0.15 },
]

/** Rows as the report has them: short and long, right-set, bold and red, stacked, wrapping. */
const ROWS: ReadonlyArray<{ cells: readonly TableCell[]; changed?: boolean }> = [
  {
    cells: [
      '1',
      { text: 'State density bonus (Gov. Code § 65915)', style: styles.cellStrong },
      '32',
      'Type V over a podium, 28,400 sq ft, for rent; 12 studios, 14 one-bedroom, 6 two-bedroom; clears the lot of 17 homes. Floor area by the envelope',
      { text: '−$2.88M', style: { fontWeight: 700, color: COLORS.negative } },
      [
        { text: '30 %', style: styles.cellStrong },
        { text: 'Changed from default (5 %)', style: styles.changedMark },
      ],
      'LA City Planning, Housing Element Annual Progress Report, 2025; confidence low',
    ],
    changed: true,
  },
  {
    cells: [
      '2',
      { text: 'ADUs', style: styles.cellStrong },
      '2 + 1 JADU',
      'Wood frame, 1,600 sq ft, for rent',
      { text: '$248k', style: { fontWeight: 700, color: COLORS.text } },
      '$2,500 a month',
      // Characters Public Sans's latin file lacks go to the renderer's engine and the fonts
      // after it (decision 750), as a wrapping cell goes to the engine.
      'After Šimun and Žagar, 2024 (≥ 11 homes → 2)',
    ],
  },
]

/** A row as Text cells, the way the report's tables were drawn before rows were canvases. */
type RowLook = { readonly backgroundColor?: string; readonly fontWeight?: number }

function rowOfTexts(columns: readonly TableColumn[], cells: readonly TableCell[], look: RowLook) {
  const cellStyle = (column: TableColumn) => ({
    width: `${column.share * 100}%`,
    textAlign: column.right ? ('right' as const) : ('left' as const),
  })
  const textOf = (part: CellText, extra: ReturnType<typeof cellStyle> | null = null) =>
    h(Text, { style: [styles.cell, extra ?? {}, part.style ?? {}] }, part.text)
  return h(
    View,
    { style: [styles.tableRow, look], wrap: false },
    ...columns.map((column, index) => {
      const cell = cells[index]!
      if (typeof cell === 'string') return textOf({ text: cell }, cellStyle(column))
      if ('text' in cell) return textOf(cell as CellText, cellStyle(column))
      return h(
        View,
        { style: cellStyle(column) },
        ...(cell as CellText[]).map((part) => textOf(part)),
      )
    }),
  )
}

async function pdfOf(rows: ReactNode[]): Promise<Uint8Array> {
  await preparePdfFonts()
  const page: ReactElement = h(Page, { size: 'LETTER', style: styles.page }, ...rows)
  return new Uint8Array(await renderWithPageNumbers(h(Document, null, page)))
}

type Segment = { text: string; x0: number; x1: number; y: number }

/** Each page's text in segments: what stands on one baseline without a gap of a point. */
async function segmentsOf(bytes: Uint8Array): Promise<Segment[]> {
  const pdf = await getDocumentProxy(bytes)
  const segments: Segment[] = []
  const content = await (await pdf.getPage(1)).getTextContent()
  const items = content.items
    .flatMap((item) => ('str' in item && item.str.length > 0 ? [item] : []))
    .map((item) => ({ x: item.transform[4] as number, y: item.transform[5] as number, item }))
    .sort((a, b) => b.y - a.y || a.x - b.x)
  for (const { x, y, item } of items) {
    const last = segments.at(-1)
    if (last && Math.abs(last.y - y) < 0.01 && x - last.x1 < 1) {
      last.text += item.str
      last.x1 = x + item.width
    } else segments.push({ text: item.str, x0: x, x1: x + item.width, y })
  }
  return segments.map((segment) => ({ ...segment, text: segment.text.trim() }))
}

describe('a table row drawn as one canvas', () => {
  it('puts every line of every cell where Text cells would: the same words, start and end', async () => {
    const reference = await segmentsOf(
      await pdfOf([
        rowOfTexts(
          COLUMNS,
          COLUMNS.map((column) => column.heading),
          styles.tableHead,
        ),
        ...ROWS.map((row) => rowOfTexts(COLUMNS, row.cells, row.changed ? styles.changedRow : {})),
      ]),
    )
    const drawn = await segmentsOf(
      await pdfOf([
        tableHead(COLUMNS),
        ...ROWS.map((row) =>
          tableRow(COLUMNS, row.cells, { style: row.changed ? styles.changedRow : undefined }),
        ),
      ]),
    )
    // The long cells wrap, the narrow right-set heading too: several lines per row.
    // The narrow right-set heading wraps, as do the long cells.
    expect(reference.map((segment) => segment.text)).toContain('homes')
    expect(reference.length).toBeGreaterThan(20)
    expect(drawn.map((segment) => segment.text)).toEqual(reference.map((segment) => segment.text))
    drawn.forEach((segment, index) => {
      const expected = reference[index]!
      expect(segment.y, segment.text).toBeCloseTo(expected.y, 2)
      expect(segment.x0, segment.text).toBeCloseTo(expected.x0, 2)
      expect(segment.x1, segment.text).toBeCloseTo(expected.x1, 2)
    })
  })

  it('refuses to be drawn at a width its lines were not broken for', async () => {
    const narrow = h(View, { style: { width: 300 } }, tableHead(COLUMNS))
    await expect(pdfOf([narrow])).rejects.toThrow(/laid out 516 pt wide is drawn 300 pt wide/)
  })
})
