import { lazy } from 'react'
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import type { Guide } from '#content/types.ts'
import { getPublicPage } from '#content/pages.ts'
import { SITE } from '#common/site.ts'
import { Page } from '../components/layout/page.tsx'
import { UntilNearScreen } from '../components/until-near-screen.tsx'
import { CALCULATOR_ID } from '../features/articles/calculator/anchor.ts'
import { ArticleBody } from '../features/articles/components/article-body.tsx'
import { ArticleExtras } from '../features/articles/components/article-extras.tsx'
import { LawCalendar } from '../features/articles/law-calendar/law-calendar.tsx'
import { lawCalendarEntries } from '../features/articles/law-calendar/law-calendar-entries.ts'
import { plainText } from '../features/articles/components/inline-text.tsx'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { absoluteUrl } from '../lib/public-url.ts'
import { requestedPath } from '../lib/requested-path.ts'

/** The calculator runs the analysis engine in the browser: its code is asked for apart from the page's. */
const GuideCalculator = lazy(() =>
  import('../features/articles/calculator/guide-calculator.tsx').then((module) => ({
    default: module.GuideCalculator,
  })),
)

/** Runs when the page is prerendered: the guide reaches the browser as loader data. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = getPublicPage(requestedPath(request))
  const guide = page.body as Guide
  return { guide, calendar: lawCalendarEntries(guide.lawCalendar) }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  const guide = loaderData?.guide
  return pageMeta({
    title: guide?.title,
    description: guide?.description,
    path: location.pathname,
    structuredData: guide ? guideStructuredData(guide, location.pathname) : [],
  })
}

/** Schema.org Article for the guide, and FAQPage for its questions and answers. */
function guideStructuredData(guide: Guide, path: string): object[] {
  const publisher = { '@type': 'Organization', name: SITE.name }
  const items: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: guide.heading,
      description: guide.description,
      datePublished: guide.published,
      dateModified: guide.updated,
      mainEntityOfPage: absoluteUrl(path),
      author: publisher,
      publisher,
    },
  ]
  if (guide.faq && guide.faq.length > 0) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: guide.faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer) },
      })),
    })
  }
  return items
}

/** A housing-law guide: the law in plain words, then a calculator that runs it on a lot. */
export default function GuidePage() {
  const { guide, calendar } = useLoaderData<typeof loader>()
  return (
    <Page heading={guide.heading} lead={guide.lead}>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600">
        <div className="flex gap-1">
          <dt>In effect since</dt>
          <dd>
            <time dateTime={guide.law.effective}>{formatDate(guide.law.effective)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Updated</dt>
          <dd>
            <time dateTime={guide.updated}>{formatDate(guide.updated)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Statutes</dt>
          <dd>{guide.law.statutes.join(', ')}</dd>
        </div>
      </dl>
      <p className="mt-4">
        <a href={`#${CALCULATOR_ID}`} className="text-brand-800 underline underline-offset-4">
          Try {guide.law.bill} on your own lot
        </a>
      </p>
      <div className="mt-8">
        <ArticleBody sections={guide.sections} />
      </div>
      {/* The engine's code is run only for a reader who goes to the calculator. */}
      <UntilNearScreen id="calculator-place">
        <GuideCalculator bill={guide.law.bill} calculator={guide.calculator} />
      </UntilNearScreen>
      <LawCalendar entries={calendar} />
      <ArticleExtras faq={guide.faq} sources={guide.sources} />
    </Page>
  )
}
