// What the map's page side (map-area.tsx) and the lazily loaded map (lot-map.tsx) share, kept
// apart so the page does not import MapLibre to know them.
import type { Map as MapLibreMap } from 'maplibre-gl'
import type { MapLayerId } from './map-layers.ts'

/** The zoom a picked lot is shown at: the lot and a few neighbours on each side. */
export const LOT_ZOOM = 17
/** Lots are drawn from this zoom in (the tiles hold none further out). */
export const LOT_MIN_ZOOM = 13
/** Station areas and major transit stops are in the tiles from this zoom in. */
export const OVERLAY_MIN_ZOOM = 10

/**
 * The moments of a map's start the page marks (User Timing), read by `npm run bench:map:page` to
 * tell where the wait goes: the map is wanted (near the screen), its code has run, the map object
 * exists, its first complete view is drawn (MapLibre's `load`), and it says which lot it shows.
 */
export const MAP_MARKS = {
  wanted: 'lotwise:map-wanted',
  code: 'lotwise:map-code',
  created: 'lotwise:map-created',
  loaded: 'lotwise:map-loaded',
  shows: 'lotwise:map-shows',
} as const

/** What a page says where its map would be, in a browser that cannot draw it. */
export const NO_WEBGL_MESSAGE =
  'This browser cannot draw the map: WebGL, which maps need, is turned off or not supported here.'

export type LotMapProps = {
  /** The lot outlined as picked. */
  selectedApn: string | null
  /** Where the map centres; it flies there when this changes. */
  focus: { lat: number; lon: number } | null
  /** A lot was clicked. */
  onPickLot?: (apn: string) => void
  /** The map has drawn its first frame, at this zoom. */
  onReady?: (zoom: number) => void
  /** The map has drawn the first of its data (a tile), which may come long before `onReady`. */
  onDrawing?: () => void
  /** The map stopped moving, at this zoom. */
  onMoved?: (zoom: number) => void
  /** The map has come to rest on `focus`. */
  onArrived?: () => void
  /** No map could be made here (no WebGL context). */
  onFailure: () => void
  /** A style whose streets and labels are drawn under the lots (MAP_STYLE_URL); null for none. */
  baseStyleUrl: string | null
  /** Neither pans nor answers clicks: a picture of the lot among its neighbours. */
  readOnly?: boolean
  /** The map's name for screen readers. */
  label: string
  /** The layers the reader has turned on (the legend's choices). */
  shownLayers: ReadonlySet<MapLayerId>
  /**
   * The map once loaded (null once removed), for a page that draws its own layers over the lots
   * (the screen's matches); the page then needs no MapLibre code of its own.
   */
  onMap?: (map: MapLibreMap | null) => void
}
