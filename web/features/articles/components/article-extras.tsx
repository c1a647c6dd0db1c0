// The end matter of a guide or article: its questions and answers, and the sources it rests on.
import type { Faq, Source } from '#content/types.ts'
import { InlineText } from './inline-text.tsx'

export function ArticleExtras({
  faq = [],
  sources = [],
}: {
  faq?: readonly Faq[]
  sources?: readonly Source[]
}) {
  return (
    <>
      {faq.length > 0 && (
        <section id="questions" aria-labelledby="questions-heading" className="mt-12">
          <h2 id="questions-heading" className="text-2xl font-semibold text-gray-900">
            Questions readers ask
          </h2>
          <dl className="mt-4 flex flex-col gap-5">
            {faq.map((entry) => (
              <div key={entry.question}>
                <dt className="font-semibold text-gray-900">{entry.question}</dt>
                <dd className="mt-1 leading-relaxed text-gray-800">
                  <InlineText text={entry.answer} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {sources.length > 0 && (
        <section id="sources" aria-labelledby="sources-heading" className="mt-12">
          <h2 id="sources-heading" className="text-2xl font-semibold text-gray-900">
            Sources
          </h2>
          <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-gray-800">
            {sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  rel="noopener"
                  className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {source.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
