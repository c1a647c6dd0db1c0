// The lot map in the PDF: the same drawing model as the print view's SVG (common/lot-map.ts),
// drawn with the PDF's own vector primitives, scaled to the text width.
import { createElement as h, type ReactNode } from 'react'
import { Circle, G, Path, Rect, Svg, Text, View } from '@react-pdf/renderer'
import { APPROXIMATE_SHAPE_LABEL, LOT_MAP_COLORS as C } from '../../../domain/lot-map-drawing.ts'
import { PDF_FONTS } from '../../../lib/pdf/pdf-fonts.ts'
import { pdfSection, type PdfSectionContext } from './pdf-section.ts'
import { styles } from '../../../lib/pdf/pdf-styles.ts'

/** Letter paper less the page's side margins, in points. */
const PRINT_WIDTH = 516

export function lotMapSection({ report }: PdfSectionContext): ReactNode {
  const map = report.map
  if (!map) return null
  const scale = PRINT_WIDTH / map.width
  const label = (size: number, bold = false) => ({
    fontFamily: [...PDF_FONTS],
    fontSize: size,
    fontWeight: bold ? 700 : 400,
  })
  const { lot, stop, scaleBar, north } = map
  return pdfSection(
    'Where the lot is',
    h(
      View,
      { wrap: false },
      h(
        Svg,
        {
          width: PRINT_WIDTH,
          height: map.height * scale,
          viewBox: `0 0 ${map.width} ${map.height}`,
        },
        h(Rect, {
          x: 0,
          y: 0,
          width: map.width,
          height: map.height,
          fill: C.ground,
          stroke: C.neighbourStroke,
          strokeWidth: 1,
        }),
        ...map.neighbours.map((neighbour, index) =>
          h(Path, {
            key: `n${index}`,
            d: neighbour.path,
            fill: C.neighbourFill,
            stroke: C.neighbourStroke,
            strokeWidth: 0.8,
            fillRule: 'evenodd',
            strokeDasharray: neighbour.approximate ? '3 2' : undefined,
          }),
        ),
        h(Path, {
          d: lot.path,
          fill: C.lotFill,
          fillOpacity: 0.85,
          stroke: C.lotStroke,
          strokeWidth: 2,
          fillRule: 'evenodd',
          strokeDasharray: lot.approximate ? '6 3' : undefined,
        }),
        h(
          Text,
          {
            x: lot.label[0],
            y: lot.label[1] - (lot.approximate ? 4 : -4),
            textAnchor: 'middle',
            fill: C.text,
            style: label(13, true),
          },
          'This lot',
        ),
        lot.approximate
          ? h(
              Text,
              {
                x: lot.label[0],
                y: lot.label[1] + 12,
                textAnchor: 'middle',
                fill: C.text,
                style: label(11),
              },
              APPROXIMATE_SHAPE_LABEL,
            )
          : null,
        stop
          ? stop.onMap
            ? h(Circle, { cx: stop.x, cy: stop.y, r: 6, fill: C.stop, stroke: '#ffffff' })
            : h(
                G,
                { transform: `translate(${stop.x} ${stop.y}) rotate(${stop.pointing})` },
                h(Path, { d: 'M0 -9L7 7L0 3L-7 7Z', fill: C.stop }),
              )
          : null,
        stop
          ? h(
              Text,
              {
                x: stop.x,
                y: stop.y + (stop.y > map.height / 2 ? -14 : 22),
                textAnchor:
                  stop.x < map.width * 0.3 ? 'start' : stop.x > map.width * 0.7 ? 'end' : 'middle',
                fill: C.stop,
                style: label(11, true),
              },
              `${stop.onMap ? '' : 'Toward '}${stop.label}`,
            )
          : null,
        h(Rect, {
          x: scaleBar.x,
          y: scaleBar.y - 4,
          width: scaleBar.lengthPx,
          height: 4,
          fill: C.text,
        }),
        h(
          Text,
          { x: scaleBar.x, y: scaleBar.y - 9, fill: C.text, style: label(11) },
          scaleBar.label,
        ),
        h(Path, {
          d: `M${north.x} ${north.y}L${north.x + 7} ${north.y + north.size}L${north.x} ${north.y + north.size - 6}L${north.x - 7} ${north.y + north.size}Z`,
          fill: C.text,
        }),
        h(
          Text,
          {
            x: north.x,
            y: north.y + north.size + 13,
            textAnchor: 'middle',
            fill: C.text,
            style: label(12, true),
          },
          'N',
        ),
      ),
      ...map.caption.map((line) => h(Text, { key: line, style: styles.tiny }, line)),
    ),
  )
}
