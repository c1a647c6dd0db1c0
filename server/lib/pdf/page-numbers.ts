// "Page n of N" on every page of a PDF from one layout pass. @react-pdf/renderer fills a `render`
// prop only by laying the whole document out a second time once the first has counted its pages
// (about a third of a report's render, decision 475). Here the footer holds a slot instead: the
// document is laid out once, which counts the pages, and each page's slot then draws its own
// label as the page is drawn, in its place among the footer's text (decision 485).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module's types cannot be imported, and the web's project reaches this file too
/// <reference path="./pdfkit.d.ts" />
import { createElement as h, type ReactElement } from 'react'
import { Canvas, Font, pdf, type DocumentProps } from '@react-pdf/renderer'
import layoutDocument, { type DocumentNode, type SafeDocumentNode } from '@react-pdf/layout'
import renderDocument from '@react-pdf/render'
import type PDFDocument from 'pdfkit'
import { PDF_FONT_FAMILY } from './pdf-fonts.ts'
import { PdfOutput } from './pdf-output.ts'
import { styles } from './pdf-styles.ts'

/** How the label is set: a font the renderer has loaded, its size and colour. */
export type PageNumberStyle = {
  readonly fontFamily: string
  readonly fontWeight: number
  readonly fontSize: number
  readonly color: string
  /** The slot's width: the label ends at its right edge. */
  readonly width: number
}

/** The prop that marks a slot among the laid-out nodes (the renderer keeps props it does not know). */
const SLOT_PROP = 'pageNumberSlot'

/** Draws nothing: a slot draws its label only once `renderWithPageNumbers` has counted the pages. */
const unnumbered = () => null

/**
 * Where a page's "Page n of N" goes, in a fixed footer. A canvas, because a canvas is the one
 * element the renderer lets draw for itself; it takes the height of the footer's line.
 */
export function pageNumberSlot(style: PageNumberStyle): ReactElement {
  // The canvas's props have no room for our own, so the marker is spread from a plain object.
  const marker: object = { [SLOT_PROP]: style }
  return h(Canvas, { style: { width: style.width }, paint: unnumbered, ...marker })
}

/** Each page's "Page n of N" in the house footer, set like its text, in room for "Page 100 of 100". */
export function footerPageNumberSlot(): ReactElement {
  return pageNumberSlot({
    fontFamily: PDF_FONT_FAMILY,
    fontWeight: 400,
    fontSize: styles.footer.fontSize,
    color: styles.footer.color,
    width: 64,
  })
}

/** The label every page carries. */
export function pageLabel(pageNumber: number, totalPages: number): string {
  return `Page ${pageNumber} of ${totalPages}`
}

type LaidOutNode = {
  props?: { readonly [SLOT_PROP]?: PageNumberStyle; readonly paint?: unknown }
  children?: LaidOutNode[]
}

/** The renderer's layout step. Its types leave out the font store it is always given. */
const layOut = layoutDocument as unknown as (
  document: DocumentNode,
  fonts: typeof Font,
) => Promise<SafeDocumentNode>

/**
 * The document as a PDF, each page's slot showing its number and the page count. The document's
 * title, author, subject, creator, producer and language are written as the renderer writes them.
 */
export async function renderWithPageNumbers(
  document: ReactElement<DocumentProps>,
): Promise<Buffer> {
  const laidOut = await layOut(pdf(document).container.document as DocumentNode, Font)
  const { title, author, subject, creator, producer, language } = document.props
  const output = new PdfOutput({
    compress: true,
    displayTitle: true,
    lang: language,
    // pdfkit reads every entry it is given (an absent subject would throw), so only those set.
    info: Object.fromEntries(
      Object.entries({
        Title: title,
        Author: author,
        Subject: subject,
        Creator: creator,
        Producer: producer,
        CreationDate: new Date(),
      }).filter(([, value]) => value !== undefined),
    ),
  })
  const pages = (laidOut.children ?? []) as LaidOutNode[]
  pages.forEach((page, index) => {
    const label = pageLabel(index + 1, pages.length)
    for (const [slot, style] of slotsOn(page))
      slot.props = {
        ...slot.props,
        paint: (_painter: unknown, width: number) => {
          drawLabel(output, style, label, width)
          return null
        },
      }
  })
  const chunks: Buffer[] = []
  output.on('data', (chunk) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve)
    output.on('error', reject)
  })
  renderDocument(output as unknown as Parameters<typeof renderDocument>[0], laidOut)
  await ended
  return Buffer.concat(chunks)
}

/**
 * A page's slots and their styles. The fixed footer is copied onto each page with its props
 * shared between the copies, so each slot is given new props rather than changed in place.
 */
function slotsOn(node: LaidOutNode): Array<[LaidOutNode, PageNumberStyle]> {
  const style = node.props?.[SLOT_PROP]
  if (style) return [[node, style]]
  return (node.children ?? []).flatMap(slotsOn)
}

/** The label set against the slot's right edge, from its top (the canvas is drawn from there). */
function drawLabel(output: PDFDocument, style: PageNumberStyle, label: string, width: number) {
  const { fontFamily, fontWeight, fontSize, color } = style
  const font = Font.getFont({ fontFamily, fontWeight })?.data
  if (!font) throw new Error(`The font ${fontFamily} ${fontWeight} is not loaded`)
  output.font(font, fontSize).fillColor(color)
  output.text(label, width - output.widthOfString(label), 0, { lineBreak: false })
}
