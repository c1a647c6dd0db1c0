import { Link, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import type { BlogPost } from '#content/types.ts'
import { readingMinutes } from '#content/blog-feed.ts'
import { getPublicPage } from '#content/pages.ts'
import { Page } from '../components/layout/page.tsx'
import { ArticleBody } from '../features/articles/components/article-body.tsx'
import { ArticleExtras } from '../features/articles/components/article-extras.tsx'
import { PostTags } from '../features/articles/components/post-tags.tsx'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { requestedPath } from '../lib/requested-path.ts'

/** Runs when the page is prerendered: the post reaches the browser as loader data. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = getPublicPage(requestedPath(request))
  const post = page.body as BlogPost
  return { post, minutes: readingMinutes(post) }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return pageMeta({
    title: loaderData?.post.title,
    description: loaderData?.post.description,
    path: location.pathname,
  })
}

export default function BlogPostPage() {
  const { post, minutes } = useLoaderData<typeof loader>()
  return (
    <Page heading={post.title} lead={post.description}>
      <p className="text-sm text-gray-600">
        <time dateTime={post.published}>{formatDate(post.published)}</time> · {minutes} min read
        {post.updated !== post.published && (
          <>
            {' '}
            · Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
          </>
        )}
      </p>
      <PostTags tags={post.tags} />
      <div className="mt-6">
        <ArticleBody sections={post.sections} />
      </div>
      <ArticleExtras faq={post.faq} sources={post.sources} />
      <p className="mt-10">
        <Link to="/blog" className="text-brand-800 underline underline-offset-4">
          All posts
        </Link>
      </p>
    </Page>
  )
}
