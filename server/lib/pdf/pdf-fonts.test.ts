import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { Font } from '@react-pdf/renderer'
import {
  keepFontMetrics,
  keepGlyphLookups,
  keepShapedText,
  PDF_FONT_FAMILY,
  preparePdfFonts,
  woffToSfnt,
} from './pdf-fonts.ts'

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
