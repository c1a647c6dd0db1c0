// The site's prose, checked as data: every guide has the parts a reader relies on, every link
// leads somewhere real, no internal vocabulary leaks into the text, and every calculator's
// example is a valid analysis request the engine can run. Files are discovered from their
// folders, so a new guide, article or post is checked without being registered here.
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ANALYSIS_REQUEST_KEYS, parseAnalysisRequest } from '#common/contracts/analysis.ts'
import { analyzeParcel, findSource, formatNumber } from '#engine'
import { SITE } from '#common/site.ts'
import { findPublicPage, PUBLIC_PAGES } from './pages.ts'
import type { Article, BlogPost, Guide } from './types.ts'

const GUIDE_SLUGS = ['sb-79', 'sb-684', 'sb-1123', 'sb-1211', 'sb-684-1123', 'ab-1287', 'ab-2011']
const ARTICLE_SLUGS = ['housing-bills', 'la-development', 'development', 'resources']
const GUIDE_SECTION_IDS = [
  'what-it-allows',
  'who-qualifies',
  'worked-example',
  'common-mistakes',
  'dates-and-amendments',
  'interactions',
]
const REWRITTEN_POST_IDS = [
  'what-sb-9-means-for-la-homeowners',
  'reading-a-los-angeles-zone-string',
]
/** The report types an order creates: the full report is made in its current layout (decision 200). */
const OFFERED_REPORT_TYPES = ['single_family', 'multifamily_zoning', 'multifamily_development_v2']
/** How callouts name the two kinds of open point (docs/decisions/190). */
const OPEN_POINT_LABELS = { contested: 'Read two ways: ', verify: 'Not yet confirmed: ' } as const
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

async function loadFolder<T>(folder: string, exportName: string): Promise<Map<string, T>> {
  const files = readdirSync(new URL(`./${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
  const values = new Map<string, T>()
  for (const name of files) {
    const module = (await import(`./${folder}/${name}.ts`)) as Record<string, unknown>
    if (!(exportName in module))
      throw new Error(`${folder}/${name}.ts does not export ${exportName}`)
    values.set(name, module[exportName] as T)
  }
  return values
}

const guides = await loadFolder<Guide>('guides', 'guide')
const articles = await loadFolder<Article>('articles', 'article')
const posts = await loadFolder<BlogPost>('blog', 'post')

/** Every page of prose by its public path. */
const pagesByPath = new Map<string, Article>([
  ...[...guides].map(([slug, guide]) => [`/${slug}`, guide] as const),
  ...[...articles].map(([slug, article]) => [`/${slug}`, article] as const),
  ...[...posts.values()].map((post) => [`/blog/${post.id}`, post] as const),
])
const internalPaths = new Set<string>([...PUBLIC_PAGES.map((page) => page.path), '/search'])

/** Text that may carry links: paragraphs, list items, table cells, notes, steps, answers. */
function runningTexts(article: Article): string[] {
  const texts: string[] = []
  for (const section of article.sections) {
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
          texts.push(block.text)
          break
        case 'list':
        case 'checklist':
          texts.push(...block.items)
          break
        case 'table':
          texts.push(...block.rows.flat())
          break
        case 'callout':
          texts.push(block.text)
          break
        case 'example':
          texts.push(...block.steps, block.result)
          break
      }
    }
  }
  texts.push(...(article.faq ?? []).map((entry) => entry.answer))
  return texts
}

/** Text shown as-is (titles, headings, labels): no markup at all. */
function plainTexts(article: Article): string[] {
  const texts = [article.title, article.description, article.heading, article.lead]
  for (const section of article.sections) {
    texts.push(section.heading)
    for (const block of section.blocks) {
      if (block.kind === 'table') texts.push(block.caption, ...block.head)
      if (block.kind === 'callout') texts.push(block.title)
      if (block.kind === 'example') {
        texts.push(block.title, ...block.facts.flatMap((fact) => [fact.label, fact.value]))
      }
    }
  }
  texts.push(...(article.faq ?? []).map((entry) => entry.question))
  texts.push(...(article.sources ?? []).map((source) => source.label))
  return texts
}

function linksIn(text: string): { label: string; href: string }[] {
  return [...text.matchAll(LINK)].map(([, label = '', href = '']) => ({ label, href }))
}

function withoutLinkTargets(text: string): string {
  return text.replace(LINK, (_, label: string) => label)
}

function wordCount(article: Article): number {
  return [...runningTexts(article), article.lead]
    .map(withoutLinkTargets)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(value).toISOString().startsWith(value)
}

/** Why an internal link does not resolve, or null when it does. */
function brokenInternalLink(href: string): string | null {
  const [pathAndQuery = '', fragment] = href.split('#')
  const [path = '', query] = pathAndQuery.split('?')
  if (!internalPaths.has(path)) return `${path} is not a page of the site`
  if (query !== undefined && path !== '/search') return `${path} takes no query`
  if (fragment !== undefined) {
    const page = pagesByPath.get(path)
    if (!page?.sections.some((section) => section.id === fragment)) {
      return `${path} has no section #${fragment}`
    }
  }
  return null
}

const everyPage = [...pagesByPath.entries()]

describe('every page of prose', () => {
  it.each(everyPage)(
    '%s links only to pages that exist, outside only over https, and mail only our address',
    (_, page) => {
      const problems: string[] = []
      for (const text of runningTexts(page)) {
        for (const { href } of linksIn(text)) {
          if (href.startsWith('/')) {
            const broken = brokenInternalLink(href)
            if (broken) problems.push(`${href}: ${broken}`)
          } else if (href.startsWith('mailto:')) {
            if (href !== `mailto:${SITE.contactEmail}`) problems.push(`${href}: not our address`)
          } else if (!href.startsWith('https://')) {
            problems.push(`${href}: external links use https or mail our address`)
          }
        }
        if (withoutLinkTargets(text).includes('](')) problems.push(`malformed link in: ${text}`)
      }
      expect(problems).toEqual([])
    },
  )

  it.each(everyPage)('%s keeps titles, headings and labels free of link markup', (_, page) => {
    expect(plainTexts(page).filter((text) => text.includes(']('))).toEqual([])
  })

  it.each(everyPage)(
    '%s shows no research markers, field names or code keys to readers',
    (_, page) => {
      const texts = [...runningTexts(page), ...plainTexts(page)].map(withoutLinkTargets)
      const leaks = texts.flatMap((text) =>
        [
          ...text.matchAll(/\[(VERIFY|CONTESTED)\b/gi),
          ...text.matchAll(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g),
          ...text.matchAll(/\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b/g),
        ].map(([match]) => `${match} in: ${text}`),
      )
      expect(leaks).toEqual([])
    },
  )

  it.each(everyPage)('%s labels open points of law the same way everywhere', (_, page) => {
    const mislabelled = page.sections
      .flatMap((section) => section.blocks)
      .filter(
        (block) =>
          block.kind === 'callout' &&
          (block.tone === 'contested' || block.tone === 'verify') &&
          !block.title.startsWith(OPEN_POINT_LABELS[block.tone]),
      )
    expect(mislabelled).toEqual([])
  })

  it.each(everyPage)(
    '%s has valid dates, unique kebab-case section ids and https sources',
    (_, page) => {
      expect(isIsoDate(page.published), page.published).toBe(true)
      expect(isIsoDate(page.updated), page.updated).toBe(true)
      expect(page.updated >= page.published).toBe(true)
      const ids = page.sections.map((section) => section.id)
      expect(
        ids.every((id) => KEBAB.test(id)),
        ids.join(', '),
      ).toBe(true)
      expect(new Set(ids).size).toBe(ids.length)
      for (const source of page.sources ?? []) {
        expect(new URL(source.url).protocol, source.url).toBe('https:')
      }
    },
  )
})

describe('law guides', () => {
  it('exist for every law page, and only those', () => {
    expect([...guides.keys()].sort()).toEqual([...GUIDE_SLUGS].sort())
  })

  const everyGuide = [...guides.entries()]

  it.each(everyGuide)('%s has the six sections in order', (_, guide) => {
    expect(guide.sections.map((section) => section.id)).toEqual(GUIDE_SECTION_IDS)
  })

  it.each(everyGuide)('%s lists who qualifies as a checklist', (_, guide) => {
    const section = guide.sections.find((candidate) => candidate.id === 'who-qualifies')
    const checklist = section?.blocks.find((block) => block.kind === 'checklist')
    expect(checklist?.kind === 'checklist' && checklist.items.length).toBeGreaterThanOrEqual(3)
  })

  it.each(everyGuide)('%s works an example through, step by step', (_, guide) => {
    const section = guide.sections.find((candidate) => candidate.id === 'worked-example')
    const example = section?.blocks.find((block) => block.kind === 'example')
    expect(example?.kind).toBe('example')
    if (example?.kind !== 'example') return
    expect(example.facts.length).toBeGreaterThanOrEqual(3)
    expect(example.steps.length).toBeGreaterThanOrEqual(3)
    expect(example.result).not.toBe('')
  })

  it.each(everyGuide)('%s answers 3 to 6 questions and cites the statute', (_, guide) => {
    expect(guide.faq?.length).toBeGreaterThanOrEqual(3)
    expect(guide.faq?.length).toBeLessThanOrEqual(6)
    const sourceUrls = (guide.sources ?? []).map((source) => new URL(source.url))
    expect(sourceUrls.some((url) => url.hostname === 'leginfo.legislature.ca.gov')).toBe(true)
    expect(guide.law.statutes.length).toBeGreaterThan(0)
  })

  it.each(everyGuide)('%s has its dates and a one-line summary for the hub', (_, guide) => {
    expect(isIsoDate(guide.law.effective), guide.law.effective).toBe(true)
    expect(guide.law.summary).not.toMatch(/\n/)
    expect(guide.law.summary.length).toBeLessThanOrEqual(100)
  })

  it.each(everyGuide)('%s explains the law in depth (at least 1,200 words)', (_, guide) => {
    expect(wordCount(guide)).toBeGreaterThanOrEqual(1200)
  })

  describe('calculators', () => {
    it.each(everyGuide)(
      '%s asks 4 to 8 known fields and starts from an example of each',
      (_, guide) => {
        const { fields, example, reportType } = guide.calculator
        expect(fields.length).toBeGreaterThanOrEqual(4)
        expect(fields.length).toBeLessThanOrEqual(8)
        expect(new Set(fields).size).toBe(fields.length)
        expect(fields.filter((field) => !ANALYSIS_REQUEST_KEYS.includes(field))).toEqual([])
        expect(Object.keys(example).sort()).toEqual([...fields].sort())
        expect(OFFERED_REPORT_TYPES).toContain(reportType)
      },
    )

    it.each(everyGuide)(
      '%s example runs through the engine and shows the law at work',
      (_, guide) => {
        const parsed = parseAnalysisRequest(guide.calculator.example, guide.updated)
        if (!parsed.ok) throw new Error(parsed.error)
        expect(parsed.unknownKeys).toEqual([])
        const analysis = analyzeParcel(parsed.input)
        const [ownId, ...others] = guide.calculator.pathways
        if (ownId === undefined) throw new Error('the calculator lists no pathway')
        expect(new Set([ownId, ...others]).size).toBe(others.length + 1)
        for (const id of [ownId, ...others]) expect(analysis.pathways[id]?.id).toBe(id)
        const own = analysis.pathways[ownId]
        expect(
          ['available', 'available_with_checks', 'needs_confirmation'],
          `${own.id} is ${own.status}`,
        ).toContain(own.status)
        expect(own.maxUnits).not.toBeNull()
      },
    )
  })
})

describe('articles', () => {
  it('exist for the hub, LA development, the development process and resources', () => {
    expect([...articles.keys()]).toEqual(expect.arrayContaining(ARTICLE_SLUGS))
  })

  it.each(['housing-bills', 'resources'])('%s links to every law guide', (slug) => {
    const article = articles.get(slug)
    expect(article).toBeDefined()
    const hrefs = new Set(
      runningTexts(article!).flatMap((text) => linksIn(text).map((link) => link.href)),
    )
    expect(GUIDE_SLUGS.filter((guideSlug) => !hrefs.has(`/${guideSlug}`))).toEqual([])
  })
})

describe('blog posts', () => {
  const everyPost = [...posts.entries()]

  it('number at least six, including the two rewritten posts', () => {
    expect(posts.size).toBeGreaterThanOrEqual(6)
    const ids = [...posts.values()].map((post) => post.id)
    expect(ids).toEqual(expect.arrayContaining(REWRITTEN_POST_IDS))
  })

  it('have unique ids', () => {
    const ids = [...posts.values()].map((post) => post.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(everyPost)('%s has a kebab-case id matching its file name', (file, post) => {
    expect(post.id).toMatch(KEBAB)
    expect(post.id).toBe(file)
  })

  it.each(everyPost)('%s is published between 2026-09-01 and 2026-11-23 and tagged', (_, post) => {
    expect(post.published >= '2026-09-01' && post.published <= '2026-11-23').toBe(true)
    // A post may be corrected later, but never dated in the future.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })
    expect(post.updated <= today).toBe(true)
    expect(post.tags.length).toBeGreaterThan(0)
    expect(
      post.tags.every((tag) => KEBAB.test(tag)),
      post.tags.join(', '),
    ).toBe(true)
    expect(new Set(post.tags).size).toBe(post.tags.length)
  })
})

describe('the report walk-through', () => {
  // Its lot, as the post describes it: an R1-1 lot of 7,500 sq ft with one house built in 1952,
  // outside fire zones and historic overlays, about half a mile from a rail station.
  const analysis = analyzeParcel({
    parcel: {
      zone: 'R1',
      heightDistrict: '1',
      lotSf: 7500,
      existingUnits: 1,
      existingUnitType: 'SFD',
      yearBuilt: 1952,
      vhfhsz: false,
      hpoz: false,
      distMtsMi: 0.5,
    },
    scenario: { analysisDate: '2026-11-24' },
  })
  const post = posts.get('how-to-read-a-lotwise-report')
  const blocks = post?.sections.flatMap((section) => section.blocks) ?? []
  function tableCaptioned(caption: string) {
    const table = blocks.find((block) => block.kind === 'table' && block.caption === caption)
    if (table?.kind !== 'table') throw new Error(`the table "${caption}" is missing`)
    return table
  }

  it('shows the ranking the engine gives its lot, in order, with statuses and homes', () => {
    const table = tableCaptioned('Summary ranking for the example lot')
    const named: Record<string, string> = {
      'Accessory dwelling units': 'adu',
      'Base zoning': 'la_base_zoning',
      'SB 9 two homes and lot split': 'sb9',
    }
    expect(table.rows.map((row) => [named[row[0] ?? ''], row[1], row[2]?.split(' ')[0]])).toEqual(
      analysis.summary.ranking.map((entry) => [
        entry.id,
        analysis.pathways[entry.id].statusLabel,
        String(entry.totalUnits),
      ]),
    )
    expect(analysis.summary.recommended).toBe('adu')
  })

  it('files each pathway under the status the engine gives it', () => {
    const table = tableCaptioned('What each status means')
    const law: Record<string, string> = {
      'Base zoning': 'la_base_zoning',
      ADUs: 'adu',
      'AB 2097': 'ab2097',
      'SB 9': 'sb9',
      'SB 79': 'sb79',
      'Density bonus': 'state_density_bonus',
      'SB 684': 'sb684',
      'AB 2011': 'ab2011',
      'SB 1123': 'sb1123',
      TOC: 'la_toc',
    }
    for (const [status, , listed] of table.rows) {
      for (const [name, id] of Object.entries(law)) {
        if (!listed?.includes(name)) continue
        const label = analysis.pathways[id as keyof typeof analysis.pathways].statusLabel
        expect(`${name}: ${label}`).toBe(`${name}: ${status}`)
      }
    }
  })
})

describe('the SB 79 worked example', () => {
  // Its lot: R3-1, 10,000 sq ft, nothing on it, a light-rail (Tier 2) station 0.4 mile away.
  const lot = (tier: 1 | 2, band: 'adjacent' | 'quarter' | 'half') =>
    analyzeParcel({
      parcel: {
        zone: 'R3',
        heightDistrict: '1',
        lotSf: 10_000,
        existingUnits: 0,
        rso: false,
        distMtsMi: 0.4,
        sb79StopTier: tier,
        sb79DistBand: band,
      },
      scenario: { analysisDate: '2026-11-24' },
    })
  const post = posts.get('sb-79-near-a-rail-station-worked-example')
  const blocks = post?.sections.flatMap((section) => section.blocks) ?? []

  it('gives the figures the engine gives its lot, with the rounded-up reading as the alternative', () => {
    const { pathways } = lot(2, 'half')
    const { sb79, la_base_zoning: base } = pathways
    const example = blocks.find((block) => block.kind === 'example')
    if (example?.kind !== 'example') throw new Error('the worked example is missing')
    expect(example.result).toContain(`${sb79.maxUnits} homes (between ${sb79.minUnits} and`)
    expect(example.result).toContain(`up to ${sb79.maxHeightFt} ft with`)
    expect(example.result).toContain(`${formatNumber(sb79.maxFloorAreaSf ?? 0)} sq ft`)
    expect(example.result).toContain(
      `Base zoning gives ${base.maxUnits} homes at ${base.maxHeightFt} ft`,
    )
    expect(sb79.parkingMin).toBe(0)
    const affordable = sb79.affordable.map((share) => share.units)
    expect(example.steps.at(-2)).toContain(
      `so ${affordable[0]} extremely-low-income homes; or 10 % of 18 = 1.8, so ${affordable[1]} very-low-income homes; or 13 % of 18 = 2.34, so ${affordable[2]} lower-income`,
    )
    const roundedUp = findSource(sb79, 'maxUnits')?.readings.find((reading) => !reading.chosen)
    expect(roundedUp?.result).toBe(19)
  })

  it('tabulates each tier and band as the engine computes it', () => {
    const table = blocks.find((block) => block.kind === 'table')
    if (table?.kind !== 'table') throw new Error('the table of bands is missing')
    const bands: Record<string, 'adjacent' | 'quarter' | 'half'> = {
      '¼ to ½ mile': 'half',
      'within ¼ mile': 'quarter',
      'within 200 ft': 'adjacent',
    }
    for (const row of table.rows) {
      const [stop = '', perAcre, homes, height, floorArea] = row
      const [, tier, band] = /^Tier (\d), (.+)$/.exec(stop) ?? []
      const distance = bands[band ?? '']
      if (distance === undefined) throw new Error(`an unknown row: ${stop}`)
      const { sb79 } = lot(Number(tier) as 1 | 2, distance).pathways
      expect([perAcre, homes, height, floorArea], stop).toEqual([
        String(sb79.details.duPerAcre),
        String(sb79.maxUnits),
        `${sb79.maxHeightFt} ft`,
        `${formatNumber(sb79.maxFloorAreaSf ?? 0)} sq ft`,
      ])
    }
  })
})

describe('tables', () => {
  it('give every column a heading, so screen readers can name each cell', () => {
    for (const [path, prose] of pagesByPath) {
      for (const section of prose.sections) {
        for (const block of section.blocks) {
          if (block.kind !== 'table') continue
          expect(
            block.head.every((cell) => cell.trim().length > 0),
            `${path}#${section.id}`,
          ).toBe(true)
          for (const row of block.rows)
            expect(row.length, `${path}#${section.id}`).toBe(block.head.length)
        }
      }
    }
  })
})

describe('the page registry', () => {
  it('publishes every guide, article and post at its path, with the prose of its file', () => {
    for (const [path, prose] of pagesByPath) {
      expect(findPublicPage(path)?.body, path).toBe(prose)
    }
  })

  it('lists each path once, with a title and description, and a date the sitemap can use', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of PUBLIC_PAGES) {
      expect(page.path === '/' || page.title.length > 0, page.path).toBe(true)
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(30)
      expect(page.updated, page.path).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
