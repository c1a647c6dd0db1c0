import { extractText, getDocumentProxy } from 'unpdf'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Font } from '@react-pdf/renderer'
import { PDF_FONT_FAMILY, preparePdfFonts } from './pdf-fonts.ts'
import PDFDocument from 'pdfkit'
import { PdfOutput } from './pdf-output.ts'

type FontkitFont = { createSubset: () => unknown }

async function publicSans(fontWeight: number): Promise<FontkitFont> {
  await preparePdfFonts()
  return Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight }).data as unknown as FontkitFont
}

/** The finished file's bytes. */
function finish(output: PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  output.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve, reject) => {
    output.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    output.on('error', reject)
    output.end()
  })
}

afterEach(() => vi.restoreAllMocks())

describe('PdfOutput', () => {
  it('opens each font it is handed once per document, however often the renderer sets it', async () => {
    const regular = await publicSans(400)
    const bold = await publicSans(700)
    const openRegular = vi.spyOn(regular, 'createSubset')
    const openBold = vi.spyOn(bold, 'createSubset')
    const output = new PdfOutput()
    output.addPage()
    for (let line = 0; line < 10; line += 1) {
      output.font(bold, 12).text(`Heading ${line}`, 50, 50 + line * 40)
      output.font(regular, 10).text(`Cal. Gov. Code § 65915 ${line}`, 50, 65 + line * 40)
    }
    // A standard font is still set by its name.
    output.font('Helvetica', 8).text('Standard', 50, 700)
    const bytes = await finish(output)
    expect(openRegular).toHaveBeenCalledTimes(1)
    expect(openBold).toHaveBeenCalledTimes(1)

    // One embedded font per font used, as pdfkit writes without this. (Read before the text:
    // the PDF reader takes the bytes over.)
    const embedded =
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/FontFile2/g) ?? []
    expect(embedded).toHaveLength(2)
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain('Heading 9')
    expect(text).toContain('Cal. Gov. Code § 65915 9')
    expect(text).toContain('Standard')
  })

  it('opens the fonts afresh for each document: a document’s subset holds only its own glyphs', async () => {
    const regular = await publicSans(400)
    const open = vi.spyOn(regular, 'createSubset')
    for (let document = 0; document < 2; document += 1) {
      const output = new PdfOutput()
      output.addPage()
      output.font(regular, 10).text('Lot', 50, 50)
      output.font(regular, 10).text('Lot', 50, 70)
      await finish(output)
    }
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('writes, page by page, the very bytes pdfkit writes', async () => {
    // Three pages of text in two standard fonts, each page's commands nested in saved states.
    const draw = (output: PDFDocument) => {
      for (let page = 1; page <= 3; page += 1) {
        output.addPage()
        for (let line = 0; line < 20; line += 1)
          output
            .font(line % 2 === 0 ? 'Helvetica' : 'Times-Roman', 9 + (line % 3))
            .fillColor(line % 2 === 0 ? '#1f2933' : '#1f666b')
            .text(`Page ${page}, line ${line}: Cal. Gov. Code 65915`, 48, 60 + line * 30)
      }
      return finish(output)
    }
    // The file's id and date follow its creation date, so both are given the same one.
    const options = { compress: true, info: { CreationDate: new Date('2026-11-23T12:00:00Z') } }
    const written = Buffer.from(await draw(new PdfOutput(options)))
    const byPdfkit = Buffer.from(await draw(new PDFDocument({ ...options, autoFirstPage: false })))
    expect(written.equals(byPdfkit)).toBe(true)
    const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(written)))
    expect(totalPages).toBe(3)
  })
})
