import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'AB 1287 Guide: Stacking a Second Density Bonus',
  description:
    'Since January 1, 2024, a project that already earns the state’s largest density bonus can earn a second one by adding very-low-income or moderate-income homes. The tables, the arithmetic and Los Angeles’s reading.',
  heading: 'AB 1287: the stacked density bonus',
  lead: 'If your project already sets aside enough affordable homes for the full 50 % density bonus, AB 1287 lets you add more very-low-income or moderate-income homes and earn a second bonus of up to 38.75 % or 50 %, for a total of up to double the base density.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['state_density_bonus', 'chip'],
  law: {
    bill: 'AB 1287',
    summary: 'Earn a second density bonus on top of the maximum by adding more affordable homes',
    statutes: ['Gov. Code § 65915(v)', 'Gov. Code § 65915(d)(2)'],
    effective: '2024-01-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'What AB 1287 allows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The state density bonus law (Gov. Code § 65915) lets a housing project of five or more homes build more than the zone allows in exchange for affordable homes. The more affordable homes, the bigger the bonus, up to 50 % of the base density since AB 2345 (2021). AB 1287, in force since January 1, 2024, added subdivision (v): a project that has already reached the top of the ordinary table can keep going.',
        },
        {
          kind: 'paragraph',
          text: 'To qualify for the second bonus, the project first has to provide the largest ordinary set-aside: at least 15 % very-low-income homes, 24 % lower-income homes, or 44 % moderate-income homes in a for-sale project. It then adds further homes for very-low-income or moderate-income households, counted as a share of the same base density, and earns the additional bonus from one of the two tables below.',
        },
        {
          kind: 'table',
          caption: 'The additional bonus under AB 1287 (share of base density → extra bonus)',
          head: ['Additional share', 'Very low income', 'Moderate income'],
          rows: [
            ['5 %', '20 %', '20 %'],
            ['6 %', '23.75 %', '22.5 %'],
            ['7 %', '27.5 %', '25 %'],
            ['8 %', '31.25 %', '27.5 %'],
            ['9 %', '35 %', '30 %'],
            ['10 %', '38.75 % (the maximum)', '32.5 %'],
            ['11 %', '', '35 %'],
            ['12 %', '', '38.75 %'],
            ['13 %', '', '42.5 %'],
            ['14 %', '', '46.25 %'],
            ['15 %', '', '50 % (the maximum)'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The two bonuses together may not exceed 100 % of the base density. The state housing department reads the two additional tables as alternatives: a project uses the very-low-income table or the moderate-income one, not both. Every figure is rounded up separately, as the bonus law requires for each component (Gov. Code § 65915(q)).',
        },
        {
          kind: 'paragraph',
          text: 'AB 1287 also added a fourth incentive (for 16 % very-low-income or 45 % moderate-income homes) and a fifth (for 100 % affordable projects), and redefined the base density as the greatest number of homes the zoning, a specific plan or the general plan allows.',
        },
      ],
    },
    {
      id: 'who-qualifies',
      heading: 'Who qualifies',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'The project is a housing development of at least five homes, counted on the base density (see the note below).',
            'The zone and general plan allow residential use at five or more homes on the lot; single-family zones normally do not.',
            'It provides the maximum ordinary set-aside: 15 % very low income, 24 % lower income, or 44 % moderate income in a for-sale common-interest development.',
            'It adds further homes for very-low-income households (5 to 10 % of base density) or moderate-income households (5 to 15 %), using one table.',
            'The two bonuses together come to no more than 100 % of the base density.',
            'Any homes on the site that are rent-stabilised, or were occupied by lower-income households in the last five years, are replaced.',
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: five homes before or after the bonus?',
          text: 'The law defines a housing development as five or more homes, and no source we read settles whether the bonus homes count toward the five. We apply the stricter reading (base homes only).',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: two limits',
          text: 'One source reports that AB 1287 caps the total affordable set-aside at 50 % of the project; we apply that cap but have not confirmed it in the statute. And we found nothing saying whether 100 % affordable projects, which already get an 80 % bonus or unlimited density near transit, may also use the additional bonus; we assume they may not.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: an R3 lot of 15,000 sq ft',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Take a 15,000 sq ft R3-1 lot in Los Angeles, planned as rental apartments with an application filed after February 11, 2025. Density is from City Planning’s zoning summary (Table 1); bonus figures from Gov. Code § 65915(f) and (v).',
        },
        {
          kind: 'example',
          title: 'A 50 % bonus plus a 38.75 % AB 1287 bonus',
          facts: [
            { label: 'Zone', value: 'R3-1 (one home per 800 sq ft of lot)' },
            { label: 'Lot area', value: '15,000 sq ft' },
            { label: 'Tenure', value: 'Rental' },
            { label: 'Set-aside', value: '15 % very low income, then 10 % more very low income' },
          ],
          steps: [
            'Base density: 15,000 ÷ 800 = 18.75, rounded up to 19 homes (the bonus law rounds every component up).',
            'Ordinary set-aside: 15 % of 19 = 2.85, rounded up to 3 very-low-income homes. That earns the full 50 % bonus.',
            'Ordinary bonus: 50 % of 19 = 9.5, rounded up to 10 homes.',
            'Additional set-aside: 10 % of 19 = 1.9, rounded up to 2 more very-low-income homes.',
            'Additional bonus: 38.75 % of 19 = 7.36, rounded up to 8 homes.',
            'Total: 19 + 10 + 8 = 37 homes, of which 5 are very-low-income (26 % of base density, under the reported 50 % cap).',
            'Incentives: very-low-income homes now make up 5 of 19 base homes (26 %), above the 16 % that earns a fourth incentive.',
          ],
          result:
            '37 homes with 5 very-low-income homes and 4 incentives, against 18 homes by right (18.75 rounded down) and 29 with the ordinary bonus alone.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: Los Angeles and the top of the bonus table',
          text: 'AB 2345 lets a city that already had a bigger-bonus program keep its own scale (Gov. Code § 65915(s)), and Los Angeles has relied on that to stop ordinary bonuses at 35 %. For stacked projects the question looks settled: City Planning’s May 2024 memo on AB 1287 applies the full state tables, up to 100 % in total, and keeps the 35 % limit only for projects that do not stack. Had the first bonus been capped at 35 %, this project would have 7 bonus homes instead of 10 and 34 homes in all. For projects that do not stack, the evidence now points to the full state scale for applications from February 11, 2025, with medium confidence, because the adopted CHIP table has not been read.',
        },
        {
          kind: 'paragraph',
          text: 'A for-sale example works the same way with the moderate-income tables. With a base density of 20 homes, 44 % moderate-income homes (8.8, rounded up to 9) earn the 50 % bonus of 10 homes; adding 6 % very-low-income homes (1.2, rounded up to 2) earns 23.75 % more (4.75, rounded up to 5). The project reaches 20 + 10 + 5 = 35 homes.',
        },
        {
          kind: 'paragraph',
          text: 'For an ordinary density bonus worked through from the start, read [a density bonus on an R3 lot](/blog/density-bonus-on-an-r3-lot-worked-example).',
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Common mistakes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Stacking before maxing out. The second bonus is open only to projects already at 15 % very low income, 24 % lower income or 44 % moderate income.',
            'Using both additional tables. The state housing department treats the very-low-income and moderate-income tables as alternatives.',
            'Taking percentages of the total. Set-asides and bonuses are shares of the base density, not of the finished project.',
            'Rounding once at the end. Each component (base, affordable homes, each bonus) is rounded up on its own, which can add a home or two.',
            'Offering moderate-income rentals for the ordinary bonus. Moderate-income homes earn the ordinary bonus only in for-sale common-interest developments.',
            'Assuming Los Angeles stops at 35 %. For stacked projects, City Planning applies the full state tables.',
            'Expecting a bonus on a lot that holds four homes. Below five base homes there is no housing development under the bonus law.',
          ],
        },
      ],
    },
    {
      id: 'dates-and-amendments',
      heading: 'Dates and amendments',
      blocks: [
        {
          kind: 'table',
          caption: 'The density bonus law’s recent history',
          head: ['Date', 'What changed', 'Source'],
          rows: [
            ['2017', 'AB 2501: every component of the bonus is rounded up', 'Gov. Code § 65915(q)'],
            ['2020', 'AB 1763: 80 % bonus for 100 % affordable projects', 'Gov. Code § 65915'],
            [
              'January 1, 2021',
              'AB 2345: bonus up to 50 %, new incentive thresholds and parking ratios; subdivision (s) lets cities with their own bigger-bonus program keep it',
              'Gov. Code § 65915(f), (s)',
            ],
            [
              'November 2, 2022',
              'Los Angeles memo relies on subdivision (s) to keep ordinary bonuses at 35 %',
              'LA Director of Planning memo',
            ],
            ['January 1, 2023', 'AB 2334: very low vehicle travel areas', 'Gov. Code § 65915'],
            [
              'January 1, 2024',
              'AB 1287: the additional bonus, fourth and fifth incentives, and the “greatest” base density',
              'Gov. Code § 65915(v)',
            ],
            [
              'May 16, 2024',
              'Los Angeles memo: stacked projects get the full state tables, up to 100 %',
              'LA City Planning memo',
            ],
            [
              'February 11, 2025',
              'CHIP takes effect, including the City’s State Density Bonus Program (LAMC 12.22 A.37)',
              'LA City Planning',
            ],
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: the base density in Los Angeles',
          text: 'AB 1287 made the base density the greatest number of homes allowed by the zoning, a specific plan or the general plan. Whether and how Los Angeles applies the general-plan figure is unsettled, and the general-plan ranges themselves differ between the Framework Element and the community-plan legends. We use the zone’s figure; a lot near the five-home threshold can flip on this choice.',
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How AB 1287 fits with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'The ordinary density bonus. AB 1287 only adds to it; all of the ordinary bonus rules (incentives, waivers, parking ratios) still apply. See the [housing bills hub](/housing-bills).',
            'SB 79. Near a qualifying station, SB 79’s density can serve as the base for a density bonus, and a stacked bonus multiplies a bigger number (see the [SB 79 guide](/sb-79)).',
            'AB 2011. A density bonus may be added on top of AB 2011’s density on commercial corridors (see the [AB 2011 guide](/ab-2011)).',
            'CHIP. In Los Angeles the density bonus is administered through the City’s State Density Bonus Program, one part of CHIP (see [Los Angeles development](/la-development)).',
            'TOC. The legacy Transit Oriented Communities program could not be combined with a state density bonus, and it closed to new applications on February 11, 2025.',
            'AB 2097. Within ½ mile of a major transit stop there is no parking minimum; elsewhere, the bonus law’s own parking ratios apply on request.',
            'ADUs. A proposed multifamily building may add up to two detached ADUs (see the [SB 1211 guide](/sb-1211)).',
          ],
        },
      ],
    },
  ],
  faq: [
    {
      question: 'How big can the total bonus get?',
      answer:
        'Up to 100 % of the base density: 50 % from the ordinary table plus up to 50 % more with moderate-income homes, or up to 38.75 % more with very-low-income homes.',
    },
    {
      question: 'Does Los Angeles allow the full 50 % first bonus on a stacked project?',
      answer:
        'Yes, according to City Planning’s May 2024 memo on AB 1287: projects that stack use the full state tables. The 35 % limit the City has relied on applies, if at all, to projects that do not stack.',
    },
    {
      question: 'Can I stack with lower-income homes?',
      answer:
        'The first bonus can be earned with 24 % lower-income homes, but the additional homes must be very low income or moderate income.',
    },
    {
      question: 'How many incentives do I get?',
      answer:
        'Incentives follow the total affordable share of base density: 16 % very low income or 45 % moderate income earns four, and 100 % affordable projects earn five.',
    },
  ],
  sources: [
    {
      label:
        'Gov. Code § 65915 (state density bonus law, including subdivisions (f), (q), (s) and (v))',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65915',
    },
    {
      label: 'LA City Planning: Housing Element Rezoning Program (CHIP) takes effect',
      url: 'https://planning.lacity.gov/plans-policies/community-plan-update/housing-element-rezoning-program-news/housing-element-0',
    },
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
  ],
  calculator: {
    pathways: ['state_density_bonus', 'la_base_zoning'],
    fields: [
      'zone',
      'lot_sf',
      'set_aside_category',
      'set_aside_pct',
      'ab1287_category',
      'ab1287_pct',
      'tenure',
    ],
    example: {
      zone: 'R3',
      lot_sf: 15000,
      set_aside_category: 'VLI',
      set_aside_pct: 15,
      ab1287_category: 'VLI',
      ab1287_pct: 10,
      tenure: 'rental',
    },
    reportType: 'multifamily_development_v2',
  },
}
