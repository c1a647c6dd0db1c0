import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import type { Article } from '#content/types.ts'
import { getPublicPage } from '#content/pages.ts'
import { Page } from '../components/layout/page.tsx'
import { useAuth } from '../features/accounts/use-auth.ts'
import { ArticleBody } from '../features/articles/components/article-body.tsx'
import { PricingCards } from '../features/orders/components/pricing-cards.tsx'
import { pageMeta } from '../lib/meta.ts'
import { requestedPath } from '../lib/requested-path.ts'

/** Runs when the page is prerendered: the prose reaches the browser as loader data. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = getPublicPage(requestedPath(request))
  return { title: page.title, description: page.description, article: page.body as Article }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: loaderData?.title,
    description: loaderData?.description,
    path: location.pathname,
  })
}

/** /pricing: the products as the API sells them (never prices written into the page). */
export default function PricingPage() {
  const { article } = useLoaderData<typeof loader>()
  const signedIn = useAuth().status === 'authenticated'
  return (
    <Page heading={article.heading} lead={article.lead} width="wide">
      <PricingCards signedIn={signedIn} />
      <div className="mt-14 max-w-3xl">
        <ArticleBody sections={article.sections} />
      </div>
    </Page>
  )
}
