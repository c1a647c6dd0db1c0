import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Link } from 'react-router'
import { PATHWAY_SHORT_NAMES, type ScreenRow, type ScreenSort } from '#common/contracts/screen.ts'
import { figuresLabel, formatMoney } from '#common/report/proforma-model.ts'
import { cn } from '../../../lib/cn.ts'

/** Every row is this tall, so the rows in view follow from the scroll position alone. */
const ROW_HEIGHT = 44
/** The table's window onto its rows; rows outside it (and a margin) are not rendered. */
const VIEW_HEIGHT = 560
const MARGIN_ROWS = 10

/** The rows a table scrolled to `scrollTop` renders, from `first` up to `last`, of `total`. */
export function rowsInView(scrollTop: number, total: number): { first: number; last: number } {
  return {
    first: Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - MARGIN_ROWS),
    last: Math.min(total, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + MARGIN_ROWS),
  }
}

// A row's homes and value are of one pathway, the one that met the screen's filters (decision
// 630): the value names it, as the Pathway column does.
type Column = { label: string; sort?: ScreenSort; numeric?: boolean }
const LOT_COLUMN: Column = { label: 'Lot', sort: 'apn' }
/** The lot's column stays put while the others scroll under it: a line marks where. */
const STUCK_EDGE = 'shadow-[inset_-1px_0_0_var(--color-gray-200)]'
/** Beside the lot it saves, so a phone reaches it without scrolling the table sideways. */
const WATCH_COLUMN: Column = { label: 'Watch' }
const FIGURE_COLUMNS: readonly Column[] = [
  { label: 'Zone' },
  { label: 'Lot size (sq ft)', sort: 'lot', numeric: true },
  { label: 'New homes', sort: 'homes', numeric: true },
  { label: 'Residual land value', sort: 'value', numeric: true },
  { label: 'Pathway' },
  { label: 'Transit (mi)', sort: 'transit', numeric: true },
  { label: 'Plan area' },
]

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
  const columns = [LOT_COLUMN, ...(watch ? [WATCH_COLUMN] : []), ...FIGURE_COLUMNS]
  const { first, last } = rowsInView(scrollTop, total)
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
}) {
  return (
    <table
      className="w-full min-w-[56rem] border-collapse text-sm whitespace-nowrap"
      aria-rowcount={total + 1}
      aria-busy={shown.includes(undefined)}
    >
      <thead className="sticky top-0 z-10 bg-gray-50">
        <tr aria-rowindex={1}>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              aria-sort={
                column.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
              }
              className={cn(
                'border-b border-gray-200 px-3 py-2 font-semibold text-gray-900',
                column.numeric ? 'text-right' : 'text-left',
                column === LOT_COLUMN && `sticky left-0 z-20 bg-gray-50 ${STUCK_EDGE}`,
              )}
            >
              {column.sort ? (
                <button
                  type="button"
                  className="underline decoration-gray-400 underline-offset-2 hover:text-brand-800"
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
      <tbody>
        {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} />}
        {shown.map((row, index) =>
          row === undefined ? (
            <tr
              key={`loading-${first + index}`}
              aria-rowindex={first + index + 2}
              style={{ height: ROW_HEIGHT }}
              className="border-b border-gray-100"
            >
              <td colSpan={columns.length} className="px-3 text-gray-700">
                Loading…
              </td>
            </tr>
          ) : (
            <tr
              key={row.apn}
              aria-rowindex={first + index + 2}
              style={{ height: ROW_HEIGHT }}
              className="border-b border-gray-100 odd:bg-white even:bg-gray-50"
            >
              <td className={`sticky left-0 max-w-40 bg-inherit px-3 sm:max-w-64 ${STUCK_EDGE}`}>
                <div className="truncate">
                  <Link to={`/?apn=${row.apn}`} className="text-brand-800 underline">
                    {row.address ?? row.apn}
                  </Link>
                  {row.stale && <span className="ml-2 text-xs text-gray-700">(updating)</span>}
                </div>
                {/* On a line of its own, so a long address never cuts it off. */}
                {row.isDemo && <div className="text-xs text-gray-700">Demo parcel</div>}
              </td>
              {watch && <td className="px-3">{watch(row)}</td>}
              <td className="px-3 text-gray-800">{row.zone ?? '—'}</td>
              <td className="px-3 text-right tabular-nums">
                {row.lotSf === null ? '—' : Math.round(row.lotSf).toLocaleString('en-US')}
              </td>
              <td className="px-3 text-right font-medium tabular-nums">
                {row.netNewUnits === null
                  ? '—'
                  : row.netNewUnits === 'unlimited'
                    ? 'No limit'
                    : row.netNewUnits.toLocaleString('en-US')}
              </td>
              <td className="px-3 text-right tabular-nums">
                {row.residualLandValue === null ? '—' : formatMoney(row.residualLandValue)}
                {row.residualLandValue !== null && row.by && (
                  <span className="ml-1.5 text-xs text-gray-700">
                    by {PATHWAY_SHORT_NAMES[row.by]}
                  </span>
                )}
                {/* Lots priced at the same figures by the same pathway often share a value
                    (ADUs are as many on any house lot): the figures say why. */}
                {row.residualLandValue !== null && (
                  <span className="block text-xs text-gray-700" data-testid="value-figures">
                    {figuresLabel(row.zip)}
                  </span>
                )}
              </td>
              <td className="px-3 text-gray-800">{row.by ? PATHWAY_SHORT_NAMES[row.by] : '—'}</td>
              <td className="px-3 text-right tabular-nums">
                {row.transitMi === null ? '—' : row.transitMi.toFixed(2)}
              </td>
              <td className="max-w-48 truncate px-3 text-gray-800">
                {row.communityPlanArea ?? '—'}
              </td>
            </tr>
          ),
        )}
        {last < total && <tr aria-hidden="true" style={{ height: (total - last) * ROW_HEIGHT }} />}
      </tbody>
    </table>
  )
}
