// Ranks the pathways by the homes each allows and recommends one, with the reason in words.
// Only what the facts support is ranked as available; a pathway that needs confirmation is
// listed after them with what to confirm, and never recommended. Every count says what it
// rests on (an assumed set-aside, an assumed fact, one reading of a contested rule).
import { labelOf } from '../facts.ts'
import { readingOf } from '../options.ts'
import type {
  AnalysisSummary,
  ExistingHomesOutcome,
  PathwayId,
  PathwayResult,
  RankedPathway,
} from '../types.ts'
import type { Context } from './context.ts'
import { homes } from './format.ts'
import { isOpen } from './pathway-builder.ts'
import { findSource } from './readouts.ts'

/**
 * The results in the fixed order for ties: by-right local zoning first, then the simpler state
 * pathways. Read by name: reading the record by a varying key, ten times an analysis, is slower.
 */
function inTieOrder(pathways: Readonly<Record<PathwayId, PathwayResult>>): PathwayResult[] {
  return [
    pathways.la_base_zoning,
    pathways.adu,
    pathways.sb9,
    pathways.sb1123,
    pathways.sb684,
    pathways.sb79,
    pathways.ab2011,
    pathways.state_density_bonus,
    pathways.miip_toia,
    pathways.miip_oc,
    pathways.miip_lowrise,
    pathways.ahip,
    pathways.la_toc,
    pathways.ab2097,
  ]
}

const TIE_BREAK =
  'Available pathways first, then those that need confirmation; within each, most homes first; on equal homes, one without open routine checks first, then fewer required affordable homes, then by-right local zoning before state programs (base zoning, ADU, SB 9, SB 1123, SB 684, SB 79, AB 2011, density bonus, the Mixed Income Incentive Program (transit areas, corridors, Low-Rise), the Affordable Housing Incentive Program, TOC).'

type Entry = {
  readonly ranked: RankedPathway
  /** The pathway's name, for the recommendation. */
  readonly name: string
  readonly group: 0 | 1
  readonly affordableUnits: number
  readonly order: number
}

export function summarize(
  context: Context,
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
): AnalysisSummary {
  const unread = unreadZone(context)
  if (unread !== null)
    return {
      ranking: [],
      tieBreak: TIE_BREAK,
      recommended: null,
      reason: unread,
      missingFacts: [labelOf('zone')],
    }
  const noHousing = zonesWithoutHousing(context)
  /** On such a lot, the state laws that may still allow homes there. */
  const overriding: string[] = []
  const entries: Entry[] = []
  const missing: string[] = []
  const results = inTieOrder(pathways)
  const outcomes = context.existingMemo.outcomes
  let askedAboutExisting = -1
  for (let order = 0; order < results.length; order += 1) {
    const result = results[order] as PathwayResult
    const id = result.id
    if (!isOpen(result.status)) continue
    // Parking relief has nothing to apply to on a lot whose zone allows no homes.
    if (noHousing !== null && id === 'ab2097') continue
    if (noHousing !== null) overriding.push(result.name)
    const pending = result.status === 'needs_confirmation'
    const toConfirm: string[] = []
    const routineChecks: string[] = []
    for (const reason of result.failReasons) {
      if (reason.status === 'check') {
        if (!pending && reason.fact) addOnce(routineChecks, labelOf(reason.fact))
      } else if (reason.status === 'unknown' && reason.fact) {
        const label = labelOf(reason.fact)
        addOnce(toConfirm, label)
        addOnce(missing, label)
      } else if (reason.status === 'conditional') {
        addOnce(toConfirm, withoutFullStop(reason.message))
      }
    }
    // What stands on the lot decides what the pathway owes, not whether it can be used. The
    // pathways that demolish share one list of questions: read it once.
    if (result.existing.outcome !== askedAboutExisting) {
      askedAboutExisting = result.existing.outcome
      const owed = outcomes[askedAboutExisting] as ExistingHomesOutcome
      for (const question of owed.toConfirm) addOnce(missing, labelOf(question.fact))
    }
    const total = totalHomes(context, result, pathways)
    if (total === null) continue
    let affordableUnits = Number.POSITIVE_INFINITY
    for (const option of result.affordable)
      affordableUnits = Math.min(affordableUnits, option.units)
    entries.push({
      ranked: {
        id,
        status: result.status,
        eligible: result.eligible,
        totalUnits: total.units,
        netNewUnits: result.netNewUnits,
        assumptions: assumptionsOf(result, total.assumption),
        toConfirm,
        routineChecks,
      },
      name: result.name,
      group: result.status === 'needs_confirmation' ? 1 : 0,
      affordableUnits: Number.isFinite(affordableUnits) ? affordableUnits : 0,
      order,
    })
  }
  // At most ten entries: an insertion sort beats the general one here.
  for (let index = 1; index < entries.length; index += 1) {
    const entry = entries[index] as Entry
    let at = index
    while (at > 0 && ranksBefore(entry, entries[at - 1] as Entry)) {
      entries[at] = entries[at - 1] as Entry
      at -= 1
    }
    entries[at] = entry
  }
  const ranking = entries.map((entry) => entry.ranked)
  if (noHousing !== null && overriding.length === 0) {
    return {
      ranking,
      tieBreak: TIE_BREAK,
      recommended: null,
      reason: `${noHousing}, and no state law overrides that on the facts given.`,
      missingFacts: [],
    }
  }
  const { recommended, reason } = recommend(entries, countingNeeds(pathways, missing))
  return {
    ranking,
    tieBreak: TIE_BREAK,
    recommended,
    reason:
      noHousing === null
        ? reason
        : `${noHousing} by itself; ${overriding.join(' or ')} may allow them. ${reason}`,
    missingFacts: missing,
  }
}

/**
 * Why no pathway can be suggested when the zone is not known or a zone of the lot cannot be read
 * (a Downtown string, a class the tables do not know); null when every zone was read.
 */
function unreadZone(context: Context): string | null {
  if (context.zoning === undefined)
    return 'We need the zone (ZIMAS shows it) before any pathway can be suggested: every pathway depends on it.'
  const unread = context.zoning.parts.find((part) => part.rules === null)
  if (unread === undefined) return null
  const downtown = unread.parsed?.format === 'chapter1a'
  return `We could not read the zone "${unread.label}"${downtown ? ' (Downtown zoning, which these tables do not cover)' : ''}; check it on ZIMAS. Every pathway depends on the zone, so none can be suggested until it is known.`
}

/**
 * "The PF zone allows no homes" when no zone of the lot permits dwellings (public facilities,
 * open space, parking, industrial: CP-7150 Table 1); null when one does.
 */
function zonesWithoutHousing(context: Context): string | null {
  const parts = context.zoning?.parts ?? []
  if (parts.length === 0) return null
  const classes: string[] = []
  for (const part of parts) {
    if (!part.rules || part.rules.sfPerDu !== null) return null
    if (!classes.includes(part.rules.zoneClass)) classes.push(part.rules.zoneClass)
  }
  return classes.length === 1
    ? `The ${classes[0]} zone allows no homes`
    : `The ${classes.join(' and ')} zones allow no homes`
}

/**
 * What stops homes being counted at all: base zoning's own unknowns (the zone, the lot area,
 * a split lot's areas) when it cannot count; otherwise every missing fact.
 */
function countingNeeds(
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
  missing: readonly string[],
): readonly string[] {
  const base = pathways.la_base_zoning
  if (!isOpen(base.status) || base.maxUnits !== null) return missing
  const needs: string[] = []
  for (const reason of base.failReasons)
    if (reason.status === 'unknown' && reason.fact) addOnce(needs, labelOf(reason.fact))
  return needs.length > 0 ? needs : missing
}

function addOnce(list: string[], item: string) {
  if (!list.includes(item)) list.push(item)
}

function homesValue(units: number | 'unlimited'): number {
  return units === 'unlimited' ? Number.POSITIVE_INFINITY : units
}

/** The tie-break of TIE_BREAK, as code. */
function ranksBefore(a: Entry, b: Entry): boolean {
  if (a.group !== b.group) return a.group < b.group
  const homesA = homesValue(a.ranked.totalUnits)
  const homesB = homesValue(b.ranked.totalUnits)
  if (homesA !== homesB) return homesA > homesB
  const checksA = a.ranked.status === 'available' ? 0 : 1
  const checksB = b.ranked.status === 'available' ? 0 : 1
  if (checksA !== checksB) return checksA < checksB
  if (a.affordableUnits !== b.affordableUnits) return a.affordableUnits < b.affordableUnits
  return a.order < b.order
}

/**
 * Homes on the lot if the pathway is used: ADUs are added to what the lot holds (one house
 * when the count of existing homes is not known, which the count then says).
 */
function totalHomes(
  context: Context,
  result: PathwayResult,
  pathways: Readonly<Record<PathwayId, PathwayResult>>,
): { units: number | 'unlimited'; assumption: string | null } | null {
  if (result.maxUnits === null) return null
  if (result.id !== 'adu' || result.maxUnits === 'unlimited')
    return { units: result.maxUnits, assumption: null }
  if (result.details.lotKind === 'proposed_multifamily') {
    const primary = pathways.la_base_zoning.maxUnits
    return typeof primary === 'number'
      ? {
          units: primary + result.maxUnits,
          assumption: `Counts the ${homes(primary)} base zoning allows, plus the ADUs.`,
        }
      : null
  }
  const existing = context.facts.existingUnits
  return existing === undefined
    ? {
        units: 1 + result.maxUnits,
        assumption:
          'Counts one existing house, plus the ADUs; the number of homes on the lot is not known.',
      }
    : { units: existing + result.maxUnits, assumption: null }
}

/** What the homes count rests on, in plain words. */
function assumptionsOf(result: PathwayResult, extra: string | null): string[] {
  const assumptions: string[] = []
  if (extra) assumptions.push(extra)
  const source = findSource(result, 'maxUnits')
  if (!source) return assumptions
  for (const caveat of source.caveats) {
    if (caveat.kind === 'assumed_scenario' || caveat.kind === 'assumed_fact')
      addOnce(assumptions, caveat.message)
  }
  for (const reading of source.readings) {
    if (reading.chosen)
      addOnce(
        assumptions,
        `One reading of a contested rule: ${readingOf(reading.option, reading.value)}`,
      )
  }
  return assumptions
}

function withoutFullStop(message: string): string {
  return message.endsWith('.') ? message.slice(0, -1) : message
}

function describe({ ranked, name }: Entry) {
  const count =
    ranked.totalUnits === 'unlimited' ? 'no fixed limit on homes' : homes(ranked.totalUnits)
  return `${name} (${count})`
}

function restsOn(entry: RankedPathway): string {
  return entry.assumptions.length === 0
    ? ''
    : ` This count rests on: ${entry.assumptions.join(' ')}`
}

function recommend(
  entries: readonly Entry[],
  missing: readonly string[],
): { recommended: PathwayId | null; reason: string } {
  const best = entries.find((entry) => entry.ranked.status !== 'needs_confirmation')
  const pending = entries.find((entry) => entry.ranked.status === 'needs_confirmation')
  const morePending =
    pending && best && homesValue(pending.ranked.totalUnits) > homesValue(best.ranked.totalUnits)
      ? ` ${describe(pending)} could allow more once these are confirmed: ${pending.ranked.toConfirm.join('; ')}.`
      : ''
  if (best) {
    const checks =
      best.ranked.status === 'available_with_checks'
        ? ` Routine checks remain: ${best.ranked.routineChecks.join('; ')}.`
        : ''
    return {
      recommended: best.ranked.id,
      reason: `${describe(best)} allows the most homes.${checks}${restsOn(best.ranked)}${morePending}`,
    }
  }
  if (pending) {
    return {
      recommended: null,
      reason: `No pathway can be recommended yet: each depends on facts we do not have. ${describe(pending)} could be used once these are confirmed: ${pending.ranked.toConfirm.join('; ')}.`,
    }
  }
  if (missing.length > 0) {
    return {
      recommended: null,
      reason: `We cannot count the homes this lot allows yet: we need ${missing.join('; ')}.`,
    }
  }
  return { recommended: null, reason: 'No pathway allows housing on this lot on the facts given.' }
}
