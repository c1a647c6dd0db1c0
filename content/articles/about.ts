// /about: who we are and why Lotwise exists.
import type { Article } from '../types.ts'

export const article: Article = {
  title: 'About Us',
  description:
    'Lotwise turns Los Angeles public data and California housing law into answers you can check.',
  heading: 'About Lotwise',
  lead: 'We help homeowners, builders and their advisers see what a piece of California land can become, with the rule and the source behind every number.',
  published: '2026-11-21',
  updated: '2026-11-21',
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
          text: 'Lotwise computes every pathway side by side from public parcel data, shows which criteria pass or fail, and has an analyst verify the result before it is published.',
        },
      ],
    },
  ],
}
