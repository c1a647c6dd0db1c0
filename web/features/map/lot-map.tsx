// The interactive map of the lots (MapLibre GL JS), drawn from our own vector tiles. This module
// carries MapLibre itself (about 280 KB gzip), so it is only ever imported lazily, once the page
// has painted and the map is wanted (map-area.tsx).
import {
  Map as MapLibreMap,
  NavigationControl,
  prewarm,
  setWorkerUrl,
  type ExpressionSpecification,
  type LayerSpecification,
  type SourceSpecification,
  type MapLayerMouseEvent,
  type MapSourceDataEvent,
  type StyleSpecification,
} from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { apnOfMapId, mapIdOfApn } from '#common/contracts/parcels.ts'
import { OTHER_ZONING, ZONING_FAMILIES } from '#common/zoning-family.ts'
import { OVERLAY_COLORS, type MapLayerId } from './map-layers.ts'
import { MAP_WORKER_URL } from './map-worker.ts'
import { LOT_ZOOM, MAP_MARKS, OVERLAY_MIN_ZOOM, type LotMapProps } from './map-types.ts'

// The worker ships as its own file next to the page's code; MapLibre's default would look for it
// beside the bundle under its original name.
setWorkerUrl(MAP_WORKER_URL)
// The worker starts now, while React renders the map and the map makes its WebGL context, rather
// than once the map asks for it: it has half a megabyte of code to read before any tile is parsed.
prewarm()
performance.mark(MAP_MARKS.code)

/** Where the map opens when it has no lot to show: Los Angeles City Hall. */
const CITY_HALL: [number, number] = [-118.2428, 34.0537]
// Our ids are prefixed so they cannot meet a base map's own.
const LOTS_SOURCE = 'lotwise-lots'
/** Every lot, filled plainly: always drawn, so a click finds a lot whatever layers are shown. */
const LOTS_FILL = 'lotwise-lots-fill'
const SELECTED_OUTLINE = 'lotwise-lot-selected'
const SELECTED_OUTLINE_APPROXIMATE = 'lotwise-lot-selected-approximate'
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

/**
 * The plain lot's one colour, written as a colour read per lot (every lot gets the same): the
 * zoning's fill reads its colour per lot, and MapLibre compiles one shader program for each way
 * a layer's colour is given, so both fills then share one program, compiled once (tens of
 * milliseconds in software rendering, in the frame that first draws the lots).
 */
const PLAIN_LOT_COLOR: ExpressionSpecification = ['case', ['has', 'zone'], '#fbfbf9', '#fbfbf9']

/** The selected lot's outline, by its feature's id in the tiles (decision 760). */
function isLot(apn: string | null): ExpressionSpecification {
  return ['==', ['id'], apn ? mapIdOfApn(apn) : -1]
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

function lotSource(): SourceSpecification {
  return {
    type: 'vector',
    tiles: [`${window.location.origin}/api/tiles/{z}/{x}/{y}`],
    // Station areas and major stops are in the tiles from further out than the lots.
    minzoom: OVERLAY_MIN_ZOOM,
    maxzoom: TILES_MAX_ZOOM,
  }
}

/**
 * Every filled area here has its edge drawn by a line layer of its own, so MapLibre's antialiased
 * fill edge (a second pass over each fill, and one more shader to compile before the first view)
 * is left out (decision 525).
 */
const NO_FILL_EDGE = { 'fill-antialias': false } as const

/** A layer of the style and the reader's layer (legend entry) it belongs to; none: always drawn. */
type StyleLayer = { layer: LayerSpecification; shownWith?: MapLayerId }

/** Lots with a fact on record, filled in one colour over the zoning. */
function lotsWhere(
  id: string,
  shownWith: MapLayerId,
  filter: ExpressionSpecification,
  color: string | ExpressionSpecification,
): StyleLayer[] {
  const lots = { source: LOTS_SOURCE, 'source-layer': 'lots', filter } as const
  return [
    {
      shownWith,
      layer: {
        id,
        type: 'fill',
        ...lots,
        paint: { ...NO_FILL_EDGE, 'fill-color': color, 'fill-opacity': 0.6 },
      },
    },
    {
      shownWith,
      layer: {
        id: `${id}-edge`,
        type: 'line',
        ...lots,
        paint: { 'line-color': color, 'line-width': 1.5 },
      },
    },
  ]
}

/** The overlays of decision 312: station-area rings, and lots marked by the facts they carry. */
function overlayLayers(): StyleLayer[] {
  const areas = { source: LOTS_SOURCE, 'source-layer': 'sb79_station_areas' } as const
  const isRing = (ring: string): ExpressionSpecification => ['==', ['get', 'ring'], ring]
  const tocColors = OVERLAY_COLORS.toc
  return [
    {
      shownWith: 'sb79',
      layer: {
        id: 'lotwise-sb79-fill',
        type: 'fill',
        ...areas,
        paint: {
          ...NO_FILL_EDGE,
          'fill-color': OVERLAY_COLORS.sb79,
          'fill-opacity': ['case', isRing('quarter'), 0.12, 0.06],
        },
      },
    },
    {
      shownWith: 'sb79',
      layer: {
        id: 'lotwise-sb79-quarter',
        type: 'line',
        ...areas,
        filter: isRing('quarter'),
        paint: { 'line-color': OVERLAY_COLORS.sb79, 'line-width': 2 },
      },
    },
    {
      shownWith: 'sb79',
      layer: {
        id: 'lotwise-sb79-half',
        type: 'line',
        ...areas,
        filter: isRing('half'),
        paint: { 'line-color': OVERLAY_COLORS.sb79, 'line-width': 2, 'line-dasharray': [3, 2] },
      },
    },
    ...lotsWhere(
      'lotwise-toc',
      'toc',
      ['>', ['coalesce', ['get', 'toc_tier'], 0], 0],
      // Tiers 1–4, lightest to darkest.
      [
        'step',
        ['get', 'toc_tier'],
        tocColors[0],
        2,
        tocColors[1],
        3,
        tocColors[2],
        4,
        tocColors[3],
      ],
    ),
    ...lotsWhere('lotwise-fire', 'fire', ['==', ['get', 'vhfhsz'], true], OVERLAY_COLORS.fire),
    ...lotsWhere('lotwise-hpoz', 'hpoz', ['==', ['get', 'hpoz'], true], OVERLAY_COLORS.hpoz),
    ...lotsWhere(
      'lotwise-coastal',
      'coastal',
      ['==', ['get', 'coastal_zone'], true],
      OVERLAY_COLORS.coastal,
    ),
    ...lotsWhere('lotwise-rso', 'rso', ['==', ['get', 'rso'], true], OVERLAY_COLORS.rso),
  ]
}

/** Transit stops over everything else: the major ones larger and darker. */
function stopLayers(): StyleLayer[] {
  const major: ExpressionSpecification = ['==', ['get', 'major'], true]
  return [
    {
      shownWith: 'transit',
      layer: {
        id: 'lotwise-transit-stops',
        type: 'circle',
        source: LOTS_SOURCE,
        'source-layer': 'transit_stops',
        paint: {
          'circle-color': ['case', major, OVERLAY_COLORS.majorStop, OVERLAY_COLORS.stop],
          'circle-radius': ['case', major, 6, 3.5],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    },
  ]
}

/**
 * What the style starts with: the reader's layers and the lot picked. Set from the start, not
 * once the map is drawn: changing a layer's filter then would lay out every tile of the lots again
 * before the map could settle.
 */
type StyleStart = { shown: ReadonlySet<MapLayerId>; selectedApn: string | null }

/** The lots: filled by zoning (lighter over a base map, whose streets show through), outlined. */
function lotLayers(fillOpacity: number, { shown, selectedApn }: StyleStart): LayerSpecification[] {
  const lots = { source: LOTS_SOURCE, 'source-layer': 'lots' } as const
  const layers: StyleLayer[] = [
    {
      // Visible by its layout, as the zoning's fill is while shown: MapLibre lays out layers of
      // the same source, filter and layout once, so the lots' shapes are cut into triangles and
      // sent to the GPU once for both fills, not once for each.
      layer: {
        id: LOTS_FILL,
        type: 'fill',
        ...lots,
        layout: { visibility: 'visible' },
        paint: { ...NO_FILL_EDGE, 'fill-color': PLAIN_LOT_COLOR, 'fill-opacity': fillOpacity },
      },
    },
    {
      shownWith: 'zoning',
      layer: {
        id: 'lotwise-lots-zoning',
        type: 'fill',
        ...lots,
        paint: { ...NO_FILL_EDGE, 'fill-color': zoningFillColor(), 'fill-opacity': fillOpacity },
      },
    },
    ...overlayLayers(),
    ...lotOutlines(selectedApn),
    ...stopLayers(),
  ]
  return layers.map(({ layer, shownWith }) =>
    shownWith ? withVisibility(layer, shown.has(shownWith)) : layer,
  )
}

function withVisibility(layer: LayerSpecification, visible: boolean): LayerSpecification {
  return {
    ...layer,
    layout: { ...layer.layout, visibility: visible ? 'visible' : 'none' },
  } as LayerSpecification
}

/** Each reader's layer and the style layers that draw it. */
const STYLE_LAYERS_OF: ReadonlyMap<MapLayerId, readonly string[]> = (() => {
  const byLayer = new Map<MapLayerId, string[]>()
  for (const { layer, shownWith } of [...overlayLayers(), ...stopLayers()]) {
    if (shownWith) byLayer.set(shownWith, [...(byLayer.get(shownWith) ?? []), layer.id])
  }
  byLayer.set('zoning', ['lotwise-lots-zoning'])
  return byLayer
})()

/** Shows the reader's layers and hides the others (those of a style not made yet are skipped). */
function showLayers(map: MapLibreMap, shown: ReadonlySet<MapLayerId>) {
  for (const [layer, styleLayers] of STYLE_LAYERS_OF) {
    const visibility = shown.has(layer) ? 'visible' : 'none'
    for (const id of styleLayers)
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visibility)
  }
}

function lotOutlines(selectedApn: string | null): StyleLayer[] {
  const lots = { source: LOTS_SOURCE, 'source-layer': 'lots' } as const
  return [
    {
      layer: {
        id: 'lotwise-lots-outline',
        type: 'line',
        ...lots,
        filter: ['!', ['get', 'approximate']],
        paint: { 'line-color': '#4b5260', 'line-width': outlineWidth },
      },
    },
    {
      // A lot with no outline on record is drawn as a rectangle of its size: dashed, so it
      // does not pass for its true shape.
      layer: {
        id: 'lotwise-lots-outline-approximate',
        type: 'line',
        ...lots,
        filter: ['get', 'approximate'],
        paint: { 'line-color': '#4b5260', 'line-width': outlineWidth, 'line-dasharray': [3, 2] },
      },
    },
    {
      layer: {
        id: SELECTED_OUTLINE,
        type: 'line',
        ...lots,
        filter: isSelected(selectedApn, false),
        paint: { 'line-color': '#12363a', 'line-width': 4 },
      },
    },
    {
      // The lot picked without an outline on record stays dashed: a bold solid line would
      // pass its rectangle off as its true shape.
      layer: {
        id: SELECTED_OUTLINE_APPROXIMATE,
        type: 'line',
        ...lots,
        filter: isSelected(selectedApn, true),
        paint: { 'line-color': '#12363a', 'line-width': 4, 'line-dasharray': [2, 1] },
      },
    },
  ]
}

/** The lot picked, among the lots drawn to their recorded outline or (`approximate`) not. */
function isSelected(apn: string | null, approximate: boolean): ExpressionSpecification {
  const shape: ExpressionSpecification = ['to-boolean', ['get', 'approximate']]
  return ['all', isLot(apn), approximate ? shape : ['!', shape]]
}

/** Outlines the lot picked, wherever the map draws it. */
function showSelected(map: MapLibreMap, apn: string | null) {
  map.setFilter(SELECTED_OUTLINE, isSelected(apn, false))
  map.setFilter(SELECTED_OUTLINE_APPROXIMATE, isSelected(apn, true))
}

/**
 * The lots alone on plain paper: nothing is fetched from another site. The paper is the map
 * box's own colour, seen through the canvas, not a background layer: that would be one more
 * shader program to compile (tens of milliseconds in software rendering), in the map's first
 * frame, which the requests for its tiles wait for.
 */
function lotStyle(start: StyleStart): StyleSpecification {
  return {
    version: 8,
    sources: { [LOTS_SOURCE]: lotSource() },
    layers: lotLayers(0.85, start),
  }
}

/** A base map's style with the lots laid over its areas and streets, under its labels. */
function withLots(base: StyleSpecification, start: StyleStart): StyleSpecification {
  // The fallback to the lots alone passes through here too.
  if (base.sources[LOTS_SOURCE]) return base
  const firstLabel = base.layers.findIndex((layer) => layer.type === 'symbol')
  const at = firstLabel === -1 ? base.layers.length : firstLabel
  return {
    ...base,
    sources: { ...base.sources, [LOTS_SOURCE]: lotSource() },
    layers: [...base.layers.slice(0, at), ...lotLayers(0.55, start), ...base.layers.slice(at)],
  }
}

/**
 * MapLibre 6 draws a sky on every frame, a quad over the whole canvas, even for a style that has
 * none (its stand-in sky is transparent) and on a map that never tilts, where no sky can show. Its
 * shader program is compiled in the map's first frame (about 50 ms in software rendering), which
 * the requests for the first tiles wait for, and the quad is drawn again in every frame. Here the
 * sky is drawn only when the style has one (a base map's may).
 */
function drawNoEmptySky(map: MapLibreMap) {
  const painter = map.painter
  const drawSky = painter?.drawFunctions?.sky
  if (!drawSky) return
  painter.drawFunctions = {
    ...painter.drawFunctions,
    sky: (...args: Parameters<typeof drawSky>) => {
      if (map.getSky()) drawSky(...args)
    },
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
  onDrawing,
  onMoved,
  onArrived,
  onFailure,
  baseStyleUrl,
  readOnly = false,
  label,
  shownLayers,
  onMap,
}: LotMapProps): ReactNode {
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  /** The map has drawn its first view (MapLibre's `load`): from then on it flies rather than jumps. */
  const drawnRef = useRef(false)
  const lat = focus?.lat
  const lon = focus?.lon
  // What the map's listeners read when they fire: the latest props, not those it was made with.
  const failed = useEffectEvent(onFailure)
  const ready = useEffectEvent((map: MapLibreMap) => {
    showSelected(map, selectedApn)
    showLayers(map, shownLayers)
    onReady?.(map.getZoom())
    onMap?.(map)
  })
  const drawing = useEffectEvent(() => onDrawing?.())
  const removed = useEffectEvent(() => onMap?.(null))
  const moved = useEffectEvent((zoom: number) => onMoved?.(zoom))
  const arrived = useEffectEvent(() => onArrived?.())
  const picked = useEffectEvent((apn: string) => onPickLot?.(apn))
  const pickable = onPickLot !== undefined
  const styleStart = useEffectEvent((): StyleStart => ({ shown: shownLayers, selectedApn }))
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
        style: baseStyleUrl ?? lotStyle(styleStart()),
        transformStyle: baseStyleUrl
          ? (_previous, next) => withLots(next, styleStart())
          : undefined,
        ...startView(),
        // Our own layers need no credit; a base map's provider gets the one its style names.
        attributionControl: baseStyleUrl ? { compact: true } : false,
        interactive: !readOnly,
        // Pinch and scroll zoom stay; rotating a map of lots only disorients.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        // Past the tiles' last zoom a tile is enlarged, not split into four children that each
        // fetch and parse the whole parent again (MapLibre's default, 4 zoom levels under its
        // maximum): at the lot's zoom that is two tiles rather than six on a wide screen.
        zoomLevelsToOverscale: undefined,
      })
    } catch {
      // No WebGL context after all (a blocked or lost GPU): the page says so instead.
      failed()
      return
    }
    mapRef.current = map
    drawnRef.current = false
    drawNoEmptySky(map)
    performance.mark(MAP_MARKS.created)
    if (baseStyleUrl) {
      // A base map that does not load leaves the lots alone rather than no map at all.
      let fellBack = false
      map.on('error', () => {
        if (fellBack || map.isStyleLoaded()) return
        fellBack = true
        map.setStyle(lotStyle(styleStart()))
      })
    }
    // MapLibre's `load` waits for every tile in view; the first tile to arrive is drawn in the
    // next frame, and from then on the map shows something.
    const firstTile = (event: MapSourceDataEvent) => {
      if (!event.tile) return
      map.off('sourcedata', firstTile)
      map.once('render', () => drawing())
    }
    map.on('sourcedata', firstTile)
    map.getCanvas().setAttribute('aria-label', label)
    if (!readOnly) map.addControl(new NavigationControl({ showCompass: false }))
    map.on('load', () => {
      performance.mark(MAP_MARKS.loaded)
      drawnRef.current = true
      ready(map)
      // Already flying to a lot picked while the map loaded: that flight's end announces it.
      if (startView().center !== CITY_HALL && !map.isMoving()) arrived()
    })
    map.on('moveend', () => moved(map.getZoom()))
    // A lot answers clicks only where picking one does something (not on a report's map).
    if (!readOnly && pickable) {
      map.on('click', LOTS_FILL, (event: MapLayerMouseEvent) => {
        const apn = apnOfMapId(event.features?.[0]?.id)
        if (apn) picked(apn)
      })
      map.on('mouseenter', LOTS_FILL, () => (map.getCanvas().style.cursor = 'pointer'))
      map.on('mouseleave', LOTS_FILL, () => (map.getCanvas().style.cursor = ''))
    }
    return () => {
      removed()
      map.remove()
      mapRef.current = null
    }
  }, [readOnly, pickable, label, baseStyleUrl])

  useEffect(() => {
    const map = mapRef.current
    if (!map || !map.isStyleLoaded()) return
    showSelected(map, selectedApn)
  }, [selectedApn])

  useEffect(() => {
    // Not `isStyleLoaded()`: that stays false while tiles load, and a toggle then must still work.
    if (mapRef.current) showLayers(mapRef.current, shownLayers)
  }, [shownLayers])

  useEffect(() => {
    const map = mapRef.current
    if (!map || lat === undefined || lon === undefined) return
    // Said once the lots there are drawn, not when the camera stops: a map still fetching its
    // tiles (at its start, or after a long flight) shows nothing yet.
    map.once('idle', () => arrived())
    const view = { center: [lon, lat] as [number, number], zoom: Math.max(LOT_ZOOM, map.getZoom()) }
    // A lot known before the map's first view is drawn (the map was made while its place was
    // on its way) is jumped to: a flight would first fetch and draw the tiles of a view no one
    // has seen, City Hall from afar, and the lot would come seconds later.
    if (drawnRef.current) map.flyTo(view)
    else map.jumpTo(view)
  }, [lat, lon])

  return <div ref={container} className="h-full w-full" />
}
