// A table row of the PDF as one node. @react-pdf takes each Text through all of its steps (styles
// and yoga twice, the text engine, pagination, drawing): about a third of a millisecond a cell,
// and the report's tables are a third of its paragraphs (decision 700). Here a row is one Canvas:
// each cell's lines are found when the row is made, by the renderer's own text engine whenever a
// cell is not a single line of the font's characters, and are drawn with pdfkit's text calls in
// the fonts the renderer uses, so they stay real, extractable text, placed where a Text of the
// same style would put them (decision 725).
import { createElement as h, type ReactElement } from 'react'
import { Canvas, Font } from '@react-pdf/renderer'
import layoutEngine, {
  bidi,
  fontSubstitution,
  fromFragments,
  justification,
  linebreaker,
  scriptItemizer,
  textDecoration,
  wordHyphenation,
  type AttributedString,
  type LayoutOptions,
} from '@react-pdf/textkit'
import { PDF_FONT_FAMILY, PDF_FONTS } from './pdf-fonts.ts'
import { COLORS, CONTENT_WIDTH, styles } from './pdf-styles.ts'

/** A column: its heading, its share of the row's width, and whether its text is set right. */
export type TableColumn = {
  readonly heading: string
  readonly share: number
  readonly right?: boolean
}

/** How a cell's text differs from the table's: 8 pt regular in the text colour. */
export type CellStyle = {
  readonly fontSize?: number
  readonly fontWeight?: number
  readonly color?: string
}

/** A cell: one text, or texts stacked one under the other, each in its own style. */
export type TableCell = string | CellText | readonly CellText[]
export type CellText = { readonly text: string; readonly style?: CellStyle }

/** A row's look beyond the table's: a background, bold headings. */
type RowStyle = { readonly backgroundColor?: string; readonly fontWeight?: number }

/** The renderer's fonts: a fontkit font, or a standard PDF font known by name. */
type PdfFont = {
  readonly type?: string
  readonly fullName?: string
  readonly unitsPerEm: number
  readonly ascent: number
  hasGlyphForCodePoint(codePoint: number): boolean
  layout(...args: unknown[]): {
    readonly advanceWidth: number
    readonly glyphs: ReadonlyArray<{ readonly codePoints: readonly number[] }>
    readonly positions: ReadonlyArray<{ readonly xAdvance: number }>
  }
}

type DrawnRun = {
  readonly text: string
  readonly x: number
  readonly font: PdfFont
  readonly fontSize: number
  readonly color: string
  /** What each glyph is moved closer (or apart) by, where the engine narrowed the text. */
  readonly characterSpacing: number
}
type DrawnLine = { readonly baseline: number; readonly runs: readonly DrawnRun[] }

/** What pdfkit's part of a canvas painter this draws with. */
type TextPainter = {
  font(font: PdfFont | string, size: number): TextPainter
  fillColor(color: string): TextPainter
  text(text: string, x: number, y: number, options: object): TextPainter
}

const CELL_PADDING = styles.cell.paddingHorizontal
/** What a row adds to its tallest cell: the padding above and below, and its bottom rule. */
const ROW_EDGES = styles.tableRow.paddingVertical * 2 + styles.tableRow.borderBottomWidth

/** The text engine as @react-pdf/layout sets it up, with the options it gives every Text. */
const layOutText = layoutEngine({
  bidi,
  linebreaker,
  justification,
  textDecoration,
  scriptItemizer,
  wordHyphenation,
  fontSubstitution,
})
const TEXT_OPTIONS = { shrinkWhitespaceFactor: { before: -0.5, after: -0.5 } }

/** The headings of a table's columns, on the table's tinted heading row. */
export function tableHead(
  columns: readonly TableColumn[],
  options: { readonly minPresenceAhead?: number } = {},
): ReactElement {
  return tableRow(
    columns,
    columns.map((column) => column.heading),
    { style: styles.tableHead, minPresenceAhead: options.minPresenceAhead },
  )
}

/**
 * One row of a table as wide as the page's content. Its height is its tallest cell's, and the
 * page may break before or after it, never inside it.
 */
export function tableRow(
  columns: readonly TableColumn[],
  cells: readonly TableCell[],
  options: { readonly style?: RowStyle; readonly minPresenceAhead?: number } = {},
): ReactElement {
  const rowStyle = options.style ?? {}
  let left = 0
  let height = 0
  const lines: DrawnLine[] = []
  columns.forEach((column, index) => {
    const width = column.share * CONTENT_WIDTH
    let top = 0
    for (const { text, style } of textsOf(cells[index] ?? '')) {
      const laidOut = cellLines(
        text,
        { fontWeight: rowStyle.fontWeight, ...style },
        width - CELL_PADDING * 2,
        {
          left: left + CELL_PADDING,
          top,
          right: column.right ?? false,
        },
      )
      lines.push(...laidOut.lines)
      top += laidOut.height
    }
    height = Math.max(height, top)
    left += width
  })
  const paint = (painter: TextPainter, width: number) => {
    // The lines were broken for the content's width: drawn in another, they would not fit.
    if (Math.abs(width - CONTENT_WIDTH) > 0.01)
      throw new Error(`A table row laid out ${CONTENT_WIDTH} pt wide is drawn ${width} pt wide`)
    for (const line of lines)
      for (const run of line.runs)
        painter
          .font(run.font.type === 'STANDARD' ? run.font.fullName! : run.font, run.fontSize)
          .fillColor(run.color)
          .text(run.text, run.x, line.baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
            characterSpacing: run.characterSpacing,
            // Given features (none beyond the font's defaults), pdfkit shapes the text as one
            // run, as the text engine does; without, it shapes word by word and loses the
            // kerning between a word and its space.
            features: [],
          })
    return null
  }
  const { backgroundColor } = rowStyle
  return h(Canvas, {
    style: [
      styles.tableRow,
      { height: height + ROW_EDGES },
      backgroundColor ? { backgroundColor } : {},
    ],
    paint,
    minPresenceAhead: options.minPresenceAhead,
  })
}

function textsOf(cell: TableCell): readonly CellText[] {
  if (typeof cell === 'string') return [{ text: cell }]
  return 'text' in cell ? [cell as CellText] : (cell as readonly CellText[])
}

/**
 * A cell text's lines, placed as a Text of that style and width would place them. Latin text
 * all in the font that fits on one line is one line, as the renderer's text engine would make it
 * (its line breaking keeps a paragraph that fits whole); any other is given to that engine.
 */
function cellLines(
  text: string,
  style: CellStyle,
  width: number,
  place: { readonly left: number; readonly top: number; readonly right: boolean },
): { lines: DrawnLine[]; height: number } {
  const fontSize = style.fontSize ?? styles.cell.fontSize
  const fontWeight = style.fontWeight ?? 400
  const color = style.color ?? COLORS.text
  const font = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight })?.data as PdfFont | null
  if (!font) throw new Error(`The font ${PDF_FONT_FAMILY} ${fontWeight} is not loaded`)
  const lineHeight = styles.cell.lineHeight * fontSize
  const scale = fontSize / font.unitsPerEm
  if (isLatinInFont(text, font)) {
    // Measured in the pieces the text engine shapes, so the width is the one it measures.
    const widthOf = (part: string) =>
      font.layout(part, undefined, undefined, undefined, 'ltr').advanceWidth * scale
    const pieces = shapingPieces(text)
    const widths = pieces.map(widthOf)
    const natural = widths.reduce((sum, pieceWidth) => sum + pieceWidth, 0)
    if (natural <= width) {
      const x = place.left + (place.right ? width - natural : 0)
      const runOf = (part: string, left: number) => ({
        text: part,
        x: left,
        font,
        fontSize,
        color,
        characterSpacing: 0,
      })
      // One run to draw, unless its pieces are spaced apart otherwise than shaped together.
      const runs =
        pieces.length === 1 || Math.abs(widthOf(text) - natural) < 0.001
          ? [runOf(text, x)]
          : pieces.map((piece, index) => runOf(piece, x + (index === 0 ? 0 : widths[0]!)))
      return { lines: [{ baseline: place.top + font.ascent * scale, runs }], height: lineHeight }
    }
  }
  // The renderer's font stack for a Text: ours in their order, then Helvetica after the last.
  const fonts = [...PDF_FONTS, 'Helvetica'].map(
    (fontFamily) => Font.getFont({ fontFamily, fontWeight })?.data,
  )
  const paragraph = fromFragments([
    {
      string: text,
      attributes: {
        font: fonts as never,
        color,
        fontSize,
        lineHeight,
        direction: 'ltr',
        align: place.right ? 'right' : 'left',
      },
    },
  ])
  const laidOut = layOutText(
    paragraph,
    { x: 0, y: 0, width, height: Infinity },
    {
      ...TEXT_OPTIONS,
      // The font store's callback, as @react-pdf/layout hands it over (typed for words only).
      hyphenationCallback: Font.getHyphenationCallback() as LayoutOptions['hyphenationCallback'],
    },
  ).flat()
  const lines = laidOut.map((line) => ({
    baseline: place.top + line.box!.y + line.ascent!,
    runs: drawnRuns(line, place.left + line.box!.x, color),
  }))
  return { lines, height: laidOut.reduce((sum, line) => sum + line.box!.height, 0) }
}

/**
 * A laid-out line's runs, each from where the one before it ends. A run the engine narrowed to
 * fit its line (its spaces, or the letters of a word wider than the cell) is drawn a word at a
 * time, each word from where the engine put it and spaced to end where the engine ended it.
 */
function drawnRuns(line: AttributedString, left: number, color: string): DrawnRun[] {
  let x = left
  return line.runs.flatMap((run) => {
    const text = line.string.slice(run.start, run.end)
    const font = run.attributes.font![0] as unknown as PdfFont
    const fontSize = run.attributes.fontSize!
    const start = x
    x += run.xAdvance ?? 0
    if (text.length === 0) return []
    // Where each character starts: the advances of the glyphs of the characters before it.
    const positions = run.positions ?? []
    const glyphOf = run.glyphIndices ?? []
    const startOf = (index: number) =>
      positions.reduce(
        (sum, position, glyph) => sum + ((glyphOf[glyph] ?? glyph) < index ? position.xAdvance : 0),
        0,
      )
    // A part is drawn from where the engine put it, its letters spaced to end where the engine
    // ended them. It is shaped with the spaces after it (a letter's kerning with the space that
    // follows is the letter's advance); the spaces are not seen, and the engine may narrow them.
    const drawn = (part: string, index: number): DrawnRun => {
      const at = { text: part, x: start + startOf(index), font, fontSize, color }
      if (font.type === 'STANDARD') return { ...at, characterSpacing: 0 }
      const seen = part.trimEnd().length
      const shaped = font.layout(part, undefined, undefined, undefined, 'ltr')
      let natural = 0
      let letters = 0
      let offset = 0
      shaped.glyphs.forEach((glyph, index) => {
        if (offset < seen) {
          natural += (shaped.positions[index]!.xAdvance * fontSize) / font.unitsPerEm
          letters += 1
        }
        offset += glyph.codePoints.length
      })
      const laidOut = startOf(index + seen) - startOf(index)
      const narrowed = Math.abs(laidOut - natural) > 0.001
      return { ...at, characterSpacing: narrowed ? (laidOut - natural) / letters : 0 }
    }
    const whole = drawn(text, 0)
    if (whole.characterSpacing === 0) return [whole]
    return Array.from(text.matchAll(/\S+\s*|\s+/g), (word) => drawn(word[0], word.index))
  })
}

/** Latin letters, and the figures, signs and spaces common to every script, all in the font. */
function isLatinInFont(text: string, font: PdfFont): boolean {
  for (const character of text) {
    if (!LATIN_OR_COMMON.test(character) || !font.hasGlyphForCodePoint(character.codePointAt(0)!))
      return false
  }
  return true
}
const LATIN_OR_COMMON = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u
const LATIN = /\p{Script=Latin}/u

/**
 * The runs the text engine shapes a line of Latin apart: its script itemizer gives the figures
 * and signs before the first letter no script, so "$47k" is shaped as "$47" and "k" (without
 * the kerning between them).
 */
function shapingPieces(text: string): string[] {
  const firstLetter = text.search(LATIN)
  return firstLetter > 0 ? [text.slice(0, firstLetter), text.slice(firstLetter)] : [text]
}
