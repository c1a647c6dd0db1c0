// The layers of the lot map a reader can turn on and off, with what the legend says for each.
// The legend (map-area.tsx) and the map's style (lot-map.tsx) both read this list, so a layer
// and its key cannot drift apart. The overlays come from the tiles (decision 312).
import { OTHER_ZONING, ZONING_FAMILIES } from '#common/zoning-family.ts'

export type MapLayerId = 'zoning' | 'sb79' | 'toc' | 'fire' | 'hpoz' | 'coastal' | 'rso' | 'transit'

/** How a key is drawn in the legend: a square of fill and border, or a dot. */
export type Swatch = {
  fill?: string
  border: string
  dashed?: boolean
  dot?: boolean
}

export type LegendKey = { label: string; swatch: Swatch }

export type MapLayerChoice = {
  id: MapLayerId
  label: string
  keys: readonly LegendKey[]
}

/** The colours the style draws with, by what they mark. */
export const OVERLAY_COLORS = {
  sb79: '#1d4ed8',
  toc: ['#c6e8e1', '#86cfc0', '#3aa595', '#17675d'],
  fire: '#d7301f',
  hpoz: '#8c510a',
  coastal: '#1f78b4',
  rso: '#7b3294',
  majorStop: '#12363a',
  stop: '#5b6472',
} as const

export const MAP_LAYERS: readonly MapLayerChoice[] = [
  {
    id: 'zoning',
    label: 'Zoning by family',
    keys: [...ZONING_FAMILIES, OTHER_ZONING].map((family) => ({
      label: family.label,
      swatch: { fill: family.color, border: '#6b7280' },
    })),
  },
  {
    id: 'sb79',
    label: 'SB 79 station areas',
    keys: [
      {
        label: 'Within ¼ mile of a rail or bus rapid transit stop',
        swatch: { fill: '#1d4ed833', border: OVERLAY_COLORS.sb79 },
      },
      {
        label: 'Within ½ mile',
        swatch: { fill: '#1d4ed814', border: OVERLAY_COLORS.sb79, dashed: true },
      },
    ],
  },
  {
    id: 'toc',
    label: 'Transit Oriented Communities (TOC) tiers',
    keys: OVERLAY_COLORS.toc.map((color, index) => ({
      label: `Tier ${index + 1}`,
      swatch: { fill: color, border: OVERLAY_COLORS.toc[3] },
    })),
  },
  {
    id: 'fire',
    label: 'Very high fire hazard severity zone',
    keys: [
      { label: 'Lots in the zone', swatch: { fill: '#d7301f99', border: OVERLAY_COLORS.fire } },
    ],
  },
  {
    id: 'hpoz',
    label: 'Historic preservation overlay zone (HPOZ)',
    keys: [
      { label: 'Lots in an HPOZ', swatch: { fill: '#8c510a99', border: OVERLAY_COLORS.hpoz } },
    ],
  },
  {
    id: 'coastal',
    label: 'Coastal zone',
    keys: [
      { label: 'Lots in the zone', swatch: { fill: '#1f78b499', border: OVERLAY_COLORS.coastal } },
    ],
  },
  {
    id: 'rso',
    label: 'Rent stabilization (RSO)',
    keys: [
      {
        label: 'Lots with rent-stabilized homes',
        swatch: { fill: '#7b329499', border: OVERLAY_COLORS.rso },
      },
    ],
  },
  {
    id: 'transit',
    label: 'Transit stops',
    keys: [
      {
        label: 'Major transit stop',
        swatch: { fill: OVERLAY_COLORS.majorStop, border: '#ffffff', dot: true },
      },
      { label: 'Other stop', swatch: { fill: OVERLAY_COLORS.stop, border: '#ffffff', dot: true } },
    ],
  },
]

/** What the map shows before the reader chooses: the zoning and the stops. */
export const LAYERS_SHOWN_AT_START: ReadonlySet<MapLayerId> = new Set(['zoning', 'transit'])
