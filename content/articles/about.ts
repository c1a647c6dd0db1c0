// /about: who we are, why Lotwise exists, and who reviews a report before it is published.
import { SITE } from '#common/site.ts'
import type { Article } from '../types.ts'

export const article: Article = {
  title: 'About Us',
  description:
    'Lotwise turns Los Angeles public data and California housing law into answers you can check, reviewed by an analyst before they are published.',
  heading: 'About Lotwise',
  lead: 'We help homeowners, builders and their advisers see what a piece of California land can become, with the rule and the source behind every number.',
  published: '2026-11-21',
  updated: '2026-12-05',
  sections: [
    {
      id: 'why-we-built-it',
      heading: 'Why we built it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The housing laws California passed since 2019 stack in ways few tools compute: a lot may qualify for SB 9, an ADU, a density bonus and SB 79 at once, each with its own tests.',
        },
        {
          kind: 'paragraph',
          text: 'Lotwise computes every pathway side by side from public parcel data, shows which criteria pass or fail, and has an analyst review the result before it is published.',
        },
      ],
    },
    {
      id: 'who-reviews-reports',
      heading: 'Who reviews your report',
      blocks: [
        {
          kind: 'paragraph',
          text: `Every report starts as an instant analysis computed from public records. Before it is published, ${SITE.reviewTurnaround}, a person reviews it. Each role checks something different:`,
        },
        {
          kind: 'list',
          items: [
            'The land-use analyst checks the facts the analysis rests on: the zone and overlays against the City’s zoning map (ZIMAS), what stands on the lot and its permits against the Department of Building and Safety’s records (LADBS), and easements or covenants against a title report where one is available.',
            'The same analyst settles each reading of the law that is argued more than one way and changes a figure on your lot: they keep the reading the figures use, switch to another and let the analysis recompute, or leave it open and say why.',
            'The analyst confirms or leaves open each fact the report could not settle on its own, such as tenant history, and writes where each confirmation came from or why it stays open. A report cannot be published while any of these is unanswered.',
            'An administrator handles your order, refunds and corrections.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The published report says who reviewed it and when, how many facts were confirmed and how many were left open, lists each one, and carries the analyst’s note. It reads “verified” only when nothing was left open. If you change the facts or the scenario of a published report afterwards, it goes back for review.',
        },
      ],
    },
    {
      id: 'what-we-are-not',
      heading: 'What we are not',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are not a law firm and not the City. A report is a careful reading of public records and published law, not legal advice or a permit decision; the [terms](/terms#not-legal-advice) say more.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Write to [${SITE.contactEmail}](mailto:${SITE.contactEmail}). We read every message.`,
        },
      ],
    },
  ],
}
