import type { Article } from '../types.ts'

export const article: Article = {
  title: 'California Housing Bills',
  description:
    'Every California housing law that decides how many homes a Los Angeles lot can hold, each in one line with a link: SB 9, SB 79, SB 684, SB 1123, SB 1211, AB 1287, AB 2011, the state density bonus, ADU law and AB 2097.',
  heading: 'California housing bills, in one place',
  lead: 'Since 2021 California has passed a run of laws that let more homes be built on land already zoned for housing or commerce. Each has its own tests, and several can apply to the same lot. Here is every one in a line, and a short explanation of the four that have no guide of their own.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: [
    'state_density_bonus',
    'sb9',
    'sb684',
    'sb1123',
    'adu',
    'ab2011',
    'ab2097',
    'sb79',
    'sb79_la',
  ],
  sections: [
    {
      id: 'every-law',
      heading: 'Every law in one line',
      blocks: [
        {
          kind: 'table',
          caption: 'What each law lets you do',
          head: ['Law', 'What it lets you do', 'In force', 'Read more'],
          rows: [
            [
              'SB 9',
              'Build two homes on a single-family lot, or split it in two and build two on each',
              'January 1, 2022',
              '[SB 9, below](/housing-bills#sb-9)',
            ],
            [
              'SB 684',
              'Divide a multifamily lot into up to ten small lots, with one home on each',
              'July 1, 2024',
              '[SB 684 guide](/sb-684)',
            ],
            [
              'SB 1123',
              'Divide a vacant single-family lot into up to ten lots, with one home on each',
              'July 1, 2025',
              '[SB 1123 guide](/sb-1123)',
            ],
            [
              'SB 684 and SB 1123',
              'Which small-lot law applies to your lot, side by side',
              '',
              '[Comparison](/sb-684-1123)',
            ],
            [
              'SB 1211',
              'Add up to eight detached ADUs, plus conversions, to an existing multifamily building',
              'January 1, 2025',
              '[SB 1211 guide](/sb-1211)',
            ],
            [
              'ADU law',
              'Add a converted ADU, a junior ADU and a detached ADU to a single-family lot',
              'Renumbered January 1, 2025',
              '[ADU law, below](/housing-bills#adu-law)',
            ],
            [
              'State density bonus',
              'Build up to 50 % more homes than the zone allows in exchange for affordable homes',
              'Up to 50 % since January 1, 2021 (AB 2345)',
              '[Density bonus, below](/housing-bills#state-density-bonus)',
            ],
            [
              'AB 1287',
              'Earn a second density bonus on top of the maximum by adding more affordable homes',
              'January 1, 2024',
              '[AB 1287 guide](/ab-1287)',
            ],
            [
              'AB 2011',
              'Build mixed-income housing on commercial land along wide corridors, without a rezoning',
              'July 1, 2023',
              '[AB 2011 guide](/ab-2011)',
            ],
            [
              'SB 79',
              'Build taller and denser within half a mile of qualifying rail and rapid-bus stations',
              'July 1, 2026',
              '[SB 79 guide](/sb-79)',
            ],
            [
              'AB 2097',
              'Build without a parking minimum within half a mile of a major transit stop',
              'January 1, 2023',
              '[AB 2097, below](/housing-bills#ab-2097)',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Los Angeles adds its own layer: zone classes, height districts and the Citywide Housing Incentive Program, explained in [Los Angeles development](/la-development). How a project moves from a lot to a permit, and where each law comes in, is in [the development process](/development).',
        },
      ],
    },
    {
      id: 'which-laws-fit',
      heading: 'Which laws fit your lot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Start from the zone on your lot’s ZIMAS profile and from what stands on it today.',
        },
        {
          kind: 'list',
          items: [
            'A single-family lot with a house: SB 9, ADU law, and SB 79 if it is near a qualifying station.',
            'A vacant single-family lot: [SB 1123](/sb-1123) and SB 9.',
            'A multifamily lot (R2, RD, R3, R4, R5): base zoning, the state density bonus with [AB 1287](/ab-1287), [SB 684](/sb-684), [SB 1211](/sb-1211) if there is already a building, and [SB 79](/sb-79) near a station.',
            'A commercial lot (C1, C2, C4 and others): base zoning, [AB 2011](/ab-2011) on a qualifying corridor, the density bonus, SB 684 and SB 79.',
            'Any lot within half a mile of a major transit stop: AB 2097 removes the parking minimum.',
          ],
        },
        {
          kind: 'callout',
          tone: 'warning',
          title: 'Tenant history comes first',
          text: 'Every state streamlining law looks back at who lived on the site: 3 years for SB 9, 5 for SB 684 and SB 1123, 7 for SB 79 and 10 for AB 2011. Rent-stabilised homes rule out most of them. Read [tenant history and the housing laws](/blog/tenant-history-and-california-housing-laws) before anything else.',
        },
      ],
    },
    {
      id: 'sb-9',
      heading: 'SB 9: two homes, or a lot split',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 9 (2021) lets the owner of a single-family lot build a second primary home (a two-unit development, Gov. Code § 65852.21) or split the lot in two and build up to two homes on each (an urban lot split, Gov. Code § 66411.7). It took effect on January 1, 2022; SB 450 added from January 1, 2025 that the City’s standards may not be stricter than those of the underlying zone.',
        },
        {
          kind: 'list',
          items: [
            'Zones: in Los Angeles RA, RE, RS, R1 (with its variations), RU, RZ and RW1. R2 and denser zones are not eligible.',
            'Excluded sites: Historic Preservation Overlay Zones and Historic-Cultural Monuments; homes under the Rent Stabilization Ordinance or with an affordability covenant; homes withdrawn from rent under the Ellis Act in the last 15 years; homes occupied by a tenant in the last 3 years.',
            'Lot split: each new lot at least 1,200 sq ft and at least 40 % of the original, so the original must be at least 2,400 sq ft. The owner signs an affidavit to live in one of the homes for 3 years; the lot may not come from an earlier SB 9 split.',
            'Homes: with a split, at most two per new lot including any ADU, so four in all. The City must allow each home to be at least 800 sq ft, side and rear setbacks of no more than 4 ft, and at most one parking space per home (none within ½ mile walking of a major transit stop or high-quality transit corridor, or within a block of car-share).',
            'Fire zones: allowed with fire mitigation; in Los Angeles at least 20 ft of paved street frontage and full fire sprinklers. A July 2025 executive order lets the City suspend SB 9 in the Palisades burn area.',
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: how many homes without a split?',
          text: 'Without a lot split, SB 9 gives two primary homes. The law lets a city refuse ADUs only where both the two-unit and the lot-split provisions are used, so on an unsplit lot ADU law still applies and four homes is a practical total, not a cap in the statute. How many ADUs are allowed depends on whether the two homes count as single-family or multifamily under ADU law.',
        },
        {
          kind: 'paragraph',
          text: 'Worked examples, including a split that fails the 40 % rule by 50 sq ft, are in [what SB 9 means for Los Angeles homeowners](/blog/what-sb-9-means-for-la-homeowners).',
        },
      ],
    },
    {
      id: 'state-density-bonus',
      heading: 'The state density bonus',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The state density bonus law (Gov. Code §§ 65915–65918) lets a housing project of five or more homes exceed the zone’s density in return for affordable homes. The bonus is a share of the base density, set by the share and income level of the affordable homes. Every component is rounded up (Gov. Code § 65915(q)).',
        },
        {
          kind: 'table',
          caption: 'Density bonus by affordable share of base density (Gov. Code § 65915(f))',
          head: [
            'Affordable share',
            'Very low income',
            'Lower income',
            'Moderate income (for-sale only)',
          ],
          rows: [
            ['5 %', '20 %', '', ''],
            ['10 %', '32.5 %', '20 %', '5 %'],
            ['11 %', '35 %', '21.5 %', '6 %'],
            ['15 %', '50 %', '27.5 %', '10 %'],
            ['20 %', '50 %', '35 %', '15 %'],
            ['24 %', '50 %', '50 %', '19 %'],
            ['40 %', '50 %', '50 %', '35 %'],
            ['44 %', '50 %', '50 %', '50 %'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'A share between two rows takes the row at or below it. Senior housing earns 20 % with no affordable homes. A 100 % affordable project earns 80 %, and within ½ mile of a major transit stop or in a very low vehicle travel area it has no maximum density at all and may add up to 3 stories or 33 ft.',
        },
        {
          kind: 'table',
          caption:
            'Incentives (concessions) by affordable share of base density (Gov. Code § 65915(d)(2))',
          head: ['Incentives', 'Very low income', 'Lower income', 'Moderate income (for-sale)'],
          rows: [
            ['1', '5 %', '10 %', '10 %'],
            ['2', '10 %', '17 %', '20 %'],
            ['3', '15 %', '24 %', '30 %'],
            ['4 (AB 1287)', '16 %', '', '45 %'],
            ['5 (AB 1287)', '100 % affordable projects', '', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Waivers of development standards that would physically prevent the bonus homes are unlimited in number. On request, parking is capped at 1 space for a studio or one-bedroom home, 1.5 for two or three bedrooms and 2.5 for four or more; 0.5 per home for projects with 11 % very-low-income or 20 % lower-income homes within ½ mile of a major transit stop; and none for 100 % affordable projects near transit.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: does Los Angeles go above 35 %?',
          text: 'AB 2345 lets a city that already had its own bigger-bonus program keep it (Gov. Code § 65915(s)), and Los Angeles relied on that to stop ordinary bonuses at 35 %. Its CHIP guidelines now print the full state table to 50 %, and the evidence points to the full scale for applications from February 11, 2025, with medium confidence until the adopted table is read. Projects that stack an [AB 1287](/ab-1287) bonus get the full table. Lotwise shows both figures where they differ.',
        },
        {
          kind: 'paragraph',
          text: 'The arithmetic on a real-looking lot is in [a density bonus on an R3 lot, worked through](/blog/density-bonus-on-an-r3-lot-worked-example).',
        },
      ],
    },
    {
      id: 'adu-law',
      heading: 'ADU law on single-family lots',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Accessory dwelling units (ADUs) are homes added to a lot with a house or apartment building. They do not count toward density, need no owner occupancy, and may not be rented for less than 30 days. The law now sits in Gov. Code §§ 66310–66342, renumbered from January 1, 2025.',
        },
        {
          kind: 'list',
          items: [
            'How many: the state housing department reads Gov. Code § 66323 as allowing, together, one converted ADU (inside the house or an accessory structure, with up to 150 sq ft added for access), one junior ADU (up to 500 sq ft inside the house; the owner must live in the house or the junior ADU) and one new detached ADU, so three added units.',
            'Size: a city’s maximum may not be below 850 sq ft for a studio or one bedroom or 1,000 sq ft for two or more, and must still allow an 800 sq ft ADU with 4 ft side and rear setbacks. Los Angeles caps a detached ADU at 1,200 sq ft.',
            'Height of a detached ADU: 16 ft; 18 ft within ½ mile walking of a major transit stop, plus 2 ft to match the house’s roof pitch.',
            'Parking: at most one space per ADU, and none within ½ mile walking of public transit, for conversions, in a historic district or with car-share within a block. A garage removed for an ADU need not be replaced.',
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: two units or three?',
          text: 'An older reading of the law allowed one ADU and one junior ADU on a single-family lot. The state housing department now reads it as allowing all three together, and we follow that reading, showing the older figure beside it. A January 2026 addendum reportedly allows more; until its text is confirmed, we do not count beyond three.',
        },
        {
          kind: 'paragraph',
          text: 'For apartment and other multifamily buildings, see the [SB 1211 guide](/sb-1211).',
        },
      ],
    },
    {
      id: 'ab-2097',
      heading: 'AB 2097: no parking minimum near transit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Since January 1, 2023, a city may not impose a minimum number of parking spaces on a residential, commercial or other project within ½ mile of a major transit stop (Gov. Code § 65863.2). A major transit stop is a rail or bus rapid transit station, a ferry terminal served by bus or rail, or the crossing of two or more major bus routes with service every 20 minutes or better at peak times (the threshold was 15 minutes until AB 2553 took effect on January 1, 2025), including stops planned in the regional transportation plan.',
        },
        {
          kind: 'list',
          items: [
            'Hotels, motels, bed and breakfasts and other short-stay lodging are not covered; event centers must still park their employees.',
            'A city may still require parking if it makes written findings within 30 days of a complete application, but never for housing with 20 % or more affordable, student, senior or disabled homes, with fewer than 20 homes, or already entitled to a parking reduction under another law.',
            'Parking you build anyway must still meet electric-vehicle charging and accessibility rules.',
          ],
        },
      ],
    },
    {
      id: 'how-they-stack',
      heading: 'How the laws stack',
      blocks: [
        {
          kind: 'list',
          items: [
            'Each pathway is tested on its own, and the lot can use whichever allows the most homes, among those it qualifies for.',
            'Some are alternatives, not layers. Los Angeles’s legacy TOC program could not be combined with a state density bonus, and TOC, the density bonus and CHIP’s programs are alternative local routes. AB 2011 and SB 79 can carry a density bonus on top; SB 79 says so expressly.',
            'AB 2097’s parking rule applies on top of every pathway within ½ mile of a major transit stop.',
            'ADUs add to base zoning and to SB 684 and SB 1123 projects, but on an SB 9 lot split they count toward the two homes per lot.',
            'Protected housing is checked first: where rent-stabilised or recently rented homes would be demolished, the state streamlining laws fail outright, while base zoning and the density bonus require the homes to be replaced.',
            'The application date decides which version of a law applies: SB 79 from July 1, 2026, the SB 1123 path from July 1, 2025, AB 2243’s version of AB 2011 from January 1, 2025; TOC closed on February 11, 2025.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A Lotwise report runs every one of these for your lot at once, ranks them by homes allowed, and marks what it could not confirm. [How to read a Lotwise report](/blog/how-to-read-a-lotwise-report) walks through one; [what changed in 2025 and 2026](/blog/california-housing-law-changes-2025-2026) covers the newest rules.',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Which law gives the most homes on my lot?',
      answer:
        'It depends on the zone, the lot size, the distance to transit and who lived there. [Search your address](/) for a first look, or order a report for every pathway side by side.',
    },
    {
      question: 'Do these laws apply outside Los Angeles?',
      answer:
        'They are state laws and apply across California, but each city implements them, and this site describes Los Angeles’s rules and exemptions.',
    },
    {
      question: 'Why do some figures say “read two ways” or “not yet confirmed”?',
      answer:
        'Where the law can be read more than one way, or where we have not yet checked a figure against the primary text, we say so and show the alternative instead of presenting one answer as settled.',
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 65852.21 (SB 9 two-unit development)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65852.21',
    },
    {
      label: 'Gov. Code § 66411.7 (SB 9 urban lot split)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66411.7',
    },
    {
      label: 'Gov. Code § 65915 (state density bonus)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65915',
    },
    {
      label: 'Gov. Code § 66323 (ADUs a city must approve)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66323',
    },
    {
      label: 'Gov. Code § 65863.2 (AB 2097)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65863.2',
    },
    {
      label: 'Pub. Res. Code § 21064.3 (major transit stop)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PRC&sectionNum=21064.3',
    },
    {
      label: 'California Department of Housing and Community Development: Accessory Dwelling Units',
      url: 'https://www.hcd.ca.gov/policy-and-research/accessory-dwelling-units',
    },
  ],
}
