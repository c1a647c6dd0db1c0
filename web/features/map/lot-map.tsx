// The interactive map of the lots (MapLibre GL JS), drawn from our own vector tiles. This module
// carries MapLibre itself (about 280 KB gzip), so it is only ever imported lazily, once the page
// has painted and the map is wanted (map-area.tsx).
import {
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type ExpressionSpecification,
  type MapLayerMouseEvent,
  type StyleSpecification,
} from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { OTHER_ZONING, ZONING_FAMILIES } from '#common/zoning-family.ts'
import { LOT_MIN_ZOOM, LOT_ZOOM, type LotMapProps } from './map-types.ts'

// The worker ships as its own file next to the page's code; MapLibre's default would look for it
// beside the bundle under its original name.
setWorkerUrl(workerUrl)

/** Where the map opens when it has no lot to show: Los Angeles City Hall. */
const CITY_HALL: [number, number] = [-118.2428, 34.0537]
const LOTS_SOURCE = 'lots'
const LOTS_FILL = 'lots-fill'
/** Past this zoom the tiles are enlarged rather than fetched: their detail is already finer than a lot. */
const TILES_MAX_ZOOM = 16

/** The fill colour of a lot by its zone class, the same families as the legend and common/zoning-family.ts. */
function zoningFillColor(): ExpressionSpecification {
  const zone: ExpressionSpecification = ['upcase', ['to-string', ['get', 'zone']]]
  const cases = ZONING_FAMILIES.flatMap((family) => [
    [
      'any',
      ...family.prefixes.map((prefix): ExpressionSpecification => [
        '==',
        ['index-of', prefix, zone],
        0,
      ]),
    ] as ExpressionSpecification,
    family.color,
  ])
  return ['case', ...cases, OTHER_ZONING.color] as ExpressionSpecification
}

const noLot: ExpressionSpecification = ['==', ['get', 'apn'], '']
function isLot(apn: string | null): ExpressionSpecification {
  return apn ? ['==', ['get', 'apn'], apn] : noLot
}

const outlineWidth: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['zoom'],
  14,
  0.4,
  18,
  1.2,
]

/** Our lot layers on a plain paper background. */
function lotStyle(): StyleSpecification {
  const tiles = [`${window.location.origin}/api/tiles/{z}/{x}/{y}`]
  return {
    version: 8,
    sources: {
      [LOTS_SOURCE]: {
        type: 'vector',
        tiles,
        minzoom: LOT_MIN_ZOOM,
        maxzoom: TILES_MAX_ZOOM,
      },
    },
    layers: [
      { id: 'paper', type: 'background', paint: { 'background-color': '#f4f5f2' } },
      {
        id: LOTS_FILL,
        type: 'fill',
        source: LOTS_SOURCE,
        'source-layer': 'lots',
        paint: { 'fill-color': zoningFillColor(), 'fill-opacity': 0.85 },
      },
      {
        id: 'lots-outline',
        type: 'line',
        source: LOTS_SOURCE,
        'source-layer': 'lots',
        filter: ['!', ['get', 'approximate']],
        paint: { 'line-color': '#4b5260', 'line-width': outlineWidth },
      },
      {
        // A lot with no outline on record is drawn as a rectangle of its size: dashed, so it
        // does not pass for its true shape.
        id: 'lots-outline-approximate',
        type: 'line',
        source: LOTS_SOURCE,
        'source-layer': 'lots',
        filter: ['get', 'approximate'],
        paint: {
          'line-color': '#4b5260',
          'line-width': outlineWidth,
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'lot-selected',
        type: 'line',
        source: LOTS_SOURCE,
        'source-layer': 'lots',
        filter: noLot,
        paint: { 'line-color': '#12363a', 'line-width': 4 },
      },
    ],
  }
}

/**
 * The map itself. The selected lot is outlined; with `focus`, the map flies to it whenever the
 * selection changes. Read-only maps neither pan nor answer clicks.
 */
export default function LotMap({
  selectedApn,
  focus,
  onPickLot,
  onReady,
  onMoved,
  onArrived,
  onFailure,
  readOnly = false,
  label,
}: LotMapProps): ReactNode {
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const lat = focus?.lat
  const lon = focus?.lon
  // What the map's listeners read when they fire: the latest props, not those it was made with.
  const failed = useEffectEvent(onFailure)
  const ready = useEffectEvent((map: MapLibreMap) => {
    map.setFilter('lot-selected', isLot(selectedApn))
    onReady?.(map.getZoom())
  })
  const moved = useEffectEvent((zoom: number) => onMoved?.(zoom))
  const arrived = useEffectEvent(() => onArrived?.())
  const picked = useEffectEvent((apn: string) => onPickLot?.(apn))
  const startView = useEffectEvent(() =>
    lat !== undefined && lon !== undefined
      ? { center: [lon, lat] as [number, number], zoom: LOT_ZOOM }
      : { center: CITY_HALL, zoom: 11 },
  )

  useEffect(() => {
    if (!container.current) return
    let map: MapLibreMap
    try {
      map = new MapLibreMap({
        container: container.current,
        style: lotStyle(),
        ...startView(),
        // Every layer is our own data: nothing to attribute.
        attributionControl: false,
        interactive: !readOnly,
        // Pinch and scroll zoom stay; rotating a map of lots only disorients.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      })
    } catch {
      // No WebGL context after all (a blocked or lost GPU): the page says so instead.
      failed()
      return
    }
    mapRef.current = map
    map.getCanvas().setAttribute('aria-label', label)
    if (!readOnly) map.addControl(new NavigationControl({ showCompass: false }))
    map.on('load', () => {
      ready(map)
      if (startView().center !== CITY_HALL) arrived()
    })
    map.on('moveend', () => moved(map.getZoom()))
    if (!readOnly) {
      map.on('click', LOTS_FILL, (event: MapLayerMouseEvent) => {
        const apn: unknown = event.features?.[0]?.properties?.apn
        if (typeof apn === 'string' && apn !== '') picked(apn)
      })
      map.on('mouseenter', LOTS_FILL, () => (map.getCanvas().style.cursor = 'pointer'))
      map.on('mouseleave', LOTS_FILL, () => (map.getCanvas().style.cursor = ''))
    }
    return () => {
      map.remove()
      mapRef.current = null
    }
  }, [readOnly, label])

  useEffect(() => {
    const map = mapRef.current
    if (!map || !map.isStyleLoaded()) return
    map.setFilter('lot-selected', isLot(selectedApn))
  }, [selectedApn])

  useEffect(() => {
    const map = mapRef.current
    if (!map || lat === undefined || lon === undefined) return
    map.once('moveend', () => arrived())
    map.flyTo({ center: [lon, lat], zoom: Math.max(LOT_ZOOM, map.getZoom()) })
  }, [lat, lon])

  return <div ref={container} className="h-full w-full" />
}
