import { Link, useLoaderData, type MetaArgs } from 'react-router'
import type { BlogPost } from '#content/types.ts'
import { readingMinutes } from '#content/blog-feed.ts'
import { getPublicPage, PUBLIC_PAGES } from '#content/pages.ts'
import { Page } from '../components/layout/page.tsx'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'
import { absoluteUrl } from '../lib/public-url.ts'
import { PostTags } from '../features/articles/components/post-tags.tsx'

/** Runs when the page is prerendered: the list of posts, newest first, without their prose. */
export function loader() {
  const page = getPublicPage('/blog')
  const posts = PUBLIC_PAGES.filter((entry) => entry.view === 'post')
    .map((entry) => {
      const post = entry.body as BlogPost
      return {
        path: entry.path,
        title: post.title,
        description: post.description,
        published: post.published,
        minutes: readingMinutes(post),
        tags: post.tags,
      }
    })
    .sort((a, b) => b.published.localeCompare(a.published))
  return { title: page.title, description: page.description, posts }
}

export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  return [
    ...pageMeta({
      title: loaderData?.title,
      description: loaderData?.description,
      path: location.pathname,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Lotwise Blog',
      href: absoluteUrl('/blog/rss.xml'),
    },
  ]
}

export default function Blog() {
  const { description, posts } = useLoaderData<typeof loader>()
  return (
    <Page heading="Blog" lead={description}>
      <p className="mb-8 text-sm">
        <a href="/blog/rss.xml" className="text-brand-800 underline underline-offset-4">
          Follow the blog by RSS
        </a>
      </p>
      <ul className="flex flex-col gap-6">
        {posts.map((post) => (
          <li key={post.path}>
            <article>
              <h2 className="text-xl font-semibold">
                <Link to={post.path} className="text-brand-800 underline-offset-4 hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-gray-600">
                <time dateTime={post.published}>{formatDate(post.published)}</time> · {post.minutes}{' '}
                min read
              </p>
              <p className="mt-2 text-gray-800">{post.description}</p>
              <PostTags tags={post.tags} />
            </article>
          </li>
        ))}
      </ul>
    </Page>
  )
}
