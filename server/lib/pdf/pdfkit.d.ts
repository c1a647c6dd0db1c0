// pdfkit (the renderer's PDF writer, 0.20) ships no types. These are the parts server/lib/pdf
// uses: page-numbers.ts opens the PDF the renderer draws into, pdf-output.ts sets its fonts and
// writes its pages' drawing commands.
declare module 'pdfkit' {
  import type { Readable } from 'node:stream'

  export type PdfOptions = {
    compress?: boolean
    autoFirstPage?: boolean
    displayTitle?: boolean
    lang?: string
    info?: Record<string, string | Date | undefined>
  }

  /** A page: its drawing commands are written to its content stream, each followed by a line break. */
  export type PdfPage = { write(data: string): void }

  export default class PDFDocument extends Readable {
    constructor(options?: PdfOptions)
    /** The page being drawn. */
    page: PdfPage
    /** A loaded font (a fontkit font) or a registered or standard font's name, at a size in points. */
    font(font: unknown, size?: number): this
    /** Names a font for later `font(name)` calls. */
    registerFont(name: string, font: unknown): this
    /** Appends a drawing command to the current page. */
    addContent(command: string): this
    /** Ends the pages drawn so far. */
    flushPages(): void
    addPage(): this
    end(): void
    fillColor(color: string): this
    widthOfString(text: string): number
    text(text: string, x: number, y: number, options?: { lineBreak?: boolean }): this
  }
}
