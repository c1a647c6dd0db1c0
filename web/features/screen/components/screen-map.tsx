// The screen's matches on the map, a dot per lot coloured by the homes it can add (its legend
// says how that relates to the list's order, decision 847), and the area the screen keeps to,
// drawn on the map (a rectangle dragged, a shape clicked corner by corner, or the map's view). The dots are the screen's dots answer (decision 466): every match signed in,
// a visitor's first few, what the server answered and no more.
// MapLibre itself stays in the lazily loaded map (web/features/map); this only drives it.
import type {
  ExpressionSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
  MapLayerMouseEvent,
  MapMouseEvent,
  MapTouchEvent,
} from 'maplibre-gl'
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import type { Position } from '#common/lot-shape.ts'
import type { ScreenDots } from '#common/screen-dots.ts'
import type { ScreenSort } from '#common/contracts/screen.ts'
import {
  closeScreenArea,
  formatScreenArea,
  parseScreenArea,
  rectangleArea,
  SCREEN_AREA_MAX_CORNERS,
} from '#common/screen-area.ts'
import { Button } from '../../../components/ui/button.tsx'
import { HOMES_BANDS, NOT_COUNTED } from '../homes-bands.ts'
import { mapCountNote } from '../map-count-note.ts'

const LOTS = 'lotwise-screen-lots'
const LOT_DOTS = 'lotwise-screen-lot-dots'
const AREA = 'lotwise-screen-area'
const DRAFT = 'lotwise-screen-draft'
/** A click this close to a shape's first corner closes it, in pixels. */
const CLOSE_PX = 12

const homesColor: ExpressionSpecification = [
  'step',
  ['get', 'homes'],
  NOT_COUNTED.color,
  ...HOMES_BANDS.flatMap((band) => [band.from, band.color]),
] as ExpressionSpecification

type Drawing = 'rectangle' | 'shape' | null

/** The list's orders as the legend names them. */
const ORDER_WORDS: Readonly<Record<Exclude<ScreenSort, 'homes'>, string>> = {
  value: 'ranks the lots by residual land value',
  lot: 'is sorted by lot size',
  transit: 'is sorted by distance to transit',
  apn: 'is sorted by APN',
}

/**
 * What the colours say beside the list's order (decision 847): a dot counts the most homes a
 * matching pathway adds, which the list ranks by only when sorted by new homes; in any other
 * order its rows speak for each lot's most valuable matching pathway (decision 820).
 */
function legendOrder(sort: ScreenSort): string {
  const colour = 'The most homes a pathway that meets the screen adds.'
  if (sort === 'homes') return `${colour} The list ranks the lots the same way.`
  return `${colour} The list ${ORDER_WORDS[sort]} and gives each lot’s most valuable pathway${sort === 'value' ? ', so its first lots are not always the darkest dots' : ''}. Sort it by New homes to rank the lots as the map colours them.`
}

function lotsOf(dots: ScreenDots | undefined): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: Array.from({ length: dots?.count ?? 0 }, (_, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [dots!.lon[i]!, dots!.lat[i]!] },
      // "No limit" is the largest count, so it takes the darkest colour.
      properties: { apn: dots!.apns[i], homes: dots!.homes[i] },
    })),
  }
}

const polygon = (ring: Position[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features:
    ring.length > 0
      ? [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: {} }]
      : [],
})

/** The corners of a shape being drawn: a line through them and a dot on each. */
const draft = (corners: Position[], next: Position | null): GeoJSON.FeatureCollection => {
  const line = next ? [...corners, next] : corners
  return {
    type: 'FeatureCollection',
    features: [
      ...(line.length > 1
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'LineString' as const, coordinates: line },
              properties: {},
            },
          ]
        : []),
      ...corners.map((corner) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: corner },
        properties: {},
      })),
    ],
  }
}

function addLayers(map: MapLibreMap) {
  const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] }
  map.addSource(AREA, { type: 'geojson', data: empty })
  map.addSource(DRAFT, { type: 'geojson', data: empty })
  map.addSource(LOTS, { type: 'geojson', data: empty })
  map.addLayer({
    id: `${AREA}-fill`,
    type: 'fill',
    source: AREA,
    paint: { 'fill-color': '#12363a', 'fill-opacity': 0.06 },
  })
  map.addLayer({
    id: `${AREA}-edge`,
    type: 'line',
    source: AREA,
    paint: { 'line-color': '#12363a', 'line-width': 2.5, 'line-dasharray': [2, 1.5] },
  })
  map.addLayer({
    id: LOT_DOTS,
    type: 'circle',
    source: LOTS,
    paint: {
      'circle-color': homesColor,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 10, 2.5, 13, 4, 17, 8],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 10, 0.3, 14, 1],
    },
  })
  map.addLayer({
    id: `${DRAFT}-line`,
    type: 'line',
    source: DRAFT,
    filter: ['==', ['geometry-type'], 'LineString'],
    paint: { 'line-color': '#b45309', 'line-width': 2.5 },
  })
  map.addLayer({
    id: `${DRAFT}-corners`,
    type: 'circle',
    source: DRAFT,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-color': '#ffffff',
      'circle-radius': 5,
      'circle-stroke-color': '#b45309',
      'circle-stroke-width': 2.5,
    },
  })
}

function setData(map: MapLibreMap, source: string, data: GeoJSON.FeatureCollection) {
  ;(map.getSource(source) as GeoJSONSource | undefined)?.setData(data)
}

const at = (event: { lngLat: { lng: number; lat: number } }): Position => [
  event.lngLat.lng,
  event.lngLat.lat,
]

/**
 * The map of a screen's matching lots. `area` is the screen's area as its address holds it;
 * `onArea` sets a new one (null clears it). `fitKey` changes when the screen does (not its order
 * or its area), and the map then frames the lots that match.
 */
export function ScreenMap({
  dots,
  total,
  area,
  onArea,
  onPickLot,
  fitKey,
  signedIn,
  sort,
  map: drawMap,
}: {
  /** The screen's dots, undefined until they arrive. */
  dots: ScreenDots | undefined
  total: number
  area: string | undefined
  onArea: (area: string | null) => void
  onPickLot: (apn: string) => void
  fitKey: string
  /** Signed in, the dots are every match (with a point on record); a visitor's, the first few. */
  signedIn: boolean
  /** The list's order, which the legend relates the colours to. */
  sort: ScreenSort
  /** The page's map area (web/features/map), handing over the map once it has loaded. */
  map: (onMap: (map: MapLibreMap | null) => void) => ReactNode
}) {
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [drawing, setDrawing] = useState<Drawing>(null)
  const [corners, setCorners] = useState<Position[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  // What the map's listeners read when they fire: the state now, not when they were added.
  const drawingNow = useEffectEvent(() => drawing)
  const cornersNow = useEffectEvent(() => corners)
  const framed = useRef<string | null>(null)
  const ring = area === undefined ? null : parseScreenArea(area)

  const pick = useEffectEvent((apn: string) => onPickLot(apn))
  useEffect(() => {
    if (!map) return
    addLayers(map)
    const click = (event: MapLayerMouseEvent) => {
      const apn: unknown = event.features?.[0]?.properties?.apn
      if (drawingNow() === null && typeof apn === 'string') pick(apn)
    }
    const pointer = () => (map.getCanvas().style.cursor = drawingNow() ? '' : 'pointer')
    const plain = () => (map.getCanvas().style.cursor = '')
    map.on('click', LOT_DOTS, click)
    map.on('mouseenter', LOT_DOTS, pointer)
    map.on('mouseleave', LOT_DOTS, plain)
    return () => {
      map.off('click', LOT_DOTS, click)
      map.off('mouseenter', LOT_DOTS, pointer)
      map.off('mouseleave', LOT_DOTS, plain)
    }
  }, [map])

  useEffect(() => {
    if (!map || !dots) return
    setData(map, LOTS, lotsOf(dots))
    if (framed.current === fitKey || dots.count === 0) return
    framed.current = fitKey
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
    for (let i = 0; i < dots.count; i += 1) {
      west = Math.min(west, dots.lon[i]!)
      east = Math.max(east, dots.lon[i]!)
      south = Math.min(south, dots.lat[i]!)
      north = Math.max(north, dots.lat[i]!)
    }
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 32, maxZoom: 16, animate: false },
    )
  }, [map, dots, fitKey])

  useEffect(() => {
    if (map) setData(map, AREA, polygon(ring && 'ring' in ring ? ring.ring : []))
  }, [map, area]) // eslint-disable-line react-hooks/exhaustive-deps -- `ring` is read from `area`

  const apply = (drawn: Position[]) => {
    const text = formatScreenArea(drawn)
    const parsed = parseScreenArea(text)
    setDrawing(null)
    setCorners([])
    if ('problem' in parsed) {
      setProblem(`That area cannot be used: the ${parsed.problem}. Draw it again.`)
      return
    }
    setProblem(null)
    onArea(text)
  }
  const applied = useEffectEvent(apply)

  // While drawing, the map's own drag and double-click zoom give way to the drawing.
  useEffect(() => {
    if (!map || drawing === null) return
    map.dragPan.disable()
    map.doubleClickZoom.disable()
    const canvas = map.getCanvas()
    canvas.style.cursor = 'crosshair'
    let start: Position | null = null
    // Where the drag has got to: a touch's end has no position of its own.
    let end: Position | null = null
    const rectangleTo = (end: Position): Position[] =>
      rectangleArea(
        Math.min(start![0], end[0]),
        Math.min(start![1], end[1]),
        Math.max(start![0], end[0]),
        Math.max(start![1], end[1]),
      )
    const down = (event: MapMouseEvent | MapTouchEvent) => {
      if (drawing !== 'rectangle') return
      event.preventDefault()
      start = at(event)
      end = start
    }
    const move = (event: MapMouseEvent | MapTouchEvent) => {
      if (drawing === 'rectangle' && start) {
        end = at(event)
        setData(map, DRAFT, draft(rectangleTo(end), null))
      }
      if (drawing === 'shape') setData(map, DRAFT, draft(cornersNow(), at(event)))
    }
    const up = () => {
      if (drawing !== 'rectangle' || !start || !end) return
      const [from, to] = [map.project(start), map.project(end)]
      const moved = Math.hypot(from.x - to.x, from.y - to.y)
      const ring = rectangleTo(end)
      start = null
      // A click without a drag draws nothing: the user may still drag one.
      if (moved < CLOSE_PX) return
      setData(map, DRAFT, draft([], null))
      applied(ring)
    }
    const click = (event: MapMouseEvent) => {
      if (drawing !== 'shape') return
      const now = cornersNow()
      const first = now[0]
      if (first && now.length >= 3) {
        const a = map.project(first)
        if (Math.hypot(a.x - event.point.x, a.y - event.point.y) <= CLOSE_PX) {
          applied(closeScreenArea(now))
          return
        }
      }
      const last = now[now.length - 1]
      if (last) {
        // The second click of a double-click, which closes the shape, adds no corner.
        const b = map.project(last)
        if (Math.hypot(b.x - event.point.x, b.y - event.point.y) <= CLOSE_PX / 3) return
      }
      const next = [...now, at(event)]
      setCorners(next)
      setData(map, DRAFT, draft(next, null))
      if (next.length === SCREEN_AREA_MAX_CORNERS) applied(closeScreenArea(next))
    }
    const finish = () => {
      if (drawing === 'shape' && cornersNow().length >= 3) applied(closeScreenArea(cornersNow()))
    }
    // The drag's end is heard on the page, not the map: the map does not always pass on a
    // mouseup that ends a drag it did not pan (and one released off the map ends it too).
    const page = canvas.ownerDocument
    map.on('mousedown', down)
    map.on('touchstart', down)
    map.on('mousemove', move)
    map.on('touchmove', move)
    page.addEventListener('mouseup', up)
    map.on('touchend', up)
    map.on('click', click)
    map.on('dblclick', finish)
    return () => {
      map.off('mousedown', down)
      map.off('touchstart', down)
      map.off('mousemove', move)
      map.off('touchmove', move)
      page.removeEventListener('mouseup', up)
      map.off('touchend', up)
      map.off('click', click)
      map.off('dblclick', finish)
      map.dragPan.enable()
      map.doubleClickZoom.enable()
      canvas.style.cursor = ''
      setData(map, DRAFT, draft([], null))
    }
  }, [map, drawing])

  const start = (kind: Drawing) => {
    setProblem(null)
    setCorners([])
    setDrawing(kind)
  }
  const useView = () => {
    if (!map) return
    const bounds = map.getBounds()
    setProblem(null)
    setDrawing(null)
    onArea(
      formatScreenArea(
        rectangleArea(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
      ),
    )
  }

  const countNote = dots ? mapCountNote({ shown: dots.count, total, signedIn }) : null
  return (
    <div className="flex flex-col gap-3">
      <div
        role="toolbar"
        aria-label="Area on the map"
        className="flex flex-wrap items-center gap-2"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDrawing(null)
        }}
      >
        {drawing === null ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!map}
              onClick={() => start('rectangle')}
            >
              Draw a rectangle
            </Button>
            <Button size="sm" variant="secondary" disabled={!map} onClick={() => start('shape')}>
              Draw a shape
            </Button>
            <Button size="sm" variant="secondary" disabled={!map} onClick={useView}>
              Use the map’s view as the area
            </Button>
          </>
        ) : (
          <>
            {drawing === 'shape' && (
              <Button
                size="sm"
                disabled={corners.length < 3}
                onClick={() => apply(closeScreenArea(corners))}
              >
                Finish the shape
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => setDrawing(null)}>
              Cancel drawing
            </Button>
          </>
        )}
        {area !== undefined && drawing === null && (
          <span className="inline-flex items-center gap-2 rounded-full border border-brand-800 bg-brand-50 py-1 pr-1 pl-3 text-sm text-gray-900">
            Only lots in the area drawn
            <button
              type="button"
              onClick={() => onArea(null)}
              className="rounded-full px-2 py-0.5 font-medium text-brand-800 underline hover:bg-white"
            >
              Clear area
            </button>
          </span>
        )}
      </div>
      <p role="status" className="text-sm text-gray-800">
        {drawing === 'rectangle'
          ? 'Drag across the map from one corner of the area to the other.'
          : drawing === 'shape'
            ? `Click each corner of the area (${corners.length} so far); click the first again, double-click, or press Finish the shape to close it.`
            : (problem ?? '')}
      </p>
      {drawMap(setMap)}
      <div className="text-sm text-gray-800">
        <p className="font-semibold text-gray-900">Net new homes on each lot</p>
        <p className="mt-0.5">{legendOrder(sort)}</p>
        <ul className="mt-1.5 grid gap-1 sm:grid-cols-2">
          {[...HOMES_BANDS, NOT_COUNTED].map((band) => (
            <li key={band.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3.5 shrink-0 rounded-full border border-white ring-1 ring-gray-300"
                style={{ backgroundColor: band.color }}
              />
              {band.label}
            </li>
          ))}
        </ul>
        {countNote && <p className="mt-2">{countNote}</p>}
      </div>
    </div>
  )
}
