// Running text of the site's prose: plain text in which `[label](href)` is a link (content/types.ts).
import { Fragment } from 'react'
import { Link } from 'react-router'

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

/** The pieces of `text`: plain strings and links, in order. */
export function splitLinks(text: string): Array<string | { label: string; href: string }> {
  const parts: Array<string | { label: string; href: string }> = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ label: match[1] ?? '', href: match[2] ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** Plain text without the link markup, for metadata and search. */
export function plainText(text: string): string {
  return text.replace(LINK, '$1')
}

export function InlineText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) => {
    if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>
    const className = 'text-brand-800 underline underline-offset-4 hover:text-brand-900'
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={className}>
        {part.label}
      </Link>
    ) : (
      <a key={index} href={part.href} className={className} rel="noopener">
        {part.label}
      </a>
    )
  })
}
