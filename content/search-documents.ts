// The public prose as site-search documents (common/site-search.ts): every registry page with
// prose, flattened to plain text in reading order. The build writes the result to
// /search-index.json (scripts/write-search-index.ts).
import type { SearchDocument, SearchIndex, SearchKind } from '#common/site-search.ts'
import type { PublicPage } from './pages.ts'
import type { Article, Block } from './types.ts'

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

function plain(text: string): string {
  return text.replace(LINK, '$1')
}

/** The running text of a block; a table has none (see `tableRows`). */
function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text]
    case 'list':
    case 'checklist':
      return [...block.items]
    case 'table':
      return []
    case 'callout':
      return [block.title, block.text]
    case 'example':
      return [
        block.title,
        ...block.facts.map((fact) => `${fact.label}: ${fact.value}`),
        ...block.steps,
        block.result,
      ]
  }
}

function articleText(article: Article): string {
  const parts = [article.lead]
  for (const section of article.sections) {
    parts.push(section.heading, ...section.blocks.flatMap(blockText))
  }
  for (const entry of article.faq ?? []) parts.push(entry.question, entry.answer)
  return squash(
    parts
      .filter((part) => part !== '')
      .map(sentence)
      .join(' '),
  )
}

/**
 * A part of the running text as a sentence: a heading, list item or title gets a full stop, so
 * a snippet reads "How many homes. The zone class sets…", not "How many homes The zone…".
 */
function sentence(part: string): string {
  const text = plain(part).trim()
  return /[.!?:;…]$/.test(text) ? text : `${text}.`
}

/** Every table row of `article` as one line: "caption: cell · cell". */
function tableRows(article: Article): string[] {
  return article.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'table'
        ? block.rows.map((row) => squash(`${block.caption}: ${row.map(plain).join(' · ')}`))
        : [],
    ),
  )
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const KINDS: Partial<Record<PublicPage['view'], SearchKind>> = {
  guide: 'guide',
  post: 'post',
  article: 'page',
}

/** The search index of the given pages: those with prose, in registry order. */
export function buildSearchIndex(pages: readonly PublicPage[]): SearchIndex {
  const documents: SearchDocument[] = []
  for (const page of pages) {
    const kind = KINDS[page.view]
    if (!kind || !page.body) continue
    documents.push({
      path: page.path,
      kind,
      title: page.title,
      description: page.description,
      text: articleText(page.body),
      tableRows: tableRows(page.body),
      updated: page.updated,
    })
  }
  return { version: 2, documents }
}
