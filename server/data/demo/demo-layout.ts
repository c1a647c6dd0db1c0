// Where the demo city's lots stand (decision 565): in each neighbourhood, on a street grid at
// the neighbourhood's bearing, side by side along the block faces of streets named after the
// real streets nearby, each lot's front on its street. No two demo lots overlap, and none comes
// within `REAL_PARCEL_CLEARANCE_FT` of a real parcel of the shipped seed: the real lots win.
import { feetFrom, positionAt } from '#common/lot-shape.ts'
import type { Neighbourhood } from './la-places.ts'
import { realStreets, type StreetPoint } from './real-streets.ts'

/** No demo lot comes nearer a real parcel's point than this, so the real lot keeps its block. */
export const REAL_PARCEL_CLEARANCE_FT = 250
/** A street's width between the fronts of the lots facing each other across it. */
const STREET_FT = 60
/** Lots of two neighbourhoods, on two grids, keep at least this far apart. */
const NEIGHBOURHOOD_GAP_FT = 10
/** How far the city's one frame can misplace a lot (a foot east is shorter in the north). */
const CITY_FRAME_SLACK_FT = 50
/** Lot frontage along a block face before the next cross street. */
const BLOCK_FACE_FT = 600
/** How far a lot moves along its face to find room when a real parcel or another lot is in the way. */
const STEP_FT = 25
/** Streets and cross streets over the lots' own area: a neighbourhood's grid is this much larger. */
const STREET_OVERHEAD = 1.5
/** House numbers gained per foot along a street: about a hundred a block, as in Los Angeles. */
const NUMBERS_PER_FT = 0.2
/** Real street names a row looks among, nearest first, for one its neighbourhood has not used. */
const NEARBY_STREET_NAMES = 80

/** A generated lot to place: its size, and the point drawn for it in its neighbourhood's disc. */
export type LotToPlace = {
  readonly place: Neighbourhood
  readonly widthFt: number
  readonly depthFt: number
  readonly lotSf: number
  /** The drawn point, in feet east and north of the neighbourhood's centre: it orders the layout. */
  readonly drawn: readonly [number, number]
}

export type PlacedLot = {
  readonly lat: number
  readonly lon: number
  /** The street the lot faces, as an address writes it ("W 40TH ST"). */
  readonly street: string
  readonly houseNumber: number
  /** The direction of its street, degrees clockwise from north (0–180). */
  readonly bearingDeg: number
}

type Vector = readonly [number, number]
/** A lot's rectangle in feet east and north of one origin: centre, unit axes, half sizes. */
type Rectangle = {
  readonly centre: Vector
  readonly along: Vector
  readonly across: Vector
  readonly halfWidth: number
  readonly halfDepth: number
}

const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1]

/** Whether two rectangles share more than a sliver, or come nearer than -sliver (separating axis test). */
export function rectanglesOverlap(a: Rectangle, b: Rectangle, sliverFt = 0.5): boolean {
  // Called for every step of every lot near another neighbourhood's, so written without arrays.
  for (const axis of [a.along, a.across, b.along, b.across]) {
    const centreA = dot(a.centre, axis)
    const centreB = dot(b.centre, axis)
    const reachA =
      a.halfWidth * Math.abs(dot(a.along, axis)) + a.halfDepth * Math.abs(dot(a.across, axis))
    const reachB =
      b.halfWidth * Math.abs(dot(b.along, axis)) + b.halfDepth * Math.abs(dot(b.across, axis))
    const overlap =
      Math.min(centreA + reachA, centreB + reachB) - Math.max(centreA - reachA, centreB - reachB)
    if (overlap <= sliverFt) return false
  }
  return true
}

/**
 * Whether two lots, by their centres in the city's frame and the radii of the circles through
 * their corners, are too far apart for `rectanglesOverlap` to find them within
 * `NEIGHBOURHOOD_GAP_FT`: a cheap test first, that never changes the exact test's answer. On one
 * of a rectangle's own two axes the centres are at least their distance / √2 apart, and no
 * rectangle reaches further than its radius along any axis; each centre may be misplaced by the
 * city's frame.
 */
function tooFarToOverlap(a: Vector, radiusA: number, b: Vector, radiusB: number): boolean {
  const apart = Math.hypot(a[0] - b[0], a[1] - b[1]) - 2 * CITY_FRAME_SLACK_FT
  return apart > Math.SQRT2 * (radiusA + radiusB + NEIGHBOURHOOD_GAP_FT)
}

/** The distance in feet from a point to a rectangle (zero inside it). */
export function distanceToRectangle(point: Vector, rect: Rectangle): number {
  const offset: Vector = [point[0] - rect.centre[0], point[1] - rect.centre[1]]
  const outAlong = Math.max(Math.abs(dot(offset, rect.along)) - rect.halfWidth, 0)
  const outAcross = Math.max(Math.abs(dot(offset, rect.across)) - rect.halfDepth, 0)
  return Math.hypot(outAlong, outAcross)
}

/** A bearing's unit vector in feet east and north. */
function unitAt(bearingDeg: number): Vector {
  const turn = (bearingDeg * Math.PI) / 180
  return [Math.sin(turn), Math.cos(turn)]
}

/** Things in a grid of square cells, found by the cells a box touches. */
class CellIndex<T> {
  /** Keyed by a cell's column and row in one number (both stay within ±10⁶ cells). */
  private readonly cells = new Map<number, T[]>()
  private readonly cellFt: number
  constructor(cellFt: number) {
    this.cellFt = cellFt
  }
  private forEachCell(centre: Vector, reach: number, visit: (key: number) => void): void {
    const x0 = Math.floor((centre[0] - reach) / this.cellFt)
    const x1 = Math.floor((centre[0] + reach) / this.cellFt)
    const y0 = Math.floor((centre[1] - reach) / this.cellFt)
    const y1 = Math.floor((centre[1] + reach) / this.cellFt)
    for (let x = x0; x <= x1; x += 1) for (let y = y0; y <= y1; y += 1) visit(x * 4_000_000 + y)
  }
  add(centre: Vector, reach: number, item: T): void {
    this.forEachCell(centre, reach, (key) => {
      const cell = this.cells.get(key)
      if (cell) cell.push(item)
      else this.cells.set(key, [item])
    })
  }
  /** Whether any item in the cells the box touches passes `test` (an item may be seen twice). */
  someNear(centre: Vector, reach: number, test: (item: T) => boolean): boolean {
    let found = false
    this.forEachCell(centre, reach, (key) => {
      if (!found) found = this.cells.get(key)?.some(test) ?? false
    })
    return found
  }
}

/** A unit number the County left on the street's name ("NICKLAUS DR 121"); Avenue 46 is a street. */
const CARRIES_A_UNIT = /(?<!\bAVE) \d+$/

/** The street's direction, read from its name's prefix (Los Angeles's N/S streets run north–south). */
function runsNorthSouth(street: StreetPoint): boolean | null {
  const prefix = /^([NSEW]) /.exec(street.street)?.[1]
  if (prefix === undefined) return null
  return prefix === 'N' || prefix === 'S'
}

/** The compass direction in which a street's house numbers grow, from its prefix. */
function numbersGrowToward(street: StreetPoint, rowAlong: Vector): Vector {
  const prefix = /^([NSEW]) /.exec(street.street)?.[1]
  if (prefix === 'N') return [0, 1]
  if (prefix === 'S') return [0, -1]
  if (prefix === 'E') return [1, 0]
  if (prefix === 'W') return [-1, 0]
  return rowAlong
}

/**
 * Places every lot. Lots are laid neighbourhood by neighbourhood, in their drawn order across
 * the grid (south to north of the streets, then along them), so a lot drawn in a corner of its
 * neighbourhood stands in that corner of the laid-out grid.
 */
export function layOutDemoCity(lots: readonly LotToPlace[]): PlacedLot[] {
  const streets = realStreets()
  // One frame for the whole city, to keep neighbourhoods' lots apart.
  // One frame for the whole city finds what is near; distances are measured from each
  // neighbourhood's own centre, where a foot east is as long as at its lots.
  const cityOrigin = { lat: 34.05, lon: -118.35 }
  const realPoints = new CellIndex<{ lat: number; lon: number }>(REAL_PARCEL_CLEARANCE_FT)
  for (const point of streets.points) realPoints.add(feetFrom(cityOrigin, point), 0, point)
  const laid = new CellIndex<{
    rect: Rectangle
    at: { lat: number; lon: number }
    place: Neighbourhood
    /** Its centre in the city's frame and the radius of the circle through its corners. */
    inCity: Vector
    radius: number
  }>(500)
  const placed: Array<PlacedLot | undefined> = new Array(lots.length)

  const byPlace = new Map<Neighbourhood, number[]>()
  lots.forEach((lot, index) => {
    const list = byPlace.get(lot.place) ?? []
    list.push(index)
    byPlace.set(lot.place, list)
  })

  for (const [place, indexes] of byPlace) {
    const centre = { lat: place.lat, lon: place.lon }
    const placeOffset = feetFrom(cityOrigin, centre)
    // Lots face the streets that run the way most real streets here run.
    const nearby = streets.nearestStreets(centre, 40)
    const northSouth = nearby.filter((street) => runsNorthSouth(street) === true).length
    const eastWest = nearby.filter((street) => runsNorthSouth(street) === false).length
    const gridDeg = place.gridBearingDeg ?? 0
    const rowsRunNorthSouth = northSouth > eastWest
    const bearingDeg = (gridDeg + (rowsRunNorthSouth ? 0 : 90)) % 180
    const along = unitAt(bearingDeg)
    // Across the street, to the left of `along`.
    const across: Vector = [-along[1], along[0]]

    const areaSf = indexes.reduce((sum, index) => sum + lots[index]!.lotSf, 0)
    const sideFt = Math.max(Math.sqrt(areaSf * STREET_OVERHEAD), BLOCK_FACE_FT)
    const drawnOrder = [...indexes].sort(
      (a, b) => dot(lots[a]!.drawn, across) - dot(lots[b]!.drawn, across),
    )

    /**
     * Lays the neighbourhood's streets from `firstStreetV` across the grid, returning how far
     * they reach; a trial (`commit` false) only measures, so the real run can be centred.
     */
    const layPlace = (firstStreetV: number, commit: boolean): number => {
      const queue = [...drawnOrder]
      const usedNames = new Set<string>()
      let streetV = firstStreetV

      /** The nearest real street running the row's way, not yet used in this neighbourhood. */
      const nameStreet = (v: number): StreetPoint => {
        const [lon, lat] = positionAt(centre, [across[0] * v, across[1] * v])
        const unused = (count: number) =>
          streets
            .nearestStreets({ lat: lat!, lon: lon! }, count)
            .filter(
              (street) => !usedNames.has(street.street) && !CARRIES_A_UNIT.test(street.street),
            )
        let candidates = unused(NEARBY_STREET_NAMES)
        // A neighbourhood of more rows than that (the million-lot benchmark's) looks further out.
        if (candidates.length === 0) candidates = unused(usedNames.size + NEARBY_STREET_NAMES)
        const chosen =
          candidates.find((street) => runsNorthSouth(street) === rowsRunNorthSouth) ??
          candidates[0]!
        usedNames.add(chosen.street)
        return chosen
      }

      /** Lays a face's lots (fronts at `frontV`, backs toward `backSign`), returning those with no room. */
      const layFace = (
        face: number[],
        street: StreetPoint,
        frontV: number,
        backSign: 1 | -1,
        parity: 0 | 1,
      ) => {
        face.sort((a, b) => dot(lots[a]!.drawn, along) - dot(lots[b]!.drawn, along))
        const leftOver: number[] = []
        let cursor = -sideFt / 2
        const streetOffset = feetFrom(centre, street)
        const grow = numbersGrowToward(street, along)
        const sign = dot(grow, along) >= 0 ? 1 : -1
        for (const index of face) {
          const lot = lots[index]!
          let spot: Rectangle | null = null
          let u = cursor
          while (u + lot.widthFt <= sideFt / 2) {
            // A lot never straddles a cross street: it starts the next block instead.
            const block = Math.floor((u + sideFt / 2) / (BLOCK_FACE_FT + STREET_FT))
            const blockEnd = -sideFt / 2 + block * (BLOCK_FACE_FT + STREET_FT) + BLOCK_FACE_FT
            if (u + lot.widthFt > blockEnd) {
              u = blockEnd + STREET_FT
              continue
            }
            const middleU = u + lot.widthFt / 2
            const middleV = frontV + (backSign * lot.depthFt) / 2
            const local: Vector = [
              along[0] * middleU + across[0] * middleV,
              along[1] * middleU + across[1] * middleV,
            ]
            const rect: Rectangle = {
              centre: local,
              along,
              across,
              halfWidth: lot.widthFt / 2,
              halfDepth: lot.depthFt / 2,
            }
            const inCity: Vector = [placeOffset[0] + local[0], placeOffset[1] + local[1]]
            const radius = Math.hypot(rect.halfWidth, rect.halfDepth)
            const reach = radius + CITY_FRAME_SLACK_FT
            const nearReal = realPoints.someNear(
              inCity,
              reach + REAL_PARCEL_CLEARANCE_FT,
              (point) =>
                distanceToRectangle(feetFrom(centre, point), rect) < REAL_PARCEL_CLEARANCE_FT,
            )
            const overlaps = laid.someNear(
              inCity,
              reach,
              (other) =>
                other.place !== place &&
                !tooFarToOverlap(inCity, radius, other.inCity, other.radius) &&
                rectanglesOverlap(
                  { ...other.rect, centre: feetFrom(centre, other.at) },
                  rect,
                  -NEIGHBOURHOOD_GAP_FT,
                ),
            )
            if (!nearReal && !overlaps) {
              spot = rect
              break
            }
            u += STEP_FT
          }
          if (spot === null) {
            leftOver.push(index)
            continue
          }
          cursor = u + lot.widthFt
          if (!commit) continue
          const localCentre = spot.centre
          const [lon, lat] = positionAt(centre, [...localCentre])
          const spotInCity: Vector = [
            placeOffset[0] + localCentre[0],
            placeOffset[1] + localCentre[1],
          ]
          const spotRadius = Math.hypot(spot.halfWidth, spot.halfDepth)
          laid.add(spotInCity, spotRadius + CITY_FRAME_SLACK_FT, {
            rect: spot,
            at: { lat: lat!, lon: lon! },
            place,
            inCity: spotInCity,
            radius: spotRadius,
          })
          const alongFromReal = dot(
            [localCentre[0] - streetOffset[0], localCentre[1] - streetOffset[1]],
            along,
          )
          // At least 2, so that with its side's parity no lot is numbered 0.
          const rough = Math.max(
            2,
            Math.round(street.houseNumber + sign * alongFromReal * NUMBERS_PER_FT),
          )
          placed[index] = {
            lat: lat!,
            lon: lon!,
            street: street.street,
            houseNumber: rough - (rough % 2) + parity,
            bearingDeg,
          }
        }
        return leftOver
      }

      /** The next lots for a face: as many as its length holds, in drawn order. */
      const takeFace = (): number[] => {
        const face: number[] = []
        let frontage = 0
        const usable = sideFt * (BLOCK_FACE_FT / (BLOCK_FACE_FT + STREET_FT))
        while (queue.length > 0 && frontage + lots[queue[0]!]!.widthFt <= usable) {
          const index = queue.shift()!
          face.push(index)
          frontage += lots[index]!.widthFt
        }
        // A lot wider than the whole face still gets a face of its own.
        if (face.length === 0 && queue.length > 0) face.push(queue.shift()!)
        return face
      }

      let street = nameStreet(streetV)
      while (queue.length > 0) {
        // The face beyond this street, then the face before the next street, back to back.
        const farFace = takeFace()
        const nearFace = takeFace()
        const farDepth = Math.max(0, ...farFace.map((index) => lots[index]!.depthFt))
        const nearDepth = Math.max(0, ...nearFace.map((index) => lots[index]!.depthFt))
        const farLeft = layFace(farFace, street, streetV + STREET_FT / 2, 1, 0)
        const nextV = streetV + STREET_FT + farDepth + nearDepth
        const nextStreet = nameStreet(nextV)
        const nearLeft = layFace(nearFace, nextStreet, nextV - STREET_FT / 2, -1, 1)
        // Lots with no room on their face (a real parcel's block) wait for the next one.
        queue.unshift(...farLeft, ...nearLeft)
        streetV = nextV
        street = nextStreet
      }
      return streetV - firstStreetV
    }

    const reach = layPlace(-sideFt / 2, false)
    layPlace(-reach / 2, true)
  }
  return placed.map((lot) => lot!)
}
