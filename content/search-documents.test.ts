import { describe, expect, it } from 'vitest'
import { SearchIndexSchema, searchSite } from '#common/site-search.ts'
import { PUBLIC_PAGES } from './pages.ts'
import { buildSearchIndex } from './search-documents.ts'

const index = buildSearchIndex(PUBLIC_PAGES)

describe('the site search index', () => {
  it('holds every guide, post and article page, and nothing without prose', () => {
    const withProse = PUBLIC_PAGES.filter((page) =>
      ['guide', 'post', 'article'].includes(page.view),
    )
    expect(index.documents.map((document) => document.path)).toEqual(
      withProse.map((page) => page.path),
    )
    expect(index.documents.map((document) => document.path)).not.toContain('/')
  })

  it('is read back by the browser as written: the JSON passes the check the search page makes', () => {
    const read = SearchIndexSchema.safeParse(JSON.parse(JSON.stringify(index)))
    expect(read.success).toBe(true)
    expect(read.data).toEqual(index)
    // A file of another shape (an older build's, a proxy's page) is refused, not searched.
    expect(SearchIndexSchema.safeParse({ version: 1, documents: [] }).success).toBe(false)
    expect(SearchIndexSchema.safeParse({ ...index, documents: [{ path: '/x' }] }).success).toBe(
      false,
    )
  })

  it('keeps tables out of the running text, one line per row under its caption', () => {
    const guide = index.documents.find((document) => document.path === '/sb-1211')
    expect(guide?.text).not.toContain('ADU law on multifamily lots over time')
    expect(guide?.tableRows).toContainEqual(
      expect.stringMatching(/^ADU law on multifamily lots over time: January 1, 2025 · SB 1211/),
    )
  })

  it('ends a heading with a full stop, so a snippet does not run it into the next sentence', () => {
    const guide = index.documents.find((document) => document.path === '/sb-1211')
    const section = PUBLIC_PAGES.find((page) => page.path === '/sb-1211')?.body?.sections[0]
    expect(section?.heading).toMatch(/[^.]$/)
    expect(guide?.text).toContain(`${section?.heading}. `)
  })

  it('keeps link labels and drops link markup', () => {
    for (const document of index.documents) {
      expect(document.text, document.path).not.toMatch(/\]\(/)
    }
  })

  it('finds each guide by its bill, with the guide first', () => {
    for (const page of PUBLIC_PAGES.filter(
      (entry) => entry.view === 'guide' && entry.path !== '/sb-684-1123',
    )) {
      const bill = page.path.slice(1).replace('-', ' ')
      expect(searchSite(index, bill)[0]?.path, bill).toBe(page.path)
    }
  })

  it('finds a blog post by words of its title', () => {
    const post = PUBLIC_PAGES.find((page) => page.path === '/blog/how-to-read-a-lotwise-report')
    expect(post).toBeDefined()
    expect(searchSite(index, 'read a Lotwise report').map((hit) => hit.path)).toContain(post?.path)
  })
})
