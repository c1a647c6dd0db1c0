// A lot's edges named as the zoning code measures yards from them: the front (on the addressed
// street), the rear (opposite it), the sides, and on a corner lot the street side (the second
// street frontage). Pure plane geometry in feet (x east, y north), so it runs anywhere and is
// tested without a database (decision 311).

export type Point = readonly [number, number]

export type EdgeName = 'front' | 'rear' | 'side' | 'street_side'

export type LotEdge = {
  readonly from: Point
  readonly to: Point
  readonly lengthFt: number
  /** Unit vector out of the lot, square to the edge. */
  readonly outward: Point
  /** No neighbouring lot lies just beyond it: a street (or an alley) does. */
  readonly facesStreet: boolean
  readonly name: EdgeName
}

export type NamedEdges = {
  readonly edges: readonly LotEdge[]
  /** Two street frontages that turn a corner. */
  readonly corner: boolean
  /**
   * How the front was chosen: toward the addressed street; as the narrower street frontage when
   * the street's side is not known; or, with no edge free of neighbours, the longest edge.
   */
  readonly frontFrom: 'addressed_street' | 'narrower_frontage' | 'longest_edge'
}

/** Consecutive segments turning less than this are one lot line (a survey's small kinks). */
const STRAIGHT_DEG = 12
/** How far beyond an edge a neighbour is looked for: less than any street, more than a gap. */
const PROBE_FT = 5
/** A frontage shorter than this is a cut corner, not a second street frontage. */
const MIN_FRONTAGE_FT = 20
/** cos 45°: an edge facing within 45° of the front's way is a front-like edge; of its opposite, a rear. */
const FACING = Math.SQRT1_2

/**
 * Names the edges of `outline` (the lot's outer ring), telling street from neighbour by whether
 * a neighbouring lot (`neighbours`, outer rings) lies just beyond each edge. `towardStreet`, when
 * known, points from the lot toward its addressed street and picks the front among the frontages.
 */
export function nameLotEdges(
  outline: readonly Point[],
  neighbours: ReadonlyArray<readonly Point[]>,
  towardStreet: Point | null = null,
): NamedEdges {
  const lines = straightLines(counterClockwise(open(outline)))
  const measured = lines.map(([from, to]) => {
    const lengthFt = Math.hypot(to[0] - from[0], to[1] - from[1])
    const outward: Point = [(to[1] - from[1]) / lengthFt, -(to[0] - from[0]) / lengthFt]
    const probes = [0.25, 0.5, 0.75].map((share): Point => [
      from[0] + (to[0] - from[0]) * share + outward[0] * PROBE_FT,
      from[1] + (to[1] - from[1]) * share + outward[1] * PROBE_FT,
    ])
    const covered = probes.filter((probe) => neighbours.some((ring) => isInside(probe, ring)))
    return { from, to, lengthFt, outward, facesStreet: covered.length < 2 }
  })

  const frontages = measured.filter((edge) => edge.facesStreet && edge.lengthFt >= MIN_FRONTAGE_FT)
  const toward = towardStreet && unit(towardStreet)
  let front: (typeof measured)[number]
  let frontFrom: NamedEdges['frontFrom']
  if (toward) {
    const candidates = frontages.length > 0 ? frontages : measured
    front = maxBy(candidates, (edge) => dot(edge.outward, toward))
    frontFrom = frontages.length > 0 ? 'addressed_street' : 'longest_edge'
  } else if (frontages.length > 0) {
    front = maxBy(frontages, (edge) => -edge.lengthFt)
    frontFrom = 'narrower_frontage'
  } else {
    front = maxBy(measured, (edge) => edge.lengthFt)
    frontFrom = 'longest_edge'
  }

  const edges = measured.map((edge): LotEdge => {
    const facing = dot(edge.outward, front.outward)
    const name: EdgeName =
      edge === front
        ? 'front'
        : facing <= -FACING
          ? 'rear'
          : edge.facesStreet && edge.lengthFt >= MIN_FRONTAGE_FT && facing < FACING
            ? 'street_side'
            : 'side'
    return { ...edge, name }
  })
  return { edges, corner: edges.some((edge) => edge.name === 'street_side'), frontFrom }
}

/** The ring without its closing point. */
function open(ring: readonly Point[]): Point[] {
  const first = ring[0]
  const last = ring.at(-1)
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
  return closed ? ring.slice(0, -1) : [...ring]
}

function counterClockwise(points: Point[]): Point[] {
  let twiceArea = 0
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!
    const [x2, y2] = points[(i + 1) % points.length]!
    twiceArea += x1 * y2 - x2 * y1
  }
  return twiceArea < 0 ? points.reverse() : points
}

/** The ring's lot lines: runs of segments that keep (nearly) one direction, joined. */
function straightLines(points: Point[]): Array<[Point, Point]> {
  const segments = points
    .map((point, i): [Point, Point] => [point, points[(i + 1) % points.length]!])
    .filter(([a, b]) => Math.hypot(b[0] - a[0], b[1] - a[1]) > 0)
  const heading = ([a, b]: [Point, Point]) => Math.atan2(b[1] - a[1], b[0] - a[0])
  const turn = (s: [Point, Point], t: [Point, Point]) => {
    const degrees = Math.abs(((heading(t) - heading(s)) * 180) / Math.PI) % 360
    return Math.min(degrees, 360 - degrees)
  }
  // Start at a real corner, so no line is split where the ring happens to begin.
  const start = segments.findIndex(
    (segment, i) => turn(segments.at(i - 1)!, segment) >= STRAIGHT_DEG,
  )
  const ordered = start > 0 ? [...segments.slice(start), ...segments.slice(0, start)] : segments
  const lines: Array<[Point, Point]> = []
  for (const segment of ordered) {
    const last = lines.at(-1)
    if (last && turn(last, segment) < STRAIGHT_DEG) last[1] = segment[1]
    else lines.push([segment[0], segment[1]])
  }
  return lines
}

function isInside([x, y]: Point, ring: readonly Point[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!
    const [xj, yj] = ring[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1]

function unit([x, y]: Point): Point | null {
  const length = Math.hypot(x, y)
  return length > 0 ? [x / length, y / length] : null
}

function maxBy<T>(items: readonly T[], score: (item: T) => number): T {
  return items.reduce((best, item) => (score(item) > score(best) ? item : best))
}
