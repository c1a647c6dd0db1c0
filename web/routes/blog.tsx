import { Link, type MetaArgs } from 'react-router'
import { BLOG_POSTS } from '#content/blog/posts.ts'
import { Page } from '../components/layout/page.tsx'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'

export function meta({ location }: MetaArgs) {
  return pageMeta({
    title: 'Blog',
    description: 'Plain-language notes on California housing law and Los Angeles zoning.',
    path: location.pathname,
  })
}

export default function Blog() {
  return (
    <Page
      heading="Blog"
      lead="Plain-language notes on California housing law and Los Angeles zoning."
    >
      <ul className="flex flex-col gap-6">
        {BLOG_POSTS.map((post) => (
          <li key={post.id}>
            <article>
              <h2 className="text-xl font-semibold">
                <Link
                  to={`/blog/${post.id}`}
                  className="text-brand-800 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-gray-600">
                <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
              </p>
              <p className="mt-2 text-gray-800">{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </Page>
  )
}
