import { useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams, type MetaArgs } from 'react-router'
import {
  SCREEN_ROW_LIMIT,
  SCREEN_SORTS,
  SCREEN_VISITOR_ROWS,
  type ScreenSort,
} from '#common/contracts/screen.ts'
import { Page } from '../components/layout/page.tsx'
import { buttonClasses } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { useProducts } from '../features/orders/api/products.ts'
import { useScreen, useScreenDots, useScreenRows } from '../features/screen/api/run-screen.ts'
import { ScreenFilters } from '../features/screen/components/screen-filters.tsx'
import {
  SavedScreensSection,
  SaveScreenForm,
} from '../features/screen/components/saved-screens.tsx'
import { ScreenDownloads } from '../features/screen/components/screen-downloads.tsx'
import { ScreenListSummary, ScreenListUpload } from '../features/screen/components/screen-list.tsx'
import { MapArea } from '../features/map/map-area.tsx'
import type { MapLayerId } from '../features/map/map-layers.ts'
import { NO_WEBGL_MESSAGE } from '../features/map/map-types.ts'
import { ScreenMap } from '../features/screen/components/screen-map.tsx'
import {
  rowsInView,
  ScreenTable,
  useScreenRowHeight,
} from '../features/screen/components/screen-table.tsx'
import { WatchRowButton } from '../features/watch/components/watch-row-button.tsx'
import {
  readScreenParams,
  writeScreenParams,
  type ScreenParams,
} from '../features/screen/screen-query-params.ts'
import { cn } from '../lib/cn.ts'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { LoadFailed } from '../components/ui/load-failed.tsx'

export function meta({ location }: MetaArgs) {
  return pageMeta({ title: 'Find Lots', path: location.pathname })
}

/** The screen's map draws its own dots over plain lots: no zoning or overlay layers. */
const NO_LAYERS: ReadonlySet<MapLayerId> = new Set()

function sortOf(value: string | undefined): ScreenSort {
  return SCREEN_SORTS.find((sort) => sort === value) ?? 'value'
}

/**
 * Every lot in the city that matches a screen: what the law lets it become, filtered and sorted.
 * The address holds the screen. Visitors see the count and the first lots; signed in, all of them:
 * the table fetches a page of them at a time as it is scrolled, and the map draws every one from
 * their dots (decisions 465 and 466).
 */
export default function ScreenPage() {
  const auth = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  // A new screen, order or area stays where the reader is (the table's sort buttons and the
  // list's upload are far down a phone's page); the address alone changes.
  const showScreen = (next: ScreenParams) =>
    setParams(writeScreenParams(next), { preventScrollReset: true })
  const screen = readScreenParams(params)
  const answer = useScreen(screen)
  // The last screen's answer stays on the page while this one loads (the map keeps its place), but
  // its count, downloads and lots are not this screen's: they are dimmed and set aside until then.
  const updating = answer.isPlaceholderData
  const signedIn = auth.status === 'authenticated'
  const dots = useScreenDots(screen)
  // The screen as its address writes it: what is saved, downloaded, and where the table restarts.
  const screenKey = writeScreenParams(screen).toString()
  // Where the table is scrolled to, for this screen: another screen starts at its top.
  const [scrolled, setScrolled] = useState({ screenKey, top: 0 })
  // The rows the table holds: the first few for a visitor, else every match up to the limit.
  const listed = answer.data?.truncated
    ? signedIn
      ? SCREEN_ROW_LIMIT
      : SCREEN_VISITOR_ROWS
    : (answer.data?.total ?? 0)
  const rowHeight = useScreenRowHeight()
  const { first, last } = rowsInView(
    scrolled.screenKey === screenKey ? scrolled.top : 0,
    listed,
    rowHeight,
  )
  const rowAt = useScreenRows(screen, answer.data?.rows ?? [], first, last)
  const products = useProducts(signedIn)
  const sort = sortOf(screen.sort)
  const dir = screen.dir === 'asc' ? 'asc' : 'desc'
  // The map frames the lots again when the screen changes, not when only its order or area does.
  const fitKey = writeScreenParams({
    ...screen,
    sort: undefined,
    dir: undefined,
    area: undefined,
  }).toString()

  return (
    <Page heading="Find Lots" width="wide">
      <div className="flex flex-col gap-6">
        <p className="max-w-3xl text-gray-800">
          Find every lot where a state or city pathway adds homes: filter by pathway, new homes,
          what the land is worth to a builder, lot size, zone and distance to transit.
        </p>
        <ScreenFilters
          key={params.toString()}
          screen={screen}
          onChange={(next) => showScreen({ ...next, sort: screen.sort, dir: screen.dir })}
        />
        {signedIn && (
          <>
            <SaveScreenForm query={screenKey} />
            <SavedScreensSection />
            <ScreenListUpload onUploaded={(list) => showScreen({ ...screen, list })} />
          </>
        )}
        {screen.list && <ScreenListSummary listId={screen.list} />}
        {answer.isPending ? (
          <Spinner label="Screening the lots" />
        ) : answer.isError ? (
          <LoadFailed onRetry={() => void answer.refetch()}>{answer.error.message}</LoadFailed>
        ) : (
          <section
            aria-labelledby="screen-results"
            aria-busy={updating}
            className="flex flex-col gap-3"
          >
            <h2
              id="screen-results"
              className="text-lg font-semibold text-gray-900"
              aria-live="polite"
            >
              {updating ? (
                <span className="inline-flex items-center gap-2">
                  <Spinner size="sm" label={null} />
                  Screening the lots…
                </span>
              ) : answer.data.total === 1 ? (
                '1 lot matches'
              ) : (
                `${answer.data.total.toLocaleString('en-US')} lots match`
              )}
            </h2>
            {signedIn && !updating && answer.data.total > 0 && (
              <ScreenDownloads
                query={screenKey}
                total={answer.data.total}
                paid={answer.data.downloadPaid}
                price={products.data?.products.find((product) => product.id === 'screen_export')}
                bonusCredits={products.data?.payment?.bonusCredits ?? 0}
              />
            )}
            <p className="text-sm text-gray-700">
              {answer.data.dataDate
                ? `Parcel data as of ${formatDate(answer.data.dataDate)}. `
                : ''}
              {answer.data.analysedOn
                ? `Lots last analysed on ${formatDate(answer.data.analysedOn)}, under the law in force that day. `
                : ''}
              A lot’s new homes and residual land value are those of the one pathway named beside
              them: of its pathways that meet every filter above, the one worth most to a builder,
              or, sorted by new homes, the one that adds the most. The value is at the default
              assumptions for the lot’s ZIP, or City-wide where its ZIP is not known. The value by
              ADUs counts the ADUs the law allows beside the homes that stand, whatever the lot’s
              size, so house lots at the same figures show the same value.
            </p>
            <div
              inert={updating}
              className={cn(
                'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]',
                updating && 'opacity-50',
              )}
            >
              <ScreenMap
                dots={dots.data}
                total={answer.data.total}
                area={screen.area}
                onArea={(area) => showScreen({ ...screen, area: area ?? undefined })}
                onPickLot={(apn) => void navigate(`/?apn=${apn}`)}
                fitKey={fitKey}
                signedIn={signedIn}
                sort={sort}
                map={(onMap) => (
                  <MapArea
                    className="h-80 lg:h-[560px]"
                    label="Map of the lots that match the screen"
                    unsupportedMessage={`${NO_WEBGL_MESSAGE} The table lists the same lots.`}
                    selectedApn={null}
                    focus={null}
                    shownLayers={NO_LAYERS}
                    zoomHint={false}
                    onMap={onMap}
                  />
                )}
              />
              <div className="flex min-w-0 flex-col gap-3">
                {answer.data.total === 0 ? (
                  <p className="text-gray-800">
                    No lot matches this screen. Loosen a filter, or{' '}
                    <Link to="/screen" className="text-brand-800 underline">
                      start again
                    </Link>
                    .
                  </p>
                ) : (
                  <ScreenTable
                    key={screenKey}
                    total={listed}
                    rowAt={rowAt}
                    scrollTop={scrolled.screenKey === screenKey ? scrolled.top : 0}
                    onScroll={(top) => setScrolled({ screenKey, top })}
                    sort={sort}
                    dir={dir}
                    onSort={(nextSort, nextDir) =>
                      showScreen({ ...screen, sort: nextSort, dir: nextDir })
                    }
                    watch={
                      signedIn
                        ? (row) => (
                            <WatchRowButton
                              apn={row.apn}
                              lot={row.address ?? row.apn}
                              source="screen"
                            />
                          )
                        : undefined
                    }
                  />
                )}
                {answer.data.truncated &&
                  (signedIn ? (
                    <p className="text-sm text-gray-800">
                      The first {SCREEN_ROW_LIMIT.toLocaleString('en-US')} lots are listed; narrow
                      the screen to see the rest.
                    </p>
                  ) : (
                    <div className="flex flex-wrap items-center gap-3">
                      <p className="text-gray-800">
                        Sign in to see all {answer.data.total.toLocaleString('en-US')} lots.
                      </p>
                      <Link
                        to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
                        className={buttonClasses({ size: 'sm' })}
                      >
                        Sign In
                      </Link>
                    </div>
                  ))}
              </div>
            </div>
          </section>
        )}
      </div>
    </Page>
  )
}
