// The blog as readers' apps see it: an RSS 2.0 feed of every post, newest first, and each
// post's reading time. Pure functions of the page registry; the server serves the feed at
// /blog/rss.xml and the blog pages show the reading time.
import type { PublicPage } from './pages.ts'
import { BLOG_TAG_LABELS, type Article, type BlogPost } from './types.ts'

/** Words a reader gets through in a minute of careful reading (a common estimate for prose). */
const WORDS_PER_MINUTE = 220
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

function words(text: string): number {
  return text.replace(LINK, '$1').split(/\s+/).filter(Boolean).length
}

/** Minutes to read an article's lead, sections and answers, rounded up; at least 1. */
export function readingMinutes(article: Article): number {
  let count = words(article.lead)
  for (const section of article.sections) {
    count += words(section.heading)
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
          count += words(block.text)
          break
        case 'list':
        case 'checklist':
          count += block.items.reduce((sum, item) => sum + words(item), 0)
          break
        case 'table':
          count += [block.caption, ...block.head, ...block.rows.flat()].reduce(
            (sum, cell) => sum + words(cell),
            0,
          )
          break
        case 'callout':
          count += words(block.title) + words(block.text)
          break
        case 'example':
          count += [
            block.title,
            ...block.facts.flatMap((fact) => [fact.label, fact.value]),
            ...block.steps,
            block.result,
          ].reduce((sum, text) => sum + words(text), 0)
          break
      }
    }
  }
  for (const entry of article.faq ?? []) count += words(entry.question) + words(entry.answer)
  return Math.max(1, Math.ceil(count / WORDS_PER_MINUTE))
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** "2026-11-23" → "Mon, 23 Nov 2026 12:00:00 GMT" (RFC 822, as RSS 2.0 wants). */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString()
}

/** The RSS 2.0 feed of the blog posts among `pages`, newest first. */
export function blogFeedXml(publicUrl: string, pages: readonly PublicPage[]): string {
  const blog = pages.find((page) => page.path === '/blog')
  const posts = pages
    .filter((page) => page.view === 'post' && page.body)
    .map((page) => ({ path: page.path, post: page.body as BlogPost }))
    .sort(
      (a, b) => b.post.published.localeCompare(a.post.published) || a.path.localeCompare(b.path),
    )
  const items = posts.map(({ path, post }) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${publicUrl}${path}</link>`,
      `      <guid isPermaLink="true">${publicUrl}${path}</guid>`,
      `      <pubDate>${rfc822(post.published)}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(BLOG_TAG_LABELS[tag])}</category>`),
      '    </item>',
    ].join('\n'),
  )
  const newest = posts[0]?.post.published ?? blog?.updated ?? '2026-01-01'
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Lotwise Blog</title>',
    `    <link>${publicUrl}/blog</link>`,
    `    <atom:link href="${publicUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(blog?.description ?? 'Notes on California housing law.')}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
