import { Link } from 'react-router'
import type { SearchHit, SearchKind } from '#common/site-search.ts'
import { Highlighted } from './highlighted.tsx'

const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  guide: 'Guide',
  post: 'Blog post',
  page: 'Page',
}

/** The pages that matched, each with its highlighted title and the passage that matched. */
export function SearchHits({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className="flex flex-col gap-6" aria-label="Pages found">
      {hits.map((hit) => (
        <li key={hit.path}>
          <p className="text-sm text-gray-600">{KIND_LABELS[hit.kind]}</p>
          <Link
            to={hit.path}
            className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <Highlighted segments={hit.title} />
          </Link>
          <p className="mt-1 text-gray-800">
            <Highlighted segments={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  )
}
