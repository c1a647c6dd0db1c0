import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createElement as h, type ReactNode } from 'react'
import { getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { Document, Font, Page, Text, View } from '@react-pdf/renderer'
import { renderWithPageNumbers } from './page-numbers.ts'
import {
  keepFontMetrics,
  keepGlyphLookups,
  keepLoadedFonts,
  keepShapedText,
  PDF_FONT_FAMILY,
  PDF_FONTS,
  preparePdfFonts,
  woffToSfnt,
} from './pdf-fonts.ts'
import { styles } from './pdf-styles.ts'
import { tableRow } from './pdf-table.ts'

const require = createRequire(import.meta.url)

/** The OpenType table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4)
  data.copy(padded)
  let sum = 0
  for (let offset = 0; offset < padded.length; offset += 4)
    sum = (sum + padded.readUInt32BE(offset)) >>> 0
  return sum
}

describe('woffToSfnt', () => {
  it.each([400, 600, 700])(
    'unpacks Public Sans %i into a font whose every table matches the WOFF directory',
    (weight) => {
      const woff = readFileSync(
        require.resolve(`@fontsource/public-sans/files/public-sans-latin-${weight}-normal.woff`),
      )
      const sfnt = woffToSfnt(woff)
      const numTables = woff.readUInt16BE(12)
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
      expect(sfnt.readUInt16BE(4)).toBe(numTables)
      // The WOFF header records the size of the font it packs.
      expect(sfnt.length).toBe(woff.readUInt32BE(16))
      for (let index = 0; index < numTables; index += 1) {
        const record = 12 + index * 16
        const tag = sfnt.toString('latin1', record, record + 4)
        const offset = sfnt.readUInt32BE(record + 8)
        const length = sfnt.readUInt32BE(record + 12)
        expect(offset % 4).toBe(0)
        expect(length).toBe(woff.readUInt32BE(44 + index * 20 + 12))
        const data = Buffer.from(sfnt.subarray(offset, offset + length))
        // The head table's checksum is taken with its checkSumAdjustment field as zero.
        if (tag === 'head') data.writeUInt32BE(0, 8)
        expect(checksum(data), tag).toBe(sfnt.readUInt32BE(record + 4))
      }
    },
  )

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes'))).toThrow('Not a WOFF 1.0 font')
  })
})

describe('keepShapedText', () => {
  function countingFont() {
    const calls: string[] = []
    const font = {
      layout: (text: string, features?: unknown) => {
        calls.push(`${JSON.stringify(features ?? null)}${text}`)
        return { glyphs: [...text], positions: [...text].map(() => ({ xAdvance: 500 })) }
      },
    }
    return { font, calls }
  }

  it('shapes a text once per set of features, and hands every caller its own lists', () => {
    const { font, calls } = countingFont()
    keepShapedText(font)
    const first = font.layout('Cal. Gov. Code')
    const second = font.layout('Cal. Gov. Code')
    expect(second).toEqual(first)
    expect(second.glyphs).not.toBe(first.glyphs)
    expect(second.positions).not.toBe(first.positions)
    second.glyphs[0] = 'replaced'
    expect(font.layout('Cal. Gov. Code').glyphs[0]).toBe('C')
    // pdfkit scales the positions of a run it lays out itself, in place.
    second.positions[0]!.xAdvance *= 2
    expect(font.layout('Cal. Gov. Code').positions[0]!.xAdvance).toBe(500)
    font.layout('Cal. Gov. Code', ['liga'])
    expect(calls).toEqual(['nullCal. Gov. Code', '["liga"]Cal. Gov. Code'])
  })

  it('keeps at most the limit, dropping the oldest', () => {
    const { font, calls } = countingFont()
    keepShapedText(font, 2)
    for (const text of ['a', 'b', 'c', 'c', 'b', 'a']) font.layout(text)
    expect(calls).toEqual(['nulla', 'nullb', 'nullc', 'nulla'])
  })
})

describe('keepFontMetrics', () => {
  it('keeps each prepared weight of Public Sans with the figures its tables give', async () => {
    await preparePdfFonts()
    for (const fontWeight of [400, 600, 700]) {
      const font = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight }).data as unknown as {
        unitsPerEm: number
        ascent: number
        descent: number
        head: { unitsPerEm: number }
        hhea: { ascent: number; descent: number }
      }
      // Own values now, equal to what the tables say.
      expect(Object.getOwnPropertyDescriptor(font, 'unitsPerEm')?.value).toBe(font.head.unitsPerEm)
      expect(font.ascent).toBe(font.hhea.ascent)
      expect(font.descent).toBe(font.hhea.descent)
    }
  })

  it('reads each figure once and answers every later read from the kept value', () => {
    let reads = 0
    const font = Object.create({
      get unitsPerEm() {
        reads += 1
        return 2000
      },
    }) as Parameters<typeof keepFontMetrics>[0]
    Object.assign(font, { ascent: 1, descent: -1, lineGap: 0, xHeight: 1, capHeight: 1 })
    keepFontMetrics(font)
    expect([font.unitsPerEm, font.unitsPerEm, font.unitsPerEm]).toEqual([2000, 2000, 2000])
    expect(reads).toBe(1)
  })

  it('gives a fallback font the line figures of the font it stands in for, in its own units', () => {
    const font = {
      unitsPerEm: 1000,
      ascent: 1069,
      descent: -423,
      lineGap: 0,
      xHeight: 536,
      capHeight: 714,
    }
    keepFontMetrics(font, {
      unitsPerEm: 2000,
      ascent: 1900,
      descent: -450,
      lineGap: 20,
      xHeight: 1034,
      capHeight: 1446,
    })
    expect(font).toEqual({
      unitsPerEm: 1000,
      ascent: 950,
      descent: -225,
      lineGap: 10,
      xHeight: 536,
      capHeight: 714,
    })
  })

  it('keeps Noto Sans Math, the fallback for arrows and signs, with Public Sans’s lines', async () => {
    await preparePdfFonts()
    type Figures = { unitsPerEm: number; ascent: number; descent: number; lineGap: number }
    const publicSans = Font.getFont({ fontFamily: PDF_FONT_FAMILY }).data as unknown as Figures
    const math = Font.getFont({ fontFamily: PDF_FONTS.at(-1)! }).data as unknown as Figures & {
      hhea: { ascent: number }
    }
    expect(math.unitsPerEm).toBe(1000)
    expect(math.ascent).toBe((publicSans.ascent / publicSans.unitsPerEm) * 1000)
    expect(math.descent).toBe((publicSans.descent / publicSans.unitsPerEm) * 1000)
    expect(math.lineGap).toBe(0)
    // Its own, left in its tables.
    expect(math.hhea.ascent).toBe(1069)
  })
})

describe('keepGlyphLookups', () => {
  it('searches the character map once per character and answers later asks from what it found', () => {
    const searched: number[] = []
    const glyphs = new Map<number, { id: number }>()
    const font = {
      hasGlyphForCodePoint: (codePoint: number) => {
        searched.push(codePoint)
        return codePoint < 0x4e00
      },
      glyphForCodePoint: (codePoint: number) => {
        searched.push(codePoint)
        if (!glyphs.has(codePoint)) glyphs.set(codePoint, { id: codePoint })
        return glyphs.get(codePoint)
      },
    }
    keepGlyphLookups(font)
    const asked = [0xa7, 0x4e00, 0xa7, 0x4e00, 0xa7]
    expect(asked.map((codePoint) => font.hasGlyphForCodePoint(codePoint))).toEqual([
      true,
      false,
      true,
      false,
      true,
    ])
    expect(font.glyphForCodePoint(0x20)).toBe(font.glyphForCodePoint(0x20))
    expect(searched).toEqual([0xa7, 0x4e00, 0x20])
  })

  it('keeps at most the limit, dropping the oldest', () => {
    const searched: number[] = []
    const font = {
      hasGlyphForCodePoint: (codePoint: number) => {
        searched.push(codePoint)
        return true
      },
      glyphForCodePoint: (codePoint: number) => codePoint,
    }
    keepGlyphLookups(font, 2)
    for (const codePoint of [1, 2, 3, 3, 2, 1]) font.hasGlyphForCodePoint(codePoint)
    expect(searched).toEqual([1, 2, 3, 1])
  })

  it('gives for each prepared weight of Public Sans what its character map says', async () => {
    await preparePdfFonts()
    type Lookups = Parameters<typeof keepGlyphLookups>[0]
    // Law text (§, curly quotes, dashes), figures, and characters the font lacks.
    const codePoints = [...'Gov. Code § 65915(f) — “1,250 sq ft”'].map((c) => c.codePointAt(0)!)
    codePoints.push(0x4e00, 0x1f3e0, 0xfffc)
    for (const fontWeight of [400, 600, 700]) {
      const font = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight })
        .data as unknown as Lookups
      const fontkit = Object.getPrototypeOf(font) as Lookups
      for (const codePoint of [...codePoints, ...codePoints]) {
        expect(font.hasGlyphForCodePoint(codePoint)).toBe(
          fontkit.hasGlyphForCodePoint.call(font, codePoint),
        )
        expect(font.glyphForCodePoint(codePoint)).toBe(
          fontkit.glyphForCodePoint.call(font, codePoint),
        )
      }
      expect(font.hasGlyphForCodePoint(0xa7)).toBe(true)
      expect(font.hasGlyphForCodePoint(0x4e00)).toBe(false)
    }
  })
})

describe('keepLoadedFonts', () => {
  it('answers every ask for a font the store holds with one settled promise, and loads others', async () => {
    const loads: string[] = []
    const sources: Record<string, { data: object | null }> = {
      Held: { data: {} },
      Unloaded: { data: null },
    }
    const store = {
      getFont: ({ fontFamily }: { fontFamily: string }) => sources[fontFamily]!,
      load: async ({ fontFamily }: { fontFamily: string }) => {
        loads.push(fontFamily)
        sources[fontFamily] = { data: {} }
      },
    }
    keepLoadedFonts(store)
    const held = store.load({ fontFamily: 'Held' })
    expect(store.load({ fontFamily: 'Held' })).toBe(held)
    await held
    await store.load({ fontFamily: 'Unloaded' })
    expect(store.load({ fontFamily: 'Unloaded' })).toBe(held)
    expect(loads).toEqual(['Unloaded'])
  })

  it('answers so for every family and weight the PDFs use, once prepared', async () => {
    await preparePdfFonts()
    const answers = PDF_FONTS.flatMap((fontFamily) =>
      [400, 600, 700].map((fontWeight) => Font.load({ fontFamily, fontWeight })),
    )
    expect(new Set(answers).size).toBe(1)
  })
})

/** What engine messages and people's names bring that Public Sans's latin file lacks. */
const BEYOND_LATIN = 'Marić, Wałęsa, Erdős, Nguyễn: 11 homes → 2, ≥ 20 %, ≤ 35 %'
/** The font each of those characters must come from, by the name the PDF gives it. */
const DRAWN_FROM: Readonly<Record<string, RegExp>> = {
  ć: /\+PublicSans-/,
  ł: /\+PublicSans-/,
  ő: /\+PublicSans-/,
  ễ: /\+PublicSans-/,
  '→': /\+NotoSansMath-Regular$/,
  '≥': /\+NotoSansMath-Regular$/,
  '≤': /\+NotoSansMath-Regular$/,
}

type DrawnText = {
  readonly text: string
  readonly font: string
  readonly x: number
  readonly y: number
}

/** The first page's text as pdf.js reads it back, each piece with the font it is drawn in. */
async function drawnText(...content: ReactNode[]): Promise<DrawnText[]> {
  const bytes = await renderWithPageNumbers(
    h(Document, null, h(Page, { size: 'LETTER', style: styles.page }, ...content)),
  )
  const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1)
  // Drawing the page's operators loads its fonts, and with them the names the PDF gives them.
  await page.getOperatorList()
  const { items } = await page.getTextContent()
  return items.flatMap((item) =>
    'str' in item && item.str.length > 0
      ? [
          {
            text: item.str,
            font: (page.commonObjs.get(item.fontName) as { name: string }).name,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
          },
        ]
      : [],
  )
}

/** The pieces on each baseline, left to right, joined: the page's lines, top down. */
function linesOf(drawn: readonly DrawnText[]): string[] {
  const lines = new Map<number, DrawnText[]>()
  for (const piece of drawn) lines.set(piece.y, [...(lines.get(piece.y) ?? []), piece])
  return [...lines]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) =>
      pieces
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.text)
        .join(''),
    )
}

describe('the characters Public Sans’s latin file lacks', () => {
  // Table rows are laid out as they are made, from the loaded fonts.
  beforeAll(() => preparePdfFonts())

  it('draws each from a font that has it, in text of every weight and in table rows', async () => {
    const drawn = await drawnText(
      h(Text, { style: styles.body }, BEYOND_LATIN),
      h(Text, { style: [styles.body, styles.strong] }, BEYOND_LATIN),
      h(Text, { style: [styles.body, { fontWeight: 700 }] }, BEYOND_LATIN),
      tableRow([{ heading: 'Note', share: 1 }], [BEYOND_LATIN]),
      tableRow([{ heading: 'Note', share: 1 }], [{ text: BEYOND_LATIN, style: styles.cellStrong }]),
    )
    // Read back whole: a character a font lacks is drawn as its empty glyph, which reads back as
    // nothing (or, from the standard Helvetica, as another character: "→" as "’", "ł" as "B").
    const lines = linesOf(drawn)
    expect(lines.filter((line) => line === BEYOND_LATIN)).toHaveLength(5)
    for (const [character, font] of Object.entries(DRAWN_FROM)) {
      const pieces = drawn.filter((piece) => piece.text.includes(character))
      expect(pieces.length, character).toBeGreaterThanOrEqual(5)
      for (const piece of pieces) expect(piece.font, character).toMatch(font)
    }
  })

  it('sets a line with an arrow on the baseline of one without, and as tall', async () => {
    // Two columns alike but for the arrow, each a heading (no line height of its own: its
    // fonts' lines make it) over a line of text.
    const column = (heading: string) =>
      h(
        View,
        { style: { width: '50%' } },
        h(Text, { style: styles.h2 }, heading),
        h(Text, { style: styles.body }, `Under ${heading}`),
      )
    const drawn = await drawnText(
      h(View, { style: { flexDirection: 'row' } }, column('11 homes → 2'), column('11 homes to 2')),
    )
    // Each line's baselines, the column with the arrow first.
    const baselines = (start: string) =>
      drawn
        .filter((piece) => piece.text.startsWith(start))
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.y)
    const [withArrow, without] = baselines('11 homes')
    expect(without).toBeDefined()
    expect(withArrow).toBeCloseTo(without!, 3)
    const [underArrow, underOther] = baselines('Under 11 homes')
    expect(underArrow).toBeCloseTo(underOther!, 3)
  })
})
