import type { BlogPost } from '../types.ts'

export const post: BlogPost = {
  id: 'reading-a-los-angeles-zone-string',
  title: 'How to read a Los Angeles zone string',
  description:
    'A code like [Q]R3-1VL-CPIO packs conditions, a zone class, a height district and an overlay into one line. This guide takes it apart, piece by piece, and says what each piece does to a project.',
  heading: 'How to read a Los Angeles zone string',
  lead: 'Every parcel in the City of Los Angeles has a zone string on ZIMAS, the City’s zoning map. It looks cryptic, but it follows a grammar, and each part answers a different question: how many homes, how tall, and what else applies.',
  published: '2026-10-16',
  updated: '2026-11-23',
  tags: ['zoning', 'los-angeles', 'zone-string'],
  sections: [
    {
      id: 'the-pattern',
      heading: 'The pattern',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Outside Downtown, a zone string is built from up to four parts, in this order:',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Conditions in front, in brackets or parentheses: [Q] or (Q), (T).',
            'The zone class: R1, RD1.5, R3, C2 and so on, sometimes followed by a specific plan in parentheses, as in R3(PV).',
            'After a dash, the height district: 1, 1L, 1VL, 1XL, 1SS, 2, 3 or 4, with a D on the end if it carries a development limitation.',
            'After further dashes, overlays: O, CPIO, HPOZ, RIO and others.',
          ],
        },
      ],
    },
    {
      id: 'one-string-taken-apart',
      heading: 'One string, taken apart',
      blocks: [
        {
          kind: 'example',
          title: '[Q]R3-1VL-CPIO on a 7,000 sq ft lot',
          facts: [
            { label: 'Conditions', value: '[Q]' },
            { label: 'Zone class', value: 'R3' },
            { label: 'Height district', value: '1VL' },
            { label: 'Overlay', value: 'CPIO' },
          ],
          steps: [
            '[Q]: the zoning came with qualified conditions. They can lower what the zone allows, so the ordinance behind them has to be read.',
            'R3: multiple dwellings at one home per 800 sq ft of lot. On 7,000 sq ft that is 8.75, so 8 by right (9 if the fraction rounds up, a point the code does not settle).',
            '1VL: height district 1, very limited. For R3 that is 45 ft, with a 3-story limit for buildings not used entirely for housing, and a floor-area ratio of 3.',
            'CPIO: a community plan implementation overlay, with its own standards that may change height, density or design.',
          ],
          result:
            'A starting point of 8 homes up to 45 ft, subject to whatever the [Q] conditions and the CPIO say. Those two pieces are where to look next.',
        },
        {
          kind: 'paragraph',
          text: 'Figures are from City Planning’s Generalized Summary of Zoning Regulations (CP-7150, Tables 1 and 2). The full density and height tables are in [Los Angeles development](/la-development).',
        },
      ],
    },
    {
      id: 'the-zone-class',
      heading: 'The zone class: how many homes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The class sets the use and the density. Single-family classes (RA, RE, RS, R1) allow one home per lot however large it is. R2 allows two-family homes at 2,500 sq ft per home. The RD classes step from 1,500 to 6,000 sq ft per home. R3 allows one home per 800 sq ft, R4 one per 400, R5 one per 200. Commercial zones borrow residential densities: C1 and CM use R3’s 800 sq ft, while CR, C1.5, C2, C4 and C5 use R4’s 400. The industrial M zones allow no homes.',
        },
        {
          kind: 'paragraph',
          text: 'Variations matter. R1V2 is an R1 variation zone, with its own height and floor-area tables instead of a height district.',
        },
      ],
    },
    {
      id: 'the-height-district',
      heading: 'The height district: how tall, how much floor area',
      blocks: [
        {
          kind: 'table',
          caption: 'What the height district means for an R3 and a C2 lot',
          head: [
            'Height district',
            'R3 height',
            'C2 height',
            'Floor-area ratio, R3',
            'Floor-area ratio, C2',
          ],
          rows: [
            ['1', '45 ft', 'No limit', '3', '1.5'],
            ['1L', '45 ft', '75 ft', '3', '1.5'],
            ['1VL', '45 ft', '45 ft', '3', '1.5'],
            ['1XL', '30 ft', '30 ft', '3', '1.5'],
            ['2', '75 ft', 'No limit', '6', '6'],
            ['3', '75 ft', 'No limit', '10', '10'],
            ['4', '75 ft', 'No limit', '13', '13'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'A D after the district (2D, 1VLD) marks a development limitation, often on floor area or height. Like [Q], it can only be read in the ordinance that adopted it.',
        },
      ],
    },
    {
      id: 'conditions-in-front',
      heading: 'Conditions in front',
      blocks: [
        {
          kind: 'list',
          items: [
            '[Q] or (Q): qualified conditions, limits attached to the lot’s zoning.',
            '(T): a tentative classification, attached to a zone change; read the zone-change case to see what it waits on.',
            'A specific plan in parentheses after the class, as in R3(PV) for the Playa Vista Specific Plan or the (WC) sub-zones of the Warner Center Specific Plan. The specific plan’s own rules come first.',
          ],
        },
      ],
    },
    {
      id: 'overlays',
      heading: 'Overlays at the end',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The City’s own zoning parser codebook lists the overlay codes it recognises. The ones that most often affect housing:',
        },
        {
          kind: 'table',
          caption: 'Common overlay codes (City of Los Angeles zoning parser codebook)',
          head: ['Code', 'Meaning'],
          rows: [
            ['HPOZ', 'Historic preservation overlay zone'],
            ['CPIO', 'Community plan implementation overlay'],
            ['O', 'Oil drilling district'],
            ['RIO', 'River improvement overlay'],
            ['CDO', 'Community design overlay'],
            ['POD', 'Pedestrian oriented district'],
            ['RFA', 'Residential floor area district'],
            ['HCR', 'Hillside construction regulation'],
            ['K', 'Equinekeeping district'],
            ['SN', 'Sign district'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Two of these change the housing answer directly. An HPOZ rules out SB 9, SB 684 and SB 1123 in Los Angeles and temporarily exempts the lot from SB 79. A CPIO has its own standards that can change height, density or design. The others name supplemental districts whose own rules need reading before you rely on the zone’s figures.',
        },
      ],
    },
    {
      id: 'downtown-is-different',
      heading: 'Downtown is different',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Parts of the City, starting with Downtown, now use the new Chapter 1A zoning code. Its strings are a row of bracketed groups, such as [HB3-G1-5] [CX2-FA] [CPIO]: form, frontage and development standards first, then use and density, then overlays. None of the Chapter 1 tables apply. Lotwise reads these strings and flags the lot for a closer look rather than guessing.',
        },
      ],
    },
    {
      id: 'what-lotwise-does-with-it',
      heading: 'What Lotwise does with it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A Lotwise report parses the whole string, computes what the class and height district allow, and lists every condition, overlay or specific plan that could change the answer, so you know which ordinance to read before you rely on a number. Try it on your own parcel from the [home page](/), or see which state laws each zone opens in the [housing bills hub](/housing-bills).',
        },
      ],
    },
  ],
  sources: [
    {
      label: 'LA City Planning: Generalized Summary of Zoning Regulations (CP-7150)',
      url: 'https://planning.lacity.gov/zoning/regulations-summary',
    },
    { label: 'ZIMAS, the City’s zoning map', url: 'https://zimas.lacity.org/' },
    {
      label: 'City of Los Angeles planning-entitlements repository (zoning parser codebooks)',
      url: 'https://github.com/CityOfLosAngeles/planning-entitlements',
    },
  ],
}
