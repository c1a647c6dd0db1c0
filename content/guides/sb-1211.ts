import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'SB 1211 Guide: ADUs on Apartment and Multifamily Lots',
  description:
    'Since January 1, 2025, SB 1211 lets an existing multifamily building add up to eight detached ADUs plus conversions of non-livable space. The counts, the standards and the traps, with a worked example.',
  heading: 'SB 1211: more accessory dwelling units on multifamily lots',
  lead: 'If you own an existing apartment building or another structure with two or more attached homes, you can add as many detached ADUs as there are homes, up to eight, plus conversion ADUs in non-livable space: at least one, and up to a quarter of the existing homes.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['adu'],
  law: {
    bill: 'SB 1211',
    summary: 'Add up to eight detached ADUs, plus conversions, to an existing multifamily building',
    statutes: ['Gov. Code § 66323', 'Gov. Code § 66321', 'Gov. Code § 66314'],
    effective: '2025-01-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'What SB 1211 allows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'California’s accessory dwelling unit (ADU) law lets owners add homes to residential lots without a rezoning, and ADUs do not count toward the lot’s density. The law was renumbered into Gov. Code §§ 66310–66342 from January 1, 2025 (SB 477). On the same date SB 1211 (2024, Chapter 296) expanded what a multifamily lot may add under the categories a city must approve ministerially, in Gov. Code § 66323.',
        },
        {
          kind: 'table',
          caption:
            'ADUs a multifamily lot may add (Gov. Code § 66323, as read by the state housing department)',
          head: ['The lot has', 'Detached ADUs', 'Conversion ADUs', 'JADUs'],
          rows: [
            [
              'An existing multifamily building',
              'Up to 8, and no more than the number of existing homes',
              'At least 1, and up to 25 % of the existing homes',
              'None (single-family only)',
            ],
            ['A proposed multifamily building', 'Up to 2', 'None', 'None'],
            [
              'For comparison: a single-family house',
              '1 (up to 800 sq ft guaranteed)',
              '1, inside the house or an accessory structure',
              '1, up to 500 sq ft inside the house',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Conversion ADUs go into space that is not used as living area, inside the existing building. Detached ADUs are new, separate structures on the lot. A structure with two or more attached homes counts as multifamily; several detached single-family houses on one lot do not, according to the state housing department’s ADU Handbook (January 2025).',
        },
        {
          kind: 'paragraph',
          text: 'SB 1211 also settled a practical question: a garage, carport or uncovered parking space removed to make way for an ADU need not be replaced.',
        },
        {
          kind: 'table',
          caption: 'Standards for these ADUs',
          head: ['Standard', 'The rule'],
          rows: [
            [
              'Height, detached ADU',
              '16 ft; 18 ft on a lot with an existing or proposed multistory multifamily building; 18 ft within ½ mile walking of a major transit stop or high-quality transit corridor, plus 2 ft to match the main building’s roof pitch (Gov. Code § 66321(b)(4))',
            ],
            ['Setbacks', '4 ft at the side and rear for new construction; none for conversions'],
            [
              'Size',
              'A city’s maximum may not be below 850 sq ft (studio or one bedroom) or 1,000 sq ft (two or more bedrooms); Los Angeles caps a detached ADU at 1,200 sq ft',
            ],
            [
              'Parking',
              'At most 1 space per ADU; none within ½ mile walking of public transit, in a historic district, for conversions, or with car-share within a block',
            ],
            ['Rentals', 'No stays shorter than 30 days'],
            ['Owner occupancy', 'Not required for ADUs'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The Los Angeles 1,200 sq ft figure comes from a third-party extract of LAMC 12.22 A.33(c); it is not yet confirmed against the City’s published text of that subsection. Whatever a city’s local standards, they must still allow an 800 sq ft ADU with 4 ft side and rear setbacks.',
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
            'The lot is zoned to allow residential use and has a multifamily dwelling on it: one structure with two or more attached homes.',
            'For conversion ADUs: the space converted is inside the existing building and not used as living area.',
            'Detached ADUs number no more than eight and no more than the existing homes on the lot.',
            'Conversion ADUs number at least one and no more than a quarter of the existing homes.',
            'Each detached ADU stays within the height limit that applies (16, 18 or 20 ft) and 4 ft of the side and rear lot lines.',
            'The ADUs will not be rented for stays shorter than 30 days.',
            'If the building is not built yet, the plan adds no more than two detached ADUs and no conversions.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Rent-stabilised buildings are not excluded: ADUs may be added to buildings under Los Angeles’s Rent Stabilization Ordinance, because adding homes does not demolish protected ones. Tenant history, which rules out many state pathways, does not decide ADU eligibility.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: a 12-unit building',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Take a two-story, 12-unit apartment building on a 12,000 sq ft R3 lot, a 0.4-mile walk from a Metro rail station. Counts follow Gov. Code § 66323 as the state housing department reads it; height and parking follow Gov. Code § 66321(b)(4) and the parking rules above.',
        },
        {
          kind: 'example',
          title: 'SB 1211 on a 12-unit building',
          facts: [
            { label: 'Zone', value: 'R3-1' },
            { label: 'Lot area', value: '12,000 sq ft' },
            { label: 'On the lot today', value: '12 homes in one two-story building' },
            { label: 'Transit', value: '0.4 mile walk to a major transit stop' },
          ],
          steps: [
            'Detached ADUs: the smaller of 8 and the 12 existing homes is 8.',
            'Conversion ADUs: 25 % of 12 = 3, and at least 1, so 3.',
            'Total added: 8 + 3 = 11 ADUs, making 23 homes on the lot.',
            'Density check: none needed. ADUs do not count toward density (R3 allows 12,000 ÷ 800 = 15 homes by zone).',
            'Height of each detached ADU: 18 ft (multistory multifamily building on the lot, and within ½ mile of transit).',
            'Parking: none required (within ½ mile walking of public transit); spaces removed to make room need not be replaced.',
          ],
          result:
            '11 ADUs (8 detached and 3 conversions), for 23 homes in all, with no parking required. The building’s RSO status, if any, does not prevent them.',
        },
        {
          kind: 'table',
          caption: 'ADUs an existing multifamily building may add',
          head: ['Existing homes', 'Detached ADUs', 'Conversion ADUs', 'Total added'],
          rows: [
            ['2 (a duplex)', '2', '1', '3'],
            ['3', '3', '1', '4'],
            ['4', '4', '1', '5'],
            ['8', '8', '2', '10'],
            ['12', '8', '3', '11'],
            ['20', '8', '5', '13'],
            ['40', '8', '10', '18'],
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'How we round the quarter',
          text: 'The statute gives no rounding rule for “up to 25 %”. Because 25 % is a ceiling, we round down (a 10-home building gets 2 conversions, not 3), never below the guaranteed one.',
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
            'Planning eight detached ADUs behind a duplex. The detached count is capped by the number of existing homes: a duplex gets two.',
            'Adding a JADU to an apartment building. Junior ADUs are for single-family houses only.',
            'Counting a lot with several separate houses as multifamily. Detached single-family houses on one lot do not make a multifamily dwelling.',
            'Converting an existing apartment or living room. Conversion ADUs use space that is not living area.',
            'Claiming conversions for a building not yet built. A proposed multifamily project may add two detached ADUs and nothing else under this category.',
            'Replacing demolished parking. SB 1211 says removed garage, carport and uncovered spaces need not be replaced.',
            'Assuming 16 ft everywhere. Next to a multistory apartment building, or near transit, a detached ADU may be 18 ft.',
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
          caption: 'ADU law on multifamily lots over time',
          head: ['Date', 'What changed', 'Source'],
          rows: [
            ['2020', 'AB 68 and SB 13 reshape state ADU law', 'Gov. Code, ADU provisions'],
            [
              'January 1, 2025',
              'ADU law renumbered to Gov. Code §§ 66310–66342 (SB 477)',
              'SB 477 (2024)',
            ],
            [
              'January 1, 2025',
              'SB 1211: up to 8 detached ADUs on existing multifamily lots; removed parking need not be replaced',
              'SB 1211 (2024, Chapter 296)',
            ],
            [
              'January 2025',
              'The state housing department publishes its updated ADU Handbook',
              'HCD ADU Handbook',
            ],
            [
              'January 2026',
              'A handbook addendum, with SB 543, reportedly allows more combinations on single-family lots',
              'Practitioner report of HCD’s addendum',
            ],
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the January 2026 addendum',
          text: 'A practitioner reports that the state’s January 2026 guidance, together with SB 543, lets single-family lots combine two categories of ADU law and so add more than three units. Until the addendum’s own text is confirmed, Lotwise does not count beyond three on single-family lots. Multifamily counts are unaffected.',
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How SB 1211 fits with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'Base zoning. ADUs sit on top of the zone’s density; a building at its zoning limit can still add them.',
            'Rent stabilization. ADUs can be added to RSO buildings; state pathways that demolish homes (SB 9, SB 684, AB 2011, SB 79) are the ones tenant history rules out. See [tenant history and the housing laws](/blog/tenant-history-and-california-housing-laws).',
            'SB 9. On a lot split under SB 9, ADUs count toward the two homes each new lot may hold.',
            'SB 684 and SB 1123. ADUs, where the City allows them, do not count toward the ten homes.',
            'New projects under a density bonus or SB 79. A proposed multifamily building may add two detached ADUs.',
            'AB 2097. Separately from ADU law, within ½ mile of a major transit stop a city may not require parking for most housing at all.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The [housing bills hub](/housing-bills) summarises ADU law for single-family lots too. To count ADUs on your own building, use the calculator below or order a [multifamily zoning report](/pricing).',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'My building is rent-stabilised. Can I still add ADUs?',
      answer:
        'Yes. ADUs may be added to buildings under the Rent Stabilization Ordinance; the law that rules out RSO sites applies to projects that demolish or alter protected homes.',
    },
    {
      question: 'How many ADUs can a fourplex add?',
      answer:
        'Four detached ADUs (no more than the existing homes) and one conversion ADU (25 % of 4 is 1), so five.',
    },
    {
      question: 'Do I have to provide parking?',
      answer:
        'At most one space per ADU, and none within ½ mile walking of public transit, for conversions, in a historic district or with car-share within a block. Spaces removed to make room need not be replaced.',
    },
    {
      question: 'How big can each detached ADU be in Los Angeles?',
      answer:
        'Up to 1,200 sq ft under the City’s rule as extracted by a third party; state law guarantees at least 850 sq ft for a studio or one bedroom and 1,000 sq ft for two or more.',
    },
    {
      question: 'Do I have to live on the property?',
      answer:
        'No. ADUs carry no owner-occupancy requirement. (Junior ADUs, on single-family lots, do.)',
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 66323 (ADUs a city must approve)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66323',
    },
    {
      label: 'Gov. Code § 66321 (height and size standards)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66321',
    },
    {
      label: 'Gov. Code § 66314 (ADUs under local ordinances)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66314',
    },
    {
      label: 'California Department of Housing and Community Development: Accessory Dwelling Units',
      url: 'https://www.hcd.ca.gov/policy-and-research/accessory-dwelling-units',
    },
    {
      label: 'Los Angeles Municipal Code, ADU provisions (LAMC 12.22 A.33)',
      url: 'https://codelibrary.amlegal.com/codes/los_angeles/latest/lamc/0-0-0-422835',
    },
    {
      label: 'LA Housing Department: Rent Stabilization Ordinance overview',
      url: 'https://housing.lacity.gov/residents/rso-overview',
    },
  ],
  calculator: {
    pathways: ['adu', 'la_base_zoning'],
    fields: [
      'zone',
      'lot_sf',
      'existing_units',
      'existing_unit_type',
      'existing_structure_multistory',
      'walk_dist_mts_mi',
    ],
    example: {
      zone: 'R3',
      lot_sf: 12000,
      existing_units: 12,
      existing_unit_type: 'multifamily',
      existing_structure_multistory: true,
      walk_dist_mts_mi: 0.4,
    },
    reportType: 'multifamily_zoning',
  },
}
