import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'density-bonus-on-an-r3-lot-worked-example',
  title: 'A density bonus on an R3 lot, worked through',
  description:
    'How the state density bonus turns a 7,000 sq ft R3 lot from 8 homes into 13 or 14: base density, set-aside, bonus, incentives and parking, every step rounded as the law requires.',
  heading: 'A density bonus on an R3 lot, worked through',
  lead: 'A 7,000 sq ft R3 lot holds 8 homes by right. With a single very-low-income home it can hold 13, and with two, 14 on the state’s full scale. Here is the arithmetic, one rounding at a time, and where Los Angeles still reads the law differently.',
  published: '2026-09-10',
  updated: '2026-11-23',
  tags: ['density-bonus', 'worked-example', 'multifamily'],
  sections: [
    {
      id: 'the-lot',
      heading: 'The lot',
      blocks: [
        {
          kind: 'paragraph',
          text: 'An R3-1 lot of 7,000 sq ft, empty, never rented, not in any overlay. R3 allows one home per 800 sq ft of lot (City Planning’s zoning summary, Table 1), and height district 1 allows 45 ft and a floor-area ratio of 3 (Table 2).',
        },
        {
          kind: 'paragraph',
          text: 'By right: 7,000 ÷ 800 = 8.75 homes. Los Angeles has no code provision we could find on fractional by-right density, so we round down to 8 and note that 9 is a defensible reading.',
        },
      ],
    },
    {
      id: 'one-affordable-home',
      heading: 'With one very-low-income home',
      blocks: [
        {
          kind: 'example',
          title: 'State density bonus on a 7,000 sq ft R3 lot',
          facts: [
            { label: 'Zone', value: 'R3-1' },
            { label: 'Lot area', value: '7,000 sq ft' },
            { label: 'Affordable homes', value: '1 very-low-income home' },
            { label: 'Tenure', value: 'Rental' },
          ],
          steps: [
            'Base density: the bonus law rounds every component up (Gov. Code § 65915(q)), so 8.75 becomes 9 homes.',
            'Set-aside: 1 very-low-income home out of 9 base homes is 11.1 %. A share between rows takes the row at or below it: 11 %.',
            'Bonus: 11 % very low income earns 35 % (Gov. Code § 65915(f)). 35 % of 9 = 3.15, rounded up to 4 homes.',
            'Total: 9 + 4 = 13 homes.',
            'Incentives: 11.1 % very low income is above the 10 % that earns two incentives (Gov. Code § 65915(d)(2)).',
          ],
          result:
            '13 homes, one of them very-low-income, with two incentives: five more homes than the 8 allowed by right, for one affordable home.',
        },
      ],
    },
    {
      id: 'a-second-affordable-home',
      heading: 'With a second very-low-income home',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Two very-low-income homes are 2 ÷ 9 = 22.2 % of base density, past the 15 % that earns the full 50 % bonus on the state table. 50 % of 9 = 4.5, rounded up to 5, so the project reaches 9 + 5 = 14 homes. The incentives rise to four, because 22.2 % is above the 16 % threshold that AB 1287 added.',
        },
        {
          kind: 'callout',
          tone: 'contested',
          title: 'Read two ways: does Los Angeles go above 35 %?',
          text: 'Los Angeles has relied on a provision added by AB 2345 (Gov. Code § 65915(s)) to stop ordinary bonuses at 35 %. Its CHIP guidelines print the full state table to 50 %, and the evidence points to the full scale for applications from February 11, 2025, with medium confidence until the adopted table is read. Under the 35 % reading, the second affordable home buys no extra homes here: the project stays at 13. A project that stacks a second bonus under [AB 1287](/ab-1287) gets the full table either way.',
        },
        {
          kind: 'table',
          caption: 'The same lot, three ways',
          head: ['Scenario', 'Base', 'Bonus', 'Total homes', 'Incentives'],
          rows: [
            ['By right', '8', '', '8', ''],
            ['1 very-low-income home (11.1 %)', '9', '35 %: 4', '13', '2'],
            ['2 very-low-income homes (22.2 %), state scale', '9', '50 %: 5', '14', '4'],
            ['2 very-low-income homes, 35 % reading', '9', '35 %: 4', '13', '4'],
          ],
        },
      ],
    },
    {
      id: 'parking',
      heading: 'Parking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On request, the bonus law caps parking at 1 space for a studio or one-bedroom home, 1.5 for two or three bedrooms and 2.5 for four or more, with fractions rounded up (Gov. Code § 65915(p)). With 13 homes, 6 of them one-bedroom and 7 two-bedroom, that is 6 + 10.5 = 16.5, so 17 spaces.',
        },
        {
          kind: 'list',
          items: [
            'Within ½ mile of a major transit stop with unobstructed access, a project with at least 11 % very-low-income homes may ask for 0.5 space per home: 6.5, so 7 spaces.',
            'And within ½ mile of a major transit stop, AB 2097 removes the minimum altogether: 0 spaces.',
          ],
        },
      ],
    },
    {
      id: 'if-everything-is-affordable',
      heading: 'If every home is affordable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A 100 % affordable project (all lower income, with up to 20 % moderate) earns an 80 % bonus. Within ½ mile of a major transit stop, or in a very low vehicle travel area, it has no maximum density at all: the building envelope, after waivers, sets the number of homes. On a 10,000 sq ft R3-1 lot 0.3 mile from a station, that means a base density of 13 only for the record, up to 33 ft more height (45 + 33 = 78 ft), no parking minimum, and five incentives.',
        },
      ],
    },
    {
      id: 'before-you-count-on-it',
      heading: 'Before you count on it',
      blocks: [
        {
          kind: 'list',
          items: [
            'The project must have at least five homes. Whether bonus homes count toward the five is read two ways; we count base homes only.',
            'Homes on the site that are rent-stabilised, or were occupied by lower-income households in the last five years, must be replaced.',
            'Moderate-income homes earn the ordinary bonus only in for-sale projects.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For the second, stacked bonus see the [AB 1287 guide](/ab-1287); for every bonus table in one place, the [housing bills hub](/housing-bills#state-density-bonus). A [multifamily development report](/pricing) runs the bonus on your own lot with your own set-aside.',
        },
      ],
    },
  ],
  sources: [
    {
      label: 'Gov. Code § 65915 (state density bonus)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65915',
    },
    {
      label: 'Gov. Code § 65863.2 (AB 2097)',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65863.2',
    },
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
  ],
}
