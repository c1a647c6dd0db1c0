// The shape of the site's prose: guides, articles and blog posts are data in this vocabulary,
// rendered by the web app, indexed for site search and listed in the sitemap. Running text is
// plain text with one piece of markup: a link written `[label](href)` (a site path or https URL).
import type { AnalysisRequest } from '#common/contracts/analysis.ts'
import type { ReportType } from '#common/report/type-labels.ts'
import type { LawId, PathwayId } from '#engine'

/** One block of a section. */
export type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered?: boolean; readonly items: readonly string[] }
  /** Who qualifies: each item is one test a lot or project must pass. */
  | { readonly kind: 'checklist'; readonly items: readonly string[] }
  | {
      readonly kind: 'table'
      readonly caption: string
      readonly head: readonly string[]
      readonly rows: readonly (readonly string[])[]
    }
  /**
   * A highlighted note. `contested`: the law is read more than one way (rules.md [CONTESTED]);
   * `verify`: a figure not yet confirmed against the primary source (rules.md [VERIFY]).
   */
  | {
      readonly kind: 'callout'
      readonly tone: 'info' | 'warning' | 'contested' | 'verify'
      readonly title: string
      readonly text: string
    }
  /** A worked example: the facts, the steps of arithmetic, and the answer. */
  | {
      readonly kind: 'example'
      readonly title: string
      readonly facts: readonly { readonly label: string; readonly value: string }[]
      readonly steps: readonly string[]
      readonly result: string
    }

export type Section = {
  /** Anchor id, kebab-case, unique in the page. */
  readonly id: string
  readonly heading: string
  readonly blocks: readonly Block[]
}

export type Source = { readonly label: string; readonly url: string }

export type Faq = { readonly question: string; readonly answer: string }

/** A field of a guide's calculator form: a key of the analysis wire format. */
export type CalculatorField = keyof AnalysisRequest

/** The live calculator at the end of a law guide: a short form run through the engine. */
export type Calculator = {
  /** The pathways whose results the calculator shows. */
  readonly pathways: readonly PathwayId[]
  /** The facts the form asks for, in order. */
  readonly fields: readonly CalculatorField[]
  /** Values the form starts with (a lot that shows the law at work). */
  readonly example: Readonly<AnalysisRequest>
  /** The report the calculator offers next. */
  readonly reportType: ReportType
}

/** Prose of one public page that reads as an article (guide, hub, legal page). */
export type Article = {
  /** <title> and social title; the site name is appended. */
  readonly title: string
  readonly description: string
  readonly heading: string
  readonly lead: string
  /** ISO dates. */
  readonly published: string
  readonly updated: string
  readonly sections: readonly Section[]
  readonly faq?: readonly Faq[]
  readonly sources?: readonly Source[]
  /** The laws whose dated changes of status the page lists, from the engine's calendar. */
  readonly lawCalendar?: readonly LawId[]
}

/** A housing-law guide: an article about one law, with its facts and a calculator. */
export type Guide = Article & {
  readonly law: {
    /** "SB 684" */
    readonly bill: string
    /** What it lets you do, in one line (the /housing-bills hub). */
    readonly summary: string
    /** Statute sections, e.g. "Gov. Code § 66499.41". */
    readonly statutes: readonly string[]
    /** ISO date the law took effect. */
    readonly effective: string
  }
  /** Every guide says when its law changed status and when it will next. */
  readonly lawCalendar: readonly LawId[]
  readonly calculator: Calculator
}

/** Every blog tag: its slug (kebab-case, what a post lists) and the label readers see. */
export const BLOG_TAG_LABELS = {
  'california-housing-law': 'California housing law',
  chip: 'CHIP',
  'density-bonus': 'Density bonus',
  'how-to': 'How-to',
  'los-angeles': 'Los Angeles',
  'lot-split': 'Lot split',
  'lotwise-reports': 'Lotwise reports',
  multifamily: 'Multifamily',
  'rent-stabilization': 'Rent stabilization',
  'sb-9': 'SB 9',
  'sb-79': 'SB 79',
  'sb-684': 'SB 684',
  'sb-1123': 'SB 1123',
  'single-family': 'Single family',
  'tenant-protections': 'Tenant protections',
  transit: 'Transit',
  'worked-example': 'Worked example',
  'zone-string': 'Zone string',
  zoning: 'Zoning',
} as const satisfies Record<string, string>

export type BlogTag = keyof typeof BLOG_TAG_LABELS

export type BlogPost = Article & {
  /** URL slug: /blog/{id}. */
  readonly id: string
  readonly tags: readonly BlogTag[]
}
