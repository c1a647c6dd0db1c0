// The blog: reading time and tags (by their labels) on the list and each post, the RSS feed,
// and (spec §1) no voice assistant on /blog or /blog/{id}.
import { PUBLIC_PAGES } from '#content/pages.ts'
import { BLOG_TAG_LABELS, type BlogPost } from '#content/types.ts'
import { expect, test } from './fixtures.ts'

const posts = PUBLIC_PAGES.filter((page) => page.view === 'post')

test('the blog lists at least six posts with date, reading time and tags', async ({ page }) => {
  expect(posts.length).toBeGreaterThanOrEqual(6)
  await page.goto('/blog')
  const items = page.getByRole('article')
  await expect(items).toHaveCount(posts.length)
  await expect(items.first()).toContainText(/\d+ min read/)
  await expect(items.first().getByRole('list', { name: 'Tags' }).getByRole('link')).not.toHaveCount(
    0,
  )
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/rss\.xml$/,
  )
})

test('tags read as words, not slugs, on the list and on a post', async ({ page }) => {
  const entry = posts.find((candidate) => (candidate.body as BlogPost).tags.includes('sb-9'))
  if (!entry) throw new Error('no post tagged sb-9')
  const post = entry.body as BlogPost
  const labels = post.tags.map((tag) => BLOG_TAG_LABELS[tag])
  expect(labels).toContain('SB 9')
  await page.goto('/blog')
  const item = page.getByRole('article').filter({ hasText: post.title })
  await expect(item.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(labels)
  await page.goto(entry.path)
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(labels)
})

test('a post shows its reading time and tags; a tag searches the site', async ({ page }) => {
  const first = posts[0]
  if (!first) throw new Error('no posts')
  const post = first.body as BlogPost
  await page.goto(first.path)
  await expect(page.getByText(/\d+ min read/)).toBeVisible()
  const tag = post.tags[0]
  if (!tag) throw new Error('a post without tags')
  await page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: BLOG_TAG_LABELS[tag], exact: true })
    .click()
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(tag.replaceAll('-', ' '))}`)
  await expect(page.getByRole('list', { name: 'Pages found' })).toBeVisible()
})

test('the RSS feed lists every post with absolute links', async ({ request, baseURL }) => {
  const response = await request.get('/blog/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  for (const page of posts) expect(xml).toContain(`<link>${baseURL}${page.path}</link>`)
})

test('a date column in a table keeps each date on one line', async ({ page }) => {
  await page.goto('/blog/california-housing-law-changes-2025-2026')
  const table = page.getByRole('table', { name: 'Changes since January 2025' })
  for (const text of ['January 1, 2025', 'October 28, 2025', 'January 2026']) {
    const cell = table.getByRole('cell', { name: text }).first()
    const box = await cell.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return range.getClientRects().length
    })
    expect(box, text).toBe(1)
  }
})
