// The plan: the lot seen from above, the street at the bottom, the yards shaded and the buildable
// footprint drawn to scale, with its dimensions. A pure function of the envelope contract.
import type { Point } from '#common/lot-edges.ts'
import { polygonsPath, type Envelope } from '#common/report/envelope.ts'
import {
  CANVAS,
  Dimension,
  Drawing,
  feet,
  ScaleBar,
  scaleBarFeet,
  type DrawingSize,
} from './drawing-kit.tsx'

export function PlanSvg({
  envelope,
  size,
  id,
}: {
  envelope: Envelope
  size: DrawingSize
  id: string
}) {
  const { width: canvasWidth, maxHeight, font } = CANVAS[size]
  const { lot, yards, footprint, existing } = envelope
  // Room below the street for the legend of what stands, when it is drawn.
  const legend = existing?.approximate ? font * 1.6 : 0
  // The yards are dimensioned in a column right of the lot, clear of the lot lines and the
  // footprint (inside the lot their labels crossed both on a phone); beyond the side street's
  // label when the side street is on the right.
  const streetOnRight = sideStreetOnRight(lot)
  const chainGap = font * (streetOnRight ? 3.4 : 0.8)
  const margin = {
    left: font * 5.5,
    right: chainGap + font * 6.2,
    // Below the scale bar's figures, so "Rear lot line" never meets them whatever the lot's width.
    top: font * 4,
    bottom: font * 6 + legend,
  }
  const pxPerFt = Math.min(
    (canvasWidth - margin.left - margin.right) / lot.widthFt,
    (maxHeight - margin.top - margin.bottom) / lot.depthFt,
  )
  const lotW = lot.widthFt * pxPerFt
  const lotH = lot.depthFt * pxPerFt
  const x0 = margin.left + (canvasWidth - margin.left - margin.right - lotW) / 2
  const y0 = margin.top
  const front = y0 + lotH
  const height = margin.top + lotH + margin.bottom
  const place = ([x, y]: Point): Point => [x0 + x * pxPerFt, front - y * pxPerFt]
  const fp = footprint && {
    x: x0 + footprint.xFt * pxPerFt,
    y: front - (footprint.yFt + footprint.depthFt) * pxPerFt,
    w: footprint.widthFt * pxPerFt,
    h: footprint.depthFt * pxPerFt,
  }
  const drawn = lot.shape === 'drawn'
  const frontLine = frontEdge(lot)
  // Yard dimensions and the caption sit on the footprint's box: on a lot whose footprint is far
  // from a rectangle (an L), the box's middle can fall outside it, so they are left to the table.
  const boxy =
    footprint !== null && footprint.areaSf >= 0.85 * footprint.widthFt * footprint.depthFt
  const sideStreet = sideStreetLine(lot, place, font)
  const chainX = x0 + lotW + chainGap
  const chainLabelX = chainX + font * 0.5
  const barFt = scaleBarFeet(pxPerFt)
  const labelFits = fp !== null && boxy && fp.w > font * 9 && fp.h > font * 3
  const standing = existing?.approximate && {
    x: x0 + existing.approximate.xFt * pxPerFt,
    y: front - (existing.approximate.yFt + existing.approximate.depthFt) * pxPerFt,
    w: existing.approximate.widthFt * pxPerFt,
    h: existing.approximate.depthFt * pxPerFt,
  }

  return (
    <Drawing
      id={id}
      width={canvasWidth}
      height={height}
      title={`Plan of ${envelope.pathwayName}`}
      description={planDescription(envelope)}
    >
      <path
        d={polygonsPath([[lot.outline]], place)}
        className="fill-accent-100 stroke-gray-900"
        strokeWidth={1.5}
      />
      {footprint && (
        <path
          d={polygonsPath(footprint.polygons, place)}
          fillRule="evenodd"
          className="fill-brand-600 stroke-brand-900"
          strokeWidth={1.5}
        />
      )}
      {labelFits && fp && (
        <text
          x={fp.x + fp.w / 2}
          y={fp.y + fp.h / 2}
          fontSize={font}
          textAnchor="middle"
          dominantBaseline="middle"
          className="fill-white font-semibold"
        >
          {footprint?.caption}
        </text>
      )}
      {/* What stands, dashed: its size is recorded, its shape and place are not. */}
      {existing && standing && (
        <>
          <rect
            x={standing.x}
            y={standing.y}
            width={standing.w}
            height={standing.h}
            className="fill-white/70 stroke-gray-900"
            strokeWidth={1.5}
            strokeDasharray="5 3"
          />
        </>
      )}
      {/* The street, along the front lot line. */}
      <line
        x1={x0 - font}
        y1={front + font * 3.6}
        x2={x0 + lotW + font}
        y2={front + font * 3.6}
        className="stroke-gray-500"
        strokeDasharray="6 4"
      />
      <text
        x={x0 + lotW / 2}
        y={front + font * 4.9}
        fontSize={font}
        textAnchor="middle"
        className="fill-gray-700"
      >
        Street (front)
      </text>
      {existing && standing && (
        <text
          x={x0 + lotW / 2}
          y={front + font * 6.6}
          fontSize={font}
          textAnchor="middle"
          className="fill-gray-700"
        >
          Dashed: {existing.caption}
        </text>
      )}
      <Dimension
        x1={x0 + frontLine.fromFt * pxPerFt}
        y1={front + font * 1.2}
        x2={x0 + frontLine.toFt * pxPerFt}
        y2={front + font * 1.2}
        label={`${drawn ? 'Front lot line' : 'Lot width'} ${feet(frontLine.toFt - frontLine.fromFt)}`}
        font={font}
        side="after"
      />
      <Dimension
        x1={x0 - font * 0.8}
        y1={y0}
        x2={x0 - font * 0.8}
        y2={front}
        label={feet(lot.depthFt)}
        font={font}
      />
      {sideStreet && (
        <>
          <line {...sideStreet.line} className="stroke-gray-500" strokeDasharray="6 4" />
          <text {...sideStreet.label} fontSize={font} textAnchor="middle" className="fill-gray-700">
            Side street
          </text>
        </>
      )}
      {fp && boxy && yards.front.ft > 0 && (
        <Dimension
          x1={chainX}
          y1={fp.y + fp.h}
          x2={chainX}
          y2={front}
          label={`${feet(yards.front.ft)} front`}
          font={font}
          side="after"
        />
      )}
      {fp && boxy && yards.rear.ft > 0 && (
        <Dimension
          x1={chainX}
          y1={y0}
          x2={chainX}
          y2={fp.y}
          label={`${feet(yards.rear.ft)} rear`}
          font={font}
          side="after"
        />
      )}
      {/* The side yard is measured across it, and named in the column with the others. */}
      {fp && !drawn && yards.side.ft > 0 && (
        <Dimension
          x1={x0 + lotW - yards.side.ft * pxPerFt}
          y1={fp.y + fp.h / 2}
          x2={x0 + lotW}
          y2={fp.y + fp.h / 2}
          label={`${feet(yards.side.ft)} side`}
          font={font}
          labelAt={{ x: chainLabelX, y: fp.y + fp.h / 2 }}
        />
      )}
      <text
        x={x0 + lotW / 2}
        y={y0 - font * 0.6}
        fontSize={font}
        textAnchor="middle"
        className="fill-gray-700"
      >
        Rear lot line
      </text>
      <ScaleBar x={font * 0.5} y={font * 0.6} lengthFt={barFt} pxPerFt={pxPerFt} font={font} />
    </Drawing>
  )
}

/**
 * A corner lot's second street: a dashed line just outside its lot line and a label beside it,
 * turned along it, in the drawing's pixels; null on a lot with one street.
 */
function sideStreetLine(
  lot: Envelope['lot'],
  place: (point: Point) => Point,
  font: number,
): {
  line: { x1: number; y1: number; x2: number; y2: number }
  label: { x: number; y: number; transform: string }
} | null {
  const i = lot.edgeNames.indexOf('street_side')
  if (i < 0) return null
  const [x1, y1] = place(lot.outline[i]!)
  const [x2, y2] = place(lot.outline[(i + 1) % lot.outline.length]!)
  const length = Math.hypot(x2 - x1, y2 - y1)
  // Drawn with y growing downward, the counter-clockwise outline turns clockwise: its outside
  // is to the right of each edge's direction.
  const [nx, ny] = [-(y2 - y1) / length, (x2 - x1) / length]
  const off = (d: number) => ({ x: nx * d, y: ny * d })
  const near = off(font * 1.2)
  const far = off(font * 2.2)
  let angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  if (angle > 90) angle -= 180
  if (angle < -90) angle += 180
  const x = (x1 + x2) / 2 + far.x
  const y = (y1 + y2) / 2 + far.y
  return {
    line: { x1: x1 + near.x, y1: y1 + near.y, x2: x2 + near.x, y2: y2 + near.y },
    label: { x, y, transform: `rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})` },
  }
}

/** Whether a corner lot's second street runs along its right side as drawn. */
function sideStreetOnRight(lot: Envelope['lot']): boolean {
  const i = lot.edgeNames.indexOf('street_side')
  const a = lot.outline[i]
  const b = lot.outline[(i + 1) % lot.outline.length]
  return a !== undefined && b !== undefined && (a[0] + b[0]) / 2 > lot.widthFt / 2
}

/** Where the front lot line runs along the street, in feet from the plan's left edge. */
function frontEdge(lot: Envelope['lot']): { fromFt: number; toFt: number } {
  const i = lot.edgeNames.indexOf('front')
  const a = lot.outline[i]
  const b = lot.outline[(i + 1) % lot.outline.length]
  if (!a || !b) return { fromFt: 0, toFt: lot.widthFt }
  return { fromFt: Math.min(a[0], b[0]), toFt: Math.max(a[0], b[0]) }
}

/** The plan in words, for readers who cannot see it. */
function planDescription({ lot, yards, footprint, existing }: Envelope): string {
  const footprintText = footprint
    ? `${footprint.name}: ${Math.round(footprint.areaSf).toLocaleString('en-US')} sq ft, within ${feet(footprint.widthFt)} across and ${feet(footprint.depthFt)} deep.`
    : 'The yards leave no buildable footprint.'
  const lotText =
    lot.shape === 'drawn'
      ? `The lot as drawn on the County’s parcel map, ${lot.outline.length} lot lines, ${feet(lot.widthFt)} across and ${feet(lot.depthFt)} deep at most`
      : `A lot ${feet(lot.widthFt)} wide along the street and ${feet(lot.depthFt)} deep`
  const existingText = existing?.approximate
    ? ` ${existing.caption}: about ${Math.round(existing.approximate.areaSf).toLocaleString('en-US')} sq ft on the ground, drawn dashed behind the front yard.`
    : ''
  return `${lotText}, with a ${feet(yards.front.ft)} front yard, ${feet(yards.side.ft)} side yards and a ${feet(yards.rear.ft)} rear yard. ${footprintText}${existingText}`
}
