// The blog: reading time and tags on the list and each post, the RSS feed, and (spec §1) no
// voice assistant on /blog or /blog/{id}.
import { PUBLIC_PAGES } from '#content/pages.ts'
import type { BlogPost } from '#content/types.ts'
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

test('a post shows its reading time and tags; a tag searches the site', async ({ page }) => {
  const first = posts[0]
  if (!first) throw new Error('no posts')
  const post = first.body as BlogPost
  await page.goto(first.path)
  await expect(page.getByText(/\d+ min read/)).toBeVisible()
  const tag = post.tags[0] ?? ''
  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag }).click()
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
