// The sections of an article, guide or post (content/types.ts), block by block.
import type { Block, Section } from '#content/types.ts'
import { InlineText } from './inline-text.tsx'

export function ArticleBody({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-label={section.heading || undefined}>
          {section.heading && (
            <h2 className="text-2xl font-semibold text-gray-900">{section.heading}</h2>
          )}
          <div className="mt-4 flex flex-col gap-4">
            {section.blocks.map((block, index) => (
              <BlockView key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}

/** A cell that is only a date ("January 1, 2025", "July 2025"). */
const DATE_CELL =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}, )?\d{4}$/

/**
 * Open points of law carry their label in the title ("Read two ways: …", "Not yet confirmed:
 * …", docs/decisions/190), so only notes and warnings get one here.
 */
const CALLOUT_STYLES = {
  info: { className: 'border-brand-200 bg-brand-50', label: 'Note: ' },
  warning: { className: 'border-conditional-700/30 bg-conditional-50', label: 'Watch out: ' },
  contested: { className: 'border-conditional-700/30 bg-conditional-50', label: '' },
  verify: { className: 'border-gray-300 bg-gray-50', label: '' },
} as const

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="leading-relaxed text-gray-800">
          <InlineText text={block.text} />
        </p>
      )
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul'
      return (
        <Tag
          className={`flex flex-col gap-2 pl-6 text-gray-800 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </Tag>
      )
    }
    case 'checklist':
      return (
        <ul className="flex flex-col gap-2 text-gray-800">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="mt-1 text-brand-700">
                ✓
              </span>
              <span>
                <InlineText text={item} />
              </span>
            </li>
          ))}
        </ul>
      )
    case 'table':
      return (
        // Wider than a phone: focusable, so a keyboard can scroll it too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="w-full border-collapse text-left text-sm tabular-nums">
            <caption className="mb-2 text-left font-medium text-gray-900">{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="border-b border-gray-300 py-2 pr-4">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-gray-200">
                  {row.map((cell, cellIndex) => (
                    <td
                      key={cellIndex}
                      // Kept on one line where there is room; a phone needs the width for the
                      // other columns.
                      className={`py-2 pr-4 align-top text-gray-800${DATE_CELL.test(cell) ? ' sm:whitespace-nowrap' : ''}`}
                    >
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'callout': {
      const style = CALLOUT_STYLES[block.tone]
      return (
        <aside className={`rounded-lg border p-4 ${style.className}`}>
          <p className="text-sm font-semibold text-gray-900">
            {style.label}
            {block.title}
          </p>
          <p className="mt-1 text-gray-800">
            <InlineText text={block.text} />
          </p>
        </aside>
      )
    }
    case 'example':
      return (
        <figure className="rounded-lg border border-gray-200 p-5">
          <figcaption className="font-semibold text-gray-900">{block.title}</figcaption>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular-nums">
            {block.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-gray-700">{fact.label}</dt>
                <dd className="text-gray-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <ol className="mt-4 flex list-decimal flex-col gap-1 pl-6 text-gray-800">
            {block.steps.map((step) => (
              <li key={step}>
                <InlineText text={step} />
              </li>
            ))}
          </ol>
          <p className="mt-4 font-medium text-gray-900">
            <InlineText text={block.result} />
          </p>
        </figure>
      )
  }
}
