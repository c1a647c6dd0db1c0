// The one list of public pages: each page's path, title and description, the view that renders
// it, its prose, and whether it is prerendered and listed in the sitemap. The web router, the
// prerender list, the sitemap and site search all read this list.
//
// It holds all the prose, so only build-time and server code imports it (route configuration,
// route `loader`s, which run when pages are prerendered, the server's sitemap, the search index
// script); the browser receives a page's prose as its loader data, never the whole list.
import { article as about } from './articles/about.ts'
import { article as development } from './articles/development.ts'
import { article as housingBills } from './articles/housing-bills.ts'
import { article as laDevelopment } from './articles/la-development.ts'
import { article as privacy } from './articles/privacy.ts'
import { article as resources } from './articles/resources.ts'
import { article as terms } from './articles/terms.ts'
import { post as californiaHousingLawChanges20252026 } from './blog/california-housing-law-changes-2025-2026.ts'
import { post as densityBonusOnAnR3LotWorkedExample } from './blog/density-bonus-on-an-r3-lot-worked-example.ts'
import { post as howToReadALotwiseReport } from './blog/how-to-read-a-lotwise-report.ts'
import { post as readingALosAngelesZoneString } from './blog/reading-a-los-angeles-zone-string.ts'
import { post as sb79NearARailStationWorkedExample } from './blog/sb-79-near-a-rail-station-worked-example.ts'
import { post as tenantHistoryAndCaliforniaHousingLaws } from './blog/tenant-history-and-california-housing-laws.ts'
import { post as whatSb9MeansForLaHomeowners } from './blog/what-sb-9-means-for-la-homeowners.ts'
import { guide as ab1287 } from './guides/ab-1287.ts'
import { guide as ab2011 } from './guides/ab-2011.ts'
import { guide as sb1123 } from './guides/sb-1123.ts'
import { guide as sb1211 } from './guides/sb-1211.ts'
import { guide as sb684And1123 } from './guides/sb-684-1123.ts'
import { guide as sb684 } from './guides/sb-684.ts'
import { guide as sb79 } from './guides/sb-79.ts'
import { OVERVIEWS } from './overviews.ts'
import { SAMPLE_REPORT } from './sample-report.ts'
import type { Article, BlogPost } from './types.ts'

/** What renders a page: each view is one route module of the web app (web/routes.ts). */
export type PageView =
  'home' | 'article' | 'guide' | 'pricing' | 'blog' | 'post' | 'search' | 'sample-report'

export type PublicPage = {
  readonly path: string
  /** <title> and social title; the site name is appended. Empty for the home page. */
  readonly title: string
  readonly description: string
  readonly view: PageView
  /** The prose of article, guide and post pages. */
  readonly body: Article | BlogPost | null
  /** ISO date of the last change that matters to a reader (the sitemap's lastmod). */
  readonly updated: string
  /** Rendered to static HTML at build time. */
  readonly prerender: boolean
  /** Listed in sitemap.xml for search engines. */
  readonly sitemap: boolean
}

/** A page whose prose is its content: title and description come from the prose itself. */
function proseView(path: string, view: PageView, body: Article | BlogPost): PublicPage {
  return {
    path,
    title: body.title,
    description: body.description,
    view,
    body,
    updated: body.updated,
    prerender: true,
    sitemap: true,
  }
}

function overview(path: string): PublicPage {
  const body = OVERVIEWS[path]
  if (!body) throw new Error(`No overview for ${path}`)
  return proseView(path, 'article', body)
}

const BLOG_POSTS: readonly BlogPost[] = [
  californiaHousingLawChanges20252026,
  densityBonusOnAnR3LotWorkedExample,
  howToReadALotwiseReport,
  readingALosAngelesZoneString,
  sb79NearARailStationWorkedExample,
  tenantHistoryAndCaliforniaHousingLaws,
  whatSb9MeansForLaHomeowners,
]

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: '',
    description: 'Property development reports and zoning insights made simple in California.',
    view: 'home',
    body: null,
    updated: '2026-11-23',
    prerender: true,
    sitemap: true,
  },
  { ...overview('/pricing'), view: 'pricing' },
  proseView('/about', 'article', about),
  proseView('/resources', 'article', resources),
  proseView('/housing-bills', 'article', housingBills),
  proseView('/la-development', 'article', laDevelopment),
  {
    path: '/blog',
    title: 'Blog',
    description: 'Plain-language notes on California housing law and Los Angeles zoning.',
    view: 'blog',
    body: null,
    updated: BLOG_POSTS.map((post) => post.updated).reduce((a, b) => (a > b ? a : b)),
    prerender: true,
    sitemap: true,
  },
  ...BLOG_POSTS.map((post) => proseView(`/blog/${post.id}`, 'post', post)),
  proseView('/development', 'article', development),
  proseView('/terms', 'article', terms),
  proseView('/privacy', 'article', privacy),
  {
    path: '/sample-report',
    title: SAMPLE_REPORT.title,
    description: SAMPLE_REPORT.description,
    view: 'sample-report',
    body: null,
    updated: SAMPLE_REPORT.updated,
    prerender: true,
    sitemap: true,
  },
  {
    path: '/search',
    title: 'Search',
    description:
      'Search the Lotwise guides and blog for a housing law or topic, or find a Los Angeles parcel by address or APN.',
    view: 'search',
    body: null,
    updated: '2026-11-23',
    prerender: true,
    // A form, not content of its own: search engines have nothing to index there.
    sitemap: false,
  },
  proseView('/sb-79', 'guide', sb79),
  proseView('/sb-684', 'guide', sb684),
  proseView('/sb-1123', 'guide', sb1123),
  proseView('/sb-1211', 'guide', sb1211),
  proseView('/sb-684-1123', 'guide', sb684And1123),
  proseView('/ab-1287', 'guide', ab1287),
  proseView('/ab-2011', 'guide', ab2011),
]

const BY_PATH = new Map(PUBLIC_PAGES.map((page) => [page.path, page]))

/** The public page at `path`, or null. */
export function findPublicPage(path: string): PublicPage | null {
  return BY_PATH.get(path) ?? null
}

/** The public page at `path`; throws when there is none (a route for a page not in the list). */
export function getPublicPage(path: string): PublicPage {
  const page = findPublicPage(path)
  if (!page) throw new Error(`${path} is not in the page registry (content/pages.ts)`)
  return page
}
