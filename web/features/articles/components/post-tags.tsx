import { Link } from 'react-router'
import { BLOG_TAG_LABELS, type BlogTag } from '#content/types.ts'

/** A post's tags, by their labels; each searches the site for the tag. */
export function PostTags({ tags }: { tags: readonly BlogTag[] }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/search?q=${encodeURIComponent(tag.replaceAll('-', ' '))}`}
            className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-sm text-gray-800 hover:bg-gray-200"
          >
            {BLOG_TAG_LABELS[tag]}
          </Link>
        </li>
      ))}
    </ul>
  )
}
