// The project's own typeface for PDFs. @react-pdf's built-in Helvetica covers only basic Latin
// (no §, curly quotes or dashes from the law's text), and fonts by URL would need the internet:
// the renderer reads Public Sans from the installed @fontsource package instead (decision 174),
// and the characters its latin file lacks from fonts after it (decision 750).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import { Font } from '@react-pdf/renderer'

export const PDF_FONT_FAMILY = 'Public Sans'

const require = createRequire(import.meta.url)
const WEIGHTS = [400, 600, 700] as const

const publicSans = (subset: string) => (weight: number) =>
  `@fontsource/public-sans/files/public-sans-${subset}-${weight}-normal.woff`

/**
 * The fonts a PDF's text is set in, each registered as a family of its own, in the order the
 * renderer looks a character up in them. The package splits Public Sans into files by script,
 * as a web page loads it, and the renderer takes one file per family and weight: its latin file
 * first, then the letters of its Latin Extended and Vietnamese files ("ć", "ł", "ő", "ễ" in a
 * name or a street). None of Public Sans's files has the arrows and signs of the engine's
 * messages ("11 homes → 2", "≥ 20 %"): those come from Noto Sans Math, in its one weight.
 */
const FONT_FILES: ReadonlyArray<{
  readonly family: string
  readonly weights: readonly number[]
  readonly file: (weight: number) => string
  /** Set on a font of another design: its lines take Public Sans's figures (keepFontMetrics). */
  readonly publicSansLines?: true
}> = [
  { family: PDF_FONT_FAMILY, weights: WEIGHTS, file: publicSans('latin') },
  { family: 'Public Sans Latin Extended', weights: WEIGHTS, file: publicSans('latin-ext') },
  { family: 'Public Sans Vietnamese', weights: WEIGHTS, file: publicSans('vietnamese') },
  {
    family: 'Noto Sans Math',
    weights: [400],
    file: () => '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff',
    publicSansLines: true,
  },
]

/**
 * The text's font families as a fallback list (a style's `fontFamily`): a character is drawn
 * from the first that has it, and the renderer puts Helvetica after the last.
 */
export const PDF_FONTS: readonly string[] = FONT_FILES.map(({ family }) => family)

let ready: Promise<void> | null = null

/**
 * Registers the fonts once per process, loads them and keeps their shaped text (below); the
 * renderer then keeps the parsed files.
 */
export function preparePdfFonts(): Promise<void> {
  ready ??= loadFonts().catch((error: unknown) => {
    ready = null
    throw error
  })
  return ready
}

type LoadedFont = ShapingFont & FontMetrics & GlyphLookups

async function loadFonts(): Promise<void> {
  for (const { family, weights, file } of FONT_FILES)
    Font.register({
      family,
      fonts: weights.map((weight) => ({
        src: `data:font/ttf;base64,${woffToSfnt(readFileSync(require.resolve(file(weight)))).toString('base64')}`,
        fontWeight: weight,
      })),
    })
  // Citations and figures ("65915(f)", "1,250 sq ft") must not be split across lines.
  Font.registerHyphenationCallback((word) => [word])
  const kept = new Set<LoadedFont>()
  const fontOf = (fontFamily: string, fontWeight: number) =>
    Font.getFont({ fontFamily, fontWeight }).data as unknown as LoadedFont | null
  for (const { family, publicSansLines } of FONT_FILES)
    for (const weight of WEIGHTS) {
      // A family with fewer weights answers the others with its nearest: the same font again.
      await Font.load({ fontFamily: family, fontWeight: weight })
      const font = fontOf(family, weight)
      if (!font || kept.has(font)) continue
      kept.add(font)
      keepShapedText(font)
      keepFontMetrics(
        font,
        publicSansLines ? (fontOf(PDF_FONT_FAMILY, weight) ?? undefined) : undefined,
      )
      keepGlyphLookups(font)
    }
  keepLoadedFonts(Font)
}

/** The part of the renderer's font store its layout calls before every render. */
type FontStoreLoads<Descriptor> = {
  getFont: (descriptor: Descriptor) => { readonly data: unknown } | null
  load: (descriptor: Descriptor) => Promise<void>
}

/** Settled once, handed out for every font already loaded. */
const LOADED = Promise.resolve()

/**
 * The renderer's layout asks the store to load the font of every family a node's style names,
 * for every node, in both of its asset passes: with the fallback families four asks a node,
 * about 9,700 a render of the bench's report, each an async call that allocates its promise and
 * frame (8.6 MB a render, measured) to wait for a font loaded long before. A font the store
 * holds is answered with one settled promise; any other is loaded as before.
 */
export function keepLoadedFonts<Descriptor>(store: FontStoreLoads<Descriptor>): void {
  const load = store.load
  store.load = (descriptor) => (store.getFont(descriptor)?.data ? LOADED : load(descriptor))
}

/** The font-wide figures the renderer reads for every run of text it lays out and draws. */
const METRICS = ['unitsPerEm', 'ascent', 'descent', 'lineGap', 'xHeight', 'capHeight'] as const
type FontMetrics = Record<(typeof METRICS)[number], number>
/** The figures that place a line: how far it reaches above and below its baseline. */
const LINE_METRICS = ['ascent', 'descent', 'lineGap'] as const

/**
 * fontkit answers each of these through a getter that looks its table up again on every read,
 * and the renderer reads them per glyph run (unitsPerEm alone was a twelfth of text layout in a
 * profile). A static font's figures never change, so each is read once and kept on the font as
 * a plain value, which shadows the getter.
 *
 * Given `linesOf`, a fallback font keeps that font's line figures instead, in its own units (as
 * a web page's ascent-override and descent-override do): a line's height and baseline are the
 * largest of its runs', so Noto Sans Math's own (1.07 and 0.42 em against Public Sans's 0.95 and
 * 0.23) would set a line with an arrow lower than its neighbours, and taller where its style
 * sets no line height. Its glyphs are drawn as they are.
 */
export function keepFontMetrics(font: FontMetrics, linesOf?: FontMetrics): void {
  const figures = Object.fromEntries(METRICS.map((name) => [name, font[name]])) as FontMetrics
  if (linesOf)
    for (const name of LINE_METRICS)
      figures[name] = (linesOf[name] / linesOf.unitsPerEm) * figures.unitsPerEm
  for (const name of METRICS) Object.defineProperty(font, name, { value: figures[name] })
}

/** The font's character map, as the renderer asks it. */
type GlyphLookups = {
  hasGlyphForCodePoint: (codePoint: number) => boolean
  glyphForCodePoint: (codePoint: number) => unknown
}

/** Characters whose lookups are kept per weight; past this the oldest are dropped. */
const GLYPH_LOOKUP_LIMIT = 5000

/**
 * The renderer asks the font whether it has each character of every text (to pick a fallback
 * font when not), and fontkit answers each question by searching its character map again. A
 * static font's answers never change, so each is kept per character. fontkit itself keeps one
 * glyph object per glyph, so a kept glyph is the very object it would have returned.
 */
export function keepGlyphLookups(font: GlyphLookups, limit = GLYPH_LOOKUP_LIMIT): void {
  const has = font.hasGlyphForCodePoint.bind(font)
  const glyphOf = font.glyphForCodePoint.bind(font)
  const kept = <T>(lookup: (codePoint: number) => T) => {
    const answers = new Map<number, T>()
    return (codePoint: number): T => {
      if (answers.has(codePoint)) return answers.get(codePoint)!
      const answer = lookup(codePoint)
      answers.set(codePoint, answer)
      if (answers.size > limit) answers.delete(answers.keys().next().value!)
      return answer
    }
  }
  font.hasGlyphForCodePoint = kept(has)
  font.glyphForCodePoint = kept(glyphOf)
}

/** What the renderer calls on a font to turn a run of text into positioned glyphs. */
type ShapingFont = {
  layout: (text: string, features?: unknown, ...rest: unknown[]) => GlyphRun
}
type GlyphRun = { glyphs: unknown[]; positions: object[] }

/** Shaped runs kept per weight; past this the oldest are dropped. */
const SHAPED_TEXT_LIMIT = 5000

/**
 * Shaping (the font's substitution and kerning tables, run by fontkit) was the largest single
 * cost of a warm render, a fifth of it, and the same text is shaped again on every render: the
 * labels, headings, law and assumptions of one report are those of the next, and of the same
 * report after an edit. The result depends only on the font and its arguments, so it is kept.
 * Each call gets its own glyph and position lists, and its own positions: the renderer may
 * replace a glyph in place, and pdfkit scales a run's positions in place when it writes text of
 * its own (the page numbers).
 */
export function keepShapedText(font: ShapingFont, limit = SHAPED_TEXT_LIMIT): void {
  const shape = font.layout.bind(font)
  const kept = new Map<string, GlyphRun>()
  font.layout = (text, features, ...rest) => {
    const key = `${JSON.stringify([features ?? null, ...rest])}${text}`
    let run = kept.get(key)
    if (!run) {
      run = shape(text, features, ...rest)
      kept.set(key, run)
      if (kept.size > limit) kept.delete(kept.keys().next().value as string)
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, {
      glyphs: [...run.glyphs],
      positions: run.positions.map((position) => ({ ...position })),
    })
  }
}

/**
 * The plain TrueType/OpenType file inside a WOFF 1.0 file (W3C WOFF File Format 1.0): the same
 * tables, each inflated once. Given WOFF, the renderer would inflate tables again on every PDF
 * (about a seventh of a render's time, measured); given the plain file it reads them directly.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  const power = 2 ** Math.floor(Math.log2(numTables))
  const header = Buffer.alloc(12 + numTables * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(numTables * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    header.writeUInt32BE(table.tag, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}
