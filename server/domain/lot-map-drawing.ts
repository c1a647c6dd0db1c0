// The static map of a lot, as a drawing model: the lot's outline among its neighbours, a scale
// bar, a north arrow and the nearest major transit stop, laid out in pixels (y down). The server
// draws it as SVG for the print view and the shared page, and with the PDF's own primitives for
// the PDF, so every copy of the report shows the same map. Pure: no database, no outside service.
import polygonClipping, { type MultiPolygon } from 'polygon-clipping'
import { feetFrom, type LotShape, type Position } from '#common/lot-shape.ts'

/** What is drawn: the lot, the lots around it and the stop, in longitude/latitude. */
export type LotMapInput = {
  readonly lot: { readonly shape: LotShape; readonly approximate: boolean }
  readonly neighbours: ReadonlyArray<{ readonly shape: LotShape; readonly approximate: boolean }>
  readonly stop: {
    readonly name: string
    readonly lat: number
    readonly lon: number
    /** Straight-line miles from the lot. */
    readonly distanceMi: number
  } | null
}

export type LotMapDrawing = {
  readonly width: number
  readonly height: number
  /** SVG path data of the lot (even-odd fill), and where its label sits. */
  readonly lot: {
    readonly path: string
    readonly approximate: boolean
    readonly label: Position
  }
  readonly neighbours: ReadonlyArray<{ readonly path: string; readonly approximate: boolean }>
  readonly scaleBar: {
    readonly x: number
    readonly y: number
    readonly lengthPx: number
    readonly label: string
  }
  /** The north arrow's tip; it points up the page. */
  readonly north: { readonly x: number; readonly y: number; readonly size: number }
  /**
   * The stop: where it is when it falls on the map, else on the map's edge toward it, with the
   * direction (degrees, clockwise from up) the edge marker points.
   */
  readonly stop: {
    readonly x: number
    readonly y: number
    readonly onMap: boolean
    readonly pointing: number
    readonly label: string
  } | null
  /** Lines printed under the map. */
  readonly caption: readonly string[]
  /** The map in words, for readers who cannot see it. */
  readonly description: string
}

export const LOT_MAP_WIDTH = 640
export const LOT_MAP_HEIGHT = 400
/** The map spans at least this many feet across, so a small lot still shows its block. */
const MIN_SPAN_FT = 420
/** …and at least this many times the lot's own extent. */
const SPAN_PER_LOT = 3.5
const EDGE_INSET = 14

export const APPROXIMATE_SHAPE_LABEL = 'approximate shape'

export const LOT_MAP_COLORS = {
  lotFill: '#1f666b',
  lotStroke: '#12363a',
  neighbourFill: '#eef2f2',
  neighbourStroke: '#9aa5a6',
  ground: '#ffffff',
  text: '#1f2933',
  muted: '#4b5563',
  stop: '#8a3b12',
} as const

/** The caption's line about the nearest major stop, on every map of the lot. */
export function stopCaption(stop: LotMapInput['stop']): string {
  return stop
    ? `Nearest major transit stop: ${stop.name}, ${formatStopDistance(stop.distanceMi)} in a straight line.`
    : 'No major transit stop is on record near this lot.'
}

/** The miles to print: a tenth of a mile, or hundreds of feet under a tenth. */
export function formatStopDistance(miles: number): string {
  if (miles < 0.1) return `${Math.max(50, Math.round((miles * 5280) / 50) * 50)} ft`
  return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`
}

/** The map's span in feet along its shorter side, for a lot reaching `extentFt`. */
function spanFt(extentFt: number): number {
  return Math.max(MIN_SPAN_FT, extentFt * SPAN_PER_LOT)
}

/** How far from the lot's middle the map reaches (to its corners), in feet. */
export function lotMapReachFt(extentFt: number): number {
  const pxPerFt = Math.min(LOT_MAP_WIDTH, LOT_MAP_HEIGHT) / spanFt(extentFt)
  return Math.hypot(LOT_MAP_WIDTH, LOT_MAP_HEIGHT) / 2 / pxPerFt
}

/** A round length for the scale bar, about a quarter of the map's width. */
function scaleBarFeet(spanFt: number): number {
  const target = spanFt / 4
  const steps = [25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000]
  return steps.reduce((best, step) =>
    Math.abs(step - target) < Math.abs(best - target) ? step : best,
  )
}

export function drawLotMap(input: LotMapInput): LotMapDrawing {
  const ownBox = boxOf(input.lot.shape.coordinates.flat(2))
  const origin = { lon: (ownBox.west + ownBox.east) / 2, lat: (ownBox.south + ownBox.north) / 2 }
  const toFeet = ([lon, lat]: Position): Position => feetFrom(origin, { lat, lon })
  const lotFeet = input.lot.shape.coordinates.map((polygon) =>
    polygon.map((ring) => ring.map(toFeet)),
  )
  const lotBox = boxOf(lotFeet.flat(2))
  const extent = Math.max(lotBox.east - lotBox.west, lotBox.north - lotBox.south)
  const pxPerFt = Math.min(LOT_MAP_WIDTH, LOT_MAP_HEIGHT) / spanFt(extent)
  const halfWidthFt = LOT_MAP_WIDTH / 2 / pxPerFt
  const halfHeightFt = LOT_MAP_HEIGHT / 2 / pxPerFt
  const view: MultiPolygon = [
    [
      [
        [-halfWidthFt, -halfHeightFt],
        [halfWidthFt, -halfHeightFt],
        [halfWidthFt, halfHeightFt],
        [-halfWidthFt, halfHeightFt],
        [-halfWidthFt, -halfHeightFt],
      ],
    ],
  ]
  const toPx = ([x, y]: Position): Position => [
    round(LOT_MAP_WIDTH / 2 + x * pxPerFt),
    round(LOT_MAP_HEIGHT / 2 - y * pxPerFt),
  ]
  // Each outline is cut to the map's frame, so every renderer draws it the same way.
  const pathOf = (polygons: MultiPolygon): string | null => {
    const inside = polygonClipping.intersection(polygons, view)
    const rings = inside.flat()
    if (rings.length === 0) return null
    return rings
      .map((ring) => {
        const [first, ...rest] = ring.slice(0, -1).map(toPx)
        return `M${first!.join(' ')}${rest.map((point) => `L${point.join(' ')}`).join('')}Z`
      })
      .join('')
  }

  const lotPath = pathOf(lotFeet as MultiPolygon) ?? ''
  const neighbours = input.neighbours.flatMap(({ shape, approximate }) => {
    const path = pathOf(
      shape.coordinates.map((polygon) => polygon.map((ring) => ring.map(toFeet))) as MultiPolygon,
    )
    return path ? [{ path, approximate }] : []
  })

  const barFt = scaleBarFeet(LOT_MAP_WIDTH / pxPerFt)
  const scaleBar = {
    x: EDGE_INSET,
    y: LOT_MAP_HEIGHT - EDGE_INSET,
    lengthPx: round(barFt * pxPerFt),
    label: `${barFt.toLocaleString('en-US')} ft`,
  }
  const north = { x: LOT_MAP_WIDTH - EDGE_INSET - 8, y: EDGE_INSET, size: 26 }

  const stop = input.stop && placeStop(input.stop, toFeet, toPx, halfWidthFt, halfHeightFt)
  const lotCentre = toPx([(lotBox.west + lotBox.east) / 2, (lotBox.south + lotBox.north) / 2])

  const caption: string[] = []
  if (input.lot.approximate)
    caption.push(
      'The lot’s outline is not on record: it is drawn as an approximate shape, a rectangle of its width and depth turned to face its street.',
    )
  caption.push(stopCaption(input.stop))
  caption.push('North is up. Lots from the County’s parcel records; no street map is drawn.')

  const description = [
    `The lot${input.lot.approximate ? ` (${APPROXIMATE_SHAPE_LABEL})` : ''} among ${neighbours.length} neighbouring ${neighbours.length === 1 ? 'lot' : 'lots'}, north up, scale bar ${scaleBar.label}.`,
    input.stop
      ? `Nearest major transit stop: ${input.stop.name}, ${formatStopDistance(input.stop.distanceMi)}${stop?.onMap ? ', on the map' : `, off the map to the ${compassWord(stop?.pointing ?? 0)}`}.`
      : 'No major transit stop is on record near this lot.',
  ].join(' ')

  return {
    width: LOT_MAP_WIDTH,
    height: LOT_MAP_HEIGHT,
    lot: { path: lotPath, approximate: input.lot.approximate, label: lotCentre },
    neighbours,
    scaleBar,
    north,
    stop,
    caption,
    description,
  }
}

function placeStop(
  stop: NonNullable<LotMapInput['stop']>,
  toFeet: (position: Position) => Position,
  toPx: (position: Position) => Position,
  halfWidthFt: number,
  halfHeightFt: number,
): NonNullable<LotMapDrawing['stop']> {
  const [x, y] = toFeet([stop.lon, stop.lat])
  const label = `${stop.name}, ${formatStopDistance(stop.distanceMi)}`
  const pointing = ((((Math.atan2(x, y) * 180) / Math.PI) % 360) + 360) % 360
  const margin = 30 / ((halfWidthFt * 2) / LOT_MAP_WIDTH)
  if (Math.abs(x) <= halfWidthFt - margin && Math.abs(y) <= halfHeightFt - margin) {
    const [px, py] = toPx([x, y])
    return { x: px, y: py, onMap: true, pointing, label }
  }
  // Off the map: where the line from the lot toward the stop leaves the frame, set inside it.
  const reach = Math.min(
    x === 0 ? Infinity : (halfWidthFt - margin) / Math.abs(x),
    y === 0 ? Infinity : (halfHeightFt - margin) / Math.abs(y),
  )
  const [px, py] = toPx([x * reach, y * reach])
  return { x: px, y: py, onMap: false, pointing: round(pointing), label }
}

function compassWord(degrees: number): string {
  const words = [
    'north',
    'northeast',
    'east',
    'southeast',
    'south',
    'southwest',
    'west',
    'northwest',
  ]
  return words[Math.round(degrees / 45) % 8]!
}

function boxOf(points: readonly Position[]) {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const [x, y] of points) {
    west = Math.min(west, x)
    east = Math.max(east, x)
    south = Math.min(south, y)
    north = Math.max(north, y)
  }
  return { west, south, east, north }
}

const round = (value: number) => Math.round(value * 10) / 10
