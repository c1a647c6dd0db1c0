// The buildable envelope as data: the lot, its yards, the footprint they leave, and the volume
// the height and floor-area limits allow, in feet, all from the engine's figures. The report page,
// its print view and the PDF draw from this one contract, so they always show the same thing.
// It is built where the report's derivation is made (./build-envelope.ts); the drawings read
// only this module, which brings no geometry library or engine code to the page.
import type { EdgeName, Point } from '../lot-edges.ts'
import type { PathwayId } from '#engine'

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
  /**
   * The lot: its width along the street and depth away from it (of its outline's extent, for a
   * drawn lot), and its outline in feet with each edge named (`LotPlan`).
   */
  readonly lot: {
    readonly widthFt: number
    readonly depthFt: number
    readonly areaSf: number
    /**
     * `drawn`: the outline on the County's parcel map; a rectangle otherwise: `recorded`, both
     * sides known; `derived`, one side from the area; `assumed`, a square of the area.
     */
    readonly shape: 'drawn' | 'recorded' | 'derived' | 'assumed'
    readonly outline: readonly Point[]
    readonly edgeNames: readonly EdgeName[]
  }
  readonly yards: { readonly front: Yard; readonly side: Yard; readonly rear: Yard }
  /**
   * The buildable footprint: the lot less its yards, as polygons (rings in the lot's feet) and
   * the box around them, measured from the left and the front (street) lot line. For ADUs it is
   * where a detached ADU may stand, not the ADU's size, and `name` says so.
   */
  readonly footprint:
    | ({
        readonly name: string
        /** What the drawing prints inside it: its area, or what it is when the area would mislead. */
        readonly caption: string
        readonly polygons: ReadonlyArray<ReadonlyArray<readonly Point[]>>
      } & PlanRect)
    | null
  /** What stands on the lot and what the pathway does with it; null when nothing stands. */
  readonly existing: EnvelopeExisting | null
  readonly heightLimitFt: number | null
  readonly heightOrigin: FigureOrigin
  readonly floorAreaSf: number | null
  readonly volumes: readonly EnvelopeVolume[]
  /** What the drawing assumed or borrowed, in words, to print beside it. */
  readonly notes: readonly string[]
}

/** A rectangle on the plan, in feet from the left and the front (street) lot line, and its area. */
export type PlanRect = {
  readonly xFt: number
  readonly yFt: number
  readonly widthFt: number
  readonly depthFt: number
  readonly areaSf: number
}

export type EnvelopeExisting = {
  /** The pathway keeps what stands (true), demolishes it (false), or nobody knows what stands. */
  readonly kept: boolean | null
  /** What the drawing prints on it: "Existing, kept (approx.)". */
  readonly caption: string
  /**
   * An approximate footprint: a rectangle of the buildings' floor area over their stories,
   * drawn behind the front yard, since the records give neither their shape nor their place;
   * null when their floor area is not known, and then nothing is drawn.
   */
  readonly approximate: PlanRect | null
}

export type EnvelopeOutcome =
  | { readonly ok: true; readonly envelope: Envelope }
  | { readonly ok: false; readonly reason: string }

/** An SVG path of polygons, each point placed by `place` (shared by the page's and the PDF's plan). */
export function polygonsPath(
  polygons: ReadonlyArray<ReadonlyArray<readonly Point[]>>,
  place: (point: Point) => Point,
): string {
  return polygons
    .flatMap((rings) =>
      rings.map(
        (ring) =>
          `${ring
            .map(
              (point, i) =>
                `${i === 0 ? 'M' : 'L'}${place(point)
                  .map((n) => n.toFixed(1))
                  .join(' ')}`,
            )
            .join(' ')} Z`,
      ),
    )
    .join(' ')
}
