import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'how-to-read-a-lotwise-report',
  title: 'How to read a Lotwise report',
  description:
    'A walk through a Lotwise report on a real-looking single-family lot: the summary and its ranking, the pathway table, what to confirm, the readings still in dispute, and the citation behind every figure.',
  heading: 'How to read a Lotwise report',
  lead: 'A Lotwise report answers one question for one lot: under every legal pathway, how many homes, under which standards, and how sure are we. This walk-through uses a typical Los Angeles lot to show where each part of that answer lives and how to act on it.',
  published: '2026-11-05',
  updated: '2026-11-24',
  tags: ['lotwise-reports', 'how-to', 'single-family'],
  sections: [
    {
      id: 'the-lot',
      heading: 'The lot in this walk-through',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An R1-1 lot of 7,500 sq ft with one house built in 1952, outside any fire zone or historic overlay, about half a mile from a rail station. These are the facts public records give us. Public records do not say who lives in the house, and that gap shapes most of the report.',
        },
      ],
    },
    {
      id: 'preliminary-then-reviewed',
      heading: 'Preliminary, then reviewed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A report is computed the moment you order it and shown at once, marked “Preliminary — awaiting specialist review”. An analyst then checks the parcel facts against the sources, adjusts any assumption that does not fit the lot, adds notes, and publishes the report, with what they confirmed and what they left open; you get an email when it is done. The report reads “verified” only when the review settled every open fact, and “reviewed” when it left any open. Each report records the version of our analysis and the facts it used, so it can be recomputed when the law or the data changes.',
        },
      ],
    },
    {
      id: 'the-summary',
      heading: 'The summary',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The summary ranks the pathways that can be used: first those available on the facts given, then those that need confirmation, each group by the number of homes the lot would hold, with ADUs added to what is already there. For our lot:',
        },
        {
          kind: 'table',
          caption: 'Summary ranking for the example lot',
          head: ['Pathway', 'Status', 'Homes on the lot'],
          rows: [
            ['Accessory dwelling units', 'Available', '4 (the house plus 3)'],
            ['Base zoning', 'Available', '1'],
            ['SB 9 two homes and lot split', 'Needs confirmation', '4'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The recommendation is the ADUs, and the summary says what that count rests on: the state housing department’s reading that allows three ADUs here (see the readings below). SB 9 reaches the same 4 homes, but only once the tenant history is confirmed, so it is listed after the available pathways and never recommended. A pathway whose only open points are routine site checks counts as available, with the checks listed. On equal homes, one without open checks ranks first, then the one needing fewer affordable homes, then local zoning before state programs.',
        },
        {
          kind: 'paragraph',
          text: 'SB 1123 is not in the ranking at all, though on a vacant lot of this size it could allow 6 homes: it needs a vacant lot, and a house on the lot rules that out unless the house is abandoned and uninhabitable, which the report does not assume. Read the status before the number.',
        },
      ],
    },
    {
      id: 'the-pathway-table',
      heading: 'The pathway table',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Below the summary, every pathway gets a row, including those that fail, so you can see why. Each status is shown with its words, never by colour alone:',
        },
        {
          kind: 'table',
          caption: 'What each status means',
          head: ['Status', 'Meaning', 'In this report'],
          rows: [
            [
              'Available',
              'Every criterion passes on the facts we have',
              'Base zoning, ADUs, AB 2097',
            ],
            [
              'Available, subject to routine checks',
              'Nothing fails and no decisive fact is missing; only site checks that rarely fail on urban lots remain',
              'None',
            ],
            [
              'Needs confirmation',
              'Nothing fails, but a decisive fact is unknown or a condition applies',
              'SB 9, SB 79',
            ],
            [
              'Not available',
              'At least one criterion fails',
              'Density bonus (fewer than 5 homes), SB 684 and AB 2011 (wrong zone), SB 1123 (the lot is not vacant)',
            ],
            ['Not yet in force', 'The law starts after the analysis date', 'None'],
            [
              'Closed to new applications',
              'The program takes no new applications',
              'TOC, closed since February 11, 2025',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each available row shows the figures the law fixes: homes, and where they apply a minimum, height, stories, floor-area ratio, floor area, setbacks, parking, affordable homes and incentives. Where a law offers several ways to meet its affordability rule, each is listed as one option, not as a total. For SB 9 here: 4 homes on two lots of 3,750 sq ft, side and rear setbacks of 4 ft, up to 4 parking spaces, and homes of at least 800 sq ft guaranteed.',
        },
      ],
    },
    {
      id: 'what-to-confirm',
      heading: 'What to confirm',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every reason a pathway needs confirmation is written as a sentence that names the missing fact and what it would change. For this lot:',
        },
        {
          kind: 'list',
          items: [
            '“We could not confirm the tenant history. If the property was rented in the last 3 years, SB 9 is not available.” This is the one decisive question here.',
            'Whether an SB 79 stop is within half a mile, and the site’s status on the City’s SB 79 map.',
            'Routine checks, listed apart because they rarely fail on urban lots and public lists settle them: no affordability covenant recorded on the house, no Ellis Act withdrawal in the last 15 years, no designated historic resource, and no wetland, protected habitat, conservation easement or hazardous-waste listing.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These are the questions to answer before spending on design. Most take a document you already have. [Tenant history and the housing laws](/blog/tenant-history-and-california-housing-laws) explains why the first one matters most.',
        },
      ],
    },
    {
      id: 'contested-readings',
      heading: 'Readings still in dispute',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some rules can be read more than one way, and some figures have not yet been confirmed against the primary text. The report never hides either. A figure that rests on one is marked, the mark says which kind (“read two ways” or “not yet confirmed”), and where the other reading gives a different number, both are shown.',
        },
        {
          kind: 'list',
          items: [
            'ADUs: the state housing department reads the law as allowing three on this lot; an older reading allowed two.',
            'Base zoning: the R1 residential floor area of 0.45 times the lot (3,375 sq ft here) is confirmed by a secondary source, not yet by the code text.',
            'Elsewhere you will meet rounding (does 8.75 homes mean 8 or 9?), whether Los Angeles grants density bonuses above 35 %, and whether SB 1123 also caps single-family lots at 30 homes per acre.',
          ],
        },
      ],
    },
    {
      id: 'citations',
      heading: 'Citations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every figure carries the rule that produced it, in words, and where the rule is written, linked where a public copy exists. The 3 ADUs cite Gov. Code § 66323; the 16 ft ADU height cites § 66321(b)(4); the R1 height of 33 ft cites City Planning’s zoning summary, Table 2. Parcel facts carry their source too: which public dataset, and as of when. If a figure looks wrong, the citation tells you what to check and the fact’s source tells you where.',
        },
      ],
    },
    {
      id: 'what-a-report-does-not-do',
      heading: 'What a report does not do',
      blocks: [
        {
          kind: 'list',
          items: [
            'It does not decide what the City may decide: a requested density-bonus incentive, or parking findings under AB 2097.',
            'It names, but does not compute, what needs its own document: specific plans, CPIOs, [Q] and D limitations, the hillside ordinance, transitional height, and the City’s CHIP and Low-Rise incentives.',
            'It is not legal advice and does not replace a determination by the City.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The single family report covers base zoning, ADUs, SB 9 and SB 1123 with the tenant and hazard screens; the multifamily zoning report covers every pathway for a multifamily or commercial lot; the development report adds the best pathway, unit mix and a pro forma. See [a sample report](/sample-report) and [prices](/pricing).',
        },
      ],
    },
  ],
}
