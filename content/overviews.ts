// The prose of /pricing, read below the product cards (the prices themselves come from the API).
import type { Article } from './types.ts'

export const OVERVIEWS: Readonly<Record<string, Article>> = {
  '/pricing': {
    title: 'Pricing',
    description:
      'Report prices and plans: single-family, multifamily zoning and full multifamily development reports.',
    heading: 'Pricing',
    lead: 'Pay per report, or subscribe if you screen lots every month. Every report is computed instantly and then checked by an analyst.',
    published: '2026-11-21',
    updated: '2026-11-23',
    sections: [
      {
        id: 'how-paying-works',
        heading: 'How an order is paid',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A plan’s monthly reports are used first, then any bonus credits; only when neither is left do you pay for the report by card. The checkout page always says which it will be before you confirm.',
          },
          {
            kind: 'paragraph',
            text: 'Monthly reports start again at the beginning of each billing month and do not carry over. Bonus credits never expire.',
          },
        ],
      },
      {
        id: 'after-ordering',
        heading: 'What happens after you order',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The preliminary analysis is ready within seconds and you can read it at once. An analyst then checks the parcel facts, adjusts the assumptions where needed and publishes the report, with what they confirmed and what they left open; we email you when it is done.',
          },
        ],
      },
    ],
  },
}
