import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'SB 1123 Guide: Subdividing a Vacant Single-Family Lot',
  description:
    'Since July 1, 2025, SB 1123 lets a vacant single-family lot of up to 1.5 acres be divided into as many as ten lots with a home on each. Who qualifies, the arithmetic and what is still unsettled.',
  heading: 'SB 1123: up to ten homes on a vacant single-family lot',
  lead: 'If you own an empty lot zoned for single-family homes, no larger than 1.5 acres, SB 1123 lets you divide it into lots of at least 1,200 sq ft and build one home on each, up to ten. Nobody may have rented housing there in the last five years.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['sb1123', 'sb684'],
  law: {
    bill: 'SB 1123',
    summary: 'Divide a vacant single-family lot into up to ten lots, with one home on each',
    statutes: ['Gov. Code § 66499.41', 'Gov. Code § 65852.28'],
    effective: '2025-07-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'What SB 1123 allows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 1123 (2024, Chapter 294) takes the small-lot subdivision that [SB 684](/sb-684) created for multifamily land and opens it to vacant lots zoned for single-family homes. For applications from July 1, 2025, a vacant single-family lot of up to 1.5 acres (65,340 sq ft) may be divided into as many as ten lots, with one home on each. Like SB 684, it is a ministerial path: the City checks the map and the homes against objective standards.',
        },
        {
          kind: 'paragraph',
          text: 'For most single-family lots this is a large change. Los Angeles’s single-family zones allow one home per lot however big the lot is (R1 needs 5,000 sq ft of lot, RS 7,500 sq ft), and [SB 9](/blog/what-sb-9-means-for-la-homeowners) raises that to four at most. SB 1123 allows one home per 1,200 sq ft of lot, up to ten.',
        },
        {
          kind: 'table',
          caption: 'What SB 1123 sets on a vacant single-family lot',
          head: ['Standard', 'The rule'],
          rows: [
            ['Lot size', 'No more than 1.5 acres (65,340 sq ft)'],
            ['Lots and homes', 'At most 10 of each'],
            ['Size of each new lot', 'At least 1,200 sq ft, unless the city allows smaller'],
            ['Home size', 'Average of 1,750 net habitable sq ft or less'],
            ['Side and rear setbacks', 'The city may not require more than 4 ft for the new homes'],
            [
              'Parking',
              'At most 1 space per home; none within ½ mile of a major transit stop (AB 2097)',
            ],
            ['Lot shape', 'No minimum lot width, depth or frontage beyond the statute’s own'],
            [
              'Height',
              'The city may set a height limit named in the statute (figure not yet confirmed; see below)',
            ],
            [
              'Accessory dwelling units',
              'Do not count toward the ten homes, where the city allows them',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'What counts as vacant is defined narrowly. A lot is vacant when it has no permanent structure on it, or when what stands there is abandoned and uninhabitable. A lot is never vacant if it holds deed-restricted affordable housing, rent-controlled housing, or housing a tenant occupied in the last five years.',
        },
        {
          kind: 'paragraph',
          text: 'The floor-area guarantee that helps SB 684 projects (Gov. Code § 65913.11) applies only in multifamily and mixed-use zones; on a single-family lot the statute sets no floor-area minimum of its own.',
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
            'The lot is zoned for single-family homes (in Los Angeles, zones such as RA, RE, RS, R1 and its variations).',
            'It is vacant: no permanent structure, or only an abandoned and uninhabitable one.',
            'It is 1.5 acres (65,340 sq ft) or smaller.',
            'It is urban infill: in an urban area and substantially surrounded by urban uses.',
            'No deed-restricted affordable housing, no housing under the Rent Stabilization Ordinance, and no housing occupied by a tenant in the last five years, counting housing since vacated or demolished.',
            'The site is not in a Very High Fire Hazard Severity Zone, which Los Angeles treats as a flat prohibition.',
            'It is not a listed historic resource or in a Historic Preservation Overlay Zone, per City Planning’s SB 684 page (see the note below).',
            'It is clear of the state’s infill exclusions (Gov. Code § 65913.4(a)(6)): farmland, wetlands, uncleared hazardous-waste sites, conservation areas, protected habitat, conservation easements; fault and flood zones only with seismic or FEMA compliance.',
            'The project has at most ten lots and ten homes, each lot at least 1,200 sq ft, with homes averaging 1,750 net habitable sq ft or less.',
            'The application is filed on or after July 1, 2025.',
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the historic-resource exclusion',
          text: 'City Planning lists historic resources among the sites excluded from small-lot subdivisions; we apply that rule to Los Angeles lots, though the statutory passage behind it is not yet confirmed. A lot on a historic register should be checked with City Planning first.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: lots in the Coastal Zone',
          text: 'We could not determine whether the statute excludes Coastal Zone parcels. We treat them as conditional; a coastal development permit will be needed either way.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: a vacant R1 lot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Take a vacant R1-1 lot of 7,500 sq ft (0.1722 acre) that has never held rental housing, outside any fire zone or historic district. Figures come from Gov. Code § 66499.41 as amended by SB 1123 and from City Planning’s zoning summary (Tables 1 and 2).',
        },
        {
          kind: 'example',
          title: 'SB 1123 on a vacant 7,500 sq ft R1 lot',
          facts: [
            { label: 'Zone', value: 'R1-1 (one home per lot)' },
            { label: 'Lot area', value: '7,500 sq ft (0.1722 acre)' },
            { label: 'On the lot today', value: 'Nothing; never rented' },
            { label: 'Application date', value: 'After July 1, 2025' },
          ],
          steps: [
            'Path: the lot is zoned single-family and vacant, so SB 1123’s path applies (multifamily lots use SB 684).',
            'Size: 7,500 sq ft is under the 65,340 sq ft limit.',
            'Lots: 7,500 ÷ 1,200 sq ft per lot = 6.25, so at most 6 lots.',
            'Cap: the smaller of 10 and 6 is 6 homes.',
            'The stricter reading adds a ceiling of 30 homes per acre: 30 × 0.1722 = 5.17, rounded down to 5 homes.',
            'Home size: 6 homes averaging at most 1,750 sq ft is at most 10,500 net habitable sq ft in all.',
            'Height: until the statute’s figure is confirmed, the zone’s limit applies: 33 ft with a roof pitch of 25 % or more, 28 ft with a flatter roof (height district 1).',
            'Parking: at most one space per home, so 6; none within ½ mile of a major transit stop. Side and rear setbacks: at most 4 ft.',
          ],
          result:
            'Up to 6 homes on 6 lots (5 on the stricter reading), against 1 house under the R1 zone and at most 4 homes under SB 9.',
        },
        {
          kind: 'table',
          caption: 'Homes SB 1123 allows on a vacant single-family lot, by lot size',
          head: [
            'Lot area',
            'Lots at 1,200 sq ft',
            'SB 1123 homes',
            'With the 30-per-acre ceiling',
          ],
          rows: [
            ['2,400 sq ft', '2', '2', '1'],
            ['5,000 sq ft', '4', '4', '3'],
            ['6,000 sq ft', '5', '5', '4'],
            ['7,500 sq ft', '6', '6', '5'],
            ['10,000 sq ft', '8', '8', '6'],
            ['12,000 sq ft', '10', '10', '8'],
            ['20,000 sq ft', '16', '10', '10'],
            ['65,340 sq ft (1.5 acres)', '54', '10', '10'],
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: is there a density ceiling on single-family lots?',
          text: 'SB 1123 sets the 1,200 sq ft minimum lot and the ten-home cap, but none of the sources we read states a separate maximum density for single-family lots. We use the lot-size rule alone (6 homes above) and show the stricter reading, which also applies the state’s 30 homes per acre (5 homes), beside it.',
        },
        {
          kind: 'paragraph',
          text: 'In practice a shared driveway or walkway usually takes part of the lot, so the number of 1,200 sq ft lots you can actually draw may be lower than the division above.',
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
            'Treating a lot with a lived-in house as vacant. A lot with a permanent structure is not vacant unless the structure is abandoned and uninhabitable. Whether demolishing an owner-occupied house first makes the lot vacant is not addressed in the sources we read; ask the City before you count on it.',
            'Forgetting a tenancy. Housing rented in the last five years disqualifies the lot even if it has since been torn down.',
            'Using it on a multifamily lot. R2, RD, R3 and higher zones use [SB 684](/sb-684), which has smaller minimum lots (600 sq ft).',
            'Expecting ten homes on a typical lot. The 1,200 sq ft minimum lot sets the count on anything under 12,000 sq ft.',
            'Assuming the multifamily floor-area guarantee applies. Gov. Code § 65913.11’s floors of 1.0 and 1.25 apply in multifamily and mixed-use zones only.',
            'Overlooking the fire zone. In Los Angeles a Very High Fire Hazard Severity Zone rules SB 1123 out, unlike SB 9 where fire mitigation can make a project possible.',
            'Designing big houses. The 1,750 sq ft limit is an average of net habitable area across all the homes.',
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
          caption: 'Key dates',
          head: ['Date', 'What happened', 'Source'],
          rows: [
            [
              'July 1, 2024',
              'SB 684’s small-lot subdivision takes effect for multifamily lots',
              'Gov. Code § 66499.41',
            ],
            [
              '2024',
              'SB 1123 (Chapter 294) enacted: vacant single-family lots, 66 % minimum density, ADUs outside the cap, no extra frontage rules',
              'SB 1123 legislative digest',
            ],
            ['July 1, 2025', 'The single-family path opens to applications', 'SB 1123'],
            [
              'October 28, 2025',
              'Los Angeles issues an updated memo on implementing SB 1123, SB 684 and AB 130',
              'LA City Planning',
            ],
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the height limit',
          text: 'SB 1123’s legislative digest says a city may impose a specified height limit on these lots, but we have not retrieved the number. Until we do, Lotwise applies the zone’s own height limit and marks the figure as unconfirmed.',
        },
        {
          kind: 'paragraph',
          text: 'We have not yet worked through the City’s October 2025 memo; where it changes how Los Angeles applies SB 1123, this guide will be updated.',
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How SB 1123 fits with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'SB 9. Both work on single-family lots. SB 9 keeps an existing house and yields up to four homes, with an owner-occupancy affidavit for a lot split; SB 1123 needs a vacant lot and can yield more. On a vacant lot you can compare both; our [side-by-side guide](/sb-684-1123) sets them next to SB 684.',
            'Accessory dwelling units. Where the City allows them, ADUs do not count toward the ten homes.',
            'Base zoning. An R1 lot holds one house plus ADUs; SB 1123 is the way past one primary home without a zone change.',
            'SB 684. The same statute for multifamily land; the two share the ten-home cap and the 1,750 sq ft average.',
            'AB 2097. Within ½ mile of a major transit stop there is no parking minimum.',
            'SB 79. A single-family lot near a qualifying rail or rapid-bus stop may get far more under [SB 79](/sb-79), as one building, where the City has not temporarily exempted it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'See every pathway on your own lot at once with a [Lotwise report](/pricing), or start with the calculator below.',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'How many homes can I build on my lot?',
      answer:
        'Divide the lot area by 1,200 sq ft and drop the fraction, up to a maximum of ten. A 7,500 sq ft lot gives 6. A stricter reading also caps the count at 30 homes per acre (5 on that lot).',
    },
    {
      question: 'My lot has a house on it. Can I use SB 1123?',
      answer:
        'Not while the house stands and is habitable: the lot has to be vacant. SB 9 is the usual path for a lot with a house. If the house was rented in the last five years, the lot cannot become eligible by demolishing it.',
    },
    {
      question: 'How tall can the homes be?',
      answer:
        'The statute lets the City set a height limit, but we have not confirmed the figure. Until then we apply the zone’s own limit (for R1 in height district 1: 33 ft with a pitched roof, 28 ft with a flatter one).',
    },
    {
      question: 'Can I add ADUs on top?',
      answer:
        'Where the City allows them, accessory dwelling units do not count toward the ten homes.',
    },
    {
      question: 'Is my lot in a fire zone?',
      answer:
        'The lot’s ZIMAS profile says whether it is in a Very High Fire Hazard Severity Zone. In Los Angeles that rules SB 1123 out.',
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 66499.41 (small-lot subdivisions, as amended by SB 1123)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66499.41',
    },
    {
      label: 'Gov. Code § 65852.28 (homes on the new lots)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65852.28',
    },
    {
      label: 'Gov. Code § 65913.11 (floor-area floors, multifamily zones)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.11',
    },
    {
      label: 'Gov. Code § 65913.4 (infill site exclusions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.4',
    },
    {
      label: 'LA City Planning: Senate Bill 684 (small-lot subdivisions in Los Angeles)',
      url: 'https://planning.lacity.gov/project-review/senate-bill-684',
    },
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
  ],
  calculator: {
    pathways: ['sb1123', 'sb9', 'adu', 'la_base_zoning'],
    fields: [
      'zone',
      'lot_sf',
      'vacant',
      'existing_units',
      'tenant_occupied_within_years',
      'vhfhsz',
      'hpoz',
    ],
    example: {
      zone: 'R1',
      lot_sf: 7500,
      vacant: true,
      existing_units: 0,
      tenant_occupied_within_years: null,
      vhfhsz: false,
      hpoz: false,
    },
    reportType: 'single_family',
  },
}
