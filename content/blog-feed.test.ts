import { describe, expect, it } from 'vitest'
import { blogFeedXml, readingMinutes } from './blog-feed.ts'
import { PUBLIC_PAGES } from './pages.ts'
import { BLOG_TAG_LABELS, type Article, type BlogPost } from './types.ts'

const posts = PUBLIC_PAGES.filter((page) => page.view === 'post')

function article(words: number): Article {
  return {
    title: 'T',
    description: 'D',
    heading: 'H',
    lead: '',
    published: '2026-01-01',
    updated: '2026-01-01',
    sections: [
      { id: 'a', heading: '', blocks: [{ kind: 'paragraph', text: 'word '.repeat(words) }] },
    ],
  }
}

describe('reading time', () => {
  it('rounds up at 220 words a minute and is never 0', () => {
    expect(readingMinutes(article(0))).toBe(1)
    expect(readingMinutes(article(220))).toBe(1)
    expect(readingMinutes(article(221))).toBe(2)
    expect(readingMinutes(article(1100))).toBe(5)
  })

  it('counts a link by its label only', () => {
    const linked = article(0)
    const withLink: Article = {
      ...linked,
      lead: `${'word '.repeat(219)}[two words](https://example.com/a/very/long/address)`,
    }
    expect(readingMinutes(withLink)).toBe(2)
  })

  it('gives every post a few minutes', () => {
    for (const page of posts) {
      const minutes = readingMinutes(page.body as BlogPost)
      expect(minutes, page.path).toBeGreaterThanOrEqual(2)
      expect(minutes, page.path).toBeLessThan(30)
    }
  })
})

describe('the RSS feed', () => {
  const xml = blogFeedXml('https://lotwise.example', PUBLIC_PAGES)

  it('lists every post once, newest first, with its link, date and tags', () => {
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
      (match) => match[1],
    )
    expect(links).toHaveLength(posts.length)
    expect(new Set(links)).toEqual(
      new Set(posts.map((page) => `https://lotwise.example${page.path}`)),
    )
    const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) =>
      Date.parse(match[1] ?? ''),
    )
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const firstPost = posts[0]?.body as BlogPost
    // Readers' labels ("SB 9"), as on the site, not the slugs ("sb-9").
    for (const tag of firstPost.tags)
      expect(xml).toContain(`<category>${BLOG_TAG_LABELS[tag].replace(/&/g, '&amp;')}</category>`)
  })

  it('is well-formed: declares itself and escapes text', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('rel="self" type="application/rss+xml"')
    const textOnly = xml.replace(/<[^>]+>/g, '')
    expect(textOnly).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
})
