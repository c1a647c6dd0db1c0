import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'SB 684 and SB 1123 Compared: Which Small-Lot Law Fits Your Lot',
  description:
    'SB 684 covers multifamily and commercial lots; SB 1123 extended the same small-lot subdivision to vacant single-family lots. How they differ, side by side, and how to tell which one applies.',
  heading: 'SB 684 and SB 1123: which small-lot law fits your lot',
  lead: 'The zone decides. A lot zoned for multifamily or commercial use goes through SB 684; a vacant lot zoned for single-family homes goes through SB 1123. Both lead to the same result: up to ten homes, each on its own small lot.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['sb684', 'sb1123'],
  law: {
    bill: 'SB 684 and SB 1123',
    summary: 'Which small-lot subdivision law applies to your lot, and what each allows',
    statutes: ['Gov. Code § 66499.41', 'Gov. Code § 65852.28', 'Gov. Code § 65913.11'],
    effective: '2024-07-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'Two doors into the same law',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 684 and SB 1123 are not competing laws. SB 684 (2023) wrote the small-lot subdivision into Gov. Code § 66499.41 for multifamily land, in force from July 1, 2024. SB 1123 (2024) amended the same sections to add a second entry for vacant single-family lots from July 1, 2025, and changed a few shared rules along the way. Which one you use is set by your lot’s zone and by what stands on it today, not by choice.',
        },
        {
          kind: 'paragraph',
          text: 'Both create up to ten lots with one home on each, approved ministerially against objective standards, with homes averaging no more than 1,750 net habitable sq ft. Where they differ is in the size of the land, the size of each new lot, and how density is counted.',
        },
        {
          kind: 'table',
          caption: 'SB 684 and SB 1123 side by side',
          head: ['Rule', 'SB 684 (multifamily lots)', 'SB 1123 (vacant single-family lots)'],
          rows: [
            [
              'Zoning',
              'Multifamily: in Los Angeles the multiple-residential zones plus C and P zones',
              'Single-family',
            ],
            [
              'What may be on the lot',
              'Anything except protected housing (below)',
              'Nothing: the lot must be vacant',
            ],
            ['Largest lot', '5 acres (217,800 sq ft)', '1.5 acres (65,340 sq ft)'],
            ['Smallest new lot', '600 sq ft', '1,200 sq ft'],
            [
              'Most homes',
              '10, and no more than the zone’s density or 30 per acre, whichever is greater',
              '10, and one per 1,200 sq ft of lot',
            ],
            [
              'Fewest homes',
              '66 % of the maximum allowed (or the housing-element projection)',
              'Not settled for single-family lots',
            ],
            [
              'Average home size',
              '1,750 net habitable sq ft or less',
              '1,750 net habitable sq ft or less',
            ],
            [
              'Floor area the city must allow',
              'FAR 1.0 for 3 to 7 homes, 1.25 for 8 to 10',
              'No statutory floor',
            ],
            [
              'Height',
              'The zone’s limit',
              'A limit the statute lets the city set (figure not yet confirmed)',
            ],
            [
              'Protected housing',
              'Excluded: deed-restricted, RSO, or tenant in the last 5 years',
              'Same; such a lot is never vacant',
            ],
            ['Fire zone (Los Angeles)', 'Excluded', 'Excluded'],
            [
              'Accessory dwelling units',
              'Outside the ten, where allowed',
              'Outside the ten, where allowed',
            ],
            ['In force', 'July 1, 2024', 'July 1, 2025'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The full rules for each are in the [SB 684 guide](/sb-684) and the [SB 1123 guide](/sb-1123). This page is for deciding between them, and for seeing what the choice means in homes.',
        },
      ],
    },
    {
      id: 'who-qualifies',
      heading: 'Which one applies to you',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Work down the list. The first three items decide which law you are under; the rest apply to both.',
        },
        {
          kind: 'checklist',
          items: [
            'Zoned R2, RD, R3, R4, R5, RAS, C or P, and five acres or less: SB 684.',
            'Zoned single-family (RA, RE, RS, R1 and variations), vacant, and 1.5 acres or less: SB 1123.',
            'Zoned single-family with a house that is lived in: neither. SB 9 and ADU law are the usual paths (see [the housing bills hub](/housing-bills)).',
            'No deed-restricted affordable housing and no Rent Stabilization Ordinance housing on the site.',
            'No tenant in housing on the site in the last five years, including housing since emptied or demolished.',
            'Not in a Very High Fire Hazard Severity Zone, and not a listed historic resource or HPOZ site (the City’s rule; its statutory basis is not yet confirmed).',
            'Clear of the state’s infill exclusions (Gov. Code § 65913.4(a)(6)), with seismic or FEMA compliance in fault or flood zones.',
            'The project stays within ten lots, ten homes and an average of 1,750 net habitable sq ft.',
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'Where to find your zone',
          text: 'The lot’s ZIMAS profile gives the zone string. The letters before the first dash are the zone class: R3 in R3-1, RD1.5 in RD1.5-1XL. Our [zone string guide](/blog/reading-a-los-angeles-zone-string) explains the rest.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: two vacant 10,000 sq ft lots',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Two vacant lots of the same size sit side by side: one zoned R3, one zoned R1. Neither has ever been rented, and neither is in a fire zone or historic district. Densities come from City Planning’s zoning summary (Table 1); the rest from Gov. Code §§ 66499.41 and 65913.11.',
        },
        {
          kind: 'example',
          title: 'The same 10,000 sq ft, under each law',
          facts: [
            { label: 'Lot area', value: '10,000 sq ft each (0.2296 acre)' },
            { label: 'Lot A', value: 'R3-1, vacant' },
            { label: 'Lot B', value: 'R1-1, vacant' },
            { label: 'Tenants', value: 'None, ever' },
          ],
          steps: [
            'Lot A (SB 684), density: R3 allows one home per 800 sq ft, 10,000 ÷ 800 = 12.5, rounded down to 12. The state’s 30 per acre gives 6.9, rounded down to 6. The greater, 12, applies.',
            'Lot A, lots: 10,000 ÷ 600 = 16.7, so 16 lots would fit. The smallest of 10, 16 and 12 is 10 homes.',
            'Lot A, minimum: 66 % of 12 = 7.92, rounded up to 8 homes. Floor area the City must allow: 1.25 × 10,000 = 12,500 sq ft.',
            'Lot B (SB 1123), lots: 10,000 ÷ 1,200 = 8.33, so 8 lots, and 8 homes (under the cap of ten).',
            'Lot B, stricter reading: 30 homes per acre × 0.2296 acre = 6.9, rounded down to 6.',
            'Both: average home of 1,750 net habitable sq ft or less; at most one parking space per home, none within ½ mile of a major transit stop.',
          ],
          result:
            'Lot A: 10 homes on lots of 600 sq ft or more, with at least 8. Lot B: 8 homes on lots of 1,200 sq ft or more (6 on the stricter reading). Under base zoning, lot A holds 12 apartments and lot B one house.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: rounding and the single-family ceiling',
          text: 'Two points change these numbers. Rounding: no source we read says whether a fraction of a home rounds down or up, and we round down. And on single-family lots, whether the state’s 30 homes per acre also caps SB 1123 is unsettled; we show the lot-size figure and the stricter one together.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the minimum on lot A',
          text: 'The 66 % minimum is measured here against the zone’s 12 homes. One summary reads it as 66 % of either the zoned maximum or the state’s 30 per acre; the statute’s text on the point is not yet confirmed.',
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
            'Choosing by what is built instead of by the zone. A house on an R3 lot is still multifamily land for SB 684; an empty R1 lot is still single-family land for SB 1123.',
            'Thinking SB 1123 replaced SB 684. It added a second path and changed shared rules (the 66 % minimum, ADUs outside the cap), but SB 684’s path for multifamily lots continues.',
            'Carrying the 600 sq ft minimum lot over to a single-family lot. SB 1123’s lots must be at least 1,200 sq ft.',
            'Expecting the floor-area guarantee on a single-family lot. It applies in multifamily and mixed-use zones only.',
            'Assuming a rented house can be cleared first. Housing occupied by a tenant in the last five years excludes the site under both paths, even after demolition.',
            'Ignoring the fire map. Both paths are closed in Very High Fire Hazard Severity Zones in Los Angeles.',
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
          caption: 'How the two paths came about',
          head: ['Date', 'What happened'],
          rows: [
            ['2023', 'SB 684 enacted (Gov. Code § 66499.41)'],
            [
              'July 1, 2024',
              'SB 684 in force for multifamily lots, with a minimum of 100 % of the allowed density',
            ],
            [
              '2024',
              'SB 1123 (Chapter 294) enacted: the single-family path, a 66 % minimum, ADUs outside the ten, no extra frontage rules',
            ],
            ['July 1, 2025', 'The single-family path opens to applications'],
            [
              'October 28, 2025',
              'Los Angeles issues an updated memo on SB 1123, SB 684 and AB 130 (not yet reflected here)',
            ],
          ],
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How they fit with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'SB 9 is the single-family alternative when the lot has a house you intend to keep or live in: up to four homes, with a lot split into two. On a vacant single-family lot, compare the two: on 6,000 sq ft SB 1123 allows 5 homes (4 on the stricter reading) against SB 9’s 4.',
            'Base zoning on multifamily land often allows more homes than SB 684’s ten, as one building. SB 684 is the choice when separate lots matter.',
            'Accessory dwelling units sit outside the ten on both paths, where the City allows them.',
            'AB 2097 removes the parking minimum within ½ mile of a major transit stop on both paths.',
            'SB 79 may allow much more on either kind of lot near a qualifying station, as a single building (see the [SB 79 guide](/sb-79)).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A Lotwise report computes both paths, SB 9, ADUs and base zoning for your lot at once, and names every fact it could not confirm. See [what each report covers](/pricing).',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Can I choose SB 1123 for a multifamily lot, or SB 684 for a single-family one?',
      answer:
        'No. The zone decides: multifamily and commercial lots use SB 684, vacant single-family lots use SB 1123.',
    },
    {
      question: 'Which gives more homes?',
      answer:
        'On the same area SB 684 often does, because its lots can be as small as 600 sq ft against 1,200 sq ft under SB 1123, though on low-density RD lots the zone or the 30-per-acre figure holds it lower. Both stop at ten.',
    },
    {
      question: 'Do tenants matter for a vacant lot?',
      answer:
        'Yes. If housing on the lot was occupied by a tenant in the last five years, the lot does not count as vacant even after the housing is gone.',
    },
    {
      question: 'Are ADUs part of the ten homes?',
      answer:
        'No. Since SB 1123, accessory dwelling units do not count toward the ten on either path, where the City allows them.',
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 66499.41 (small-lot subdivisions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66499.41',
    },
    {
      label: 'Gov. Code § 65852.28 (homes on the new lots)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65852.28',
    },
    {
      label: 'Gov. Code § 65913.11 (floor-area floors)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.11',
    },
    {
      label: 'Gov. Code § 65913.4 (infill site exclusions)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65913.4',
    },
    {
      label: 'LA City Planning: Senate Bill 684',
      url: 'https://planning.lacity.gov/project-review/senate-bill-684',
    },
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
  ],
  calculator: {
    pathways: ['sb1123', 'sb684', 'sb9', 'la_base_zoning'],
    fields: [
      'zone',
      'lot_sf',
      'vacant',
      'existing_units',
      'tenant_occupied_within_years',
      'rso',
      'vhfhsz',
      'hpoz',
    ],
    example: {
      zone: 'R1',
      lot_sf: 10000,
      vacant: true,
      existing_units: 0,
      tenant_occupied_within_years: null,
      rso: false,
      vhfhsz: false,
      hpoz: false,
    },
    reportType: 'single_family',
  },
}
