// Site search over the public prose: an index built once at build time (the build writes it to
// /search-index.json) and a query function the search page runs in the browser. Matching is by
// word prefix, every term must occur somewhere in the page, and titles weigh most.
import { z } from 'zod'
import { zipQuery } from './contracts/parcels.ts'

export type SearchKind = 'guide' | 'post' | 'page'

/** One page as the index holds it: plain text, no markup. */
export type SearchDocument = {
  readonly path: string
  readonly kind: SearchKind
  readonly title: string
  readonly description: string
  /** Headings and running text in reading order. */
  readonly text: string
  /**
   * Each table row as "caption: cell · cell", searched like the text. A snippet is drawn from
   * a row only when the running text has no match: cells run together read as noise.
   */
  readonly tableRows: readonly string[]
  /** ISO date of the last change. */
  readonly updated: string
}

export type SearchIndex = { readonly version: 2; readonly documents: readonly SearchDocument[] }

/** The index as the browser receives it, checked against the type the build writes. */
export const SearchIndexSchema: z.ZodType<SearchIndex> = z.object({
  version: z.literal(2),
  documents: z.array(
    z.object({
      path: z.string(),
      kind: z.enum(['guide', 'post', 'page']),
      title: z.string(),
      description: z.string(),
      text: z.string(),
      tableRows: z.array(z.string()),
      updated: z.string(),
    }),
  ),
})

/** A piece of text and whether it matched the query (drawn as a highlight). */
export type Segment = { readonly text: string; readonly match: boolean }

export type SearchHit = {
  readonly path: string
  readonly kind: SearchKind
  readonly title: readonly Segment[]
  readonly snippet: readonly Segment[]
  readonly score: number
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'is', 'or'])
const SNIPPET_RADIUS = 90

/** The words of a query: lower-case, punctuation dropped, stop words and stray letters out. */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9.]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => (word.length > 1 || /\d/.test(word)) && !STOP_WORDS.has(word))
  return [...new Set(words)]
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Each term at the start of a word ("bonus" finds "bonuses", not "rebonus"). */
function termPattern(terms: readonly string[]): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${terms.map(escapeRegExp).join('|')})`, 'gi')
}

function countMatches(text: string, term: string): number {
  return text.match(termPattern([term]))?.length ?? 0
}

/** `text` split into matching and non-matching pieces. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }]
  // Longer terms first, so "sb" does not cut "sb9" short when both were typed.
  const pattern = termPattern([...terms].sort((a, b) => b.length - a.length))
  const segments: Segment[] = []
  let last = 0
  for (const found of text.matchAll(pattern)) {
    const end = found.index + found[0].length
    // A prefix match highlights the whole word it starts.
    const wordEnd = end + (/^[\p{L}\p{N}]*/u.exec(text.slice(end))?.[0].length ?? 0)
    if (found.index < last) continue
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false })
    segments.push({ text: text.slice(found.index, wordEnd), match: true })
    last = wordEnd
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false })
  return segments
}

/**
 * About two lines around the first place a term occurs: in the running text, else in a table
 * row, else the page's description.
 */
function snippetOf(document: SearchDocument, terms: readonly string[]): string {
  for (const text of [document.text, ...document.tableRows]) {
    const first = termPattern(terms).exec(text)
    if (first) return around(text, first.index)
  }
  return document.description
}

function around(text: string, index: number): string {
  const start = Math.max(0, text.lastIndexOf(' ', index - SNIPPET_RADIUS) + 1)
  const endSpace = text.indexOf(' ', index + SNIPPET_RADIUS)
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
}

/**
 * The pages that contain every term of `query`, best first: a term in the title counts most,
 * then one in the description, then how often it occurs in the text (with diminishing weight).
 */
export function searchSite(index: SearchIndex, query: string, limit = 20): SearchHit[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const hits: SearchHit[] = []
  for (const document of index.documents) {
    let score = 0
    let all = true
    for (const term of terms) {
      const inTitle = countMatches(document.title, term)
      const inDescription = countMatches(document.description, term)
      let inText = countMatches(document.text, term)
      for (const row of document.tableRows) inText += countMatches(row, term)
      if (inTitle + inDescription + inText === 0) {
        all = false
        break
      }
      // Presence in the title or description counts once: a title naming two bills twice
      // should not outrank the page about one of them.
      score += (inTitle > 0 ? 10 : 0) + (inDescription > 0 ? 3 : 0) + Math.log2(1 + inText)
    }
    if (!all) continue
    hits.push({
      path: document.path,
      kind: document.kind,
      title: highlight(document.title, terms),
      snippet: highlight(snippetOf(document, terms), terms),
      score,
    })
  }
  return hits.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path)).slice(0, limit)
}

/** An Assessor's Parcel Number as people write it: 4306-026-007 or 4306026007. */
const APN = /^\d{4}-?\d{3}-?\d{3}$/
/** A street address: a house number, then a street name with at least one letter. */
const ADDRESS = /^\d+[a-z]?\s+.*[a-z]{2,}/i

/** Whether the query reads as a parcel (an APN, a ZIP code or a street address) worth a parcel search. */
export function looksLikeParcel(query: string): 'apn' | 'zip' | 'address' | null {
  const trimmed = query.trim()
  if (APN.test(trimmed)) return 'apn'
  if (zipQuery(trimmed)) return 'zip'
  if (ADDRESS.test(trimmed)) return 'address'
  return null
}
