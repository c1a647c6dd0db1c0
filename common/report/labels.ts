// The words a report uses for criteria and counts. A pathway's status is named by the engine
// itself (STATUS_LABELS from #engine), so a report and a guide's calculator say the same thing.
import {
  formatNumber,
  type Criterion,
  type CriterionOutcome,
  type FailReason,
  type PathwayResult,
} from '#engine'

/** One criterion's outcome in plain words. */
export const CRITERION_LABELS: Readonly<Record<FailReason['status'], string>> = {
  fail: 'Fails',
  unknown: 'Unknown',
  check: 'Routine check',
  conditional: 'Holds only if',
}

const ROUTINE_CHECK_PREFIX = `${CRITERION_LABELS.check}: `

/**
 * A criterion's words to show after its label. The engine's routine checks begin with "Routine
 * check:" themselves; after the label that would say it twice on every line.
 */
export function criterionMessage(reason: Pick<FailReason, 'status' | 'message'>): string {
  return reason.status === 'check' && reason.message.startsWith(ROUTINE_CHECK_PREFIX)
    ? reason.message.slice(ROUTINE_CHECK_PREFIX.length)
    : reason.message
}

/**
 * What was found on a criterion not passed, in words that follow its outcome: a failure needs no
 * label after "Fails"; an unknown, a routine check or a condition says which it is.
 */
export function findingText(reason: FailReason): string {
  return reason.status === 'fail'
    ? reason.message
    : `${CRITERION_LABELS[reason.status]}: ${criterionMessage(reason)}`
}

/** A criterion's outcome in plain words. */
export const OUTCOME_LABELS: Readonly<Record<CriterionOutcome, string>> = {
  passed: 'Passes',
  failed: 'Fails',
  needs_confirmation: 'To confirm',
}

/**
 * Every criterion a pathway checked. An analysis stored before the engine listed them (2.5.0)
 * has only the criteria not met: each becomes a criterion of its own, cited to the pathway's law.
 */
export function criteriaOf(result: PathwayResult): readonly Criterion[] {
  const listed = (result as Partial<PathwayResult>).criteria
  if (listed !== undefined) return listed
  const law = result.citations[0] ?? { law: result.name, section: '' }
  return result.failReasons.map((reason, place) => ({
    code: reason.code,
    requirement: null,
    outcome: reason.status === 'fail' ? 'failed' : 'needs_confirmation',
    reasons: [place],
    citation: law,
  }))
}

/** "8 homes", "1 home", "no fixed limit". */
export function homesLabel(units: number | 'unlimited' | null): string {
  if (units === null) return '—'
  if (units === 'unlimited') return 'no fixed limit'
  return `${formatNumber(units)} ${units === 1 ? 'home' : 'homes'}`
}

/**
 * "A, B, and C": what Intl.ListFormat writes for en-US, written here instead because the first
 * Intl object a page builds loads locale data, about 30 ms of main thread before any throttling,
 * on every public page that imports this module.
 */
export function andList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ')
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`
}

/**
 * `text` closed as a sentence: a full stop added only where it has no closing mark of its own, so
 * a label that already ends in one is not followed by a second when sentences are joined.
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/**
 * Each figure the engine sources, in words (a test runs the engine over the worked cases and
 * checks every figure it reports has a name here).
 */
export const FIGURE_LABELS: Readonly<Record<string, string>> = {
  maxUnits: 'Homes',
  minUnits: 'Minimum homes',
  baseUnits: 'Base homes',
  maxHeightFt: 'Height',
  maxStories: 'Stories',
  far: 'Floor area ratio',
  maxFloorAreaSf: 'Floor area',
  setbacksFt: 'Yards',
  parkingMin: 'Parking',
  affordable: 'Affordable homes',
  incentives: 'Incentives',
  'details.ab1287': 'The AB 1287 stacked bonus',
  'details.bonusPct': 'Density bonus',
  'details.bonusPctTotal': 'Density bonus with the stacked bonus',
  'details.bonusUnits': 'Bonus homes',
  'details.conversionAdusMax': 'ADUs converted from existing space',
  'details.densityIncreasePct': 'Density increase',
  'details.detachedAdusMax': 'Detached ADUs',
  'details.juniorAdusMax': 'Junior ADUs',
  'details.duPerAcre': 'Homes per acre',
  'details.eliOptionRestrictedUnits': 'Restricted homes with the extremely low income option',
  'details.incentivesByOption': 'Incentives under each set-aside',
  'details.j12': 'Minimum affordability of the site’s density',
  'details.legacyComparison': 'The legacy TOC figures',
  'details.localUnits': 'Homes the City’s own rules allow',
  'details.lotSplit': 'Lot split',
  'details.maxAverageUnitSf': 'Average home size',
  'details.maxHeightFtFlatRoof': 'Height with a flat roof',
  'details.minFloorAreaCityMustAllowSf': 'Floor area the City must allow',
  'details.minParcelSf': 'Smallest new lot',
  'details.minUnitSizeGuaranteeSf': 'Home size the City must allow',
  'details.minimumSizeReadings': 'Minimum size under each reading',
  'details.mullinUnits': 'Homes at 30 per acre',
  'details.parcelCap': 'Most lots',
  'details.parkingScenarios': 'Parking under each scenario',
  'details.parts': 'Each zone of the lot',
  'details.replacementUnitsRequired': 'Homes to replace',
  'details.rfaRatio': 'Residential floor area ratio',
  'details.stateDuPerAcre': 'Homes per acre under state law',
  'details.stateUnits': 'Homes under state law',
  'details.tier': 'Tier',
  'details.zoneUnits': 'Homes the zone allows',
}

/** A figure's name as the report shows it (`FIGURE_LABELS`, or the engine's own name). */
export function figureLabel(figure: string): string {
  return FIGURE_LABELS[figure] ?? figure
}

/** One of a pathway's caveats and the figures it qualifies, by their labels, in source order. */
export type PathwayCaveat = { readonly message: string; readonly figures: readonly string[] }

/**
 * A pathway's caveats, each once, with the figures it qualifies. The engine keeps each figure's
 * caveats on the figure, so an assumption reaching every figure (an assumed set-aside) or a rule
 * confirmed only through a secondary source that several figures cite is on each of them: the
 * page and the PDF said one such sentence up to eight times in a pathway (issue 37).
 */
export function pathwayCaveats(result: PathwayResult): readonly PathwayCaveat[] {
  const figuresOf = new Map<string, string[]>()
  for (const source of result.sources) {
    const label = figureLabel(source.figure)
    for (const { message } of source.caveats) {
      const figures = figuresOf.get(message)
      if (figures === undefined) figuresOf.set(message, [label])
      else if (!figures.includes(label)) figures.push(label)
    }
  }
  return Array.from(figuresOf, ([message, figures]) => ({ message, figures }))
}

/**
 * The figures a caveat qualifies as the lead of its line: "Homes, height, and floor area". Labels
 * after the first are lowered, except those that open with an abbreviation ("ADUs …").
 */
export function caveatFigures(caveat: PathwayCaveat): string {
  return andList(
    caveat.figures.map((label, index) =>
      index === 0 || /^.[A-Z]/.test(label) ? label : label[0]!.toLowerCase() + label.slice(1),
    ),
  )
}

/** A report's state as its badge names it (`reportState` in review.ts). */
export type ReportState = 'pending' | 'reviewed' | 'verified' | 'sample'

/**
 * A report's state (`reportState` in review.ts) in words, the same on the page, in the print view
 * and on every PDF page. A completed report is "verified" only when its review settled every item
 * it was asked (decision 595).
 */
export const REPORT_STATE_LABELS: Readonly<Record<ReportState, string>> = {
  pending: 'Preliminary — awaiting specialist review',
  reviewed: 'Completed — reviewed by a specialist',
  verified: 'Completed — verified by a specialist',
  sample: 'Sample report — computed on a demo parcel',
}

/** The same states in a word or two, for a badge in a list of reports (decision 628). */
export const REPORT_STATE_BADGES: Readonly<Record<ReportState, string>> = {
  pending: 'Awaiting review',
  reviewed: 'Reviewed',
  verified: 'Verified',
  sample: 'Sample',
}
