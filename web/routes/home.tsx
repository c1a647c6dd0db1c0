import { useState } from 'react'
import { Link, useSearchParams, type MetaArgs } from 'react-router'
import { SITE } from '#common/site.ts'
import { getPublicPage } from '#content/pages.ts'
import { buttonClasses } from '../components/ui/button.tsx'
import { AddressSearch } from '../features/parcels/components/address-search.tsx'
import { ParcelSummaryCard } from '../features/parcels/components/parcel-summary-card.tsx'
import { HeroImage } from '../features/site-settings/components/hero-image.tsx'
import { pageMeta } from '../lib/meta.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

/** Runs when the page is prerendered. */
export function loader() {
  return { description: getPublicPage('/').description }
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
    heading: 'Instant, then verified',
    text: 'Your report appears at once, marked preliminary. An analyst checks the facts and publishes the verified version.',
  },
] as const

export default function Home() {
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <h1 className="text-4xl font-semibold tracking-tight text-brand-900 sm:text-5xl">
              See what your California lot can become
            </h1>
            <p className="mt-5 text-lg text-gray-800">{SITE.tagline}</p>
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
      <ParcelLookup />
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
    </>
  )
}

/** Search a parcel, then see its key facts; ordering starts from the card. */
function ParcelLookup() {
  const [picked, setApn] = useState<string | null>(null)
  const [params] = useSearchParams()
  // A parcel linked from site search (/?apn=…) opens its card; the prerendered page has none,
  // so the link is read once hydrated.
  const hydrated = useHydrated()
  const apn = picked ?? (hydrated ? params.get('apn') : null)
  return (
    <section aria-labelledby="lookup-heading" className="mx-auto max-w-3xl px-4 pt-12">
      <h2 id="lookup-heading" className="text-2xl font-semibold text-gray-900">
        Look up a lot
      </h2>
      <p className="mt-2 text-gray-800">
        Start with an address or a parcel number anywhere in the City of Los Angeles.
      </p>
      <div className="mt-5">
        <AddressSearch onPick={(match) => setApn(match.apn)} />
      </div>
      {apn && (
        <div className="mt-6">
          <ParcelSummaryCard apn={apn} />
        </div>
      )}
    </section>
  )
}
