// Where a map goes on a page. The map's code (MapLibre) is fetched only once the page has painted
// and the area comes near the screen, so it never slows the first view; a browser that cannot
// draw it (no WebGL) gets plain words instead, and the page around it keeps working.
import { useRef, useState, type ComponentType, type ReactNode } from 'react'
import { Spinner } from '../../components/ui/spinner.tsx'
import { cn } from '../../lib/cn.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useNearScreen } from '../../lib/use-near-screen.ts'
import { useBaseStyleUrl } from './get-base-style.ts'
import { MAP_LAYERS, type MapLayerId, type Swatch } from './map-layers.ts'
import { MAP_WORKER_URL } from './map-worker.ts'
import { LOT_MIN_ZOOM, MAP_MARKS, type LotMapProps } from './map-types.ts'

/** The map's code; the browser fetches and runs it once however often it is asked for. */
const lotMapCode = () => import('./lot-map.tsx')

/**
 * True when the browser can make a WebGL context, which MapLibre draws with. The context made to
 * find out is given back at once: browsers keep only a few alive, and the map makes its own.
 */
function canDrawMaps(): boolean {
  try {
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return context !== null
  } catch {
    return false
  }
}

type MapAreaProps = Omit<
  LotMapProps,
  'onFailure' | 'onReady' | 'onDrawing' | 'onMoved' | 'onArrived' | 'baseStyleUrl'
> & {
  /** Said to screen readers once the map has flown to `focus`: what is now in the middle. */
  focusName?: string | null
  /** What the area says when the browser cannot draw maps; nothing at all when null. */
  unsupportedMessage: string | null
  /** Shown instead where the browser cannot draw maps (a drawn picture of the same place). */
  fallback?: ReactNode
  /** Whether to say "Zoom in to see the lots" when zoomed out (not where the page draws its own). */
  zoomHint?: boolean
  className?: string
}

type MapState = 'waiting' | 'loading' | 'ready' | 'unsupported'

/** A lot map in a box of the page's choosing (its size comes from `className`). */
export function MapArea({
  focusName,
  unsupportedMessage,
  fallback,
  zoomHint = true,
  className,
  ...mapProps
}: MapAreaProps) {
  const hydrated = useHydrated()
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MapState>('waiting')
  // The map's component once its code has run. Held here rather than behind React's `lazy`: a
  // suspended component is shown no sooner than 300 ms after its fallback (React throttles the
  // reveal of suspended content), which the map waited out every time.
  const [LotMap, setLotMap] = useState<ComponentType<LotMapProps> | null>(null)
  // The first tile drawn ends the loading notice: the map shows something, if not all yet.
  const [drawing, setDrawing] = useState(false)
  const [zoom, setZoom] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const baseStyleUrl = useBaseStyleUrl(state !== 'waiting' && state !== 'unsupported')

  // The map's code is fetched once the area is about to scroll into view, not with the page.
  useNearScreen(box, hydrated && state === 'waiting', '200px 0px', () => {
    performance.mark(MAP_MARKS.wanted)
    // Asked for now, all at once, rather than each after the other: the map's code, its
    // worker's file (into the cache, where the map finds it) and, once the state says the map
    // is loading, the base map's address. Code that cannot be fetched means no map. The first
    // two are on their way before the check for WebGL, which makes the page's first WebGL
    // context (up to 0.2 s in a software renderer); a browser without WebGL fetches them for
    // nothing (decision 525).
    lotMapCode().then(
      (code) => setLotMap(() => code.default),
      () => setState('unsupported'),
    )
    fetch(MAP_WORKER_URL)
      .then((response) => response.arrayBuffer())
      .catch(() => {})
    setState(canDrawMaps() ? 'loading' : 'unsupported')
  })

  if (state === 'unsupported') {
    if (fallback) return fallback
    if (unsupportedMessage === null) return null
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-lg border border-gray-200 bg-gray-50 p-6 text-center text-gray-800',
          className,
        )}
      >
        <p className="max-w-md">{unsupportedMessage}</p>
      </div>
    )
  }

  return (
    <div
      ref={box}
      className={cn(
        'relative overflow-hidden rounded-lg border border-gray-200 bg-[#f4f5f2]',
        className,
      )}
    >
      {state !== 'waiting' && LotMap && baseStyleUrl !== undefined && (
        <LotMap
          {...mapProps}
          baseStyleUrl={baseStyleUrl}
          onFailure={() => setState('unsupported')}
          onReady={(at) => {
            setState('ready')
            setZoom(at)
          }}
          onDrawing={() => setDrawing(true)}
          onMoved={setZoom}
          onArrived={() => {
            if (!focusName) return
            performance.mark(MAP_MARKS.shows)
            setAnnouncement(`The map shows ${focusName}.`)
          }}
        />
      )}
      {state !== 'ready' && !drawing && (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-gray-700">
          <Spinner size="sm" label={null} />
          Loading the map…
        </div>
      )}
      {zoomHint && state === 'ready' && zoom !== null && zoom < LOT_MIN_ZOOM && (
        <p className="pointer-events-none absolute inset-x-0 top-3 mx-auto w-fit rounded-md bg-white/95 px-3 py-1.5 text-sm text-gray-800 shadow">
          Zoom in to see the lots.
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** A legend key's square (or dot) of colour. */
function SwatchMark({ swatch }: { swatch: Swatch }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'shrink-0 border',
        swatch.dot ? 'size-3.5 rounded-full border-2' : 'size-4 rounded-sm',
        swatch.dashed && 'border-dashed',
      )}
      style={{ backgroundColor: swatch.fill ?? 'transparent', borderColor: swatch.border }}
    />
  )
}

/**
 * The map's legend, each layer with a checkbox that turns it on or off and, while it is on, the
 * colours it draws with in words.
 */
export function MapLegend({
  shown,
  onChange,
  className,
}: {
  shown: ReadonlySet<MapLayerId>
  onChange: (shown: ReadonlySet<MapLayerId>) => void
  className?: string
}) {
  const toggle = (id: MapLayerId, on: boolean) => {
    const next = new Set(shown)
    if (on) next.add(id)
    else next.delete(id)
    onChange(next)
  }
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-gray-900">Layers on the map</legend>
      <ul className="mt-2 grid gap-x-6 gap-y-3 text-sm text-gray-800 sm:grid-cols-2">
        {MAP_LAYERS.map((layer) => {
          const inputId = `map-layer-${layer.id}`
          const on = shown.has(layer.id)
          return (
            <li key={layer.id}>
              <div className="flex items-center gap-2">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={on}
                  onChange={(event) => toggle(layer.id, event.target.checked)}
                  className="size-4 accent-brand-800"
                />
                <label htmlFor={inputId} className="font-medium text-gray-900">
                  {layer.label}
                </label>
              </div>
              {on && (
                <ul className="mt-1.5 grid gap-1 pl-6">
                  {layer.keys.map((key) => (
                    <li key={key.label} className="flex items-center gap-2">
                      <SwatchMark swatch={key.swatch} />
                      {key.label}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
        <li className="grid gap-1 sm:col-span-2">
          <span className="flex items-center gap-2">
            <SwatchMark swatch={{ border: '#374151', dashed: true }} />
            Approximate shape: the lot’s size on record, no outline yet
          </span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 rounded-sm border-[3px] border-brand-900"
            />
            The lot picked
          </span>
        </li>
      </ul>
    </fieldset>
  )
}
