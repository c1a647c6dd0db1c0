// Builds a pathway's buildable envelope (./envelope.ts) from the analysis: the lot's outline,
// less its yards, with the height and floor area the pathway allows.
import polygonClipping from 'polygon-clipping'
import type { FactOrigin } from '../contracts/reports.ts'
import type { EdgeName, Point } from '../lot-edges.ts'
import { rectangularPlan, type LotPlan } from '../lot-plan.ts'
import { sourceName } from '../parcel-provenance.ts'
import {
  LA_DETACHED_ADU_MAX_SF,
  formatDate,
  formatNumber,
  type Analysis,
  type ParcelFacts,
  type PathwayId,
  type PathwayResult,
} from '#engine'
import {
  STORY_HEIGHT_FT,
  type Envelope,
  type EnvelopeExisting,
  type EnvelopeOutcome,
  type EnvelopeVolume,
  type FigureOrigin,
  type Yard,
} from './envelope.ts'

const EPSILON = 1e-9

/** "front, side or rear". */
function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

function lotOf(facts: ParcelFacts, plan: LotPlan | null): Envelope['lot'] | null {
  if (plan) {
    return {
      widthFt: Math.max(...plan.outline.map(([x]) => x)),
      depthFt: Math.max(...plan.outline.map(([, y]) => y)),
      areaSf: facts.lotSf ?? areaOf([[plan.outline]]),
      shape: 'drawn',
      outline: plan.outline,
      edgeNames: plan.edgeNames,
    }
  }
  const { lotSf, lotWidthFt: width, lotDepthFt: depth } = facts
  const rectangle = (
    widthFt: number,
    depthFt: number,
    areaSf: number,
    shape: 'recorded' | 'derived' | 'assumed',
  ): Envelope['lot'] => {
    const { outline, edgeNames } = rectangularPlan(widthFt, depthFt)
    return { widthFt, depthFt, areaSf, shape, outline, edgeNames }
  }
  if (width !== undefined && depth !== undefined)
    return rectangle(width, depth, lotSf ?? width * depth, 'recorded')
  if (lotSf === undefined) return null
  if (width !== undefined) return rectangle(width, lotSf / width, lotSf, 'derived')
  if (depth !== undefined) return rectangle(lotSf / depth, depth, lotSf, 'derived')
  const side = Math.sqrt(lotSf)
  return rectangle(side, side, lotSf, 'assumed')
}

/**
 * The lot less its yards: from each lot line, a strip as deep as its yard (the front's, the
 * rear's, or the side yard for a side or a corner lot's street side) taken off the outline.
 */
function buildableArea(
  outline: readonly Point[],
  edgeNames: readonly EdgeName[],
  yards: Envelope['yards'],
): Point[][][] {
  const depthOf = (name: EdgeName) =>
    name === 'front' ? yards.front.ft : name === 'rear' ? yards.rear.ft : yards.side.ft
  const strips = outline.flatMap((from, i): polygonClipping.Polygon[] => {
    const to = outline[(i + 1) % outline.length]!
    const depth = depthOf(edgeNames[i]!)
    const length = Math.hypot(to[0] - from[0], to[1] - from[1])
    if (depth <= 0 || length === 0) return []
    // Inward, for a counter-clockwise outline: the left of the edge's direction.
    const dx = (-(to[1] - from[1]) / length) * depth
    const dy = ((to[0] - from[0]) / length) * depth
    return [
      [
        [
          [from[0], from[1]],
          [to[0], to[1]],
          [to[0] + dx, to[1] + dy],
          [from[0] + dx, from[1] + dy],
          [from[0], from[1]],
        ],
      ],
    ]
  })
  const lot: polygonClipping.Polygon = [
    [...outline.map(([x, y]): [number, number] => [x, y]), [outline[0]![0], outline[0]![1]]],
  ]
  return strips.length > 0 ? polygonClipping.difference(lot, ...strips) : [lot]
}

/** Area in sq ft of polygons given as rings in feet (holes subtracted). */
function areaOf(polygons: ReadonlyArray<ReadonlyArray<readonly Point[]>>): number {
  let total = 0
  for (const [outer, ...holes] of polygons) {
    total += Math.abs(twiceArea(outer ?? []))
    for (const hole of holes) total -= Math.abs(twiceArea(hole))
  }
  return total / 2
}

function twiceArea(ring: readonly Point[]): number {
  let sum = 0
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i]!
    const [x2, y2] = ring[(i + 1) % ring.length]!
    sum += x1 * y2 - x2 * y1
  }
  return sum
}

function boxOf(points: readonly Point[]) {
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const xFt = Math.min(...xs)
  const yFt = Math.min(...ys)
  return { xFt, yFt, widthFt: Math.max(...xs) - xFt, depthFt: Math.max(...ys) - yFt }
}

function yardOf(
  side: 'front' | 'side' | 'rear',
  pathway: PathwayResult,
  base: PathwayResult,
): Yard {
  const own = pathway.setbacksFt?.[side]
  if (own !== null && own !== undefined) return { ft: own, origin: 'pathway' }
  const borrowed = base.setbacksFt?.[side]
  if (borrowed !== null && borrowed !== undefined) return { ft: borrowed, origin: 'base_zoning' }
  return { ft: 0, origin: 'none' }
}

/**
 * The envelope of `pathwayId` on the lot of `facts`, or why none can be drawn. Where the pathway
 * states no yard or height of its own, base zoning's applies and the envelope says so.
 */
export function buildEnvelope(
  analysis: Analysis,
  facts: ParcelFacts,
  plan: LotPlan | null,
  pathwayId: PathwayId,
  /** Where the buildings' floor area came from (the report's fact origins), to say so. */
  floorAreaOrigin?: FactOrigin,
): EnvelopeOutcome {
  const pathway = analysis.pathways[pathwayId]
  const base = analysis.pathways.la_base_zoning
  if (pathway.eligible === false)
    return {
      ok: false,
      reason: `${pathway.name} is not available on this lot, so it has no envelope.`,
    }
  const lot = lotOf(facts, plan)
  if (!lot)
    return {
      ok: false,
      reason: 'The lot’s size is not known, so there is nothing to draw to scale.',
    }

  const notes: string[] = []
  if (lot.shape === 'assumed')
    notes.push(
      'The lot’s width and depth are not in the records: it is drawn as a square of the same area.',
    )
  if (lot.shape === 'derived')
    notes.push(
      'One side of the lot is not in the records: it is drawn from the lot area and the other side.',
    )
  if (plan?.corner)
    notes.push(
      'A corner lot: the yard along its second street is drawn as deep as a side yard; the zone may ask for more there.',
    )
  if (plan?.frontFrom === 'narrower_frontage')
    notes.push(
      'The map does not show which street the lot is addressed on: its front is drawn on its narrower street frontage.',
    )
  if (plan?.frontFrom === 'longest_edge')
    notes.push(
      'The map shows no lot line on a street: the front is drawn on the lot’s longest line.',
    )

  const yards = {
    front: yardOf('front', pathway, base),
    side: yardOf('side', pathway, base),
    rear: yardOf('rear', pathway, base),
  }
  const borrowedYards = (['front', 'side', 'rear'] as const).filter(
    (side) => yards[side].origin === 'base_zoning',
  )
  if (borrowedYards.length > 0 && pathwayId !== 'la_base_zoning')
    notes.push(
      `${pathway.name} sets no ${listOf(borrowedYards)} yard of its own: base zoning’s is drawn.`,
    )
  const missingYards = (['front', 'side', 'rear'] as const).filter(
    (side) => yards[side].origin === 'none',
  )
  if (missingYards.length > 0)
    notes.push(`No ${listOf(missingYards)} yard is given: the drawing uses none.`)

  const polygons = buildableArea(lot.outline, lot.edgeNames, yards)
  const footprintSf = areaOf(polygons)
  const corners = polygons.flatMap((rings) => rings[0] ?? [])
  const isAdu = pathwayId === 'adu'
  const footprint =
    footprintSf > EPSILON && corners.length > 0
      ? {
          name: isAdu ? 'Where a detached ADU may stand' : 'Buildable footprint',
          caption: isAdu ? 'ADU area' : `${Math.round(footprintSf).toLocaleString('en-US')} sq ft`,
          polygons,
          ...boxOf(corners),
          areaSf: footprintSf,
        }
      : null
  if (!footprint) notes.push('The yards leave no buildable footprint on a lot of this size.')
  else if (isAdu)
    notes.push(
      `The shaded area is where a detached ADU may stand, not its size: Los Angeles caps a detached ADU at ${formatNumber(LA_DETACHED_ADU_MAX_SF)} sq ft.`,
    )

  const existing = existingOf(
    analysis.existing.existingUnits,
    pathway,
    facts,
    floorAreaOrigin,
    lot,
    yards,
    notes,
  )

  const ownHeight = pathway.maxHeightFt
  const heightLimitFt = ownHeight ?? base.maxHeightFt
  const heightOrigin: FigureOrigin =
    ownHeight !== null ? 'pathway' : heightLimitFt !== null ? 'base_zoning' : 'none'
  if (heightOrigin === 'base_zoning' && pathwayId !== 'la_base_zoning')
    notes.push(`${pathway.name} sets no height of its own: base zoning’s height limit is drawn.`)

  const floorAreaSf = pathway.maxFloorAreaSf
  const volume = footprint
    ? volumeOf(pathway, base, heightLimitFt, floorAreaSf, footprint.areaSf, notes)
    : null

  return {
    ok: true,
    envelope: {
      pathwayId,
      pathwayName: pathway.name,
      lot,
      yards,
      footprint,
      existing,
      heightLimitFt,
      heightOrigin,
      floorAreaSf,
      volumes: volume ? [volume] : [],
      notes,
    },
  }
}

/**
 * What stands on the lot as the drawing shows it. The records give the buildings' floor area at
 * most, never their outline or place: when the area is known they are drawn as a rectangle of it
 * (over two stories when the building has more than one, the fewest that can be), as wide as the
 * ground within the side yards allows and behind the front yard, and labelled approximate.
 */
function existingOf(
  existingUnits: number | null,
  pathway: PathwayResult,
  facts: ParcelFacts,
  floorAreaOrigin: FactOrigin | undefined,
  lot: Envelope['lot'],
  yards: Envelope['yards'],
  notes: string[],
): EnvelopeExisting | null {
  const action = pathway.existing.action
  const floorAreaSf = facts.existingBuildingSf
  const buildingStands = floorAreaSf !== undefined && floorAreaSf > 0
  if (facts.vacant === true || (action === 'nothing_stands' && !buildingStands)) return null
  if (action === 'unknown' && !buildingStands) {
    notes.push(
      facts.vacant === false
        ? 'Something stands on the lot, but the records give neither its floor area nor its place: nothing is drawn for it, and the shaded area may include ground it stands on.'
        : 'Whether anything stands on the lot is not in the records: nothing is drawn for it, and the shaded area may include ground a building stands on.',
    )
    return null
  }
  const kept = action === 'keeps' ? true : action === 'demolishes' ? false : null
  const several = existingUnits !== null && existingUnits > 1
  const what =
    existingUnits !== null && existingUnits > 0 ? homesInWords(existingUnits) : 'The building'
  if (kept === true)
    notes.push(
      `${what} on the lot ${several ? 'stay' : 'stays'}, and what is built goes beside ${several ? 'them' : 'it'}.`,
    )
  else if (kept === false)
    notes.push(
      `${what} on the lot ${several ? 'are' : 'is'} demolished to make way for what is built here.`,
    )
  const caption =
    kept === true ? 'Existing, kept' : kept === false ? 'Existing, demolished' : 'Existing'
  if (!buildingStands) {
    // A record the facts set aside says why (common/parcel-facts.ts) rather than "not in the records".
    const setAside = floorAreaOrigin?.kind === 'record' ? floorAreaOrigin.note : undefined
    notes.push(
      setAside
        ? `${setAside} It is not drawn: the shaded area includes ground it stands on.`
        : 'The floor area of what stands is not in the records, so it is not drawn: the shaded area includes ground it stands on.',
    )
    return { kept, caption, approximate: null }
  }
  const stories = facts.existingStructureMultistory === true ? 2 : 1
  const areaSf = Math.min(floorAreaSf / stories, lot.areaSf)
  const roomWidth = Math.max(lot.widthFt - 2 * yards.side.ft, lot.widthFt / 2)
  const roomDepth = Math.max(lot.depthFt - yards.front.ft, lot.depthFt / 2)
  const widthFt = Math.min(roomWidth, Math.sqrt(areaSf))
  const depthFt = Math.min(roomDepth, areaSf / widthFt)
  notes.push(
    `What stands is drawn approximately (dashed): ${formatNumber(Math.round(floorAreaSf))} sq ft of floor area${stories === 2 ? ' over two stories' : facts.existingStructureMultistory === undefined ? ', read as one story' : ''}, placed behind the front yard. The records give neither its shape nor where it stands.${floorAreaSource(floorAreaOrigin)}`,
  )
  return {
    kept,
    caption: `${caption} (approx.)`,
    approximate: {
      xFt: (lot.widthFt - widthFt) / 2,
      yFt: Math.min(yards.front.ft, lot.depthFt - depthFt),
      widthFt,
      depthFt,
      areaSf: widthFt * depthFt,
    },
  }
}

/**
 * Where the drawn floor area comes from, in a sentence of its own, named as the report's fact
 * list names it (none when not given).
 */
function floorAreaSource(origin: FactOrigin | undefined): string {
  if (origin === undefined) return ''
  if (origin.kind === 'record')
    return ` Its floor area comes from ${sourceName(origin.dataset)}, ${formatDate(origin.date)}.`
  if (origin.kind === 'owner') return ' Its floor area is the owner’s statement.'
  return origin.confirmedWith
    ? ' Its floor area was confirmed by an analyst.'
    : ' Its floor area was corrected by an analyst.'
}

function homesInWords(count: number): string {
  return count === 1 ? 'The home' : `The ${formatNumber(count)} homes`
}

function volumeOf(
  pathway: PathwayResult,
  base: PathwayResult,
  heightLimitFt: number | null,
  floorAreaSf: number | null,
  footprintSf: number,
  notes: string[],
): EnvelopeVolume | null {
  const storyLimit = pathway.maxStories ?? (pathway.maxHeightFt === null ? base.maxStories : null)
  const storiesByHeight =
    heightLimitFt === null ? null : Math.floor(heightLimitFt / STORY_HEIGHT_FT + EPSILON)
  const storiesByArea =
    floorAreaSf === null ? null : Math.max(1, Math.ceil(floorAreaSf / footprintSf - EPSILON))
  const limits = [storyLimit, storiesByHeight].filter((value): value is number => value !== null)
  const storiesAllowed = limits.length > 0 ? Math.min(...limits) : null

  if (storiesByArea !== null && (storiesAllowed === null || storiesByArea < storiesAllowed)) {
    notes.push(
      `The floor-area limit (${Math.round(floorAreaSf ?? 0).toLocaleString('en-US')} sq ft) fills about ${storiesByArea} ${storiesByArea === 1 ? 'floor' : 'floors'} of the footprint${heightLimitFt === null ? '' : ', below the height limit'}.`,
    )
    return {
      label: 'Floor area on the footprint',
      baseFt: 0,
      topFt: storiesByArea * STORY_HEIGHT_FT,
      stories: storiesByArea,
    }
  }
  if (heightLimitFt !== null) {
    return {
      label: 'Height-limit envelope',
      baseFt: 0,
      topFt: heightLimitFt,
      stories: storiesAllowed,
    }
  }
  if (storyLimit !== null) {
    return {
      label: 'Story-limit envelope',
      baseFt: 0,
      topFt: storyLimit * STORY_HEIGHT_FT,
      stories: storyLimit,
    }
  }
  notes.push('No height, story or floor-area limit is given: the section shows the footprint only.')
  return null
}
