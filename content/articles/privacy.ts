// /privacy: what we keep about people, why, who else sees it, and how to reach us about it.
import { SITE } from '#common/site.ts'
import type { Article } from '../types.ts'

export const article: Article = {
  title: 'Privacy Policy',
  description: 'What Lotwise collects, why, who else handles it, and how to reach us about it.',
  heading: 'Privacy Policy',
  lead: 'We collect what we need to run your account and produce your reports, and nothing more. We do not sell personal information.',
  published: '2026-11-21',
  updated: '2026-12-05',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'What we keep',
      blocks: [
        {
          kind: 'list',
          items: [
            'Your account: your name, email address, a hash of your password (never the password itself), your plan and credits.',
            'Your reports: the addresses and lots they concern, the facts and assumptions you or our analysts entered, your notes, and the share links you made.',
            'Your orders: what you bought, when, the amount and how it was paid. Card numbers are kept by our payment processor, not by us.',
            'Signing in: the session that keeps you signed in, with the browser and network address it started from, and a short record of failed sign-in attempts so we can stop password guessing.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Why we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To sign you in, produce and review the reports you order, email you about them, take payment, refund it when due, and keep the service safe. We do not use your reports to advertise to you, and we do not build profiles of visitors.',
        },
      ],
    },
    {
      id: 'who-else',
      heading: 'Who else handles it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Our payment processor, for card payments and refunds.',
            'Our email provider, to deliver the emails about your account and reports.',
            'The voice assistant on our pages is loaded from its provider when a page opens; what you say to it goes to that provider.',
            'Anyone you give a share link to can read that report until the link expires or you withdraw it.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We set cookies only to keep you signed in. We use no advertising or tracking cookies.',
        },
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your account and reports are kept while your account exists. Payment records are kept as long as tax law requires. You are signed out when you choose to, or after 30 minutes without activity.',
        },
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can ask for a copy of what we hold about you, ask us to correct it, or ask us to delete your account and reports. California residents have these rights under the California Consumer Privacy Act; we give them to everyone. We answer within 30 days and never charge for it.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Questions about your data, or a request to see, correct or delete it: email [${SITE.contactEmail}](mailto:${SITE.contactEmail}) from the address of your account, so we know the request is yours.`,
        },
      ],
    },
  ],
}
