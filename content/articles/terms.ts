// /terms: the terms of service: what a report is, when it arrives, what it costs and how money
// comes back, how plans renew and end, and where our responsibility stops.
import { SITE } from '#common/site.ts'
import type { Article } from '../types.ts'

export const article: Article = {
  title: 'Terms of Service',
  description:
    'What you buy from Lotwise, when it arrives, refunds, plan renewal and cancellation, and the limits of a report.',
  heading: 'Terms of Service',
  lead: 'These terms apply when you use Lotwise. They are written to be read: please read them before you order a report.',
  published: '2026-11-21',
  updated: '2026-12-05',
  sections: [
    {
      id: 'what-you-buy',
      heading: 'What you buy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A report is our reading of one lot in the City of Los Angeles: the public facts we hold about it, the housing laws that may apply, and, for the development report, a rough pro forma. Each figure names the rule it comes from and its source.',
        },
        {
          kind: 'paragraph',
          text: 'A report covers the lot as it stood in the public records on the date of the analysis, and the law on that date. Laws, maps and records change after it; a later analysis may read differently.',
        },
      ],
    },
    {
      id: 'turnaround',
      heading: 'When your report arrives',
      blocks: [
        {
          kind: 'list',
          items: [
            'The preliminary analysis is ready as soon as your order completes, marked "Preliminary — awaiting specialist review".',
            `An analyst reviews and publishes it ${SITE.reviewTurnaround}. We email you when it is published, with what the analyst confirmed and what was left open.`,
            'If you or the analyst change the facts or the scenario, the analysis is computed again on the spot.',
          ],
        },
      ],
    },
    {
      id: 'prices-and-payment',
      heading: 'Prices and payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Prices are shown on the [pricing page](/pricing) and at checkout before you pay, in US dollars. A report is paid from your plan’s monthly reports first, then from your bonus credits, and by card when neither is left. Card payments are handled by our payment processor; we never see or keep your card number.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'list',
          items: [
            `If a report is not published ${SITE.reviewTurnaround} and you no longer want it, ask for a refund and you get it in full.`,
            'If the report is for the wrong address or the wrong report type, tell us before it is published and we refund it or change it.',
            'If a published report contains a mistake of fact we made, we correct it; if the correction does not settle it, we refund the report.',
            'A refund returns what paid: the card amount to the card, the bonus credit to your account, or the monthly report to your allowance (as a bonus credit if that month has ended). The report stays readable.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A report is not refunded because the law, rather than our reading of it, does not allow what you hoped to build.',
        },
      ],
    },
    {
      id: 'plans',
      heading: 'Plans: renewal and cancellation',
      blocks: [
        {
          kind: 'list',
          items: [
            'The Pro plan renews automatically every month on the date shown on your profile, at the price you agreed to, until you cancel it.',
            'You can cancel online at any time from your profile, with "Cancel plan". The plan stays active until the end of the month you paid for, and nothing more is charged.',
            'Until that day, "Keep my plan" takes the cancellation back.',
            'Monthly reports you do not use do not carry over to the next month. Bonus credits do not expire while your account exists.',
          ],
        },
      ],
    },
    {
      id: 'not-legal-advice',
      heading: 'Not legal advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lotwise reports summarise public data and published law. They are not legal, tax, financial or engineering advice, and they do not replace a determination by the City of Los Angeles, a title report, a survey, or the advice of a licensed professional who knows your plans. Where the law is read more than one way, the report says so and shows each reading.',
        },
        {
          kind: 'paragraph',
          text: 'Before you buy land, sign a contract, or file an application, have the facts that matter confirmed by the City and by your own advisers.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work carefully, but public records contain errors and the law changes. We do not promise that a pathway in a report will be approved, or that the costs and values in a pro forma will be met.',
        },
        {
          kind: 'paragraph',
          text: 'As far as the law allows, our total responsibility to you for a report is limited to what you paid for it, and we are not responsible for indirect losses such as a lost sale or profit. Nothing in these terms limits responsibility that California law does not allow us to limit.',
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You are responsible for keeping your sign-in details safe and for activity under your account. A report belongs to the account that ordered it; share it with others through a share link, which you can withdraw.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `If we change these terms, we update the date at the top; changes do not apply to reports already ordered. Questions, refunds and complaints: write to [${SITE.contactEmail}](mailto:${SITE.contactEmail}).`,
        },
      ],
    },
  ],
}
