import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import type { Article } from '#content/types.ts'
import { getPublicPage } from '#content/pages.ts'
import { Page } from '../components/layout/page.tsx'
import { ArticleBody } from '../features/articles/components/article-body.tsx'
import { ArticleExtras } from '../features/articles/components/article-extras.tsx'
import { LawCalendar } from '../features/articles/law-calendar/law-calendar.tsx'
import { lawCalendarEntries } from '../features/articles/law-calendar/law-calendar-entries.ts'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { requestedPath } from '../lib/requested-path.ts'

/** Runs when the page is prerendered: the prose reaches the browser as loader data. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = getPublicPage(requestedPath(request))
  const article = page.body as Article
  return {
    title: page.title,
    description: page.description,
    article,
    calendar: lawCalendarEntries(article.lawCalendar ?? []),
  }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: loaderData?.title,
    description: loaderData?.description,
    path: location.pathname,
  })
}

/** A public page that reads as an article; its prose lives in content/. */
export default function ArticlePage() {
  const { article, calendar } = useLoaderData<typeof loader>()
  return (
    <Page heading={article.heading} lead={article.lead}>
      <p className="text-sm text-gray-600">
        Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
      </p>
      <div className="mt-8">
        <ArticleBody sections={article.sections} />
      </div>
      <LawCalendar entries={calendar} />
      <ArticleExtras faq={article.faq} sources={article.sources} />
    </Page>
  )
}
