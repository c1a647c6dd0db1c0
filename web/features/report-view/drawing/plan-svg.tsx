// The plan: the lot seen from above, the street at the bottom, the yards shaded and the buildable
// footprint drawn to scale, with its dimensions. A pure function of the envelope contract.
import type { Envelope } from '#common/report/envelope.ts'
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
  const { lot, yards, footprint } = envelope
  const margin = { left: font * 5.5, right: font * 1.5, top: font * 3.2, bottom: font * 6 }
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
  const fp = footprint && {
    x: x0 + footprint.xFt * pxPerFt,
    y: front - (footprint.yFt + footprint.depthFt) * pxPerFt,
    w: footprint.widthFt * pxPerFt,
    h: footprint.depthFt * pxPerFt,
  }
  const barFt = scaleBarFeet(pxPerFt)
  const labelFits = fp !== null && fp.w > font * 9 && fp.h > font * 3

  return (
    <Drawing
      id={id}
      width={canvasWidth}
      height={height}
      title={`Plan of ${envelope.pathwayName}`}
      description={planDescription(envelope)}
    >
      <rect
        x={x0}
        y={y0}
        width={lotW}
        height={lotH}
        className="fill-accent-100 stroke-gray-900"
        strokeWidth={1.5}
      />
      {fp && (
        <rect
          x={fp.x}
          y={fp.y}
          width={fp.w}
          height={fp.h}
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
      <Dimension
        x1={x0}
        y1={front + font * 1.2}
        x2={x0 + lotW}
        y2={front + font * 1.2}
        label={`Lot width ${feet(lot.widthFt)}`}
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
      {fp && yards.front.ft > 0 && (
        <Dimension
          x1={fp.x + fp.w * 0.75}
          y1={fp.y + fp.h}
          x2={fp.x + fp.w * 0.75}
          y2={front}
          label={`${feet(yards.front.ft)} front`}
          font={font}
          side="after"
        />
      )}
      {fp && yards.rear.ft > 0 && (
        <Dimension
          x1={fp.x + fp.w * 0.75}
          y1={y0}
          x2={fp.x + fp.w * 0.75}
          y2={fp.y}
          label={`${feet(yards.rear.ft)} rear`}
          font={font}
          side="after"
        />
      )}
      {fp && yards.side.ft > 0 && (
        <Dimension
          x1={x0 + lotW - yards.side.ft * pxPerFt}
          y1={fp.y + fp.h / 2}
          x2={x0 + lotW}
          y2={fp.y + fp.h / 2}
          label={feet(yards.side.ft)}
          font={font}
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

/** The plan in words, for readers who cannot see it. */
function planDescription({ lot, yards, footprint }: Envelope): string {
  const footprintText = footprint
    ? `${footprint.name}: ${feet(footprint.widthFt)} wide and ${feet(footprint.depthFt)} deep (${Math.round(footprint.areaSf).toLocaleString('en-US')} sq ft).`
    : 'The yards leave no buildable footprint.'
  return `A lot ${feet(lot.widthFt)} wide along the street and ${feet(lot.depthFt)} deep, with a ${feet(yards.front.ft)} front yard, ${feet(yards.side.ft)} side yards and a ${feet(yards.rear.ft)} rear yard. ${footprintText}`
}
