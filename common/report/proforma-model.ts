// The money section's model and how it is written: each priced pathway ranked by residual land
// value, and the sensitivity of the best one. Pure: the report's derivation builds it at the saved
// assumptions (build-money-model.ts), the web section again as the reader types, and the PDF renders
// the same model, so all show the same figures.
import type { FactName } from './facts.ts'
import { andList } from './labels.ts'
import type { PathwayId } from '#engine'
import {
  ADU_KINDS,
  ASSUMPTION_IDS,
  BEDROOMS,
  CONSTRUCTION_LABELS,
  type AduKind,
  type AssumptionId,
  type Bedroom,
  type LocalFigures,
  type PathwayProforma,
  type ProformaResult,
  type SensitivityGrid,
  type UnitMix,
} from '#proforma'

/** The assumptions the light version shows; the others do not enter its figures. */
export const LIGHT_ASSUMPTIONS: readonly AssumptionId[] = [
  'hcAduDetached',
  'hcAduConversion',
  'hcJadu',
  'hcSmallHome',
  'contingency',
  'softCostSmall',
  'feeAdu',
  'feeSchool',
  'feeParkForSale',
  'feePermit',
  'feeLinkageSmall',
  'loanToCost',
  'loanRate',
  'loanFee',
  'loanDraw',
  'leaseUpMonths',
  'rentAdu',
  'rentAduConversion',
  'rentJadu',
  'salePrice',
  'otherIncome',
  'vacancy',
  'opexSmall',
  'capRate',
  'costOfSale',
  'yieldOnCostTarget',
  'profitTarget',
  'aduSize',
  'aduConversionSize',
  'jaduSize',
  'homeSize',
]

/** The assumptions a version of the section lists (the light one only those its figures use). */
export function shownAssumptions(version: 'full' | 'light'): readonly AssumptionId[] {
  return version === 'light' ? LIGHT_ASSUMPTIONS : ASSUMPTION_IDS
}

/** The groups the assumptions are listed under, in order, with their headings. */
export const ASSUMPTION_GROUPS = [
  ['costs', 'Construction costs'],
  ['fees', 'Fees'],
  ['financing', 'Financing'],
  ['revenue', 'Rents, prices and operating costs'],
  ['returns', 'Value and returns'],
  ['building', 'The building'],
] as const

export type MoneyModel = {
  readonly result: ProformaResult
  readonly sensitivity: SensitivityGrid | null
  /** Per priced building whose pathway sets no floor area: where its floor area comes from. */
  readonly floorAreaNotes: Readonly<Partial<Record<PathwayId, string>>>
  /**
   * Per priced pathway, its net new homes: the homes it adds less those it removes, the engine's
   * count (`netNewUnits`), as the headline, the screen and its CSV count them. The table's
   * count, so base zoning on a lot with a house reads 0, not the 1 house it rebuilds.
   */
  readonly netNewHomes: Readonly<Partial<Record<PathwayId, number | 'unlimited' | null>>>
  /** The facts not on record that the count of an unpriced pathway waits on. */
  readonly missingFacts: readonly FactName[]
}

/**
 * The ZIP at the end of an address as the parcel records write it ("…, CA 90037"), or null (a
 * demonstration parcel, an address typed without one).
 */
export function zipOfAddress(address: string): string | null {
  return /\b(\d{5})(?:-\d{4})?\s*$/.exec(address)?.[1] ?? null
}

/** "Figures for ZIP 90024 (Westside), confidence medium." — the area used, as a report states it. */
export function areaSentence(local: LocalFigures): string {
  return `Figures for ${local.area}, confidence ${local.confidence}.`
}

/**
 * The pathways left unpriced, one line per reason: "SB 9 two homes and lot split and SB 79
 * transit-oriented housing — not available". Most lots leave five or more pathways out, mostly
 * for the same reason, so a line per pathway repeated it.
 */
export function unpricedLines(result: ProformaResult): string[] {
  const namesByReason = new Map<string, string[]>()
  for (const entry of result.unpriced) {
    const names = namesByReason.get(entry.reason)
    if (names) names.push(entry.name)
    else namesByReason.set(entry.reason, [entry.name])
  }
  return [...namesByReason].map(([reason, names]) => `${andList(names)} — ${reason}`)
}

/**
 * A priced pathway's count under "Net new homes": the engine's net count ("7"), "not known" when
 * the homes standing now are not known.
 */
export function netNewHomesCount(model: MoneyModel, pathway: PathwayProforma): string {
  const net = model.netNewHomes[pathway.pathwayId]
  if (net === undefined || net === null) return 'not known'
  return net === 'unlimited' ? 'no fixed limit' : String(net)
}

/**
 * What the count leaves out, when it does: the homes the building priced holds when they are
 * not all net new ("8 built"), and the covenanted ones ("1 affordable"); null when neither.
 */
export function netNewHomesNote(model: MoneyModel, pathway: PathwayProforma): string | null {
  const net = model.netNewHomes[pathway.pathwayId]
  const parts = [
    net === pathway.units ? null : `${pathway.units} built`,
    affordableWords(pathway),
  ].filter((part): part is string => part !== null)
  return parts.length === 0 ? null : parts.join('; ')
}

/** The cell in running text: "7 (8 built; 1 affordable)". */
export function netNewHomesCell(model: MoneyModel, pathway: PathwayProforma): string {
  const note = netNewHomesNote(model, pathway)
  return `${netNewHomesCount(model, pathway)}${note ? ` (${note})` : ''}`
}

/** The same as one sentence, for running text: "Not priced: SB 684 … — not available." */
export function unpricedSentence(result: ProformaResult): string | null {
  const lines = unpricedLines(result)
  return lines.length === 0 ? null : `Not priced: ${lines.join('; ')}.`
}

const BEDROOM_WORDS: Readonly<Record<Bedroom, string>> = {
  '0BR': 'studio',
  '1BR': 'one-bedroom',
  '2BR': 'two-bedroom',
  '3BR': 'three-bedroom',
}

const MIX_FROM_WORDS: Readonly<Record<UnitMix['from'], string>> = {
  envelope: 'sized to share the floor area allowed',
  typical: 'a typical new Los Angeles building’s mix',
  scenario: 'the scenario’s mix',
}

/**
 * "7 two-bedroom and 3 three-bedroom homes, sized to share the floor area allowed": a building's
 * homes by bedrooms and where the mix came from. Plural by count: when one kind counts a single
 * home, each kind takes its own noun ("7 two-bedroom homes and 1 three-bedroom home"), never
 * "1 three-bedroom homes".
 */
export function unitMixLine(mix: UnitMix): string {
  const counts = BEDROOMS.filter((bedroom) => mix.homes[bedroom] > 0).map(
    (bedroom) => [bedroom, mix.homes[bedroom]] as const,
  )
  const shared = counts.every(([bedroom, count]) => bedroom === '0BR' || count > 1)
  const parts = counts.map(([bedroom, count]) => {
    if (bedroom === '0BR') return `${count} studio${count === 1 ? '' : 's'}`
    return shared
      ? `${count} ${BEDROOM_WORDS[bedroom]}`
      : `${count} ${BEDROOM_WORDS[bedroom]} home${count === 1 ? '' : 's'}`
  })
  const onlyStudios = counts.every(([bedroom]) => bedroom === '0BR')
  return `${andList(parts)}${onlyStudios || !shared ? '' : ' homes'}, ${MIX_FROM_WORDS[mix.from]}`
}

/**
 * What a priced pathway builds, as the ranking names it: the construction type, or for ADUs how
 * many of each kind ("1 detached ADU, 1 ADU converted from existing space, and 1 junior ADU inside
 * the house"), as the engine counts them and the pro forma prices them (decision 841).
 */
export function buildingLabel(pathway: PathwayProforma): string {
  const adus = pathway.adus
  if (pathway.constructionType !== 'adu' || adus === null)
    return CONSTRUCTION_LABELS[pathway.constructionType]
  const parts = ADU_KINDS.flatMap((kind) =>
    adus[kind] === 0 ? [] : [ADU_KIND_WORDS[kind](adus[kind])],
  )
  return parts.length > 0 ? andList(parts) : 'No ADUs'
}

/**
 * The conversions a multifamily building's ADUs may add in space the records do not show, said
 * to be left out of the price (decision 842); null when there are none.
 */
export function unpricedAdusWords(pathway: PathwayProforma): string | null {
  const unrecorded = pathway.adus?.unrecorded ?? 0
  if (unrecorded === 0) return null
  return `Not priced: up to ${unrecorded} more ${unrecorded === 1 ? 'ADU' : 'ADUs'} converted from space not used as living space, which the records do not show`
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Each kind of ADU, counted, in the reader's words. */
const ADU_KIND_WORDS: Readonly<Record<AduKind, (count: number) => string>> = {
  detached: (count) => plural(count, 'detached ADU', 'detached ADUs'),
  converted: (count) =>
    plural(count, 'ADU converted from existing space', 'ADUs converted from existing space'),
  junior: (count) => plural(count, 'junior ADU inside the house', 'junior ADUs inside the house'),
}

/**
 * The covenanted homes of a priced pathway in words, replacement homes named: "6 affordable, 4
 * of them replacing homes taken down"; null when there are none.
 */
export function affordableWords(pathway: PathwayProforma): string | null {
  if (pathway.affordableUnits === 0) return null
  const replacing = pathway.replacementUnits
  if (replacing === 0) return `${pathway.affordableUnits} affordable`
  return replacing === pathway.affordableUnits
    ? `${replacing} affordable, replacing homes taken down`
    : `${pathway.affordableUnits} affordable, ${replacing} of them replacing homes taken down`
}

/** "Clearing the site: $212k (demolition and relocation)", or null when nothing is removed. */
export function siteClearingWords(pathway: PathwayProforma): string | null {
  const { value, basis } = pathway.siteClearing
  if (value === 0) return null
  const parts = basis.map((entry) => (entry.id === 'relocation' ? 'relocation' : 'demolition'))
  return `Clearing the site: ${formatMoney(value)} (${andList(parts)})`
}

/** $1,234,567 → "$1.23M"; −$84,000 → "−$84k": figures a reader compares at a glance. */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '−' : ''
  const size = Math.abs(value)
  if (size >= 1_000_000) return `${sign}$${(size / 1_000_000).toFixed(2)}M`
  if (size >= 1_000) return `${sign}$${Math.round(size / 1_000).toLocaleString('en-US')}k`
  return `${sign}$${Math.round(size).toLocaleString('en-US')}`
}

/** A sensitivity step as its row or column heading: 0 → "as assumed", −10 → "−10 %". */
export function formatStep(value: number): string {
  return value === 0 ? 'as assumed' : `${value > 0 ? '+' : '−'}${Math.abs(value)} %`
}

/** −24.4 → "−24.4 %", with a true minus sign like the money figures. */
export function formatPercent(value: number): string {
  return `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)} %`
}
