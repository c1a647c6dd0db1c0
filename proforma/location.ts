// Where the lot is: the pro forma's figures for its ZIP, and which area's figures were used with
// how much confidence. Rents follow HUD's small-area rents for the ZIP against the City's median;
// sale prices follow the same index, for want of a public-domain price source by area; the
// linkage fee follows the ZIP's market area. A ZIP without figures falls back to the City-wide
// defaults and says so (decision 260).
import {
  ASSUMPTIONS,
  BEDROOMS,
  DEFAULT_ASSUMPTIONS,
  MARKET_RENT,
  type AssumptionDefinition,
  type AssumptionId,
  type Assumptions,
  type Confidence,
} from './assumptions.ts'
import {
  AREA_NAMES,
  LINKAGE_AREA_BY_ZIP,
  LINKAGE_FEE,
  SAFMR_BY_ZIP,
  SMALL_AREA_RENTS,
  SPLIT_LINKAGE_ZIPS,
  type LinkageArea,
} from './location-data.ts'

export type LocalFigures = {
  /** The lot's ZIP, or null when it is not known. */
  readonly zip: string | null
  /** 'zip': the ZIP's own figures; 'city': it has none (or is not known), so the City-wide ones. */
  readonly scope: 'zip' | 'city'
  /** The area the figures are for, in the reader's words: "ZIP 90024 (Westside)". */
  readonly area: string
  /** How sure the figures are the lot's area's: the market area's rate confirmed and unsplit. */
  readonly confidence: Confidence
  /** What was used and from where, one sentence each; unconfirmed figures are said to be so. */
  readonly notes: readonly string[]
  /** Every assumption as this area sets it: its default, range and source. */
  readonly definitions: Readonly<Record<AssumptionId, AssumptionDefinition>>
  readonly defaults: Assumptions
}

/** The research notes' bounds on a ZIP's rent factor, so no outlier ZIP runs away with it. */
const FACTOR_MIN = 0.6
const FACTOR_MAX = 1.45
/** HUD caps a ZIP's figure at 150 % of the metro's; the two-bedroom cap for FY2027. */
const HUD_CAP_2BR = 4_450

const LINKAGE_WORDS: Readonly<Record<LinkageArea, string>> = {
  low: 'low',
  medium: 'medium',
  medium_high: 'medium-high',
  high: 'high',
}

const CITY_WIDE =
  'rents and sale prices at the City-wide figures and the linkage fee at the low market area’s rate'
const CITY_FEES = 'Park and school fees are the same across the City.'

function cityFigures(zip: string | null): LocalFigures {
  return {
    zip,
    scope: 'city',
    area: 'the City of Los Angeles as a whole',
    confidence: 'low',
    notes: [
      zip === null
        ? `The lot’s ZIP is not known, so this uses ${CITY_WIDE}.`
        : `There are no figures for ZIP ${zip} within the City, so this uses ${CITY_WIDE}.`,
      CITY_FEES,
    ],
    definitions: ASSUMPTIONS,
    defaults: DEFAULT_ASSUMPTIONS,
  }
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step
const clampFactor = (value: number) => Math.min(FACTOR_MAX, Math.max(FACTOR_MIN, value))
const times = (factor: number) => `${factor.toFixed(2)} times the City median`

function zipFigures(zip: string): LocalFigures | null {
  const row = SAFMR_BY_ZIP[zip]
  if (!row) return null
  const [areaCode, ...rents] = row
  const factors = rents.map((rent, i) => clampFactor(rent / SMALL_AREA_RENTS.cityMedian[i]!))
  const definitions: Record<AssumptionId, AssumptionDefinition> = { ...ASSUMPTIONS }
  const scaled = (id: AssumptionId, factor: number, step: number, how: string) => {
    const base = ASSUMPTIONS[id]
    definitions[id] = {
      ...base,
      default: roundTo(base.default * factor, step),
      low: roundTo(base.low * factor, step),
      high: roundTo(base.high * factor, step),
      source: `${base.source}; ${how}`,
      year: `${base.year}; HUD ${SMALL_AREA_RENTS.year}`,
    }
  }
  const byHud = (factor: number) =>
    `scaled to ZIP ${zip} by HUD’s ${SMALL_AREA_RENTS.year} Small Area Fair Market Rents (${times(factor)})`
  BEDROOMS.forEach((bedroom, i) =>
    scaled(MARKET_RENT[bedroom], factors[i]!, 10, byHud(factors[i]!)),
  )
  // A detached ADU rents as a one-bedroom; the small-lot homes priced for sale have two or more.
  scaled('rentAdu', factors[1]!, 10, byHud(factors[1]!))
  scaled(
    'salePrice',
    factors[2]!,
    5,
    `our estimate for ZIP ${zip}: ${byHud(factors[2]!)}, as no public-domain sale prices by ZIP were found`,
  )

  const area = `ZIP ${zip} (${AREA_NAMES[areaCode]})`
  const notes = [
    `Rents for ${area}: the City-wide figures scaled by HUD’s ${SMALL_AREA_RENTS.year} Small Area Fair Market Rents for the ZIP, ${times(factors[2]!)} for a two-bedroom.`,
    ...(rents[2] === HUD_CAP_2BR
      ? ['HUD caps its figure for this ZIP, so market rents here may be higher still.']
      : []),
    'Sale prices: our estimate, the City-wide price scaled the same way; no public-domain sale prices by ZIP were found.',
  ]

  const linkageArea = LINKAGE_AREA_BY_ZIP[zip]
  let confirmed = false
  if (linkageArea) {
    const rate = LINKAGE_FEE.rates[linkageArea]
    const words = LINKAGE_WORDS[linkageArea]
    const where = `the market area of most of ZIP ${zip} on the City’s map before April 24, 2026 (confirm the lot’s area on ZIMAS)`
    const derived = rate.confirmed
      ? ''
      : '; this area’s rate is derived from its 2018 base rate, not confirmed'
    for (const [id, value] of [
      ['feeLinkage', rate.oneOrSixPlus],
      ['feeLinkageSmall', rate.twoToFive],
    ] as const) {
      const base = ASSUMPTIONS[id]
      definitions[id] = {
        ...base,
        label: base.label.replace('(low market area)', `(${words} market area)`),
        default: value,
        source: `${LINKAGE_FEE.source}${derived}; ${where}`,
        confidence: rate.confirmed && !SPLIT_LINKAGE_ZIPS.has(zip) ? 'medium' : 'low',
      }
    }
    confirmed = rate.confirmed && !SPLIT_LINKAGE_ZIPS.has(zip)
    notes.push(
      `Linkage fee: the ${words} market area’s rate (${LINKAGE_FEE.year}${rate.confirmed ? '' : ', not confirmed'}), the area of most of this ZIP on the City’s map before April 24, 2026${SPLIT_LINKAGE_ZIPS.has(zip) ? ', though its parcels fall in more than one area' : ''}; confirm the lot’s area on ZIMAS.`,
    )
  } else {
    notes.push(
      `Linkage fee: this ZIP’s market area is not known, so the low market area’s rate is used; confirm the lot’s area on ZIMAS.`,
    )
  }
  notes.push(CITY_FEES)

  return {
    zip,
    scope: 'zip',
    area,
    confidence: confirmed ? 'medium' : 'low',
    notes,
    definitions,
    defaults: Object.fromEntries(
      Object.entries(definitions).map(([id, definition]) => [id, definition.default]),
    ) as Assumptions,
  }
}

/** The City-wide figures, for a lot whose ZIP is not known. */
export const CITY_FIGURES: LocalFigures = cityFigures(null)

// One set per ZIP with figures, built once: the pro forma's basis records are shared per set.
const BY_ZIP = new Map<string, LocalFigures>()

/** The pro forma's figures for a ZIP ("90024"), or the City-wide ones, saying so, without it. */
export function localFigures(zip: string | null): LocalFigures {
  if (zip === null) return CITY_FIGURES
  let figures = BY_ZIP.get(zip)
  if (!figures) {
    const found = zipFigures(zip)
    if (!found) return cityFigures(zip)
    figures = found
    BY_ZIP.set(zip, figures)
  }
  return figures
}
