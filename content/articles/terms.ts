// /terms: the terms of service.
import type { Article } from '../types.ts'

export const article: Article = {
  title: 'Terms of Service',
  description: 'The terms that apply when you use Lotwise.',
  heading: 'Terms of Service',
  lead: 'These terms apply when you use Lotwise. Please read them before you order a report.',
  published: '2026-11-21',
  updated: '2026-11-21',
  sections: [
    {
      id: 'not-legal-advice',
      heading: 'Not legal advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lotwise reports summarise public data and published law. They are not legal advice and do not replace a determination by the City or a licensed professional.',
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You are responsible for keeping your sign-in details safe and for activity under your account.',
        },
      ],
    },
  ],
}
