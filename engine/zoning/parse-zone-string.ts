// Reads a City of Los Angeles zone string into its parts. Two grammars exist:
//   Chapter 1 (most of the City):  [prefixes] CLASS[(plan)] [-HEIGHT DISTRICT[D]] {-OVERLAY}
//     e.g. "[Q]C2-1VL-CPIO", "(T)(Q)RD1.5-1XL-O", "R3(PV)-1VL", "(WC)TOPANGA-SN-RIO"
//   Chapter 1A (Downtown, from 2025):  [FORM-FRONTAGE-STANDARDS] [USE-DENSITY] [OVERLAYS]
//     e.g. "[HB3-G1-5] [CX2-FA] [CPIO]"
// It never throws: whatever it cannot read is returned in `unread`, and `complete` says
// whether everything was understood. Vocabulary: CP-7150 and the City's parser codebooks.

export type ZonePrefix = 'Q' | 'T' | 'F' | 'WC'

export type ParsedZoneString = {
  readonly raw: string
  readonly format: 'chapter1' | 'chapter1a' | 'empty'
  /** Conditions before the class: [Q]/(Q)/Q qualified, [T]/(T) tentative, (F) and (WC). */
  readonly prefixes: readonly ZonePrefix[]
  /** The zone class, e.g. "R1", "RD1.5", "C2", "R1V2"; Warner Center sub-zones by name. */
  readonly zoneClass: string | null
  /** A specific plan written in parentheses after the class: "PV" in "R3(PV)". */
  readonly classPlan: string | null
  /** "1", "1L", "1VL", "1XL", "1SS", "2", "3", "4" (and the rare "1A", "1B", "2L"). */
  readonly heightDistrict: string | null
  /** The district carries a "D" development limitation ("2D", "1VLD"). */
  readonly dLimitation: boolean
  /** The district is an Enterprise Zone variant ("EZ1VL"). */
  readonly enterpriseZone: boolean
  /** A specific plan's own district number: "10" in "R4(PV)-10". */
  readonly planDistrict: string | null
  /** Supplemental overlays in order: "O", "CPIO", "HPOZ", "RIO", "H", "HCR", "K", "SN"… */
  readonly overlays: readonly string[]
  /** Numbers attached to overlays: { RPD: "2.9" } from "RPD-2.9". */
  readonly overlayParameters: Readonly<Record<string, string>>
  /** Chapter 1A parts, when the string uses that grammar. */
  readonly chapter1a: Chapter1aParts | null
  /** Pieces the parser could not place. */
  readonly unread: readonly string[]
  /** True when a class was found and nothing was left unread. */
  readonly complete: boolean
}

export type Chapter1aParts = {
  readonly form: string
  readonly frontage: string
  readonly standards: string
  readonly use: string
  readonly density: string
}

/** Zone classes of Chapter 1, from the zoning summary and the City's codebook. */
const ZONE_CLASSES = new Set([
  'A1',
  'A2',
  'A2P',
  'RA',
  'RE',
  'RE9',
  'RE11',
  'RE15',
  'RE20',
  'RE40',
  'RS',
  'R1',
  'R1F',
  'R1R',
  'R1H',
  'R1V',
  'R1V1',
  'R1V2',
  'R1V3',
  'R1V4',
  'R1H1',
  'R1R3',
  'R1P',
  'RU',
  'RZ2.5',
  'RZ3',
  'RZ4',
  'RZ5',
  'RW1',
  'RW2',
  'R2',
  'R2P',
  'RMP',
  'RD1.5',
  'RD2',
  'RD3',
  'RD4',
  'RD5',
  'RD6',
  'R3',
  'R3P',
  'RAS3',
  'R4',
  'R4P',
  'RAS4',
  'R5',
  'R5P',
  'RAP',
  'RSP',
  'CR',
  'C1',
  'C1.5',
  'C2',
  'C4',
  'C5',
  'CM',
  'MR1',
  'MR2',
  'M1',
  'M2',
  'M3',
  'M',
  'P',
  'PB',
  'OS',
  'PF',
  'SL',
  'GW',
  'FRWY',
  'LACFCD',
  'VARIOUS',
  'CW',
  'ADP',
  'CEC',
  'CCS',
  'USC',
  'LAX',
  'LASED',
  'PVSP',
  'PPSP',
  'UC',
  'UI',
  'UV',
  'HJ',
  'HR',
  'NI',
  'MU',
  'NMU',
])

/** Supplemental use districts and overlays written as suffixes. */
const OVERLAYS = new Set([
  'O',
  'RIO',
  'CUGU',
  'CDO',
  'CPIO',
  'HPOZ',
  'K',
  'HCR',
  'H',
  'SN',
  'G',
  'CA',
  'SP',
  'RFA',
  'POD',
  'RPD',
  'MPR',
  'S',
  'RG',
  'CSA1',
])

const HEIGHT_DISTRICT = /^(EZ)?(1SS|1VL|1XL|1L|1A|1B|2L|1|2|3|4)(D)?$/
const CHAPTER_1A =
  /^\[([A-Z]{2}\d)-([A-Z]+\d)-(\d+)\]\s*\[([A-Z]+\d?)-([A-Z]+)\](?:\s*\[([A-Z0-9-]+)\])?$/
const PREFIX = /^(\[Q\]|\(Q\)|\[T\]|\(T\)|\(F\)|\(WC\))/

/**
 * The zones of a lot split between zones ("C2-1VL/R1-1", "C2 / R1"), each as written; one
 * entry for a lot in one zone.
 */
export function splitZoneString(raw: string): string[] {
  if (!raw.includes('/')) return [raw]
  return raw
    .split('/')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
}

/** Splits a zone string into its parts; never throws. */
export function parseZoneString(raw: string): ParsedZoneString {
  const cached = parsedStrings.get(raw)
  if (cached) return cached
  const parsed = readZoneString(raw)
  // Zone strings are a vocabulary of a few thousand: remembering them keeps analyses fast.
  if (parsedStrings.size < 10_000) parsedStrings.set(raw, parsed)
  return parsed
}

const parsedStrings = new Map<string, ParsedZoneString>()

function readZoneString(raw: string): ParsedZoneString {
  // Stray "#" marks and spaces come from data entry, not from the code.
  const text = raw.replaceAll('#', '').trim().toUpperCase()
  const base: Mutable<ParsedZoneString> = {
    raw,
    format: 'chapter1',
    prefixes: [],
    zoneClass: null,
    classPlan: null,
    heightDistrict: null,
    dLimitation: false,
    enterpriseZone: false,
    planDistrict: null,
    overlays: [],
    overlayParameters: {},
    chapter1a: null,
    unread: [],
    complete: false,
  }
  if (text === '') return { ...base, format: 'empty' }

  const downtown = CHAPTER_1A.exec(text)
  if (downtown) return parseChapter1a(base, downtown)

  let rest = text
  const prefixes: ZonePrefix[] = []
  for (let match = PREFIX.exec(rest); match; match = PREFIX.exec(rest)) {
    const token = match[1] ?? ''
    prefixes.push(token.slice(1, -1) as ZonePrefix)
    rest = rest.slice(token.length)
  }
  // A bare leading Q ("QC1-1VL-RIO") is the same qualified condition; no class starts with Q.
  if (rest.startsWith('Q') && !rest.startsWith('Q-')) {
    prefixes.push('Q')
    rest = rest.slice(1)
  }

  const [first = '', ...tokens] = rest.split('-')
  const unread: string[] = []
  const classMatch = /^([A-Z][A-Z0-9.]*?)(?:\(([A-Z]+)\))?$/.exec(first)
  let zoneClass: string | null = null
  let classPlan: string | null = null
  if (classMatch) {
    const candidate = classMatch[1] ?? ''
    // Warner Center sub-zones are named districts of their specific plan.
    if (ZONE_CLASSES.has(candidate) || prefixes.includes('WC')) zoneClass = candidate
    classPlan = classMatch[2] ?? null
  }
  if (zoneClass === null) unread.push(first)

  let heightDistrict: string | null = null
  let dLimitation = false
  let enterpriseZone = false
  let planDistrict: string | null = null
  const overlays: string[] = []
  const overlayParameters: Record<string, string> = {}
  tokens.forEach((token, index) => {
    const district = HEIGHT_DISTRICT.exec(token)
    if (index === 0 && district) {
      heightDistrict = district[2] ?? null
      dLimitation = district[3] === 'D'
      enterpriseZone = district[1] === 'EZ'
    } else if (OVERLAYS.has(token)) {
      overlays.push(token)
    } else if (/^\d+(\.\d+)?$/.test(token)) {
      const previous = overlays[overlays.length - 1]
      if (index > 0 && previous && overlayParameters[previous] === undefined) {
        overlayParameters[previous] = token
      } else if (index === 0 && classPlan !== null) {
        planDistrict = token
      } else {
        unread.push(token)
      }
    } else {
      unread.push(token)
    }
  })

  return {
    ...base,
    prefixes,
    zoneClass,
    classPlan,
    heightDistrict,
    dLimitation,
    enterpriseZone,
    planDistrict,
    overlays,
    overlayParameters,
    unread,
    complete: zoneClass !== null && unread.length === 0,
  }
}

function parseChapter1a(base: ParsedZoneString, match: RegExpExecArray): ParsedZoneString {
  const [, form = '', frontage = '', standards = '', use = '', density = '', overlayGroup] = match
  const overlays: string[] = []
  const unread: string[] = []
  for (const token of overlayGroup ? overlayGroup.split('-') : []) {
    if (OVERLAYS.has(token)) overlays.push(token)
    else unread.push(token)
  }
  return {
    ...base,
    format: 'chapter1a',
    zoneClass: use,
    overlays,
    chapter1a: { form, frontage, standards, use, density },
    unread,
    complete: unread.length === 0,
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
