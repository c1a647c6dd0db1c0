// Where the lot is: the pro forma's figures for its ZIP, and which area's figures were used with
// how much confidence. Rents follow HUD's small-area rents for the ZIP against the City's median;
// sale prices follow the same index, for want of a public-domain price source by area; the
// linkage fee follows the lot's own market area from ZIMAS, else its ZIP's (decision 570). A lot
// with no ZIP or area on record is placed by its community plan area, as an estimate said to be
// one (decision 780). A lot placed by none of these takes the City-wide rents and says so
// (decision 260), and the high area's linkage fee, said to be an assumption (decision 545).
import type { MarketArea } from '#engine'
import {
  ASSUMPTIONS,
  BEDROOMS,
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
  PLAN_AREA_SAMPLE,
  SAFMR_BY_ZIP,
  SMALL_AREA_RENTS,
  SPLIT_LINKAGE_ZIPS,
  type PlanAreaSample,
} from './location-data.ts'

export type LocalFigures = {
  /** The lot's ZIP, or null when it is not known. */
  readonly zip: string | null
  /**
   * 'zip': the ZIP's own figures; 'plan_area': no ZIP on record, so an estimate for the lot's
   * community plan area; 'city': neither, so the City-wide ones.
   */
  readonly scope: 'zip' | 'plan_area' | 'city'
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

/**
 * Who says which market area the lot is in: its ZIMAS record, or a report's correction by an
 * analyst or by the report's owner, which the figures must not pass off as the record's.
 */
export type MarketAreaFrom = 'record' | 'analyst' | 'owner'

/** How a label, a source and a note name where the lot's own area came from. */
const AREA_FROM_WORDS: Readonly<
  Record<MarketAreaFrom, { label: string; source: string; note: string }>
> = {
  record: {
    label: 'from its ZIMAS record',
    source: 'the lot’s own market area on its ZIMAS record',
    note: 'the lot’s own market area on its ZIMAS record; the City redrew the areas on April 24, 2026, so a record read before then shows the earlier map',
  },
  analyst: {
    label: 'as corrected by an analyst',
    source: 'the lot’s market area as an analyst corrected it on this report',
    note: 'the lot’s market area as an analyst corrected it on this report',
  },
  owner: {
    label: 'as the report’s owner gave it',
    source: 'the lot’s market area as the report’s owner gave it',
    note: 'the lot’s market area as the report’s owner gave it',
  },
}

const LINKAGE_WORDS: Readonly<Record<MarketArea, string>> = {
  low: 'low',
  medium: 'medium',
  medium_high: 'medium-high',
  high: 'high',
}

const CITY_WIDE = 'rents and sale prices at the City-wide figures'

/**
 * A plan area's profiled lots place a lot's market area when at least this many of them name
 * one and all name the same: fewer is too thin a sample to call it the plan area's (decision 780).
 */
const PLAN_AREA_MIN_LOTS = 3

/** The lot's community plan area and what the seed's profiles show of it, when they show any. */
type PlanArea = { readonly name: string; readonly sample: PlanAreaSample }

function planAreaOf(name: string | null): PlanArea | null {
  const sample = name === null ? undefined : PLAN_AREA_SAMPLE[name]
  return name === null || sample === undefined ? null : { name, sample }
}

/** The market area a plan area's profiled lots all lie in, when enough of them do. */
function planAreaMarketArea(plan: PlanArea | null): MarketArea | null {
  if (plan === null || plan.sample.lots < PLAN_AREA_MIN_LOTS) return null
  return plan.sample.marketArea
}

/**
 * The market area the linkage fee's estimate places a lot in by its community plan area, with
 * the number of profiled lots it rests on, for a lot whose record names no area (decision 780);
 * null when the plan area's profiles do not settle it.
 */
export function estimatedMarketArea(
  planArea: string | null,
): { readonly area: MarketArea; readonly lots: number } | null {
  const plan = planAreaOf(planArea)
  const area = planAreaMarketArea(plan)
  return plan === null || area === null ? null : { area, lots: plan.sample.lots }
}
const CITY_FEES = 'Park and school fees are the same across the City.'

type LinkageRows = Pick<
  Record<AssumptionId, AssumptionDefinition>,
  'feeLinkage' | 'feeLinkageSmall'
>

/** The rate of the other end of the scale, so an estimate or an assumption shows what is at stake. */
function otherEndWords(area: MarketArea): string {
  const other = area === 'high' ? 'low' : 'high'
  const rate = LINKAGE_FEE.rates[other]
  return `in the ${LINKAGE_WORDS[other]} area it would be $${rate.oneOrSixPlus.toFixed(2)} ($${rate.twoToFive.toFixed(2)} for two to five homes)`
}

/**
 * The linkage fee's two rows for a lot in `zip` and community plan area `plan` whose own market
 * area is `lotArea` when known (`areaFrom` says who gave it): the rates of the lot's own area;
 * else, estimated, of the area every profiled lot of its plan area is in; else of the area most
 * of its ZIP was in; else, not known, the high area's (the defaults), the most the lot could pay,
 * with the low area's beside it so the reader sees what is at stake (decisions 545, 570, 591, 780).
 */
function linkageFigures(
  zip: string | null,
  plan: PlanArea | null,
  lotArea: MarketArea | undefined,
  areaFrom: MarketAreaFrom,
): {
  rows: LinkageRows
  /** The area's rate is published and the area is the lot's own or its whole ZIP's. */
  confirmed: boolean
  note: string
} {
  const planArea = lotArea === undefined ? planAreaMarketArea(plan) : null
  const zipArea = zip === null ? undefined : LINKAGE_AREA_BY_ZIP[zip]
  const linkageArea = lotArea ?? planArea ?? zipArea
  if (!linkageArea) {
    return {
      rows: { feeLinkage: ASSUMPTIONS.feeLinkage, feeLinkageSmall: ASSUMPTIONS.feeLinkageSmall },
      confirmed: false,
      note: `Linkage fee: the lot’s market area is not known, so this assumes the high market area’s rate of $${LINKAGE_FEE.rates.high.oneOrSixPlus.toFixed(2)} a sq ft, the most it could pay; ${otherEndWords('high')}. Confirm the lot’s area on ZIMAS.`,
    }
  }
  const rate = LINKAGE_FEE.rates[linkageArea]
  const words = LINKAGE_WORDS[linkageArea]
  const rateWords = `the ${words} market area’s rate (${LINKAGE_FEE.year}${rate.confirmed ? '' : ', not confirmed'})`
  const derived = rate.confirmed
    ? ''
    : '; this area’s rate is derived from its 2018 base rate, not confirmed'
  const ownArea = lotArea === undefined ? null : AREA_FROM_WORDS[areaFrom]
  const byPlan = ownArea === null && planArea !== null && plan !== null ? plan : null
  // The lot's own area settles it; a ZIP's is that of most of its parcels, which may differ.
  const split = ownArea === null && byPlan === null && zip !== null && SPLIT_LINKAGE_ZIPS.has(zip)
  const confirmed = rate.confirmed && !split && byPlan === null
  const from =
    ownArea?.label ?? (byPlan ? 'estimated from its community plan area' : 'from its ZIP')
  const planWords = byPlan
    ? `all ${byPlan.sample.lots} lots of the ${byPlan.name} community plan area whose ZIMAS profiles we hold are in the ${words} area on the City’s map before April 24, 2026`
    : ''
  const where =
    ownArea?.source ??
    (byPlan
      ? `our estimate: ${planWords} (confirm the lot’s area on ZIMAS)`
      : `the market area of most of ZIP ${zip} on the City’s map before April 24, 2026 (confirm the lot’s area on ZIMAS)`)
  const row = (id: keyof LinkageRows, value: number): AssumptionDefinition => {
    const base = ASSUMPTIONS[id]
    return {
      ...base,
      label: base.label.replace(/\([^)]*\)$/, `(${words} market area, ${from})`),
      default: value,
      source: `${LINKAGE_FEE.source}${derived}; ${where}`,
      confidence: confirmed ? 'medium' : 'low',
    }
  }
  return {
    rows: {
      feeLinkage: row('feeLinkage', rate.oneOrSixPlus),
      feeLinkageSmall: row('feeLinkageSmall', rate.twoToFive),
    },
    confirmed,
    note: ownArea
      ? `Linkage fee: ${rateWords}, ${ownArea.note}.`
      : byPlan
        ? `Linkage fee: ${rateWords}, our estimate, as the lot’s own market area is not on its record: ${planWords}, and the areas followed plan-area lines in every profile we hold. Confirm the lot’s area on ZIMAS; ${otherEndWords(linkageArea)}.`
        : `Linkage fee: ${rateWords}, the area of most of this ZIP on the City’s map before April 24, 2026${split ? ', though its parcels fall in more than one area' : ''}; confirm the lot’s area on ZIMAS.`,
  }
}

const defaultsOf = (definitions: Readonly<Record<AssumptionId, AssumptionDefinition>>) =>
  Object.fromEntries(
    Object.entries(definitions).map(([id, definition]) => [id, definition.default]),
  ) as Assumptions

function cityFigures(
  zip: string | null,
  plan: PlanArea | null,
  lotArea: MarketArea | undefined,
  areaFrom: MarketAreaFrom,
): LocalFigures {
  const linkage = linkageFigures(zip, plan, lotArea, areaFrom)
  const definitions = { ...ASSUMPTIONS, ...linkage.rows }
  return {
    zip,
    scope: 'city',
    area: 'the City of Los Angeles as a whole',
    confidence: 'low',
    notes: [
      zip === null
        ? `The lot’s ZIP is not known, so this uses ${CITY_WIDE}.`
        : `There are no figures for ZIP ${zip} within the City, so this uses ${CITY_WIDE}.`,
      linkage.note,
      CITY_FEES,
    ],
    definitions,
    defaults: defaultsOf(definitions),
  }
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step
const clampFactor = (value: number) => Math.min(FACTOR_MAX, Math.max(FACTOR_MIN, value))
const times = (factor: number) => `${factor.toFixed(2)} times the City median`

/**
 * The assumptions with rents and the sale price scaled by `factors` (studio to three bedrooms,
 * against the City median): `how(factor)` says how each was scaled, `saleHow` the sale price's.
 */
function scaledDefinitions(
  factors: readonly number[],
  how: (factor: number) => string,
  saleHow: string,
): Record<AssumptionId, AssumptionDefinition> {
  const definitions: Record<AssumptionId, AssumptionDefinition> = { ...ASSUMPTIONS }
  const scaled = (id: AssumptionId, factor: number, step: number, source: string) => {
    const base = ASSUMPTIONS[id]
    definitions[id] = {
      ...base,
      default: roundTo(base.default * factor, step),
      low: roundTo(base.low * factor, step),
      high: roundTo(base.high * factor, step),
      source: `${base.source}; ${source}`,
      year: `${base.year}; HUD ${SMALL_AREA_RENTS.year}`,
    }
  }
  BEDROOMS.forEach((bedroom, i) => scaled(MARKET_RENT[bedroom], factors[i]!, 10, how(factors[i]!)))
  // A detached ADU rents as a one-bedroom, a converted or junior one as a studio; the small-lot
  // homes priced for sale have two or more bedrooms.
  scaled('rentAdu', factors[1]!, 10, how(factors[1]!))
  scaled('rentAduConversion', factors[0]!, 10, how(factors[0]!))
  scaled('rentJadu', factors[0]!, 10, how(factors[0]!))
  scaled('salePrice', factors[2]!, 5, saleHow)
  return definitions
}

function zipFigures(
  zip: string,
  plan: PlanArea | null,
  lotArea: MarketArea | undefined,
  areaFrom: MarketAreaFrom,
): LocalFigures | null {
  const row = SAFMR_BY_ZIP[zip]
  if (!row) return null
  const [areaCode, ...rents] = row
  const factors = rents.map((rent, i) => clampFactor(rent / SMALL_AREA_RENTS.cityMedian[i]!))
  const byHud = (factor: number) =>
    `scaled to ZIP ${zip} by HUD’s ${SMALL_AREA_RENTS.year} Small Area Fair Market Rents (${times(factor)})`
  const definitions = scaledDefinitions(
    factors,
    byHud,
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

  const linkage = linkageFigures(zip, plan, lotArea, areaFrom)
  Object.assign(definitions, linkage.rows)
  notes.push(linkage.note, CITY_FEES)

  return {
    zip,
    scope: 'zip',
    area,
    confidence: linkage.confirmed ? 'medium' : 'low',
    notes,
    definitions,
    defaults: defaultsOf(definitions),
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * An estimate for a lot whose ZIP is not on record, from its community plan area: each rent at
 * the median of HUD's small-area rents over the ZIPs the plan area's profiled lots are in, said
 * to be an estimate with the spread across those ZIPs (decision 780). Null when the profiles
 * place no lot of the plan area in a ZIP with small-area rents.
 */
function planAreaFigures(
  plan: PlanArea,
  lotArea: MarketArea | undefined,
  areaFrom: MarketAreaFrom,
): LocalFigures | null {
  const rows = plan.sample.zips.flatMap((zip) => {
    const row = SAFMR_BY_ZIP[zip]
    return row ? [{ zip, rents: row.slice(1) as number[] }] : []
  })
  if (rows.length === 0) return null
  const factors = SMALL_AREA_RENTS.cityMedian.map((cityRent, i) =>
    clampFactor(median(rows.map((row) => row.rents[i]!)) / cityRent),
  )
  const zips = rows.map((row) => row.zip)
  const byPlan = (factor: number) =>
    `our estimate for the ${plan.name} community plan area: the median of HUD’s ${SMALL_AREA_RENTS.year} Small Area Fair Market Rents over ZIPs ${zips.join(', ')}, where its lots with ZIMAS profiles are (${times(factor)})`
  const definitions = scaledDefinitions(
    factors,
    byPlan,
    `${byPlan(factors[2]!)}, as no public-domain sale prices by area were found`,
  )
  const twoBedroom = rows.map((row) => clampFactor(row.rents[2]! / SMALL_AREA_RENTS.cityMedian[2]))
  const spread =
    rows.length === 1
      ? ''
      : `; across those ZIPs it runs from ${Math.min(...twoBedroom).toFixed(2)} to ${Math.max(...twoBedroom).toFixed(2)} times`
  const notes = [
    `Rents for the ${plan.name} community plan area, our estimate: the lot’s ZIP is not on its record, so this takes the median of HUD’s ${SMALL_AREA_RENTS.year} Small Area Fair Market Rents over the ZIPs where this plan area’s lots with ZIMAS profiles are (${zips.join(', ')}), ${times(factors[2]!)} for a two-bedroom${spread}. The lot’s own ZIP would set it.`,
    'Sale prices: our estimate, the City-wide price scaled the same way; no public-domain sale prices by area were found.',
  ]
  const linkage = linkageFigures(null, plan, lotArea, areaFrom)
  Object.assign(definitions, linkage.rows)
  notes.push(linkage.note, CITY_FEES)
  return {
    zip: null,
    scope: 'plan_area',
    area: `the ${plan.name} community plan area (estimated)`,
    confidence: 'low',
    notes,
    definitions,
    defaults: defaultsOf(definitions),
  }
}

/** The City-wide figures, for a lot whose ZIP, plan area and market area are not known. */
export const CITY_FIGURES: LocalFigures = cityFigures(null, null, undefined, 'record')

// One set per place and market area, built once: the pro forma's basis records are shared per set.
const BY_PLACE = new Map<string, LocalFigures>()

/**
 * The pro forma's figures for a lot in a ZIP ("90024") and community plan area ("Hollywood")
 * whose own linkage-fee market area is `lotArea` when known, given by its ZIMAS record or by a
 * correction (`areaFrom`): the ZIP's rents, else an estimate for the plan area, else the City's;
 * the lot's own area's fee, else the plan area's estimated one, else the ZIP's, else the high
 * area's rate; each fallback said.
 */
export function localFigures(
  zip: string | null,
  lotArea?: MarketArea,
  areaFrom: MarketAreaFrom = 'record',
  planAreaName: string | null = null,
): LocalFigures {
  const plan = planAreaOf(planAreaName)
  if (zip === null && lotArea === undefined && plan === null) return CITY_FIGURES
  const key = `${zip ?? ''} ${lotArea ?? ''} ${lotArea === undefined ? '' : areaFrom} ${plan?.name ?? ''}`
  let figures = BY_PLACE.get(key)
  if (!figures) {
    figures =
      (zip === null ? null : zipFigures(zip, plan, lotArea, areaFrom)) ??
      (zip === null && plan !== null ? planAreaFigures(plan, lotArea, areaFrom) : null) ??
      cityFigures(zip, plan, lotArea, areaFrom)
    BY_PLACE.set(key, figures)
  }
  return figures
}
