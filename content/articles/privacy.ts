// /privacy: what we keep about people, and why.
import type { Article } from '../types.ts'

export const article: Article = {
  title: 'Privacy Policy',
  description: 'What Lotwise collects, why, and how to reach us about it.',
  heading: 'Privacy Policy',
  lead: 'We collect what we need to run your account and produce your reports, and nothing more.',
  published: '2026-11-21',
  updated: '2026-11-21',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'What we keep',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your name, email address and password hash; the reports you order and the addresses they concern; payment records kept by our card processor.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about your data: write to us at the address in the footer.',
        },
      ],
    },
  ],
}
