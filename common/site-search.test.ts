import { describe, expect, it } from 'vitest'
import {
  highlight,
  looksLikeParcel,
  queryTerms,
  searchSite,
  type SearchDocument,
  type SearchIndex,
} from './site-search.ts'

function doc(
  path: string,
  title: string,
  text: string,
  description = '',
  tableRows: readonly string[] = [],
): SearchDocument {
  return { path, kind: 'guide', title, description, text, tableRows, updated: '2026-11-23' }
}

const INDEX: SearchIndex = {
  version: 2,
  documents: [
    doc('/sb-684', 'SB 684 Guide', 'Divide a multifamily lot into up to ten small lots.'),
    doc('/ab-1287', 'AB 1287 Guide', 'A second density bonus stacked on the first bonus.'),
    doc(
      '/blog/density',
      'Worked example',
      'Density bonuses on an R3 lot: the bonus table, step by step.',
      'A density bonus example',
    ),
  ],
}

describe('queryTerms', () => {
  it('lower-cases, drops punctuation, stop words and stray letters, keeps numbers', () => {
    expect(queryTerms('  The Density-Bonus of SB 9, a law! ')).toEqual([
      'density',
      'bonus',
      'sb',
      '9',
      'law',
    ])
  })

  it('keeps zone names with a dot and folds accents', () => {
    expect(queryTerms('RD1.5 Café')).toEqual(['rd1.5', 'cafe'])
  })

  it('gives nothing for an empty or all-stop-word query', () => {
    expect(queryTerms('')).toEqual([])
    expect(queryTerms('the of a')).toEqual([])
  })
})

describe('searchSite', () => {
  it('finds pages holding every term, title matches first', () => {
    const hits = searchSite(INDEX, 'density bonus')
    expect(hits.map((hit) => hit.path)).toEqual(['/blog/density', '/ab-1287'])
  })

  it('matches word prefixes, not the inside of words', () => {
    expect(searchSite(INDEX, 'bonuses').map((hit) => hit.path)).toEqual(['/blog/density'])
    expect(searchSite(INDEX, 'ulti')).toEqual([])
  })

  it('needs every term: one missing word drops the page', () => {
    expect(searchSite(INDEX, 'multifamily bonus')).toEqual([])
  })

  it('finds a bill by its number', () => {
    expect(searchSite(INDEX, 'sb 684').map((hit) => hit.path)).toEqual(['/sb-684'])
  })

  it('returns a highlighted title and a snippet around the first match', () => {
    const [hit] = searchSite(INDEX, 'ten lots')
    expect(hit?.title).toEqual([{ text: 'SB 684 Guide', match: false }])
    expect(hit?.snippet.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      'ten',
      'lots',
    ])
  })

  it('cuts a long text down to the part around the match', () => {
    const long = `${'filler words here '.repeat(40)}the needle sits here${' more filler'.repeat(40)}`
    const [hit] = searchSite({ version: 2, documents: [doc('/x', 'X', long)] }, 'needle')
    const snippet = hit?.snippet.map((segment) => segment.text).join('') ?? ''
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippet).toContain('needle')
    expect(snippet.length).toBeLessThan(220)
  })

  it('finds words in table rows, but draws the snippet from running text when it can', () => {
    const rows = ['Density by zone: R3 · 800 sq ft per home', 'Density by zone: R4 · 400 sq ft']
    const index: SearchIndex = {
      version: 2,
      documents: [
        doc('/zones', 'Zones', 'How zones set the homes a lot may hold.', '', rows),
        doc('/r4', 'R4', 'The R4 zone allows twice the homes of R3.', '', rows),
      ],
    }
    const snippets = Object.fromEntries(
      searchSite(index, 'R4').map((hit) => [
        hit.path,
        hit.snippet.map((segment) => segment.text).join(''),
      ]),
    )
    // Only a table row names R4 on the first page: the row is its snippet.
    expect(snippets['/zones']).toBe('Density by zone: R4 · 400 sq ft')
    // The second page's own sentence comes before any table row.
    expect(snippets['/r4']).toBe('The R4 zone allows twice the homes of R3.')
  })

  it('answers nothing for a query without terms and respects the limit', () => {
    expect(searchSite(INDEX, '   ')).toEqual([])
    expect(searchSite(INDEX, 'guide', 1)).toHaveLength(1)
  })
})

describe('highlight', () => {
  it('marks whole words that start with a term, longest term first', () => {
    expect(highlight('SB 9 and SB9 splits', ['sb', 'sb9'])).toEqual([
      { text: 'SB', match: true },
      { text: ' 9 and ', match: false },
      { text: 'SB9', match: true },
      { text: ' splits', match: false },
    ])
  })

  it('leaves text alone when nothing matches', () => {
    expect(highlight('plain', ['zzz'])).toEqual([{ text: 'plain', match: false }])
  })
})

describe('looksLikeParcel', () => {
  it.each([
    ['4306-026-007', 'apn'],
    ['4306026007', 'apn'],
    ['741 W 40th St', 'address'],
    ['12a Main Street', 'address'],
    ['90012', 'zip'],
    ['100 Wilshire Blvd, Santa Monica', 'address'],
    ['SB 684', null],
    ['684', null],
    ['density bonus', null],
  ] as const)('%s → %s', (query, expected) => {
    expect(looksLikeParcel(query)).toBe(expected)
  })
})
