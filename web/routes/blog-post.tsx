import { Link, useParams, type MetaArgs } from 'react-router'
import { BLOG_POSTS } from '#content/blog/posts.ts'
import { NotFoundPage, notFoundMeta } from '../components/layout/not-found-page.tsx'
import { Page } from '../components/layout/page.tsx'
import { formatDate } from '../lib/format.ts'
import { pageMeta } from '../lib/meta.ts'

function findPost(postId: string | undefined) {
  return BLOG_POSTS.find((post) => post.id === postId)
}

export function meta(args: MetaArgs) {
  const post = findPost(args.params.postId)
  if (!post) return notFoundMeta(args.location.pathname)
  return pageMeta({
    title: post.title,
    description: post.description,
    path: args.location.pathname,
  })
}

export default function BlogPost() {
  const post = findPost(useParams().postId)
  if (!post) return <NotFoundPage />
  return (
    <Page heading={post.title} lead={post.description}>
      <p className="text-sm text-gray-600">
        <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
      </p>
      {post.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-gray-800">
          {paragraph}
        </p>
      ))}
      <p className="mt-10">
        <Link to="/blog" className="text-brand-800 underline underline-offset-4">
          All posts
        </Link>
      </p>
    </Page>
  )
}
