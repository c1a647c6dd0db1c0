// Collects what a pathway's rules find, criterion by criterion, and turns it into a result.
// Eligibility follows from the reasons: any failed criterion makes the pathway unavailable;
// otherwise any unknown or conditional one makes it conditional.
import type {
  Citation,
  Eligibility,
  FailReason,
  Flag,
  FigureSource,
  OptionName,
  PathwayId,
  PathwayResult,
  PathwayStatus,
} from '../types.ts'

export type PathwayFigures = Partial<
  Pick<
    PathwayResult,
    | 'maxUnits'
    | 'minUnits'
    | 'baseUnits'
    | 'maxHeightFt'
    | 'maxStories'
    | 'far'
    | 'maxFloorAreaSf'
    | 'setbacksFt'
    | 'parkingMin'
    | 'affordable'
    | 'incentives'
  >
> & { details?: Record<string, unknown> }

/** One pathway's findings while its rules run (a class: ten of these are built per analysis). */
export class PathwayBuilder {
  readonly id: PathwayId
  readonly name: string
  readonly effectiveDate: string
  private readonly failReasons: FailReason[] = []
  private readonly flags: Flag[] = []
  private readonly notes: string[] = []
  private readonly citations: Citation[] = []
  private readonly sources: Record<string, FigureSource> = {}
  private readonly optionsUsed: Partial<Record<OptionName, string | number | boolean>> = {}
  private forcedStatus: PathwayStatus | null = null

  constructor(id: PathwayId, name: string, effectiveDate: string) {
    this.id = id
    this.name = name
    this.effectiveDate = effectiveDate
  }

  /** The criterion is not met. */
  fail(code: string, fact: string | null, message: string): void {
    this.failReasons.push({ code, status: 'fail', fact, message })
  }

  /** The criterion depends on a fact nobody has supplied. */
  unknown(code: string, fact: string, message: string): void {
    this.failReasons.push({ code, status: 'unknown', fact, message })
  }

  /** Met only if something outside the facts holds (a mitigation, a review). */
  conditional(code: string, fact: string | null, message: string): void {
    this.failReasons.push({ code, status: 'conditional', fact, message })
  }

  flag(kind: Flag['kind'], code: string, message: string, option?: OptionName): void {
    if (this.flags.some((existing) => existing.code === code)) return
    this.flags.push(option ? { kind, code, message, option } : { kind, code, message })
  }

  note(text: string): void {
    this.notes.push(text)
  }

  cite(...more: Citation[]): void {
    for (const citation of more)
      if (!this.citations.includes(citation)) this.citations.push(citation)
  }

  /** Records how a figure was produced. */
  source(
    field: string,
    rule: string,
    from: readonly Citation[],
    uncertain?: 'VERIFY' | 'CONTESTED',
  ): void {
    this.sources[field] = uncertain
      ? { rule, citations: from, uncertain }
      : { rule, citations: from }
    for (const citation of from) {
      if (!this.citations.includes(citation)) this.citations.push(citation)
    }
  }

  /** Marks an option as having shaped this result, and returns its value. */
  option<T extends string | number | boolean>(name: OptionName, value: T): T {
    this.optionsUsed[name] = value
    return value
  }

  /** Reports a status other than the one eligibility implies (not yet effective, closed). */
  setStatus(status: Extract<PathwayStatus, 'not_yet_effective' | 'closed'>): void {
    this.forcedStatus = status
  }

  hasFailed(): boolean {
    return this.failReasons.some((reason) => reason.status === 'fail')
  }

  finish(figures: PathwayFigures): PathwayResult {
    const eligible = eligibilityOf(this.failReasons)
    const status: PathwayStatus =
      this.forcedStatus ??
      (eligible === true ? 'available' : eligible === false ? 'not_available' : 'conditional')
    // An unavailable pathway offers nothing: its arithmetic stays in `details` at most.
    const offered = eligible === false ? {} : figures
    return {
      id: this.id,
      name: this.name,
      eligible,
      status,
      failReasons: this.failReasons,
      maxUnits: offered.maxUnits ?? null,
      minUnits: offered.minUnits ?? null,
      baseUnits: figures.baseUnits ?? null,
      maxHeightFt: offered.maxHeightFt ?? null,
      maxStories: offered.maxStories ?? null,
      far: offered.far ?? null,
      maxFloorAreaSf: offered.maxFloorAreaSf ?? null,
      setbacksFt: offered.setbacksFt ?? null,
      parkingMin: offered.parkingMin ?? null,
      affordable: offered.affordable ?? [],
      incentives: offered.incentives ?? null,
      details: figures.details ?? {},
      sources: this.sources,
      notes: this.notes,
      flags: this.flags,
      optionsUsed: this.optionsUsed,
      citations: this.citations,
      effectiveDate: this.effectiveDate,
    }
  }
}

function eligibilityOf(reasons: readonly FailReason[]): Eligibility {
  if (reasons.some((reason) => reason.status === 'fail')) return false
  return reasons.length > 0 ? 'conditional' : true
}
