import { lazy, Suspense, useState } from 'react'
import {
  Link,
  useLoaderData,
  useSearchParams,
  type MetaArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { SITE } from '#common/site.ts'
import { getPublicPage, PUBLIC_PAGES } from '#content/pages.ts'
import type { Guide } from '#content/types.ts'
import { buttonClasses } from '../components/ui/button.tsx'
import { MapArea, MapLegend } from '../features/map/map-area.tsx'
import { LAYERS_SHOWN_AT_START } from '../features/map/map-layers.ts'
import { NO_WEBGL_MESSAGE } from '../features/map/map-types.ts'
import { useParcelExample } from '../features/parcels/api/get-example.ts'
import { useParcel } from '../features/parcels/api/get-parcel.ts'
import { AddressSearch } from '../features/parcels/components/address-search.tsx'
import { ParcelCardLoading } from '../features/parcels/components/parcel-card-loading.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { HeroImage } from '../features/site-settings/components/hero-image.tsx'
import { cn } from '../lib/cn.ts'
import { pageMeta } from '../lib/meta.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

/** Runs when the page is prerendered. */
export function loader() {
  const guides = PUBLIC_PAGES.filter((page) => page.view === 'guide').map((page) => {
    const guide = page.body as Guide
    return { path: page.path, bill: guide.law.bill, summary: guide.law.summary }
  })
  return { description: getPublicPage('/').description, guides }
}

/** The page's data never depends on the parcel picked (`?apn=`): picking one fetches nothing. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return pageMeta({ description: loaderData?.description, path: location.pathname })
}

const STEPS = [
  {
    heading: 'Every pathway, side by side',
    text: 'Base zoning, ADUs, SB 9, SB 684 and SB 1123, AB 2011, SB 79 and the state density bonus, computed for your lot.',
  },
  {
    heading: 'The reason behind each answer',
    text: 'Each criterion passes, fails or needs confirmation, in plain words, with the statute or code section it comes from.',
  },
  {
    heading: 'Instant, then reviewed',
    text: 'Your report appears at once, marked preliminary. An analyst checks the facts and publishes it, with what they confirmed and what they left open.',
  },
] as const

const MAP_HEADING_ID = 'map-heading'

export default function Home() {
  const { guides } = useLoaderData<typeof loader>()
  const [params, setParams] = useSearchParams()
  // The parcel picked is kept in the address (/?apn=…), as site search links to it: a reload,
  // the back button or a shared link opens the same card. The prerendered page has none, so
  // the address is read once hydrated.
  const hydrated = useHydrated()
  const apn = hydrated ? params.get('apn') : null
  const pick = (picked: string | null) =>
    setParams(picked ? { apn: picked } : {}, { preventScrollReset: true })
  // The lot whose card is to be brought into view when it shows (on a wide screen the card
  // opens below the first screen): one picked in the search, or, until the first pick, the one
  // the address named on arrival (a Find Lots row, site search, a shared link). A card opened
  // from the map is where the reader already looks (null).
  const [toReveal, setToReveal] = useState<string | null | undefined>(undefined)
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 sm:py-14 md:grid-cols-2 md:gap-10 md:py-20">
          <div>
            <h1 className="text-3xl font-semibold tracking-tight text-brand-900 sm:text-5xl">
              See what your Los Angeles lot can become
            </h1>
            <p className="mt-3 text-gray-800 sm:mt-5 sm:text-lg">{SITE.tagline}</p>
            <p className="mt-2 text-gray-800">Lotwise covers the City of Los Angeles today.</p>
            <section aria-labelledby="lookup-heading" className="mt-6 sm:mt-8">
              <h2 id="lookup-heading" className="sr-only">
                Look up a lot
              </h2>
              <AddressSearch
                onPick={(match) => {
                  pick(match.apn)
                  setToReveal(match.apn)
                }}
              />
            </section>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/sample-report"
                className={buttonClasses({ variant: 'accent', size: 'lg' })}
              >
                See a sample report
              </Link>
              <Link to="/pricing" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                View pricing
              </Link>
            </div>
          </div>
          <HeroImage className="w-full rounded-lg border border-brand-100 bg-white" />
        </div>
      </section>
      <LotsOnTheMap
        apn={apn}
        onPick={(picked) => {
          setToReveal(null)
          pick(picked)
        }}
        onCardShown={(heading) => {
          if (toReveal !== undefined && apn !== toReveal) return
          revealCard(heading)
          setToReveal(null)
        }}
      />
      <section className="mx-auto max-w-6xl px-4 py-14">
        <h2 className="text-2xl font-semibold text-gray-900">How Lotwise answers</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.heading} className="rounded-lg border border-gray-200 p-5">
              <h3 className="text-lg font-semibold text-brand-900">{step.heading}</h3>
              <p className="mt-2 text-gray-800">{step.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guides-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="guides-heading" className="text-2xl font-semibold text-gray-900">
          The housing laws, in plain words
        </h2>
        <p className="mt-2 text-gray-800">
          Each guide explains who qualifies, works an example, and lets you try the law on a lot.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.path} className="rounded-lg border border-gray-200 p-4">
              <Link
                to={guide.path}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {guide.bill}
              </Link>
              <p className="mt-1 text-sm text-gray-700">{guide.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/housing-bills" className="text-brand-800 underline underline-offset-4">
            Every law side by side
          </Link>
        </p>
      </section>
    </>
  )
}

/**
 * A parcel's card with the reports to order: it runs the analysis engine in the browser, so its
 * code (the engine's about 38 KB gzip among it) loads once a parcel is picked, not with the page.
 */
const ParcelCard = lazy(async () => {
  const [{ ParcelSummaryCard }, { ReportOffers }, { WatchButton }] = await Promise.all([
    import('../features/parcels/components/parcel-summary-card.tsx'),
    import('../features/orders/components/report-offers.tsx'),
    import('../features/watch/components/watch-button.tsx'),
  ])
  return {
    default: function ParcelCard({
      apn,
      signedIn,
      pickedOnMap,
      onShown,
    }: {
      apn: string
      signedIn: boolean
      pickedOnMap: boolean
      onShown: (heading: HTMLElement) => void
    }) {
      return (
        <ParcelSummaryCard
          apn={apn}
          onShown={onShown}
          offers={(facts) => <ReportOffers {...facts} signedIn={signedIn} />}
          watch={(lot) => (
            <WatchButton apn={lot} source={pickedOnMap ? 'map' : 'card'} signedIn={signedIn} />
          )}
        />
      )
    },
  }
})

/**
 * After a pick in the search, the card of the lot opens far below it on a wide screen: it is
 * scrolled into view, and its heading takes the focus, so a screen reader says what opened. On
 * a phone the card is a sheet over the page, already in view: the map behind it, which shows
 * the lot and loads only once on screen, is brought into view instead.
 */
function revealCard(heading: HTMLElement) {
  const { top, bottom } = heading.getBoundingClientRect()
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
  if (top < 0 || bottom > window.innerHeight) heading.scrollIntoView({ behavior, block: 'start' })
  else document.getElementById(MAP_HEADING_ID)?.scrollIntoView({ behavior, block: 'start' })
  heading.focus({ preventScroll: true })
}

/**
 * The lots on a map, coloured by zoning, and the card of the lot picked: beside the map on a wide
 * screen, a sheet over its lower part on a phone. Clicking a lot picks it; a pick in the search
 * flies the map there. The search and its list of matches stay the way in without a pointer.
 */
function LotsOnTheMap({
  apn,
  onPick,
  onCardShown,
}: {
  apn: string | null
  onPick: (apn: string | null) => void
  /** The card's heading, once the picked lot's facts are shown in it. */
  onCardShown: (heading: HTMLElement) => void
}) {
  const signedIn = useAuth().status === 'authenticated'
  const picked = useParcel(apn).data
  // Before any pick the map opens on the example lot, where lots are sure to be drawn.
  const exampleApn = useParcelExample().data?.example?.apn ?? null
  const example = useParcel(apn ? null : exampleApn).data
  const focus = apn ? (picked?.location ?? null) : (example?.location ?? null)
  const [shownLayers, setShownLayers] = useState(LAYERS_SHOWN_AT_START)
  // The lot last clicked on the map: watched from its card, it is saved "from the map". A lot
  // picked in the search or opened by its address is saved from the card.
  const [pickedOnMap, setPickedOnMap] = useState<string | null>(null)
  return (
    <section aria-labelledby={MAP_HEADING_ID} className="mx-auto max-w-6xl px-4 pt-10 scroll-mt-4">
      <h2 id={MAP_HEADING_ID} className="text-2xl font-semibold text-gray-900">
        Lots on the map
      </h2>
      <p className="mt-2 text-gray-800">
        Click a lot to see what it may allow. The colours show its zoning; the layers below add the
        areas that decide which state laws apply.
      </p>
      <div
        className={cn(
          'mt-4 grid items-start gap-6',
          apn && 'md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
        )}
      >
        <div className="md:sticky md:top-4">
          <MapArea
            className="h-[26rem] md:h-[34rem]"
            label="Map of the lots"
            selectedApn={apn}
            focus={focus}
            focusName={
              apn ? (picked?.address.display ?? (picked ? `parcel ${picked.apn}` : null)) : null
            }
            onPickLot={(lot) => {
              setPickedOnMap(lot)
              onPick(lot)
            }}
            shownLayers={shownLayers}
            unsupportedMessage={`${NO_WEBGL_MESSAGE} The search above still finds every lot and opens its card.`}
          />
          {picked && picked.location === null && (
            <p className="mt-2 text-sm text-gray-700">
              This parcel has no location on record yet, so the map cannot show it.
            </p>
          )}
          <MapLegend className="mt-4" shown={shownLayers} onChange={setShownLayers} />
        </div>
        {apn && (
          <div
            role="region"
            aria-label="The lot picked"
            // The page makes room for the sheet on a phone (web/app.css).
            data-lot-sheet
            className="fixed inset-x-0 bottom-0 z-30 max-h-[50vh] overflow-y-auto overscroll-contain rounded-t-2xl border-t border-gray-200 bg-white px-3 pt-2 pb-4 shadow-2xl md:static md:max-h-none md:overflow-visible md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none"
          >
            <div className="flex justify-end">
              <button
                type="button"
                onClick={() => onPick(null)}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                Close the card
              </button>
            </div>
            <Suspense fallback={<ParcelCardLoading />}>
              <ParcelCard
                apn={apn}
                signedIn={signedIn}
                pickedOnMap={apn === pickedOnMap}
                onShown={onCardShown}
              />
            </Suspense>
          </div>
        )}
      </div>
    </section>
  )
}
