import { useId, useMemo } from 'react'
import { Form, Link, useSearchParams, type MetaArgs } from 'react-router'
import { outsideCoverageMessage } from '#common/contracts/coverage.ts'
import { looksLikeParcel, queryTerms, searchSite } from '#common/site-search.ts'
import { getPublicPage } from '#content/pages.ts'
import { Page } from '../components/layout/page.tsx'
import { Button } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { MIN_SEARCH_LENGTH, useParcelSearch } from '../features/parcels/api/search-parcels.ts'
import { useSearchIndex } from '../features/site-search/api/search-index.ts'
import { SearchHits } from '../features/site-search/components/search-hits.tsx'
import { formatSqFt } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

/** Runs when the page is prerendered (the form; results are found in the browser). */
export function loader() {
  const page = getPublicPage('/search')
  return { title: page.title, description: page.description }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: loaderData?.title,
    description: loaderData?.description,
    path: location.pathname,
  })
}

const SUGGESTIONS = ['SB 684', 'density bonus', 'tenant history', 'height district']

/** Site search: the guides and posts, and a parcel when the words read like an address or APN. */
export default function SearchPage() {
  const [params] = useSearchParams()
  // The page was prerendered without a query: the query is read once hydrated, so the first
  // render matches the HTML.
  const hydrated = useHydrated()
  const query = hydrated ? (params.get('q') ?? '').trim() : ''
  const inputId = useId()
  const parcelKind = looksLikeParcel(query)
  const hasTerms = queryTerms(query).length > 0
  const index = useSearchIndex(hasTerms)
  const hits = useMemo(
    () => (index.data && hasTerms ? searchSite(index.data, query) : []),
    [index.data, hasTerms, query],
  )
  const parcels = useParcelSearch(parcelKind && query.length >= MIN_SEARCH_LENGTH ? query : '')
  const parcelMatches = parcelKind ? (parcels.data?.results ?? []) : []
  const notice = parcelKind ? parcels.data?.notice : undefined
  const outsidePlace = notice?.kind === 'outside_coverage' ? notice.place : null
  const busy = (hasTerms && index.isPending) || (parcelKind !== null && parcels.isFetching)
  const nothing =
    query !== '' &&
    !busy &&
    hits.length === 0 &&
    parcelMatches.length === 0 &&
    outsidePlace === null &&
    !index.isError

  return (
    <Page
      heading="Search Lotwise"
      lead="Guides, blog posts, and parcels in the City of Los Angeles by address, ZIP code or APN."
    >
      <Form method="get" action="/search" role="search" className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the site
        </label>
        <input
          id={inputId}
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          placeholder="e.g. SB 684, density bonus, 741 W 40th St, 90012"
          className="h-11 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500"
        />
        <Button type="submit">Search</Button>
      </Form>

      <div className="mt-8" aria-live="polite">
        {query === '' && (
          <div>
            <p className="text-gray-800">Type a law, a topic, an address or a parcel number.</p>
            <p className="mt-3 flex flex-wrap gap-2 text-sm">
              <span className="text-gray-700">Try:</span>
              {SUGGESTIONS.map((suggestion) => (
                <Link
                  key={suggestion}
                  to={`/search?q=${encodeURIComponent(suggestion)}`}
                  className="text-brand-800 underline underline-offset-4"
                >
                  {suggestion}
                </Link>
              ))}
            </p>
          </div>
        )}
        {busy && (
          <p className="flex items-center gap-2 text-gray-700">
            <Spinner size="sm" label={null} /> Searching…
          </p>
        )}
        {index.isError && (
          <p role="alert" className="text-danger-700">
            {index.error.message}
          </p>
        )}
        {outsidePlace !== null && (
          <p className="mb-10 font-semibold text-gray-900">
            {outsideCoverageMessage(outsidePlace)}.
          </p>
        )}
        {parcelMatches.length > 0 && (
          <section aria-labelledby="parcels-heading" className="mb-10">
            <h2 id="parcels-heading" className="text-xl font-semibold text-gray-900">
              Parcels
            </h2>
            <ul className="mt-3 flex flex-col gap-3">
              {parcelMatches.map((match) => (
                <li key={match.apn}>
                  <Link
                    to={`/?apn=${encodeURIComponent(match.apn)}#lookup-heading`}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {match.address ?? `APN ${match.apn}`}
                  </Link>
                  <p className="text-sm text-gray-700">
                    APN {match.apn}
                    {match.zone ? ` · ${match.zone}` : ''}
                    {match.lotSf ? ` · ${formatSqFt(match.lotSf)}` : ''}
                    {match.isDemo ? ' · demo parcel' : ''}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {hits.length > 0 && (
          <section aria-labelledby="pages-heading">
            <h2 id="pages-heading" className="mb-4 text-xl font-semibold text-gray-900">
              {hits.length} {hits.length === 1 ? 'page' : 'pages'} for “{query}”
            </h2>
            <SearchHits hits={hits} />
          </section>
        )}
        {nothing && (
          <div>
            <p className="font-semibold text-gray-900">Nothing found for “{query}”.</p>
            <p className="mt-2 text-gray-800">
              Check the spelling, use fewer words, or start from the{' '}
              <Link to="/housing-bills" className="text-brand-800 underline underline-offset-4">
                list of housing laws
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </Page>
  )
}
