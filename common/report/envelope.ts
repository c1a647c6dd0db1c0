// The buildable envelope as data: the lot, its yards, the footprint they leave, and the volume
// the height and floor-area limits allow, in feet, all from the engine's figures. The report page,
// its print view and the PDF draw from this one contract, so they always show the same thing.
import {
  LA_DETACHED_ADU_MAX_SF,
  formatNumber,
  type Analysis,
  type ParcelFacts,
  type PathwayId,
  type PathwayResult,
} from '#engine'

/**
 * Floor-to-floor height used to draw stories when the law gives a height but no story count.
 * A drawing convention (docs/decisions/142-envelope-drawn-from-the-engines-figures.md), not a rule.
 */
export const STORY_HEIGHT_FT = 10

/** Where a drawn figure comes from. */
export type FigureOrigin = 'pathway' | 'base_zoning' | 'none'

export type Yard = { readonly ft: number; readonly origin: FigureOrigin }

export type EnvelopeVolume = {
  readonly label: string
  readonly baseFt: number
  readonly topFt: number
  readonly stories: number | null
}

export type Envelope = {
  readonly pathwayId: PathwayId
  readonly pathwayName: string
  /** The lot as a rectangle: width along the street, depth away from it. */
  readonly lot: {
    readonly widthFt: number
    readonly depthFt: number
    readonly areaSf: number
    /** `recorded`: both sides known; `derived`: one side from the area; `assumed`: a square. */
    readonly shape: 'recorded' | 'derived' | 'assumed'
  }
  readonly yards: { readonly front: Yard; readonly side: Yard; readonly rear: Yard }
  /**
   * The buildable footprint, measured from the left side and the front (street) lot line. For
   * ADUs it is where a detached ADU may stand, not the ADU's size, and `name` says so.
   */
  readonly footprint: {
    readonly name: string
    /** What the drawing prints inside it: its area, or what it is when the area would mislead. */
    readonly caption: string
    readonly xFt: number
    readonly yFt: number
    readonly widthFt: number
    readonly depthFt: number
    readonly areaSf: number
  } | null
  readonly heightLimitFt: number | null
  readonly heightOrigin: FigureOrigin
  readonly floorAreaSf: number | null
  readonly volumes: readonly EnvelopeVolume[]
  /** What the drawing assumed or borrowed, in words, to print beside it. */
  readonly notes: readonly string[]
}

export type EnvelopeOutcome =
  | { readonly ok: true; readonly envelope: Envelope }
  | { readonly ok: false; readonly reason: string }

const EPSILON = 1e-9

/** "front, side or rear". */
function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

function lotOf(facts: ParcelFacts): Envelope['lot'] | null {
  const { lotSf, lotWidthFt: width, lotDepthFt: depth } = facts
  if (width !== undefined && depth !== undefined)
    return { widthFt: width, depthFt: depth, areaSf: lotSf ?? width * depth, shape: 'recorded' }
  if (lotSf === undefined) return null
  if (width !== undefined)
    return { widthFt: width, depthFt: lotSf / width, areaSf: lotSf, shape: 'derived' }
  if (depth !== undefined)
    return { widthFt: lotSf / depth, depthFt: depth, areaSf: lotSf, shape: 'derived' }
  const side = Math.sqrt(lotSf)
  return { widthFt: side, depthFt: side, areaSf: lotSf, shape: 'assumed' }
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
  pathwayId: PathwayId,
): EnvelopeOutcome {
  const pathway = analysis.pathways[pathwayId]
  const base = analysis.pathways.la_base_zoning
  if (pathway.eligible === false)
    return {
      ok: false,
      reason: `${pathway.name} is not available on this lot, so it has no envelope.`,
    }
  const lot = lotOf(facts)
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

  const footprintWidth = lot.widthFt - 2 * yards.side.ft
  const footprintDepth = lot.depthFt - yards.front.ft - yards.rear.ft
  const footprintSf = footprintWidth * footprintDepth
  const isAdu = pathwayId === 'adu'
  const footprint =
    footprintWidth > EPSILON && footprintDepth > EPSILON
      ? {
          name: isAdu ? 'Where a detached ADU may stand' : 'Buildable footprint',
          caption: isAdu ? 'ADU area' : `${Math.round(footprintSf).toLocaleString('en-US')} sq ft`,
          xFt: yards.side.ft,
          yFt: yards.front.ft,
          widthFt: footprintWidth,
          depthFt: footprintDepth,
          areaSf: footprintSf,
        }
      : null
  if (!footprint) notes.push('The yards leave no buildable footprint on a lot of this size.')
  else if (isAdu)
    notes.push(
      `The shaded area is where a detached ADU may stand, not its size: Los Angeles caps a detached ADU at ${formatNumber(LA_DETACHED_ADU_MAX_SF)} sq ft.`,
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
      heightLimitFt,
      heightOrigin,
      floorAreaSf,
      volumes: volume ? [volume] : [],
      notes,
    },
  }
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
