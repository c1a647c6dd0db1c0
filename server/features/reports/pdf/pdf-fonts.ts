// The project's own typeface for PDFs. @react-pdf's built-in Helvetica covers only basic Latin
// (no §, curly quotes or dashes from the law's text), and fonts by URL would need the internet:
// the renderer reads Public Sans from the installed @fontsource package instead (decision 174).
import { createRequire } from 'node:module'
import { Font } from '@react-pdf/renderer'

export const PDF_FONT_FAMILY = 'Public Sans'

const require = createRequire(import.meta.url)
const WEIGHTS = [400, 600, 700] as const

let registered = false

/** Registers the fonts once per process; the renderer then caches their parsed files. */
export function registerPdfFonts(): void {
  if (registered) return
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: WEIGHTS.map((weight) => ({
      src: require.resolve(`@fontsource/public-sans/files/public-sans-latin-${weight}-normal.woff`),
      fontWeight: weight,
    })),
  })
  // Citations and figures ("65915(f)", "1,250 sq ft") must not be split across lines.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}
