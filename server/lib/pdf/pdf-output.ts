// The PDF writer the renderer draws into: pdfkit, opening each font once per document and
// writing each page's drawing commands as one piece. What it writes is what pdfkit writes.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module's types cannot be imported, and the web's project reaches this file too
/// <reference path="./pdfkit.d.ts" />
import PDFDocument, { type PdfOptions, type PdfPage } from 'pdfkit'

export class PdfOutput extends PDFDocument {
  private readonly fontNames = new Map<object, string>()
  /** The page whose commands are waiting, and the commands, in order. */
  private waitingPage: PdfPage | null = null
  private waitingCommands: string[] = []

  /**
   * Pages are added by the caller: the base constructor would add the first one before this
   * class's fields exist.
   */
  constructor(options: Omit<PdfOptions, 'autoFirstPage'> = {}) {
    super({ ...options, autoFirstPage: false })
  }

  /**
   * The renderer hands pdfkit the font itself, not a name, for every run of text it draws.
   * Given a font, pdfkit opens it again (a new subset, its figures read anew), then finds the
   * one it already has by comparing the two fonts' name tables as JSON, and drops the new one:
   * about a twentieth of a report's render, measured. Here each font is registered under a name
   * the first time it is seen, and pdfkit's own lookup by name finds it from then on.
   */
  override font(source: unknown, size?: number): this {
    if (typeof source !== 'object' || source === null) return super.font(source, size)
    let name = this.fontNames.get(source)
    if (name === undefined) {
      name = `Lotwise-font-${this.fontNames.size + 1}`
      this.registerFont(name, source)
      this.fontNames.set(source, name)
    }
    return super.font(name, size)
  }

  /**
   * pdfkit turns each drawing command into bytes of its own as it comes (thousands of small
   * arrays a report, each a line), and joins them when the page ends. The commands wait here
   * as text and go to their page in one piece, with the same line breaks between them, when
   * another page's begin or the pages are finished.
   */
  override addContent(command: string): this {
    if (this.page !== this.waitingPage) {
      this.writeWaitingCommands()
      this.waitingPage = this.page
    }
    this.waitingCommands.push(command)
    return this
  }

  override flushPages(): void {
    this.writeWaitingCommands()
    super.flushPages()
  }

  private writeWaitingCommands(): void {
    if (this.waitingPage && this.waitingCommands.length > 0)
      this.waitingPage.write(this.waitingCommands.join('\n'))
    this.waitingCommands = []
  }
}
