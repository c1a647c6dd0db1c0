import type { Guide } from '../types.ts'

export const guide: Guide = {
  title: 'SB 684 Guide: Small-Lot Homes on Multifamily Land',
  description:
    'SB 684 lets a multifamily or commercial lot of up to five acres be divided into as many as ten small lots with one home on each. Who qualifies, the arithmetic, and the traps.',
  heading: 'SB 684: up to ten small-lot homes on multifamily land',
  lead: 'If your lot is zoned for apartments or commercial use and is no larger than five acres, SB 684 lets you divide it into as many as ten lots and build one home on each, provided the homes average 1,750 sq ft or less and nobody rented housing on the site in the last five years.',
  published: '2026-11-23',
  updated: '2026-11-23',
  lawCalendar: ['sb684', 'sb1123'],
  law: {
    bill: 'SB 684',
    summary: 'Divide a multifamily lot into up to ten small lots, with one home on each',
    statutes: ['Gov. Code § 66499.41', 'Gov. Code § 65852.28', 'Gov. Code § 65913.11'],
    effective: '2024-07-01',
  },
  sections: [
    {
      id: 'what-it-allows',
      heading: 'What SB 684 allows',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 684 (2023) gives owners of multifamily land a second way to build. Instead of one apartment or condominium building on one lot, you can subdivide the lot into as many as ten small lots and put one home on each. Every home then sits on land of its own and can be sold on its own, like a house. The law took effect on July 1, 2024 (Gov. Code § 66499.41).',
        },
        {
          kind: 'paragraph',
          text: 'The path is ministerial: the City checks the map and the homes against objective standards instead of weighing them at a discretionary hearing. In exchange, the project has to stay small. It may create no more than ten lots and ten homes, the homes must average no more than 1,750 net habitable square feet, and the original lot may be no larger than five acres (217,800 sq ft).',
        },
        {
          kind: 'paragraph',
          text: 'The statute also stops a city from designing the project out of existence. Where its rules would physically prevent the density SB 684 allows, a city may not apply them. The limits below come from Gov. Code §§ 66499.41 and 65913.11; both are linked from our [resources page](/resources).',
        },
        {
          kind: 'table',
          caption: 'What SB 684 sets, and what the City may not ask for',
          head: ['Standard', 'The rule'],
          rows: [
            [
              'Lots and homes',
              'At most 10 of each; a remainder lot that keeps existing uses is not counted',
            ],
            ['Size of each new lot', 'At least 600 sq ft, unless the city allows smaller'],
            ['Home size', 'Average of 1,750 net habitable sq ft or less'],
            ['Side and rear setbacks', 'The city may not require more than 4 ft for the new homes'],
            [
              'Parking',
              'At most 1 space per home; none within ½ mile of a major transit stop (AB 2097)',
            ],
            [
              'Floor area',
              'The city must allow a floor-area ratio of at least 1.0 for 3 to 7 homes and 1.25 for 8 to 10 homes',
            ],
            ['Lot shape', 'No minimum lot width, depth or frontage beyond the statute’s own'],
            [
              'Accessory dwelling units',
              'Do not count toward the ten homes, where the city allows them',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The floor-area guarantee matters more than it looks. A small Los Angeles lot in a height-limited district can otherwise run out of allowed floor area before it runs out of homes. Under Gov. Code § 65913.11 a city may not hold a project of eight to ten homes in a multifamily or mixed-use zone to a floor-area ratio below 1.25.',
        },
      ],
    },
    {
      id: 'who-qualifies',
      heading: 'Who qualifies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every item below has to hold. The first three are about the land, the next two about the homes on it now, the next three about the site’s hazards and history, and the last two about the project you propose.',
        },
        {
          kind: 'checklist',
          items: [
            'The lot is zoned for multifamily housing. In Los Angeles that means every multiple-residential zone (R2, RD1.5 to RD6, R3, R4, R5 and the RAS zones) plus the C and P zones, according to City Planning’s SB 684 page.',
            'The lot is five acres (217,800 sq ft) or smaller.',
            'It is urban infill: in an urban area and substantially surrounded by urban uses, which is true of most lots in the City.',
            'No home on the site is deed-restricted affordable housing or falls under the Rent Stabilization Ordinance (RSO).',
            'No tenant has lived in housing on the site in the last five years, counting housing that has since been vacated or demolished.',
            'The site is not in a Very High Fire Hazard Severity Zone. Los Angeles treats this as a flat prohibition for SB 684.',
            'The site is not a listed historic resource or in a Historic Preservation Overlay Zone, per City Planning’s SB 684 page (see the note below).',
            'The site is clear of the state’s infill exclusions (Gov. Code § 65913.4(a)(6)): farmland, wetlands, uncleared hazardous-waste sites, conservation areas, protected habitat and conservation easements. Earthquake fault zones and flood zones are allowed only when the project meets the seismic or FEMA floodplain rules.',
            'The project creates no more than ten lots and ten homes, each lot at least 600 sq ft, with homes averaging 1,750 net habitable sq ft or less.',
            'It reaches the minimum density: at least 66 % of the maximum the lot allows, or, on a housing-element inventory site, at least the number of homes the inventory projects.',
          ],
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the historic-resource exclusion',
          text: 'City Planning’s SB 684 page excludes listed historic resources, and we apply that rule to Los Angeles lots. The passage of Gov. Code § 66499.41 it rests on is not yet confirmed. If your lot is on a historic register, ask City Planning before you rely on SB 684.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: what the 66 % minimum is measured against',
          text: 'Summaries agree that SB 1123 set the minimum at 66 % of the “maximum allowable density”, but one reads it as 66 % of either the zoned maximum or the state’s 30 homes per acre. The statute’s text on this point is not yet confirmed. Lotwise measures it against the zone’s own figure and says so in every result.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: lots in the Coastal Zone',
          text: 'We could not determine whether SB 684 excludes Coastal Zone parcels. Until that is settled we treat such lots as conditional: a coastal development permit will be needed in any case.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example: a vacant R3 lot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Take a vacant R3-1 lot of 10,000 sq ft (about 0.23 acre) that has never been rented, well away from any fire zone or historic district. The numbers come from City Planning’s zoning summary (Table 1) and Gov. Code §§ 66499.41 and 65913.11.',
        },
        {
          kind: 'example',
          title: 'SB 684 on a 10,000 sq ft R3 lot',
          facts: [
            { label: 'Zone', value: 'R3-1 (one home per 800 sq ft of lot)' },
            { label: 'Lot area', value: '10,000 sq ft (0.2296 acre)' },
            { label: 'On the lot today', value: 'Nothing; never rented' },
            { label: 'Transit', value: 'More than ½ mile from a major transit stop' },
          ],
          steps: [
            'Density by zone: 10,000 ÷ 800 = 12.5, rounded down to 12 homes.',
            'The state’s floor of 30 homes per acre: 30 × 0.2296 = 6.9, rounded down to 6. The city may not allow less than the greater of the two, so 12 governs.',
            'Lots on paper: 10,000 ÷ 600 sq ft per lot = 16.7, so up to 16 lots would fit.',
            'The SB 684 cap: the smallest of 10, 16 and 12 is 10 homes.',
            'The minimum: 66 % of the zone’s 12 homes is 7.92, rounded up to 8 homes.',
            'Floor area the City must allow for 8 to 10 homes: 1.25 × 10,000 = 12,500 sq ft.',
            'Home size: ten homes averaging at most 1,750 sq ft is at most 17,500 net habitable sq ft in all.',
            'Parking: at most one space per home, so 10; none if the lot were within ½ mile of a major transit stop.',
          ],
          result:
            'Up to 10 homes on 10 lots of at least 600 sq ft each, and no fewer than 8. The same lot holds 12 apartments under base zoning, so SB 684 gives up two homes in exchange for ten separately owned lots.',
        },
        {
          kind: 'paragraph',
          text: 'On a smaller lot the zone, not the cap of ten, usually decides. The table shows a vacant 7,500 sq ft lot (0.1722 acre) in each multifamily zone. The state floor of 30 homes per acre works out to 5.17, rounded down to 5, which lifts the low-density RD zones.',
        },
        {
          kind: 'table',
          caption: 'SB 684 on a vacant 7,500 sq ft lot, by zone',
          head: [
            'Zone',
            'Lot area per home',
            'Homes by zone',
            'Homes at 30 per acre',
            'SB 684 maximum',
          ],
          rows: [
            ['RD3', '3,000 sq ft', '2', '5', '5'],
            ['RD2', '2,000 sq ft', '3', '5', '5'],
            ['RD1.5', '1,500 sq ft', '5', '5', '5'],
            ['R3', '800 sq ft', '9', '5', '9'],
            ['R4', '400 sq ft', '18', '5', '10'],
            ['C2', '400 sq ft', '18', '5', '10'],
          ],
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: rounding',
          text: 'No code section we found says how Los Angeles rounds a fraction of a home outside its incentive programs, and the state’s 30-homes-per-acre floor states a density, not a rounding rule. We round both down (12.5 becomes 12, 6.9 becomes 6). Rounding up is defensible: on the 10,000 sq ft lot it would not change the answer, because the cap of ten binds first, but on the RD lots in the table it could add a home.',
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
            'Using it on a single-family lot. An R1 or RS lot is not multifamily land. A vacant single-family lot may use [SB 1123](/sb-1123) instead; one with a house on it usually looks to SB 9 (see [the housing bills hub](/housing-bills)).',
            'Forgetting tenants who left years ago. The five-year look-back counts housing that was occupied by a tenant and has since been emptied or torn down. Demolishing a rented duplex does not reset the clock.',
            'Treating the RSO as a detail. A single unit under the Rent Stabilization Ordinance rules the site out; there is no replacement option as there is under base zoning or a density bonus.',
            'Designing large homes. The 1,750 sq ft limit is an average of net habitable area across all the homes, so one large home must be balanced by smaller ones.',
            'Building too few. SB 684 has a floor as well as a ceiling: roughly two thirds of the density the lot allows (see the note on what that is measured against).',
            'Assuming a fire zone only adds conditions. Under SB 9 a Very High Fire Hazard Severity Zone is workable with fire mitigation; for SB 684 Los Angeles says no.',
            'Counting accessory dwelling units in the ten. Where the City allows them, ADUs come on top.',
            'Expecting ten homes on every lot. On low-density RD lots, the zone or the state’s 30 homes per acre sets the number, as the table above shows.',
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
          caption: 'How SB 684 got to where it is',
          head: ['Date', 'What changed', 'Source'],
          rows: [
            ['2023', 'SB 684 enacted', 'Gov. Code § 66499.41'],
            [
              'July 1, 2024',
              'SB 684 takes effect for multifamily lots, with a minimum density of 100 % of the allowed maximum',
              'Gov. Code § 66499.41',
            ],
            [
              '2024',
              'SB 1123 (Chapter 294) lowers the minimum density to 66 %, keeps ADUs out of the ten-home count, bars extra frontage rules, and opens the path to vacant single-family lots from July 1, 2025',
              'SB 1123 legislative digest',
            ],
            [
              'January 1, 2025',
              'AB 2553 lets bus stops with peak service every 20 minutes count as major transit stops, widening the no-parking area',
              'Pub. Res. Code § 21064.3',
            ],
            [
              'October 28, 2025',
              'The City issues an updated implementation memo on SB 684, SB 1123 and AB 130',
              'LA City Planning',
            ],
          ],
        },
        {
          kind: 'callout',
          tone: 'info',
          title: 'The City’s October 2025 memo',
          text: 'Los Angeles published an updated interdepartmental memo on SB 1123, SB 684 and AB 130 in October 2025. We have not yet worked through it; where it changes how the City applies the rules above, this guide will say so.',
        },
      ],
    },
    {
      id: 'interactions',
      heading: 'How SB 684 fits with the other laws',
      blocks: [
        {
          kind: 'list',
          items: [
            'Base zoning. The same lot often holds as many homes or more as apartments or condominiums on one lot (12 in the example). SB 684 is worth choosing when separate, saleable lots matter more than the last home or two.',
            'SB 1123. It extended the same subdivision to vacant single-family lots of up to 1.5 acres, with larger minimum lots (1,200 sq ft). Our [side-by-side guide](/sb-684-1123) shows when to use which.',
            'Accessory dwelling units. Where the City permits them, ADUs are added on top of the ten homes rather than counted within them. See the [SB 1211 guide](/sb-1211) for ADU rules.',
            'State density bonus. A density bonus can be paired with some state pathways where their statutes allow it (SB 79 says so expressly), but we found no source that says a bonus can lift an SB 684 map above ten homes. Plan on ten.',
            'AB 2097. Within ½ mile of a major transit stop there is no parking minimum at all, which frees room on a small lot.',
            'SB 79. Near a qualifying rail or rapid-bus stop, [SB 79](/sb-79) may allow a taller building with more homes on the same land, as one building rather than separate lots.',
            'CHIP and the legacy TOC program. Los Angeles’s own incentive programs trade affordable homes for extra density in one building. SB 684’s checklist contains no affordable-housing requirement, so it is a separate path, not a layer on top of them.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To see every pathway for your own lot side by side, [search its address or APN](/) or read [how to read a Lotwise report](/blog/how-to-read-a-lotwise-report).',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Can each home be sold separately?',
      answer:
        'Yes. That is the point of SB 684: the subdivision creates a lot for every home, so each can be sold like a house rather than as a condominium unit.',
    },
    {
      question: 'My building had a tenant three years ago. Can I still use SB 684?',
      answer:
        'No. SB 684 excludes sites where housing was occupied by a tenant in the last five years, even if that housing has since been emptied or demolished. Base zoning and the state density bonus remain open, with replacement of protected homes where the law requires it.',
    },
    {
      question: 'Is there a public hearing?',
      answer:
        'SB 684 is a ministerial path: the City checks the map and the homes against objective standards and must approve a project that meets them. It cannot apply standards that would physically prevent the density the law allows.',
    },
    {
      question: 'How big can the homes be?',
      answer:
        'The homes must average 1,750 net habitable square feet or less. Individual homes can be larger if others are smaller. Each new lot must be at least 600 sq ft unless the City allows smaller.',
    },
    {
      question: 'Can I add ADUs?',
      answer:
        'Where the City allows accessory dwelling units on these lots, they do not count toward the ten homes (SB 1123 made this explicit).',
    },
    {
      question: 'How do I know whether my lot is in a fire zone or an HPOZ?',
      answer:
        'Both appear on the lot’s ZIMAS profile. A Lotwise report reads them from the City’s data and tells you when it could not confirm either.',
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
      label: 'Gov. Code § 65583.2 (30 homes per acre in metropolitan cities)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65583.2',
    },
    {
      label: 'LA City Planning: Senate Bill 684',
      url: 'https://planning.lacity.gov/project-review/senate-bill-684',
    },
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
  ],
  calculator: {
    pathways: ['sb684', 'la_base_zoning', 'state_density_bonus'],
    fields: [
      'zone',
      'lot_sf',
      'existing_units',
      'rso',
      'tenant_occupied_within_years',
      'vhfhsz',
      'hpoz',
    ],
    example: {
      zone: 'R3',
      lot_sf: 10000,
      existing_units: 0,
      rso: false,
      tenant_occupied_within_years: null,
      vhfhsz: false,
      hpoz: false,
    },
    reportType: 'multifamily_zoning',
  },
}
