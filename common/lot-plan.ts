// A lot as its envelope is drawn and its yards are measured: the outline in feet, turned so that
// the front lot line (on the addressed street) runs along the bottom, with each edge named front,
// side, street side or rear (./lot-edges.ts). Built on the server from the lot's recorded outline
// and its neighbours, and stored with the report's inputs, so every output draws the same lot.
import { nameLotEdges, type EdgeName, type NamedEdges, type Point } from './lot-edges.ts'
import { feetFrom, type LotShape } from './lot-shape.ts'

export type LotPlan = {
  /**
   * The outline's corners in feet, counter-clockwise: x along the street (left to right as seen
   * from it), y away from it, the lot touching both axes. Lot lines that run nearly straight
   * through a survey's small kinks are one edge.
   */
  readonly outline: readonly Point[]
  /** The name of the edge from `outline[i]` to the next corner. */
  readonly edgeNames: readonly EdgeName[]
  /** Two street frontages that turn a corner. */
  readonly corner: boolean
  readonly frontFrom: NamedEdges['frontFrom']
}

/** Where the lot stands: its centre, and the centres of lots across its addressed street. */
export type StreetSide = {
  readonly centre: { lat: number; lon: number }
  /** Lots with the same street in their address on the far side of it, when any are known. */
  readonly across: ReadonlyArray<{ lat: number; lon: number }>
}

/**
 * The plan of a lot from its recorded outline (its largest polygon's outer ring) and the outlines
 * of the lots around it, which tell lot lines shared with a neighbour from those on a street.
 */
export function planLot(
  shape: LotShape,
  neighbours: readonly LotShape[],
  { centre, across }: StreetSide,
): LotPlan | null {
  const ring = (polygons: LotShape) => largestRing(polygons)?.map((p) => toFeet(centre, p)) ?? []
  const outline = ring(shape)
  if (outline.length < 4) return null
  const towardStreet = meanDirection(across.map((point) => feetFrom(centre, point)))
  const named = nameLotEdges(
    outline,
    neighbours.map(ring).filter((points) => points.length >= 4),
    towardStreet,
  )
  const front = named.edges.find((edge) => edge.name === 'front')
  if (!front) return null
  // Turn the plan so the front's outward direction points down (toward y < 0).
  const angle = Math.atan2(-1, 0) - Math.atan2(front.outward[1], front.outward[0])
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const turned = named.edges.map(({ from: [x, y] }): Point => [
    x * cos - y * sin,
    x * sin + y * cos,
  ])
  const minX = Math.min(...turned.map(([x]) => x))
  const minY = Math.min(...turned.map(([, y]) => y))
  return {
    outline: turned.map(([x, y]): Point => [round(x - minX), round(y - minY)]),
    edgeNames: named.edges.map((edge) => edge.name),
    corner: named.corner,
    frontFrom: named.frontFrom,
  }
}

/** A rectangle of the lot's width (along the street) and depth, for a lot with no outline. */
export function rectangularPlan(widthFt: number, depthFt: number): LotPlan {
  return {
    outline: [
      [0, 0],
      [widthFt, 0],
      [widthFt, depthFt],
      [0, depthFt],
    ],
    edgeNames: ['front', 'side', 'rear', 'side'],
    corner: false,
    frontFrom: 'addressed_street',
  }
}

function largestRing(shape: LotShape): ReadonlyArray<readonly [number, number]> | null {
  let best: ReadonlyArray<readonly [number, number]> | null = null
  let bestArea = 0
  for (const [outer] of shape.coordinates) {
    if (!outer) continue
    let twice = 0
    for (let i = 0; i + 1 < outer.length; i += 1)
      twice += outer[i]![0] * outer[i + 1]![1] - outer[i + 1]![0] * outer[i]![1]
    if (Math.abs(twice) > bestArea) {
      bestArea = Math.abs(twice)
      best = outer
    }
  }
  return best
}

function toFeet(
  centre: { lat: number; lon: number },
  [lon, lat]: readonly [number, number],
): Point {
  return feetFrom(centre, { lat, lon })
}

function meanDirection(points: readonly Point[]): Point | null {
  if (points.length === 0) return null
  const x = points.reduce((sum, [px]) => sum + px, 0) / points.length
  const y = points.reduce((sum, [, py]) => sum + py, 0) / points.length
  return Math.hypot(x, y) > 0 ? [x, y] : null
}

/** To a tenth of a foot: the County's lines are no finer. */
function round(feet: number): number {
  return Math.round(feet * 10) / 10
}
