// pdfkit (the renderer's PDF writer, 0.20) ships no types. These are the parts
// server/lib/pdf/page-numbers.ts uses: it opens the PDF the renderer draws into.
declare module 'pdfkit' {
  import type { Readable } from 'node:stream'

  type PdfOptions = {
    compress?: boolean
    autoFirstPage?: boolean
    displayTitle?: boolean
    lang?: string
    info?: Record<string, string | Date | undefined>
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PdfOptions)
    /** A loaded font (a fontkit font) at a size in points. */
    font(font: unknown, size: number): this
    fillColor(color: string): this
    widthOfString(text: string): number
    text(text: string, x: number, y: number, options?: { lineBreak?: boolean }): this
  }
}
