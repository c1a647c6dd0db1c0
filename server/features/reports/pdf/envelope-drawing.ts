// The envelope drawings for the PDF: a plan (the lot from above, street at the bottom, yards and
// the buildable footprint to scale) and a section (the allowed volume against the height limit).
// Pure functions of the envelope contract in common/report/envelope.ts, like the page's SVGs.
import { createElement as h, type ReactNode } from 'react'
import { Line, Path, Rect, Svg, Text, View } from '@react-pdf/renderer'
import type { Point } from '#common/lot-edges.ts'
import type { ReportModel } from '#common/report/document-model.ts'
import { polygonsPath, type Envelope } from '#common/report/envelope.ts'
import type { Analysis } from '#engine'
import { PDF_FONTS } from '../../../lib/pdf/pdf-fonts.ts'
import { COLORS, styles } from '../../../lib/pdf/pdf-styles.ts'

const WIDTH = 245
const HEIGHT = 210
const FONT = 7.5

const feet = (value: number) => `${Math.round(value * 10) / 10} ft`
const label = { fontFamily: [...PDF_FONTS], fontSize: FONT }

export function EnvelopeDrawings({
  envelopes,
  analysis,
}: {
  envelopes: ReportModel['envelopes']
  analysis: Analysis
}): ReactNode {
  return h(
    View,
    null,
    ...envelopes.map(({ pathwayId, outcome }) =>
      h(
        View,
        { key: pathwayId, style: styles.envelope, wrap: false },
        h(Text, { style: styles.h3 }, analysis.pathways[pathwayId].name),
        outcome.ok
          ? h(
              View,
              null,
              h(
                View,
                { style: styles.drawingRow },
                h(
                  View,
                  null,
                  h(Text, { style: styles.drawingCaption }, 'Plan, street at the bottom'),
                  plan(outcome.envelope),
                ),
                h(
                  View,
                  null,
                  h(Text, { style: styles.drawingCaption }, 'Section, seen from the street'),
                  section(outcome.envelope),
                ),
              ),
              ...outcome.envelope.notes.map((note) =>
                h(Text, { key: note, style: styles.tiny }, note),
              ),
            )
          : h(Text, { style: styles.body }, outcome.reason),
      ),
    ),
  )
}

function plan(envelope: Envelope): ReactNode {
  const { lot, footprint, yards, existing } = envelope
  // Room below the street for the legend of what stands, when it is drawn.
  const legend = existing?.approximate ? 12 : 0
  const margin = { left: 34, right: 10, top: 14, bottom: 30 + legend }
  const scale = Math.min(
    (WIDTH - margin.left - margin.right) / lot.widthFt,
    (HEIGHT - margin.top - margin.bottom) / lot.depthFt,
  )
  const lotW = lot.widthFt * scale
  const lotH = lot.depthFt * scale
  const x0 = margin.left + (WIDTH - margin.left - margin.right - lotW) / 2
  const y0 = margin.top
  const front = y0 + lotH
  const place = ([x, y]: Point): Point => [x0 + x * scale, front - y * scale]
  return h(
    Svg,
    { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` },
    h(Path, {
      d: polygonsPath([[lot.outline]], place),
      fill: COLORS.accentSoft,
      stroke: COLORS.text,
      strokeWidth: 1,
    }),
    footprint
      ? h(Path, {
          d: polygonsPath(footprint.polygons, place),
          fillRule: 'evenodd',
          fill: COLORS.brand,
          stroke: COLORS.brandDark,
          strokeWidth: 1,
        })
      : null,
    footprint
      ? h(
          Text,
          {
            x: x0 + (footprint.xFt + footprint.widthFt / 2) * scale,
            y: front - (footprint.yFt + footprint.depthFt / 2) * scale + FONT / 3,
            textAnchor: 'middle',
            fill: '#ffffff',
            style: label,
          },
          footprint.caption,
        )
      : null,
    existingShape(existing, x0, front, scale),
    h(
      Text,
      { x: x0 + lotW / 2, y: front + 12, textAnchor: 'middle', style: label },
      lot.shape === 'drawn'
        ? `Lot as drawn on the County’s parcel map, ${feet(lot.widthFt)} across`
        : `Lot width ${feet(lot.widthFt)}`,
    ),
    h(
      Text,
      { x: x0 + lotW / 2, y: front + 24, textAnchor: 'middle', style: label, fill: COLORS.muted },
      `Street · front yard ${feet(yards.front.ft)} · side ${feet(yards.side.ft)} · rear ${feet(yards.rear.ft)}`,
    ),
    existing?.approximate
      ? h(
          Text,
          { x: x0 + lotW / 2, y: front + 36, textAnchor: 'middle', style: label },
          `Dashed: ${existing.caption}`,
        )
      : null,
    h(Text, { x: x0 - 4, y: y0 + lotH / 2, textAnchor: 'end', style: label }, feet(lot.depthFt)),
  )
}

/** What stands, dashed as on the page's plan (the legend names it); nothing when not known. */
function existingShape(
  existing: Envelope['existing'],
  x0: number,
  front: number,
  scale: number,
): ReactNode {
  const shape = existing?.approximate
  if (!shape) return null
  return h(Rect, {
    x: x0 + shape.xFt * scale,
    y: front - (shape.yFt + shape.depthFt) * scale,
    width: shape.widthFt * scale,
    height: shape.depthFt * scale,
    fill: '#ffffff',
    fillOpacity: 0.7,
    stroke: COLORS.text,
    strokeWidth: 0.9,
    strokeDasharray: '4 2',
  })
}

function section(envelope: Envelope): ReactNode {
  const { lot, footprint, heightLimitFt, volumes } = envelope
  const volume = volumes[0]
  const margin = { left: 34, right: 10, top: 14, bottom: 30 }
  const tallest = Math.max(heightLimitFt ?? 0, volume?.topFt ?? 0, 10)
  const scale = Math.min(
    (WIDTH - margin.left - margin.right) / lot.widthFt,
    (HEIGHT - margin.top - margin.bottom) / (tallest * 1.1),
  )
  const lotW = lot.widthFt * scale
  const x0 = margin.left + (WIDTH - margin.left - margin.right - lotW) / 2
  const ground = HEIGHT - margin.bottom
  const children: ReactNode[] = [
    h(Line, {
      key: 'ground',
      x1: margin.left - 6,
      y1: ground,
      x2: WIDTH - margin.right,
      y2: ground,
      stroke: COLORS.text,
      strokeWidth: 1.2,
    }),
  ]
  if (footprint && volume) {
    const top = ground - volume.topFt * scale
    children.push(
      h(Rect, {
        key: 'volume',
        x: x0 + footprint.xFt * scale,
        y: top,
        width: footprint.widthFt * scale,
        height: volume.topFt * scale,
        fill: COLORS.brandSoft,
        stroke: COLORS.brand,
        strokeWidth: 1,
      }),
      h(
        Text,
        {
          key: 'volume-label',
          x: x0 + lotW / 2,
          y: ground + 12,
          textAnchor: 'middle',
          style: label,
        },
        `${volume.label}${volume.stories === null ? '' : `, ${volume.stories} ${volume.stories === 1 ? 'story' : 'stories'}`}`,
      ),
    )
    for (let story = 1; volume.stories !== null && story < volume.stories; story += 1) {
      const y = ground - (volume.topFt / volume.stories) * story * scale
      children.push(
        h(Line, {
          key: `story-${story}`,
          x1: x0 + footprint.xFt * scale,
          y1: y,
          x2: x0 + (footprint.xFt + footprint.widthFt) * scale,
          y2: y,
          stroke: COLORS.brandLine,
          strokeWidth: 0.6,
        }),
      )
    }
  }
  if (heightLimitFt !== null) {
    const y = ground - heightLimitFt * scale
    children.push(
      h(Line, {
        key: 'limit',
        x1: x0,
        y1: y,
        x2: x0 + lotW,
        y2: y,
        stroke: COLORS.conditional,
        strokeWidth: 0.9,
        strokeDasharray: '4 3',
      }),
      h(
        Text,
        { key: 'limit-label', x: x0 - 4, y: y + FONT / 3, textAnchor: 'end', style: label },
        feet(heightLimitFt),
      ),
    )
  }
  children.push(
    h(
      Text,
      {
        key: 'lot',
        x: x0 + lotW / 2,
        y: ground + 24,
        textAnchor: 'middle',
        style: label,
        fill: COLORS.muted,
      },
      heightLimitFt === null
        ? `Lot width ${feet(lot.widthFt)} · no height limit given`
        : `Lot width ${feet(lot.widthFt)} · height limit dashed`,
    ),
  )
  return h(Svg, { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}` }, ...children)
}
