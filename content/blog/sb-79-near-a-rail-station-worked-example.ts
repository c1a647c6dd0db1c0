import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'sb-79-near-a-rail-station-worked-example',
  title: 'SB 79 near a rail station, worked through',
  description:
    'An R3 lot 0.4 mile from a light-rail station: what SB 79 allows, step by step, how the answer changes closer to the station, and the Los Angeles exemptions to check first.',
  heading: 'SB 79 near a rail station, worked through',
  lead: 'Take a 10,000 sq ft R3 lot 0.4 mile from a light-rail station. Its zone allows 12 homes at 45 ft. If the City has not exempted it, SB 79 allows 18 homes at 55 ft, with no parking required. Here is the arithmetic, and what would change it.',
  published: '2026-09-24',
  updated: '2026-11-23',
  tags: ['sb-79', 'transit', 'worked-example'],
  sections: [
    {
      id: 'check-the-map-first',
      heading: 'First, check the City’s map',
      blocks: [
        {
          kind: 'paragraph',
          text: 'SB 79 has applied in cities since July 1, 2026. Los Angeles, like other cities, was allowed to delay it on some sites, and its phased-implementation ordinance (No. 188968, in force June 30, 2026) did so on a large scale. In a May 2026 snapshot of the City’s map, reported by an independent audit before the map was final, only 13,585 of 139,450 parcels in the City’s transit-oriented zones were available; 121,519 were temporarily exempt. The temporary exemptions last until a year after the City adopts its next housing element.',
        },
        {
          kind: 'callout',
          tone: 'verify',
          title: 'Not yet confirmed: the City’s SB 79 map',
          text: 'The ordinance and the final map are not yet confirmed here against their published text, and one section of the ordinance is quoted as making all parcels subject to temporary exemption; what that means in practice is unresolved. Look the lot up on ZIMAS before anything else. Everything below assumes the lot is shown as available.',
        },
      ],
    },
    {
      id: 'the-arithmetic',
      heading: 'The arithmetic',
      blocks: [
        {
          kind: 'example',
          title: 'SB 79 on a 10,000 sq ft R3 lot, 0.4 mile from a light-rail station',
          facts: [
            { label: 'Zone', value: 'R3-1 (12 homes by right, 45 ft)' },
            { label: 'Lot area', value: '10,000 sq ft (0.2296 acre)' },
            { label: 'Stop', value: 'Light rail: Tier 2, in the ¼ to ½ mile band' },
            { label: 'On the lot', value: 'Nothing rent-controlled' },
          ],
          steps: [
            'Band: 0.4 mile is between a quarter and half a mile. Los Angeles has more than 35,000 people, so the outer band applies.',
            'Density: Tier 2 in the outer band guarantees 80 homes per acre. 80 × 0.2296 = 18.37, rounded down to 18 homes.',
            'Local comparison: R3 allows 10,000 ÷ 800 = 12.5, rounded down to 12. SB 79’s 18 is greater, so it applies.',
            'Minimum: at least 5 homes and at least 30 per acre: 30 × 0.2296 = 6.89, rounded up to 7 homes.',
            'Height: 55 ft, against 45 ft by zone. Residential floor area: 2.5 × 10,000 = 25,000 sq ft.',
            'Affordable homes (the project is over 10 homes): 7 % of 18 = 1.26, so 2 extremely-low-income homes; or 10 % of 18 = 1.8, so 2 very-low-income homes; or 13 % of 18 = 2.34, so 3 lower-income homes.',
            'Parking: none required, because the station is a major transit stop (AB 2097).',
          ],
          result:
            '18 homes (between 7 and 18) in a building up to 55 ft with 25,000 sq ft of residential floor area, 2 or 3 of them affordable, and no parking minimum. Base zoning gives 12 homes at 45 ft.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: 18 or 19?',
          text: 'SB 79 forbids a maximum density below 80 homes per acre. Eighteen homes on this lot is 78.4 per acre, below 80, which is an argument for rounding up to 19. No guidance we read settles it; we show 18 and name 19 as the alternative.',
        },
      ],
    },
    {
      id: 'closer-to-the-station',
      heading: 'Closer to the station',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The same lot in each band, from Gov. Code § 65912.157 (the Tier 1 figures are for heavy rail, the B and D Lines):',
        },
        {
          kind: 'table',
          caption: 'SB 79 on a 10,000 sq ft lot, rounding down',
          head: ['Stop and distance', 'Homes per acre', 'Homes', 'Height', 'Floor area'],
          rows: [
            ['Tier 2, ¼ to ½ mile', '80', '18', '55 ft', '25,000 sq ft'],
            ['Tier 2, within ¼ mile', '100', '22', '65 ft', '30,000 sq ft'],
            ['Tier 2, within 200 ft', '140', '32', '85 ft', '40,000 sq ft'],
            ['Tier 1, ¼ to ½ mile', '100', '22', '65 ft', '30,000 sq ft'],
            ['Tier 1, within ¼ mile', '120', '27', '75 ft', '35,000 sq ft'],
            ['Tier 1, within 200 ft', '160', '36', '95 ft', '45,000 sq ft'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Distances are straight lines from the nearest edge of the lot to a pedestrian entrance of the station, not to its centre. Above 85 ft, labor standards apply. A Tier 1 project within a quarter mile that reaches 90 homes per acre earns extra density-bonus concessions, and in every band SB 79’s density can serve as the base for a state density bonus.',
        },
      ],
    },
    {
      id: 'what-would-change-the-answer',
      heading: 'What would change the answer',
      blocks: [
        {
          kind: 'list',
          items: [
            'Rent-controlled homes. If the lot held an older fourplex under the Rent Stabilization Ordinance, and two or more of its homes had tenants in the last seven years, SB 79 would not apply at all.',
            'The zone. An M1 or M2 lot next to the same station gets nothing: industrial zones are excluded.',
            'A historic designation, fire zone or sea-level-rise risk. In Los Angeles each is a reason for temporary exemption.',
            'The bus. Only bus rapid transit meeting the state’s definition makes a Tier 2 stop; an ordinary busy bus corner does not, although it may still remove parking minimums under AB 2097.',
            'Home sizes. Homes must average 1,750 net habitable sq ft or less, and at least two thirds of the floor area must be residential.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The full rules, including a single-family lot near a subway station that goes from 1 home to 20, are in the [SB 79 guide](/sb-79), which has a calculator you can run on your own lot.',
        },
      ],
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 65912.157 (standards near TOD stops)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.157',
    },
    {
      label: 'Gov. Code § 65912.161 (delayed effectuation)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65912.161',
    },
    {
      label: 'Los Angeles Ordinance 188968 (SB 79 phased implementation)',
      url: 'https://cityclerk.lacity.org/onlinedocs/2025/25-1083-S4_ord_188968_06-30-26.pdf',
    },
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
  ],
}
