// What must still be confirmed: every fact the analysis could not settle, where to confirm it,
// and what changes if it comes out one way or the other. The "what changes" is the engine's own
// answer, run again with the fact set each way. This one list is what the report states as
// unknown and what the analyst's publish checklist asks (review.ts): a fact the report names as
// not known is on it, so a review cannot verify a report that still says a fact is unknown.
import {
  analyzeParcel,
  type Analysis,
  type AnalysisInput,
  type EngineOptions,
  type FailReason,
  type ParcelFacts,
  type PathwayId,
  type PathwayResult,
  type PathwayStatus,
  type Scenario,
} from '#engine'
import { AnalysisRequestSchema } from '../contracts/analysis.ts'
import type { ConfirmationSource } from '../contracts/report-review.ts'
import type { FactOrigin } from '../contracts/reports.ts'
import { FACTS, NOT_KNOWN, formatFactValue, isFactName, type FactName } from './facts.ts'
import { SCENARIO_FIELDS } from './scenario.ts'

/**
 * The records contradicting themselves: homes recorded as under the Rent Stabilization Ordinance
 * in a building recorded as built after 1978. The ordinance covers homes whose building's
 * certificate of occupancy is dated on or before October 1, 1978 (law/rules-chip-replacement.md
 * C5.2, rules.md §0), and a newer one only where its homes replaced rent-stabilized homes on the
 * site (LAMC 151.28, C5.6). Built in 1978 itself is either side of the date, so not a conflict.
 */
const RSO_YEAR_CONFLICT_ID = 'rso_year_built'
const RSO_LAST_YEAR = 1978

/** The site exclusions no public dataset records; the engine asks about them as one question. */
const SITE_SCREENING_ID = 'site_screening'
const SITE_SCREENING: readonly FactName[] = [
  'wetland',
  'habitatProtected',
  'conservationEasement',
  'hazardousWasteSite',
]

export type Assignment = {
  readonly parcel?: Partial<ParcelFacts>
  readonly scenario?: Partial<Scenario>
}

export type OutcomeChange = {
  readonly pathwayId: PathwayId
  readonly pathwayName: string
  readonly from: { readonly status: PathwayStatus; readonly units: number | 'unlimited' | null }
  readonly to: { readonly status: PathwayStatus; readonly units: number | 'unlimited' | null }
}

export type Outcome = {
  /** "If yes", "If never". */
  readonly label: string
  readonly changes: readonly OutcomeChange[]
  /** The best pathway under this outcome, when it differs from the analysis's. */
  readonly recommended: { readonly id: PathwayId | null; readonly name: string | null } | null
}

export type ConfirmItem = {
  readonly id: string
  readonly label: string
  /** Where to confirm it: a public record or an office. */
  readonly confirm: string
  /** The sources an analyst may confirm it with (`FactDefinition.sources`). */
  readonly sources: readonly ConfirmationSource[]
  /** The answers weighed in `outcomes`, by id, as an analyst confirms one ("Yes", "Tier 1"). */
  readonly answers: ReadonlyArray<{ readonly id: string; readonly label: string }>
  /** A fact that is a figure, confirmed by typing it: its unit; null otherwise. */
  readonly figure: { readonly unit: string | null } | null
  /**
   * Why the records leave the fact, or a fact it is inferred from, open when they hold
   * something about it: "House type left open: the use code 0200 is a duplex, with 1 home
   * counted." under the rent stabilization question.
   */
  readonly recordNotes: readonly string[]
  /**
   * The engine's words, each said once with every pathway it decides: three of the City's
   * incentive programs waiting on the same fire-zone question read as one line naming the three.
   */
  readonly reasons: ReadonlyArray<{
    readonly status: FailReason['status']
    readonly message: string
    readonly pathways: ReadonlyArray<{ readonly id: PathwayId; readonly name: string }>
  }>
  /** What changes either way; empty when the fact is a number the figures follow. */
  readonly outcomes: readonly Outcome[]
  /**
   * Two recorded facts that cannot both be right, said as the records give them, with the one the
   * figures use until an analyst settles which is right; null for a fact that is only not known.
   */
  readonly conflict: string | null
}

/** One answer to a question: "If yes" and what it sets. */
type Way = { readonly id: string; readonly label: string; readonly assignment: Assignment }

type Topic = {
  id: string
  label: string
  confirm: string
  sources: readonly ConfirmationSource[]
  ways: readonly Way[]
  /** The fact typed as a figure, when the question has no fixed answers. */
  figure: FactName | null
}

function topicOf(fact: string): Topic {
  if (fact === RSO_YEAR_CONFLICT_ID) {
    // Confirming the status settles it (the year is a fact an analyst corrects in the editor).
    return {
      id: fact,
      label: 'Rent stabilization and the year built disagree',
      confirm: `${FACTS.rso.confirm}; a wrong year built is corrected in the editor from ${FACTS.yearBuilt.confirm}`,
      sources: FACTS.rso.sources,
      ways: [
        {
          id: 'true',
          label: 'If under the Rent Stabilization Ordinance',
          assignment: { parcel: { rso: true } },
        },
        {
          id: 'false',
          label: 'If not under the Rent Stabilization Ordinance',
          assignment: { parcel: { rso: false } },
        },
      ],
      figure: null,
    }
  }
  if (fact === SITE_SCREENING_ID || SITE_SCREENING.includes(fact as FactName)) {
    const none = Object.fromEntries(SITE_SCREENING.map((name) => [name, false]))
    return {
      id: SITE_SCREENING_ID,
      label: 'Site screening: wetlands, protected habitat, conservation easements, hazardous waste',
      confirm: FACTS.wetland.confirm,
      // What settles every one of the four: the Phase I covers them all.
      sources: ['phase_one'],
      ways: [
        { id: 'none', label: 'If none of these applies', assignment: { parcel: none } },
        {
          id: 'wetland',
          label: 'If the site is a wetland',
          assignment: { parcel: { ...none, wetland: true } },
        },
      ],
      figure: null,
    }
  }
  if (isFactName(fact)) {
    const definition = FACTS[fact]
    const ways = waysOf(fact).map(([label, value]): Way => ({
      id: JSON.stringify(value),
      label,
      assignment: { parcel: { [fact]: value } },
    }))
    // Years since something happened are typed as well as chosen: the laws look back 5, 7 or 10
    // years, so "never" and "within the last year" alone cannot record what the rules need.
    const figure = ['number', 'integer', 'year', 'years'].includes(definition.kind.type)
      ? fact
      : null
    return {
      id: fact,
      label: definition.label,
      confirm: definition.confirm,
      // A text or a list of areas has no answer to choose or figure to type: the editor sets it.
      sources: ways.length > 0 || figure ? definition.sources : [],
      ways,
      figure,
    }
  }
  if (fact === 'ownerAffidavit') {
    return {
      id: fact,
      label: SCENARIO_FIELDS.ownerAffidavit.label,
      confirm: 'the owner (set it in the report’s scenario)',
      sources: ['owner_statement'],
      ways: [
        { id: 'true', label: 'If yes', assignment: { scenario: { ownerAffidavit: true } } },
        { id: 'false', label: 'If no', assignment: { scenario: { ownerAffidavit: false } } },
      ],
      figure: null,
    }
  }
  const scenarioField = Object.values(SCENARIO_FIELDS).find(
    (field) => camelCase(field.wire) === fact,
  )
  // The owner's plans are theirs to set in the scenario; no review confirms them.
  return {
    id: fact,
    label: scenarioField?.label ?? fact,
    confirm: 'the owner’s plans (set it in the report’s scenario)',
    sources: [],
    ways: [],
    figure: null,
  }
}

/** "If the site is a wetland" as an answer to choose: "The site is a wetland". */
function answerLabel(way: Way): string {
  const answer = way.label.replace(/^If /, '')
  return answer.charAt(0).toUpperCase() + answer.slice(1)
}

/**
 * What confirming question `id` with `answer` sets, and the answer in words: one of its
 * answers by id, or for a figure the number typed, within what the analysis request accepts.
 * Null when `answer` is neither.
 */
export function confirmedAnswer(
  id: string,
  answer: string,
): { readonly label: string; readonly assignment: Assignment } | null {
  const topic = topicOf(id)
  const way = topic.ways.find((candidate) => candidate.id === answer)
  if (way) return { label: answerLabel(way), assignment: way.assignment }
  if (!topic.figure || answer.trim() === '') return null
  const wire = FACTS[topic.figure].wire as keyof typeof AnalysisRequestSchema.shape
  const parsed = AnalysisRequestSchema.shape[wire].safeParse(Number(answer.replaceAll(',', '')))
  if (!parsed.success || typeof parsed.data !== 'number') return null
  return {
    label: formatFactValue(topic.figure, parsed.data),
    assignment: { parcel: { [topic.figure]: parsed.data } },
  }
}

function camelCase(wire: string): string {
  return wire.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** The values worth trying for a fact: both answers to a yes-or-no question, each choice. */
function waysOf(fact: FactName): ReadonlyArray<[string, unknown]> {
  const kind = FACTS[fact].kind
  switch (kind.type) {
    case 'boolean':
      return [
        ['If yes', true],
        ['If no', false],
      ]
    case 'years':
      return [
        ['If never', 'never'],
        ['If within the last year', 1],
      ]
    case 'choice':
      // A choice that says the fact is not known (SB 79's status) is what the question already
      // is: no answer to weigh, and none an analyst could confirm.
      return kind.choices
        .filter((choice) => choice.value !== NOT_KNOWN)
        .map((choice) => [`If ${formatFactValue(fact, choice.value)}`, choice.value])
    default:
      return []
  }
}

/** One pathway's reason to ask a question, before reasons in the same words are joined. */
type Reason = {
  readonly pathwayId: PathwayId
  readonly pathwayName: string
  readonly status: FailReason['status']
  readonly message: string
}

/** `reasons` with those in the same words said once, naming each pathway they decide, in order. */
function sayOnce(reasons: readonly Reason[]): ConfirmItem['reasons'] {
  const said = new Map<
    string,
    { status: Reason['status']; message: string; pathways: Array<{ id: PathwayId; name: string }> }
  >()
  for (const reason of reasons) {
    const key = `${reason.status}\n${reason.message}`
    const entry = said.get(key) ?? { status: reason.status, message: reason.message, pathways: [] }
    if (!entry.pathways.some((pathway) => pathway.id === reason.pathwayId))
      entry.pathways.push({ id: reason.pathwayId, name: reason.pathwayName })
    said.set(key, entry)
  }
  return [...said.values()]
}

/**
 * Every open question of `pathways` in `analysis`, grouped by the fact it turns on, with what each
 * answer would change and why the records (`factOrigins`) leave it open. A question is open when a
 * pathway's criterion is unknown or a routine site check, when a figure assumes a fact nobody
 * confirmed, when what demolishing the homes that stand owes turns on a fact about them, or when
 * a count rests on the homes standing and they are not on record; and when two recorded facts
 * contradict each other (those come first). A pathway already ruled out (a failed criterion, not
 * in force, closed) asks nothing: no answer could open it, so asking would only add work that
 * changes nothing.
 */
export function findOpenQuestions(
  analysis: Analysis,
  input: AnalysisInput,
  pathways: readonly PathwayId[],
  factOrigins: Readonly<Record<string, FactOrigin>> = {},
): ConfirmItem[] {
  const topics = new Map<string, { topic: Topic; reasons: Reason[] }>()
  const ask = (fact: string, reason: Reason | null) => {
    const topic = topicOf(fact)
    const entry = topics.get(topic.id) ?? { topic, reasons: [] }
    if (reason) entry.reasons.push(reason)
    topics.set(topic.id, entry)
  }
  /** A question the pathway already gives its own reason for keeps that one. */
  const askOnce = (fact: string, reason: Reason) => {
    const asked = topics.get(topicOf(fact).id)?.reasons
    if (!asked?.some((earlier) => earlier.pathwayId === reason.pathwayId)) ask(fact, reason)
  }
  const conflict = conflictOf(input.parcel, factOrigins)
  if (conflict) ask(RSO_YEAR_CONFLICT_ID, null)
  for (const pathwayId of pathways) {
    const result = analysis.pathways[pathwayId]
    if (result.eligible === false) continue
    const reason = (status: Reason['status'], message: string): Reason => ({
      pathwayId,
      pathwayName: result.name,
      status,
      message,
    })
    for (const failReason of result.failReasons) {
      // Unknown facts, and the routine site checks no public record settles.
      if (failReason.status !== 'unknown' && failReason.status !== 'check') continue
      if (failReason.fact !== null)
        ask(failReason.fact, reason(failReason.status, failReason.message))
    }
    // A figure that assumes a fact ("Assumes the lot is outside the Coastal Zone").
    for (const source of result.sources)
      for (const caveat of source.caveats)
        if (caveat.kind === 'assumed_fact' && caveat.fact)
          askOnce(caveat.fact, reason('unknown', caveat.message))
    // What demolishing the homes that stand owes: replacement homes and relocation.
    const owed = analysis.existing.outcomes[result.existing.outcome]
    for (const question of owed?.toConfirm ?? [])
      askOnce(question.fact, reason('unknown', `${question.ifYes} ${question.ifNo}`))
    const standing = restsOnHomesStanding(result, input)
    if (standing) askOnce('existingUnits', reason('unknown', standing))
    const stated = restsOnStatedSpace(result, factOrigins)
    if (stated) askOnce('conversionSpaceAdus', reason('unknown', stated))
  }
  return [...topics.values()].map(({ topic, reasons }) => ({
    id: topic.id,
    label: topic.label,
    confirm: topic.confirm,
    sources: topic.sources,
    answers: topic.ways.map((way) => ({ id: way.id, label: answerLabel(way) })),
    figure: topic.figure ? { unit: unitOf(topic.figure) } : null,
    recordNotes: recordNotesOf(topic.id, input, factOrigins),
    reasons: sayOnce(reasons),
    outcomes: topic.ways.map((way) =>
      outcomeOf(way.label, analysis, input, way.assignment, pathways),
    ),
    conflict: topic.id === RSO_YEAR_CONFLICT_ID ? conflict : null,
  }))
}

/**
 * The records' rent stabilization status and year built in words, when they contradict each
 * other and no analyst has settled the status; null otherwise. The engine reads the recorded
 * status, so the figures follow it meanwhile; the report says so rather than pick silently.
 */
function conflictOf(
  parcel: AnalysisInput['parcel'],
  factOrigins: Readonly<Record<string, FactOrigin>>,
): string | null {
  const year = parcel.yearBuilt
  if (parcel.rso !== true || year === undefined || year <= RSO_LAST_YEAR) return null
  if (factOrigins.rso?.kind === 'correction') return null
  return `The records say the homes are under the Rent Stabilization Ordinance, and that the building was built in ${year}. The ordinance covers homes in buildings first occupied on or before October 1, 1978, and homes in a newer building only where they replaced rent-stabilized homes on the site. The figures use the recorded status, under the ordinance, until an analyst settles which is right.`
}

/**
 * Why a pathway's count rests on the homes standing on the lot when their number is not on
 * record: its net new homes are not known, or its ADUs are counted beside one house taken as
 * standing (the engine's own assumption for a lot with no count, `totalHomes` in its summary).
 */
function restsOnHomesStanding(result: PathwayResult, input: AnalysisInput): string | null {
  if (result.maxUnits === null || input.parcel.existingUnits !== undefined) return null
  if (result.netNewUnits === null)
    return 'Its net new homes are not known until the number of homes standing on the lot is.'
  if (
    result.id === 'adu' &&
    typeof result.maxUnits === 'number' &&
    result.details.lotKind !== 'proposed_multifamily'
  )
    return 'Its count takes one house as standing: the number of homes on the lot is not known.'
  return null
}

/**
 * Why a count rests on the owner's word: the ADUs it converts in space only the owner has stated
 * (decision 865), priced in the money table, which no record or analyst has confirmed yet.
 */
function restsOnStatedSpace(
  result: PathwayResult,
  factOrigins: Readonly<Record<string, FactOrigin>>,
): string | null {
  const stated = result.details.statedConversionAdus
  if (typeof stated !== 'number' || stated === 0) return null
  if (factOrigins.conversionSpaceAdus?.kind !== 'owner') return null
  return `Its count and price include ${stated === 1 ? 'one ADU' : `${stated} ADUs`} converted from space not used as living space that only the owner has stated.`
}

function unitOf(fact: FactName): string | null {
  const kind = FACTS[fact].kind
  if (kind.type === 'years') return 'years'
  return kind.type === 'number' ? kind.unit : null
}

/**
 * The facts a question's answer is inferred from when the records do not give it: the engine
 * reads rent stabilization from the house type and the year built (rules.md §0).
 */
const INFERRED_FROM: Partial<Record<string, readonly FactName[]>> = {
  rso: ['rso', 'existingUnitType', 'yearBuilt'],
}

/** The records' reasons for leaving a question's facts open (a corrected fact is not open). */
function recordNotesOf(
  topic: string,
  input: AnalysisInput,
  factOrigins: Readonly<Record<string, FactOrigin>>,
): string[] {
  const facts = INFERRED_FROM[topic] ?? (isFactName(topic) ? [topic] : [])
  const notes: string[] = []
  for (const fact of facts) {
    const origin = factOrigins[fact]
    if (input.parcel[fact] === undefined && origin?.kind === 'record' && origin.note)
      notes.push(origin.note)
  }
  return notes
}

function outcomeOf(
  label: string,
  analysis: Analysis,
  input: AnalysisInput,
  assignment: Assignment,
  pathways: readonly PathwayId[],
): Outcome {
  const changed = analyzeParcel(
    {
      parcel: { ...input.parcel, ...assignment.parcel },
      scenario: { ...input.scenario, ...assignment.scenario },
    },
    analysis.options as Partial<EngineOptions>,
  )
  const changes: OutcomeChange[] = []
  for (const pathwayId of pathways) {
    const before = analysis.pathways[pathwayId]
    const after = changed.pathways[pathwayId]
    if (before.status === after.status && before.maxUnits === after.maxUnits) continue
    changes.push({
      pathwayId,
      pathwayName: before.name,
      from: { status: before.status, units: before.maxUnits },
      to: { status: after.status, units: after.maxUnits },
    })
  }
  const best = changed.summary.recommended
  return {
    label,
    changes,
    recommended:
      best === analysis.summary.recommended
        ? null
        : { id: best, name: best ? changed.pathways[best].name : null },
  }
}
