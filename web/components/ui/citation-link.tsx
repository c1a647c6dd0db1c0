import type { Citation } from '#engine'

/** A citation: a link to the text when the engine knows where it is published. */
export function CitationLink({ citation }: { citation: Citation }) {
  const text = `${citation.law}, ${citation.section}`
  return citation.url ? (
    <a
      href={citation.url}
      target="_blank"
      rel="noreferrer"
      className="text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-800"
    >
      {text}
      <span className="sr-only"> (opens the source in a new tab)</span>
    </a>
  ) : (
    <span>{text}</span>
  )
}
