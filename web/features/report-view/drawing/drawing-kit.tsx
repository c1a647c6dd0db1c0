// What the plan and the section share: the two sizes they are drawn at, dimension lines with
// their labels, a scale bar, and number formats. Everything is in SVG user units that match CSS
// pixels at the drawing's natural width, so text stays readable on a phone.
import type { ReactNode } from 'react'

/** `wide` for desktop and print; `narrow` for phones (about 360 px wide). */
export type DrawingSize = 'wide' | 'narrow'

export const CANVAS: Readonly<
  Record<DrawingSize, { width: number; maxHeight: number; font: number }>
> = {
  wide: { width: 560, maxHeight: 520, font: 13 },
  narrow: { width: 320, maxHeight: 400, font: 12 },
}

export function feet(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ft`
}

/** A round length (1, 2 or 5 times a power of ten) for a scale bar at least `minPx` long. */
export function scaleBarFeet(pxPerFt: number, minPx = 60): number {
  const target = minPx / pxPerFt
  const magnitude = 10 ** Math.floor(Math.log10(target))
  const steps = [1, 2, 5, 10]
  return (steps.find((step) => step * magnitude >= target) ?? 10) * magnitude
}

/** A dimension line between two points with end ticks and its label beside the middle. */
export function Dimension({
  x1,
  y1,
  x2,
  y2,
  label,
  font,
  side = 'before',
  labelAt,
}: {
  x1: number
  y1: number
  x2: number
  y2: number
  label: string
  font: number
  /** Where the label sits: before (above or left of) the line, or after it. */
  side?: 'before' | 'after'
  /**
   * Sets the label apart from a line too short to hold it: its text starts at this point
   * (vertically centred on it) instead of beside the line's middle.
   */
  labelAt?: { x: number; y: number }
}) {
  const vertical = Math.abs(x1 - x2) < Math.abs(y1 - y2)
  const tick = 4
  const midX = (x1 + x2) / 2
  const midY = (y1 + y2) / 2
  const gap = font * 0.5
  const ticks = vertical
    ? [
        [x1 - tick, y1, x1 + tick, y1],
        [x2 - tick, y2, x2 + tick, y2],
      ]
    : [
        [x1, y1 - tick, x1, y1 + tick],
        [x2, y2 - tick, x2, y2 + tick],
      ]
  return (
    <g className="stroke-gray-700" strokeWidth={1}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      {ticks.map(([ax, ay, bx, by]) => (
        <line key={`${ax}-${ay}`} x1={ax} y1={ay} x2={bx} y2={by} />
      ))}
      {labelAt ? (
        <text
          className="fill-gray-900 stroke-none"
          fontSize={font}
          x={labelAt.x}
          y={labelAt.y}
          textAnchor="start"
          dominantBaseline="middle"
        >
          {label}
        </text>
      ) : (
        <text
          className="fill-gray-900 stroke-none"
          fontSize={font}
          x={vertical ? midX + (side === 'before' ? -gap : gap) : midX}
          y={vertical ? midY : midY + (side === 'before' ? -gap : gap + font * 0.8)}
          textAnchor={vertical ? (side === 'before' ? 'end' : 'start') : 'middle'}
          dominantBaseline={vertical ? 'middle' : 'auto'}
        >
          {label}
        </text>
      )}
    </g>
  )
}

/** A scale bar of `lengthFt` at `pxPerFt`, starting at (x, y). */
export function ScaleBar({
  x,
  y,
  lengthFt,
  pxPerFt,
  font,
}: {
  x: number
  y: number
  lengthFt: number
  pxPerFt: number
  font: number
}) {
  const length = lengthFt * pxPerFt
  return (
    <g aria-hidden="true">
      <rect x={x} y={y} width={length / 2} height={4} className="fill-gray-800" />
      <rect
        x={x + length / 2}
        y={y}
        width={length / 2}
        height={4}
        className="fill-white stroke-gray-800"
      />
      <text x={x} y={y + 6 + font} fontSize={font} className="fill-gray-800">
        0
      </text>
      <text
        x={x + length}
        y={y + 6 + font}
        fontSize={font}
        textAnchor="end"
        className="fill-gray-800"
      >
        {feet(lengthFt)}
      </text>
    </g>
  )
}

/** An SVG drawing with its title and description for screen readers. */
export function Drawing({
  id,
  width,
  height,
  title,
  description,
  children,
}: {
  id: string
  width: number
  height: number
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ maxWidth: width }}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto font-sans"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  )
}
