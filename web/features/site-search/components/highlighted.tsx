import type { Segment } from '#common/site-search.ts'

/** Text with the words that matched the search marked. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-gray-900">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  )
}
