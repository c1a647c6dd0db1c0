// Collects what a pathway's rules find, criterion by criterion, and turns it into a result.
// The status follows from the reasons: a failed criterion makes the pathway unavailable; an
// unknown decisive fact or an unmet condition makes it need confirmation; open routine checks
// leave it available, subject to them. Whether the law is in force on the date that counts is
// checked here, once, for every pathway.
import { readingTable, textOf } from '../options.ts'
import { SharedList } from './shared-list.ts'
import { OptionsUsed } from './options-used.ts'
import type {
  Caveat,
  Citation,
  Eligibility,
  FailReason,
  FactName,
  FigureName,
  FigureSource,
  Flag,
  LawId,
  LegalStanding,
  OptionName,
  PathwayId,
  PathwayResult,
  PathwayStatus,
  Reading,
} from '../types.ts'
import type { Context } from './context.ts'
import { formatDate } from './format.ts'
import { secondaryCaveat } from '../rules/citations.ts'
import { legalStatusOn } from '../rules/legal-status.ts'
import { existingHomesOf, type ExistingHomesUse } from './existing-homes.ts'
import { STATUS_LABELS } from './readouts.ts'
import { criteriaOf, criterion, type CriterionRule } from './criteria.ts'
import {
  hasOwnerSiteFacts,
  prepareOwnerSiteChecks,
  screenOwnerSite,
  type OwnerSiteChecks,
  type OwnerSiteLaw,
} from './owner-site.ts'

/**
 * What a pathway hands to `finish`: every figure, null when it has none. Always the full set,
 * built from NO_FIGURES (`{ ...NO_FIGURES, maxUnits }`), so that the figures of every pathway
 * share one shape: `finish` reads them in one place for all ten pathways, and V8 reads a
 * property there far more slowly when the objects it sees come in many shapes.
 */
export type PathwayFigures = { readonly [F in FigureName]: PathwayResult[F] | null } & {
  readonly details: Record<string, unknown> | null
}

/** No figures: the start of every pathway's figures. */
export const NO_FIGURES: PathwayFigures = {
  maxUnits: null,
  minUnits: null,
  baseUnits: null,
  maxHeightFt: null,
  maxStories: null,
  far: null,
  maxFloorAreaSf: null,
  setbacksFt: null,
  parkingMin: null,
  affordable: null,
  incentives: null,
  details: null,
}

export type PathwaySpec = {
  readonly id: PathwayId
  readonly name: string
  /** The law's short name for messages: "SB 9". */
  readonly law: string
  /** The law whose legal status on the analysis date the results report. */
  readonly lawId: LawId
  readonly effectiveDate: string
  /**
   * Which date must reach the effective date for the law to apply: the analysis date or the
   * application's. Absent when the date only records when the current rules began.
   */
  readonly inForceBy?: 'analysis' | 'application'
  readonly repealDate?: string
  /** The law's own citations, which every result of the pathway lists first. */
  readonly citations: readonly Citation[]
  /** What the pathway does with the homes that stand: demolishes them unless it says otherwise. */
  readonly existingHomes?: ExistingHomesUse
  /** Replacing protected homes is a condition of the pathway itself (the density bonus). */
  readonly replacementIsCondition?: boolean
  /**
   * What the law says itself about the owner's statements on CC&Rs, easements and septic
   * (owner-site.ts), or that the pathway builds no homes (AB 2097's parking) and they do not
   * bear on it. Absent: they are conditions to confirm, in general words.
   */
  readonly ownerSite?: OwnerSiteLaw | 'builds_no_homes'
}

/**
 * A spec with where its results' shared lists start: the law's citations, no flag and no option
 * yet, each the root of a tree of the pathway's own (shared-list.ts, options-used.ts).
 */
export type PreparedPathway = PathwaySpec & {
  readonly citationsRoot: SharedList<Citation>
  readonly flagsRoot: SharedList<Flag>
  readonly optionsRoot: OptionsUsed
  /** The criteria every result starts with: that the law applies on the date that counts. */
  readonly checkedRoot: SharedList<CriterionRule>
  readonly ownerSiteChecks: OwnerSiteChecks | null
  /**
   * The law's status on the last analysis date asked: most analyses in a run share their date,
   * so the calendar is read once per date rather than once per pathway of every analysis.
   */
  readonly lastStatus: { date: string; standing: LegalStanding | null }
}

/** Prepares a pathway's spec once, when its module loads. */
export function preparePathway(spec: PathwaySpec): PreparedPathway {
  // Every field written out, in one order: a spread would give each pathway's spec its own
  // shape (its own optional fields), and the builder that reads all fourteen would read them
  // slowly, as V8 does a property of objects of many shapes.
  return {
    id: spec.id,
    name: spec.name,
    law: spec.law,
    lawId: spec.lawId,
    effectiveDate: spec.effectiveDate,
    inForceBy: spec.inForceBy,
    repealDate: spec.repealDate,
    citations: spec.citations,
    existingHomes: spec.existingHomes,
    replacementIsCondition: spec.replacementIsCondition,
    ownerSite: spec.ownerSite,
    ownerSiteChecks:
      spec.ownerSite === 'builds_no_homes'
        ? null
        : prepareOwnerSiteChecks(spec.law, spec.citations[0] as Citation, spec.ownerSite),
    citationsRoot: new SharedList(spec.citations),
    flagsRoot: new SharedList<Flag>([]),
    optionsRoot: new OptionsUsed({}),
    lastStatus: { date: '', standing: null },
    checkedRoot: new SharedList(
      spec.inForceBy === undefined
        ? []
        : [
            criterion(
              'in_force',
              spec.inForceBy === 'application'
                ? `${spec.law} is in force on the application date (the analysis date when none is given)`
                : `${spec.law} is in force on the analysis date`,
              spec.citations[0] as Citation,
              ['not_yet_effective', 'repealed'],
            ),
          ],
    ),
  }
}

export type SourceOptions = {
  readonly caveats?: readonly Caveat[]
  /** The figure under each reading of a contested rule (see `readingsOf`). */
  readonly readings?: readonly Reading[]
}

/** A status with what follows from it, prepared once: `finish` looks nothing up. */
type Standing = {
  readonly status: PathwayStatus
  readonly label: string
  readonly eligible: Eligibility
  /** The pathway can be used, possibly after confirmation: it offers its figures. */
  readonly open: boolean
}

function standing(status: PathwayStatus, eligible: Eligibility, open: boolean): Standing {
  return { status, label: STATUS_LABELS[status], eligible, open }
}

const AVAILABLE = standing('available', true, true)
const AVAILABLE_WITH_CHECKS = standing('available_with_checks', true, true)
const NEEDS_CONFIRMATION = standing('needs_confirmation', 'conditional', true)
const NOT_AVAILABLE = standing('not_available', false, false)
const NOT_YET_EFFECTIVE = standing('not_yet_effective', false, false)
const CLOSED = standing('closed', false, false)

const NONE: readonly never[] = []

/** One pathway's findings while its rules run (a class: ten of these are built per analysis). */
export class PathwayBuilder {
  readonly id: PathwayId
  readonly name: string
  readonly law: string
  readonly effectiveDate: string
  /** Null until the first: most pathways record few reasons, notes or sources, many none. */
  private failReasons: FailReason[] | null = null
  private checked: SharedList<CriterionRule>
  private readonly lawCitation: Citation
  private flags: SharedList<Flag>
  private notes: string[] | null = null
  private citations: SharedList<Citation>
  private sources: FigureSource[] | null = null
  private optionsUsed: OptionsUsed
  /** Shared and empty until `qualifyAll`: most pathways never qualify every figure. */
  private everyFigure: readonly Caveat[] = NONE
  private forcedStanding: Standing | null = null
  private legalStatus: LegalStanding
  private readonly context: Context
  private readonly existingHomes: ExistingHomesUse
  private readonly replacementIsCondition: boolean
  private readonly ownerSite: OwnerSiteChecks | null

  constructor(context: Context, spec: PreparedPathway) {
    this.context = context
    this.ownerSite = spec.ownerSiteChecks
    this.existingHomes = spec.existingHomes ?? 'demolishes'
    this.replacementIsCondition = spec.replacementIsCondition ?? false
    this.id = spec.id
    this.name = spec.name
    this.law = spec.law
    this.effectiveDate = spec.effectiveDate
    this.citations = spec.citationsRoot
    this.flags = spec.flagsRoot
    this.optionsUsed = spec.optionsRoot
    this.checked = spec.checkedRoot
    this.legalStatus = lawStatusOn(spec, context.analysisDate)
    this.lawCitation = spec.citations[0] as Citation
    if (spec.inForceBy === undefined) return
    const byApplication = spec.inForceBy === 'application'
    const date = byApplication ? context.applicationDate : context.analysisDate
    const fact = byApplication && context.scenario.applicationDate ? 'applicationDate' : null
    if (date < spec.effectiveDate) {
      this.fail(
        'not_yet_effective',
        fact,
        `${spec.law} applies ${byApplication ? 'to applications filed ' : ''}from ${formatDate(spec.effectiveDate)}.`,
      )
      this.forcedStanding = NOT_YET_EFFECTIVE
    } else if (spec.repealDate !== undefined && date >= spec.repealDate) {
      this.fail('repealed', fact, `${spec.law} is repealed on ${formatDate(spec.repealDate)}.`)
    }
  }

  /**
   * The pathway checks this criterion: listed in the result as passed unless a reason with one
   * of its codes is recorded.
   */
  check(rule: CriterionRule): void {
    this.checked = this.checked.with(rule)
  }

  /** The criterion is not met. */
  fail(code: string, fact: FactName | null, message: string): void {
    ;(this.failReasons ??= []).push({ code, status: 'fail', fact, message })
  }

  /** The criterion depends on a decisive fact nobody has supplied. */
  unknown(code: string, fact: FactName, message: string): void {
    ;(this.failReasons ??= []).push({ code, status: 'unknown', fact, message })
  }

  /** Met only if something outside the facts holds (a mitigation, a review, a reading). */
  conditional(code: string, fact: FactName | null, message: string): void {
    ;(this.failReasons ??= []).push({ code, status: 'conditional', fact, message })
  }

  /** A reason prepared once for every analysis (routine checks, fixed screens). */
  add(reason: FailReason): void {
    ;(this.failReasons ??= []).push(reason)
  }

  /** Lists a flag prepared by `flagOf` once, however often its rule is met. */
  flag(flag: Flag): void {
    this.flags = this.flags.with(flag)
  }

  /** Lists a flag whose message names this analysis's figures (made here, never shared). */
  flagFigures(flag: Flag): void {
    this.flags = this.flags.withUnshared(flag)
  }

  note(text: string): void {
    ;(this.notes ??= []).push(text)
  }

  /** Lists a citation once. */
  cite(citation: Citation): void {
    this.citations = this.citations.with(citation)
  }

  /**
   * Records how a figure was produced: the rule in words, its citations, and what makes it
   * less than certain. Readings that differ make the figure contested; a citation confirmed
   * only through a secondary source lowers its confidence.
   */
  source(
    field: FigureName | `details.${string}`,
    rule: string,
    from: readonly Citation[],
    options?: SourceOptions,
  ): FigureSource {
    let caveats: readonly Caveat[] = options?.caveats ?? NONE
    let own: Caveat[] | null = null
    for (const citation of from) {
      this.cite(citation)
      const secondary = secondaryCaveat(citation)
      if (secondary !== undefined) (own ??= [...caveats]).push(secondary)
    }
    if (own !== null) caveats = own
    const readings = options?.readings ?? NONE
    if (readings.length > 0 || this.everyFigure.length > 0) {
      const withReadings = joined(caveats, this.everyFigure)
      for (const reading of readings) if (reading.chosen) withReadings.push(readingCaveat(reading))
      caveats = withReadings
    }
    const source: FigureSource = {
      figure: field,
      rule,
      citations: from,
      confidence: confidenceOf(caveats),
      caveats,
      readings,
    }
    ;(this.sources ??= []).push(source)
    return source
  }

  /** Records a source prepared once (see `fixedSource`): a rule with no figures of the lot in it. */
  use(source: FigureSource): void {
    for (const citation of source.citations) this.cite(citation)
    if (this.everyFigure.length === 0) {
      ;(this.sources ??= []).push(source)
      return
    }
    const caveats = joined(source.caveats, this.everyFigure)
    ;(this.sources ??= []).push({
      figure: source.figure,
      rule: source.rule,
      citations: source.citations,
      confidence: confidenceOf(caveats),
      caveats,
      readings: source.readings,
    })
  }

  /** Records a second figure worked out exactly as one already recorded (base units as units). */
  alsoFor(figure: FigureSource['figure'], source: FigureSource): void {
    ;(this.sources ??= []).push({
      figure,
      rule: source.rule,
      citations: source.citations,
      confidence: source.confidence,
      caveats: source.caveats,
      readings: source.readings,
    })
  }

  /**
   * A caveat every figure of this pathway shares (an assumed scenario): call it before any
   * figure is recorded, since it reaches the figures recorded after it.
   */
  qualifyAll(caveat: Caveat): void {
    this.everyFigure = [...this.everyFigure, caveat]
  }

  /** Marks an option as having shaped this result, and returns its value. */
  option<T extends string | number | boolean>(name: OptionName, value: T): T {
    this.optionsUsed = this.optionsUsed.with(name, value)
    return value
  }

  /**
   * Reports a legal status that depends on the lot as well as the date (a state law a city
   * delays for some sites), instead of the law's own.
   */
  setLegalStatus(standing: LegalStanding): void {
    this.legalStatus = standing
  }

  /** Reports the program as closed to new applications (TOC since CHIP). */
  close(): void {
    this.forcedStanding = CLOSED
  }

  hasFailed(): boolean {
    return this.failReasons !== null && this.failReasons.some((reason) => reason.status === 'fail')
  }

  finish(figures: PathwayFigures): PathwayResult {
    let standing = this.forcedStanding ?? standingOf(this.failReasons ?? NONE)
    // The owner's statements about the site bear only on a pathway still open: they are
    // conditions of building, never a reason the law refuses.
    if (
      standing.open &&
      this.forcedStanding === null &&
      this.ownerSite !== null &&
      hasOwnerSiteFacts(this.context.facts)
    ) {
      screenOwnerSite(
        this.context,
        this.ownerSite,
        (rule) => this.check(rule),
        (reason) => this.add(reason),
      )
      standing = standingOf(this.failReasons ?? NONE)
    }
    const reasons = this.failReasons ?? NONE
    // An unavailable pathway offers nothing: its arithmetic stays in `details` at most.
    const offered = standing.open ? figures : null
    const maxUnits = offered?.maxUnits ?? null
    const { existing, netNewUnits } = existingHomesOf(
      this.context,
      this.existingHomes,
      maxUnits,
      this.replacementIsCondition,
    )
    return {
      id: this.id,
      name: this.name,
      status: standing.status,
      statusLabel: standing.label,
      eligible: standing.eligible,
      failReasons: reasons,
      criteria: criteriaOf(this.checked, reasons, this.lawCitation),
      maxUnits,
      netNewUnits,
      existing,
      minUnits: offered?.minUnits ?? null,
      baseUnits: figures.baseUnits ?? null,
      maxHeightFt: offered?.maxHeightFt ?? null,
      maxStories: offered?.maxStories ?? null,
      far: offered?.far ?? null,
      maxFloorAreaSf: offered?.maxFloorAreaSf ?? null,
      setbacksFt: offered?.setbacksFt ?? null,
      parkingMin: offered?.parkingMin ?? null,
      affordable: offered?.affordable ?? NONE,
      incentives: offered?.incentives ?? null,
      details: figures.details ?? {},
      sources: this.sources ?? NONE,
      notes: this.notes ?? NONE,
      flags: this.flags.items,
      optionsUsed: this.optionsUsed.record,
      citations: this.citations.items,
      effectiveDate: this.effectiveDate,
      legalStatus: this.legalStatus,
    }
  }
}

/** `first`, then `second`, in a new list: `concat` takes longer for lists of a few items. */
function joined<T>(first: readonly T[], second: readonly T[]): T[] {
  const all: T[] = []
  for (let index = 0; index < first.length; index++) all.push(first[index] as T)
  for (let index = 0; index < second.length; index++) all.push(second[index] as T)
  return all
}

function lawStatusOn(spec: PreparedPathway, date: string): LegalStanding {
  const last = spec.lastStatus
  if (last.standing === null || last.date !== date) {
    last.standing = legalStatusOn(spec.lawId, date)
    last.date = date
  }
  return last.standing
}

/** True for the statuses under which a pathway can be used (possibly after confirmation). */
export function isOpen(status: PathwayStatus): boolean {
  return (
    status === 'available' || status === 'available_with_checks' || status === 'needs_confirmation'
  )
}

function standingOf(reasons: readonly FailReason[]): Standing {
  let standing = AVAILABLE
  for (const reason of reasons) {
    if (reason.status === 'fail') return NOT_AVAILABLE
    if (reason.status === 'check') {
      if (standing === AVAILABLE) standing = AVAILABLE_WITH_CHECKS
    } else standing = NEEDS_CONFIRMATION
  }
  return standing
}

/** A caveat of any other kind (an assumption, a secondary source) makes a figure medium. */
function confidenceOf(caveats: readonly Caveat[]): FigureSource['confidence'] {
  let confidence: FigureSource['confidence'] = 'high'
  for (const caveat of caveats) {
    if (caveat.kind === 'unverified_rule' || caveat.kind === 'contested_reading') return 'low'
    confidence = 'medium'
  }
  return confidence
}

/** The caveat of a figure that follows the chosen reading (always one of the option's values). */
function readingCaveat(chosen: Reading): Caveat {
  const table = readingTable(chosen.option)
  return table.caveats[table.values.indexOf(chosen.value)] as Caveat
}

/** A source whose rule names no figure of the lot, prepared once for every analysis. */
export function fixedSource(
  figure: FigureSource['figure'],
  rule: string,
  citations: readonly Citation[],
  caveats: readonly Caveat[] = NONE,
): FigureSource {
  const secondary = citations.flatMap((citation) => secondaryCaveat(citation) ?? [])
  const all = secondary.length > 0 ? caveats.concat(secondary) : caveats
  return {
    figure,
    rule,
    citations,
    confidence: confidenceOf(all),
    caveats: all,
    readings: NONE,
  }
}

/**
 * An uncertain rule a result rests on, prepared once beside the rule: results share their
 * lists of flags, so each flag is one object (shared-list.ts).
 */
export function flagOf(
  kind: Flag['kind'],
  code: string,
  message: string,
  option?: OptionName,
): Flag {
  return option ? { kind, code, message, option } : { kind, code, message }
}

/** A rule the research could not confirm at its source. */
export function unverified(message: string): Caveat {
  return { kind: 'unverified_rule', message }
}

/** A figure that assumes a fact nobody has confirmed. */
export function assumedFact(fact: FactName, message: string): Caveat {
  return { kind: 'assumed_fact', fact, message }
}

/** A figure that rests on a scenario the owner did not choose. */
export function assumedScenario(message: string): Caveat {
  return { kind: 'assumed_scenario', message }
}

function allSame(results: readonly (number | 'unlimited' | null)[]): boolean {
  for (let index = 1; index < results.length; index++)
    if (results[index] !== results[0]) return false
  return true
}

/**
 * The figure under each value of an option, or none when every reading gives the same
 * figure (then the choice does not matter here). `results[i]` is the figure under `values[i]`:
 * by default the option's values in the order OPTION_DEFINITIONS lists them. A flat list
 * rather than pairs: one array per call instead of three, ten times an analysis. `describe`
 * puts a figure in words.
 */
export function readingsOf(
  option: OptionName,
  chosen: string | number | boolean,
  results: readonly (number | 'unlimited' | null)[],
  describe: (result: number | 'unlimited' | null) => string,
  values?: readonly (string | number | boolean)[],
): Reading[] {
  if (allSame(results)) return []
  const table = readingTable(option)
  return (values ?? table.values).map((value, index) => {
    const result = results[index] as number | 'unlimited' | null
    return {
      option,
      value,
      chosen: value === chosen,
      result,
      message: `${textOf(table, value)} ${describe(result)}`,
    }
  })
}
