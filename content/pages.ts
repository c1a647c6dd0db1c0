// Prose for the public pages that are plain articles. The housing-law pages here are short
// overviews; each grows into a full guide with a calculator in its own issue.
export type ContentPage = {
  /** <title> and social title; the site name is appended. */
  title: string
  description: string
  heading: string
  lead: string
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
}

export const CONTENT_PAGES: Readonly<Record<string, ContentPage>> = {
  '/pricing': {
    title: 'Pricing',
    description:
      'Report prices and plans: single-family, multifamily zoning and full multifamily development reports.',
    heading: 'Pricing',
    lead: 'Pay per report, or subscribe if you screen lots every month. Every report is computed instantly and then checked by an analyst.',
    sections: [
      {
        heading: 'Reports',
        paragraphs: [
          'Single-family report: what your lot allows under base zoning, ADU law and SB 9, with the tenant and hazard screens.',
          'Multifamily zoning report: every pathway for a multifamily or commercial lot, with the criteria each one passes or fails.',
          'Multifamily development report: everything in the zoning report, plus the best pathway, unit yield and a pro forma.',
        ],
      },
      {
        heading: 'Plans',
        paragraphs: ['The Pro plan includes two reports a month. Unused bonus credits carry over.'],
      },
    ],
  },
  '/about': {
    title: 'About Us',
    description:
      'Lotwise turns Los Angeles public data and California housing law into answers you can check.',
    heading: 'About Lotwise',
    lead: 'We help homeowners, builders and their advisers see what a piece of California land can become, with the rule and the source behind every number.',
    sections: [
      {
        heading: 'Why we built it',
        paragraphs: [
          'The housing laws California passed since 2019 stack in ways few tools compute: a lot may qualify for SB 9, an ADU, a density bonus and SB 79 at once, each with its own tests.',
          'Lotwise computes every pathway side by side from public parcel data, shows which criteria pass or fail, and has an analyst verify the result before it is published.',
        ],
      },
    ],
  },
  '/resources': {
    title: 'Resources',
    description: 'Guides and public sources for California and Los Angeles housing law.',
    heading: 'Resources',
    lead: 'The public sources our analysis rests on, and the guides we write about them.',
    sections: [
      {
        heading: 'Public sources',
        paragraphs: [
          'ZIMAS, the City of Los Angeles zoning map, for zone strings, overlays and general plan land use.',
          'The Los Angeles County Assessor for lot area, year built and existing units.',
          'LA Metro’s published transit feeds for the distance to major transit stops.',
          'The California Government Code and the Los Angeles Municipal Code for the rules themselves.',
        ],
      },
    ],
  },
  '/housing-bills': {
    title: 'California Housing Bills',
    description:
      'SB 9, SB 79, SB 684, SB 1123, SB 1211, AB 1287, AB 2011 and the state density bonus, in plain words.',
    heading: 'California housing bills',
    lead: 'A plain-language map of the state laws that decide how many homes a California lot can hold.',
    sections: [
      {
        heading: 'The laws we cover',
        paragraphs: [
          'SB 9 (2021): two homes on a single-family lot, or a split into two lots.',
          'SB 684 (2023) and SB 1123 (2024): small subdivisions of up to ten homes.',
          'SB 1211 (2024): more accessory dwelling units on multifamily lots.',
          'AB 2011 (2022): housing on commercial corridors.',
          'AB 1287 (2023): an additional density bonus on top of the state density bonus.',
          'SB 79 (2025): taller, denser housing near major transit, in force for cities from July 1, 2026.',
        ],
      },
    ],
  },
  '/la-development': {
    title: 'Los Angeles Development',
    description: 'How Los Angeles zoning, height districts and overlays shape what you can build.',
    heading: 'Developing in Los Angeles',
    lead: 'Los Angeles zoning combines a zone class, a height district and overlays. Together they set how many homes a lot can hold and how big they can be.',
    sections: [
      {
        heading: 'Zone, height district, overlays',
        paragraphs: [
          'The zone class (R1, RD1.5, R3, C2 and so on) sets density: how much lot area each home needs.',
          'The height district (1, 1L, 1VL, 1XL, 2, 3, 4) sets height and floor area.',
          'Conditions such as [Q] and D, and overlays such as HPOZ or CPIO, can change both.',
        ],
      },
    ],
  },
  '/development': {
    title: 'Development',
    description: 'From a parcel to a project: how Lotwise analyses what a lot can become.',
    heading: 'From a parcel to a project',
    lead: 'Search an address or APN, choose a report, and get every legal pathway for the lot, ranked by the homes it allows.',
    sections: [
      {
        heading: 'How a report is made',
        paragraphs: [
          'We gather the parcel’s facts from public records, run every pathway through our analysis engine, and show the result at once, marked preliminary.',
          'An analyst then reviews the facts and the assumptions, adds notes, and publishes the verified report.',
        ],
      },
    ],
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms that apply when you use Lotwise.',
    heading: 'Terms of Service',
    lead: 'These terms apply when you use Lotwise. Please read them before you order a report.',
    sections: [
      {
        heading: 'Not legal advice',
        paragraphs: [
          'Lotwise reports summarise public data and published law. They are not legal advice and do not replace a determination by the City or a licensed professional.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You are responsible for keeping your sign-in details safe and for activity under your account.',
        ],
      },
    ],
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What Lotwise collects, why, and how to reach us about it.',
    heading: 'Privacy Policy',
    lead: 'We collect what we need to run your account and produce your reports, and nothing more.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your name, email address and password hash; the reports you order and the addresses they concern; payment records kept by our card processor.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about your data: write to us at the address in the footer.'],
      },
    ],
  },
  '/sample-report': {
    title: 'Sample Report',
    description: 'See what a Lotwise property development report contains.',
    heading: 'Sample report',
    lead: 'A Lotwise report lists every legal pathway for a lot, with the criteria each one passes or fails, the homes it allows and the rule behind each figure.',
    sections: [
      {
        heading: 'What is inside',
        paragraphs: [
          'Parcel facts with their sources, the zoning standards, each pathway’s eligibility and reasons, unit counts, height, floor area and parking, and the analyst’s notes.',
        ],
      },
    ],
  },
  '/sb-79': {
    title: 'SB 79 Guide',
    description:
      'SB 79: taller, denser homes near major transit in California, in force for cities from July 1, 2026.',
    heading: 'SB 79: homes near transit',
    lead: 'SB 79 lets residential, mixed-use and commercial sites within half a mile of qualifying rail and bus rapid transit stops build taller and denser than local zoning allows.',
    sections: [
      {
        heading: 'In brief',
        paragraphs: [
          'Standards depend on the stop’s tier and the distance band: up to 95 feet next to a heavy-rail station.',
          'In Los Angeles, an implementing ordinance temporarily exempts many sites; a Lotwise report checks the parcel’s status.',
        ],
      },
    ],
  },
  '/sb-684': {
    title: 'SB 684 Guide',
    description:
      'SB 684: subdivide a multifamily lot into up to ten small lots, approved without a hearing.',
    heading: 'SB 684: small-lot subdivisions',
    lead: 'SB 684 lets a multifamily-zoned lot of up to five acres be subdivided into as many as ten lots with ten homes, approved ministerially.',
    sections: [
      {
        heading: 'In brief',
        paragraphs: [
          'Homes average no more than 1,750 square feet; new lots can be as small as 600 square feet.',
          'Sites with rent-stabilised housing or tenants in the last five years do not qualify.',
        ],
      },
    ],
  },
  '/sb-1123': {
    title: 'SB 1123 Guide',
    description:
      'SB 1123 extends small-lot subdivisions to vacant single-family lots from July 1, 2025.',
    heading: 'SB 1123: subdividing vacant single-family lots',
    lead: 'SB 1123 brings SB 684’s small-lot subdivisions to vacant single-family lots of up to one and a half acres.',
    sections: [
      {
        heading: 'In brief',
        paragraphs: [
          'The lot must be vacant, and new lots must be at least 1,200 square feet.',
          'Up to ten homes; accessory dwelling units do not count toward the ten.',
        ],
      },
    ],
  },
  '/sb-1211': {
    title: 'SB 1211 Guide',
    description:
      'SB 1211: more accessory dwelling units on multifamily lots, from January 1, 2025.',
    heading: 'SB 1211: ADUs on multifamily lots',
    lead: 'SB 1211 lets an existing multifamily property add up to eight detached ADUs, plus conversions of non-livable space.',
    sections: [
      {
        heading: 'In brief',
        paragraphs: [
          'Detached ADUs: up to eight, but no more than the number of existing homes.',
          'Conversion ADUs: at least one, and up to a quarter of the existing homes.',
        ],
      },
    ],
  },
  '/sb-684-1123': {
    title: 'SB 684 and SB 1123',
    description: 'How SB 684 and SB 1123 work together for small-lot subdivisions in Los Angeles.',
    heading: 'SB 684 and SB 1123 together',
    lead: 'SB 684 covers multifamily lots; SB 1123 extended it to vacant single-family lots. Here is how to tell which applies.',
    sections: [
      {
        heading: 'Which law applies',
        paragraphs: [
          'A lot zoned for multifamily use, up to five acres: SB 684.',
          'A vacant lot zoned single-family, up to one and a half acres: SB 1123, for applications from July 1, 2025.',
        ],
      },
    ],
  },
  '/ab-1287': {
    title: 'AB 1287 Guide',
    description:
      'AB 1287 adds a second density bonus for projects that exceed the state maximum set-aside.',
    heading: 'AB 1287: the stacked density bonus',
    lead: 'Since January 1, 2024, a project that already earns the state’s maximum density bonus can earn a second one by adding very-low-income or moderate-income homes.',
    sections: [
      {
        heading: 'In brief',
        paragraphs: [
          'The first bonus needs at least 15% very low income, 24% lower income or 44% moderate-income for-sale homes.',
          'The additional bonus reaches 38.75% for 10% more very-low-income homes, or 50% for 15% more moderate-income homes.',
        ],
      },
    ],
  },
  '/ab-2011': {
    title: 'AB 2011 Guide',
    description:
      'AB 2011: mixed-income and affordable housing on commercial corridors, approved ministerially.',
    heading: 'AB 2011: housing on commercial corridors',
    lead: 'AB 2011 allows housing on land zoned for offices, retail or parking that fronts a commercial corridor, without a rezoning or public hearing.',
    sections: [
      {
        heading: 'In brief',
        paragraphs: [
          'The corridor’s right-of-way must be 70 to 150 feet wide, with at least 50 feet of frontage.',
          'Mixed-income projects set aside 15% of rental homes for lower-income households, or 8% very low income plus 5% extremely low income.',
        ],
      },
    ],
  },
}
