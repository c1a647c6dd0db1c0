import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'AB 2011 Guide: Housing on Commercial Corridors',
  description:
    'AB 2011 lets housing be built on land zoned for offices, shops or parking along commercial corridors, with state-set density and height and a streamlined approval. Who qualifies, the numbers and the open questions.',
  heading: 'AB 2011: homes on commercial corridors',
  lead: 'If your lot is zoned for offices, retail or parking and fronts a street 70 to 150 ft wide, AB 2011 lets you build mixed-income housing there without a rezoning, at 30 to 80 homes per acre or the local density if that is higher, provided you set aside affordable homes and pay prevailing wages.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['ab2011'],
  law: {
    bill: 'AB 2011',
    summary:
      'Build mixed-income housing on commercial land along wide corridors, without a rezoning',
    statutes: ['Gov. Code §§ 65912.100–65912.140'],
    effective: '2023-07-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'What AB 2011 allows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AB 2011, the Affordable Housing and High Road Jobs Act of 2022, took effect on July 1, 2023 and runs until January 1, 2033 (Gov. Code §§ 65912.100–65912.140). It treats housing as an allowed use on commercial land along wide streets: a project that meets its objective standards goes through a streamlined approval instead of a rezoning. It has two tracks, one for 100 % affordable projects and one for mixed-income projects; this guide covers the mixed-income track.',
        },
        {
          kind: 'paragraph',
          text: 'AB 2243 (2024) amended the law for applications submitted after December 31, 2024; earlier applications stay under the original text unless the sponsor opts in. AB 893 (2025) added campus development zones to the areas that get the highest density.',
        },
        {
          kind: 'paragraph',
          text: 'The state sets a density and a height the city must allow, and the project gets whichever is greater, the state’s figure or the local one. In a metropolitan city such as Los Angeles:',
        },
        {
          kind: 'table',
          caption: 'Density AB 2011 guarantees (before any density bonus)',
          head: ['Site', 'Homes per acre'],
          rows: [
            ['Under 1 acre', '30'],
            ['1 acre or more, on a corridor under 100 ft wide', '40'],
            ['1 acre or more, on a corridor 100 ft wide or more', '60'],
            [
              'Within ½ mile of a major transit stop, in a very low vehicle travel area, or in a campus development zone',
              '80',
            ],
          ],
        },
        {
          kind: 'table',
          caption: 'Height AB 2011 guarantees',
          head: ['Site', 'Height'],
          rows: [
            ['On a corridor under 100 ft wide', '35 ft'],
            ['On a corridor 100 ft wide or more', '45 ft'],
            ['Within ½ mile of a major transit stop', '65 ft (not yet confirmed; see below)'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'A density bonus can be added on top of AB 2011’s density. Parking follows AB 2097: within ½ mile of a major transit stop there is no minimum.',
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
            'Office, retail or parking is a principally permitted use in the zone. In Los Angeles: CR, C1, C1.5, C2, C4, C5 and the P and PB parking zones. Residential zones are not eligible.',
            'The lot fronts a commercial corridor, a non-freeway street with a right-of-way 70 to 150 ft wide, for at least 50 ft.',
            'The site is 20 acres or less (up to 100 acres for a qualifying regional mall site under AB 2243).',
            'It does not adjoin a parcel in active industrial use, and is not within 3,200 ft of a facility that extracts or refines oil or gas.',
            'Within 500 ft of a freeway, the building has central heating and cooling, air intakes facing away from the freeway, MERV-16 filtration or better and no balconies facing the freeway (AB 2243; the original law excluded these sites).',
            'It is clear of the state’s infill exclusions, and is not in a Very High Fire Hazard Severity Zone.',
            'No rent-controlled or deed-restricted housing is demolished, and no housing occupied by a tenant in the last 10 years; no historic structure on a national, state or local register is demolished; it is not a mobile-home or RV park.',
            'Rental projects set aside 15 % of homes for lower-income households, or 8 % very low income plus 5 % extremely low income.',
            'Construction workers are paid prevailing wages; larger projects also need a skilled and trained workforce.',
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: details changed by AB 2243',
          text: 'The statute’s current text after AB 2243 is not yet confirmed; what follows rests on summaries of it. Still unconfirmed: whether some projects may use a street as narrow as 50 ft (we show those as conditional), whether the 3,200 ft oil-and-gas buffer changed, the for-sale set-aside (reported as 30 % moderate income or 15 % lower income), the 50-home threshold for the skilled-workforce and health-care rules, and a reported minimum density of 50 to 75 % of the allowed density.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: CM zones',
          text: 'The CM zone allows limited C2 uses, including offices and retail, alongside R3 uses. Whether that makes office or retail a principally permitted use for AB 2011 is not confirmed, so we treat CM lots as conditional.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: a C1 lot near a rail station',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Take a half-acre (21,780 sq ft) C1-1XL lot with 150 ft of frontage on a boulevard 100 ft wide, 0.3 mile from a Metro rail station. It holds a one-story shop, no housing, and does not adjoin industrial uses. Local figures are from City Planning’s zoning summary (Tables 1 and 2); AB 2011 figures from Gov. Code § 65912.123 as summarised after AB 2243.',
        },
        {
          kind: 'example',
          title: 'AB 2011 on a half-acre C1 lot within ½ mile of transit',
          facts: [
            { label: 'Zone', value: 'C1-1XL (C1 uses R3 density: 800 sq ft per home)' },
            { label: 'Lot area', value: '21,780 sq ft (0.5 acre)' },
            { label: 'Corridor', value: '100 ft right-of-way, 150 ft of frontage' },
            { label: 'Transit', value: '0.3 mile from a major transit stop' },
          ],
          steps: [
            'Local density: 21,780 ÷ 800 = 27.2, rounded down to 27 homes. Local height: 30 ft in height district 1XL.',
            'AB 2011 density: the site is within ½ mile of a major transit stop, so 80 homes per acre × 0.5 acre = 40 homes.',
            'Take the greater: 40 homes.',
            'Height: the greater of the local 30 ft and AB 2011’s 65 ft near transit, so 65 ft. If the 65 ft tier turns out to need something more, the 100 ft corridor still gives 45 ft.',
            'Affordable homes (rental): 15 % of 40 = 6 lower-income homes; or 8 % of 40 = 3.2, so at least 4 very-low-income homes, plus 5 % of 40 = 2 extremely-low-income homes.',
            'Parking: no minimum within ½ mile of a major transit stop (AB 2097).',
          ],
          result:
            '40 homes in a building up to 65 ft tall (45 ft if the transit tier does not hold), with 6 lower-income homes or 4 very-low-income plus 2 extremely-low-income homes, and no required parking. By right the C1-1XL zone allows 27 homes at 30 ft.',
        },
        {
          kind: 'paragraph',
          text: 'AB 2011 does not always add homes in Los Angeles. Many commercial zones already allow more: C2 uses R4 density, one home per 400 sq ft, which on the same half acre is 21,780 ÷ 400 = 54 homes against AB 2011’s 15 (30 per acre × 0.5 acre) away from transit. There the value of AB 2011 is the streamlined approval, not the density.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: rounding the density',
          text: 'AB 2011 states densities the city must allow, not how to round a fraction of a home. Rounding down is the cautious reading; rounding up is defensible, because a count rounded down is a density slightly below the statute’s figure. The example above comes out whole (40), but most lots do not.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the 65 ft tier',
          text: 'The height tiers were not re-checked against the statute. In particular we have not confirmed whether the 65 ft tier near transit also requires a corridor at least 100 ft wide. If it does, a transit site on an 80 ft street gets 35 ft, not 65 ft. Lotwise flags every result that uses the 65 ft tier.',
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
            'Expecting more density in every commercial zone. In C2, C4 and C5, Los Angeles’s own density is often higher than AB 2011’s.',
            'Measuring the roadway instead of the right-of-way. The 70 to 150 ft test is the width of the whole public right-of-way, and a corridor wider than 150 ft does not qualify.',
            'Forgetting the 10-year tenant look-back. Housing rented to a tenant at any time in the last ten years cannot be demolished under AB 2011, the longest tenant look-back of any state pathway.',
            'Overlooking the neighbours. A parcel next door in active industrial use rules the site out.',
            'Ignoring the application date. Applications submitted before January 1, 2025 follow the original law unless the sponsor opts into AB 2243.',
            'Building without prevailing wages. The labor standards are conditions of the streamlined approval, not options.',
            'Assuming a fire-zone site can mitigate its way in. Very High Fire Hazard Severity Zones are excluded.',
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
          caption: 'AB 2011 over time',
          head: ['Date', 'What changed'],
          rows: [
            [
              '2022',
              'AB 2011 enacted; AB 2097 (parking) and AB 2334 (very low vehicle travel areas) pass the same year',
            ],
            ['January 1, 2023', 'AB 2334 in force: it defines very low vehicle travel areas'],
            ['July 1, 2023', 'AB 2011 in force'],
            [
              'January 1, 2025',
              'AB 2243 applies to applications submitted from this date: regional malls, freeway sites with filtration, coastal sites with a permit, and the 80-per-acre tier in very low vehicle travel areas',
            ],
            ['2025', 'AB 893 adds campus development zones to the 80-per-acre tier'],
            ['January 1, 2033', 'AB 2011 is repealed unless extended'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'In the Coastal Zone, AB 2243 applies the state’s coastal exclusions and requires a coastal development permit, which must be approved if the project meets the local coastal program’s objective standards. We therefore show coastal sites as conditional.',
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How AB 2011 fits with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'Base zoning. The site gets the greater of the local and AB 2011 density and height.',
            'State density bonus. A bonus can be added on top of AB 2011’s density; see the [AB 1287 guide](/ab-1287) for how large it can grow.',
            'AB 2097. Within ½ mile of a major transit stop there is no parking minimum.',
            'SB 79. A commercial lot near a qualifying rail or rapid-bus station may get more under [SB 79](/sb-79), where the City has not temporarily exempted it.',
            'CHIP. Los Angeles’s Mixed Income Incentive Program also targets corridors, with its own affordability and incentives (see [Los Angeles development](/la-development)).',
            'SB 684. A C-zoned lot of up to five acres can also be divided into up to ten small lots under [SB 684](/sb-684), with no affordability requirement in its checklist.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A [multifamily development report](/pricing) runs AB 2011 beside every other pathway for your lot, with the pro forma that shows which one pays.',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Does AB 2011 apply to my R3 lot on a busy street?',
      answer:
        'No. AB 2011 needs a zone where office, retail or parking is a principally permitted use; residential zones do not qualify. SB 684, a density bonus or SB 79 may.',
    },
    {
      question: 'How wide must the street be?',
      answer:
        'The right-of-way must be 70 to 150 ft, and the lot needs at least 50 ft of frontage on it. AB 2243 may allow narrower streets for some projects; that is not yet confirmed.',
    },
    {
      question: 'Must the whole project be affordable?',
      answer:
        'Not on the mixed-income track: rental projects set aside 15 % lower-income homes, or 8 % very low income plus 5 % extremely low income.',
    },
    {
      question: 'Is there a public hearing?',
      answer:
        'A project that meets AB 2011’s objective standards gets a streamlined, ministerial approval instead of a rezoning. The labor standards and the affordable set-aside are conditions of that approval.',
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 65912.101 (definitions, including commercial corridor)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.101',
    },
    {
      label: 'Gov. Code § 65912.121 (mixed-income eligibility)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.121',
    },
    {
      label: 'Gov. Code § 65912.123 (density, height and standards)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.123',
    },
    {
      label: 'Gov. Code § 65863.2 (AB 2097, parking near transit)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65863.2',
    },
    {
      label: 'Gov. Code § 65913.4 (infill site exclusions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.4',
    },
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
  ],
  calculator: {
    pathways: ['ab2011', 'la_base_zoning', 'state_density_bonus'],
    fields: [
      'zone',
      'height_district',
      'lot_sf',
      'corridor_row_width_ft',
      'corridor_frontage_ft',
      'dist_mts_mi',
      'adjoins_industrial_use',
      'existing_units',
    ],
    example: {
      zone: 'C1',
      height_district: '1XL',
      lot_sf: 21780,
      corridor_row_width_ft: 100,
      corridor_frontage_ft: 150,
      dist_mts_mi: 0.3,
      adjoins_industrial_use: false,
      existing_units: 0,
    },
    reportType: 'multifamily_development_v2',
  },
}
