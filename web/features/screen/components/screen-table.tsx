import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { Link } from 'react-router'
import type { ScreenRow, ScreenSort } from '#common/contracts/screen.ts'
import { PATHWAY_SHORT_NAMES } from '#common/pathway-names.ts'
import { figuresLabel } from '#common/report/lot-figures.ts'
import { formatMoney } from '#common/report/proforma-model.ts'
import { cn } from '../../../lib/cn.ts'

/** Every row is this tall, so the rows in view follow from the scroll position alone. */
const ROW_HEIGHT = 44
/**
 * On a phone each row is a card of three lines (its lot and Watch, then its homes, pathway and
 * value, then its facts), all this tall, so the page is never read sideways.
 */
const PHONE_ROW_HEIGHT = 112
/** The width below which rows are cards: Tailwind's `sm`, as the classes below say. */
const PHONE_QUERY = '(max-width: 639.98px)'
/** The table's window onto its rows; rows outside it (and a margin) are not rendered. */
const VIEW_HEIGHT = 560
const MARGIN_ROWS = 10

/**
 * The rows a table scrolled to `scrollTop` renders, from `first` up to `last`, of `total`, each
 * `rowHeight` tall.
 */
export function rowsInView(
  scrollTop: number,
  total: number,
  rowHeight = ROW_HEIGHT,
): { first: number; last: number } {
  return {
    first: Math.max(0, Math.floor(scrollTop / rowHeight) - MARGIN_ROWS),
    last: Math.min(total, Math.ceil((scrollTop + VIEW_HEIGHT) / rowHeight) + MARGIN_ROWS),
  }
}

/** How tall each row of the table is now: a card's height on a phone, a line's on a wider screen. */
export function useScreenRowHeight(): number {
  return usePhone() ? PHONE_ROW_HEIGHT : ROW_HEIGHT
}

/** Hears when the window crosses the phone width. */
function onPhoneChange(changed: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}

/** True while the window is phone-narrow (the rows are cards); false on the server. */
function usePhone(): boolean {
  return useSyncExternalStore(
    onPhoneChange,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  )
}

// A row's homes and value are of one pathway, named beside them: the lot's pathway that met the
// screen's filters (decision 630). They come first, with the lot, so a laptop shows them beside
// the map without scrolling; the facts that follow scroll under the lot.
type Column = { label: string; sort?: ScreenSort; numeric?: boolean; phone?: boolean }
const LOT_COLUMN: Column = { label: 'Lot', sort: 'apn', phone: true }
/** The lot's column stays put while the others scroll under it: a line marks where. */
const STUCK_EDGE = 'sm:shadow-[inset_-1px_0_0_var(--color-gray-200)]'
const KEY_COLUMNS: readonly Column[] = [
  { label: 'New homes', sort: 'homes', numeric: true, phone: true },
  { label: 'Pathway' },
  { label: 'Residual land value', sort: 'value', numeric: true, phone: true },
]
/** After the figures a developer reads first; on a phone, beside the lot. */
const WATCH_COLUMN: Column = { label: 'Watch' }
const FACT_COLUMNS: readonly Column[] = [
  { label: 'Zone' },
  { label: 'Lot size (sq ft)', sort: 'lot', numeric: true, phone: true },
  { label: 'Transit (mi)', sort: 'transit', numeric: true, phone: true },
  { label: 'Plan area' },
]

/** A row's homes in words. */
function homesText(homes: ScreenRow['netNewUnits']): string {
  return homes === null ? '—' : homes === 'unlimited' ? 'No limit' : homes.toLocaleString('en-US')
}

/**
 * The lots of a screen in a table as tall as all `total` of them that renders only the rows in
 * view, so a hundred thousand rows scroll as smoothly as a hundred; the page fetches the rows as
 * the table reaches them (`rowAt` is undefined until then) and hears where it is scrolled to by
 * `onScroll`. Sortable columns sort on the server (the address holds the order); a lot's link
 * opens its card, where it can be ordered. `watch` draws a row's way to watch its lot (signed-in
 * users only; the page passes it, as this feature knows no watches).
 */
export function ScreenTable({
  total,
  rowAt,
  scrollTop,
  onScroll,
  sort,
  dir,
  onSort,
  watch,
}: {
  total: number
  rowAt: (index: number) => ScreenRow | undefined
  scrollTop: number
  onScroll: (scrollTop: number) => void
  sort: ScreenSort
  dir: 'asc' | 'desc'
  onSort: (sort: ScreenSort, dir: 'asc' | 'desc') => void
  watch?: (row: ScreenRow) => ReactNode
}) {
  const columns = [LOT_COLUMN, ...KEY_COLUMNS, ...(watch ? [WATCH_COLUMN] : []), ...FACT_COLUMNS]
  const rowHeight = useScreenRowHeight()
  const { first, last } = rowsInView(scrollTop, total, rowHeight)
  const shown = Array.from({ length: last - first }, (_, index) => rowAt(first + index))
  const region = useRef<HTMLDivElement>(null)
  const [overflow, measureOverflow] = useOverflow(region)
  return (
    <div className="flex flex-col gap-1.5">
      {/* On a phone, and beside the map on a laptop, the table is wider than its place: its
          other columns are said to be there, and the lot stays in view while they are read. */}
      {overflow.wider && (
        <p id="screen-table-more" className="text-sm text-gray-700">
          The table has more columns than fit: scroll it sideways to see them all.
        </p>
      )}
      <div className="relative">
        <div
          ref={region}
          className="overflow-auto rounded-lg border border-gray-200 bg-white"
          style={{ maxHeight: VIEW_HEIGHT }}
          onScroll={(event) => {
            onScroll(event.currentTarget.scrollTop)
            measureOverflow(event.currentTarget)
          }}
          // A scrolling region is reachable from the keyboard.
          tabIndex={0}
          role="region"
          aria-label="Matching lots"
          aria-describedby={overflow.wider ? 'screen-table-more' : undefined}
        >
          <ScreenRows
            columns={columns}
            total={total}
            first={first}
            last={last}
            shown={shown}
            sort={sort}
            dir={dir}
            onSort={onSort}
            watch={watch}
            rowHeight={rowHeight}
          />
        </div>
        {overflow.moreToRight && (
          <div
            data-testid="more-columns-shade"
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-lg bg-gradient-to-l from-gray-400/40 to-transparent"
          />
        )}
      </div>
    </div>
  )
}

type Overflow = {
  /** The table is wider than its place: some columns are out of sight. */
  wider: boolean
  /** Columns are out of sight to the right of what it shows. */
  moreToRight: boolean
}

/**
 * How `scroller`'s table overflows it: measured when it is laid out or resized, and by the
 * returned `measure` when it is scrolled.
 */
function useOverflow(scroller: RefObject<HTMLDivElement | null>) {
  const [overflow, setOverflow] = useState<Overflow>({ wider: false, moreToRight: false })
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const observer = new ResizeObserver(() => setOverflow(overflowOf(element)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [scroller])
  return [overflow, (element: HTMLElement) => setOverflow(overflowOf(element))] as const
}

function overflowOf(element: HTMLElement): Overflow {
  // A pixel of rounding is not a hidden column.
  const hidden = element.scrollWidth - element.clientWidth
  return { wider: hidden > 1, moreToRight: element.scrollLeft < hidden - 1 }
}

function ScreenRows({
  columns,
  total,
  first,
  last,
  shown,
  sort,
  dir,
  onSort,
  watch,
  rowHeight,
}: {
  columns: readonly Column[]
  total: number
  first: number
  last: number
  shown: ReadonlyArray<ScreenRow | undefined>
  sort: ScreenSort
  dir: 'asc' | 'desc'
  onSort: (sort: ScreenSort, dir: 'asc' | 'desc') => void
  watch?: (row: ScreenRow) => ReactNode
  rowHeight: number
}) {
  // On a phone (below `sm`) the table keeps its rows and cells but lays each row out as a card,
  // its figures labelled in words; the header keeps only the buttons that sort.
  return (
    <table
      className="w-full border-collapse text-sm max-sm:block sm:min-w-[52rem] sm:whitespace-nowrap"
      aria-rowcount={total + 1}
      aria-busy={shown.includes(undefined)}
    >
      <thead className="sticky top-0 z-10 bg-gray-50 max-sm:block">
        <tr
          aria-rowindex={1}
          className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-3 max-sm:border-b max-sm:border-gray-200 max-sm:px-3 max-sm:py-1.5"
        >
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              aria-sort={
                column.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
              }
              className={cn(
                'border-b border-gray-200 px-3 py-2 font-semibold text-gray-900 max-sm:border-0 max-sm:p-0 max-sm:text-xs',
                column.numeric ? 'text-right' : 'text-left',
                !column.phone && 'max-sm:hidden',
                column === LOT_COLUMN && `sm:sticky sm:left-0 sm:z-20 sm:bg-gray-50 ${STUCK_EDGE}`,
              )}
            >
              {column.sort ? (
                <button
                  type="button"
                  className="underline decoration-gray-400 underline-offset-2 hover:text-brand-800 max-sm:py-1"
                  onClick={() =>
                    onSort(
                      column.sort as ScreenSort,
                      column.sort === sort && dir === 'desc' ? 'asc' : 'desc',
                    )
                  }
                >
                  {column.label}
                  {column.sort === sort ? (dir === 'asc' ? ' ↑' : ' ↓') : ''}
                </button>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {first > 0 && (
          <tr aria-hidden="true" className="max-sm:block" style={{ height: first * rowHeight }} />
        )}
        {shown.map((row, index) =>
          row === undefined ? (
            <tr
              key={`loading-${first + index}`}
              aria-rowindex={first + index + 2}
              style={{ height: rowHeight }}
              className="border-b border-gray-100 max-sm:block"
            >
              <td colSpan={columns.length} className="px-3 text-gray-700 max-sm:block max-sm:py-3">
                Loading…
              </td>
            </tr>
          ) : (
            <tr
              key={row.apn}
              aria-rowindex={first + index + 2}
              style={{ height: rowHeight }}
              className="border-b border-gray-100 odd:bg-white even:bg-gray-50 max-sm:flex max-sm:flex-wrap max-sm:content-start max-sm:items-start max-sm:gap-x-2 max-sm:overflow-hidden max-sm:px-3 max-sm:py-2"
            >
              <td
                className={cn(
                  `bg-inherit px-3 max-sm:order-1 max-sm:min-w-0 max-sm:px-0 sm:sticky sm:left-0 sm:max-w-56 ${STUCK_EDGE}`,
                  // On a phone the lot has its line to itself, but for Watch (6 rem) beside it.
                  watch ? 'max-sm:basis-[calc(100%-6.5rem)]' : 'max-sm:basis-full',
                )}
              >
                <div className="max-sm:line-clamp-2 sm:truncate">
                  <Link to={`/?apn=${row.apn}`} className="text-brand-800 underline">
                    {row.address ?? row.apn}
                  </Link>
                  {row.stale && <span className="ml-2 text-xs text-gray-700">(updating)</span>}
                </div>
                {/* On a line of its own, so a long address never cuts it off. */}
                {row.isDemo && <div className="text-xs text-gray-700">Demo parcel</div>}
              </td>
              <td className="px-3 text-right font-medium tabular-nums max-sm:order-3 max-sm:px-0 max-sm:text-left">
                {homesText(row.netNewUnits)}
                <span className="font-normal sm:hidden">
                  {row.netNewUnits === 1 ? ' new home' : ' new homes'}
                </span>
              </td>
              <td className="px-3 text-gray-800 max-sm:order-4 max-sm:px-0">
                <span className="sm:hidden">by </span>
                {row.by ? PATHWAY_SHORT_NAMES[row.by] : '—'}
              </td>
              <td className="px-3 text-right tabular-nums max-sm:order-5 max-sm:px-0 max-sm:text-left">
                <span className="sm:hidden">· </span>
                {row.residualLandValue === null ? '—' : formatMoney(row.residualLandValue)}
                {/* Lots priced at the same figures by the same pathway often share a value
                    (ADUs are as many on any house lot): the figures say why. */}
                {row.residualLandValue !== null && (
                  <span
                    className="block text-xs text-gray-700 max-sm:sr-only"
                    data-testid="value-figures"
                  >
                    {figuresLabel(row.zip)}
                  </span>
                )}
              </td>
              {watch && (
                <td className="px-3 max-sm:order-2 max-sm:flex max-sm:w-24 max-sm:justify-end max-sm:px-0">
                  {watch(row)}
                </td>
              )}
              <td className="px-3 text-gray-800 max-sm:order-6 max-sm:basis-full max-sm:truncate max-sm:px-0 max-sm:text-xs max-sm:text-gray-700">
                {row.zone ?? '—'}
                {/* On a phone the lot's facts read as one line under its figures. */}
                <span className="sm:hidden">
                  {row.lotSf === null
                    ? ''
                    : ` · ${Math.round(row.lotSf).toLocaleString('en-US')} sq ft`}
                  {row.transitMi === null
                    ? row.lat === null
                      ? ' · no location on record'
                      : ''
                    : ` · ${row.transitMi.toFixed(2)} mi to transit`}
                  {row.communityPlanArea ? ` · ${row.communityPlanArea}` : ''}
                </span>
              </td>
              <td className="px-3 text-right tabular-nums max-sm:hidden">
                {row.lotSf === null ? '—' : Math.round(row.lotSf).toLocaleString('en-US')}
              </td>
              <td className="px-3 text-right tabular-nums max-sm:hidden">
                {row.transitMi === null ? (
                  row.lat === null ? (
                    <span className="text-xs text-gray-700">No location on record</span>
                  ) : (
                    '—'
                  )
                ) : (
                  row.transitMi.toFixed(2)
                )}
              </td>
              <td className="max-w-48 truncate px-3 text-gray-800 max-sm:hidden">
                {row.communityPlanArea ?? '—'}
              </td>
            </tr>
          ),
        )}
        {last < total && (
          <tr
            aria-hidden="true"
            className="max-sm:block"
            style={{ height: (total - last) * rowHeight }}
          />
        )}
      </tbody>
    </table>
  )
}
