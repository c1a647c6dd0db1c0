// A short overview of /pricing, standing in until that page gets its own view (the products).
import type { Article } from './types.ts'

export const OVERVIEWS: Readonly<Record<string, Article>> = {
  '/pricing': {
    title: 'Pricing',
    description:
      'Report prices and plans: single-family, multifamily zoning and full multifamily development reports.',
    heading: 'Pricing',
    lead: 'Pay per report, or subscribe if you screen lots every month. Every report is computed instantly and then checked by an analyst.',
    published: '2026-11-21',
    updated: '2026-11-21',
    sections: [
      {
        id: 'reports',
        heading: 'Reports',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Single-family report: what your lot allows under base zoning, ADU law and SB 9, with the tenant and hazard screens.',
          },
          {
            kind: 'paragraph',
            text: 'Multifamily zoning report: every pathway for a multifamily or commercial lot, with the criteria each one passes or fails.',
          },
          {
            kind: 'paragraph',
            text: 'Multifamily development report: everything in the zoning report, plus the best pathway, unit yield and a pro forma.',
          },
        ],
      },
      {
        id: 'plans',
        heading: 'Plans',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Pro plan includes two reports a month. Unused bonus credits carry over.',
          },
        ],
      },
    ],
  },
}
