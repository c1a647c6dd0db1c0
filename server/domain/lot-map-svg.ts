// The lot map as a standalone SVG document, for the print view and the shared page.
import {
  APPROXIMATE_SHAPE_LABEL,
  LOT_MAP_COLORS as C,
  type LotMapDrawing,
} from './lot-map-drawing.ts'

const FONT = 'Public Sans, Helvetica, Arial, sans-serif'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function lotMapSvg(map: LotMapDrawing): string {
  const { width, height, lot, neighbours, scaleBar, north, stop } = map
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="lot-map-title lot-map-desc" font-family="${FONT}">`,
    `<title id="lot-map-title">Map of the lot among its neighbours</title>`,
    `<desc id="lot-map-desc">${escape(map.description)}</desc>`,
    `<rect width="${width}" height="${height}" fill="${C.ground}" stroke="${C.neighbourStroke}"/>`,
    ...neighbours.map(
      (n) =>
        `<path d="${n.path}" fill="${C.neighbourFill}" stroke="${C.neighbourStroke}" stroke-width="0.8" fill-rule="evenodd"${n.approximate ? ' stroke-dasharray="3 2"' : ''}/>`,
    ),
    `<path d="${lot.path}" fill="${C.lotFill}" fill-opacity="0.85" stroke="${C.lotStroke}" stroke-width="2" fill-rule="evenodd"${lot.approximate ? ' stroke-dasharray="6 3"' : ''}/>`,
    haloText(lot.label[0], lot.label[1] - (lot.approximate ? 4 : -4), 'This lot', 13, 'bold'),
  ]
  if (lot.approximate)
    parts.push(haloText(lot.label[0], lot.label[1] + 12, APPROXIMATE_SHAPE_LABEL, 11, 'normal'))
  if (stop) {
    parts.push(
      stop.onMap
        ? `<circle cx="${stop.x}" cy="${stop.y}" r="6" fill="${C.stop}" stroke="#ffffff" stroke-width="2"/>`
        : `<path d="M0 -9L7 7L0 3L-7 7Z" transform="translate(${stop.x} ${stop.y}) rotate(${stop.pointing})" fill="${C.stop}"/>`,
      haloText(
        stop.x,
        stop.y + (stop.y > height / 2 ? -14 : 22),
        `${stop.onMap ? '' : 'Toward '}${stop.label}`,
        11,
        'bold',
        stop.x < width * 0.3 ? 'start' : stop.x > width * 0.7 ? 'end' : 'middle',
        C.stop,
      ),
    )
  }
  parts.push(
    `<g fill="${C.text}">`,
    `<rect x="${scaleBar.x - 4}" y="${scaleBar.y - 22}" width="${scaleBar.lengthPx + 8}" height="28" fill="#ffffff" fill-opacity="0.85"/>`,
    `<rect x="${scaleBar.x}" y="${scaleBar.y - 4}" width="${scaleBar.lengthPx}" height="4"/>`,
    `<text x="${scaleBar.x}" y="${scaleBar.y - 9}" font-size="11">${escape(scaleBar.label)}</text>`,
    `<path d="M${north.x} ${north.y}L${north.x + 7} ${north.y + north.size}L${north.x} ${north.y + north.size - 6}L${north.x - 7} ${north.y + north.size}Z"/>`,
    `<text x="${north.x}" y="${north.y + north.size + 13}" font-size="12" font-weight="bold" text-anchor="middle">N</text>`,
    `</g>`,
    `</svg>`,
  )
  return parts.join('')
}

/** Text with a white outline, readable over the lots. */
function haloText(
  x: number,
  y: number,
  text: string,
  size: number,
  weight: 'bold' | 'normal',
  anchor: 'start' | 'middle' | 'end' = 'middle',
  fill: string = C.text,
): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escape(text)}</text>`
}
