// Typical required yards of Los Angeles zones (CP-7150 Table 1, law/rules.md §1.5). Labelled
// "typical": prevailing setbacks, key lots and specific plans can change them.
import type { ZoneRules } from '../rules/zones.ts'
import type { Setbacks } from '../types.ts'

export type YardInputs = {
  readonly lotWidthFt: number | undefined
  readonly lotDepthFt: number | undefined
  /** Stories of the proposed building, when known; increments above 2 or 3 stories follow it. */
  readonly stories: number | undefined
  /** Height of the building (ft), for the single-family side-yard increment above 18 ft. */
  readonly heightFt: number | undefined
}

export type Yards = { readonly setbacks: Setbacks; readonly notes: readonly string[] }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A share of a lot dimension, bounded; null when the dimension is unknown. */
function shareOf(dimension: number | undefined, share: number, min: number, max: number) {
  return dimension === undefined ? null : clamp(dimension * share, min, max)
}

/** 5 ft, or 10 % of the width (at least 3 ft) on lots narrower than 50 ft. */
function narrowLotSide(widthFt: number | undefined): number {
  return widthFt !== undefined && widthFt < 50 ? Math.max(3, widthFt * 0.1) : 5
}

/** +1 ft per story above `above`, up to `max`. */
function perStory(base: number, stories: number | undefined, above: number, max: number): number {
  return stories === undefined ? base : Math.min(max, base + Math.max(0, stories - above))
}

/** The typical yards of a zone, or null where the summary gives none the engine can apply. */
export function typicalYards(zone: ZoneRules, inputs: YardInputs): Yards | null {
  const { lotWidthFt: width, lotDepthFt: depth, stories, heightFt } = inputs
  const notes: string[] = []
  const cls = zone.zoneClass

  if (cls === 'R1' || cls === 'R2' || cls === 'RS' || zone.heightGroup === 'r1_variation') {
    const maxFront = cls === 'RS' ? 25 : 20
    noteFront(notes, depth, '20 %', maxFront)
    // +1 ft of side yard for each 10 ft (or part) of height above 18 ft.
    const heightIncrement =
      heightFt === undefined ? 0 : Math.max(0, Math.ceil((heightFt - 18) / 10))
    if (heightFt === undefined)
      notes.push('Side yards grow by 1 ft for each 10 ft of height above 18 ft.')
    return yardsOf(
      notes,
      shareOf(depth, 0.2, 0, maxFront),
      narrowLotSide(width) + heightIncrement,
      cls === 'RS' ? 20 : 15,
    )
  }
  if (cls === 'RE9' || cls === 'RE11') {
    noteFront(notes, depth, '20 %', 25)
    const side = width !== undefined && width < 70 ? Math.max(3, width * 0.1) : 7
    return yardsOf(notes, shareOf(depth, 0.2, 0, 25), side, shareOf(depth, 0.25, 0, 25))
  }
  if (cls === 'RE15' || cls === 'RE20') {
    noteFront(notes, depth, '20 %', 25)
    return yardsOf(
      notes,
      shareOf(depth, 0.2, 0, 25),
      shareOf(width, 0.1, 5, 10),
      shareOf(depth, 0.25, 0, 25),
    )
  }
  if (cls === 'RE40') {
    noteFront(notes, depth, '20 %', 25)
    return yardsOf(notes, shareOf(depth, 0.2, 0, 25), 10, shareOf(depth, 0.25, 0, 25))
  }
  if (cls === 'RD1.5' || cls === 'RD2' || cls === 'R3') {
    noteStories(notes, stories, 2)
    return yardsOf(notes, 15, perStory(narrowLotSide(width), stories, 2, 16), 15)
  }
  if (cls === 'RD3' || cls === 'RD4') return yardsOf(notes, 15, shareOf(width, 0.1, 5, 10), 15)
  if (cls === 'RD5' || cls === 'RD6') return yardsOf(notes, 20, 10, 25)
  if (cls === 'R4' || cls === 'R5') {
    noteStories(notes, stories, 2)
    return yardsOf(
      notes,
      15,
      perStory(narrowLotSide(width), stories, 2, 16),
      perStory(15, stories, 3, 20),
    )
  }
  if (cls === 'RAS3' || cls === 'RAS4') {
    notes.push(
      'Front yard: 5 ft or the average of adjoining buildings. Rear yard 15 ft where the lot adjoins an RD or more restrictive zone.',
    )
    return yardsOf(notes, 5, 5, 5)
  }
  if (cls === 'CR') {
    noteStories(notes, stories, 3)
    notes.push('Side yards apply only to corner lots and lots next to residential zones or uses.')
    return yardsOf(notes, 10, null, perStory(15, stories, 3, Number.POSITIVE_INFINITY))
  }
  if (
    cls === 'C1' ||
    cls === 'C1.5' ||
    cls === 'C2' ||
    cls === 'C4' ||
    cls === 'C5' ||
    cls === 'CM'
  ) {
    noteStories(notes, stories, 2)
    notes.push(
      'These are the yards for residential uses; purely commercial buildings need none on most lots.',
    )
    return yardsOf(
      notes,
      0,
      perStory(narrowLotSide(width), stories, 2, 16),
      perStory(15, stories, 3, 20),
    )
  }
  return null
}

// The helpers below are plain functions, not closures inside typicalYards: it runs twice an
// analysis, and closures would be built on every call.

function yardsOf(
  notes: readonly string[],
  front: number | null,
  side: number | null,
  rear: number | null,
): Yards {
  return { setbacks: { front, side, rear }, notes }
}

function noteStories(notes: string[], stories: number | undefined, above: number) {
  if (stories === undefined)
    notes.push(`Side and rear yards grow by 1 ft per story above the ${ordinal(above)}.`)
}

function noteFront(notes: string[], depth: number | undefined, share: string, max: number) {
  if (depth === undefined)
    notes.push(`Front yard: ${share} of lot depth, at most ${max} ft (lot depth unknown).`)
}

function ordinal(n: number): string {
  return n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`
}
